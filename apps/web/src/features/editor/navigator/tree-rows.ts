/**
 * The navigator's rows: the page's tree flattened into the rows a person sees, in page order, respecting
 * which rows are collapsed. Pure, and linear in the rows shown (plus one look at each brick of a collapsed
 * slot's top level), so opening the panel on a 1 000-brick page stays far under a frame
 * (tree-rows.perf.test.ts).
 *
 * The shape: the template's slots are the top rows (level 1); under a slot, its bricks; a container brick
 * lists its slots as rows of their own, except a container with a single slot (a Section, a Stack), whose
 * bricks sit directly under it, as in Webflow's and Framer's navigators: a lone "Slot 1" row would only add
 * a level. Every walk goes through packages/shared walkBricks; collapsed containers are skipped there.
 */
import { slotAddress, walkBricks } from '@tessera/shared';
import type { EditorBrick, SlotAddress, Slots } from '../model/types.ts';

interface RowBase {
  /** Unique among the rows: `s:{slot address}` or `b:{brick id}` (rowKey). */
  readonly key: string;
  /** aria-level: 1 for a template slot. */
  readonly level: number;
  /** Position among its siblings (aria-posinset, from 1) and how many there are (aria-setsize). */
  readonly posInSet: number;
  readonly setSize: number;
  /** The container bricks above this row, outermost first (shared between siblings). */
  readonly ancestors: readonly string[];
  /** Whether the row has rows under it that can be shown or hidden. */
  readonly expandable: boolean;
  /** Shown expanded (only meaningful when expandable). */
  readonly expanded: boolean;
}

/** A slot: a template slot (parentId null) or one of a container's (when it has two or more). */
export interface SlotRow extends RowBase {
  readonly kind: 'slot';
  readonly address: SlotAddress;
  readonly parentId: string | null;
  /** 1 for slot1. */
  readonly number: number;
  /** How many bricks it holds. */
  readonly count: number;
}

export interface BrickRow extends RowBase {
  readonly kind: 'brick';
  readonly brick: EditorBrick;
  /** The slot it sits in and its index there. */
  readonly address: SlotAddress;
  readonly index: number;
  /** How many slots it has: 0 when it is not a container. */
  readonly slotCount: number;
  /** Its first slot's bricks (where a drop "into" it lands, at the end). */
  readonly firstSlotCount: number;
}

export type TreeRow = SlotRow | BrickRow;

export function slotRowKey(address: SlotAddress): string {
  return `s:${address}`;
}

export function brickRowKey(id: string): string {
  return `b:${id}`;
}

export interface RowsInput {
  readonly slots: Slots;
  /** The template's slot count: slot1 … slotN are listed, empty ones included. */
  readonly templateSlots: number;
  /** A component's slot count (ComponentDef.slots); 0 or undefined for an unknown component. */
  readonly slotsOf: (componentId: string) => number | undefined;
  /** Keys of the rows shown collapsed; every other row is expanded. */
  readonly collapsed: ReadonlySet<string>;
  /**
   * The slot addresses the canvas draws (canvas/drawn-slots.ts), null when unknown: an empty slot a container
   * declares but does not draw (Columns set to two of four) gets no row, as no brick can be seen there.
   */
  readonly drawn?: ReadonlySet<string> | null;
}

/** The number of a slot name (`slot3` → 3); 0 for anything else. */
export function slotNumber(name: string): number {
  const number = Number(name.slice(4));
  return name.startsWith('slot') && Number.isInteger(number) && number > 0 ? number : 0;
}

/** How many slots a brick shows: its component's, or more when the content holds slots beyond them. */
export function brickSlotCount(brick: EditorBrick, componentSlots: number | undefined): number {
  let count = componentSlots ?? 0;
  const own = brick.slots;
  if (own && typeof own === 'object') {
    for (const name of Object.keys(own)) count = Math.max(count, slotNumber(name));
  }
  return count;
}

/** A parent whose slots are being listed: the template (id null) or an expanded container. */
interface Frame {
  readonly id: string | null;
  /** The parent's depth (walkBricks' numbering): 0 for the template. */
  readonly depth: number;
  readonly slots: Slots;
  readonly slotCount: number;
  /** A container with one slot: its bricks are listed directly under it, no slot row. */
  readonly elided: boolean;
  /** The parent row's level (0 for the template). */
  readonly level: number;
  /** The ancestors of the rows under it. */
  readonly ancestors: readonly string[];
  /** Slot numbers whose row was emitted, and whether each is shown expanded. */
  readonly emitted: Map<number, boolean>;
}

