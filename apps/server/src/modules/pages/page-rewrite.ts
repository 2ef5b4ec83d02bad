import { expandPageContent, SERVER_MESSAGES, sameJson } from '@tessera/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { apps, pages } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { contentDefinitions, leanContent } from './content-definitions.ts';
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
 *
 * With `expand`, `rewrite` gets the content expanded with its current definitions (lean content, decision 0037:
 * a prefab refresh reads and writes full entries) and what it returns is leaned again before it is stored; a
 * result over `maxChars` as stored refuses the change (413). Without, it gets the stored (lean) content: removing
 * a breakpoint's values touches only the values pages hold, not their components' own.
 */
export async function rewritePages(
  tx: Tx,
  appId: string,
  filter: SQL,
  rewrite: (content: Record<string, unknown>, pageId: string) => Record<string, unknown>,
  options: { expand?: boolean; maxChars?: number } = {},
): Promise<PageRevisionChange[]> {
  const holders = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, appId), filter))
    .orderBy(asc(pages.id))
    .for('update');
  const changes: PageRevisionChange[] = [];
  const [app] = options.expand
    ? await tx.select({ orgId: apps.orgId }).from(apps).where(eq(apps.id, appId)).limit(1)
    : [];
  for (const { id } of holders) {
    const [page] = await tx
      .select({ content: pages.content, revision: pages.revision, templateId: pages.templateId })
      .from(pages)
      .where(eq(pages.id, id));
    if (!page) continue;
    const stored = storedContent(page.content);
    const content = app
      ? expandPageContent(stored, await contentDefinitions(tx, app.orgId, stored, page.templateId))
      : stored;
    const rewritten = rewrite(content, id);
    if (rewritten === content) continue;
    // Leaned with the definitions of what it holds now: a refresh may bring bricks of other components.
    const next = app ? await leanContent(tx, app.orgId, rewritten, page.templateId) : rewritten;
    // Expanded entries differ from the ones a refresh puts in by their definitions only: what is stored decides.
    if (app && sameJson(next, stored)) continue;
    if (options.maxChars !== undefined && JSON.stringify(next).length > options.maxChars) {
      throw new AppError(413, SERVER_MESSAGES.contentTooLarge);
    }
    const [row] = await tx
      .update(pages)
      .set({ content: next, revision: sql`${pages.revision} + 1`, updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning({ revision: pages.revision });
    changes.push({ id, previousRevision: page.revision, revision: row!.revision });
  }
  return changes;
}
