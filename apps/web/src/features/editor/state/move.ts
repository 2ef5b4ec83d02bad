import type { DropTarget } from '../model/types.ts';
import { clamp, findBrick, insertAt, removeAt } from './find-brick.ts';
import { insideCopy } from './prefab-copies.ts';
import { type PlaceRefusal, placeFor, updateSlotIn } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

function selected<S extends EditorData>(state: S, brickId: string): S {
  const { selection } = state;
  if (selection?.kind === 'brick' && selection.id === brickId) return state;
  return { ...state, selection: { kind: 'brick', id: brickId } };
}

/**
 * Why moving `brickId` to `target` would be refused (the screen says it), or null when it can move. A
 * missing brick counts as a missing slot: there is nothing to place. A brick inside a placed prefab copy
 * stays where its prefab puts it (the copy itself moves).
 */
export function moveProblem(state: EditorData, brickId: string, target: DropTarget): PlaceRefusal | null {
  const found = findBrick(state.slots, brickId);
  if (!found) return 'noSlot';
  if (insideCopy(state.slots, found.slot)) return 'insideCopy';
  const place = placeFor(state, target, found.brick, brickId);
  return typeof place === 'string' ? place : null;
}

/**
 * Moves a brick, with everything inside it, to `target` at any depth and selects it (spec §4): within its
 * slot a reorder, otherwise a move between slots. target.index counts the slot's bricks as laid out during
 * the drag, the dragged brick included when it is in that slot, so a move further down a slot lands one
 * lower once the brick is taken out. A move into the brick itself or one of its bricks, into a slot that
 * does not exist, into or out of a placed prefab copy or deeper than allowed changes nothing (moveProblem
 * says why).
 */
export function move<S extends EditorData>(state: S, brickId: string, target: DropTarget): S {
  const found = findBrick(state.slots, brickId);
  if (!found || insideCopy(state.slots, found.slot)) return state;
  const place = placeFor(state, target, found.brick, brickId);
  if (typeof place === 'string') return state;
  const index = Math.trunc(target.index) || 0;
  if (found.slot === place.address) {
    const to = clamp(index > found.index ? index - 1 : index, 0, place.list.length - 1);
    if (to === found.index) return selected(state, brickId);
    const slots = updateSlotIn(state.slots, place.address, (list) =>
      insertAt(removeAt(list, found.index), to, found.brick),
    );
    return selected({ ...state, slots }, brickId);
  }
  const taken = updateSlotIn(state.slots, found.slot, (list) => removeAt(list, found.index));
  // Resolved again in the slots without the brick: taking it out may have shifted the target's path.
  const slots = updateSlotIn(taken, place.address, (list) =>
    insertAt(list, clamp(index, 0, list.length), found.brick),
  );
  return selected({ ...state, slots }, brickId);
}
