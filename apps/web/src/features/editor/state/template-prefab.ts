import type { EditorData } from './store-api.ts';

/** Chooses the template settings' prefab (prefabs arrive with issue 8); part of the undo history. */
export function selectTemplatePrefab<S extends EditorData>(state: S, prefabId: string | null): S {
  return state.selectedTemplatePrefab === prefabId ? state : { ...state, selectedTemplatePrefab: prefabId };
}
