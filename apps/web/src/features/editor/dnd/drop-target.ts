/**
 * Where a drop lands, from the boxes the frame reported (never from the frame's DOM, which the console
 * cannot reach). Coordinates are the frame document's, as the interaction layer uses them.
 */
import type { Box, BrickBox, SlotBox } from '@tessera/runtime/editor-protocol';
import { MAX_BRICK_DEPTH, parseSlotAddress } from '@tessera/shared';
import { boxesByKey, brickAt, contains, type Point } from '../canvas/hit-test.ts';
import type { DropTarget } from '../model/types.ts';

/** Thickness of the drop indicator line, in CSS pixels. */
export const INDICATOR_THICKNESS = 3;

export interface LayoutBoxes {
  readonly slots: readonly SlotBox[];
  readonly bricks: readonly BrickBox[];
}

/** A drop target and the line that shows it: across the slot's flow at the insertion point. */
export interface DropHit extends DropTarget {
  readonly indicator: Box;
}

type Axis = 'vertical' | 'horizontal';

interface Gap {
  readonly index: number;
  readonly line: Box;
}

interface SlotPlan {
  readonly bricks: readonly BrickBox[];
  readonly axis: Axis;
  readonly gaps: readonly Gap[];
}

const plans = new WeakMap<readonly BrickBox[], Map<string, SlotPlan>>();

/**
 * The innermost slot under the point that can take the dragged brick, and the index the drop would take
 * in it: inside a brick, its first half (upper, or left when the slot's bricks sit side by side) means
 * before it and the second half after it; elsewhere in the slot, the nearest gap between bricks. A brick
 * never lands inside itself or its own contents, nor so deep that its contents would pass the maximum
 * depth: those slots are passed over for the one around them. Null: the point is outside every slot.
 *
 * `dragged` is the id of the brick being moved (null for a new one from the left panel).
 */
export function dropTargetAt(
  point: Point,
  layout: LayoutBoxes,
  dragged: string | null = null,
): DropHit | null {
  const slot = innermostSlotAt(point, layout, dragged);
  if (!slot) return null;
  const plan = planOf(layout.bricks, slot.slot);
  if (plan.bricks.length === 0) {
    return {
      slot: slot.slot,
      index: 0,
      indicator: { x: slot.x, y: slot.y, width: slot.width, height: INDICATOR_THICKNESS },
    };
  }
  const inside = brickAt(point, plan.bricks);
  let gaps = plan.gaps;
  if (inside) {
    const position = plan.bricks.indexOf(inside);
    const before =
      plan.axis === 'vertical'
        ? point.y < inside.y + inside.height / 2
        : point.x < inside.x + inside.width / 2;
    const index = before ? position : position + 1;
    gaps = gaps.filter((gap) => gap.index === index);
  }
  const gap = nearest(point, gaps);
  return { slot: slot.slot, index: gap.index, indicator: gap.line };
}

function innermostSlotAt(point: Point, layout: LayoutBoxes, dragged: string | null): SlotBox | null {
  const rules = dragged === null ? NEW_BRICK : draggedRules(layout.bricks, dragged);
  let best: SlotBox | null = null;
  for (const slot of layout.slots) {
    if (!contains(slot, point)) continue;
    if (best && (slot.depth < best.depth || (slot.depth === best.depth && area(slot) >= area(best))))
      continue;
    if (!rules.accepts(slot)) continue;
    best = slot;
  }
  return best;
}

function area(box: Box): number {
  return box.width * box.height;
}

interface DraggedRules {
  accepts(slot: SlotBox): boolean;
}

/** A new brick (from the left panel) goes into any slot within the maximum depth. */
const NEW_BRICK: DraggedRules = { accepts: (slot) => slot.depth <= MAX_BRICK_DEPTH };

const rulesByLayout = new WeakMap<readonly BrickBox[], Map<string, DraggedRules>>();

/**
 * Which slots a brick on the page can be dropped into: none inside itself (the slot's chain of containers,
 * read from the reported boxes, passes through it), and none so deep that the brick's own contents would
 * pass MAX_BRICK_DEPTH. Worked out once per reported layout and dragged brick.
 */
function draggedRules(bricks: readonly BrickBox[], dragged: string): DraggedRules {
  let byDragged = rulesByLayout.get(bricks);
  if (!byDragged) {
    byDragged = new Map();
    rulesByLayout.set(bricks, byDragged);
  }
  let rules = byDragged.get(dragged);
  if (rules) return rules;
  const boxes = boxesByKey(bricks);
  const inside = new Map<string, boolean>();
  /** Whether the slot at this address lies inside the dragged brick; walks up at most MAX_BRICK_DEPTH. */
  const insideDragged = (address: string): boolean => {
    const known = inside.get(address);
    if (known !== undefined) return known;
    let result = false;
    let parent = parseSlotAddress(address).parentId;
    for (let steps = 0; parent !== null && steps <= MAX_BRICK_DEPTH; steps += 1) {
      if (parent === dragged) {
        result = true;
        break;
      }
      const box = boxes.get(parent);
      parent = box ? parseSlotAddress(box.slot).parentId : null;
    }
    inside.set(address, result);
    return result;
  };
  const own = boxes.get(dragged);
  let height = 0;
  if (own) {
    for (const box of bricks) {
      if (box.depth > own.depth && box.depth - own.depth > height && insideDragged(box.slot)) {
        height = box.depth - own.depth;
      }
    }
  }
  rules = { accepts: (slot) => slot.depth + height <= MAX_BRICK_DEPTH && !insideDragged(slot.slot) };
  byDragged.set(dragged, rules);
  return rules;
}

