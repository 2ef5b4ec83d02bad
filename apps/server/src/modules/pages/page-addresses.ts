import {
  addressClash,
  addressPrefixProblem,
  appLocales,
  SERVER_MESSAGES as M,
  type PageAddresses,
  type SiteLocales,
} from '@tessera/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { apps, pages } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

/**
 * Page addresses across languages are checked here, under one lock per app: every write of a page URL in an app
 * with several languages (createPage, updatePage, updatePageTranslation) and every change of the app's languages
 * takes it first, so two writes never both pass the check. An advisory lock rather than the app's row: page
 * saves by co-editing lock the page's row and then read the app's FOR SHARE, and would deadlock with a writer
 * holding the app row while waiting for that page.
 */
export async function lockAddresses(tx: Tx, appId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`page-addresses:${appId}`}, 0))`);
}

/** The app's languages, read under the addresses' lock (taken here): what the checks below go by. */
export async function lockedLocales(tx: Tx, appId: string): Promise<SiteLocales> {
  await lockAddresses(tx, appId);
  const [app] = await tx.select({ locales: apps.locales }).from(apps).where(eq(apps.id, appId)).for('share');
  return appLocales(app?.locales);
}

/**
 * Refuses addresses that `locales` cannot serve: a default URL under a language's prefix (400: it would be
 * hidden; translated URLs live under their own prefix and cannot be) or one address answered by two pages in
 * one language (409 'URL already exists'). The default language's URLs are also the unique index's business,
 * which stays the last word.
 */
export function assertAddresses(pages: readonly PageAddresses[], locales: SiteLocales): void {
  if (locales.others.length === 0) return;
  for (const page of pages) {
    const problem = addressPrefixProblem(page.url, locales);
    if (problem) throw badRequest(problem);
  }
  if (addressClash(pages, locales)) throw conflict(M.urlExists);
}

/**
 * assertAddresses for the app's pages with one page written as `page` (its id, default URL and, when given, its
 * translations; without them its translations as stored now, read under the lock: a translation saved since the
 * caller read the page counts).
 */
export async function assertAddressesFree(
  tx: Tx,
  appId: string,
  page: { id: string; url: string; locales?: unknown },
): Promise<SiteLocales> {
  const locales = await lockedLocales(tx, appId);
  if (locales.others.length === 0) return locales;
  const problem = addressPrefixProblem(page.url, locales);
  if (problem) throw badRequest(problem);
  const rows = await appAddresses(tx, appId);
  const stored = rows.find((row) => row.id === page.id);
  const written = { ...page, locales: page.locales === undefined ? stored?.locales : page.locales };
  assertAddresses([...rows.filter((row) => row.id !== page.id), written], locales);
  return locales;
}

/** Every page of the app with its addresses, as stored now. */
export function appAddresses(tx: Db | Tx, appId: string): Promise<PageAddresses[]> {
  return tx
    .select({ id: pages.id, url: pages.url, locales: pages.locales })
    .from(pages)
    .where(eq(pages.appId, appId));
}
