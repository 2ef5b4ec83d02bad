import type { DropEvent } from '../model/types.ts';
import { insert } from './insert.ts';
import { insertPrefab } from './insert-prefab.ts';
import { move } from './move.ts';
import type { EditorData } from './store-api.ts';

/**
 * A finished drag: insert a component or a prefab's copy, or move a brick; let go outside every slot,
 * nothing (spec §4).
 */
export function drop<S extends EditorData>(
  state: S,
  event: DropEvent,
  newId: () => string = () => crypto.randomUUID(),
): S {
  const { source, target } = event;
  if (!target) return state;
  switch (source.kind) {
    case 'component':
      return insert(state, source.componentId, target, newId());
    case 'prefab':
      return insertPrefab(state, source.prefabId, target, newId());
    case 'brick':
      return move(state, source.brickId, target);
  }
}
