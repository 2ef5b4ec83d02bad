import { gunzipSync } from 'node:zlib';
import { SERVER_MESSAGES } from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageVersions } from '../src/db/live-schema.ts';
import { components, pages, templates, uploads } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  DELETE_APP,
  DELETE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import {
  CREATE_COMPONENT,
  CREATE_TEMPLATE,
  componentInput,
  DELETE_COMPONENT,
  templateInput,
  UPDATE_COMPONENT,
} from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import {
  APP_LIVE,
  brickOf,
  listen,
  liveHostOf,
  PAGE_LIVE,
  PAGE_VERSIONS,
  PUBLISH_APP,
  PUBLISH_PAGE,
  ROLLBACK_PAGE,
  type VersionData,
  visit,
  wire,
} from './live-helpers.ts';
import { png } from './media-files.ts';
import { CREATE_MEDIA, type MediaData, newMedia, upload } from './media-helpers.ts';
import { ACTIVITIES, createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const BUTTON = STARTER_COMPONENTS.find((c) => c.name === 'Button')!;
const PARAGRAPH = STARTER_COMPONENTS.find((c) => c.name === 'Paragraph')!;
const IMAGE = STARTER_COMPONENTS.find((c) => c.name === 'Image')!;

/** An organization component's JSX, with one TextInput prop `title`. */
const textComponent = (body: string, before = '') => `${before}
export default function Authored({ title }) {
  ${body}
}
`;

interface AppData {
  id: string;
  alias: string;
  name: string;
  liveUrl: string;
}

interface Connection {
  edges: Array<{ cursor: string; node: VersionData }>;
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; endCursor: string | null };
}