export function buildRows({ slots, templateSlots, slotsOf, collapsed, drawn }: RowsInput): TreeRow[] {
  const rows: TreeRow[] = [];
  const listOf = (frame: Frame, number: number) => frame.slots[`slot${number}`] ?? [];
  /** An empty container slot the canvas does not draw: no row. Template slots are always listed. */
  const undrawn = (frame: Frame, number: number) =>
    frame.id !== null && drawn != null && !drawn.has(slotAddress(frame.id, `slot${number}`));

  const emitSlot = (frame: Frame, number: number) => {
    const address = slotAddress(frame.id, `slot${number}`);
    const key = slotRowKey(address);
    const count = listOf(frame, number).length;
    const expanded = !collapsed.has(key);
    frame.emitted.set(number, expanded);
    rows.push({
      kind: 'slot',
      key,
      level: frame.level + 1,
      posInSet: number,
      setSize: Math.max(frame.slotCount, number),
      ancestors: frame.ancestors,
      expandable: count > 0,
      expanded,
      address,
      parentId: frame.id,
      number,
      count,
    });
  };

  /** Emits the row of slot `number` and, before it, the rows of the empty slots before it. */
  const reachSlot = (frame: Frame, number: number) => {
    if (frame.emitted.has(number)) return;
    for (let earlier = 1; earlier < number; earlier++) {
      // A non-empty earlier slot gets its row when the walk reaches its bricks.
      if (!frame.emitted.has(earlier) && listOf(frame, earlier).length === 0 && !undrawn(frame, earlier))
        emitSlot(frame, earlier);
    }
    emitSlot(frame, number);
  };

  /** A parent is done: the rows of its slots the walk never reached (empty ones) come last. */
  const finish = (frame: Frame) => {
    if (frame.elided) return;
    for (let number = 1; number <= frame.slotCount; number++) {
      if (!frame.emitted.has(number) && !undrawn(frame, number)) emitSlot(frame, number);
    }
  };

  const root: Frame = {
    id: null,
    depth: 0,
    slots,
    slotCount: templateSlots,
    elided: false,
    level: 0,
    ancestors: [],
    emitted: new Map(),
  };
  const stack: Frame[] = [root];

  walkBricks(slots, (brick, place) => {
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= place.depth) finish(stack.pop()!);
    const frame = stack[stack.length - 1]!;
    const number = slotNumber(place.slot);
    let level = frame.level + 1;
    if (!frame.elided) {
      reachSlot(frame, number);
      if (!frame.emitted.get(number)) return 'skip';
      level += 1;
    }
    const slotCount = brickSlotCount(brick, slotsOf(brick.componentId));
    const inner: Slots = brick.slots ?? {};
    const firstSlotCount = inner.slot1?.length ?? 0;
    const elided = slotCount === 1;
    const key = brickRowKey(brick.id);
    const expandable = slotCount > 1 || (elided && firstSlotCount > 0);
    const expanded = !collapsed.has(key);
    const list = listOf(frame, number);
    rows.push({
      kind: 'brick',
      key,
      level,
      posInSet: place.index + 1,
      setSize: list.length,
      ancestors: frame.ancestors,
      expandable,
      expanded,
      brick,
      address: slotAddress(frame.id, place.slot),
      index: place.index,
      slotCount,
      firstSlotCount,
    });
    if (slotCount === 0) return;
    if (!expandable || !expanded) return 'skip';
    stack.push({
      id: brick.id,
      depth: place.depth,
      slots: inner,
      slotCount,
      elided,
      level,
      ancestors: [...frame.ancestors, brick.id],
      emitted: new Map(),
    });
  });
  while (stack.length > 0) finish(stack.pop()!);
  return rows;
}

/** The row's parent row (one level up, before it), or -1 for a top row. */
export function parentIndex(rows: readonly TreeRow[], index: number): number {
  const level = rows[index]?.level ?? 0;
  for (let at = index - 1; at >= 0; at--) {
    if (rows[at]!.level < level) return at;
  }
  return -1;
}
