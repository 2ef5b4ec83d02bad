/**
 * Slots anywhere on the page, by address (packages/shared slotAddress): a template slot (`slot2`) or a
 * container brick's (`{brickId}/slot2`). Every insert, move, paste and drop resolves its target here, so the
 * rules of where a brick may go are written once: the slot must exist (a container's slot only up to the
 * number its component has), nothing goes inside a placed prefab copy, a brick never goes inside itself,
 * nothing nests deeper than MAX_BRICK_DEPTH, and a form never goes inside a form (saving refuses it too:
 * docs/decisions/0036).
 */
import {
  MAX_BRICK_DEPTH,
  nestsForm,
  parseSlotAddress,
  SLOT_NAME,
  slotAddress,
  slotNames,
  subtreeHeight,
  type TreeBrick,
} from '@tessera/shared';
import { compareSlotNames } from '../canvas/frame-nodes.ts';
import type { ComponentDef, DropTarget, EditorBrick, SlotAddress, Slots } from '../model/types.ts';
import { findBrick, updateBrickIn } from './find-brick.ts';
import { insideCopy } from './prefab-copies.ts';
import type { EditorData } from './store-api.ts';

/** A resolved slot: its list, and where bricks placed in it would sit. */
export interface SlotPlace {
  readonly address: SlotAddress;
  /** The container holding the slot; null for a template slot. */
  readonly parentId: string | null;
  readonly slot: string;
  readonly list: readonly EditorBrick[];
  /** The depth of a brick placed in this slot (1 in a template slot). */
  readonly depth: number;
  /** Ids of the containers around the slot, outermost first (the parent last). */
  readonly ancestors: readonly string[];
}

/**
 * Why a brick cannot go to a target: the slot does not exist (or its container's component has fewer
 * slots), it lies inside a placed prefab copy, whose contents only the prefab dialog changes (decision
 * 0033), the brick would go inside itself or one of its own bricks, it would nest deeper than
 * MAX_BRICK_DEPTH, or it is (or holds) a form and would land inside a form. The screen announces it
 * (keyboard) or shows a notice (edit-refusal.ts).
 */
export type PlaceRefusal = 'noSlot' | 'insideCopy' | 'intoItself' | 'tooDeep' | 'formInForm';

type SlotsAndComponents = Pick<EditorData, 'slots' | 'components'>;

/** How many slots a container brick's component has (0: not a container, or its component is gone). */
export function slotCountOf(components: ReadonlyMap<string, ComponentDef>, brick: EditorBrick): number {
  return components.get(brick.componentId)?.slots ?? 0;
}

/** The empty slots of a new brick of `component` (none for a component that is not a container). */
export function emptySlots(component: ComponentDef): Slots | undefined {
  if (!(component.slots > 0)) return undefined;
  return Object.fromEntries(slotNames(component.slots).map((name) => [name, []]));
}

/** The slot at `address`, or null when the page has no such slot. */
export function resolveSlot(state: SlotsAndComponents, address: SlotAddress): SlotPlace | null {
  if (typeof address !== 'string') return null;
  const ref = parseSlotAddress(address);
  if (ref.parentId === null) {
    const list = Object.hasOwn(state.slots, ref.slot) ? state.slots[ref.slot] : undefined;
    return Array.isArray(list)
      ? { address, parentId: null, slot: ref.slot, list, depth: 1, ancestors: [] }
      : null;
  }
  if (!SLOT_NAME.test(ref.slot)) return null;
  const parent = findBrick(state.slots, ref.parentId);
  if (!parent) return null;
  if (Number(ref.slot.slice('slot'.length)) > slotCountOf(state.components, parent.brick)) return null;
  const stored = parent.brick.slots?.[ref.slot];
  return {
    address: slotAddress(ref.parentId, ref.slot),
    parentId: ref.parentId,
    slot: ref.slot,
    // A slot the component has but the brick does not hold yet is empty.
    list: Array.isArray(stored) ? stored : [],
    depth: parent.depth + 1,
    ancestors: [...parent.ancestors, ref.parentId],
  };
}

/**
 * Where `brick` (moving: already on the page, with that id) would land for `target`, or why it cannot.
 * The depth counts the brick's own contents.
 */
export function placeFor(
  state: SlotsAndComponents,
  target: DropTarget,
  brick: TreeBrick,
  movingId: string | null = null,
): SlotPlace | PlaceRefusal {
  const place = resolveSlot(state, target.slot);
  if (!place) return 'noSlot';
  if (insideCopy(state.slots, place.address)) return 'insideCopy';
  if (movingId !== null && place.ancestors.includes(movingId)) return 'intoItself';
  if (place.depth + subtreeHeight(brick) > MAX_BRICK_DEPTH) return 'tooDeep';
  if (nestsForm(state.slots, place.parentId, [brick])) return 'formInForm';
  return place;
}

/**
 * The slots with the list at `address` replaced by `update(list)`, copying only the path to it. The same
 * slots when the address names no slot or nothing changed. A container's missing list is created, in
 * slot order.
 */
export function updateSlotIn(
  slots: Slots,
  address: SlotAddress,
  update: (list: readonly EditorBrick[]) => readonly EditorBrick[],
): Slots {
  const ref = parseSlotAddress(address);
  if (ref.parentId === null) {
    const list = slots[ref.slot];
    if (!Array.isArray(list)) return slots;
    const next = update(list);
    return next === list ? slots : { ...slots, [ref.slot]: next };
  }
  return updateBrickIn(slots, ref.parentId, (brick) => {
    const inner = brick.slots ?? {};
    const list = inner[ref.slot];
    const next = update(Array.isArray(list) ? list : []);
    if (next === list) return brick;
    const merged: Record<string, readonly EditorBrick[]> = { ...inner, [ref.slot]: next };
    if (list !== undefined) return { ...brick, slots: merged };
    const ordered = Object.keys(merged).sort(compareSlotNames);
    return { ...brick, slots: Object.fromEntries(ordered.map((name) => [name, merged[name]!])) };
  });
}
