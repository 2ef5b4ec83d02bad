import { SERVER_MESSAGES } from '@tessera/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PageVersionRow, pageVersions } from '../../db/live-schema.ts';
import { pages, type UserRow } from '../../db/schema.ts';
import { isId } from '../../lib/ids.ts';
import { authorizeAppEntity } from '../apps/policy.ts';
import { contentForFullClients } from '../pages/content-definitions.ts';
import { storedContent } from '../pages/page-content.ts';

/** A version's summary columns (everything the API shows of a version, without its heavy parts). */
export const VERSION_SUMMARY = {
  id: pageVersions.id,
  pageId: pageVersions.pageId,
  appId: pageVersions.appId,
  number: pageVersions.number,
  pageRevision: pageVersions.pageRevision,
  url: pageVersions.url,
  name: pageVersions.name,
  title: pageVersions.title,
  description: pageVersions.description,
  tags: pageVersions.tags,
  locale: pageVersions.locale,
  etag: pageVersions.etag,
  renderErrors: pageVersions.renderErrors,
  publishedBy: pageVersions.publishedBy,
  publishedAt: pageVersions.publishedAt,
};

/** A version as the API shows it, before isLive is known. */
type Summary = Omit<PageVersionRow, 'content' | 'modules' | 'html' | 'forms'>;

/**
 * Reads of published versions for the Versions dialog (issue 21, decision 0025): one version with the content
 * it published (page.read on its page: viewers may preview, compare and restore from it), and the newest
 * version of pages already authorized (Page.latestVersion, which says when the live version is an older one).
 */
export function createVersionReads(db: Db) {
  return {
    /**
     * page.read: a version and its content as published. 404 'version not found' for an id that is not one,
     * names no version, or names a version of a page the viewer cannot see (one answer for all three).
     */
    async versionContent(
      viewer: UserRow,
      id: unknown,
    ): Promise<{
      version: Summary & { isLive: boolean };
      content: unknown;
      /** The content with its current definitions (PageVersionContent.content(shape: EXPANDED)), when asked. */
      expanded: () => Promise<unknown>;
    }> {
      const { row, access } = await authorizeAppEntity(
        db,
        viewer.id,
        id,
        async (versionId) =>
          (
            await db
              .select({
                ...VERSION_SUMMARY,
                content: pageVersions.content,
                liveId: pages.liveVersionId,
                templateId: pages.templateId,
              })
              .from(pageVersions)
              .innerJoin(pages, eq(pages.id, pageVersions.pageId))
              .where(eq(pageVersions.id, versionId))
              .limit(1)
          )[0],
        'page.read',
        SERVER_MESSAGES.versionNotFound,
      );
      const { content: raw, liveId, templateId, ...version } = row;
      const content = storedContent(raw);
      return {
        version: { ...version, isLive: version.id === liveId },
        content,
        expanded: () => contentForFullClients(db, access.app.orgId, content, templateId),
      };
    },

    /** The newest version of each page, by page id; pages never published are absent. */
    async latestByPages(pageIds: string[]): Promise<Map<string, Summary>> {
      const valid = pageIds.filter(isId);
      if (valid.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([pageVersions.pageId], VERSION_SUMMARY)
        .from(pageVersions)
        .where(inArray(pageVersions.pageId, valid))
        .orderBy(pageVersions.pageId, desc(pageVersions.number));
      return new Map(rows.map((row) => [row.pageId, row]));
    },
  };
}
