import { randomUUID } from 'node:crypto';
import {
  MAX_PAGE_SIZES,
  newPageInputSchema,
  PAGE_SIZES,
  type PageContent,
  type Permission,
  pageUrlSchema,
  SERVER_MESSAGES,
  updatePageInputSchema,
} from '@tessera/shared';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PageRow, pages, type TemplateRow, templates, type UserRow } from '../../db/schema.ts';
import {
  badRequest,
  conflict,
  isForeignKeyViolation,
  notFound,
  parseInput,
  rawField,
  uniqueConflict,
} from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, keysetAfter, pageOf, pageRequest } from '../../lib/pagination.ts';
import { searchPattern } from '../../lib/search.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppView, appView } from '../apps/app-service.ts';
import { type AppAccess, authorizeApp, authorizeAppEntity, authorizeCurrentOrgApp } from '../apps/policy.ts';
import type { AccessWatcher } from '../collab/watcher.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { checkedPlacements } from '../prefabs/placements.ts';
import { contentForFullClients, leanContent } from './content-definitions.ts';
import { assertAddressesFree } from './page-addresses.ts';
import { checkedPageContent, storedContent } from './page-content.ts';
import { checkPageLinks } from './page-links.ts';

/** What updatePage needs of co-editing: people editing the page keep what they typed (collab/server.ts). */
export interface ContentMerger extends AccessWatcher {
  mergeContent(
    pageId: string,
    change: { prev: PageContent; next: PageContent; revision: number },
  ): Promise<void>;
  /** Tells the page's open editors its settings changed (they read them again). */
  news(pageIds: readonly string[], what: 'settings'): Promise<void>;
}

/** A page as one viewer sees it: the row (content upgraded to the current version) and its app as they see it. */
export interface PageView extends PageRow {
  app: AppView;
}

const SETTINGS = ['name', 'url', 'title', 'description', 'tags', 'showSiteHeader', 'showSiteFooter'] as const;

export function pageView(row: PageRow, app: AppView): PageView {
  return { ...row, content: storedContent(row.content), app };
}

const urlConflict = uniqueConflict('pages_app_url_unique', SERVER_MESSAGES.urlExists);

/** updatePage's expectedRevision; absent or null is the editor's 'overwrite': no check. */
function expectedRevisionOf(input: unknown): number | undefined {
  const value = rawField(input, 'expectedRevision');
  if (value === undefined || value === null) return undefined;
  // Revisions start at 1: anything below could never match, and is a client bug rather than a conflict.
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badRequest('expectedRevision must be a positive integer');
  }
  return value;
}

/**
 * The page and the user's standing on its app; 404 'page not found' for a page they cannot see, 403 'required
 * role' as authorizeApp (pages, publishing).
 */
export async function authorizePageOf(
  db: Db,
  userId: string,
  id: unknown,
  permissions: Permission | readonly Permission[],
): Promise<{ page: PageRow; access: AppAccess }> {
  const load = async (pageId: string) =>
    (await db.select().from(pages).where(eq(pages.id, pageId)).limit(1))[0];
  const { row, access } = await authorizeAppEntity(
    db,
    userId,
    id,
    load,
    permissions,
    SERVER_MESSAGES.pageNotFound,
  );
  return { page: row, access };
}

