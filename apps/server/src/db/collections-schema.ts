// Content collections (issue 27, docs/decisions/0046): an app's collections with their fields, their items (draft
// and live values), and one sort key per item and sortable field for the items table.
import type { CollectionField, CollectionValues } from '@tessera/shared';
import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
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
import { timestamps } from './columns.ts';
import { apps, users } from './schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A collection of an app: its name (unique in the app, any case), its fields in order, its items' counts. */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<CollectionField[]>().notNull(),
    revision: integer('revision').notNull().default(1),
    // Its items by status, changed in the transaction of every item write that moves one (item-counts.ts): the
    // items table's totalCount without a search and the collection's counts, never a count(*) of its items.
    draftCount: integer('draft_count').notNull().default(0),
    publishedCount: integer('published_count').notNull().default(0),
    changedCount: integer('changed_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('collections_app_name_unique').on(t.appId, sql`lower(${t.name})`)],
);

/**
 * An item: the draft's values (what editors edit) and the live ones (null while a draft), keyed by field id; the
 * draft's and the live slug as columns (unique among the collection's drafts; the service also keeps a draft slug
 * off other items' live ones); the searched text with its tsvector for the items table's search.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<CollectionValues>().notNull(),
    publishedValues: jsonb('published_values').$type<CollectionValues>(),
    slug: text('slug'),
    publishedSlug: text('published_slug'),
    // draft, published or changed (ITEM_STATUSES).
    status: text('status').notNull().default('draft'),
    revision: integer('revision').notNull().default(1),
    // The draft's searched texts, accents removed and lower-cased (item-keys.ts searchTextOf).
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('collection_items_created_idx').on(t.collectionId, t.createdAt.desc(), t.id.desc()),
    index('collection_items_updated_idx').on(t.collectionId, t.updatedAt.desc(), t.id.desc()),
    // The items table filtered by status, newest first: an index scan without planner statistics (PGlite has none).
    index('collection_items_status_idx').on(t.collectionId, t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('collection_items_slug_unique').on(t.collectionId, t.slug),
    // A live slug is one item's: unique among live slugs (the service also keeps it off other items' drafts).
    uniqueIndex('collection_items_published_slug_unique')
      .on(t.collectionId, t.publishedSlug)
      .where(sql`${t.publishedSlug} is not null`),
    index('collection_items_search_idx').using('gin', t.search),
  ],
);

/**
 * One sort key per item and sortable field (item-keys.ts sortKeysOf): text fields a lower-cased text_key,
 * numbers, yes/no and options a num_key; both always set (an empty value sorts last ascending), so a sorted page
 * is a scan of the index.
 */
export const collectionItemKeys = pgTable(
  'collection_item_keys',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => collectionItems.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').notNull(),
    fieldId: text('field_id').notNull(),
    textKey: text('text_key'),
    numKey: doublePrecision('num_key'),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.fieldId] }),
    index('collection_item_keys_sort_idx').on(t.collectionId, t.fieldId, t.numKey, t.textKey, t.itemId),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionItemRow = typeof collectionItems.$inferSelect;
