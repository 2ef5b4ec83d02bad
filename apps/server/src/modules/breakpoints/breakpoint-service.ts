import { appBreakpoints, type Breakpoint, SERVER_MESSAGES as M } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AppRow, apps, type UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppView, appView } from '../apps/app-service.ts';
import { authorizeApp, authorizeCurrentOrgApp } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { eachAppValues, rewriteAppValues } from '../pages/app-values.ts';
import { type BreakpointView, breakpointView, checkedBreakpoints } from './breakpoint-input.ts';
import {
  contentWithoutBreakpoints,
  countContentValues,
  countPrefabValues,
  prefabWithoutBreakpoints,
} from './breakpoint-values.ts';

/** The app's breakpoints as the API shows them: the defaults while it never set any. */
export function breakpointViewsOf(app: Pick<AppRow, 'breakpoints'>): BreakpointView[] {
  return appBreakpoints(app.breakpoints).map(breakpointView);
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
      await eachAppValues(db, app.id, 'breakpoints', {
        content: (content) => countContentValues(counts, content),
        prefab: (prefab) => countPrefabValues(counts, prefab),
      });
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
        const cleared =
          changes.removed.length === 0
            ? { pages: [], prefabs: [] }
            : await rewriteAppValues(tx, locked.id, 'breakpoints', {
                content: (content) => contentWithoutBreakpoints(content, changes.removed),
                prefab: (prefab) => prefabWithoutBreakpoints(prefab, changes.removed),
              });
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
