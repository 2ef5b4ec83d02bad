import type { EditorBrick, Slots } from '../model/types.ts';
import { updateBrick } from './find-brick.ts';
import { newPrefabCopy, refreshCopy } from './prefab-copies.ts';
import type { EditorData } from './store-api.ts';

/**
 * After "Create prefab" on a brick: the brick becomes a copy of the prefab made from it, keeping its id and
 * place (and so the selection), as an element becomes an instance of the component made from it in other
 * visual editors. Its values are the prefab's, which were its own; the prefab's locks now apply. A container
 * keeps the ids of the bricks inside it too: the prefab's contents were made from them with the same ids, so
 * each already copies the prefab brick of its own id. A brick already a copy, of another component, or a
 * prefab or component not loaded changes nothing.
 */
export function becomeCopy<S extends EditorData>(state: S, brickId: string, prefabId: string): S {
  const prefab = state.prefabs.get(prefabId);
  if (prefab?.prefabType !== 'Component') return state;
  const component = state.components.get(prefab.elementId);
  if (!component) return state;
  return updateBrick(state, brickId, (brick) => {
    if (brick.isPrefab || brick.componentId !== prefab.elementId) return brick;
    const copy = newPrefabCopy(prefab, component, brick.id, state.components);
    if (!brick.slots || !prefab.slots) return copy;
    return refreshCopy({ ...copy, slots: copyingItself(brick.slots) }, prefab, component, state.components);
  });
}

/**
 * The contents with each brick copying the prefab brick of its own id; a copy of another prefab inside
 * keeps its bricks' own prefabBrickId (they copy that prefab's bricks: prefab-contents.ts scopes).
 */
function copyingItself(slots: Slots): Slots {
  const next: Record<string, readonly EditorBrick[]> = {};
  for (const [name, list] of Object.entries(slots)) {
    next[name] = list.map((inner) => ({
      ...inner,
      prefabBrickId: inner.id,
      ...(inner.slots && !inner.isPrefab ? { slots: copyingItself(inner.slots) } : {}),
    }));
  }
  return next;
}
