import { updateBrick } from './find-brick.ts';
import { newPrefabCopy } from './prefab-copies.ts';
import type { EditorData } from './store-api.ts';

/**
 * After "Create prefab" on a brick: the brick becomes a copy of the prefab made from it, keeping its id and
 * place (and so the selection), as an element becomes an instance of the component made from it in other
 * visual editors. Its values are the prefab's, which were its own; the prefab's locks now apply. A brick
 * already a copy, of another component, or a prefab or component not loaded changes nothing.
 */
export function becomeCopy<S extends EditorData>(state: S, brickId: string, prefabId: string): S {
  const prefab = state.prefabs.get(prefabId);
  if (prefab?.prefabType !== 'Component') return state;
  const component = state.components.get(prefab.elementId);
  if (!component) return state;
  return updateBrick(state, brickId, (brick) =>
    brick.isPrefab || brick.componentId !== prefab.elementId
      ? brick
      : newPrefabCopy(prefab, component, brick.id),
  );
}