function nearest(point: Point, gaps: readonly Gap[]): Gap {
  let best = gaps[0] as Gap;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const gap of gaps) {
    const distance = distanceToBox(point, gap.line);
    if (distance < bestDistance) {
      best = gap;
      bestDistance = distance;
    }
  }
  return best;
}

function distanceToBox(point: Point, box: Box): number {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

/** A slot's bricks in order, their axis and their gaps, worked out once per reported layout. */
function planOf(bricks: readonly BrickBox[], slot: string): SlotPlan {
  let bySlot = plans.get(bricks);
  if (!bySlot) {
    bySlot = new Map();
    plans.set(bricks, bySlot);
  }
  let plan = bySlot.get(slot);
  if (!plan) {
    const own = bricks.filter((box) => box.slot === slot).sort((a, b) => a.index - b.index);
    const axis = axisOf(own);
    plan = { bricks: own, axis, gaps: gapsOf(own, axis) };
    bySlot.set(slot, plan);
  }
  return plan;
}

function overlaps(a0: number, a1: number, b0: number, b1: number): boolean {
  return Math.min(a1, b1) - Math.max(a0, b0) > 0;
}

/** b comes right after a on the same row. */
function sideBySide(a: Box, b: Box): boolean {
  return b.x >= a.x + a.width - 1 && overlaps(a.y, a.y + a.height, b.y, b.y + b.height);
}

/** b comes below a. */
function stacked(a: Box, b: Box): boolean {
  return b.y >= a.y + a.height - 1;
}

/** Horizontal when most neighbouring bricks sit side by side (a row, or rows of a wrapping grid). */
function axisOf(bricks: readonly BrickBox[]): Axis {
  let side = 0;
  let below = 0;
  for (let i = 1; i < bricks.length; i += 1) {
    const a = bricks[i - 1] as BrickBox;
    const b = bricks[i] as BrickBox;
    if (sideBySide(a, b)) side += 1;
    else if (stacked(a, b)) below += 1;
  }
  return side > below ? 'horizontal' : 'vertical';
}

const half = INDICATOR_THICKNESS / 2;

/** A line across the flow at `at` (y for vertical slots, x for horizontal ones) over [from, to]. */
function lineAt(axis: Axis, at: number, from: number, to: number): Box {
  return axis === 'vertical'
    ? { x: from, y: at - half, width: to - from, height: INDICATOR_THICKNESS }
    : { x: at - half, y: from, width: INDICATOR_THICKNESS, height: to - from };
}

function leading(axis: Axis, box: Box): number {
  return axis === 'vertical' ? box.y : box.x;
}

function trailing(axis: Axis, box: Box): number {
  return axis === 'vertical' ? box.y + box.height : box.x + box.width;
}

function crossStart(axis: Axis, box: Box): number {
  return axis === 'vertical' ? box.x : box.y;
}

function crossEnd(axis: Axis, box: Box): number {
  return axis === 'vertical' ? box.x + box.width : box.y + box.height;
}

/**
 * Every place a drop can go. Between two bricks that follow each other along the axis the gap is one line
 * half-way between them; where the flow wraps (a new row of a grid) the same index has two lines, after
 * the last brick of the row and before the first of the next, so the nearest one is drawn.
 */
function gapsOf(bricks: readonly BrickBox[], axis: Axis): Gap[] {
  const gaps: Gap[] = [];
  if (bricks.length === 0) return gaps;
  const first = bricks[0] as BrickBox;
  const last = bricks[bricks.length - 1] as BrickBox;
  gaps.push({
    index: 0,
    line: lineAt(axis, leading(axis, first), crossStart(axis, first), crossEnd(axis, first)),
  });
  const follows = axis === 'vertical' ? stacked : sideBySide;
  for (let i = 1; i < bricks.length; i += 1) {
    const a = bricks[i - 1] as BrickBox;
    const b = bricks[i] as BrickBox;
    if (follows(a, b)) {
      const at = (trailing(axis, a) + leading(axis, b)) / 2;
      const from = Math.min(crossStart(axis, a), crossStart(axis, b));
      const to = Math.max(crossEnd(axis, a), crossEnd(axis, b));
      gaps.push({ index: i, line: lineAt(axis, at, from, to) });
    } else {
      gaps.push({ index: i, line: lineAt(axis, trailing(axis, a), crossStart(axis, a), crossEnd(axis, a)) });
      gaps.push({ index: i, line: lineAt(axis, leading(axis, b), crossStart(axis, b), crossEnd(axis, b)) });
    }
  }
  gaps.push({
    index: bricks.length,
    line: lineAt(axis, trailing(axis, last), crossStart(axis, last), crossEnd(axis, last)),
  });
  return gaps;
}
