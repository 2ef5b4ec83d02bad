import { describe, expect, it } from 'vitest';
import { clampNumber, divide, toBoolean, toNumber, truncate3 } from './numbers.ts';

const MAX = Number.MAX_SAFE_INTEGER;

describe('graph numbers', () => {
  it('turns NaN into 0 and clamps infinities and huge numbers', () => {
    expect(clampNumber(Number.NaN)).toBe(0);
    expect(clampNumber(Number.POSITIVE_INFINITY)).toBe(MAX);
    expect(clampNumber(Number.NEGATIVE_INFINITY)).toBe(-MAX);
    expect(clampNumber(1e300)).toBe(MAX);
    expect(clampNumber(-1e300)).toBe(-MAX);
    expect(Object.is(clampNumber(-0), 0)).toBe(true);
    expect(clampNumber(12.5)).toBe(12.5);
  });

  it('parses text, else 0', () => {
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('1,5')).toBe(1.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('12abc')).toBe(0);
    expect(toNumber('')).toBe(0);
    expect(toNumber('Infinity')).toBe(0);
    expect(toNumber('1e400')).toBe(0);
    expect(toNumber('1e20')).toBe(MAX);
    expect(toNumber(true)).toBe(1);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber({})).toBe(0);
  });

  it('reads booleans', () => {
    expect(toBoolean(true)).toBe(true);
    expect(toBoolean('true')).toBe(true);
    expect(toBoolean(2)).toBe(true);
    expect(toBoolean(0)).toBe(false);
    expect(toBoolean(Number.NaN)).toBe(false);
    expect(toBoolean('false')).toBe(false);
    expect(toBoolean(undefined)).toBe(false);
  });

  it('divides by zero to 0', () => {
    expect(divide(5, 0)).toBe(0);
    expect(divide(0, 0)).toBe(0);
    expect(divide(1, 4)).toBe(0.25);
    expect(divide(MAX, 1e-300)).toBe(MAX);
  });

  it('truncates to 3 decimals without rounding', () => {
    expect(truncate3(1.23456)).toBe(1.234);
    expect(truncate3(1.9999)).toBe(1.999);
    expect(truncate3(-1.23456)).toBe(-1.234);
    expect(truncate3(2 / 3)).toBe(0.666);
    expect(truncate3(1.005)).toBe(1.005);
    expect(truncate3(0.1 + 0.2)).toBe(0.3);
    expect(truncate3(123456789012.3456)).toBe(123456789012.345);
    expect(truncate3(Number.NaN)).toBe(0);
    expect(truncate3(Number.POSITIVE_INFINITY)).toBe(MAX);
  });
});
