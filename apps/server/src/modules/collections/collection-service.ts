import { randomUUID } from 'node:crypto';
import {
  type CollectionField,
  collectionInputSchema,
  fieldInputSchema,
  fieldsFromInput,
  LIMITS,
  SERVER_MESSAGES as M,
} from '@tessera/shared';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { type CollectionRow, collections } from '../../db/collections-schema.ts';
import { apps, type UserRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound, parseInput, uniqueConflict } from '../../lib/errors.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { authorizeCurrentOrgApp } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS as P } from '../operation-permissions.ts';
import { authorizeCollection } from './access.ts';
import { type FieldChangeImpact, touchesItems } from './field-changes.ts';
import { fieldChangeImpact, migrateItems } from './field-migration.ts';

const nameConflict = uniqueConflict('collections_app_name_unique', M.nameExists);
const fieldListSchema = z
  .array(fieldInputSchema)
  .max(LIMITS.collections.fields, `a collection has at most ${LIMITS.collections.fields} fields`);

/** The fields an input makes from the collection's `existing` ones: 400 naming the first problems. */
async function fieldsOf(
  tx: Db | Tx,
  appId: string,
  input: z.output<typeof fieldListSchema>,
  existing: readonly CollectionField[],
  self: string | null,
): Promise<CollectionField[]> {
  const { fields, problems } = fieldsFromInput(input, existing);
  if (problems.length > 0) throw badRequest(problems.slice(0, 5).join('; '));
  // A reference field names a collection of the same app (the collection itself included). The collections named
  // are locked (key share) until the change commits: a deleteCollection of one waits, then sees the field.
  const named = [
    ...new Set(fields.flatMap((f) => (f.referenceCollectionId ? [f.referenceCollectionId] : []))),
  ].filter((id) => id !== self);
  const found = named.length
    ? await tx
        .select({ id: collections.id })
        .from(collections)
        .where(and(eq(collections.appId, appId), inArray(collections.id, named)))
        .orderBy(asc(collections.id))
        .for('key share')
    : [];
  for (const field of fields) {
    const id = field.referenceCollectionId;
    if (id && id !== self && !found.some((row) => row.id === id))
      throw badRequest(`field '${field.name}': the collection it refers to must be one of the app's`);
  }
  return fields;
}

/** updateCollection's input: 400 naming the field for anything the GraphQL types let through. */
function collectionInput(input: unknown) {
  return parseInput(collectionInputSchema, input);
}

function fieldListInput(input: unknown) {
  const parsed = fieldListSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'fields are invalid');
  return parsed.data;
}