export function createPageService(deps: { db: Db; collab?: ContentMerger }) {
  const { db } = deps;

  const authorizePage = (userId: string, id: unknown, permissions: Permission | readonly Permission[]) =>
    authorizePageOf(db, userId, id, permissions);

  async function templateOf(orgId: string, templateId: unknown): Promise<TemplateRow> {
    if (!isId(templateId)) throw notFound(SERVER_MESSAGES.templateNotFound);
    const [template] = await db
      .select()
      .from(templates)
      .where(and(eq(templates.id, templateId), eq(templates.orgId, orgId)))
      .limit(1);
    if (!template) throw notFound(SERVER_MESSAGES.templateNotFound);
    return template;
  }

  return {
    /** A page's content (read already) with the current definitions of its components and template. */
    expandedContent(page: PageView): Promise<Record<string, unknown>> {
      return contentForFullClients(db, page.app.orgId, page.content, page.templateId);
    },

    /** A page of an app of the current organization the viewer may see; 404 'page not found' otherwise. */
    async get(viewer: UserRow, id: unknown): Promise<PageView> {
      const { page, access } = await authorizePage(viewer.id, id, 'page.read');
      if (access.app.orgId !== viewer.currentOrgId) throw notFound(SERVER_MESSAGES.pageNotFound);
      return pageView(page, appView(access));
    },

    /**
     * The app's pages by (url, id) in byte order, so the root '/' comes first and a cursor never skips or
     * repeats a page. `search` matches name, URL or title, in any case.
     */
    async list(
      viewer: UserRow,
      args: { appId?: unknown; first?: unknown; after?: unknown; search?: unknown },
    ): Promise<Connection<PageView>> {
      const paging = pageRequest(args, PAGE_SIZES.pages, MAX_PAGE_SIZES.pages);
      const pattern = searchPattern(args.search);
      const access = await authorizeCurrentOrgApp(db, viewer, args.appId, 'page.read');
      const app = appView(access);
      const sortKey = sql<string>`${pages.url} collate "C"`;
      const rows = await db
        .select()
        .from(pages)
        .where(
          and(
            eq(pages.appId, app.id),
            pattern
              ? or(ilike(pages.name, pattern), ilike(pages.url, pattern), ilike(pages.title, pattern))
              : undefined,
            keysetAfter(sortKey, pages.id, paging.cursor, 'C'),
          ),
        )
        .orderBy(sortKey, asc(pages.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.url, row.id],
        (row) => pageView(row, app),
      );
    },

    /** Whether the app has a page at `url`, normalised as createPage normalises it. */
    async exists(viewer: UserRow, appId: unknown, url: unknown): Promise<boolean> {
      const access = await authorizeCurrentOrgApp(db, viewer, appId, 'page.read');
      const parsed = pageUrlSchema.safeParse(url);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'url is invalid');
      const [row] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.appId, access.app.id), eq(pages.url, parsed.data)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * page.create on the app. The template must be one of the app's organization; content, when absent, is the
     * template's empty content (its id and one empty list per slot). Placed prefabs in it are checked like
     * updatePage's. The URL is unique in the app: the unique index decides, so of two concurrent creates exactly
     * one wins and the other gets 409 'URL already exists'.
     */
    async create(actor: UserRow, input: unknown): Promise<PageView> {
      const access = await authorizeApp(
        db,
        actor.id,
        rawField(input, 'appId'),
        OPERATION_PERMISSIONS.createPage,
      );
      const data = parseInput(newPageInputSchema, input);
      const template = await templateOf(access.app.orgId, data.templateId);
      const content = await checkedPageContent(db, access.app, data.content, template);
      const app = appView(access);
      try {
        return await db.transaction(async (tx) => {
          const id = randomUUID();
          await assertAddressesFree(tx, app.id, { id, url: data.url, locales: {} });
          await checkPageLinks(tx, app.id, content, null);
          const [page] = await tx
            .insert(pages)
            .values({
              id,
              appId: app.id,
              templateId: template.id,
              name: data.name,
              url: data.url,
              title: data.title,
              description: data.description,
              tags: data.tags,
              content: await leanContent(
                tx,
                app.orgId,
                await checkedPlacements(tx, app.id, template.id, content),
                template,
              ),
            })
            .returning();
          await recordActivity(tx, {
            ...appScope(app),
            actorId: actor.id,
            action: 'page.create',
            entityType: 'page',
            entityId: page!.id,
            entityName: page!.name,
            details: { url: page!.url, appName: app.name, templateId: template.id },
          });
          return pageView(page!, app);
        });
      } catch (error) {
        // The app or the template deleted between the checks and the insert.
        if (isForeignKeyViolation(error, 'pages_template_id_templates_id_fk')) {
          throw notFound(SERVER_MESSAGES.templateNotFound);
        }
        if (isForeignKeyViolation(error)) throw notFound(SERVER_MESSAGES.appNotFound);
        throw urlConflict(error);
      }
    },

    /**
     * page.editSettings, and page.editContent when content is sent (absent content is left unchanged). Content
     * is checked against the page's template like on creation; the URL stays unique in the app (409).
     *
     * Every update adds one to the revision. With expectedRevision, a page saved by someone else since the client
     * loaded it is refused with 409 'the page was changed elsewhere…' and nothing is written; the check is part
     * of the UPDATE's WHERE, so of two saves that both expected revision N exactly one wins.
     *
     * Placed prefabs in the content are checked against their prefabs inside the transaction (checkedPlacements:
     * 400 for a copy of another app's prefab, of another component or template; a copy of a deleted prefab is
     * saved plain). Order of refusals: 404/403, 400 (settings, content, placed prefabs) and 413, then 409.
     */
    async update(actor: UserRow, id: unknown, input: unknown): Promise<PageView> {
      const rawContent = rawField(input, 'content');
      const withContent = rawContent !== undefined && rawContent !== null;
      const { page: before, access } = await authorizePage(
        actor.id,
        id,
        withContent
          ? [OPERATION_PERMISSIONS.updatePage, 'page.editContent']
          : OPERATION_PERMISSIONS.updatePage,
      );
      const data = parseInput(updatePageInputSchema, input);
      const expectedRevision = expectedRevisionOf(input);
      const content = withContent
        ? await checkedPageContent(
            db,
            access.app,
            data.content,
            await templateOf(access.app.orgId, before.templateId),
            before.content,
          )
        : null;
      const app = appView(access);
      let view: PageView;
      try {
        view = await db.transaction(async (tx) => {
          const placed = content
            ? await leanContent(
                tx,
                app.orgId,
                await checkedPlacements(tx, app.id, before.templateId, content),
                before.templateId,
              )
            : null;
          if (content) await checkPageLinks(tx, app.id, content, before.content as Record<string, unknown>);
          if (data.url !== before.url)
            await assertAddressesFree(tx, app.id, { id: before.id, url: data.url });
          // Already stale when read: refused without a write. Passing here also makes `before` the very version the
          // UPDATE replaces, so the activity's list of changes is exact.
          if (expectedRevision !== undefined && expectedRevision !== before.revision) {
            throw conflict(SERVER_MESSAGES.pageChanged);
          }
          const [page] = await tx
            .update(pages)
            .set({
              name: data.name,
              url: data.url,
              title: data.title,
              description: data.description,
              tags: data.tags,
              ...(data.showSiteHeader === undefined ? {} : { showSiteHeader: data.showSiteHeader }),
              ...(data.showSiteFooter === undefined ? {} : { showSiteFooter: data.showSiteFooter }),
              ...(placed ? { content: placed } : {}),
              revision: sql`${pages.revision} + 1`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(pages.id, before.id),
                expectedRevision === undefined ? undefined : eq(pages.revision, expectedRevision),
              ),
            )
            .returning();
          if (!page) {
            // No row: deleted meanwhile, or (with expectedRevision) saved by someone else since `before` was read.
            const [still] =
              expectedRevision === undefined
                ? []
                : await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, before.id)).limit(1);
            throw still ? conflict(SERVER_MESSAGES.pageChanged) : notFound(SERVER_MESSAGES.pageNotFound);
          }
          const changed: string[] = SETTINGS.filter(
            (key) => JSON.stringify(before[key]) !== JSON.stringify(page[key]),
          );
          if (placed && JSON.stringify(before.content) !== JSON.stringify(page.content))
            changed.push('content');
          await recordActivity(tx, {
            ...appScope(app),
            actorId: actor.id,
            action: 'page.update',
            entityType: 'page',
            entityId: page.id,
            entityName: page.name,
            details: {
              url: page.url,
              changed,
              ...(before.name !== page.name ? { previousName: before.name } : {}),
              ...(before.url !== page.url ? { previousUrl: before.url } : {}),
            },
          });
          return pageView(page, app);
        });
      } catch (error) {
        throw urlConflict(error);
      }
      // People editing the page now: what this save changed is merged into their document, not lost under it.
      if (content) {
        await deps.collab?.mergeContent(view.id, {
          prev: storedContent(before.content) as PageContent,
          next: view.content as PageContent,
          revision: view.revision,
        });
      }
      if (SETTINGS.some((key) => JSON.stringify(before[key]) !== JSON.stringify(view[key])))
        await deps.collab?.news([view.id], 'settings');
      return view;
    },

    /** page.delete. */
    async remove(actor: UserRow, id: unknown): Promise<string> {
      const { page, access } = await authorizePage(actor.id, id, OPERATION_PERMISSIONS.deletePage);
      const deletedId = await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(pages).where(eq(pages.id, page.id)).returning({ id: pages.id });
        if (!deleted) throw notFound(SERVER_MESSAGES.pageNotFound);
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'page.delete',
          entityType: 'page',
          entityId: page.id,
          entityName: page.name,
          details: { url: page.url, appName: access.app.name },
        });
        return page.id;
      });
      await deps.collab?.revoke({ pageId: deletedId });
      return deletedId;
    },

    /** Templates by id, for Page.template (a page's template is of its app's organization). */
    async templatesByIds(ids: string[]): Promise<Map<string, TemplateRow>> {
      const valid = ids.filter(isId);
      if (valid.length === 0) return new Map();
      const rows = await db.select().from(templates).where(inArray(templates.id, valid));
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}

export type PageService = ReturnType<typeof createPageService>;
