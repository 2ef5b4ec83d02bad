import { findBrick, removeAt } from './find-brick.ts';
import { updateSlotIn } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

/**
 * Removes a brick, with everything inside it, and clears the selection (spec §4). The clipboard keeps its
 * copy, so a removed brick can still be pasted back.
 */
export function remove<S extends EditorData>(state: S, brickId: string): S {
  const found = findBrick(state.slots, brickId);
  if (!found) return state;
  const slots = updateSlotIn(state.slots, found.slot, (list) => removeAt(list, found.index));
  return { ...state, slots, selection: null };
}