/** Collections of an app and their fields (docs/decisions/0046): read with app.read, changed with collection.manage. */
export function createCollectionWrites(db: Db) {
  return {
    async list(viewer: UserRow, appId: unknown): Promise<CollectionRow[]> {
      const access = await authorizeCurrentOrgApp(db, viewer, appId, 'app.read');
      return db
        .select()
        .from(collections)
        .where(eq(collections.appId, access.app.id))
        .orderBy(asc(sql`lower(${collections.name})`), asc(collections.id));
    },

    async one(viewer: UserRow, id: unknown): Promise<CollectionRow> {
      return (await authorizeCollection(db, viewer, id, 'app.read')).collection;
    },

    async create(actor: UserRow, appId: unknown, input: unknown): Promise<CollectionRow> {
      const access = await authorizeCurrentOrgApp(db, actor, appId, P.createCollection);
      const parsed = collectionInput(input);
      return db
        .transaction(async (tx) => {
          // Creates of one app take turns, so two never both count 99 collections.
          await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, access.app.id)).for('no key update');
          const fields = await fieldsOf(tx, access.app.id, parsed.fields, [], null);
          const [existing] = await tx
            .select({ n: count() })
            .from(collections)
            .where(eq(collections.appId, access.app.id));
          if ((existing?.n ?? 0) >= LIMITS.collections.perApp)
            throw badRequest(`an app has at most ${LIMITS.collections.perApp} collections`);
          const now = new Date();
          const [row] = await tx
            .insert(collections)
            .values({
              id: randomUUID(),
              appId: access.app.id,
              name: parsed.name,
              fields,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordActivity(tx, {
            ...appScope(access.app),
            actorId: actor.id,
            action: 'collection.create',
            entityType: 'collection',
            entityId: row!.id,
            entityName: row!.name,
            details: { fields: fields.length },
          });
          return row!;
        })
        .catch((error: unknown) => {
          throw nameConflict(error);
        });
    },

    /**
     * Renames and replaces the fields; a change that deletes values needs confirmRemovals, then migrates items.
     * `revision`, when sent, must be the collection's (409 otherwise).
     */
    async update(
      actor: UserRow,
      id: unknown,
      input: unknown,
      confirmRemovals: unknown,
      revision?: unknown,
    ): Promise<CollectionRow> {
      const { collection, access } = await authorizeCollection(db, actor, id, P.updateCollection);
      const parsed = collectionInput(input);
      const expected = revision ?? null;
      if (expected !== null && !Number.isInteger(expected)) throw badRequest('revision must be an integer');
      return db
        .transaction(async (tx) => {
          const [locked] = await tx
            .select()
            .from(collections)
            .where(eq(collections.id, collection.id))
            .for('no key update');
          if (!locked) throw notFound(M.collectionNotFound);
          if (expected !== null && expected !== locked.revision) throw conflict(M.collectionChanged);
          const fields = await fieldsOf(tx, locked.appId, parsed.fields, locked.fields, locked.id);
          let deleted: FieldChangeImpact[] = [];
          if (touchesItems(locked.fields, fields)) {
            deleted = await fieldChangeImpact(tx, locked.id, locked.fields, fields);
            if (deleted.length > 0 && confirmRemovals !== true)
              throw conflict(M.collectionChangeDeletesValues);
            await migrateItems(tx, locked, fields);
          }
          const [row] = await tx
            .update(collections)
            .set({
              name: parsed.name,
              fields,
              revision: sql`${collections.revision} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(collections.id, locked.id))
            .returning();
          await recordActivity(tx, {
            ...appScope(access.app),
            actorId: actor.id,
            action: 'collection.update',
            entityType: 'collection',
            entityId: locked.id,
            entityName: row!.name,
            details: {
              previousName: locked.name === row!.name ? undefined : locked.name,
              fields: fields.length,
              deletedValues: deleted.length > 0 ? deleted : undefined,
            },
          });
          return row!;
        })
        .catch((error: unknown) => {
          throw nameConflict(error);
        });
    },

    /** What update with these fields would delete; nothing is written. */
    async fieldChanges(viewer: UserRow, collectionId: unknown, input: unknown): Promise<FieldChangeImpact[]> {
      const { collection } = await authorizeCollection(db, viewer, collectionId, 'collection.manage');
      const list = fieldListInput(input);
      return db.transaction(async (tx) => {
        const fields = await fieldsOf(tx, collection.appId, list, collection.fields, collection.id);
        return touchesItems(collection.fields, fields)
          ? fieldChangeImpact(tx, collection.id, collection.fields, fields)
          : [];
      });
    },

    /** The collection goes with its items; 409 while another collection's reference field names it. */
    async remove(actor: UserRow, id: unknown): Promise<string> {
      const { collection, access } = await authorizeCollection(db, actor, id, P.deleteCollection);
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(collections)
          .where(eq(collections.id, collection.id))
          .for('update');
        if (!locked) throw notFound(M.collectionNotFound);
        const [referrer] = await tx
          .select({ name: collections.name })
          .from(collections)
          .where(
            and(
              eq(collections.appId, locked.appId),
              ne(collections.id, locked.id),
              sql`${collections.fields} @> ${JSON.stringify([{ referenceCollectionId: locked.id }])}::jsonb`,
            ),
          )
          .limit(1);
        if (referrer) throw conflict(`${M.collectionReferenced}${referrer.name}`);
        await tx.delete(collections).where(eq(collections.id, locked.id));
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'collection.delete',
          entityType: 'collection',
          entityId: locked.id,
          entityName: locked.name,
        });
        return locked.id;
      });
    },
  };
}
