import { describe, expect, it } from 'vitest';
import { relativeTime, shortDateTime } from './relative-time.ts';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('leaves the last minute to the caller', () => {
    expect(relativeTime(ago(0), 'en-US', now)).toBeNull();
    expect(relativeTime(ago(59), 'en-US', now)).toBeNull();
  });

  it('uses the largest whole unit, in the locale', () => {
    expect(relativeTime(ago(60), 'en-US', now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 3600 + 20), 'en-US', now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), 'en-US', now)).toBe('yesterday');
    expect(relativeTime(ago(2 * 3600), 'pt-BR', now)).toBe('há 2 horas');
  });
});

describe('shortDateTime', () => {
  it('writes the date short and the time to the second, in the locale', () => {
    const date = new Date(2025, 5, 10, 14, 5, 9);
    const en = shortDateTime(date, 'en-US');
    expect(en).toContain('6/10/25');
    expect(en).toContain('2:05:09');
    const pt = shortDateTime(date, 'pt-BR');
    expect(pt).toContain('10/06/2025');
    expect(pt).toContain('14:05:09');
  });
});
