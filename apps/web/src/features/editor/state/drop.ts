import type { TreeBrick } from '@tessera/shared';
import type { DropEvent } from '../model/types.ts';
import { insert } from './insert.ts';
import { insertPrefab } from './insert-prefab.ts';
import { move, moveProblem } from './move.ts';
import { type PlaceRefusal, placeFor } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

/**
 * Why a drop would be refused (so the screen can say it, or show the target as refused): its slot does not
 * exist, a brick would go inside itself, it would nest deeper than MAX_BRICK_DEPTH, or a form would go inside
 * a form. Null when it lands (or there is no target: nothing happens, nothing to say).
 */
export function dropProblem(state: EditorData, event: DropEvent): PlaceRefusal | null {
  const { source, target } = event;
  if (!target) return null;
  if (source.kind === 'brick') return moveProblem(state, source.brickId, target);
  // A placed prefab carries what its prefab holds (a container prefab its contents); a component or a prefab
  // carries its properties (a Form is refused inside a form).
  const prefab = source.kind === 'prefab' ? state.prefabs.get(source.prefabId) : undefined;
  const component = source.kind === 'component' ? state.components.get(source.componentId) : undefined;
  const placed: TreeBrick & { dataTypes?: unknown } = {
    id: '',
    slots: (prefab as { slots?: TreeBrick['slots'] } | undefined)?.slots,
    dataTypes: prefab?.dataTypes ?? component?.dataTypes,
  };
  const place = placeFor(state, target, placed);
  return typeof place === 'string' ? place : null;
}

/**
 * A finished drag: insert a component or a prefab's copy, or move a brick, into a slot at any depth; let go
 * outside every slot, or where dropProblem refuses, nothing (spec §4).
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
