import {
  appLocales,
  localePrefix,
  SERVER_MESSAGES as M,
  type SiteLocales,
  siteLocalesSchema,
} from '@tessera/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageVersionLocales } from '../../db/live-schema.ts';
import { apps, pages, type UserRow } from '../../db/schema.ts';
import { badRequest, notFound, uniqueConflict } from '../../lib/errors.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppView, appView } from '../apps/app-service.ts';
import { authorizeApp, authorizeCurrentOrgApp } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { eachAppValues, rewriteAppValues } from '../pages/app-values.ts';
import { appAddresses, assertAddresses, lockAddresses } from '../pages/page-addresses.ts';
import type { ContentMerger } from '../pages/page-service.ts';
import {
  contentAfterLocales,
  countContentTranslations,
  countPrefabTranslations,
  type LocaleChange,
  pageSettingsAfterLocales,
  prefabAfterLocales,
  removedLocales,
  touchesValues,
} from './locale-values.ts';

const urlConflict = uniqueConflict('pages_app_url_unique', M.urlExists);

/** The app's languages as the API shows them: en-US alone while it never chose. */
export function localesViewOf(app: { locales: unknown }): SiteLocales {
  return appLocales(app.locales);
}

/** The languages sent, checked: 400 naming the first problem, nothing changed. */
function checkedLocales(input: unknown): SiteLocales {
  const parsed = siteLocalesSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'locales are invalid');
  return parsed.data;
}

/**
 * A page whose own address begins with a new language's prefix (`/pt-br` or `/pt-br/…`) would be hidden by that
 * language's pages: 400 naming it. Its URL changes first.
 */
async function assertPrefixesFree(tx: Tx, appId: string, added: readonly string[]): Promise<void> {
  for (const tag of added) {
    const prefix = `/${localePrefix(tag)}`;
    const [page] = await tx
      .select({ name: pages.name, url: pages.url })
      .from(pages)
      .where(and(eq(pages.appId, appId), or(eq(pages.url, prefix), sql`${pages.url} like ${`${prefix}/%`}`)))
      .limit(1);
    if (page)
      throw badRequest(
        `the page '${page.name}' has the address ${page.url}, where ${tag} pages would be: change its URL first`,
      );
  }
}

/**
 * Every page's settings after the change (pageSettingsAfterLocales), revision bumped; the ids of the pages that
 * changed. URLs that change move in two steps, through an address no page can have, so two pages trading
 * addresses (a default swapped with a language where one page's translated slug is the other's own) never meet
 * in the unique index half-way.
 */
async function rewritePageSettings(tx: Tx, appId: string, change: LocaleChange): Promise<string[]> {
  if (!touchesValues(change)) return [];
  const rows = await tx
    .select({
      id: pages.id,
      url: pages.url,
      title: pages.title,
      description: pages.description,
      tags: pages.tags,
      locales: pages.locales,
    })
    .from(pages)
    .where(eq(pages.appId, appId));
  const changes = rows.flatMap((row) => {
    const next = pageSettingsAfterLocales(row, change);
    return next ? [{ row, next }] : [];
  });
  for (const { row, next } of changes)
    if (next.url !== row.url)
      await tx
        .update(pages)
        .set({ url: `~${row.id}` })
        .where(eq(pages.id, row.id));
  for (const { row, next } of changes)
    await tx
      .update(pages)
      .set({
        ...next,
        locales: next.locales as Record<string, unknown>,
        revision: sql`${pages.revision} + 1`,
      })
      .where(eq(pages.id, row.id));
  return changes.map(({ row }) => row.id);
}

/**
 * An app's languages (issue 26, docs/decisions/0042): read with app.read, replaced with app.update (the team's
 * manager and the organization's owner, as site settings and breakpoints). A language left out goes with its
 * translations; a new default taken from the others swaps with the base texts (locale-values.ts).
 */
