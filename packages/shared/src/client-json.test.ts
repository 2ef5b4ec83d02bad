import { describe, expect, it } from 'vitest';
import { checkClientJson, clientJsonMessage, isWellFormedText } from './client-json.ts';
import { SERVER_MESSAGES } from './errors.ts';
import { LIMITS } from './limits.ts';

/** An array nested `levels` deep around `inner` (depth `levels` for a scalar inside). */
function nested(levels: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

describe('isWellFormedText', () => {
  it('accepts ordinary text, emoji and empty text', () => {
    for (const text of ['', 'hello', 'olá, coração', '😀 surrogate pair', '\u0000', '\uFFFD']) {
      expect(isWellFormedText(text), text).toBe(true);
    }
  });

  it('refuses a lone high or low surrogate anywhere', () => {
    for (const text of ['\ud800', 'a\ud800', '\ud800a', '\udc00', 'a\udc00b', '\udc00\ud800', '😀\ud83d']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('checkClientJson', () => {
  it('accepts scalars, real page-like content and JSON exactly at the depth limit', () => {
    for (const value of [null, 1, true, 'text', [], {}, { a: [1, { b: 'c' }] }]) {
      expect(checkClientJson(value)).toBeNull();
    }
    expect(checkClientJson(nested(LIMITS.clientJsonDepth))).toBeNull();
    expect(checkClientJson(nested(3), 3)).toBeNull();
  });

  it('refuses JSON one level deeper than the limit, and 100 000 levels without overflowing', () => {
    expect(checkClientJson(nested(LIMITS.clientJsonDepth + 1))).toBe('tooDeep');
    expect(checkClientJson(nested(4), 3)).toBe('tooDeep');
    expect(checkClientJson(nested(100_000))).toBe('tooDeep');
  });

  it('refuses a lone surrogate in a nested value or in a key', () => {
    expect(checkClientJson({ tags: ['ok', 'bad\ud800'] })).toBe('loneSurrogate');
    expect(checkClientJson({ a: { 'key\udc00': 1 } })).toBe('loneSurrogate');
    expect(checkClientJson('\ud800')).toBe('loneSurrogate');
    expect(checkClientJson({ text: '😀' })).toBeNull();
  });

  it('has a server message for each problem', () => {
    expect(clientJsonMessage('tooDeep')).toBe(SERVER_MESSAGES.tooDeep);
    expect(clientJsonMessage('loneSurrogate')).toBe(SERVER_MESSAGES.loneSurrogate);
    expect(SERVER_MESSAGES.tooDeep).toContain(String(LIMITS.clientJsonDepth));
  });
});
