import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFormToken, mintFormToken } from './form-token.ts';

const key = randomBytes(32);
const subject = { appId: '5d1f2c1e-1111-4222-8333-944445555666', formKey: 'page-1/brick-1' };
const rules = { minSeconds: 3, maxHours: 24 };
const issued = Date.UTC(2026, 10, 27, 8, 0, 0);

describe('form time tokens', () => {
  it('accepts a token sent back after the minimum time and before it expires', () => {
    const token = mintFormToken(key, subject, issued);
    expect(token).toMatch(/^v2\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(checkFormToken(key, token, subject, rules, issued + 3_000)).toBe('ok');
    expect(checkFormToken(key, token, subject, rules, issued + 24 * 3600_000)).toBe('ok');
  });

  it('counts the age in milliseconds: a post at once is too fast even across a second boundary', () => {
    const token = mintFormToken(key, subject, issued + 990);
    expect(checkFormToken(key, token, subject, { ...rules, minSeconds: 1 }, issued + 1_010)).toBe('too-fast');
    expect(checkFormToken(key, token, subject, { ...rules, minSeconds: 1 }, issued + 1_990)).toBe('ok');
  });

  it('still checks a v1 token (whole seconds) from a page served before v2', () => {
    const iat = Math.floor(issued / 1000);
    const signature = createHmac('sha256', key)
      .update(`form|v1|${subject.appId}|${subject.formKey}|${iat}`)
      .digest('base64url');
    const token = `v1.${iat}.${signature}`;
    expect(checkFormToken(key, token, subject, rules, issued + 3_000)).toBe('ok');
    expect(checkFormToken(key, token, subject, rules, issued + 2_000)).toBe('too-fast');
    expect(checkFormToken(key, token, subject, rules, issued + 24 * 3600_000 + 1_000)).toBe('expired');
    // Its signature does not make a v2 token.
    expect(checkFormToken(key, `v2.${iat * 1000}.${signature}`, subject, rules, issued + 3_000)).toBe(
      'invalid',
    );
  });

  it('calls a quick submission too fast and an old one expired', () => {
    const token = mintFormToken(key, subject, issued);
    expect(checkFormToken(key, token, subject, rules, issued + 2_000)).toBe('too-fast');
    expect(checkFormToken(key, token, subject, rules, issued - 60_000)).toBe('too-fast');
    expect(checkFormToken(key, token, subject, rules, issued + 24 * 3600_000 + 1_000)).toBe('expired');
  });

  it('refuses a token of another form, another app, another key, or altered', () => {
    const token = mintFormToken(key, subject, issued);
    const later = issued + 10_000;
    expect(checkFormToken(key, token, { ...subject, formKey: 'page-1/brick-2' }, rules, later)).toBe(
      'invalid',
    );
    expect(checkFormToken(key, token, { ...subject, appId: 'other' }, rules, later)).toBe('invalid');
    expect(checkFormToken(randomBytes(32), token, subject, rules, later)).toBe('invalid');
    const [version, iat, signature] = token.split('.');
    // An earlier issue time with the same signature: the age cannot be forged.
    expect(checkFormToken(key, `${version}.${Number(iat) - 60}.${signature}`, subject, rules, later)).toBe(
      'invalid',
    );
    const flipped = `${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`;
    expect(checkFormToken(key, `${version}.${iat}.${flipped}`, subject, rules, later)).toBe('invalid');
  });

  it('refuses missing and malformed tokens without throwing', () => {
    for (const bad of [
      undefined,
      '',
      'v1',
      'v2.1.abc',
      `v1.x.${'a'.repeat(43)}`,
      `v1.1.${'a'.repeat(44)}`,
      'v1.1.<script>',
    ])
      expect(checkFormToken(key, bad, subject, rules, issued)).toBe('invalid');
  });
});