export function createLocaleService(deps: {
  db: Db;
  /** The app's live site changed (its languages, documents unpublished): this process's cache forgets it. */
  onLiveChange?: (appId: string) => void;
  /** Open editors of the app's pages hear of it ('settings'): their language switcher offers what the app has. */
  collab?: Pick<ContentMerger, 'news'>;
}) {
  const { db } = deps;

  return {
    /** How many translated values the app's pages and prefabs hold in each of its other languages (0 included). */
    async translationCounts(
      viewer: UserRow,
      appId: unknown,
    ): Promise<Array<{ locale: string; count: number }>> {
      const { app } = await authorizeCurrentOrgApp(db, viewer, appId, 'app.read');
      const counts = new Map<string, number>();
      await eachAppValues(db, app.id, 'locales', {
        content: (content) => countContentTranslations(counts, content),
        prefab: (prefab) => countPrefabTranslations(counts, prefab),
      });
      return appLocales(app.locales).others.map((locale) => ({ locale, count: counts.get(locale) ?? 0 }));
    },

    /**
     * Replaces the languages. The app row is locked first, so two updates never interleave (and page saves, which
     * read the languages FOR SHARE, wait); translations follow in the same transaction, with one activity record.
     */
    async update(actor: UserRow, appId: unknown, input: unknown): Promise<AppView> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.updateAppLocales);
      const after = checkedLocales(input);
      return (
        db
          .transaction(async (tx) => {
            // Page addresses first (the lock every URL write takes), then the app's row.
            await lockAddresses(tx, access.app.id);
            const [locked] = await tx.select().from(apps).where(eq(apps.id, access.app.id)).for('update');
            if (!locked) throw notFound(M.appNotFound);
            const before = appLocales(locked.locales);
            const change = { before, after };
            const added = after.others.filter(
              (tag) => !before.others.includes(tag) && tag !== before.default,
            );
            // Every language newly under a prefix, the old default among them when it becomes one of the others.
            await assertPrefixesFree(
              tx,
              locked.id,
              after.others.filter((tag) => !before.others.includes(tag)),
            );
            const cleared = touchesValues(change)
              ? await rewriteAppValues(tx, locked.id, 'locales', {
                  content: (content) => contentAfterLocales(content, change),
                  prefab: (prefab) => prefabAfterLocales(prefab, change),
                })
              : { pages: [], prefabs: [] };
            const settled = await rewritePageSettings(tx, locked.id, change);
            // A removed language is unpublished with its translations: added again, it is served once published.
            const removed = removedLocales(change);
            if (removed.length > 0)
              await tx
                .delete(pageVersionLocales)
                .where(
                  and(eq(pageVersionLocales.appId, locked.id), inArray(pageVersionLocales.locale, removed)),
                );
            // A new default makes other URLs the pages' own: every address is checked again in the new languages.
            if (settled.length > 0) assertAddresses(await appAddresses(tx, locked.id), after);
            const [row] = await tx
              .update(apps)
              .set({ locales: after, updatedAt: new Date() })
              .where(eq(apps.id, locked.id))
              .returning();
            await recordActivity(tx, {
              ...appScope(locked),
              actorId: actor.id,
              action: 'app.locales',
              entityType: 'app',
              entityId: locked.id,
              entityName: locked.name,
              details: {
                default: after.default,
                previousDefault: before.default === after.default ? undefined : before.default,
                added,
                removed,
                changedPages: new Set([...cleared.pages.map((page) => page.id), ...settled]).size,
                changedPrefabs: cleared.prefabs.length,
              },
            });
            return appView({ ...access, app: row! });
          })
          // Two pages meeting at one default URL after a swap: the same 409 as the check above.
          .catch((error: unknown) => {
            throw urlConflict(error);
          })
          .then(async (view) => {
            deps.onLiveChange?.(access.app.id);
            const open = await db.select({ id: pages.id }).from(pages).where(eq(pages.appId, access.app.id));
            await deps.collab?.news(
              open.map((page) => page.id),
              'settings',
            );
            return view;
          })
      );
    },
  };
}

export type LocaleService = ReturnType<typeof createLocaleService>;
