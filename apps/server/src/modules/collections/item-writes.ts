import { randomUUID } from 'node:crypto';
import { can, checkItemValues, LIMITS, SERVER_MESSAGES as M } from '@tessera/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type CollectionItemRow,
  type CollectionRow,
  collectionItems,
  collections,
} from '../../db/collections-schema.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, uniqueConflict } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import type { AppAccess } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS as P } from '../operation-permissions.ts';
import { authorizeCollection, authorizeItem } from './access.ts';
import { addCounts, moves } from './item-counts.ts';
import { lockWithReferrers, removeReferences } from './item-references.ts';
import {
  assertSlugFree,
  itemParts,
  prepareItem,
  sanitizedValues,
  titleOf,
  writeKeys,
} from './item-values.ts';

/** Two writes meeting at one slug despite the check (the lock makes it rare): the same 409. */
const slugConflict = (slug: string | null) => (error: unknown) =>
  uniqueConflict(
    'collection_items_published_slug_unique',
    `${M.itemSlugTaken}${slug ?? ''}`,
  )(uniqueConflict('collection_items_slug_unique', `${M.itemSlugTaken}${slug ?? ''}`)(error));

/**
 * The collection's row, locked: item writes of one collection take turns (slugs, counts, a change of its fields).
 * No key update: a change of another collection naming this one (key share) does not wait for it, nor it for that.
 */
async function lockCollection(tx: Tx, id: string): Promise<CollectionRow> {
  const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('no key update');
  if (!row) throw notFound(M.collectionNotFound);
  return row;
}

/** 1 to LIMITS.collections.bulk distinct item ids (400 otherwise; 404 for one that is no id). */
function bulkIds(ids: unknown): string[] {
  const max = LIMITS.collections.bulk;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > max)
    throw badRequest(`ids must name 1 to ${max} items`);
  if (!ids.every(isId)) throw notFound(M.itemNotFound);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** The collection's items named by `ids`, locked; 404 'item not found' when any is not one of them. */
async function lockItems(tx: Tx, collectionId: string, ids: string[]): Promise<CollectionItemRow[]> {
  const rows = await tx
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), inArray(collectionItems.id, ids)))
    .orderBy(collectionItems.id)
    .for('update');
  if (rows.length !== ids.length) throw notFound(M.itemNotFound);
  return ids.map((id) => rows.find((row) => row.id === id) as CollectionItemRow);
}

function bulkRecord(access: AppAccess, actor: UserRow, collection: CollectionRow, count: number) {
  return {
    ...appScope(access.app),
    actorId: actor.id,
    entityType: 'collection' as const,
    entityId: collection.id,
    entityName: collection.name,
    details: { count },
  };
}

