// An app's site settings (issue 21, docs/decisions/0026): read with the app, written by updateSiteSettings.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { apps, media, prefabs, users } from './schema.ts';

/**
 * One row per app that has saved its site settings (an app without one has the defaults: the app's name, no
 * favicon, social image, header or footer). The media and prefab references clear themselves when what they
 * name is deleted: a page published later simply goes without it.
 */
export const siteSettings = pgTable('site_settings', {
  appId: uuid('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  // Trimmed; empty: the app's name is the site's name.
  siteName: text('site_name').notNull().default(''),
  faviconMediaId: uuid('favicon_media_id').references(() => media.id, { onDelete: 'set null' }),
  socialImageMediaId: uuid('social_image_media_id').references(() => media.id, { onDelete: 'set null' }),
  // Component prefabs of the app, drawn above and below the template of every page that does not opt out.
  headerPrefabId: uuid('header_prefab_id').references(() => prefabs.id, { onDelete: 'set null' }),
  footerPrefabId: uuid('footer_prefab_id').references(() => prefabs.id, { onDelete: 'set null' }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
