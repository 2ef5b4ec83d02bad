import { describe, expect, it } from 'vitest';
import { becomeCopy } from './become-copy.ts';
import { frozen, HEADING, headingPrefab, ids, stateWith, templatePrefab } from './test-fixtures.ts';

function withPrefabs(...prefabs: ReturnType<typeof headingPrefab>[]) {
  const state = stateWith({ slot1: ['a', 'b'], slot2: [] });
  return { ...state, prefabs: new Map(prefabs.map((prefab) => [prefab.id, prefab])) };
}

describe('becomeCopy', () => {
  it('turns the brick into a copy of the prefab made from it, in place, with its id and the locks', () => {
    const state = frozen(withPrefabs(headingPrefab()));
    const next = becomeCopy(state, 'a', 'pf-1');
    expect(ids(next, 'slot1')).toEqual(['a', 'b']);
    expect(next.slots.slot1![0]).toMatchObject({
      id: 'a',
      componentId: HEADING.id,
      isPrefab: true,
      prefabId: 'pf-1',
    });
    expect(next.slots.slot1![0]!.dataTypes.color).toMatchObject({ value: '#ff0000', isMutable: false });
    expect(next.slots.slot1![1]).toBe(state.slots.slot1![1]);
    expect(next.slots.slot2).toBe(state.slots.slot2);
  });

  it('leaves a copy, an unknown brick, a template prefab or an unknown prefab alone', () => {
    const state = withPrefabs(headingPrefab(), templatePrefab());
    const copied = becomeCopy(state, 'a', 'pf-1');
    expect(becomeCopy(copied, 'a', 'pf-1')).toBe(copied);
    expect(becomeCopy(state, 'zzz', 'pf-1')).toBe(state);
    expect(becomeCopy(state, 'a', 'tp-1')).toBe(state);
    expect(becomeCopy(state, 'a', 'nope')).toBe(state);
  });
});
