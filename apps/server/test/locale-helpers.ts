import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { apps } from '../src/db/schema.ts';

/** Queries of app languages (issue 26), shared by their own, the role and the isolation tests. */

export const APP_LOCALES = `query ($id: ID!) { app(id: $id) { id locales { default others } } }`;
export const TRANSLATION_COUNTS = `query ($appId: ID!) { appTranslationCounts(appId: $appId) { locale count } }`;
export const UPDATE_APP_LOCALES = `mutation ($appId: ID!, $locales: SiteLocalesInput!) {
  updateAppLocales(appId: $appId, locales: $locales) { id locales { default others } } }`;

/** The stored column (null while the app never chose its languages). */
export async function storedLocales(db: Db, appId: string): Promise<unknown> {
  const [row] = await db.select({ locales: apps.locales }).from(apps).where(eq(apps.id, appId));
  return row?.locales ?? null;
}

/** An app with a second language: what tests of pages' settings per language start from. */
export const FIXTURE_LOCALES = { default: 'en-US', others: ['pt-BR'] };

export const UPDATE_PAGE_TRANSLATION = `mutation ($pageId: ID!, $locale: String!, $translation: PageTranslationInput!) {
  updatePageTranslation(pageId: $pageId, locale: $locale, translation: $translation) {
    id revision translations { locale url title description tags liveUrl } } }`;
export const PAGE_TRANSLATIONS = `query ($id: ID!) {
  page(id: $id) { id url translations { locale url title description tags liveUrl } } }`;
