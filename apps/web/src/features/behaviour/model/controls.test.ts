import { describe, expect, it } from 'vitest';
import { controlValue, parseNumberText } from './controls.ts';

describe('parseNumberText', () => {
  it('reads whole and decimal numbers, a comma as decimal separator', () => {
    expect(parseNumberText('42', true)).toBe(42);
    expect(parseNumberText(' -3.7 ', true)).toBe(-3);
    expect(parseNumberText('-3.7', false)).toBe(-3.7);
    expect(parseNumberText('1,5', false)).toBe(1.5);
    expect(parseNumberText('.5', false)).toBe(0.5);
    expect(parseNumberText('1e3', false)).toBe(1000);
  });

  it('is null while the text is not a number yet', () => {
    for (const text of ['', '-', 'abc', '1.2.3', '--1']) expect(parseNumberText(text, false)).toBeNull();
  });

  it('keeps numbers within the safe range, without -0', () => {
    expect(parseNumberText('1e300', false)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseNumberText('-1e300', true)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(Object.is(parseNumberText('-0', true), 0)).toBe(true);
  });
});

describe('controlValue', () => {
  it('keeps values of the right shape and defaults the others', () => {
    expect(controlValue('boolean', true, false)).toBe(true);
    expect(controlValue('boolean', 1, false)).toBe(false);
    expect(controlValue('integer', 2.9, 0)).toBe(2);
    expect(controlValue('integer', Number.NaN, 0)).toBe(0);
    expect(controlValue('decimal', Number.POSITIVE_INFINITY, 5)).toBe(5);
    expect(controlValue('text', 'x'.repeat(2000), '')).toHaveLength(1000);
    expect(controlValue('text', { a: 1 }, '')).toBe('');
    expect(controlValue('select', '*', '+', ['+', '-', '*', '/'])).toBe('*');
    expect(controlValue('select', 'x', '+', ['+'])).toBe('+');
  });
});
