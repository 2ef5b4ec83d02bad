import { SERVER_MESSAGES as M, type Permission } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type CollectionItemRow,
  type CollectionRow,
  collectionItems,
  collections,
} from '../../db/collections-schema.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type AppAccess, authorizeApp } from '../apps/policy.ts';

/**
 * The gates of collections and items: the app's (authorizeApp) reached through the collection or the item, so a
 * collection or item of an app the user cannot see (another organization's, another team's) is 404 with the
 * collection's or item's own message, never a 403 that would tell it exists. As pages, prefabs and submissions
 * (decision 0008), a collection or item of an app of another organization than the user's current one is 404 too.
 */

export async function collectionById(db: Db | Tx, id: string): Promise<CollectionRow | undefined> {
  return (await db.select().from(collections).where(eq(collections.id, id)).limit(1))[0];
}

export async function authorizeCollection(
  db: Db | Tx,
  user: UserRow,
  id: unknown,
  permission: Permission,
): Promise<{ collection: CollectionRow; access: AppAccess }> {
  const collection = isId(id) ? await collectionById(db, id) : undefined;
  if (!collection) throw notFound(M.collectionNotFound);
  const access = await authorizeApp(db, user.id, collection.appId, permission, M.collectionNotFound);
  if (access.app.orgId !== user.currentOrgId) throw notFound(M.collectionNotFound);
  return { collection, access };
}

export async function authorizeItem(
  db: Db | Tx,
  user: UserRow,
  id: unknown,
  permission: Permission,
): Promise<{ item: CollectionItemRow; collection: CollectionRow; access: AppAccess }> {
  const [row] = isId(id)
    ? await db
        .select({ item: collectionItems, collection: collections })
        .from(collectionItems)
        .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
        .where(eq(collectionItems.id, id))
        .limit(1)
    : [];
  if (!row) throw notFound(M.itemNotFound);
  const access = await authorizeApp(db, user.id, row.item.appId, permission, M.itemNotFound);
  if (access.app.orgId !== user.currentOrgId) throw notFound(M.itemNotFound);
  return { ...row, access };
}
