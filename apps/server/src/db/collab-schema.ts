// What a page's shared document needs to resume after a restart (issue 25): its Yjs state, beside the page.
import { bigserial, customType, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { pages } from './schema.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays, which Yjs reads as they are.
  fromDriver: (value) => value,
  toDriver: (value) => value,
});

/**
 * One row per page once its shared document was stored. Its own table, not columns of pages: every read of a page
 * (lists, publishing) selects the whole row, and the state can be as big as the content. `revision` is the page's
 * revision the state was stored with: when the page's is another, something else (updatePage while nobody had the
 * document open, a prefab or breakpoint change) wrote its content since, and the loader merges that in.
 */
export const pageCollabStates = pgTable('page_collab_states', {
  pageId: uuid('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  revision: integer('revision').notNull(),
  ...timestamps,
});

export type PageCollabStateRow = typeof pageCollabStates.$inferSelect;

/**
 * What a page's document took since its state was last written whole, one row per store, in order (`id`): a store
 * about every second appends the few hundred bytes it changed instead of writing the whole state again (200 kB
 * on 1 000 bricks, 150 ms in PGlite). The state and these rows together are the document; a store writes the
 * state whole again (and deletes these) every so many rows (docs/decisions/0038).
 */
export const pageCollabUpdates = pgTable(
  'page_collab_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('page_collab_updates_page_idx').on(table.pageId, table.id)],
);
