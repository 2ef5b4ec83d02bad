/**
 * Geometry of the boxes the frame reports, in the frame document's coordinates (which are also the
 * interaction layer's: the layer lies exactly over the iframe, and the iframe never scrolls inside).
 */
import type { Box, BrickBox, SlotBox } from '@tessera/runtime/editor-protocol';
import type { Selection } from '../model/types.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function contains(box: Box, point: Point): boolean {
  return (
    point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height
  );
}

/**
 * The innermost box containing the point: the deepest, and of equally deep ones the smallest. Depth, not
 * size, says what is inside what: a brick that overflows its container is still inside it.
 */
function innermost<B extends Box & { depth: number }>(point: Point, boxes: readonly B[]): B | null {
  let best: B | null = null;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const box of boxes) {
    if (!contains(box, point)) continue;
    const area = box.width * box.height;
    if (!best || box.depth > best.depth || (box.depth === best.depth && area < bestArea)) {
      best = box;
      bestArea = area;
    }
  }
  return best;
}

/** The innermost brick under the point: a nested brick wins over the container around it. */
export function brickAt(point: Point, bricks: readonly BrickBox[]): BrickBox | null {
  return innermost(point, bricks);
}

/** The innermost slot under the point: a container's slot wins over the slot holding the container. */
export function slotAt(point: Point, slots: readonly SlotBox[]): SlotBox | null {
  return innermost(point, slots);
}

/**
 * What a click selects: the innermost brick under the point, unless the innermost slot there lies inside
 * that brick (a container's empty slot, or its slot's free space below its bricks): then that slot, where a
 * paste lands (decision 0031). Outside every brick, the slot under the point; outside every slot, nothing.
 * `known` leaves out bricks a layout a step behind the page may still show.
 */
export function selectionAt(
  point: Point,
  layout: { readonly slots: readonly SlotBox[]; readonly bricks: readonly BrickBox[] },
  known: (id: string) => boolean = () => true,
): Exclude<Selection, { kind: 'template' }> {
  const brick = brickAt(point, layout.bricks);
  const slot = slotAt(point, layout.slots);
  const id = brick && known(brick.key) ? brick.key : null;
  if (slot && (id === null || slot.depth > (brick as BrickBox).depth))
    return { kind: 'slot', slot: slot.slot };
  return id === null ? null : { kind: 'brick', id };
}

const boxIndexes = new WeakMap<readonly BrickBox[], ReadonlyMap<string, BrickBox>>();

/** Brick boxes by key, built once per reported layout. */
export function boxesByKey(bricks: readonly BrickBox[]): ReadonlyMap<string, BrickBox> {
  let index = boxIndexes.get(bricks);
  if (!index) {
    index = new Map(bricks.map((box) => [box.key, box]));
    boxIndexes.set(bricks, index);
  }
  return index;
}
