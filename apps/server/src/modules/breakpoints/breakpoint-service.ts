import { appBreakpoints, type Breakpoint, SERVER_MESSAGES as M } from '@tessera/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type AppRow, apps, pages, prefabs, type UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppView, appView } from '../apps/app-service.ts';
import { authorizeApp, authorizeCurrentOrgApp } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { storedContent } from '../pages/page-content.ts';
import { type PageRevisionChange, rewritePages } from '../pages/page-rewrite.ts';
import { type BreakpointView, breakpointView, checkedBreakpoints } from './breakpoint-input.ts';
import {
  contentWithoutBreakpoints,
  countContentValues,
  countPrefabValues,
  prefabWithoutBreakpoints,
} from './breakpoint-values.ts';

/**
 * Rows that may hold a value per breakpoint: somewhere in their JSON an object has a `breakpoints` key. Only a
 * filter (a page without any is never read); the tree walk decides.
 */
const mayHoldValues = (column: typeof pages.content | typeof prefabs.dataTypes | typeof prefabs.slots) =>
  sql`jsonb_path_exists(${column}, 'lax $.**.breakpoints')`;

/** The app's breakpoints as the API shows them: the defaults while it never set any. */
export function breakpointViewsOf(app: Pick<AppRow, 'breakpoints'>): BreakpointView[] {
  return appBreakpoints(app.breakpoints).map(breakpointView);
}

/**
 * Removes the values at `removed` from every page and prefab of the app, in the caller's transaction: prefabs
 * first, then pages (the order every prefab change locks them in), each locked FOR UPDATE in id order and read
 * one at a time (a page may be megabytes). A page whose content changed gets its revision bumped, so an open
 * editor reloads instead of saving the values back. Published versions are history and stay as they are.
 */
async function removeValues(
  tx: Tx,
  appId: string,
  removed: readonly string[],
): Promise<{ pages: PageRevisionChange[]; prefabs: string[] }> {
  const changedPrefabs: string[] = [];
  const changedPages: PageRevisionChange[] = [];
  if (removed.length === 0) return { pages: changedPages, prefabs: changedPrefabs };
  const prefabIds = await tx
    .select({ id: prefabs.id })
    .from(prefabs)
    .where(
      and(
        eq(prefabs.appId, appId),
        sql`(${mayHoldValues(prefabs.dataTypes)} or ${mayHoldValues(prefabs.slots)})`,
      ),
    )
    .orderBy(asc(prefabs.id))
    .for('update');
  for (const { id } of prefabIds) {
    const [row] = await tx
      .select({ dataTypes: prefabs.dataTypes, slots: prefabs.slots })
      .from(prefabs)
      .where(eq(prefabs.id, id));
    if (!row) continue;
    const next = prefabWithoutBreakpoints(row, removed);
    if (next === row) continue;
    await tx
      .update(prefabs)
      .set({ dataTypes: next.dataTypes, slots: next.slots, updatedAt: new Date() })
      .where(eq(prefabs.id, id));
    changedPrefabs.push(id);
  }
  changedPages.push(
    ...(await rewritePages(tx, appId, mayHoldValues(pages.content), (content) =>
      contentWithoutBreakpoints(content, removed),
    )),
  );
  return { pages: changedPages, prefabs: changedPrefabs };
}

/** What changed between two lists, by id, for the activity record. */
function changesOf(before: readonly Breakpoint[], after: readonly Breakpoint[]) {
  const old = new Map(before.map((bp) => [bp.id, bp]));
  const kept = new Set(after.map((bp) => bp.id));
  return {
    added: after.filter((bp) => !old.has(bp.id)).map((bp) => bp.id),
    changed: after
      .filter((bp) => old.has(bp.id) && JSON.stringify(old.get(bp.id)) !== JSON.stringify(bp))
      .map((bp) => bp.id),
    removed: before.filter((bp) => !kept.has(bp.id)).map((bp) => bp.id),
  };
}

/**
 * An app's breakpoints (issue 23): read with app.read, replaced with app.update (the team's manager and the
 * organization's owner, as site settings). A breakpoint left out of the new list is deleted with its values.
 */
export function createBreakpointService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** How many values the app's pages and prefabs hold at each of its breakpoints (0 included). */
    async valueCounts(
      viewer: UserRow,
      appId: unknown,
    ): Promise<Array<{ breakpointId: string; count: number }>> {
      const access = await authorizeCurrentOrgApp(db, viewer, appId, 'app.read');
      const app = access.app;
      const counts = new Map<string, number>();
      const pageIds = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.appId, app.id), mayHoldValues(pages.content)));
      for (const { id } of pageIds) {
        const [page] = await db.select({ content: pages.content }).from(pages).where(eq(pages.id, id));
        if (page) countContentValues(counts, storedContent(page.content));
      }
      const prefabRows = await db
        .select({ dataTypes: prefabs.dataTypes, slots: prefabs.slots })
        .from(prefabs)
        .where(
          and(
            eq(prefabs.appId, app.id),
            sql`(${mayHoldValues(prefabs.dataTypes)} or ${mayHoldValues(prefabs.slots)})`,
          ),
        );
      for (const row of prefabRows) countPrefabValues(counts, row);
      return appBreakpoints(app.breakpoints).map((bp) => ({
        breakpointId: bp.id,
        count: counts.get(bp.id) ?? 0,
      }));
    },

    /**
     * Replaces the list. The app row is locked first, so two updates never interleave; the values of deleted
     * breakpoints leave every page and prefab in the same transaction, with one activity record.
     */
    async update(actor: UserRow, appId: unknown, input: unknown): Promise<AppView> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.updateAppBreakpoints);
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(apps).where(eq(apps.id, access.app.id)).for('update');
        if (!locked) throw notFound(M.appNotFound);
        const before = appBreakpoints(locked.breakpoints);
        const after = checkedBreakpoints(input, before);
        const changes = changesOf(before, after);
        const cleared = await removeValues(tx, locked.id, changes.removed);
        const [row] = await tx
          .update(apps)
          .set({ breakpoints: after, updatedAt: new Date() })
          .where(eq(apps.id, locked.id))
          .returning();
        await recordActivity(tx, {
          ...appScope(locked),
          actorId: actor.id,
          action: 'app.breakpoints',
          entityType: 'app',
          entityId: locked.id,
          entityName: locked.name,
          details: {
            ...changes,
            clearedPages: cleared.pages.length,
            clearedPrefabs: cleared.prefabs.length,
          },
        });
        return appView({ ...access, app: row! });
      });
    },
  };
}

export type BreakpointService = ReturnType<typeof createBreakpointService>;
