import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import { truncate } from './text.ts';

describe('truncate', () => {
  const max = LIMITS.menuUsernameMax;

  it('is 30 for the user menu', () => {
    expect(max).toBe(30);
  });

  it('keeps text of up to 30 characters as it is', () => {
    expect(truncate('', max)).toBe('');
    expect(truncate('Ada', max)).toBe('Ada');
    const exactly = 'x'.repeat(max);
    expect(truncate(exactly, max)).toBe(exactly);
  });

  it('cuts longer text at 30 characters and adds an ellipsis', () => {
    const name = 'abcdefghijklmnopqrstuvwxyz0123456789';
    expect(truncate(name, max)).toBe(`${name.slice(0, 30)}…`);
    expect(truncate('y'.repeat(max + 1), max)).toBe(`${'y'.repeat(max)}…`);
    expect(truncate('y'.repeat(max + 1), max)).toHaveLength(max + 1);
  });
});
