/**
 * The page's bricks in page order at any depth (template slots in order, a container before its contents),
 * as the arrow keys walk them on the canvas and the navigator lists them.
 */
import { allBricks } from '@tessera/shared';
import { compareSlotNames } from '../canvas/frame-nodes.ts';
import type { EditorBrick, Slots } from '../model/types.ts';

/** Every brick of the page in page order; template slots named in `names` (default: all, slot2 before slot10). */
export function pageOrder(slots: Slots, names?: readonly string[]): EditorBrick[] {
  const ordered = (names ?? Object.keys(slots).sort(compareSlotNames)).map(
    (name) => [name, slots[name] ?? []] as const,
  );
  return allBricks(Object.fromEntries(ordered));
}

/**
 * The brick before (-1) or after (+1) the selected one in page order, crossing slot and container
 * boundaries. With nothing selected (or a selection the page does not hold), +1 gives the first brick and
 * -1 the last; at either end the selection stays. Null: the page is empty.
 */
export function adjacentInTree(
  slots: Slots,
  selectedId: string | null,
  delta: -1 | 1,
  names?: readonly string[],
): string | null {
  const bricks = pageOrder(slots, names);
  if (bricks.length === 0) return null;
  const at = selectedId === null ? -1 : bricks.findIndex((brick) => brick.id === selectedId);
  if (at < 0) return (delta === 1 ? bricks[0] : bricks[bricks.length - 1])!.id;
  return (bricks[at + delta] ?? bricks[at])!.id;
}
