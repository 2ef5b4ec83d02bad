import { generateNKeysBetween } from 'fractional-indexing';
import { describe, expect, it } from 'vitest';
import { compareOrder, orderKeys } from './order.ts';

const keys = generateNKeysBetween(null, null, 6);
const current = (ids: string[]) => (id: string) => {
  const at = ids.indexOf(id);
  return at < 0 ? undefined : keys[at];
};

/** The list the written keys give, sorted the way docToContent sorts. */
function listAfter(wanted: string[], before: string[]): string[] {
  const writes = orderKeys(wanted, current(before));
  const keyOf = (id: string) => writes.get(id) ?? current(before)(id)!;
  return [...wanted].sort((a, b) => compareOrder(keyOf(a), a, keyOf(b), b));
}

describe('orderKeys', () => {
  it('writes nothing for an unchanged list', () => {
    expect(orderKeys(['a', 'b', 'c'], current(['a', 'b', 'c'])).size).toBe(0);
  });

  it('writes one key for one moved item and for one inserted item', () => {
    const before = ['a', 'b', 'c', 'd', 'e'];
    expect([...orderKeys(['a', 'c', 'd', 'b', 'e'], current(before)).keys()]).toEqual(['b']);
    expect([...orderKeys(['a', 'b', 'x', 'c', 'd', 'e'], current(before)).keys()]).toEqual(['x']);
    expect(listAfter(['a', 'c', 'd', 'b', 'e'], before)).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(listAfter(['x', 'a', 'b', 'c', 'd', 'e', 'y'], before)).toEqual([
      'x',
      'a',
      'b',
      'c',
      'd',
      'e',
      'y',
    ]);
  });

  it('keeps the longest run in order on a reversal and orders the rest around it', () => {
    const before = ['a', 'b', 'c', 'd'];
    expect(orderKeys(['d', 'c', 'b', 'a'], current(before)).size).toBe(3);
    expect(listAfter(['d', 'c', 'b', 'a'], before)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('gives fresh keys when a kept key is malformed, and the list still reads as asked', () => {
    const writes = orderKeys(['x', 'a'], (id) => (id === 'a' ? 'not a key!' : undefined));
    expect(writes.size).toBe(2);
    const [x, a] = [writes.get('x')!, writes.get('a')!];
    expect(x < a).toBe(true);
  });

  it('keeps equal keys in id order, and moves the upper one only to fit an item between them', () => {
    const tied = (id: string) => ({ a: keys[0], b: keys[0], c: keys[1] })[id];
    expect([...orderKeys(['a', 'b', 'c', 'x'], tied).keys()]).toEqual(['x']);
    const between = orderKeys(['a', 'x', 'b', 'c'], tied);
    expect([...between.keys()].sort()).toEqual(['b', 'x']);
    const keyOf = (id: string) => between.get(id) ?? tied(id)!;
    expect(['c', 'b', 'x', 'a'].sort((p, q) => compareOrder(keyOf(p), p, keyOf(q), q))).toEqual([
      'a',
      'x',
      'b',
      'c',
    ]);
  });

  it('orders equal keys by id', () => {
    expect(compareOrder('a0', 'b', 'a0', 'a')).toBe(1);
    expect(compareOrder('a0', 'b', 'a1', 'a')).toBe(-1);
  });
});
