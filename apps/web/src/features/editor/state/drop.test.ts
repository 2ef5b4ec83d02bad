import { describe, expect, it } from 'vitest';
import { drop } from './drop.ts';
import { HEADING, ids, stateWith } from './test-fixtures.ts';

describe('drop', () => {
  const state = stateWith({ slot1: ['a', 'b'], slot2: [] });

  it('inserts a component from the source panel', () => {
    const next = drop(
      state,
      { source: { kind: 'component', componentId: HEADING.id }, target: { slot: 'slot2', index: 0 } },
      () => 'n',
    );
    expect(ids(next, 'slot2')).toEqual(['n']);
    expect(next.selection).toEqual({ kind: 'brick', id: 'n' });
  });

  it('moves a brick', () => {
    const next = drop(state, {
      source: { kind: 'brick', brickId: 'a' },
      target: { slot: 'slot2', index: 0 },
    });
    expect(ids(next, 'slot1')).toEqual(['b']);
    expect(ids(next, 'slot2')).toEqual(['a']);
  });

  it('does nothing without a target', () => {
    expect(drop(state, { source: { kind: 'brick', brickId: 'a' }, target: null })).toBe(state);
    expect(drop(state, { source: { kind: 'component', componentId: HEADING.id }, target: null })).toBe(state);
  });
});
