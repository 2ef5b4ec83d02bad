import type { DropTarget } from '../model/types.ts';
import { place } from './insert.ts';
import { newPrefabCopy } from './prefab-copies.ts';
import type { EditorData } from './store-api.ts';

/**
 * Drop of a prefab from the left panel (spec §4): a copy with a new id, built from the prefab over its
 * component's current definition, placed at target and selected. A template prefab, a prefab whose
 * component is gone or an unknown slot changes nothing.
 */
export function insertPrefab<S extends EditorData>(
  state: S,
  prefabId: string,
  target: DropTarget,
  id: string = crypto.randomUUID(),
): S {
  const prefab = state.prefabs.get(prefabId);
  if (prefab?.prefabType !== 'Component' || !state.slots[target.slot]) return state;
  const component = state.components.get(prefab.elementId);
  if (!component) return state;
  return place(state, newPrefabCopy(prefab, component, id), target);
}
