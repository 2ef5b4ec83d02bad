import { createHash, randomUUID } from 'node:crypto';
import {
  type Breakpoint,
  formBrickId,
  type LinkContext,
  type LiveRenderError,
  type LiveRenderInput,
  linkContext,
  type Permission,
  SERVER_MESSAGES,
} from '@tessera/shared';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  type ComponentRow,
  components,
  type PageRow,
  type PageVersionRow,
  pages,
  pageVersions,
  templates,
  type UserRow,
} from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, pageOf, pageRequest } from '../../lib/pagination.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { type AppAccess, authorizeApp } from '../apps/policy.ts';
import { formsOf, formWrappers } from '../forms/live/publish-forms.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { expandedContent } from '../pages/content-definitions.ts';
import { breakpointsOfApp, storedContent } from '../pages/page-content.ts';
import { authorizePageOf } from '../pages/page-service.ts';
import { liveDocument } from './document.ts';
import { appLinkContext, liveTreeOf, nodeOf, scannedProps } from './live-nodes.ts';
import { liveScript } from './live-scripts.ts';
import type { LiveUrl } from './live-url.ts';
import { siteFrameOf } from './site-frame.ts';
import { createVersionReads, VERSION_SUMMARY } from './version-reads.ts';

/** A version as the API shows it: no content, code or HTML (those stay on the server). */
export type PageVersionView = Omit<PageVersionRow, 'content' | 'modules' | 'html' | 'forms'> & {
  isLive: boolean;
};

export interface LiveRenderer {
  render(input: LiveRenderInput): Promise<{ html: string; stylesheet: string; errors: LiveRenderError[] }>;
}

/** Columns of a version without its heavy parts. */
const SUMMARY = VERSION_SUMMARY;

const VERSION_PAGE_SIZE = 20;
const MAX_VERSION_PAGE_SIZE = 100;

/** The page's graph for the live document, or null when it has no node (the page then sends no script). */
function graphOf(content: Record<string, unknown>): { nodes: unknown[]; connections: unknown[] } | null {
  const events = content.pageEvents as { nodes?: unknown; connections?: unknown } | undefined;
  const nodes = Array.isArray(events?.nodes) ? events.nodes : [];
  if (nodes.length === 0) return null;
  return { nodes, connections: Array.isArray(events?.connections) ? events.connections : [] };
}

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

  /**
   * What a publish of `page` stores: the snapshot, its rendered document and what failed. Links to pages are
   * resolved against `links`, the app's pages as they are now, values per breakpoint at the app's `breakpoints`
   * (publishApp reads both once for all its pages).
   */
  async function render(
    page: PageRow,
    access: AppAccess,
    lang: string,
    links: LinkContext,
    breakpoints: readonly Breakpoint[],
  ) {
    // The version keeps the content as stored (lean, decision 0037); it is drawn with the current definitions.
    const stored = storedContent(page.content);
    const content = await expandedContent(db, access.app.orgId, stored, page.templateId);
    const [template] = await db
      .select({ id: templates.id, compiledCode: templates.compiledCode, slots: templates.slots })
      .from(templates)
      .where(eq(templates.id, page.templateId))
      .limit(1);
    if (!template) throw notFound(SERVER_MESSAGES.templateNotFound);
    const pageForms = formsOf(page, content, lang, links, breakpoints);
    const tree = liveTreeOf(
      content,
      template.slots,
      links,
      breakpoints,
      formWrappers(page.id, pageForms, lang),
    );
    const componentIds = [...tree.componentIds].filter(isId);
    const used: Pick<ComponentRow, 'id' | 'compiledCode'>[] =
      componentIds.length === 0
        ? []
        : await db
            .select({ id: components.id, compiledCode: components.compiledCode })
            .from(components)
            .where(and(eq(components.orgId, access.app.orgId), inArray(components.id, componentIds)));
    const modules = [
      { id: template.id, compiledCode: template.compiledCode },
      ...used.map((c) => ({ id: c.id, compiledCode: c.compiledCode })),
    ];
    const templateContent = (content.template ?? {}) as { dataTypes?: unknown };
    const templateNode = nodeOf('template', template.id, templateContent.dataTypes, breakpoints, links);
    const site = await siteFrameOf(db, access.app, page, links, breakpoints, lang);
    // What this version accepts: the page's forms and the site header's and footer's as drawn on it. One brick
    // in both (a footer prefab made from the page's form keeps its ids) would post to the same address.
    if (site.forms.some((s) => pageForms.some((f) => formBrickId(f.key) === formBrickId(s.key)))) {
      throw badRequest(SERVER_MESSAGES.formOnPageAndSite);
    }
    const forms = [...pageForms, ...site.forms];
    for (const module of site.modules) if (!modules.some((m) => m.id === module.id)) modules.push(module);
    const output = await renderer.render({
      modules,
      template: templateNode,
      slots: tree.slots,
      header: site.header,
      footer: site.footer,
    });
    const script = await liveScript('behaviour');
    const formsScript = forms.length > 0 ? (await liveScript('forms')).path : undefined;
    const html = liveDocument({
      lang,
      title: page.title,
      description: page.description,
      tags: page.tags,
      siteName: site.siteName || access.app.name,
      titleSuffix: site.siteName,
      faviconUrl: site.faviconUrl,
      socialImageUrl: site.socialImageUrl,
      canonicalUrl: liveUrl(access.orgAlias, access.app.alias, page.url),
      body: output.html,
      stylesheet: output.stylesheet,
      props: [templateNode, ...tree.nodes].flatMap(scannedProps),
      frameProps: site.nodes.flatMap(scannedProps),
      graph: graphOf(content),
      behaviourScript: script.path,
      ...(formsScript ? { formsScript } : {}),
    });
    return { content: stored, modules, html, errors: output.errors, forms };
  }

  /** Stores a rendered version of `page` and makes it live, inside `tx`; the page row is locked first. */
  async function store(
    tx: Tx,
    actor: UserRow,
    page: PageRow,
    rendered: Awaited<ReturnType<typeof render>>,
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
        etag: `"${createHash('sha256').update(rendered.html).digest('base64url').slice(0, 27)}"`,
        renderErrors: rendered.errors,
        forms: rendered.forms,
        publishedBy: actor.id,
      })
      .returning();
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
      const rendered = await render(
        page,
        access,
        lang,
        await appLinkContext(db, access.app.id),
        await breakpointsOfApp(db, access.app.id),
      );
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
      const links = linkContext(rows);
      const breakpoints = await breakpointsOfApp(db, access.app.id);
      const rendered: Array<{ page: PageRow; output: Awaited<ReturnType<typeof render>> }> = [];
      for (const page of rows) {
        rendered.push({ page, output: await render(page, access, lang, links, breakpoints) });
      }
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
