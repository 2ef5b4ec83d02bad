import { describe, expect, it } from 'vitest';
import { updateBrick } from './find-brick.ts';
import { rename } from './rename.ts';
import { frozen, stateWith } from './test-fixtures.ts';

describe('rename', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b'] }));

  it('sets brick.name and the name entry value', () => {
    const next = rename(state, 'a', 'Hero');
    const brick = next.slots.slot1![0]!;
    expect(brick.name).toBe('Hero');
    expect(brick.dataTypes.name).toEqual({ ...state.slots.slot1![0]!.dataTypes.name, value: 'Hero' });
    expect(brick.dataTypes.text).toBe(state.slots.slot1![0]!.dataTypes.text);
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![1]);
  });

  it('sets only brick.name when there is no name entry', () => {
    const bare = updateBrick(state, 'a', (brick) => {
      const { name: _name, ...dataTypes } = brick.dataTypes;
      return { ...brick, dataTypes };
    });
    const next = rename(bare, 'a', 'Hero');
    expect(next.slots.slot1![0]!.name).toBe('Hero');
    expect(next.slots.slot1![0]!.dataTypes.name).toBeUndefined();
    expect(next.slots.slot1![0]!.dataTypes).toBe(bare.slots.slot1![0]!.dataTypes);
  });

  it('keeps the state for the same name or an unknown brick', () => {
    expect(rename(state, 'a', 'Heading')).toBe(state);
    expect(rename(state, 'x', 'Hero')).toBe(state);
  });
});
