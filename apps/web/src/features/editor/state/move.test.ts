import { describe, expect, it } from 'vitest';
import { move } from './move.ts';
import { frozen, ids, stateWith } from './test-fixtures.ts';

describe('move within a slot (reorder)', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b', 'c', 'd'], slot2: ['e'] }));

  it('moves down: the index counts the dragged brick, so it lands one lower once taken out', () => {
    // Dropped between c and d as laid out during the drag: three bricks (a, b, c) come before the point.
    const next = move(state, 'a', { slot: 'slot1', index: 3 });
    expect(ids(next, 'slot1')).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(move(state, 'b', { slot: 'slot1', index: 4 }), 'slot1')).toEqual(['a', 'c', 'd', 'b']);
  });

  it('moves up', () => {
    expect(ids(move(state, 'd', { slot: 'slot1', index: 1 }), 'slot1')).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(move(state, 'c', { slot: 'slot1', index: 0 }), 'slot1')).toEqual(['c', 'a', 'b', 'd']);
  });

  it('selects the moved brick and keeps bricks and other slots by identity', () => {
    const next = move(state, 'a', { slot: 'slot1', index: 3 });
    expect(next.selection).toEqual({ kind: 'brick', id: 'a' });
    expect(next.slots.slot1![0]).toBe(state.slots.slot1![1]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
  });

  it('dropping on its own place changes no slot, only the selection', () => {
    for (const index of [1, 2]) {
      const next = move(state, 'b', { slot: 'slot1', index });
      expect(next.slots).toBe(state.slots);
      expect(next.selection).toEqual({ kind: 'brick', id: 'b' });
    }
  });
});

describe('move between slots', () => {
  it('moves the brick and selects it; untouched slots keep identity', () => {
    const state = frozen(stateWith({ slot1: ['a', 'b'], slot2: ['c'], slot3: ['d'] }));
    const next = move(state, 'a', { slot: 'slot2', index: 1 });
    expect(ids(next, 'slot1')).toEqual(['b']);
    expect(ids(next, 'slot2')).toEqual(['c', 'a']);
    expect(next.slots.slot2![1]).toBe(state.slots.slot1![0]);
    expect(next.slots.slot3).toBe(state.slots.slot3);
    expect(next.selection).toEqual({ kind: 'brick', id: 'a' });
  });

  it('clamps the index', () => {
    const state = stateWith({ slot1: ['a'], slot2: ['c'] });
    expect(ids(move(state, 'a', { slot: 'slot2', index: 7 }), 'slot2')).toEqual(['c', 'a']);
  });

  it('does nothing for an unknown brick or slot', () => {
    const state = stateWith({ slot1: ['a'] });
    expect(move(state, 'x', { slot: 'slot1', index: 0 })).toBe(state);
    expect(move(state, 'a', { slot: 'slot5', index: 0 })).toBe(state);
  });
});
