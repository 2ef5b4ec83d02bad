import { slotAddress } from '@tessera/shared';
import type { DropTarget } from '../model/types.ts';
import { findBrick, replaceAt } from './find-brick.ts';
import { move } from './move.ts';
import { insideCopy } from './prefab-copies.ts';
import { resolveSlot, slotCountOf, updateSlotIn } from './slot-place.ts';
import type { EditorData } from './store-api.ts';

/**
 * One step up (-1) or down (+1) within the brick's slot, at any depth; nothing at either end, nor inside a
 * placed prefab copy (remove.ts takeOutProblem).
 */
export function moveBy<S extends EditorData>(state: S, brickId: string, delta: -1 | 1): S {
  const found = findBrick(state.slots, brickId);
  if (!found || insideCopy(state.slots, found.slot)) return state;
  const slots = updateSlotIn(state.slots, found.slot, (list) => {
    const to = found.index + delta;
    if (to < 0 || to >= list.length) return list;
    const next = replaceAt(list, to, found.brick);
    next[found.index] = list[to]!;
    return next;
  });
  return slots === state.slots ? state : { ...state, slots };
}

/**
 * Where "move out" takes a brick: into its container's slot, right after the container. Null for a brick
 * in a template slot (or one not on the page).
 */
export function moveOutTarget(state: EditorData, brickId: string): DropTarget | null {
  const found = findBrick(state.slots, brickId);
  if (!found || found.parentId === null) return null;
  const parent = findBrick(state.slots, found.parentId);
  return parent ? { slot: parent.slot, index: parent.index + 1 } : null;
}

/**
 * Where "move into the previous brick" takes a brick: to the end of the last slot of the brick before it in
 * its slot, when that one is a container. Null when there is none, or it is not a container.
 */
export function moveIntoPreviousTarget(state: EditorData, brickId: string): DropTarget | null {
  const found = findBrick(state.slots, brickId);
  if (!found || found.index === 0) return null;
  const previous = resolveSlot(state, found.slot)?.list[found.index - 1];
  if (!previous) return null;
  const count = slotCountOf(state.components, previous);
  if (count === 0) return null;
  const last = `slot${count}`;
  return { slot: slotAddress(previous.id, last), index: previous.slots?.[last]?.length ?? 0 };
}

/** Moves a brick out of its container, right after it (moveOutTarget); nothing when it cannot. */
export function moveOut<S extends EditorData>(state: S, brickId: string): S {
  const target = moveOutTarget(state, brickId);
  return target ? move(state, brickId, target) : state;
}

/** Moves a brick to the end of the previous brick's last slot (moveIntoPreviousTarget); nothing otherwise. */
export function moveIntoPrevious<S extends EditorData>(state: S, brickId: string): S {
  const target = moveIntoPreviousTarget(state, brickId);
  return target ? move(state, brickId, target) : state;
}
