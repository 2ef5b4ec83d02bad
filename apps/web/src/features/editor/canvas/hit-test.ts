/**
 * Geometry of the boxes the frame reports, in the frame document's coordinates (which are also the
 * interaction layer's: the layer lies exactly over the iframe, and the iframe never scrolls inside).
 */
import type { Box, BrickBox } from '@tessera/runtime/editor-protocol';
import type { Slots } from '../model/types.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export function contains(box: Box, point: Point): boolean {
  return (
    point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height
  );
}

/** The smallest brick box containing the point: a nested brick wins over the one around it. */
export function brickAt(point: Point, bricks: readonly BrickBox[]): BrickBox | null {
  let best: BrickBox | null = null;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const box of bricks) {
    if (!contains(box, point)) continue;
    const area = box.width * box.height;
    if (area < bestArea) {
      best = box;
      bestArea = area;
    }
  }
  return best;
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

/**
 * The brick before (-1) or after (+1) the selected one in page order (slots in the given order, then
 * bricks in slot order), crossing slot boundaries. With nothing selected (or a selection no slot holds),
 * +1 gives the first brick and -1 the last; at either end the selection stays. Null: the page is empty.
 */
export function adjacentBrick(
  slots: Slots,
  names: readonly string[],
  selectedId: string | null,
  delta: -1 | 1,
): string | null {
  const lists = names.map((name) => slots[name] ?? []);
  let at: { list: number; index: number } | null = null;
  if (selectedId !== null) {
    for (let list = 0; list < lists.length && !at; list += 1) {
      const index = (lists[list] ?? []).findIndex((brick) => brick.id === selectedId);
      if (index >= 0) at = { list, index };
    }
  }
  if (!at) {
    const ordered = delta === 1 ? lists : [...lists].reverse();
    const list = ordered.find((bricks) => bricks.length > 0);
    if (!list) return null;
    return (delta === 1 ? list[0] : list[list.length - 1])?.id ?? null;
  }
  const same = lists[at.list]?.[at.index + delta];
  if (same) return same.id;
  for (let list = at.list + delta; list >= 0 && list < lists.length; list += delta) {
    const bricks = lists[list] ?? [];
    if (bricks.length > 0) return (delta === 1 ? bricks[0] : bricks[bricks.length - 1])?.id ?? null;
  }
  return selectedId;
}
