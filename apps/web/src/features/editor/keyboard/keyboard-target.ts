/**
 * Where a component placed from the keyboard goes (Enter or Space on a tile of the left panel): right
 * after the selected brick, at the end of the selected slot (as paste does), else into the first empty
 * slot (in page order), else at the end of the first slot. Null: the page shows no slot.
 */
import { compareSlotNames } from '../canvas/render-model.ts';
import type { DropTarget, Selection, Slots } from '../model/types.ts';
import { findBrick } from '../state/find-brick.ts';

export function keyboardTarget(slots: Slots, selection: Selection): DropTarget | null {
  const at = selection?.kind === 'brick' ? findBrick(slots, selection.id) : null;
  if (at) return { slot: at.slot, index: at.index + 1 };
  if (selection?.kind === 'slot' && slots[selection.slot])
    return { slot: selection.slot, index: slots[selection.slot]!.length };
  const names = Object.keys(slots).sort(compareSlotNames);
  const empty = names.find((name) => slots[name]?.length === 0);
  if (empty) return { slot: empty, index: 0 };
  const first = names[0];
  return first === undefined ? null : { slot: first, index: slots[first]?.length ?? 0 };
}

/** 1-based position of a brick in its slot, with the slot's size and number: what an announcement says. */
export interface BrickPosition {
  readonly name: string;
  readonly position: number;
  readonly count: number;
  readonly slotNumber: string;
}

export function brickPosition(slots: Slots, id: string): BrickPosition | null {
  const found = findBrick(slots, id);
  if (!found) return null;
  return {
    name: found.brick.name,
    position: found.index + 1,
    count: slots[found.slot]?.length ?? 0,
    slotNumber: /^slot(\d+)$/.exec(found.slot)?.[1] ?? found.slot,
  };
}
