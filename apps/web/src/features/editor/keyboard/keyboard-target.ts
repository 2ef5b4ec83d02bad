/**
 * Where a component placed from the keyboard goes (Enter or Space on a tile of the left panel): right
 * after the selected brick (in its slot, at any depth), at the end of the selected slot (as paste does),
 * else into the first empty template slot (in page order), else at the end of the first slot. Null: the
 * page shows no slot.
 */
import { parseSlotAddress } from '@tessera/shared';
import { compareSlotNames } from '../canvas/frame-nodes.ts';
import type { ComponentDef, DropTarget, Selection, Slots } from '../model/types.ts';
import { findBrick } from '../state/find-brick.ts';
import { resolveSlot } from '../state/slot-place.ts';

const NO_COMPONENTS: ReadonlyMap<string, ComponentDef> = new Map();

export function keyboardTarget(
  slots: Slots,
  selection: Selection,
  components: ReadonlyMap<string, ComponentDef> = NO_COMPONENTS,
): DropTarget | null {
  const at = selection?.kind === 'brick' ? findBrick(slots, selection.id) : null;
  if (at) return { slot: at.slot, index: at.index + 1 };
  const slot = selection?.kind === 'slot' ? resolveSlot({ slots, components }, selection.slot) : null;
  if (slot) return { slot: slot.address, index: slot.list.length };
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
  /** The name of the container holding the brick; null in a template slot. */
  readonly container: string | null;
}

export function brickPosition(slots: Slots, id: string): BrickPosition | null {
  const found = findBrick(slots, id);
  if (!found) return null;
  const parent = found.parentId === null ? null : findBrick(slots, found.parentId);
  const list = parent ? parent.brick.slots?.[found.slotName] : slots[found.slotName];
  return {
    name: found.brick.name,
    position: found.index + 1,
    count: list?.length ?? 0,
    slotNumber: /^slot(\d+)$/.exec(parseSlotAddress(found.slot).slot)?.[1] ?? found.slot,
    container: parent ? parent.brick.name : null,
  };
}
