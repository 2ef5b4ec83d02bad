import { describe, expect, it } from 'vitest';
import { selectTemplatePrefab } from './template-prefab.ts';
import { frozen, stateWith } from './test-fixtures.ts';

describe('selectTemplatePrefab', () => {
  it('sets the prefab and keeps the state when unchanged', () => {
    const state = frozen(stateWith({ slot1: [] }));
    const next = selectTemplatePrefab(state, 'p1');
    expect(next.selectedTemplatePrefab).toBe('p1');
    expect(next.template).toBe(state.template);
    expect(selectTemplatePrefab(next, 'p1')).toBe(next);
    expect(selectTemplatePrefab(next, null).selectedTemplatePrefab).toBeNull();
  });
});
