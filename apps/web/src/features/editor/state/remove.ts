import { findBrick, removeAt } from './find-brick.ts';
import type { EditorData } from './store-api.ts';

/**
 * Removes a brick and clears the selection (spec §4). The clipboard keeps its copy, so a removed brick
 * can still be pasted back.
 */
export function remove<S extends EditorData>(state: S, brickId: string): S {
  const found = findBrick(state.slots, brickId);
  if (!found) return state;
  const list = removeAt(state.slots[found.slot]!, found.index);
  return { ...state, slots: { ...state.slots, [found.slot]: list }, selection: null };
}
