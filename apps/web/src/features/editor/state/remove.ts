import { findBrick, removeAt } from './find-brick.ts';
import { insideCopy } from './prefab-copies.ts';
import { updateSlotIn } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

/**
 * Why a brick cannot be taken out of its slot (removed, or reordered within it): it lies inside a placed
 * prefab copy, whose structure is its prefab's (decision 0033). Null when it can, or is not on the page.
 */
export function takeOutProblem(state: EditorData, brickId: string): 'insideCopy' | null {
  const found = findBrick(state.slots, brickId);
  return found && insideCopy(state.slots, found.slot) ? 'insideCopy' : null;
}

/**
 * Removes a brick, with everything inside it, and clears the selection (spec §4). The clipboard keeps its
 * copy, so a removed brick can still be pasted back. A brick inside a placed prefab copy stays
 * (takeOutProblem); the copy as a whole can be removed.
 */
export function remove<S extends EditorData>(state: S, brickId: string): S {
  const found = findBrick(state.slots, brickId);
  if (!found || insideCopy(state.slots, found.slot)) return state;
  const slots = updateSlotIn(state.slots, found.slot, (list) => removeAt(list, found.index));
  return { ...state, slots, selection: null };
}
