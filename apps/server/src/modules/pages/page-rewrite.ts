import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { storedContent } from './page-content.ts';

/** A page rewritten by a change made elsewhere (a prefab, the app's breakpoints): its revision before and after. */
export interface PageRevisionChange {
  id: string;
  previousRevision: number;
  revision: number;
}

/**
 * Rewrites the app's pages matching `filter` with `rewrite`, inside the caller's transaction: the pages are locked
 * FOR UPDATE in id order (so two rewrites never deadlock) and read one at a time (a page may be megabytes). A page
 * whose content `rewrite` returns unchanged (the same object) is left as it is, revision included; a changed one
 * is stored with its revision bumped, so an open editor reloads rather than saving over the change. `rewrite` may
 * throw to refuse the whole change: the caller's transaction rolls back.
 */
export async function rewritePages(
  tx: Tx,
  appId: string,
  filter: SQL,
  rewrite: (content: Record<string, unknown>, pageId: string) => Record<string, unknown>,
): Promise<PageRevisionChange[]> {
  const holders = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, appId), filter))
    .orderBy(asc(pages.id))
    .for('update');
  const changes: PageRevisionChange[] = [];
  for (const { id } of holders) {
    const [page] = await tx
      .select({ content: pages.content, revision: pages.revision })
      .from(pages)
      .where(eq(pages.id, id));
    if (!page) continue;
    const content = storedContent(page.content);
    const next = rewrite(content, id);
    if (next === content) continue;
    const [row] = await tx
      .update(pages)
      .set({ content: next, revision: sql`${pages.revision} + 1`, updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning({ revision: pages.revision });
    changes.push({ id, previousRevision: page.revision, revision: row!.revision });
  }
  return changes;
}
