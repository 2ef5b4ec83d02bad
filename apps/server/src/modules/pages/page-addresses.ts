import {
  addressClash,
  addressPrefixProblem,
  appLocales,
  SERVER_MESSAGES as M,
  type PageAddresses,
  type SiteLocales,
} from '@tessera/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
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
 * Refuses a page address that one of the app's languages would hide (a default URL under a language's prefix:
 * 400) or that another page answers in one of the app's languages (409 'URL already exists'), with the page
 * written as `page` (its id, default URL and translations). Translated URLs live under their language's prefix,
 * so only the default URL can fall under one. The default language's URLs are the unique index's business too,
 * which stays the last word.
 */
export async function assertAddressesFree(tx: Tx, appId: string, page: PageAddresses): Promise<SiteLocales> {
  const locales = await lockedLocales(tx, appId);
  if (locales.others.length === 0) return locales;
  const problem = addressPrefixProblem(page.url, locales);
  if (problem) throw badRequest(problem);
  const rows = await tx
    .select({ id: pages.id, url: pages.url, locales: pages.locales })
    .from(pages)
    .where(eq(pages.appId, appId));
  if (addressClash([...rows.filter((row) => row.id !== page.id), page], locales)) throw conflict(M.urlExists);
  return locales;
}
