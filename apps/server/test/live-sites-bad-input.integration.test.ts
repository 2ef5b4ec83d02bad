import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageVersions } from '../src/db/live-schema.ts';
import { activities, components, pages, templates } from '../src/db/schema.ts';
import { appInput, CREATE_APP, CREATE_PAGE, type PageData, pageInput } from './app-helpers.ts';
import { CREATE_COMPONENT, componentInput } from './authoring-helpers.ts';
import {
  type BadInputOperation,
  expect4xx,
  expectBadIdsNotFound,
  itRefusesBadValues,
  LONG,
  sortedState,
} from './bad-input-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import {
  brickOf,
  listen,
  liveHostOf,
  PAGE_VERSIONS,
  PUBLISH_APP,
  PUBLISH_PAGE,
  ROLLBACK_PAGE,
  type VersionData,
  visit,
  wire,
} from './live-helpers.ts';
import {
  addMember,
  createOrg,
  createTeam,
  expectError,
  type OrgInfo,
  ok,
  type TeamInfo,
} from './org-helpers.ts';

const PARAGRAPH = STARTER_COMPONENTS.find((c) => c.name === 'Paragraph')!;

const BAD_CURSORS = ['garbage', '!!!', ' ', LONG, Buffer.from('["a","not-a-uuid"]').toString('base64url')];

interface Site {
  org: OrgInfo;
  team: TeamInfo;
  owner: SignedInUser;
  app: { id: string; alias: string };
  home: PageData;
  about: PageData;
  /** Versions of `home`, oldest first. */
  versions: VersionData[];
  /** Text only this site's pages show. */
  marker: string;
  paragraphId: string;
  templateId: string;
}

