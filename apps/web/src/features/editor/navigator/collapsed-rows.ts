/**
 * Which navigator rows are collapsed, per page, in memory for the life of the tab (a reload shows every row
 * expanded again). Rows are expanded unless collapsed, so a page nobody folded shows its whole structure,
 * and the path to the selected brick is opened by taking its rows out of the set.
 */
import { slotAddress, walkBricks } from '@tessera/shared';
import type { Slots } from '../model/types.ts';
import { brickRowKey, slotRowKey } from './tree-rows.ts';

const byPage = new Map<string, ReadonlySet<string>>();
/** The pages whose collapsed rows are kept: the most recently changed ones. */
export const MAX_REMEMBERED_PAGES = 100;

const NONE: ReadonlySet<string> = new Set();

export function collapsedRowsOf(pageId: string): ReadonlySet<string> {
  return byPage.get(pageId) ?? NONE;
}

export function rememberCollapsedRows(pageId: string, collapsed: ReadonlySet<string>): void {
  byPage.delete(pageId);
  byPage.set(pageId, collapsed);
  if (byPage.size > MAX_REMEMBERED_PAGES) byPage.delete(byPage.keys().next().value!);
}

/** The set with `key` collapsed or expanded; the same set when nothing changes. */
export function withCollapsed(
  set: ReadonlySet<string>,
  key: string,
  collapsed: boolean,
): ReadonlySet<string> {
  if (set.has(key) === collapsed) return set;
  const next = new Set(set);
  if (collapsed) next.add(key);
  else next.delete(key);
  return next;
}

/**
 * The keys of the rows that must be expanded for a brick's row to show: the slots it and its containers
 * sit in and those containers. Null when the brick is not on the page.
 */
export function rowsAbove(slots: Slots, brickId: string): string[] | null {
  // path[d - 1]: the slot address and the brick at depth d on the way to the current brick.
  const path: Array<{ slot: string; brick: string }> = [];
  let found: string[] | null = null;
  walkBricks(slots, (brick, place) => {
    path.length = place.depth - 1;
    path.push({ slot: slotAddress(place.parentId, place.slot), brick: brick.id });
    if (brick.id !== brickId) return;
    found = path.flatMap((step, depth) => {
      const slot = slotRowKey(step.slot);
      return depth < path.length - 1 ? [slot, brickRowKey(step.brick)] : [slot];
    });
    return 'stop';
  });
  return found;
}

/** The set with every key of `keys` expanded; the same set when they all are. */
export function withExpanded(set: ReadonlySet<string>, keys: readonly string[]): ReadonlySet<string> {
  if (!keys.some((key) => set.has(key))) return set;
  const next = new Set(set);
  for (const key of keys) next.delete(key);
  return next;
}