/** Item writes (docs/decisions/0046): editors write drafts; publishers put them live and take them down. */
export function createItemWrites(db: Db) {
  return {
    async create(actor: UserRow, collectionId: unknown, sent: unknown): Promise<CollectionItemRow> {
      const { collection, access } = await authorizeCollection(
        db,
        actor,
        collectionId,
        P.createCollectionItem,
      );
      let slug: string | null = null;
      return db
        .transaction(async (tx) => {
          const locked = await lockCollection(tx, collection.id);
          const item = await prepareItem(tx, locked, sent);
          slug = item.slug;
          await assertSlugFree(tx, locked.id, item.slug, null);
          const now = new Date();
          const [row] = await tx
            .insert(collectionItems)
            .values({
              id: randomUUID(),
              appId: locked.appId,
              collectionId: locked.id,
              values: item.values,
              slug: item.slug,
              status: 'draft',
              searchText: item.searchText,
              createdBy: actor.id,
              updatedBy: actor.id,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await writeKeys(tx, locked.id, [{ id: row!.id, keys: item.keys }]);
          await addCounts(tx, locked.id, { draft: 1, published: 0, changed: 0 });
          await recordActivity(tx, {
            ...appScope(access.app),
            actorId: actor.id,
            action: 'item.create',
            entityType: 'item',
            entityId: row!.id,
            entityName: titleOf(locked.fields, item.values),
            details: { collectionId: locked.id, collection: locked.name },
          });
          return row!;
        })
        .catch((error: unknown) => {
          throw slugConflict(slug)(error);
        });
    },

    async update(actor: UserRow, id: unknown, sent: unknown, revision: unknown): Promise<CollectionItemRow> {
      const found = await authorizeItem(db, actor, id, P.updateCollectionItem);
      if (revision !== undefined && revision !== null && !Number.isInteger(revision))
        throw badRequest('revision must be an integer');
      let slug: string | null = null;
      return db
        .transaction(async (tx) => {
          const locked = await lockCollection(tx, found.collection.id);
          const [current] = await lockItems(tx, locked.id, [found.item.id]);
          if (revision !== undefined && revision !== null && revision !== current!.revision)
            throw conflict(M.itemChanged);
          const item = await prepareItem(tx, locked, sent);
          slug = item.slug;
          await assertSlugFree(tx, locked.id, item.slug, current!.id);
          const [row] = await tx
            .update(collectionItems)
            .set({
              values: item.values,
              slug: item.slug,
              searchText: item.searchText,
              status: current!.status === 'draft' ? 'draft' : 'changed',
              revision: sql`${collectionItems.revision} + 1`,
              updatedBy: actor.id,
              updatedAt: new Date(),
            })
            .where(eq(collectionItems.id, current!.id))
            .returning();
          await writeKeys(tx, locked.id, [{ id: row!.id, keys: item.keys }]);
          await addCounts(tx, locked.id, moves([current!.status], row!.status as 'draft' | 'changed'));
          await recordActivity(tx, {
            ...appScope(found.access.app),
            actorId: actor.id,
            action: 'item.update',
            entityType: 'item',
            entityId: row!.id,
            entityName: titleOf(locked.fields, item.values),
            details: { collectionId: locked.id, collection: locked.name },
          });
          return row!;
        })
        .catch((error: unknown) => {
          throw slugConflict(slug)(error);
        });
    },

    /** Drafts need collection.editItems; an item that is live also collection.publishItems. */
    async remove(actor: UserRow, collectionId: unknown, ids: unknown): Promise<string[]> {
      const { collection, access } = await authorizeCollection(
        db,
        actor,
        collectionId,
        P.deleteCollectionItems,
      );
      const wanted = bulkIds(ids);
      return db.transaction(async (tx) => {
        // This collection and those whose reference fields name it, together: their references to the items go.
        const { collection: locked, referrers } = await lockWithReferrers(
          tx,
          collection.appId,
          collection.id,
        );
        if (!locked) throw notFound(M.collectionNotFound);
        const rows = await lockItems(tx, locked.id, wanted);
        if (rows.some((row) => row.status !== 'draft') && !can(access.standing, 'collection.publishItems'))
          throw forbidden(M.requiredRole);
        await tx.delete(collectionItems).where(inArray(collectionItems.id, wanted));
        await addCounts(
          tx,
          locked.id,
          moves(
            rows.map((row) => row.status),
            null,
          ),
        );
        const references = await removeReferences(tx, locked.id, referrers, wanted);
        const record = bulkRecord(access, actor, locked, wanted.length);
        await recordActivity(tx, {
          ...record,
          details: references > 0 ? { ...record.details, references } : record.details,
          action: 'item.delete',
        });
        return wanted;
      });
    },

    /** The drafts made live; 400 naming the item and field when one is not valid for the fields now. */
    async publish(actor: UserRow, collectionId: unknown, ids: unknown): Promise<CollectionItemRow[]> {
      const { collection, access } = await authorizeCollection(
        db,
        actor,
        collectionId,
        P.publishCollectionItems,
      );
      const wanted = bulkIds(ids);
      return db.transaction(async (tx) => {
        const locked = await lockCollection(tx, collection.id);
        const rows = await lockItems(tx, locked.id, wanted);
        for (const row of rows) {
          // Rich text that did not pass the sanitiser (a value of another type made rich text by an older server,
          // a row written by other means) is sanitised in the draft before it goes live.
          const clean = sanitizedValues(locked.fields, row.values);
          const values = clean ?? row.values;
          const { problems } = checkItemValues(locked.fields, values);
          if (problems.length > 0)
            throw badRequest(
              `item '${titleOf(locked.fields, values) ?? row.id}': ${problems.map((p) => p.message).join('; ')}`,
            );
          if (clean) {
            const parts = itemParts(locked.fields, clean);
            await tx
              .update(collectionItems)
              .set({ values: clean, searchText: parts.searchText })
              .where(eq(collectionItems.id, row.id));
            await writeKeys(tx, locked.id, [{ id: row.id, keys: parts.keys }]);
          }
        }
        const now = new Date();
        const published = await tx
          .update(collectionItems)
          .set({
            publishedValues: sql`${collectionItems.values}`,
            publishedSlug: sql`${collectionItems.slug}`,
            status: 'published',
            publishedAt: now,
            revision: sql`${collectionItems.revision} + 1`,
          })
          .where(inArray(collectionItems.id, wanted))
          .returning()
          .catch((error: unknown) => {
            throw slugConflict(null)(error);
          });
        await addCounts(
          tx,
          locked.id,
          moves(
            rows.map((row) => row.status),
            'published',
          ),
        );
        await recordActivity(tx, {
          ...bulkRecord(access, actor, locked, wanted.length),
          action: 'item.publish',
        });
        return wanted.map((id) => published.find((row) => row.id === id) as CollectionItemRow);
      });
    },

    /** Takes the items off the site: their live values go, their drafts stay. */
    async unpublish(actor: UserRow, collectionId: unknown, ids: unknown): Promise<CollectionItemRow[]> {
      const { collection, access } = await authorizeCollection(
        db,
        actor,
        collectionId,
        P.unpublishCollectionItems,
      );
      const wanted = bulkIds(ids);
      return db.transaction(async (tx) => {
        const locked = await lockCollection(tx, collection.id);
        const before = await lockItems(tx, locked.id, wanted);
        const rows = await tx
          .update(collectionItems)
          .set({
            publishedValues: null,
            publishedSlug: null,
            status: 'draft',
            publishedAt: null,
            revision: sql`${collectionItems.revision} + 1`,
          })
          .where(inArray(collectionItems.id, wanted))
          .returning();
        await addCounts(
          tx,
          locked.id,
          moves(
            before.map((row) => row.status),
            'draft',
          ),
        );
        await recordActivity(tx, {
          ...bulkRecord(access, actor, locked, wanted.length),
          action: 'item.unpublish',
        });
        return wanted.map((id) => rows.find((row) => row.id === id) as CollectionItemRow);
      });
    },
  };
}
