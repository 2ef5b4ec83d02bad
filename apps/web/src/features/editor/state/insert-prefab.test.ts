import { describe, expect, it } from 'vitest';
import { drop } from './drop.ts';
import { insertPrefab } from './insert-prefab.ts';
import { frozen, HEADING, headingPrefab, ids, stateWith, templatePrefab } from './test-fixtures.ts';

function withPrefabs(...prefabs: ReturnType<typeof headingPrefab>[]) {
  const state = stateWith({ slot1: ['a', 'b'], slot2: [] });
  return { ...state, prefabs: new Map(prefabs.map((prefab) => [prefab.id, prefab])) };
}

describe('insertPrefab', () => {
  it('inserts a copy of the prefab with a new id at the index and selects it', () => {
    const state = frozen(withPrefabs(headingPrefab()));
    const next = insertPrefab(state, 'pf-1', { slot: 'slot1', index: 1 }, 'new');
    expect(ids(next, 'slot1')).toEqual(['a', 'new', 'b']);
    expect(next.slots.slot1![1]).toMatchObject({
      id: 'new',
      componentId: HEADING.id,
      isPrefab: true,
      prefabId: 'pf-1',
      name: 'Red heading',
    });
    expect(next.slots.slot1![1]!.dataTypes.color).toMatchObject({ value: '#ff0000', isMutable: false });
    expect(next.selection).toEqual({ kind: 'brick', id: 'new' });
    expect(next.slots.slot1![0]).toBe(state.slots.slot1![0]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
  });

  it('is what a drop of a prefab tile does', () => {
    const state = withPrefabs(headingPrefab());
    const next = drop(
      state,
      { source: { kind: 'prefab', prefabId: 'pf-1' }, target: { slot: 'slot2', index: 0 } },
      () => 'n',
    );
    expect(next.slots.slot2![0]).toMatchObject({ id: 'n', prefabId: 'pf-1' });
    expect(drop(state, { source: { kind: 'prefab', prefabId: 'pf-1' }, target: null })).toBe(state);
  });

  it('does nothing for an unknown prefab, a template prefab, a missing component or an unknown slot', () => {
    const state = withPrefabs(
      headingPrefab(),
      templatePrefab(),
      headingPrefab({ id: 'gone', elementId: 'c-x' }),
    );
    expect(insertPrefab(state, 'nope', { slot: 'slot1', index: 0 }, 'n')).toBe(state);
    expect(insertPrefab(state, 'tp-1', { slot: 'slot1', index: 0 }, 'n')).toBe(state);
    expect(insertPrefab(state, 'gone', { slot: 'slot1', index: 0 }, 'n')).toBe(state);
    expect(insertPrefab(state, 'pf-1', { slot: 'slot9', index: 0 }, 'n')).toBe(state);
  });
});
