import { SVG_LIMITS, UPLOAD_MAX_BYTES } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatNumber } from './format.ts';

describe('formatBytes', () => {
  it('reads the upload limit as 100 MB in both languages', () => {
    expect(formatBytes(UPLOAD_MAX_BYTES, 'en-US')).toBe('100 MB');
    expect(formatBytes(UPLOAD_MAX_BYTES, 'pt-BR')).toBe('100 MB');
  });

  it('uses 1024-based units with at most two decimals, written the console language’s way', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(1023, 'en-US')).toBe('1,023 B');
    expect(formatBytes(1023, 'pt-BR')).toBe('1.023 B');
    expect(formatBytes(1024, 'en-US')).toBe('1 KB');
    expect(formatBytes(4940, 'en-US')).toBe('4.82 KB');
    expect(formatBytes(4940, 'pt-BR')).toBe('4,82 KB');
    expect(formatBytes(1536 * 1024, 'pt-BR')).toBe('1,5 MB');
    expect(formatBytes(SVG_LIMITS.maxBytes, 'en-US')).toMatch(/^\d+(\.\d{1,2})? (KB|MB)$/);
    expect(formatBytes(3 * 1024 ** 5, 'en-US')).toBe('3,072 TB');
  });

  it('shows nonsense as zero bytes', () => {
    expect(formatBytes(-1, 'en-US')).toBe('0 B');
    expect(formatBytes(Number.NaN, 'pt-BR')).toBe('0 B');
  });
});

describe('formatNumber', () => {
  it('groups and separates as each language does', () => {
    expect(formatNumber(1920, 'en-US')).toBe('1,920');
    expect(formatNumber(1920, 'pt-BR')).toBe('1.920');
    expect(formatNumber(0.25, 'pt-BR')).toBe('0,25');
  });
});