describe('bad input to live sites and publishing: a correct status, never a 500, never another tenant', () => {
  let t: TestApp;
  let a: Site;
  let b: Site;
  let viewer: SignedInUser;
  let editor: SignedInUser;
  let homeHtml: string;
  let port: number;

  const db = () => t.database.db;

  /** An organization (with the starter kit) and an app with a published home page (two versions) and /about. */
  async function site(label: string): Promise<Site> {
    const owner = await signUpAndIn(t, `${label}owner`);
    const org = await createOrg(t, owner, { name: `${label} Org` });
    const team = await createTeam(t, owner, `${label} Team`);
    const [paragraph] = await db()
      .select()
      .from(components)
      .where(and(eq(components.orgId, org.id), eq(components.name, 'Paragraph')));
    const [template] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
      alias: string;
    };
    const marker = `marker${randomUUID().slice(0, 8)}`;
    const content = (text: string) => ({
      version: 1,
      template: { id: template!.id, dataTypes: {}, isPrefab: false },
      slots: { slot1: [brickOf('p1', paragraph!.id, PARAGRAPH, { text })] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    });
    const newPage = async (url: string, text: string) =>
      ok(
        await gql(
          t,
          CREATE_PAGE,
          { newPage: pageInput(app.id, template!.id, { url, content: content(text) }) },
          owner.token,
        ),
      ).createPage as PageData;
    const home = await newPage('', `${marker} home`);
    const about = await newPage('about', `${marker} about`);
    const versions: VersionData[] = [];
    for (let i = 0; i < 2; i++) {
      versions.push(ok(await gql(t, PUBLISH_PAGE, { id: home.id }, owner.token)).publishPage as VersionData);
    }
    ok(await gql(t, PUBLISH_PAGE, { id: about.id }, owner.token));
    return {
      org,
      team,
      owner,
      app,
      home,
      about,
      versions,
      marker,
      paragraphId: paragraph!.id,
      templateId: template!.id,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    a = await site('badlivea');
    b = await site('badliveb');
    viewer = await signUpAndIn(t, 'badliveviewer');
    editor = await signUpAndIn(t, 'badliveeditor');
    await addMember(t, a.org.id, a.team.id, viewer, 'viewer');
    await addMember(t, a.org.id, a.team.id, editor, 'editor');
    for (const user of [viewer, editor]) {
      await send(t, 'PUT', `/users/current-org/${a.org.id}`, { token: user.token });
    }
    port = await listen(t);
    homeHtml = (await visit(t, hostA(), '/')).body;
    expect(homeHtml).toContain(`${a.marker} home`);
  });
  afterAll(() => t.close());

  const hostA = () => liveHostOf(a.org.alias, a.app.alias);

  /** Neither site's pages: the answer of a host or path that names none of them. */
  function expectNoTenant(body: string, label: string) {
    expect(body.includes(a.marker), `${label} shows A's page`).toBe(false);
    expect(body.includes(b.marker), `${label} shows B's page`).toBe(false);
  }

  /** What the database holds of the live sites: what a refused operation must leave as it was. */
  async function state() {
    const appIds = [a.app.id, b.app.id];
    return sortedState({
      versions: await db().select().from(pageVersions).where(inArray(pageVersions.appId, appIds)),
      pages: await db().select().from(pages).where(inArray(pages.appId, appIds)),
      activities: await db()
        .select()
        .from(activities)
        .where(inArray(activities.orgId, [a.org.id, b.org.id])),
    });
  }

  describe('host names', () => {
    it('hosts that match no app: never a 500, never a page of any site; live-shaped ones a 404 page', async () => {
      // Not the shape of a live host: the console's (its index page or a 404), never a site's page.
      const consoleHosts = [
        'a--b--c.localhost',
        `${a.org.alias}--${a.app.alias}--x.localhost`,
        `${a.org.alias}-${a.app.alias}.localhost`,
        `${a.org.alias}---${a.app.alias}.localhost`,
        `--${a.app.alias}.localhost`,
        `${a.org.alias}--.localhost`,
        `${a.org.alias}--${a.app.alias}.localhost.`,
        `${a.org.alias}--${a.app.alias}.evil.example`,
        `${a.org.alias}--${a.app.alias}.localhost:abc`,
        `${a.org.alias}--${a.app.alias}!.localhost`,
        `${a.org.alias}_--${a.app.alias}.localhost`,
        `%2e--${a.app.alias}.localhost`,
        `${a.org.alias}--${a.app.alias}%00.localhost`,
        `${a.org.alias}--${a.app.alias}.localhost@evil.example`,
        `x.${a.org.alias}--${a.app.alias}.localhost`,
        `${'c'.repeat(10_000)}.localhost`,
        'xn--80ak6aa92e--app.localhost',
      ];
      // The shape of a live host, naming no app: the live host's 'Site not found'.
      const liveShaped = [
        `${b.org.alias}--${a.app.alias}.localhost`,
        `${a.org.alias}--${b.app.alias}.localhost:4999`,
        `${'a'.repeat(5000)}--${a.app.alias}.localhost`,
        `${a.org.alias}--${'b'.repeat(5000)}.localhost`,
      ];
      for (const [hosts, live] of [
        [consoleHosts, false],
        [liveShaped, true],
      ] as const) {
        for (const host of hosts) {
          for (const path of ['/', '/about', '/sitemap.xml']) {
            const label = `${host.slice(0, 60)} ${path}`;
            const response = await visit(t, host, path, { headers: { accept: 'text/html' } });
            expect(response.statusCode, label).toBeLessThan(500);
            expectNoTenant(response.body, label);
            expect(response.headers['set-cookie'], label).toBeUndefined();
            if (live) {
              expect(response.statusCode, label).toBe(404);
              expect(response.body, label).toContain('Site not found');
            }
          }
        }
      }
    });

    it('the same site in capitals or with another port is the same site', async () => {
      for (const host of [
        liveHostOf(a.org.alias.toUpperCase(), a.app.alias.toUpperCase()),
        `${a.org.alias}--${a.app.alias}.LOCALHOST`,
        `${a.org.alias}--${a.app.alias}.localhost`,
        liveHostOf(a.org.alias, a.app.alias, 80),
        `${a.org.alias}--${a.app.alias}.localhost:99999999999999999999`,
      ]) {
        const response = await visit(t, host, '/');
        expect(response.statusCode, host).toBe(200);
        expect(response.body, host).toBe(homeHtml);
      }
    });
  });

  describe('paths, query strings and methods', () => {
    it('dot segments, encoded slashes and NULs: a 404 page or a redirect to a page of this site', async () => {
      const paths = [
        '/..',
        '/../',
        '/../about',
        '/about/..',
        '/about/../about',
        '/./about',
        '/%2e%2e',
        '/%2E%2E/%2e%2e/etc/passwd',
        '/..%2F..%2Fetc%2Fpasswd',
        '/about%2F..%2F..%2F',
        '/%2F',
        '/%2F%2F',
        '/about%2Fsecret',
        '/%00',
        '/about%00',
        '/about%00.html',
        '/%5C..%5C',
        '/about;jsessionid=1',
        '/about.html',
        '/index.html',
        '/assets/index.js',
        '/graphql',
        '/healthz',
        `/media/${b.app.id}/${'0'.repeat(32)}-${'0'.repeat(16)}.png`,
        `/media/${a.app.id}/..%2F..%2F${b.app.id}`,
        `/media/${a.app.id}/`,
        '/media/',
        '/_tessera/',
        '/_tessera/behaviour-..%2F..%2Fpackage.json.js',
        '/_tessera/../about',
        `/${'a'.repeat(2000)}`,
      ];
      for (const path of paths) {
        const response = await wire(port, hostA(), path);
        // Asked again, the answer may come from the cache (the server's fast path): the same answer.
        const again = await wire(port, hostA(), path);
        const label = `${path.slice(0, 80)} → ${response.status}`;
        expect(again.status, label).toBe(response.status);
        expect(again.body.equals(response.body), label).toBe(true);
        if (response.status === 301) {
          // Only ever to a page path of this very host.
          const location = String(response.headers.location);
          expect(location, label).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:\?.*)?$/);
          continue;
        }
        if (response.status === 200) {
          // Only the behaviour script answers 200 for an odd path: never a file of the server.
          expect(path.startsWith('/_tessera/behaviour-'), label).toBe(true);
          expect(response.headers['content-type'], label).toBe('text/javascript; charset=utf-8');
          continue;
        }
        expect(response.status, label).toBe(404);
        expect(response.headers['content-type'], label).toBe('text/html; charset=utf-8');
        expect(response.body.toString(), label).toContain('Page not found');
        expectNoTenant(response.body.toString(), label);
      }
    });

    it('paths that look like another host never redirect off the site', async () => {
      for (const path of [
        '//evil.example/',
        '//evil.example',
        '/%2F%2Fevil.example/',
        '/%2F/evil/',
        '/\\evil.example/',
        '/%5Cevil.example/',
        '/ABOUT?next=//evil.example',
        '///evil/',
      ]) {
        const response = await wire(port, hostA(), path);
        expect(response.status, path).toBeLessThan(500);
        if (response.status === 301) {
          const location = String(response.headers.location);
          expect(location.startsWith('/'), `${path} → ${location}`).toBe(true);
          expect(location.startsWith('//'), `${path} → ${location}`).toBe(false);
          expect(location.startsWith('/\\'), `${path} → ${location}`).toBe(false);
        }
      }
    });

    it('percent-encoding that does not decode is 400; a 10 000-character URL is 414', async () => {
      for (const path of ['/%zz', '/%', '/about%', '/%E0%A4%A', '/%C0%AF', '/%ff', '/about%x=1']) {
        const response = await wire(port, hostA(), path);
        expect(response.status, path).toBe(400);
        expect(response.headers['set-cookie'], path).toBeUndefined();
        // The live site's own answer, with its headers, and nothing of the target echoed.
        expect(response.headers['content-type'], path).toBe('text/plain; charset=utf-8');
        expect(response.headers['content-security-policy'], path).toContain("script-src 'self'");
        expect(response.body.toString(), path).toBe('Bad Request\n');
        expectNoTenant(response.body.toString(), path);
      }
      for (const path of [
        `/${'a'.repeat(10_000)}`,
        `/?q=${'x'.repeat(10_000)}`,
        `/about/${'%2e'.repeat(3000)}`,
      ]) {
        const response = await wire(port, hostA(), path);
        expect(response.status, path.slice(0, 20)).toBe(414);
        expect(response.headers['content-type'], path.slice(0, 20)).toBe('text/plain; charset=utf-8');
        expect(response.body.length).toBeLessThan(100);
      }
      // Just under the limit is looked up as any other path.
      const long = await wire(port, hostA(), `/${'a'.repeat(2040)}`);
      expect(long.status).toBe(404);
    });

    it('unknown, odd and repeated query parameters leave the page as it is', async () => {
      for (const query of [
        'utm_source=x',
        'a=1&a=2&a=3',
        '__proto__[polluted]=1&constructor[prototype][x]=1',
        'x=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        'x=%zz',
        `${'k'.repeat(1000)}=${'v'.repeat(1000)}`,
        '&&&==&',
        'q=%00',
      ]) {
        const response = await visit(t, hostA(), `/?${query}`);
        expect(response.statusCode, query).toBe(200);
        expect(response.body, query).toBe(homeHtml);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('methods other than GET and HEAD: 405 with Allow, never the API', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
        for (const path of ['/', '/about', '/graphql', '/signin', `/upload/${a.app.id}`]) {
          const response = await visit(t, hostA(), path, {
            method,
            headers: { 'content-type': 'application/json' },
            cookies: { auth_token: a.owner.token },
          });
          const label = `${method} ${path}`;
          expect(response.statusCode, label).toBe(405);
          expect(response.headers.allow, label).toBe('GET, HEAD');
          expect(response.headers['content-type'], label).toBe('text/plain; charset=utf-8');
          expect(response.headers['set-cookie'], label).toBeUndefined();
          expectNoTenant(response.body, label);
        }
      }
    });

    it('odd request headers change nothing', async () => {
      const odd: Array<Record<string, string>> = [
        { 'accept-language': LONG },
        { 'accept-language': '*;q=x,pt-BR;q=NaN' },
        { 'accept-encoding': LONG },
        { 'if-none-match': LONG },
        { 'if-none-match': '*' },
        { cookie: `auth_token=${'x'.repeat(4000)}` },
        { 'x-forwarded-host': liveHostOf(b.org.alias, b.app.alias) },
      ];
      for (const headers of odd) {
        const response = await visit(t, hostA(), '/', { headers });
        const label = Object.keys(headers)[0]!;
        expect(response.statusCode, label).toBe(200);
        expect(response.body, label).toBe(homeHtml);
      }
    });
  });

  describe('page data that tries to break out of the document', () => {
    it("titles, brick ids, props and the graph are escaped; another organization's component is not drawn", async () => {
      const bComponent = ok(
        await gql(
          t,
          CREATE_COMPONENT,
          {
            c: componentInput({
              code: `export default function B() { return <p>${b.marker} component</p>; }`,
            }),
          },
          b.owner.token,
        ),
      ).createComponent as { id: string };
      const evil = '"><script>alert(1)</script><!--';
      const content = {
        version: 1,
        template: { id: a.templateId, dataTypes: {}, isPrefab: false },
        slots: {
          slot1: [
            brickOf(evil, a.paragraphId, PARAGRAPH, { text: `</p><script>alert(2)</script> ${a.marker}` }),
            brickOf('foreign', bComponent.id, null, { title: 'x' }),
            brickOf('not-an-id', 'not-a-uuid', null, { title: 'x' }),
          ],
        },
        pageEvents: {
          nodes: [
            {
              id: 'n1',
              type: 'FromTheFuture',
              position: { x: 0, y: 0 },
              extra: { text: '</script><script>alert(3)</script>' },
            },
          ],
          connections: [],
          comments: [],
        },
      };
      const page = ok(
        await gql(
          t,
          CREATE_PAGE,
          {
            newPage: pageInput(a.app.id, a.templateId, {
              url: 'escapes',
              title: '</title><script>alert(4)</script>',
              description: '"><script>alert(5)</script>',
              tags: ['<b>tag</b>'],
              content,
            }),
          },
          a.owner.token,
        ),
        'createPage',
      ).createPage as PageData;
      const version = ok(await gql(t, PUBLISH_PAGE, { id: page.id }, a.owner.token))
        .publishPage as VersionData;
      expect(version.renderErrors.map((e) => [e.key, e.type])).toEqual([
        ['foreign', 'Missing'],
        ['not-an-id', 'Missing'],
      ]);
      const html = (await visit(t, hostA(), '/escapes')).body;
      expect(html).toContain(a.marker);
      expect(html).not.toContain(b.marker);
      expect(html).not.toMatch(/<script>alert/);
      expect(html).not.toContain('</script><script>');
      // The only script elements are the graph's JSON and the behaviour runtime.
      expect([...html.matchAll(/<script\b/g)]).toHaveLength(2);
    });
  });

  describe('GraphQL', () => {
    const OPERATIONS: BadInputOperation[] = [
      { name: 'publishPage', query: PUBLISH_PAGE, valid: () => ({ id: a.about.id }) },
      { name: 'publishApp', query: PUBLISH_APP, valid: () => ({ id: b.app.id }) },
      {
        name: 'rollbackPage',
        query: ROLLBACK_PAGE,
        // A version of another page: even a variant that passed every check could not roll back.
        valid: () => ({ id: a.about.id, versionId: a.versions[0]!.id }),
      },
      {
        name: 'pageVersions',
        query: PAGE_VERSIONS,
        valid: () => ({ pageId: a.home.id, first: 10, after: null }),
      },
    ];

    const MAY_SUCCEED = new Set([
      'pageVersions: first as a number',
      'pageVersions: first as null',
      'pageVersions: first missing',
      'pageVersions: after missing',
      'pageVersions: after as null',
    ]);

    // publishApp's valid id is B's app: A's owner may not publish it.
    itRefusesBadValues(OPERATIONS, () => ({ t, token: a.owner.token, state }), { maySucceed: MAY_SUCCEED });

    it('ids that are not UUIDs, name nothing or name another tenant: 404 page, app or version not found', async () => {
      const before = await state();
      await expectBadIdsNotFound(t, a.owner.token, [
        ['publishPage', PUBLISH_PAGE, (id) => ({ id }), /^page not found$/],
        ['publishApp', PUBLISH_APP, (id) => ({ id }), /^app not found$/],
        [
          'rollbackPage (page)',
          ROLLBACK_PAGE,
          (id) => ({ id, versionId: a.versions[0]!.id }),
          /^page not found$/,
        ],
        [
          'rollbackPage (version)',
          ROLLBACK_PAGE,
          (id) => ({ id: a.home.id, versionId: id }),
          /^version not found$/,
        ],
        ['pageVersions', PAGE_VERSIONS, (id) => ({ pageId: id }), /^page not found$/],
      ]);
      const foreign: Array<[string, string, Record<string, unknown>, string]> = [
        ['publishPage', PUBLISH_PAGE, { id: b.home.id }, SERVER_MESSAGES.pageNotFound],
        ['publishApp', PUBLISH_APP, { id: b.app.id }, SERVER_MESSAGES.appNotFound],
        ['pageVersions', PAGE_VERSIONS, { pageId: b.home.id }, SERVER_MESSAGES.pageNotFound],
        [
          'rollbackPage',
          ROLLBACK_PAGE,
          { id: b.home.id, versionId: b.versions[0]!.id },
          SERVER_MESSAGES.pageNotFound,
        ],
        // A's own page with B's version, and with a version of another page of A's.
        [
          'rollbackPage',
          ROLLBACK_PAGE,
          { id: a.home.id, versionId: b.versions[0]!.id },
          SERVER_MESSAGES.versionNotFound,
        ],
        [
          'rollbackPage',
          ROLLBACK_PAGE,
          { id: a.about.id, versionId: a.versions[0]!.id },
          SERVER_MESSAGES.versionNotFound,
        ],
        // A page id given as the version, and a version given as the page.
        [
          'rollbackPage',
          ROLLBACK_PAGE,
          { id: a.home.id, versionId: a.home.id },
          SERVER_MESSAGES.versionNotFound,
        ],
        [
          'rollbackPage',
          ROLLBACK_PAGE,
          { id: a.versions[0]!.id, versionId: a.versions[0]!.id },
          SERVER_MESSAGES.pageNotFound,
        ],
        ['publishPage', PUBLISH_PAGE, { id: a.app.id }, SERVER_MESSAGES.pageNotFound],
        ['publishApp', PUBLISH_APP, { id: a.home.id }, SERVER_MESSAGES.appNotFound],
      ];
      for (const [name, query, variables, message] of foreign) {
        expectError(
          await gql(t, query, variables, a.owner.token),
          404,
          message,
          `${name} ${JSON.stringify(variables)}`,
        );
      }
      expect(await state()).toEqual(before);
      // The live sites are as they were.
      expect((await visit(t, hostA(), '/')).body).toBe(homeHtml);
    });

    it('viewers and editors may not publish or roll back (403); they may list versions', async () => {
      const before = await state();
      for (const user of [viewer, editor]) {
        for (const [query, variables] of [
          [PUBLISH_PAGE, { id: a.home.id }],
          [PUBLISH_APP, { id: a.app.id }],
          [ROLLBACK_PAGE, { id: a.home.id, versionId: a.versions[0]!.id }],
        ] as const) {
          expectError(await gql(t, query, variables, user.token), 403, 'required role');
        }
        const listed = ok(await gql(t, PAGE_VERSIONS, { pageId: a.home.id }, user.token)).pageVersions as {
          edges: unknown[];
        };
        expect(listed.edges).toHaveLength(2);
      }
      // Signed out: 401.
      for (const [query, variables] of [
        [PUBLISH_PAGE, { id: a.home.id }],
        [PAGE_VERSIONS, { pageId: a.home.id }],
      ] as const) {
        expectError(await gql(t, query, variables), 401);
      }
      expect(await state()).toEqual(before);
    });

    it('pageVersions: page sizes out of range and malformed cursors are 400, as other lists answer', async () => {
      for (const first of [0, -1, 101, 1000]) {
        expect(
          expect4xx(
            await gql(t, PAGE_VERSIONS, { pageId: a.home.id, first }, a.owner.token),
            `first ${first}`,
          ),
        ).toBe('first must be between 1 and 100');
      }
      // A well-formed cursor of another list (its key is a URL, not a version number) is refused too.
      const foreign = Buffer.from(JSON.stringify(['/about', a.home.id])).toString('base64url');
      for (const cursor of [...BAD_CURSORS, foreign]) {
        const message = expect4xx(
          await gql(t, PAGE_VERSIONS, { pageId: a.home.id, after: cursor }, a.owner.token),
          cursor.slice(0, 10),
        );
        expect(message).toBe('after must be a cursor returned by the previous page');
      }
    });
  });
});
