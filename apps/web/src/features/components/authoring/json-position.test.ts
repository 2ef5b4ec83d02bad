import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-position.ts';

describe('jsonErrorOffset', () => {
  it('accepts valid JSON', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ', '"s"', '0']) {
      expect(jsonErrorOffset(text), text).toBeNull();
    }
  });

  it('points at the first character it cannot accept', () => {
    expect(jsonErrorOffset('{"a": }')).toBe(6);
    expect(jsonErrorOffset('{"a":1,}')).toBe(7);
    expect(jsonErrorOffset('{a:1}')).toBe(1);
    expect(jsonErrorOffset('[1,2')).toBe(4);
    expect(jsonErrorOffset('{"a":1} x')).toBe(8);
    expect(jsonErrorOffset('')).toBe(0);
    expect(jsonErrorOffset('{"a": tru}')).toBe(9);
  });
});
