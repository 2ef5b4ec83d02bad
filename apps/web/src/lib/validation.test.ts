import { LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { isValidUsername, passwordIssue, stripWhitespace } from './validation.ts';

const { min, max } = LIMITS.user.password;

describe('passwordIssue', () => {
  it('flags passwords under and over the limits', () => {
    expect(passwordIssue('a'.repeat(min - 1))).toBe('too_short');
    // Spaces are part of the password (NIST SP 800-63B): they count.
    expect(passwordIssue(`  ${'a'.repeat(min - 2)}`)).toBeNull();
    expect(passwordIssue('a'.repeat(max + 1))).toBe('too_long');
  });

  it('accepts passwords within the limits', () => {
    expect(passwordIssue('a'.repeat(min))).toBeNull();
    expect(passwordIssue('a'.repeat(max))).toBeNull();
  });
});

describe('isValidUsername', () => {
  it('applies the shared length rule', () => {
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('Ada Lovelace')).toBe(true);
    expect(isValidUsername('a'.repeat(LIMITS.user.username.max + 1))).toBe(false);
  });
});

describe('stripWhitespace', () => {
  it('removes every whitespace character', () => {
    expect(stripWhitespace(' ada @ example.com\t')).toBe('ada@example.com');
  });
});
