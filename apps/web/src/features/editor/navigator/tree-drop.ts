/**
 * Where a brick dragged in the navigator lands: from the row under the pointer, how far down that row the
 * pointer is, and how far right (the level it points at), the store's drop target and the indicator to
 * draw. Pure, tested without a browser.
 *
 * - A plain brick's row: the upper half drops before it, the lower half after it.
 * - A container's row: the upper quarter before, the lower quarter after (into its first slot, at the
 *   start, when its contents are shown right below), the middle into its first slot, at the end.
 * - A slot row: into that slot, at the start when its bricks are shown below, else at the end.
 * - "After" the last row of a nested list, with the pointer further left than that row's level, drops
 *   after its container instead, one level per step left: how a brick leaves a container at the end.
 * - Nothing on the dragged brick itself or anything inside it (no indicator).
 */
import { slotAddress } from '@tessera/shared';
import type { DropTarget } from '../model/types.ts';
import { type BrickRow, parentIndex, type TreeRow } from './tree-rows.ts';

export interface DropIndicator {
  /** The row the indicator is drawn at. */
  readonly index: number;
  /** A line above or below the row, or the row outlined (a drop into it). */
  readonly position: 'before' | 'after' | 'inside';
  /** The level the line is indented to (the level the brick will be at). */
  readonly level: number;
}

export interface DropSpot {
  readonly target: DropTarget;
  readonly indicator: DropIndicator;
}

export interface DropPointer {
  /** The row under the pointer (past the last row: the last row, at its bottom). */
  readonly index: number;
  /** How far down that row, 0 (top) to 1 (bottom). */
  readonly fraction: number;
  /** The level the pointer's x position points at; Infinity when unknown. */
  readonly level?: number;
}

function insideDragged(row: TreeRow, draggedId: string): boolean {
  return (row.kind === 'brick' && row.brick.id === draggedId) || row.ancestors.includes(draggedId);
}

/** Into a container's first slot: at the start when its contents are shown right below it, else at the end. */
function into(row: BrickRow, index: number, atStart: boolean): DropSpot {
  return {
    target: { slot: slotAddress(row.brick.id, 'slot1'), index: atStart ? 0 : row.firstSlotCount },
    indicator: atStart
      ? { index, position: 'after', level: row.level + (row.slotCount > 1 ? 2 : 1) }
      : { index, position: 'inside', level: row.level + 1 },
  };
}

function after(rows: readonly TreeRow[], index: number, wanted: number): DropSpot {
  let at = index;
  let row = rows[index] as BrickRow;
  // Step out while the pointer is left of the row's level and the row closes its list.
  while (wanted < row.level && row.posInSet === row.setSize) {
    let outer = parentIndex(rows, at);
    if (outer < 0) break;
    const parent = rows[outer]!;
    if (parent.kind === 'slot') {
      // A template slot cannot be left this way; a container's last slot leads to the container.
      if (parent.parentId === null || parent.posInSet !== parent.setSize) break;
      outer = parentIndex(rows, outer);
      if (outer < 0) break;
    }
    const container = rows[outer]!;
    if (container.kind !== 'brick') break;
    at = outer;
    row = container;
  }
  return {
    target: { slot: row.address, index: row.index + 1 },
    indicator: { index, position: 'after', level: row.level },
  };
}

export function dropSpot(rows: readonly TreeRow[], draggedId: string, pointer: DropPointer): DropSpot | null {
  if (rows.length === 0) return null;
  const beyond = pointer.index >= rows.length;
  const index = beyond ? rows.length - 1 : Math.max(0, pointer.index);
  const fraction = beyond ? 1 : Math.min(Math.max(pointer.fraction, 0), 1);
  const wanted = pointer.level ?? Number.POSITIVE_INFINITY;
  const row = rows[index]!;
  if (insideDragged(row, draggedId)) return null;
  const shownBelow = row.expandable && row.expanded;
  if (row.kind === 'slot') {
    return shownBelow
      ? {
          target: { slot: row.address, index: 0 },
          indicator: { index, position: 'after', level: row.level + 1 },
        }
      : {
          target: { slot: row.address, index: row.count },
          indicator: { index, position: 'inside', level: row.level + 1 },
        };
  }
  const before: DropSpot = {
    target: { slot: row.address, index: row.index },
    indicator: { index, position: 'before', level: row.level },
  };
  if (row.slotCount === 0) return fraction < 0.5 ? before : after(rows, index, wanted);
  if (fraction < 0.25) return before;
  if (fraction <= 0.75) return into(row, index, false);
  return shownBelow ? into(row, index, true) : after(rows, index, wanted);
}
