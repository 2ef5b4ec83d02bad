import { describe, expect, it } from 'vitest';
import { selectTemplatePrefab } from './template-prefab.ts';
import { frozen, headingPrefab, stateWith, templatePrefab } from './test-fixtures.ts';

function withPrefabs(...prefabs: ReturnType<typeof templatePrefab>[]) {
  const state = stateWith({ slot1: [] });
  return frozen({ ...state, prefabs: new Map(prefabs.map((prefab) => [prefab.id, prefab])) });
}

describe('selectTemplatePrefab', () => {
  it('makes the template settings a copy: the prefab’s values, its locks, its id', () => {
    const state = withPrefabs(templatePrefab());
    const next = selectTemplatePrefab(state, 'tp-1');
    expect(next.selectedTemplatePrefab).toBe('tp-1');
    expect(next.template).toMatchObject({ id: 't-1', isPrefab: true, prefabId: 'tp-1' });
    expect(next.template.dataTypes.background).toMatchObject({ value: '#000000', isMutable: false });
    // A mutable property takes the prefab's value too when chosen (and keeps the page's on later updates).
    expect(next.template.dataTypes.gap!.value).toBe(24);
    expect(next.template.dataTypes.gap!.isMutable).toBeUndefined();
    // Entries that did not change keep their identity.
    expect(next.template.dataTypes.font).toBe(state.template.dataTypes.font);
    expect(next.slots).toBe(state.slots);
    expect(selectTemplatePrefab(next, 'tp-1')).toBe(next);
  });

  it('choosing none detaches: the values stay, nothing is locked', () => {
    const chosen = selectTemplatePrefab(withPrefabs(templatePrefab()), 'tp-1');
    const none = selectTemplatePrefab(chosen, null);
    expect(none.selectedTemplatePrefab).toBeNull();
    expect(none.template.isPrefab).toBe(false);
    expect('prefabId' in none.template).toBe(false);
    expect(none.template.dataTypes.background!.value).toBe('#000000');
    expect(none.template.dataTypes.background!.isMutable).toBeUndefined();
    expect(selectTemplatePrefab(none, null)).toBe(none);
  });

  it('ignores unknown prefabs, component prefabs and prefabs of another template', () => {
    const state = withPrefabs(templatePrefab({ id: 'other', elementId: 't-2' }), headingPrefab());
    expect(selectTemplatePrefab(state, 'other')).toBe(state);
    expect(selectTemplatePrefab(state, 'pf-1')).toBe(state);
    expect(selectTemplatePrefab(state, 'nope')).toBe(state);
  });
});
