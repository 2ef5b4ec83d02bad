import type { PublishedForm } from '@tessera/shared';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.ts';
import { apps, pages } from './schema.ts';

/**
 * Published versions of pages (issue 10, docs/decisions/0021): immutable snapshots. Each holds the page's content
 * and settings as published, the exact compiled code of the template and components it uses, and the rendered
 * HTML document visitors get. `number` counts a page's publishes from 1. A rollback points pages.live_version_id
 * at an older row; rows are never updated.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    // The page's revision when published: the page has unpublished changes while its revision differs.
    pageRevision: integer('page_revision').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    // [{ id, compiledCode }] of the template and every component the content places.
    modules: jsonb('modules').$type<Array<{ id: string; compiledCode: string }>>().notNull(),
    // The whole HTML document, and its strong ETag (a hash of it).
    html: text('html').notNull(),
    etag: text('etag').notNull(),
    // Components that drew nothing (LiveRenderError[]), for the publisher.
    renderErrors: jsonb('render_errors').$type<unknown[]>().notNull(),
    // The forms this version accepts (PublishedForm[], issue 24): what the live endpoint validates against.
    forms: jsonb('forms').$type<PublishedForm[]>().notNull().default([]),
    // The app's default language when published (issue 26): the language of html; the others are in
    // page_version_locales. Null for versions published before languages.
    locale: text('locale'),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('page_versions_page_number_unique').on(t.pageId, t.number),
    index('page_versions_app_idx').on(t.appId),
  ],
);

/**
 * A published version's document in one of the app's other languages (issue 26, docs/decisions/0043): the page's
 * settings as translated then and the HTML visitors of `/{prefix}{url}` get. Published and rolled back with its
 * version (a rollback serves every language of the older version).
 */
export const pageVersionLocales = pgTable(
  'page_version_locales',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => pageVersions.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    // The page's URL in this language, without the language's prefix.
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    html: text('html').notNull(),
    etag: text('etag').notNull(),
    // The forms as this language's document posts them: its thank-you page's address and default messages
    // are the language's (issue 26); the fields and their rules are the default document's.
    forms: jsonb('forms').$type<PublishedForm[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.locale] }),
    index('page_version_locales_address_idx').on(t.appId, t.locale, t.url),
  ],
);

export type PageVersionRow = typeof pageVersions.$inferSelect;
