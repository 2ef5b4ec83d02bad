import { randomUUID } from 'node:crypto';
import {
  type ContentSlots,
  detachPlacement,
  SERVER_MESSAGES as M,
  newPrefabInputSchema,
  type Permission,
  PREFAB_PAGE_SIZE,
  type PrefabPlacement,
  type PrefabType,
  refreshPlacement,
  updatePrefabInputSchema,
} from '@tessera/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { components, type PrefabRow, prefabs, templates, type UserRow } from '../../db/schema.ts';
import {
  AppError,
  badRequest,
  isForeignKeyViolation,
  notFound,
  parseInput,
  uniqueConflict,
} from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, keysetAfter, pageOf, pageRequest } from '../../lib/pagination.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppAccess, authorizeApp, authorizeAppEntity, authorizeCurrentOrgApp } from '../apps/policy.ts';
import { dataGroupsSchema, dataTypesSchema } from '../authoring/data-schemas.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { assertAxisValues, axesOfApp, axesProblem } from '../pages/page-content.ts';
import type { PageRevisionChange } from '../pages/page-rewrite.ts';
import {
  placedPageCounts,
  prefabSource,
  rewriteContentsPlacements,
  rewritePlacements,
} from './placements.ts';
import { checkedPrefabSlots, parsedPrefabSlots } from './prefab-contents.ts';

/** updatePrefab's answer: the prefab and the pages whose copies it rewrote. */
export interface PrefabChange {
  prefab: PrefabRow;
  pages: PageRevisionChange[];
}

/** deletePrefab's answer: the prefab's id and the pages whose copies became plain. */
export interface PrefabDeletion {
  id: string;
  pages: PageRevisionChange[];
}

/**
 * A prefab's dataTypes and dataGroups together, as JSON text. Every update is copied into each page holding the
 * prefab, so a prefab is kept far below a page's own limit; a component's properties are a few kilobytes.
 */
export const PREFAB_JSON_MAX_CHARS = 1_000_000;

const nameConflict = uniqueConflict('prefabs_app_name_unique', M.nameExists);

/** Parses a JSON tab with authoring's schema (a component's rules; isMutable is one of an entry's fields). */
function checkedJson(schema: typeof dataTypesSchema, value: unknown): void {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'is invalid');
}

function assertSize(dataTypes: unknown, dataGroups: unknown, slots: unknown): void {
  if (JSON.stringify([dataTypes, dataGroups, slots]).length > PREFAB_JSON_MAX_CHARS) {
    throw new AppError(413, 'dataTypes, dataGroups and slots must be at most 1 000 000 characters of JSON');
  }
}

/**
 * A prefab's values per breakpoint and per language, its own and its contents' at any depth, against its app's
 * breakpoints and languages: 400 naming the property and the breakpoint or language (and the brick, inside the
 * contents), before anything is stored.
 */
async function assertPrefabAxes(
  db: Db,
  appId: string,
  dataTypes: unknown,
  slots: ContentSlots | null,
): Promise<void> {
  const axes = await axesOfApp(db, appId);
  const problem = axesProblem(dataTypes as Record<string, unknown>, axes, 'prefab ');
  if (problem) throw badRequest(problem);
  if (slots) assertAxisValues(slots, axes, 'slots: ');
}

/** Every prefab of an app, deleted inside the app's deletion transaction (deleteAppContents). */
export async function deleteAppPrefabs(tx: Tx, appId: string): Promise<number> {
  const deleted = await tx.delete(prefabs).where(eq(prefabs.appId, appId)).returning({ id: prefabs.id });
  return deleted.length;
}

