import { randomUUID } from 'node:crypto';
import {
  SERVER_MESSAGES as M,
  MEDIA_MAX_PAGE_SIZE,
  MEDIA_PAGE_SIZE,
  mediaFilterSchema,
  mediaNameSchema,
  newMediaInputSchema,
  type Permission,
} from '@tessera/shared';
import { and, asc, desc, eq, gt, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type MediaRow, media, type UserRow, uploads } from '../../db/schema.ts';
import {
  badRequest,
  isForeignKeyViolation,
  notFound,
  parseInput,
  rawField,
  uniqueConflict,
} from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, twoWayPageOf, twoWayPageRequest } from '../../lib/pagination.ts';
import { searchPattern } from '../../lib/search.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppAccess, authorizeApp, authorizeAppEntity, authorizeCurrentOrgApp } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { type MediaStorage, removeStoredFiles } from './storage/index.ts';

/** A media as the API returns it: the row (its key gives the URL). */
export type MediaView = MediaRow;

const nameConflict = uniqueConflict('media_app_name_unique', M.nameExists);

/** How the feed names a media: its file name. */
const fileName = (row: { name: string; extension: string }) => `${row.name}.${row.extension}`;

/**
 * Everything of the media library of an app, deleted inside the app's deletion transaction (deleteAppContents):
 * its media records and its pending uploads. Returns their storage keys, to remove once that commits.
 */
export async function deleteAppMedia(tx: Tx, appId: string): Promise<{ mediaCount: number; keys: string[] }> {
  const records = await tx.delete(media).where(eq(media.appId, appId)).returning({ key: media.key });
  const pending = await tx.delete(uploads).where(eq(uploads.appId, appId)).returning({ key: uploads.key });
  return { mediaCount: records.length, keys: [...records, ...pending].map((row) => row.key) };
}

/** The filter of medias: null or absent is none; text matches the name anywhere, in any case. */
function filterConditions(filter: unknown): SQL[] {
  if (filter === undefined || filter === null) return [];
  if (typeof filter !== 'object' || Array.isArray(filter)) throw badRequest('filter must be an object');
  const { text, mediaType } = filter as { text?: unknown; mediaType?: unknown };
  const parsed = parseInput(mediaFilterSchema.unwrap(), {
    ...(text === null || text === undefined ? {} : { text }),
    ...(mediaType === null || mediaType === undefined ? {} : { mediaType }),
  });
  const pattern = searchPattern(parsed.text);
  return [
    ...(pattern ? [ilike(media.name, pattern)] : []),
    ...(parsed.mediaType ? [eq(media.mediaType, parsed.mediaType)] : []),
  ];
}

