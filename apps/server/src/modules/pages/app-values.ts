import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pages, prefabs } from '../../db/schema.ts';
import type { DataTypes } from './content-entries.ts';
import { storedContent } from './page-content.ts';
import { type PageRevisionChange, rewritePages } from './page-rewrite.ts';

/**
 * The values an app's pages and prefabs hold under one key of their entries (`breakpoints`, `locales`), read or
 * rewritten across the app: what its breakpoint and language settings do when one is counted or goes.
 */

type Column = typeof pages.content | typeof prefabs.dataTypes | typeof prefabs.slots;

/**
 * Rows that may hold such values: somewhere in their JSON an object has the key. Only a filter (a row without
 * any is never read); the tree walk decides.
 */
const mayHold = (column: Column, key: string) =>
  sql`jsonb_path_exists(${column}, ${`lax $.**.${key}`}::jsonpath)`;

type Prefab = { dataTypes: DataTypes; slots: unknown };

/**
 * Rewrites the app's prefabs and pages that may hold `key`, in the caller's transaction: prefabs first, then
 * pages (the order every prefab change locks them in), each locked FOR UPDATE in id order and read one at a time
 * (a page may be megabytes). A page whose content changed gets its revision bumped, so an open editor reloads
 * instead of saving the old values back. Published versions are history and stay as they are.
 */
export async function rewriteAppValues(
  tx: Tx,
  appId: string,
  key: string,
  rewrite: {
    content: (content: Record<string, unknown>) => Record<string, unknown>;
    prefab: <P extends Prefab>(prefab: P) => P;
  },
): Promise<{ pages: PageRevisionChange[]; prefabs: string[] }> {
  const changedPrefabs: string[] = [];
  const prefabIds = await tx
    .select({ id: prefabs.id })
    .from(prefabs)
    .where(
      and(
        eq(prefabs.appId, appId),
        sql`(${mayHold(prefabs.dataTypes, key)} or ${mayHold(prefabs.slots, key)})`,
      ),
    )
    .orderBy(asc(prefabs.id))
    .for('update');
  for (const { id } of prefabIds) {
    const [row] = await tx
      .select({ dataTypes: prefabs.dataTypes, slots: prefabs.slots })
      .from(prefabs)
      .where(eq(prefabs.id, id));
    if (!row) continue;
    const next = rewrite.prefab(row);
    if (next === row) continue;
    await tx
      .update(prefabs)
      .set({ dataTypes: next.dataTypes, slots: next.slots, updatedAt: new Date() })
      .where(eq(prefabs.id, id));
    changedPrefabs.push(id);
  }
  const changedPages = await rewritePages(tx, appId, mayHold(pages.content, key), rewrite.content);
  return { pages: changedPages, prefabs: changedPrefabs };
}

/** Calls `visit` with the stored content of every page and the parts of every prefab that may hold `key`. */
export async function eachAppValues(
  db: Db,
  appId: string,
  key: string,
  visit: { content: (content: Record<string, unknown>) => void; prefab: (prefab: Prefab) => void },
): Promise<void> {
  const pageIds = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, appId), mayHold(pages.content, key)));
  for (const { id } of pageIds) {
    const [page] = await db.select({ content: pages.content }).from(pages).where(eq(pages.id, id));
    if (page) visit.content(storedContent(page.content));
  }
  const prefabRows = await db
    .select({ dataTypes: prefabs.dataTypes, slots: prefabs.slots })
    .from(prefabs)
    .where(
      and(
        eq(prefabs.appId, appId),
        sql`(${mayHold(prefabs.dataTypes, key)} or ${mayHold(prefabs.slots, key)})`,
      ),
    );
  for (const row of prefabRows) visit.prefab(row);
}
