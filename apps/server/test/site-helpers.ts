import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { siteSettings } from '../src/db/site-schema.ts';

export const SITE_SETTINGS = `query($appId: ID!) { siteSettings(appId: $appId) {
  appId siteName updatedAt favicon { id url } socialImage { id url } headerPrefab { id name } footerPrefab { id name } } }`;

export const UPDATE_SITE_SETTINGS = `mutation($appId: ID!, $settings: SiteSettingsInput!) {
  updateSiteSettings(appId: $appId, settings: $settings) {
    appId siteName updatedAt favicon { id url } socialImage { id url } headerPrefab { id name } footerPrefab { id name } } }`;

/** Settings input with nothing chosen, and `siteName`. */
export function siteInput(values: Partial<Record<string, string | null>> = {}) {
  return {
    siteName: 'Bakery',
    faviconMediaId: null,
    socialImageMediaId: null,
    headerPrefabId: null,
    footerPrefabId: null,
    ...values,
  };
}

/** The stored row (null when the app never saved its settings). */
export async function storedSiteSettings(db: Db, appId: string) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.appId, appId));
  return row ?? null;
}
