/**
 * From the boxes the editor frame read off the DOM (editor-measure.ts) to the 'editor-layout' report:
 * boxes for bricks that draw nothing, slot boxes, rounding, and the comparison that decides whether a
 * report is worth sending. Pure, so it is tested without a DOM.
 */
import type { Box, BrickBox, FromEditorFrame, SlotBox } from './editor-protocol.ts';

/** Height of the box given to a brick that draws nothing, so the console can still select it. */
export const NOTHING_HEIGHT = 6;

export interface MeasuredBrick {
  key: string;
  /** Union of the boxes of the wrapper's contents, in document coordinates. */
  box: Box;
  /** False when the contents produced no box at all (nothing rendered, or only display: none). */
  drawn: boolean;
}

export interface MeasuredSlot {
  /** The slot's address (a template slot's name, or `{brickId}/slotN`). */
  slot: string;
  /** Depth of its bricks: 1 in a template slot. */
  depth: number;
  empty: boolean;
  /** The wrapper's own border box; only meaningful when empty (a filled wrapper is display: contents). */
  own: Box;
  /** Content box of the wrapper's parent element, null without one. */
  parent: Box | null;
  /** The wrapper is its parent's only child node: the parent is the template's container for this slot. */
  ownsParent: boolean;
  bricks: MeasuredBrick[];
}

export type Layout = Omit<FromEditorFrame, 'kind' | 'requestId'>;

/** Half pixels: finer than anything the console draws, coarse enough to ignore subpixel jitter. */
export function roundHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

function rounded(box: Box): Box {
  return {
    x: roundHalf(box.x),
    y: roundHalf(box.y),
    width: Math.max(0, roundHalf(box.width)),
    height: Math.max(0, roundHalf(box.height)),
  };
}

export function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * Every brick gets a box. A drawn brick of zero height (an empty element) keeps its place with a
 * NOTHING_HEIGHT box. One that drew nothing has no place of its own, so it goes right under the brick
 * before it, else right above the next drawn one, else at the top of the slot's container.
 */
export function brickBoxes(slot: MeasuredSlot): Box[] {
  const boxes: Box[] = [];
  const { bricks } = slot;
  for (let index = 0; index < bricks.length; index++) {
    const brick = bricks[index]!;
    if (brick.drawn) {
      boxes.push(brick.box.height > 0 ? brick.box : { ...brick.box, height: NOTHING_HEIGHT });
      continue;
    }
    const previous = boxes[index - 1];
    if (previous) {
      boxes.push({
        x: previous.x,
        y: previous.y + previous.height,
        width: previous.width,
        height: NOTHING_HEIGHT,
      });
      continue;
    }
    const next = bricks.findIndex((other, at) => at > index && other.drawn);
    const reference = next >= 0 ? bricks[next]!.box : (slot.parent ?? slot.own);
    // Leading bricks that draw nothing stack upwards from the next drawn one, in their order.
    const y = next >= 0 ? reference.y - NOTHING_HEIGHT * (next - index) : reference.y;
    boxes.push({ x: reference.x, y: Math.max(0, y), width: reference.width, height: NOTHING_HEIGHT });
  }
  return boxes;
}

/**
 * The report's boxes, for the slots and bricks of every depth (a container's slots come as slots of their
 * own, by address). A filled slot's box is the union of its bricks' boxes, widened to its parent's
 * content box when the parent holds nothing but the slot (then the parent is the slot's own container,
 * e.g. a template's `<main>{slot1}</main>`, and its free space is where a drop lands). A parent shared
 * with other content says nothing about the slot, so it is ignored.
 */
export function resolveLayout(slots: readonly MeasuredSlot[], height: number): Layout {
  const slotBoxes: SlotBox[] = [];
  const bricks: BrickBox[] = [];
  for (const slot of slots) {
    const boxes = slot.empty ? [] : brickBoxes(slot);
    boxes.forEach((box, index) => {
      // Built field by field: this runs for every brick on every report.
      bricks.push({
        key: slot.bricks[index]!.key,
        slot: slot.slot,
        index,
        depth: slot.depth,
        x: roundHalf(box.x),
        y: roundHalf(box.y),
        width: Math.max(0, roundHalf(box.width)),
        height: Math.max(0, roundHalf(box.height)),
      });
    });
    let box = slot.own;
    if (boxes.length > 0) {
      box = boxes.reduce(union);
      if (slot.ownsParent && slot.parent) box = union(box, slot.parent);
    }
    slotBoxes.push({ slot: slot.slot, empty: slot.empty, depth: slot.depth, ...rounded(box) });
  }
  return { height: Math.max(0, Math.ceil(height)), slots: slotBoxes, bricks };
}

function sameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** Layouts from resolveLayout are rounded already, so equal means equal to the half pixel. */
export function sameLayout(a: Layout | null, b: Layout): boolean {
  if (!a || a.height !== b.height) return false;
  if (a.slots.length !== b.slots.length || a.bricks.length !== b.bricks.length) return false;
  for (let index = 0; index < a.slots.length; index++) {
    const x = a.slots[index]!;
    const y = b.slots[index]!;
    if (x.slot !== y.slot || x.empty !== y.empty || x.depth !== y.depth || !sameBox(x, y)) return false;
  }
  for (let index = 0; index < a.bricks.length; index++) {
    const x = a.bricks[index]!;
    const y = b.bricks[index]!;
    if (
      x.key !== y.key ||
      x.slot !== y.slot ||
      x.index !== y.index ||
      x.depth !== y.depth ||
      !sameBox(x, y)
    ) {
      return false;
    }
  }
  return true;
}
