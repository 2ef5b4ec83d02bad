import { slotAddress } from '@tessera/shared';
import type { DropTarget, SlotAddress } from '../model/types.ts';
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

/** Whether the canvas shows the slot at this address (the frame reported a box for it). */
export type SlotShown = (address: SlotAddress) => boolean;

/**
 * Where "move into the previous brick" takes a brick: to the end of the last slot of the brick before it in
 * its slot, when that one is a container. Null when there is none, or it is not a container.
 *
 * `shown`, when given, says which of the container's slots its code draws: a container may draw fewer than
 * it has (Columns set to two columns has four slots and draws two), and a brick moved into a slot that is
 * not drawn would vanish from the page. The last slot shown is then the target; none shown: null.
 */
export function moveIntoPreviousTarget(
  state: EditorData,
  brickId: string,
  shown?: SlotShown,
): DropTarget | null {
  const found = findBrick(state.slots, brickId);
  if (!found || found.index === 0) return null;
  const previous = resolveSlot(state, found.slot)?.list[found.index - 1];
  if (!previous) return null;
  for (let n = slotCountOf(state.components, previous); n > 0; n -= 1) {
    const last = `slot${n}`;
    const address = slotAddress(previous.id, last);
    if (shown && !shown(address)) continue;
    return { slot: address, index: previous.slots?.[last]?.length ?? 0 };
  }
  return null;
}

/** Moves a brick out of its container, right after it (moveOutTarget); nothing when it cannot. */
export function moveOut<S extends EditorData>(state: S, brickId: string): S {
  const target = moveOutTarget(state, brickId);
  return target ? move(state, brickId, target) : state;
}

/** Moves a brick to the end of the previous brick's last slot (moveIntoPreviousTarget); nothing otherwise. */
export function moveIntoPrevious<S extends EditorData>(state: S, brickId: string, shown?: SlotShown): S {
  const target = moveIntoPreviousTarget(state, brickId, shown);
  return target ? move(state, brickId, target) : state;
}
