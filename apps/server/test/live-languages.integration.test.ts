import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageVersionLocales } from '../src/db/live-schema.ts';
import { components, templates } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import {
  brickOf,
  listen,
  liveHostOf,
  PUBLISH_APP,
  PUBLISH_PAGE,
  ROLLBACK_PAGE,
  type VersionData,
  wire,
} from './live-helpers.ts';
import { UPDATE_APP_LOCALES, UPDATE_PAGE_TRANSLATION } from './locale-helpers.ts';
import { createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const HEADING = STARTER_COMPONENTS.find((c) => c.name === 'Heading')!;
const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';

const linkOf = (html: string, lang: string) =>
  new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)">`).exec(html)?.[1];

describe('live pages in several languages (issue 26)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  let kit: { heading: string; template: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'liveloowner');
    org = await createOrg(t, owner, { name: 'Live Locale Org' });
    team = await createTeam(t, owner, 'Live Locale Team');
    const rows = await t.database.db.select().from(components).where(eq(components.orgId, org.id));
    const [single] = await t.database.db
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    kit = { heading: rows.find((row) => row.name === 'Heading')!.id, template: single!.id };
    port = await listen(t);
  });
  afterAll(() => t.close());

  /** An English app with pt-BR: a home and an About page whose heading, slug and title are translated. */
  async function bilingualSite() {
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
      alias: string;
    };
    ok(
      await gql(
        t,
        UPDATE_APP_LOCALES,
        { appId: app.id, locales: { default: 'en-US', others: ['pt-BR'] } },
        owner.token,
      ),
    );
    const create = async (url: string, name: string) =>
      ok(
        await gql(
          t,
          CREATE_PAGE,
          { newPage: pageInput(app.id, kit.template, { url, name, title: `${name} page` }) },
          owner.token,
        ),
      ).createPage as PageData;
    const home = await create('', 'Home');
    const about = await create('about', 'About');
    const heading = brickOf('title', kit.heading, HEADING, { text: 'About us' });
    heading.dataTypes.text = { ...heading.dataTypes.text, locales: { 'pt-BR': `Sobre nós ${HOSTILE}` } };
    const content = { ...about.content, slots: { slot1: [heading] } };
    ok(await gql(t, UPDATE_PAGE, { id: about.id, page: pageUpdate(about, { content }) }, owner.token));
    ok(
      await gql(
        t,
        UPDATE_PAGE_TRANSLATION,
        { pageId: about.id, locale: 'pt-BR', translation: { url: 'sobre', title: `Sobre ${HOSTILE}` } },
        owner.token,
      ),
    );
    const versions = ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token)).publishApp as VersionData[];
    return { app, home, about, versions, host: liveHostOf(org.alias, app.alias) };
  }

  it('serves the default at /path and the other language at /{prefix}/{translated slug}, each naming the others', async () => {
    const { app, about, versions, host } = await bilingualSite();
    expect(versions).toHaveLength(2);
    const english = await wire(port, host, '/about');
    expect(english.status).toBe(200);
    const en = english.body.toString('utf8');
    expect(en).toContain('<html lang="en-US">');
    expect(en).toContain('About us');
    expect(en).not.toContain('Sobre');
    expect(linkOf(en, 'en-US')).toMatch(/\/about$/);
    expect(linkOf(en, 'pt-BR')).toMatch(/\/pt-br\/sobre$/);
    expect(linkOf(en, 'x-default')).toBe(linkOf(en, 'en-US'));
    expect(en).toMatch(/<link rel="canonical" href="[^"]+\/about">/);

    const portuguese = await wire(port, host, '/pt-br/sobre');
    expect(portuguese.status).toBe(200);
    const pt = portuguese.body.toString('utf8');
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toMatch(/<link rel="canonical" href="[^"]+\/pt-br\/sobre">/);
    expect(linkOf(pt, 'x-default')).toMatch(/\/about$/);
    // Hostile text in a translation is escaped like any text: in the body and in the title.
    expect(pt).toContain('Sobre nós &lt;script&gt;');
    expect(pt).not.toContain('<script>alert(1)');
    expect(pt).not.toContain('<img src=x');
    expect(pt).toMatch(/<title>Sobre &#60;script&#62;/);
    // The untranslated slug and the prefix's case are not second addresses.
    expect((await wire(port, host, '/pt-br/about')).status).toBe(404);
    expect((await wire(port, host, '/PT-BR/sobre')).status).toBe(301);
    // The untranslated home is at the prefix itself, in Portuguese.
    const ptHome = await wire(port, host, '/pt-br');
    expect(ptHome.status).toBe(200);
    expect(ptHome.body.toString('utf8')).toContain('<html lang="pt-BR">');

    const sitemap = (await wire(port, host, '/sitemap.xml')).body.toString('utf8');
    for (const path of ['/</loc>', '/about</loc>', '/pt-br</loc>', '/pt-br/sobre</loc>'])
      expect(sitemap, path).toContain(path);

    // A rollback serves every language of the older version; one stored document per language and version.
    const rows = await t.database.db
      .select()
      .from(pageVersionLocales)
      .where(eq(pageVersionLocales.appId, app.id));
    expect(rows.map((row) => `${row.locale} ${row.url}`).sort()).toEqual(['pt-BR /', 'pt-BR /sobre']);
    expect(about.id).toBeTruthy();
  });

  it('offers a browser that prefers another language its root on arrival, never within the site', async () => {
    const { host } = await bilingualSite();
    const arriving = await wire(port, host, '/', {
      headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' },
    });
    expect(arriving.status).toBe(302);
    expect(arriving.headers.location).toBe('/pt-br');
    expect(String(arriving.headers.vary)).toContain('Accept-Language');
    const english = await wire(port, host, '/', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.status).toBe(200);
    // The language switcher's link to the default language, followed from the site: no redirect back.
    const within = await wire(port, host, '/', {
      headers: { 'accept-language': 'pt-BR', referer: `http://${host}/pt-br` },
    });
    expect(within.status).toBe(200);
    expect(String(within.headers.vary)).toContain('Accept-Language');
    expect(within.body.toString('utf8')).toContain('<html lang="en-US">');
    // The same request again (served from the cache) answers the same.
    expect((await wire(port, host, '/', { headers: { 'accept-language': 'pt-BR' } })).status).toBe(302);
    expect((await wire(port, host, '/about', { headers: { 'accept-language': 'pt-BR' } })).status).toBe(200);
  });

  it('rolls every language back with its version', async () => {
    const { about, versions, host } = await bilingualSite();
    const first = versions.find((version) => version.pageId === about.id)!;
    ok(
      await gql(
        t,
        UPDATE_PAGE_TRANSLATION,
        { pageId: about.id, locale: 'pt-BR', translation: { url: 'quem-somos', title: 'Quem somos' } },
        owner.token,
      ),
    );
    ok(await gql(t, PUBLISH_PAGE, { id: about.id }, owner.token));
    expect((await wire(port, host, '/pt-br/quem-somos')).status).toBe(200);
    expect((await wire(port, host, '/pt-br/sobre')).status).toBe(404);
    expect((await wire(port, host, '/about')).status).toBe(200);
    ok(await gql(t, ROLLBACK_PAGE, { id: about.id, versionId: first.id }, owner.token));
    expect((await wire(port, host, '/pt-br/sobre')).status).toBe(200);
    expect((await wire(port, host, '/pt-br/quem-somos')).status).toBe(404);
  });

  it('keeps every published document at its language’s address when the default changes before a publish', async () => {
    const { app, host } = await bilingualSite();
    ok(
      await gql(
        t,
        UPDATE_APP_LOCALES,
        { appId: app.id, locales: { default: 'pt-BR', others: ['en-US'] } },
        owner.token,
      ),
    );
    const portuguese = await wire(port, host, '/sobre');
    expect(portuguese.status).toBe(200);
    expect(portuguese.body.toString('utf8')).toContain('<html lang="pt-BR">');
    const english = await wire(port, host, '/en-us/about');
    expect(english.status).toBe(200);
    expect(english.body.toString('utf8')).toContain('<html lang="en-US">');
    expect((await wire(port, host, '/pt-br/sobre')).status).toBe(404);
  });

  it('unpublishes a removed language: added again, it is served once the pages are published again', async () => {
    const { app, host } = await bilingualSite();
    const languages = (others: string[]) =>
      gql(t, UPDATE_APP_LOCALES, { appId: app.id, locales: { default: 'en-US', others } }, owner.token);
    expect((await wire(port, host, '/pt-br/sobre')).status).toBe(200);
    ok(await languages([]));
    expect((await wire(port, host, '/pt-br/sobre')).status).toBe(404);
    ok(await languages(['pt-BR']));
    expect((await wire(port, host, '/pt-br/about')).status).toBe(404);
    expect((await wire(port, host, '/about')).status).toBe(200);
    ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token));
    const again = await wire(port, host, '/pt-br/about');
    expect(again.status).toBe(200);
    // Its translations went with it (the slug too): the page reads the default language's until translated again.
    expect(again.body.toString('utf8')).toContain('About us');
    expect(again.body.toString('utf8')).not.toContain('Sobre nós');
  });

  it('keeps a site of one language as it was: no alternates, the publisher’s language', async () => {
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
      alias: string;
    };
    ok(await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, kit.template, { url: '' }) }, owner.token));
    ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token));
    const html = (await wire(port, liveHostOf(org.alias, app.alias), '/')).body.toString('utf8');
    expect(html).toContain('<html lang="en-US">');
    expect(html).not.toContain('hreflang');
  });
});
