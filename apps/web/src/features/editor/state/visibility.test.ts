import { describe, expect, it } from 'vitest';
import { updateBrick } from './find-brick.ts';
import { frozen, stateWith } from './test-fixtures.ts';
import { setVisibility } from './visibility.ts';

describe('setVisibility', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'] }));

  it('sets the visibility value and keeps the rest of the entry', () => {
    const next = setVisibility(state, 'a', false);
    const before = state.slots.slot1![0]!.dataTypes.visibility!;
    expect(next.slots.slot1![0]!.dataTypes.visibility).toEqual({ ...before, value: false });
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![1]);
    expect(setVisibility(next, 'a', true).slots.slot1![0]!.dataTypes.visibility!.value).toBe(true);
  });

  it('creates a Switch entry when the brick has none', () => {
    const bare = updateBrick(state, 'a', (brick) => {
      const { visibility: _visibility, ...dataTypes } = brick.dataTypes;
      return { ...brick, dataTypes };
    });
    const entry = setVisibility(bare, 'a', false).slots.slot1![0]!.dataTypes.visibility;
    expect(entry).toEqual({ type: 'Switch', value: false, defaultValue: true });
  });

  it('keeps the state when nothing changes', () => {
    expect(setVisibility(state, 'a', true)).toBe(state);
    expect(setVisibility(state, 'x', false)).toBe(state);
  });
});
