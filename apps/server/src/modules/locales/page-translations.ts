import {
  SERVER_MESSAGES as M,
  PAGE_TRANSLATION_FIELDS,
  pageTranslationInputSchema,
  pageTranslationsOf,
  type SiteLocales,
  withPageTranslation,
} from '@tessera/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages, type UserRow } from '../../db/schema.ts';
import { badRequest, notFound, parseInput } from '../../lib/errors.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { appView } from '../apps/app-service.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { assertAddressesFree, lockedLocales } from '../pages/page-addresses.ts';
import { authorizePageOf, type ContentMerger, type PageView, pageView } from '../pages/page-service.ts';

/** The language named, checked: one of the page's app's other languages (the default's settings are the page's). */
function otherLocale(locales: SiteLocales, locale: unknown): string {
  if (typeof locale === 'string' && locales.others.includes(locale)) return locale;
  if (typeof locale === 'string' && locale === locales.default)
    throw badRequest(`'${locale}' is the app's default language: change the page's own settings`);
  throw badRequest(`locale '${String(locale).slice(0, 40)}' is not one of this app's other languages`);
}

/**
 * A page's settings in one of its app's other languages (issue 26, docs/decisions/0043): URL, title, description
 * and tags, each null for "as the default language". page.editSettings, like the page's own settings; the
 * revision grows (the page has unpublished changes) and the activity records which fields changed in which
 * language.
 */
export function createPageTranslationService(deps: { db: Db; collab?: ContentMerger }) {
  const { db } = deps;
  return {
    async update(actor: UserRow, pageId: unknown, locale: unknown, input: unknown): Promise<PageView> {
      const { page: before, access } = await authorizePageOf(
        db,
        actor.id,
        pageId,
        OPERATION_PERMISSIONS.updatePageTranslation,
      );
      const data = parseInput(pageTranslationInputSchema, input);
      const view = await db.transaction(async (tx) => {
        // The languages as they are now, under the addresses' lock (a language removed meanwhile is refused).
        const tag = otherLocale(await lockedLocales(tx, access.app.id), locale);
        const [current] = await tx.select().from(pages).where(eq(pages.id, before.id)).for('update');
        if (!current) throw notFound(M.pageNotFound);
        const translations = withPageTranslation(current.locales, tag, data);
        await assertAddressesFree(tx, access.app.id, {
          id: current.id,
          url: current.url,
          locales: translations,
        });
        const was = pageTranslationsOf(current.locales)[tag] ?? {};
        const now = translations[tag] ?? {};
        const changed = PAGE_TRANSLATION_FIELDS.filter(
          (field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]),
        );
        if (changed.length === 0) return pageView(current, appView(access));
        const [row] = await tx
          .update(pages)
          .set({ locales: translations, revision: sql`${pages.revision} + 1`, updatedAt: new Date() })
          .where(eq(pages.id, current.id))
          .returning();
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'page.update',
          entityType: 'page',
          entityId: current.id,
          entityName: current.name,
          details: { url: current.url, changed: changed.map((field) => `${field}:${tag}`), locale: tag },
        });
        return pageView(row!, appView(access));
      });
      if (view.revision !== before.revision) await deps.collab?.news([view.id], 'settings');
      return view;
    },
  };
}

export type PageTranslationService = ReturnType<typeof createPageTranslationService>;
