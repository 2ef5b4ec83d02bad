import { describe, expect, it } from 'vitest';
import { remove } from './remove.ts';
import { select } from './select.ts';
import { frozen, ids, stateWith } from './test-fixtures.ts';

describe('remove', () => {
  const state = frozen(stateWith({ slot1: ['a', 'b', 'c'], slot2: ['d'] }));

  it('removes the brick; other bricks and slots keep identity', () => {
    const next = remove(state, 'b');
    expect(ids(next, 'slot1')).toEqual(['a', 'c']);
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![2]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
  });

  it('clears the selection, whichever brick was selected', () => {
    expect(remove(select(state, { kind: 'brick', id: 'b' }), 'b').selection).toBeNull();
    expect(remove(select(state, { kind: 'brick', id: 'a' }), 'b').selection).toBeNull();
    expect(remove(select(state, { kind: 'template' }), 'b').selection).toBeNull();
  });

  it('does nothing for an unknown brick', () => {
    const selected = select(state, { kind: 'brick', id: 'a' });
    expect(remove(selected, 'x')).toBe(selected);
  });
});