/** The attribute of a meta or link element in a document, by its name/property/rel. */
function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe('live sites: publish, serve, roll back', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let kit: { button: string; paragraph: string; template: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'liveowner');
    // A new organization gets the starter kit: its Button, Paragraph and one-slot template are used as they are.
    org = await createOrg(t, owner, { name: 'Live Org' });
    team = await createTeam(t, owner, 'Live Team');
    const rows = await db().select().from(components).where(eq(components.orgId, org.id));
    const [single] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    kit = {
      button: rows.find((row) => row.name === 'Button')!.id,
      paragraph: rows.find((row) => row.name === 'Paragraph')!.id,
      template: single!.id,
    };
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function createApp(): Promise<AppData> {
    return ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token), 'createApp')
      .createApp as AppData;
  }

  const host = (app: AppData) => liveHostOf(org.alias, app.alias);

  /** A page of the one-slot starter template holding `bricks`. */
  async function createPage(app: AppData, bricks: unknown[], overrides: Record<string, unknown> = {}) {
    const created = ok(
      await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, kit.template, overrides) }, owner.token),
      'createPage',
    ).createPage as PageData;
    if (bricks.length === 0) return created;
    return saveContent(created, { ...created.content, slots: { slot1: bricks } });
  }

  async function saveContent(page: PageData, content: Record<string, unknown>) {
    return ok(
      await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content }) }, owner.token),
      'updatePage',
    ).updatePage as PageData;
  }

  async function publish(pageId: string, user = owner) {
    return ok(await gql(t, PUBLISH_PAGE, { id: pageId }, user.token), 'publishPage')
      .publishPage as VersionData;
  }

  async function versions(pageId: string, variables: Record<string, unknown> = {}) {
    return ok(await gql(t, PAGE_VERSIONS, { pageId, ...variables }, owner.token), 'pageVersions')
      .pageVersions as Connection;
  }

  async function pageLive(id: string) {
    return ok(await gql(t, PAGE_LIVE, { id }, owner.token), 'page').page as {
      id: string;
      url: string;
      liveUrl: string;
      hasUnpublishedChanges: boolean;
      liveVersion: { id: string; number: number; isLive: boolean } | null;
    };
  }

  /** An organization component compiled from JSX by createComponent. */
  async function authored(code: string, name?: string): Promise<string> {
    const answer = await gql(
      t,
      CREATE_COMPONENT,
      { c: componentInput({ code, ...(name ? { name } : {}) }) },
      owner.token,
    );
    return (ok(answer, 'createComponent').createComponent as { id: string }).id;
  }

  const paragraph = (id: string, text: string) => brickOf(id, kit.paragraph, PARAGRAPH, { text });
  const button = (id: string, label: string) => brickOf(id, kit.button, BUTTON, { label, link: '/next' });

  describe('publishing a page and serving it', () => {
    let app: AppData;
    let home: PageData;
    let about: PageData;
    let first: VersionData;

    beforeAll(async () => {
      app = await createApp();
      home = await createPage(
        app,
        [paragraph('para-1', 'Fresh bread every morning'), button('btn-1', 'Order now')],
        {
          url: '',
          title: 'Bakery & Friends',
          description: 'The best "bread" in town',
          tags: ['bread', 'bakery'],
        },
      );
      about = await createPage(app, [paragraph('para-about', 'Founded in 1990')], {
        url: 'about',
        title: 'About us',
      });
    });

    it('publishPage answers version 1, live, without render errors; the page and app say so', async () => {
      const before = await pageLive(home.id);
      expect(before).toMatchObject({ hasUnpublishedChanges: true, liveVersion: null });
      expect(
        (ok(await gql(t, APP_LIVE, { id: app.id }, owner.token)).app as { livePageCount: number })
          .livePageCount,
      ).toBe(0);

      first = await publish(home.id);
      expect(first).toMatchObject({
        pageId: home.id,
        number: 1,
        url: '/',
        title: 'Bakery & Friends',
        isLive: true,
        renderErrors: [],
        publishedBy: { id: owner.id },
      });
      expect(Date.parse(first.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
      const after = await pageLive(home.id);
      expect(after).toMatchObject({
        hasUnpublishedChanges: false,
        liveVersion: { id: first.id, number: 1, isLive: true },
      });
      const appData = ok(await gql(t, APP_LIVE, { id: app.id }, owner.token)).app as {
        pageCount: number;
        livePageCount: number;
      };
      expect(appData).toMatchObject({ pageCount: 2, livePageCount: 1 });
      // A stored row: the immutable snapshot, with the compiled code of the template and both components.
      const [row] = await db().select().from(pageVersions).where(eq(pageVersions.id, first.id));
      expect(row!.modules.map((m) => m.id).sort()).toEqual([kit.button, kit.paragraph, kit.template].sort());
      const [pageRow] = await db().select().from(pages).where(eq(pages.id, home.id));
      expect(pageRow!.liveVersionId).toBe(first.id);
    });

    it('serves the rendered page on the live host with its SEO head, ETag and Cache-Control', async () => {
      const response = await visit(t, host(app), '/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html).toContain('Fresh bread every morning');
      expect(html).toContain('Order now');
      expect(html).toContain('data-tessera-brick="para-1"');
      expect(html).toContain('data-tessera-brick="btn-1"');
      // The paragraph comes before the button, as in the slot.
      expect(html.indexOf('para-1')).toBeLessThan(html.indexOf('btn-1'));
      expect(html).toContain('<title>Bakery &#38; Friends</title>');
      expect(metaContent(html, 'name', 'description')).toBe('The best &#34;bread&#34; in town');
      expect(metaContent(html, 'name', 'keywords')).toBe('bread, bakery');
      expect(metaContent(html, 'property', 'og:title')).toBe('Bakery &#38; Friends');
      expect(metaContent(html, 'property', 'og:url')).toBe(app.liveUrl);
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
      expect(canonical).toBe((await pageLive(home.id)).liveUrl);
      expect(canonical).toBe(`http://${host(app)}/`);
      // No behaviour graph: no script at all.
      expect(html).not.toContain('<script');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      // Frames: exactly the Video component's players and the Embed's allow-list (packages/shared embed.ts).
      const frameSrc = /(?:^|; )frame-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      )?.[1];
      expect(frameSrc?.split(' ').sort()).toEqual([
        'https://player.vimeo.com',
        'https://www.google.com',
        'https://www.openstreetmap.org',
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['set-cookie']).toBeUndefined();

      // Revalidation: the same ETag is a 304 without a body.
      const revalidated = await visit(t, host(app), '/', {
        headers: { 'if-none-match': response.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(response.headers.etag);
      const weak = await visit(t, host(app), '/', {
        headers: { 'if-none-match': `"nope", W/${response.headers.etag}` },
      });
      expect(weak.statusCode).toBe(304);
      const stale = await visit(t, host(app), '/', { headers: { 'if-none-match': '"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(html);

      // gzip when asked, the same document once decompressed.
      const zipped = await visit(t, host(app), '/', { headers: { 'accept-encoding': 'br, gzip, deflate' } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(html);
      expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
      expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(html));

      // HEAD: the headers, no body.
      const head = await visit(t, host(app), '/', { method: 'HEAD' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers.etag).toBe(response.headers.etag);
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(html));

      // The query string is the page's (for its graph), never another page.
      const query = await visit(t, host(app), '/?utm_source=news&x=%3Cscript%3E');
      expect(query.statusCode).toBe(200);
      expect(query.body).toBe(html);
    });

    it('serves a page at its URL; a trailing slash or capitals redirect to it; unpublished pages are 404', async () => {
      expect((await visit(t, host(app), '/about')).statusCode).toBe(404);
      await publish(about.id);
      const page = await visit(t, host(app), '/about');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Founded in 1990');
      expect(page.body).toContain('<title>About us</title>');
      for (const [path, location] of [
        ['/about/', '/about'],
        ['/ABOUT', '/about'],
        ['/About/', '/about'],
        ['/ABOUT?ref=mail', '/about?ref=mail'],
      ] as const) {
        const moved = await visit(t, host(app), path);
        expect(moved.statusCode, path).toBe(301);
        expect(moved.headers.location, path).toBe(location);
      }
      expect(
        (ok(await gql(t, APP_LIVE, { id: app.id }, owner.token)).app as { livePageCount: number })
          .livePageCount,
      ).toBe(2);
    });

    it('editing a page without publishing never changes the live page; hasUnpublishedChanges says it', async () => {
      const live = (await visit(t, host(app), '/')).body;
      const edited = await saveContent(home, {
        ...home.content,
        slots: { slot1: [paragraph('para-1', 'Draft text nobody sees yet')] },
      });
      home = edited;
      expect((await pageLive(home.id)).hasUnpublishedChanges).toBe(true);
      const renamed = ok(
        await gql(
          t,
          UPDATE_PAGE,
          { id: home.id, page: pageUpdate(home, { title: 'Draft title' }) },
          owner.token,
        ),
      ).updatePage as PageData;
      home = renamed;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = await visit(t, host(app), '/');
      expect(after.body).toBe(live);
      expect(after.body).not.toContain('Draft text');
    });

    it('over a real socket the cached answers (the fast path) are the same, and a publish invalidates them at once', async () => {
      const port = await listen(t);
      const liveHost = host(app);
      const cold = await wire(port, liveHost, '/');
      const second = await wire(port, liveHost, '/');
      expect(cold.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.equals(cold.body)).toBe(true);
      for (const name of ['etag', 'cache-control', 'content-type', 'content-security-policy', 'vary']) {
        expect(second.headers[name], name).toBe(cold.headers[name]);
      }
      expect(second.headers['set-cookie']).toBeUndefined();
      expect(cold.body.toString()).toBe((await visit(t, liveHost, '/')).body);
      const etag = String(cold.headers.etag);
      const notModified = await wire(port, liveHost, '/', { headers: { 'if-none-match': etag } });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      const zipped = await wire(port, liveHost, '/', { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.body).equals(cold.body)).toBe(true);
      const head = await wire(port, liveHost, '/', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers.etag).toBe(etag);
      // A 404 page cached in one language is not served in another.
      const english = await wire(port, liveHost, '/nowhere', { headers: { 'accept-language': 'en-US' } });
      expect(english.body.toString()).toContain('Page not found');
      const portuguese = await wire(port, liveHost, '/nowhere', { headers: { 'accept-language': 'pt-BR' } });
      expect(portuguese.status).toBe(404);
      expect(portuguese.body.toString()).toContain('Página não encontrada');
      // A console cookie on the fast path changes nothing.
      const withCookie = await wire(port, liveHost, '/', {
        headers: { cookie: `auth_token=${owner.token}` },
      });
      expect(withCookie.body.equals(cold.body)).toBe(true);
      expect(withCookie.headers['set-cookie']).toBeUndefined();

      // The draft saved earlier goes live with the next publish, on the very next request.
      const v2 = await publish(home.id);
      const published = await wire(port, liveHost, '/');
      expect(published.body.toString()).toContain('Draft text nobody sees yet');
      expect(published.headers.etag).not.toBe(etag);
      expect((await wire(port, liveHost, '/', { headers: { 'if-none-match': etag } })).status).toBe(200);
      ok(await gql(t, ROLLBACK_PAGE, { id: home.id, versionId: first.id }, owner.token), 'rollbackPage');
      const rolledBack = await wire(port, liveHost, '/');
      expect(rolledBack.body.equals(cold.body)).toBe(true);
      expect(v2.number).toBe(2);
    });
  });

  describe('versions are immutable snapshots; rollback restores one at once', () => {
    let app: AppData;
    let page: PageData;
    let componentId: string;
    let v1: VersionData;
    let v2: VersionData;

    beforeAll(async () => {
      app = await createApp();
      componentId = await authored(textComponent('return <p className="v">First code: {title}</p>;'));
      page = await createPage(app, [brickOf('greeting', componentId, null, { title: 'Hello visitors' })], {
        url: '',
      });
    });

    it('editing the component after publishing leaves the live page as published, until it is published again', async () => {
      v1 = await publish(page.id);
      expect(v1.renderErrors).toEqual([]);
      const first = await visit(t, host(app), '/');
      expect(first.body).toContain('First code: <!-- -->Hello visitors');

      const input = componentInput({
        code: textComponent('return <p className="v">Second code: {title}</p>;'),
      });
      ok(await gql(t, UPDATE_COMPONENT, { id: componentId, c: input }, owner.token), 'updateComponent');
      expect((await visit(t, host(app), '/')).body).toBe(first.body);
      // Past the cache's time to live too: the page is read from its version again, not re-rendered.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const later = await visit(t, host(app), '/');
      expect(later.body).toBe(first.body);
      expect(later.headers.etag).toBe(first.headers.etag);

      v2 = await publish(page.id);
      expect(v2.number).toBe(2);
      // Invalidated by the publish: no wait.
      const second = await visit(t, host(app), '/');
      expect(second.body).toContain('Second code: <!-- -->Hello visitors');
      expect(second.body).not.toContain('First code');
      expect(second.headers.etag).not.toBe(first.headers.etag);
      // The old ETag no longer matches.
      const revalidated = await visit(t, host(app), '/', {
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(200);
    });

    it('lists versions newest first with the live one marked, pages with first/after, and rolls back', async () => {
      const listed = await versions(page.id);
      expect(listed.edges.map((e) => [e.node.number, e.node.isLive])).toEqual([
        [2, true],
        [1, false],
      ]);
      expect(listed.edges[0]!.node.publishedBy).toEqual({ id: owner.id, username: expect.any(String) });
      expect(listed.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
      const firstPage = await versions(page.id, { first: 1 });
      expect(firstPage.edges.map((e) => e.node.number)).toEqual([2]);
      expect(firstPage.pageInfo.hasNextPage).toBe(true);
      const secondPage = await versions(page.id, { first: 1, after: firstPage.pageInfo.endCursor });
      expect(secondPage.edges.map((e) => e.node.number)).toEqual([1]);
      expect(secondPage.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

      // Warm the cache with version 2, then roll back: the next request gets version 1 at once.
      expect((await visit(t, host(app), '/')).body).toContain('Second code');
      const rolled = ok(
        await gql(t, ROLLBACK_PAGE, { id: page.id, versionId: v1.id }, owner.token),
        'rollbackPage',
      ).rollbackPage as VersionData;
      expect(rolled).toMatchObject({ id: v1.id, number: 1, isLive: true });
      const live = await visit(t, host(app), '/');
      expect(live.body).toContain('First code: <!-- -->Hello visitors');
      expect(live.body).not.toContain('Second code');

      const after = await versions(page.id);
      expect(after.edges.map((e) => [e.node.number, e.node.isLive])).toEqual([
        [2, false],
        [1, true],
      ]);
      // No new version was made; the page now differs from what is live.
      expect(await db().select().from(pageVersions).where(eq(pageVersions.pageId, page.id))).toHaveLength(2);
      const read = await pageLive(page.id);
      expect(read.liveVersion).toMatchObject({ id: v1.id, number: 1 });

      // Forward again to version 2, and a new publish is number 3.
      ok(await gql(t, ROLLBACK_PAGE, { id: page.id, versionId: v2.id }, owner.token));
      expect((await visit(t, host(app), '/')).body).toContain('Second code');
      const v3 = await publish(page.id);
      expect(v3.number).toBe(3);
    });

    it('publishApp publishes every page in one go; the feed records publish, rollback and app publish', async () => {
      const other = await createPage(app, [paragraph('p-contact', 'Write to us')], { url: 'contact' });
      const all = ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token), 'publishApp')
        .publishApp as VersionData[];
      expect(all.map((v) => [v.url, v.number, v.isLive])).toEqual([
        ['/', 4, true],
        ['/contact', 1, true],
      ]);
      expect(all.map((v) => v.pageId)).toEqual([page.id, other.id]);
      expect((await visit(t, host(app), '/contact')).body).toContain('Write to us');
      const appData = ok(await gql(t, APP_LIVE, { id: app.id }, owner.token)).app as {
        livePageCount: number;
      };
      expect(appData.livePageCount).toBe(2);

      const feed = ok(await gql(t, ACTIVITIES, { first: 100, appId: app.id }, owner.token)).activities as {
        edges: Array<{
          node: { action: string; entityId: string; details: Record<string, unknown>; actor: { id: string } };
        }>;
      };
      const nodes = feed.edges.map((e) => e.node);
      const publishes = nodes.filter((n) => n.action === 'page.publish' && n.entityId === page.id);
      expect(publishes.map((n) => n.details).sort((a, b) => Number(a.number) - Number(b.number))).toEqual([
        { url: '/', number: 1, errors: 0 },
        { url: '/', number: 2, errors: 0 },
        { url: '/', number: 3, errors: 0 },
      ]);
      const rollbacks = nodes.filter((n) => n.action === 'page.rollback');
      expect(rollbacks.map((n) => n.details).sort((a, b) => Number(a.number) - Number(b.number))).toEqual([
        { url: '/', number: 1 },
        { url: '/', number: 2 },
      ]);
      const appPublish = nodes.filter((n) => n.action === 'app.publish');
      expect(appPublish).toHaveLength(1);
      expect(appPublish[0]).toMatchObject({
        entityId: app.id,
        details: { pages: 2 },
        actor: { id: owner.id },
      });
    });

    it('a published page whose component is deleted stays as published; a new publish reports it Missing', async () => {
      const doomed = await authored(textComponent('return <em>Doomed {title}</em>;'));
      const target = await createPage(
        app,
        [brickOf('doomed', doomed, null, { title: 'brick' }), paragraph('survivor', 'Still here')],
        { url: 'doomed' },
      );
      await publish(target.id);
      const before = await visit(t, host(app), '/doomed');
      expect(before.body).toContain('Doomed <!-- -->brick');
      // The component is in use: deleteComponent is still allowed (the editor warns), the page keeps its brick.
      ok(await gql(t, DELETE_COMPONENT, { id: doomed }, owner.token), 'deleteComponent');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await visit(t, host(app), '/doomed')).body).toBe(before.body);

      const republished = await publish(target.id);
      expect(republished.renderErrors).toEqual([
        { key: 'doomed', moduleId: doomed, type: 'Missing', message: expect.any(String) },
      ]);
      const after = await visit(t, host(app), '/doomed');
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Still here');
      expect(after.body).not.toContain('Doomed');
      // The brick's wrapper stays, empty, for the behaviour graph.
      expect(after.body).toContain('<div data-tessera-brick="doomed" style="display:contents"></div>');
    });

    it('deleting a published page or app takes it off the live host, without an error', async () => {
      const gone = await createPage(app, [paragraph('p-gone', 'Soon gone')], { url: 'gone' });
      await publish(gone.id);
      expect((await visit(t, host(app), '/gone')).statusCode).toBe(200);
      ok(await gql(t, DELETE_PAGE, { id: gone.id }, owner.token), 'deletePage');
      expect(await db().select().from(pageVersions).where(eq(pageVersions.pageId, gone.id))).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await visit(t, host(app), '/gone')).statusCode).toBe(404);

      const short = await createApp();
      const only = await createPage(short, [paragraph('p-short', 'Short lived')], { url: '' });
      await publish(only.id);
      expect((await visit(t, host(short), '/')).body).toContain('Short lived');
      ok(await gql(t, DELETE_APP, { id: short.id }, owner.token), 'deleteApp');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const missing = await visit(t, host(short), '/');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Site not found');
    });
  });

  describe('components that fail render as empty and are reported; the page is served', () => {
    let app: AppData;

    beforeAll(async () => {
      app = await createApp();
    });

    it('a component that throws: one Error entry, the other bricks drawn', async () => {
      const thrower = await authored(textComponent("throw new Error('Broken on purpose');"));
      const typeErr = await authored(textComponent('return null.length;'));
      const page = await createPage(
        app,
        [
          paragraph('before', 'Text before'),
          brickOf('thrower', thrower, null, { title: 'x' }),
          brickOf('typer', typeErr, null, { title: 'x' }),
          button('after', 'Button after'),
        ],
        { url: 'broken' },
      );
      const version = await publish(page.id);
      expect(version.renderErrors).toEqual([
        {
          key: 'thrower',
          moduleId: thrower,
          type: 'Error',
          message: expect.stringContaining('Broken on purpose'),
        },
        { key: 'typer', moduleId: typeErr, type: 'TypeError', message: expect.any(String) },
      ]);
      const response = await visit(t, host(app), '/broken');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Text before');
      expect(response.body).toContain('Button after');
      expect(response.body).toContain('<div data-tessera-brick="thrower" style="display:contents"></div>');
      expect(response.body).not.toContain('Broken on purpose');
      const listed = await versions(page.id);
      expect(listed.edges[0]!.node.renderErrors.map((e) => e.type)).toEqual(['Error', 'TypeError']);
      const feed = ok(await gql(t, ACTIVITIES, { first: 20, appId: app.id }, owner.token)).activities as {
        edges: Array<{ node: { action: string; entityId: string; details: Record<string, unknown> } }>;
      };
      const record = feed.edges.find((e) => e.node.action === 'page.publish' && e.node.entityId === page.id);
      expect(record?.node.details).toEqual({ url: '/broken', number: 1, errors: 2 });
    });

    it('a component that loops forever: a Timeout entry, the page still served', async () => {
      const looper = await authored(textComponent('while (true) {}\n  return <p>never</p>;'));
      const page = await createPage(
        app,
        [brickOf('looper', looper, null, { title: 'x' }), paragraph('tail', 'After the loop')],
        { url: 'loop' },
      );
      const started = Date.now();
      const version = await publish(page.id);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(version.renderErrors).toEqual([
        { key: 'looper', moduleId: looper, type: 'Timeout', message: expect.any(String) },
      ]);
      const response = await visit(t, host(app), '/loop');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('After the loop');
      // The renderer is still there for the next publish.
      const next = await createPage(app, [paragraph('calm', 'Calm page')], { url: 'calm' });
      expect((await publish(next.id)).renderErrors).toEqual([]);
      expect((await visit(t, host(app), '/calm')).body).toContain('Calm page');
    });

    it('a template that throws: its bricks are drawn stacked, the template reported', async () => {
      const template = ok(
        await gql(
          t,
          CREATE_TEMPLATE,
          {
            t: templateInput({
              code: "export default function Broken({ slot1 }) {\n  throw new TypeError('no layout');\n  return <main>{slot1}</main>;\n}\n",
            }),
          },
          owner.token,
        ),
        'createTemplate',
      ).createTemplate as { id: string; slots: number };
      expect(template.slots).toBe(1);
      const created = ok(
        await gql(
          t,
          CREATE_PAGE,
          { newPage: pageInput(app.id, template.id, { url: 'no-layout' }) },
          owner.token,
        ),
      ).createPage as PageData;
      const page = await saveContent(created, {
        ...created.content,
        slots: { slot1: [paragraph('stacked', 'Stacked text')] },
      });
      const version = await publish(page.id);
      expect(version.renderErrors).toEqual([
        {
          key: 'template',
          moduleId: template.id,
          type: 'TypeError',
          message: expect.stringContaining('no layout'),
        },
      ]);
      const response = await visit(t, host(app), '/no-layout');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Stacked text');
      expect(response.body).toContain('data-tessera-slot="slot1"');
    });

    it('concurrent publishes and rollbacks of one page: distinct numbers, no error', async () => {
      const page = await createPage(app, [paragraph('busy', 'Busy page')], { url: 'busy' });
      const first = await publish(page.id);
      const answers = await Promise.all([
        gql(t, PUBLISH_PAGE, { id: page.id }, owner.token),
        gql(t, PUBLISH_PAGE, { id: page.id }, owner.token),
        gql(t, ROLLBACK_PAGE, { id: page.id, versionId: first.id }, owner.token),
        gql(t, PUBLISH_PAGE, { id: page.id }, owner.token),
        gql(t, PUBLISH_APP, { id: app.id }, owner.token),
      ]);
      for (const answer of answers) expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const rows = await db().select().from(pageVersions).where(eq(pageVersions.pageId, page.id));
      expect(rows.map((row) => row.number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5]);
      const listed = await versions(page.id);
      expect(listed.edges.filter((e) => e.node.isLive)).toHaveLength(1);
      expect((await visit(t, host(app), '/busy')).statusCode).toBe(200);
    });

    it('a page moved to another URL stays live at its published URL until it is published again', async () => {
      const moving = await createPage(app, [paragraph('moving', 'Moving page')], { url: 'old-place' });
      await publish(moving.id);
      const moved = ok(
        await gql(
          t,
          UPDATE_PAGE,
          { id: moving.id, page: pageUpdate(moving, { url: 'new-place' }) },
          owner.token,
        ),
      ).updatePage as PageData;
      expect(moved.url).toBe('/new-place');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await visit(t, host(app), '/old-place')).body).toContain('Moving page');
      expect((await visit(t, host(app), '/new-place')).statusCode).toBe(404);
      const version = await publish(moving.id);
      expect(version.url).toBe('/new-place');
      expect((await visit(t, host(app), '/new-place')).body).toContain('Moving page');
      expect((await visit(t, host(app), '/old-place')).statusCode).toBe(404);
      const sitemap = (await visit(t, host(app), '/sitemap.xml')).body;
      expect(sitemap).toContain('/new-place</loc>');
      expect(sitemap).not.toContain('/old-place</loc>');

      // Another page takes the URL the first left before it was published again: the newest publish wins it,
      // and the sitemap names it once.
      const squatter = await createPage(app, [paragraph('squatter', 'Squatter page')], { url: 'spot' });
      await publish(squatter.id);
      const leaving = ok(
        await gql(
          t,
          UPDATE_PAGE,
          { id: squatter.id, page: pageUpdate(squatter, { url: 'elsewhere' }) },
          owner.token,
        ),
      ).updatePage as PageData;
      expect(leaving.url).toBe('/elsewhere');
      const newcomer = await createPage(app, [paragraph('newcomer', 'Newcomer page')], { url: 'spot' });
      await publish(newcomer.id);
      const spot = await visit(t, host(app), '/spot');
      expect(spot.body).toContain('Newcomer page');
      const listed = [
        ...(await visit(t, host(app), '/sitemap.xml')).body.matchAll(/<loc>([^<]*)<\/loc>/g),
      ].map((m) => m[1]);
      expect(listed.filter((loc) => loc === `http://${host(app)}/spot`)).toHaveLength(1);
      expect(new Set(listed).size).toBe(listed.length);
    });

    it("a page's component deleted before its first publish: Missing, the page served", async () => {
      const ghost = await authored(textComponent('return <b>Ghost</b>;'));
      const page = await createPage(
        app,
        [brickOf('ghost', ghost, null, { title: 'x' }), paragraph('alive', 'Alive text')],
        { url: 'ghost' },
      );
      ok(await gql(t, DELETE_COMPONENT, { id: ghost }, owner.token), 'deleteComponent');
      const version = await publish(page.id);
      expect(version.renderErrors).toEqual([
        { key: 'ghost', moduleId: ghost, type: 'Missing', message: expect.any(String) },
      ]);
      const response = await visit(t, host(app), '/ghost');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Alive text');
    });

    it("no organization code runs in the server's process", async () => {
      // Every way out the module system or the Function constructor might offer, tried from inside.
      const sneaky = await authored(
        textComponent(
          `globalThis.__pwned = 1;
  if (typeof process !== 'undefined') process.exit(1);
  const tried = (name) => {
    try {
      const found = require(name);
      return found && typeof found.readFileSync === 'function' ? name + ':open' : name + ':empty';
    } catch {
      return name + ':refused';
    }
  };
  const viaFunction = (function () {}).constructor('return typeof process')();
  return <p>{['Survived', typeof process, viaFunction, tried('fs'), tried('child_process'), tried('node:fs')].join(' ')}</p>;`,
          'globalThis.__pwnedAtLoad = 1;',
        ),
      );
      const exiter = await authored(textComponent('process.exit(1);\n  return <p>exited</p>;'));
      const page = await createPage(
        app,
        [brickOf('sneaky', sneaky, null, { title: 'x' }), brickOf('exiter', exiter, null, { title: 'x' })],
        { url: 'sneaky' },
      );
      const version = await publish(page.id);
      expect(version.renderErrors.map((e) => [e.key, e.type])).toEqual([['exiter', 'ReferenceError']]);
      const g = globalThis as { __pwned?: unknown; __pwnedAtLoad?: unknown };
      expect(g.__pwned).toBeUndefined();
      expect(g.__pwnedAtLoad).toBeUndefined();
      const response = await visit(t, host(app), '/sneaky');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        '<p>Survived undefined undefined fs:refused child_process:refused node:fs:refused</p>',
      );
      // The server still answers its console and API.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(ok(await gql(t, '{ me { id } }', {}, owner.token)).me).toEqual({ id: owner.id });
    });
  });

  describe('behaviour graph, robots.txt, sitemap.xml, 404 pages, media', () => {
    let app: AppData;
    let withGraph: PageData;
    let plain: PageData;
    let draft: PageData;

    beforeAll(async () => {
      app = await createApp();
      withGraph = await createPage(app, [button('cta', 'Click me')], { url: '' });
      const pageEvents = {
        nodes: [
          {
            id: 'n1',
            type: 'Boolean',
            category: 'input',
            position: { x: 10, y: 20 },
            controls: [{ name: 'value', index: 0, value: true }],
          },
          { id: 'n2', type: 'Branch', category: 'conditional', position: { x: 200, y: 20 } },
        ],
        connections: [{ source: 'n1', sourceOutput: 'value', target: 'n2', targetInput: 'condition' }],
        comments: [],
      };
      withGraph = await saveContent(withGraph, { ...withGraph.content, pageEvents });
      plain = await createPage(app, [paragraph('plain', 'Plain page')], { url: 'plain' });
      draft = await createPage(app, [paragraph('draft', 'Draft page')], { url: 'draft' });
      await publish(withGraph.id);
      await publish(plain.id);
    });

    it('a page with a graph carries it and the behaviour script, served immutable; a page without has no script', async () => {
      const html = (await visit(t, host(app), '/')).body;
      const json = /<script type="application\/json" id="tessera-behaviour">(.*?)<\/script>/s.exec(html)?.[1];
      expect(json).toBeTruthy();
      const graph = JSON.parse(json!) as { nodes: Array<{ id: string }>; connections: unknown[] };
      expect(graph.nodes.map((n) => n.id)).toEqual(['n1', 'n2']);
      expect(graph.connections).toHaveLength(1);
      const src = /<script src="(\/_tessera\/behaviour-[0-9a-f]+\.js)" defer><\/script>/.exec(html)?.[1];
      expect(src).toBeTruthy();
      const script = await visit(t, host(app), src!);
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.body.length).toBeGreaterThan(100);
      const zipped = await visit(t, host(app), src!, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(script.body);
      expect(zipped.rawPayload.length).toBeLessThan(50 * 1024);
      // An older hash still gets today's script, but not for a year.
      const older = await visit(t, host(app), '/_tessera/behaviour-0000000000000000.js');
      expect(older.statusCode).toBe(200);
      expect(older.headers['cache-control']).toBe('no-cache');

      const plainHtml = (await visit(t, host(app), '/plain')).body;
      expect(plainHtml).toContain('Plain page');
      expect(plainHtml).not.toContain('<script');
    });

    it('robots.txt names the sitemap; the sitemap lists exactly the live pages', async () => {
      const robots = await visit(t, host(app), '/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.body).toContain('User-agent: *');
      expect(robots.body).toContain(`Sitemap: http://${host(app)}/sitemap.xml`);

      const sitemap = await visit(t, host(app), '/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual([`http://${host(app)}/`, `http://${host(app)}/plain`]);
      expect(sitemap.body).not.toContain('/draft');
      // Publishing the draft adds it at once.
      await publish(draft.id);
      const again = await visit(t, host(app), '/sitemap.xml');
      expect([...again.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
        `http://${host(app)}/`,
        `http://${host(app)}/draft`,
        `http://${host(app)}/plain`,
      ]);
    });

    it('unknown pages and sites get a real 404 page in the visitor language, never the console', async () => {
      const missing = await visit(t, host(app), '/no-such-page', { headers: { 'accept-language': 'en-US' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('Page not found');
      expect(missing.body).toContain('<a href="/">');
      expect(missing.body).not.toContain('id="root"');
      expect(missing.headers['x-robots-tag']).toBe('noindex');
      const portuguese = await visit(t, host(app), '/no-such-page', {
        headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
      });
      expect(portuguese.statusCode).toBe(404);
      expect(portuguese.body).toContain('Página não encontrada');
      expect(portuguese.body).toContain('lang="pt-BR"');

      const site = await visit(t, liveHostOf(org.alias, 'nosuchapp'), '/');
      expect(site.statusCode).toBe(404);
      expect(site.body).toContain('Site not found');
      const sitePt = await visit(t, liveHostOf('nosuchorg', app.alias), '/', {
        headers: { 'accept-language': 'pt-BR' },
      });
      expect(sitePt.statusCode).toBe(404);
      expect(sitePt.body).toContain('Site não encontrado');
      // Nothing published yet: its own message.
      const empty = await createApp();
      const unpublished = await visit(t, host(empty), '/');
      expect(unpublished.statusCode).toBe(404);
      expect(unpublished.body).toContain('not been published yet');
    });

    it("serves this app's media on the live host; another app's media path is a 404", async () => {
      const sent = await upload(t, app.id, owner.token, { filename: 'photo.png', content: png(4, 3) });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const [row] = await db().select().from(uploads).where(eq(uploads.id, sent.body.referenceId!));
      const item = ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(app.id, row!, 'Photo') }, owner.token))
        .createMedia as MediaData;
      const path = new URL(item.url, 'http://localhost').pathname;
      expect(path.startsWith(`/media/${app.id}/`)).toBe(true);
      const served = await visit(t, host(app), path);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png(4, 3))).toBe(true);
      expect(served.headers['set-cookie']).toBeUndefined();

      // The same file through another app's live host: not there.
      const other = await createApp();
      const elsewhere = await visit(t, host(other), path);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.rawPayload.equals(png(4, 3))).toBe(false);
      // A path of this app that names no file, or a name with odd characters: 404.
      expect(
        (await visit(t, host(app), `/media/${app.id}/${'0'.repeat(32)}-${'0'.repeat(16)}.png`)).statusCode,
      ).toBe(404);
      expect((await visit(t, host(app), `/media/${app.id}/..%2F..%2Fetc%2Fpasswd`)).statusCode).toBe(404);

      // A starter-kit Image showing the media: drawn with it, and the page's Open Graph image.
      const imageId = (
        await db()
          .select({ id: components.id })
          .from(components)
          .where(and(eq(components.orgId, org.id), eq(components.name, 'Image')))
      )[0]!.id;
      const pictured = await createPage(
        app,
        [brickOf('photo', imageId, IMAGE, { image: { url: path, alt: 'A photo' } })],
        { url: 'pictured' },
      );
      expect((await publish(pictured.id)).renderErrors).toEqual([]);
      const html = (await visit(t, host(app), '/pictured')).body;
      expect(html).toContain(`src="${path}"`);
      expect(metaContent(html, 'property', 'og:image')).toBe(`http://${host(app)}${path}`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    });
  });

  describe('security: a live site is another site', () => {
    let app: AppData;

    beforeAll(async () => {
      app = await createApp();
      const page = await createPage(app, [paragraph('sec', 'Public text')], { url: '' });
      await publish(page.id);
    });

    it('never sets a cookie, and a console cookie changes nothing', async () => {
      const anonymous = await visit(t, host(app), '/');
      const withCookie = await visit(t, host(app), '/', { cookies: { auth_token: owner.token } });
      expect(anonymous.statusCode).toBe(200);
      expect(withCookie.statusCode).toBe(200);
      expect(withCookie.body).toBe(anonymous.body);
      expect(withCookie.body).not.toContain(owner.email);
      for (const response of [anonymous, withCookie]) expect(response.headers['set-cookie']).toBeUndefined();
      for (const path of ['/no-such', '/robots.txt', '/sitemap.xml']) {
        const response = await visit(t, host(app), path, { cookies: { auth_token: owner.token } });
        expect(response.headers['set-cookie'], path).toBeUndefined();
      }
    });

    it("the API on a live host is a 405, and a live page's origin is refused by the console's API", async () => {
      const api = await visit(t, host(app), '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        cookies: { auth_token: owner.token },
      });
      expect(api.statusCode).toBe(405);
      expect(api.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(api.headers.allow).toBe('GET, HEAD');
      expect(api.body).not.toContain(owner.email);
      // GET of API paths on the live host: a page lookup (404), never the API.
      const signout = await visit(t, host(app), '/signout', { cookies: { auth_token: owner.token } });
      expect(signout.statusCode).toBe(404);
      expect(signout.headers['set-cookie']).toBeUndefined();

      for (const origin of [
        `http://${host(app)}`,
        `http://${org.alias}--anyapp.localhost:4000`,
        `http://${org.alias}--${app.alias}.localhost`,
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', accept: 'application/json', origin },
          cookies: { auth_token: owner.token },
          payload: JSON.stringify({ query: '{ me { id email } }' }),
        });
        expect(response.statusCode, origin).toBe(403);
        expect(response.body, origin).toContain(SERVER_MESSAGES.liveOrigin);
        expect(response.body, origin).not.toContain(owner.email);
      }
      // REST routes of the API too: a sign-out sent by a live page does nothing.
      const rest = await t.app.inject({
        method: 'POST',
        url: '/signout',
        headers: { origin: `http://${host(app)}` },
        cookies: { auth_token: owner.token },
      });
      expect(rest.statusCode).toBe(403);
      expect(rest.headers['set-cookie']).toBeUndefined();
      // The console's own origin still works.
      const console = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          origin: 'http://localhost:4999',
        },
        cookies: { auth_token: owner.token },
        payload: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect(console.statusCode).toBe(200);
      expect(console.json().data.me.id).toBe(owner.id);
    });
  });
});
