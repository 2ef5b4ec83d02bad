import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch.ts';

describe('batchLoader', () => {
  it('loads every key asked for in one tick with one call, each key once', async () => {
    const calls: string[][] = [];
    const load = batchLoader(async (keys) => {
      calls.push(keys);
      return new Map(keys.map((key) => [key, key.toUpperCase()]));
    });
    const values = await Promise.all(['a', 'b', 'a', 'c'].map(load));
    expect(values).toEqual(['A', 'B', 'A', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
    // A later tick is a new batch; a key the load did not return is undefined.
    expect(await load('zz')).toBe('ZZ');
    expect(calls).toHaveLength(2);
    const partial = batchLoader(async () => new Map<string, number>());
    expect(await partial('missing')).toBeUndefined();
  });

  it('rejects every caller of a failed batch, and the next batch starts afresh', async () => {
    let fail = true;
    const load = batchLoader(async (keys) => {
      if (fail) throw new Error('boom');
      return new Map(keys.map((key) => [key, 1]));
    });
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('a')).toBe(1);
  });
});
