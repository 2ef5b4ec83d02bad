import { createHash, randomUUID } from 'node:crypto';
import { type Permission, SERVER_MESSAGES } from '@tessera/shared';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type PageVersionRow, pageVersionLocales, pageVersions } from '../../db/live-schema.ts';
import { type PageRow, pages, type UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, pageOf, pageRequest } from '../../lib/pagination.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { authorizeApp } from '../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { authorizePageOf } from '../pages/page-service.ts';
import type { LiveUrl } from './live-url.ts';
import { appSiteOf, createPageRenderer, type LiveRenderer, type RenderedPage } from './render-page.ts';
import { createVersionReads, VERSION_SUMMARY } from './version-reads.ts';

/** A version as the API shows it: no content, code or HTML (those stay on the server). */
export type PageVersionView = Omit<PageVersionRow, 'content' | 'modules' | 'html' | 'forms'> & {
  isLive: boolean;
};

/** A document's strong ETag: a hash of it. */
const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** Columns of a version without its heavy parts. */
const SUMMARY = VERSION_SUMMARY;

const VERSION_PAGE_SIZE = 20;
const MAX_VERSION_PAGE_SIZE = 100;

/**
 * Publishing (issue 10, docs/decisions/0021). A publish renders the page as saved, with the current code of its
 * template and components, into a new immutable version, and points the page's live_version_id at it; a rollback
 * points it at an older version. Both need page.publish; both are recorded in the activity feed. `onLiveChange`
 * is told the app whose live pages changed, after the commit (the live sites' cache).
 */
