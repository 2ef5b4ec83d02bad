import { describe, expect, it } from 'vitest';
import { decodeFrameData } from './frame-data.ts';

describe('decodeFrameData', () => {
  it('passes objects through for the schemas to check', () => {
    const data = { kind: 'ready' };
    expect(decodeFrameData(data)).toBe(data);
  });

  it('reads a JSON text', () => {
    expect(decodeFrameData('{"kind":"pong","n":3}')).toEqual({ kind: 'pong', n: 3 });
  });

  it('turns text that is not JSON into null, which no schema accepts', () => {
    expect(decodeFrameData('{not json')).toBeNull();
  });
});