/** (created_at, id) compared with a cursor's, in the list's newest-first order: 'after' is older. */
function beside(cursor: { time: Date; id: string }, side: 'after' | 'atOrBefore' | 'before' | 'atOrAfter') {
  const row = sql`(${media.createdAt}, ${media.id})`;
  const at = sql`(${cursor.time.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
  switch (side) {
    case 'after':
      return sql`${row} < ${at}`;
    case 'atOrBefore':
      return sql`${row} >= ${at}`;
    case 'before':
      return sql`${row} > ${at}`;
    case 'atOrAfter':
      return sql`${row} <= ${at}`;
  }
}

export function createMediaService(deps: {
  db: Db;
  storage: MediaStorage;
  config: MediaConfig;
  logger: FastifyBaseLogger;
}) {
  const { db, storage } = deps;

  /** The media and the user's standing on its app; 404 'media not found' for one they cannot see. */
  async function authorizeMedia(
    userId: string,
    id: unknown,
    permission: Permission,
  ): Promise<{ row: MediaRow; access: AppAccess }> {
    const load = async (mediaId: string) =>
      (await db.select().from(media).where(eq(media.id, mediaId)).limit(1))[0];
    return authorizeAppEntity(db, userId, id, load, permission, M.mediaNotFound);
  }

  return {
    /**
     * The app's media (app.read, current organization), newest first by (createdAt, id). first/after page
     * forwards; last/before backwards: the items just before the cursor, still newest first.
     */
    async list(
      viewer: UserRow,
      args: {
        appId?: unknown;
        first?: unknown;
        after?: unknown;
        last?: unknown;
        before?: unknown;
        filter?: unknown;
      },
    ): Promise<Connection<MediaView>> {
      const paging = twoWayPageRequest(args, MEDIA_PAGE_SIZE, MEDIA_MAX_PAGE_SIZE, 'timestamp');
      const conditions = filterConditions(args.filter);
      const access = await authorizeCurrentOrgApp(db, viewer, args.appId, 'app.read');
      const forward = paging.direction === 'forward';
      // The key is the row's created_at, checked by twoWayPageRequest ('timestamp').
      const cursor = paging.cursor ? { time: new Date(paging.cursor.key), id: paging.cursor.id } : null;
      const where = (...more: Array<SQL | undefined>) =>
        and(eq(media.appId, access.app.id), ...conditions, ...more);
      const order = forward ? [desc(media.createdAt), desc(media.id)] : [asc(media.createdAt), asc(media.id)];
      const rows = await db
        .select()
        .from(media)
        .where(where(cursor ? beside(cursor, forward ? 'after' : 'before') : undefined))
        .orderBy(...order)
        .limit(paging.limit);
      // Whether anything lies on the other side of the cursor: exact pageInfo both ways.
      let beyond = false;
      if (cursor) {
        const [row] = await db
          .select({ id: media.id })
          .from(media)
          .where(where(beside(cursor, forward ? 'atOrBefore' : 'atOrAfter')))
          .limit(1);
        beyond = row !== undefined;
      }
      return twoWayPageOf(
        rows,
        paging,
        beyond,
        (row) => [row.createdAt.toISOString(), row.id],
        (row) => row,
      );
    },

    /**
     * media.write on the app. One transaction claims the upload (deletes its row: unknown, of another app,
     * already claimed or older than the TTL is 404 'upload not found…'), checks the details sent against what
     * was measured (400), inserts the record (409 'name already exists' from the unique index) and its activity.
     * A refusal rolls back, so the upload can still be claimed with other details or another name.
     */
    async create(actor: UserRow, input: unknown): Promise<MediaView> {
      const access = await authorizeApp(
        db,
        actor.id,
        rawField(input, 'appId'),
        OPERATION_PERMISSIONS.createMedia,
      );
      const data = parseInput(newMediaInputSchema, input);
      if (!isId(data.referenceId)) throw notFound(M.uploadNotFound);
      const app = access.app;
      try {
        return await db.transaction(async (tx) => {
          const cutoff = new Date(Date.now() - deps.config.uploadTtlMs);
          const [upload] = await tx
            .delete(uploads)
            .where(
              and(eq(uploads.id, data.referenceId), eq(uploads.appId, app.id), gt(uploads.createdAt, cutoff)),
            )
            .returning();
          if (!upload) throw notFound(M.uploadNotFound);
          // The size the client knows is what it sent (a stored SVG is the sanitised one).
          if (
            upload.receivedSize !== data.size ||
            upload.extension !== data.extension ||
            upload.mediaType !== data.mediaType
          ) {
            throw badRequest(M.uploadDetailsMismatch);
          }
          const now = new Date();
          const [row] = await tx
            .insert(media)
            .values({
              id: randomUUID(),
              appId: app.id,
              name: data.name,
              referenceId: upload.id,
              extension: upload.extension,
              mediaType: upload.mediaType,
              key: upload.key,
              size: upload.size,
              width: upload.width,
              height: upload.height,
              createdBy: actor.id,
              lastUpdatedBy: actor.id,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordActivity(tx, {
            ...appScope(app),
            actorId: actor.id,
            action: 'media.create',
            entityType: 'media',
            entityId: row!.id,
            entityName: fileName(row!),
            details: { mediaType: row!.mediaType, size: row!.size, appName: app.name },
          });
          return row!;
        });
      } catch (error) {
        // The app deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound(M.appNotFound);
        throw nameConflict(error);
      }
    },

    /** media.write. Renames (409 'name already exists' for a clash in the app); the file and its URL stay. */
    async rename(actor: UserRow, id: unknown, name: unknown): Promise<MediaView> {
      const { row: before, access } = await authorizeMedia(actor.id, id, OPERATION_PERMISSIONS.updateMedia);
      const parsed = mediaNameSchema.safeParse(name);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'name is invalid');
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(media)
            .set({ name: parsed.data, lastUpdatedBy: actor.id, updatedAt: new Date() })
            .where(eq(media.id, before.id))
            .returning();
          if (!row) throw notFound(M.mediaNotFound);
          await recordActivity(tx, {
            ...appScope(access.app),
            actorId: actor.id,
            action: 'media.update',
            entityType: 'media',
            entityId: row.id,
            entityName: fileName(row),
            details: {
              mediaType: row.mediaType,
              appName: access.app.name,
              ...(before.name !== row.name ? { previousName: fileName(before) } : {}),
            },
          });
          return row;
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    /** media.write. The record and its activity in one transaction; the file once that has committed. */
    async remove(actor: UserRow, id: unknown): Promise<string> {
      const { row, access } = await authorizeMedia(actor.id, id, OPERATION_PERMISSIONS.deleteMedia);
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(media).where(eq(media.id, row.id)).returning({ id: media.id });
        if (!deleted) throw notFound(M.mediaNotFound);
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'media.delete',
          entityType: 'media',
          entityId: row.id,
          entityName: fileName(row),
          details: { mediaType: row.mediaType, appName: access.app.name },
        });
      });
      await removeStoredFiles(storage, deps.logger, [row.key], 'a media file was not removed');
      return row.id;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