export function createPublishService(deps: {
  db: Db;
  renderer: LiveRenderer;
  liveUrl: LiveUrl;
  onLiveChange: (appId: string) => void;
  /** Co-editing: tell open editors of pages what changed outside their document (collab news). */
  news?: (pageIds: readonly string[], what: 'live') => Promise<void>;
}) {
  const { db, renderer, liveUrl, onLiveChange } = deps;
  /** Open editors of these pages read their live version again (co-editing, issue 25). */
  const announce = (pageIds: string[]) => deps.news?.(pageIds, 'live');

  const authorizePage = (userId: string, id: unknown, permission: Permission) =>
    authorizePageOf(db, userId, id, permission);

  const render = createPageRenderer({ db, renderer, liveUrl });

  /** Stores a rendered version of `page` and makes it live, inside `tx`; the page row is locked first. */
  async function store(
    tx: Tx,
    actor: UserRow,
    page: PageRow,
    rendered: RenderedPage,
  ): Promise<PageVersionRow> {
    const [locked] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, page.id)).for('update');
    if (!locked) throw notFound(SERVER_MESSAGES.pageNotFound);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${pageVersions.number}), 0)::int` })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page.id));
    const [version] = await tx
      .insert(pageVersions)
      .values({
        id: randomUUID(),
        pageId: page.id,
        appId: page.appId,
        number: Number(last?.number ?? 0) + 1,
        pageRevision: page.revision,
        url: page.url,
        name: page.name,
        title: page.title,
        description: page.description,
        tags: page.tags,
        content: rendered.content,
        modules: rendered.modules,
        html: rendered.html,
        etag: etagOf(rendered.html),
        renderErrors: rendered.errors,
        forms: rendered.forms,
        locale: rendered.locale,
        publishedBy: actor.id,
      })
      .returning();
    if (rendered.languages.length > 0)
      await tx.insert(pageVersionLocales).values(
        rendered.languages.map((language) => ({
          versionId: version!.id,
          appId: page.appId,
          ...language,
          etag: etagOf(language.html),
        })),
      );
    await tx.update(pages).set({ liveVersionId: version!.id }).where(eq(pages.id, page.id));
    return version!;
  }

  function view(row: Omit<PageVersionRow, 'content' | 'modules' | 'html' | 'forms'>, liveId: string | null) {
    const { content: _c, modules: _m, html: _h, forms: _f, ...summary } = row as PageVersionRow;
    return { ...summary, isLive: row.id === liveId } satisfies PageVersionView;
  }

  return {
    ...createVersionReads(db),

    /** page.publish: a new version of the page as saved, made live. */
    async publishPage(actor: UserRow, id: unknown, lang: string): Promise<PageVersionView> {
      const { page, access } = await authorizePage(actor.id, id, OPERATION_PERMISSIONS.publishPage);
      const rendered = await render(page, access, lang, await appSiteOf(db, access.app));
      const version = await db.transaction(async (tx) => {
        const row = await store(tx, actor, page, rendered);
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'page.publish',
          entityType: 'page',
          entityId: page.id,
          entityName: page.name,
          details: { url: page.url, number: row.number, errors: rendered.errors.length },
        });
        return row;
      });
      onLiveChange(access.app.id);
      await announce([page.id]);
      return view(version, version.id);
    },

    /** page.publish on the app: every page published in one transaction (all or none), in URL order. */
    async publishApp(actor: UserRow, appId: unknown, lang: string): Promise<PageVersionView[]> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.publishApp);
      const rows = await db
        .select()
        .from(pages)
        .where(eq(pages.appId, access.app.id))
        .orderBy(sql`${pages.url} collate "C"`, asc(pages.id));
      const site = await appSiteOf(db, access.app);
      const rendered: Array<{ page: PageRow; output: RenderedPage }> = [];
      for (const page of rows) rendered.push({ page, output: await render(page, access, lang, site) });
      const versions = await db.transaction(async (tx) => {
        const stored: PageVersionRow[] = [];
        for (const { page, output } of rendered) stored.push(await store(tx, actor, page, output));
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'app.publish',
          entityType: 'app',
          entityId: access.app.id,
          entityName: access.app.name,
          details: { pages: stored.length },
        });
        return stored;
      });
      onLiveChange(access.app.id);
      await announce(rows.map((page) => page.id));
      return versions.map((version) => view(version, version.id));
    },

    /** page.publish: an earlier version of the page made live again (no new version). */
    async rollbackPage(actor: UserRow, id: unknown, versionId: unknown): Promise<PageVersionView> {
      const { page, access } = await authorizePage(actor.id, id, OPERATION_PERMISSIONS.rollbackPage);
      if (!isId(versionId)) throw notFound(SERVER_MESSAGES.versionNotFound);
      const version = await db.transaction(async (tx) => {
        const [row] = await tx
          .select(SUMMARY)
          .from(pageVersions)
          .where(and(eq(pageVersions.id, versionId), eq(pageVersions.pageId, page.id)))
          .limit(1);
        if (!row) throw notFound(SERVER_MESSAGES.versionNotFound);
        const [updated] = await tx
          .update(pages)
          .set({ liveVersionId: row.id })
          .where(eq(pages.id, page.id))
          .returning({ id: pages.id });
        if (!updated) throw notFound(SERVER_MESSAGES.pageNotFound);
        await recordActivity(tx, {
          ...appScope(access.app),
          actorId: actor.id,
          action: 'page.rollback',
          entityType: 'page',
          entityId: page.id,
          entityName: page.name,
          details: { url: page.url, number: row.number },
        });
        return row;
      });
      onLiveChange(access.app.id);
      await announce([page.id]);
      return { ...version, isLive: true };
    },

    /** page.read: the page's versions, newest first. */
    async versions(
      viewer: UserRow,
      args: { pageId?: unknown; first?: unknown; after?: unknown },
    ): Promise<Connection<PageVersionView>> {
      // The key is a version number: pageRequest refuses a cursor of another list, or a number no integer holds.
      const paging = pageRequest(args, VERSION_PAGE_SIZE, MAX_VERSION_PAGE_SIZE, 'integer');
      const { page } = await authorizePage(viewer.id, args.pageId, 'page.read');
      const after = paging.cursor ? Number(paging.cursor.key) : null;
      const rows = await db
        .select(SUMMARY)
        .from(pageVersions)
        .where(
          and(eq(pageVersions.pageId, page.id), after !== null ? lt(pageVersions.number, after) : undefined),
        )
        .orderBy(desc(pageVersions.number))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [String(row.number), row.id],
        (row) => view(row, page.liveVersionId),
      );
    },

    /** Versions by id, for Page.liveVersion: the page was authorized when it was loaded. */
    async byIds(ids: string[]): Promise<Map<string, PageVersionView>> {
      const valid = ids.filter(isId);
      if (valid.length === 0) return new Map();
      const rows = await db.select(SUMMARY).from(pageVersions).where(inArray(pageVersions.id, valid));
      return new Map(rows.map((row) => [row.id, { ...row, isLive: true }]));
    },
  };
}

export type PublishService = ReturnType<typeof createPublishService>;
