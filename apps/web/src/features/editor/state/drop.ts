import type { DropEvent } from '../model/types.ts';
import { insert } from './insert.ts';
import { move } from './move.ts';
import type { EditorData } from './store-api.ts';

/** A finished drag: insert a component or move a brick; let go outside every slot, nothing (spec §4). */
export function drop<S extends EditorData>(
  state: S,
  event: DropEvent,
  newId: () => string = () => crypto.randomUUID(),
): S {
  const { source, target } = event;
  if (!target) return state;
  return source.kind === 'component'
    ? insert(state, source.componentId, target, newId())
    : move(state, source.brickId, target);
}
