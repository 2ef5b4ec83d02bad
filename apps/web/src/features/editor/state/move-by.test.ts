import { describe, expect, it } from 'vitest';
import { moveBy } from './move-by.ts';
import { frozen, ids, stateWith } from './test-fixtures.ts';

describe('moveBy', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b', 'c'], slot2: ['d'] }));

  it('moves one step up or down within the slot', () => {
    expect(ids(moveBy(state, 'b', -1), 'slot1')).toEqual(['b', 'a', 'c']);
    expect(ids(moveBy(state, 'b', 1), 'slot1')).toEqual(['a', 'c', 'b']);
  });

  it('keeps bricks and other slots by identity', () => {
    const next = moveBy(state, 'a', 1);
    expect(next.slots.slot1![0]).toBe(state.slots.slot1![1]);
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![0]);
    expect(next.slots.slot1![2]).toBe(state.slots.slot1![2]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
  });

  it('does nothing at either end or for an unknown brick', () => {
    expect(moveBy(state, 'a', -1)).toBe(state);
    expect(moveBy(state, 'c', 1)).toBe(state);
    expect(moveBy(state, 'd', 1)).toBe(state);
    expect(moveBy(state, 'x', 1)).toBe(state);
  });
});