export function createPrefabService(deps: {
  db: Db;
  /** Co-editing: pages whose copies were rewritten are merged into their open documents at once. */
  collab?: { pagesChanged(pageIds: readonly string[]): Promise<void> };
}) {
  const { db } = deps;
  const mergeOpen = async <T extends { pages: PageRevisionChange[] }>(change: T): Promise<T> => {
    await deps.collab?.pagesChanged(change.pages.map((page) => page.id));
    return change;
  };

  /** The prefab and the user's standing on its app; 404 'prefab not found' for one they cannot see. */
  async function authorizePrefab(
    userId: string,
    id: unknown,
    permission: Permission,
  ): Promise<{ row: PrefabRow; access: AppAccess }> {
    const load = async (prefabId: string) =>
      (await db.select().from(prefabs).where(eq(prefabs.id, prefabId)).limit(1))[0];
    return authorizeAppEntity(db, userId, id, load, permission, M.prefabNotFound);
  }

  /**
   * The component (Component) or template (Template) a new prefab derives from: one of the app's organization,
   * else 404 'component not found' / 'template not found'.
   */
  async function elementOf(
    orgId: string,
    prefabType: PrefabType,
    elementId: unknown,
  ): Promise<{ id: string; dataGroups: unknown; slots: number }> {
    const table = prefabType === 'Template' ? templates : components;
    const message = prefabType === 'Template' ? M.templateNotFound : M.componentNotFound;
    if (!isId(elementId)) throw notFound(message);
    const [element] = await db
      .select({ id: table.id, dataGroups: table.dataGroups, slots: table.slots })
      .from(table)
      .where(and(eq(table.id, elementId), eq(table.orgId, orgId)))
      .limit(1);
    if (!element) throw notFound(message);
    return element;
  }

  /** A component's slot count (undefined once it was deleted: a prefab outlives its element). */
  async function componentSlots(componentId: string): Promise<number | undefined> {
    const [row] = await db
      .select({ slots: components.slots })
      .from(components)
      .where(eq(components.id, componentId))
      .limit(1);
    return row?.slots;
  }

  return {
    /** A prefab of an app of the current organization the viewer may see (app.read); 404 otherwise. */
    async get(viewer: UserRow, id: unknown): Promise<PrefabRow> {
      const { row, access } = await authorizePrefab(viewer.id, id, 'app.read');
      if (access.app.orgId !== viewer.currentOrgId) throw notFound(M.prefabNotFound);
      return row;
    },

    /** The app's prefabs by (lower(name), id): case-insensitive name order, a cursor never skips or repeats. */
    async list(
      viewer: UserRow,
      args: { appId?: unknown; first?: unknown; after?: unknown },
    ): Promise<Connection<PrefabRow>> {
      const paging = pageRequest(args, PREFAB_PAGE_SIZE, PREFAB_PAGE_SIZE);
      const access = await authorizeCurrentOrgApp(db, viewer, args.appId, 'app.read');
      const sortKey = sql<string>`lower(${prefabs.name})`;
      const rows = await db
        .select({ prefab: prefabs, sortKey })
        .from(prefabs)
        .where(and(eq(prefabs.appId, access.app.id), keysetAfter(sortKey, prefabs.id, paging.cursor)))
        .orderBy(sortKey, asc(prefabs.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.sortKey, row.prefab.id],
        (row) => row.prefab,
      );
    },

    /**
     * prefab.write on the app. The element must be a component (Component) or template (Template) of the app's
     * organization (404); dataTypes follow a component's rules, each entry with an optional isMutable; dataGroups
     * default to the element's own. The name is unique in the app in any case: the unique index decides, so of
     * two concurrent creates exactly one wins and the other gets 409 'name already exists'.
     */
    async create(actor: UserRow, appId: unknown, input: unknown): Promise<PrefabRow> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.createPrefab);
      const data = parseInput(newPrefabInputSchema, input);
      checkedJson(dataTypesSchema, data.dataTypes);
      const givenGroups = data.dataGroups !== undefined && data.dataGroups !== null;
      if (givenGroups) checkedJson(dataGroupsSchema, data.dataGroups);
      const sent = parsedPrefabSlots(data.slots, data.prefabType);
      assertSize(data.dataTypes, data.dataGroups, sent);
      const app = access.app;
      await assertPrefabAxes(db, app.id, data.dataTypes, sent);
      const element = await elementOf(app.orgId, data.prefabType, data.elementId);
      try {
        return await db.transaction(async (tx) => {
          const slots = await checkedPrefabSlots(
            tx,
            {
              orgId: app.orgId,
              appId: app.id,
              prefabId: null,
              prefabType: data.prefabType,
              elementId: element.id,
              elementSlots: data.prefabType === 'Component' ? element.slots : undefined,
            },
            sent,
          );
          const now = new Date();
          const [row] = await tx
            .insert(prefabs)
            .values({
              id: randomUUID(),
              appId: app.id,
              name: data.name,
              elementId: element.id,
              prefabType: data.prefabType,
              dataTypes: data.dataTypes as Record<string, unknown>,
              dataGroups: givenGroups ? data.dataGroups : element.dataGroups,
              slots: slots as Record<string, unknown[]>,
              createdBy: actor.id,
              lastUpdatedBy: actor.id,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordActivity(tx, {
            ...appScope(app),
            actorId: actor.id,
            action: 'prefab.create',
            entityType: 'prefab',
            entityId: row!.id,
            entityName: row!.name,
            details: { prefabType: row!.prefabType, elementId: row!.elementId, appName: app.name },
          });
          return row!;
        });
      } catch (error) {
        // The app deleted between the check and the insert.
        if (isForeignKeyViolation(error, 'prefabs_app_id_apps_id_fk')) throw notFound(M.appNotFound);
        throw nameConflict(error);
      }
    },

    /**
     * prefab.write. One transaction: the prefab's name and dataTypes, then every copy on the app's pages
     * refreshed from it (locked properties take the prefab's entry, mutable ones keep the page's value) with
     * those pages' revisions bumped, then one activity record. Any failure rolls all of it back.
     */
    async update(actor: UserRow, id: unknown, input: unknown): Promise<PrefabChange> {
      const { row: before, access } = await authorizePrefab(actor.id, id, OPERATION_PERMISSIONS.updatePrefab);
      const data = parseInput(updatePrefabInputSchema, input);
      checkedJson(dataTypesSchema, data.dataTypes);
      const prefabType: PrefabType = before.prefabType === 'Template' ? 'Template' : 'Component';
      const sent =
        data.slots === undefined || data.slots === null ? null : parsedPrefabSlots(data.slots, prefabType);
      assertSize(data.dataTypes, before.dataGroups, sent ?? before.slots);
      await assertPrefabAxes(db, before.appId, data.dataTypes, sent);
      const elementSlots = prefabType === 'Component' ? await componentSlots(before.elementId) : undefined;
      try {
        const change = await db.transaction(async (tx) => {
          const slots =
            sent === null
              ? null
              : await checkedPrefabSlots(
                  tx,
                  {
                    orgId: access.app.orgId,
                    appId: before.appId,
                    prefabId: before.id,
                    prefabType,
                    elementId: before.elementId,
                    elementSlots,
                  },
                  sent,
                );
          // The prefab's row first (as deletePrefab and page saves lock it first): propagations of one prefab
          // queue here, and each finds the copies the one before it wrote.
          const [prefab] = await tx
            .update(prefabs)
            .set({
              name: data.name,
              dataTypes: data.dataTypes as Record<string, unknown>,
              ...(slots === null ? {} : { slots: slots as Record<string, unknown[]> }),
              lastUpdatedBy: actor.id,
              updatedAt: new Date(),
            })
            .where(eq(prefabs.id, before.id))
            .returning();
          if (!prefab) throw notFound(M.prefabNotFound);
          const source = prefabSource(prefab);
          const refresh = <P extends PrefabPlacement>(p: P) => refreshPlacement(p, source);
          // Prefabs before pages, as every prefab change locks them (placements.ts).
          await rewriteContentsPlacements(tx, prefab.appId, prefab.id, refresh);
          const changes = await rewritePlacements(tx, prefab.appId, prefab.id, refresh);
          const changed = (['name', 'dataTypes', 'slots'] as const).filter(
            (key) => JSON.stringify(before[key]) !== JSON.stringify(prefab[key]),
          );
          await recordActivity(tx, {
            ...appScope(access.app),
            actorId: actor.id,
            action: 'prefab.update',
            entityType: 'prefab',
            entityId: prefab.id,
            entityName: prefab.name,
            details: {
              prefabType: prefab.prefabType,
              changed,
              pageCount: changes.length,
              appName: access.app.name,
              ...(before.name !== prefab.name ? { previousName: before.name } : {}),
            },
          });
          return { prefab, pages: changes };
        });
        return await mergeOpen(change);
      } catch (error) {
        throw nameConflict(error);
      }
    },

    /**
     * prefab.write. One transaction: the prefab deleted, every copy on the app's pages made plain with its
     * values kept (detachPlacement) and those pages' revisions bumped, one activity record.
     */
    async remove(actor: UserRow, id: unknown): Promise<PrefabDeletion> {
      const { row, access } = await authorizePrefab(actor.id, id, OPERATION_PERMISSIONS.deletePrefab);
      const deletion = await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(prefabs)
          .where(eq(prefabs.id, row.id))
          .returning({ id: prefabs.id });
        if (!deleted) throw notFound(M.prefabNotFound);
        await rewriteContentsPlacements(tx, row.appId, row.id, detachPlacement);
        const changes = await rewritePlacements(tx, row.appId, row.id, detachPlacement);
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'prefab.delete',
          entityType: 'prefab',
          entityId: row.id,
          entityName: row.name,
          details: { prefabType: row.prefabType, pageCount: changes.length, appName: access.app.name },
        });
        return { id: row.id, pages: changes };
      });
      return mergeOpen(deletion);
    },

    /** Pages holding a copy of each prefab, for Prefab.placedPageCount (the prefabs were authorized). */
    placedPageCounts: (ids: string[]) => placedPageCounts(db, ids),

    /**
     * Whether each element still exists, for Prefab.elementExists; keys are `${prefabType}:${elementId}` of
     * prefabs already authorized.
     */
    async elementsExist(keys: string[]): Promise<Map<string, boolean>> {
      const idsOf = (type: PrefabType) =>
        keys
          .filter((key) => key.startsWith(`${type}:`))
          .map((key) => key.slice(type.length + 1))
          .filter(isId);
      const found = new Map<string, boolean>(keys.map((key) => [key, false]));
      for (const [type, table] of [
        ['Component', components],
        ['Template', templates],
      ] as const) {
        const ids = idsOf(type);
        if (ids.length === 0) continue;
        const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
        for (const row of rows) found.set(`${type}:${row.id}`, true);
      }
      return found;
    },
  };
}

export type PrefabService = ReturnType<typeof createPrefabService>;
