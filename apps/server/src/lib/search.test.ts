import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { searchPattern } from './search.ts';

describe('search patterns', () => {
  it('matches the trimmed text anywhere; blank means no filter', () => {
    expect(searchPattern('  shop ')).toBe('%shop%');
    expect(searchPattern('')).toBeNull();
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern(null)).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
  });

  it('escapes the wildcards and the escape character', () => {
    expect(searchPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });

  it('refuses more than 100 characters with a 400', () => {
    expect(searchPattern('x'.repeat(100))).toBe(`%${'x'.repeat(100)}%`);
    expect(() => searchPattern('x'.repeat(101))).toThrow(AppError);
    expect(() => searchPattern('x'.repeat(101))).toThrow('search must be at most 100 characters');
    expect(() => searchPattern(42)).toThrow('search must be text');
  });
});
