import { describe, expect, it } from 'vitest';
import { findBrick, updateBrick } from './find-brick.ts';
import { frozen, stateWith } from './test-fixtures.ts';

describe('findBrick', () => {
  it('finds a brick with its slot and index', () => {
    const state = stateWith({ slot1: ['a', 'b'], slot2: ['c'] });
    const found = findBrick(state.slots, 'c');
    expect(found?.slot).toBe('slot2');
    expect(found?.index).toBe(0);
    expect(found?.brick).toBe(state.slots.slot2![0]);
    expect(findBrick(state.slots, 'b')?.index).toBe(1);
  });

  it('answers null for an unknown id', () => {
    expect(findBrick(stateWith({ slot1: ['a'] }).slots, 'zzz')).toBeNull();
  });
});

describe('updateBrick', () => {
  it('copies only the path to the changed brick', () => {
    const state = frozen(stateWith({ slot1: ['a', 'b'], slot2: ['c'] }));
    const next = updateBrick(state, 'b', (brick) => ({ ...brick, name: 'B' }));
    expect(next.slots.slot1![1]!.name).toBe('B');
    expect(next.slots.slot1![0]).toBe(state.slots.slot1![0]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
    expect(next.template).toBe(state.template);
  });

  it('returns the same state when the brick is missing or unchanged', () => {
    const state = stateWith({ slot1: ['a'] });
    expect(updateBrick(state, 'x', (brick) => ({ ...brick, name: 'X' }))).toBe(state);
    expect(updateBrick(state, 'a', (brick) => brick)).toBe(state);
  });
});

describe('findBrick after the page changed', () => {
  it('never trusts a stale position', () => {
    const state = stateWith({ slot1: ['a', 'b', 'c'], slot2: ['d'] });
    expect(findBrick(state.slots, 'c')?.index).toBe(2);
    const shifted = {
      slot1: [state.slots.slot1![2]!],
      slot2: [state.slots.slot2![0]!, state.slots.slot1![0]!],
    };
    expect(findBrick(shifted, 'c')).toMatchObject({ slot: 'slot1', index: 0 });
    expect(findBrick(shifted, 'a')).toMatchObject({ slot: 'slot2', index: 1 });
    expect(findBrick(state.slots, 'a')).toMatchObject({ slot: 'slot1', index: 0 });
    expect(findBrick({ slot1: [] }, 'a')).toBeNull();
    expect(findBrick(state.slots, 'c')).toMatchObject({ slot: 'slot1', index: 2 });
  });
});
