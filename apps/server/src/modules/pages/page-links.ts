import { pageLinksOf } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

type Content = { template?: unknown; slots?: unknown };

/**
 * What is wrong with the content's links to pages (issue 22), naming the brick; null when nothing is. Every
 * page link must name a page of the page's own app (`appPageIds`). A link already in the stored content
 * (`before`) is kept even when its page has been deleted since: it renders as plain text when published, and
 * editing anything else on the page must not fail because of it.
 */
export function pageLinkProblem(
  content: Content,
  appPageIds: ReadonlySet<string>,
  before: Content | null,
): string | null {
  const kept = new Set(before ? pageLinksOf(before).map((link) => link.pageId) : []);
  for (const link of pageLinksOf(content)) {
    if (appPageIds.has(link.pageId) || kept.has(link.pageId)) continue;
    const where = link.brickId === null ? 'the template settings' : `brick ${link.brickId}`;
    return `${where} links to a page that is not a page of this app (property ${link.property})`;
  }
  return null;
}

/** pageLinkProblem against the app's pages as they are in `tx`; 400 naming the brick. */
export async function checkPageLinks(
  tx: Db | Tx,
  appId: string,
  content: Content,
  before: Content | null,
): Promise<void> {
  if (pageLinksOf(content).length === 0) return;
  const rows = await tx.select({ id: pages.id }).from(pages).where(eq(pages.appId, appId));
  const problem = pageLinkProblem(content, new Set(rows.map((row) => row.id)), before);
  if (problem) throw badRequest(problem);
}
