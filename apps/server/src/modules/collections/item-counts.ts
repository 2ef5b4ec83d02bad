import type { ItemStatus } from '@tessera/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type CollectionRow, collections } from '../../db/collections-schema.ts';

/**
 * The collection's items by status, kept on its row (docs/decisions/0046, addendum): every item write that adds,
 * removes or moves an item between statuses changes them in its own transaction, under the collection's row lock,
 * so the items table never counts 100 000 rows for its totalCount.
 */

export type StatusCounts = Record<ItemStatus, number>;

export const noCounts = (): StatusCounts => ({ draft: 0, published: 0, changed: 0 });

/** The change of counts when items move from one status to another (`to` null: the items go). */
export function moves(from: readonly string[], to: ItemStatus | null): StatusCounts {
  const delta = noCounts();
  for (const status of from) {
    if (status === to) continue;
    if (status in delta) delta[status as ItemStatus]--;
    if (to) delta[to]++;
  }
  return delta;
}

/** Adds `delta` to the collection's counts (nothing when every figure is 0). */
export async function addCounts(tx: Tx, collectionId: string, delta: StatusCounts): Promise<void> {
  if (delta.draft === 0 && delta.published === 0 && delta.changed === 0) return;
  await tx
    .update(collections)
    .set({
      draftCount: sql`${collections.draftCount} + ${delta.draft}`,
      publishedCount: sql`${collections.publishedCount} + ${delta.published}`,
      changedCount: sql`${collections.changedCount} + ${delta.changed}`,
    })
    .where(eq(collections.id, collectionId));
}

/** Items of the collection with the status (every item without one), from its row. */
export function storedCount(collection: CollectionRow, status: string | null): number {
  if (status === 'draft') return collection.draftCount;
  if (status === 'published') return collection.publishedCount;
  if (status === 'changed') return collection.changedCount;
  return collection.draftCount + collection.publishedCount + collection.changedCount;
}
