import { SERVER_MESSAGES as M } from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, components, media, templates, users } from '../src/db/schema.ts';
import { mediaUrl } from '../src/modules/media/keys.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  DELETE_APP,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { brickOf, liveHostOf, PUBLISH_APP, PUBLISH_PAGE, visit } from './live-helpers.ts';
import { insertMedia } from './media-helpers.ts';
import {
  addMember,
  createOrg,
  createTeam,
  expectError,
  type OrgInfo,
  ok,
  type TeamInfo,
} from './org-helpers.ts';
import { insertPrefab } from './prefab-helpers.ts';
import { SITE_SETTINGS, siteInput, storedSiteSettings, UPDATE_SITE_SETTINGS } from './site-helpers.ts';

const PARAGRAPH = STARTER_COMPONENTS.find((c) => c.name === 'Paragraph')!;
const IMAGE = STARTER_COMPONENTS.find((c) => c.name === 'Image')!;

interface AppData {
  id: string;
  alias: string;
  name: string;
}

interface Settings {
  appId: string;
  siteName: string;
  updatedAt: string | null;
  favicon: { id: string; url: string } | null;
  socialImage: { id: string; url: string } | null;
  headerPrefab: { id: string; name: string } | null;
  footerPrefab: { id: string; name: string } | null;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('site settings (issue 21, decision 0026)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let viewer: SignedInUser;
  let editor: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let kit: { paragraph: string; image: string; template: string };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'siteowner');
    org = await createOrg(t, owner, { name: 'Site Org' });
    team = await createTeam(t, owner, 'Site Team');
    viewer = await signUpAndIn(t, 'siteviewer');
    editor = await signUpAndIn(t, 'siteeditor');
    await addMember(t, org.id, team.id, viewer, 'viewer');
    await addMember(t, org.id, team.id, editor, 'publisher');
    for (const user of [viewer, editor])
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, user.id));
    const rows = await db().select().from(components).where(eq(components.orgId, org.id));
    const [single] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    kit = {
      paragraph: rows.find((row) => row.name === 'Paragraph')!.id,
      image: rows.find((row) => row.name === 'Image')!.id,
      template: single!.id,
    };
  });
  afterAll(() => t.close());

  async function createApp(): Promise<AppData> {
    return ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as AppData;
  }

  async function update(appId: string, settings: Record<string, unknown>, user = owner) {
    return gql(t, UPDATE_SITE_SETTINGS, { appId, settings }, user.token);
  }

  /** A component prefab of the starter Paragraph saying `text`. */
  function paragraphPrefab(appId: string, text: string, name: string) {
    const { dataTypes } = brickOf('p', kit.paragraph, PARAGRAPH, { text });
    return insertPrefab(db(), { appId, elementId: kit.paragraph, name, dataTypes });
  }

  describe('the operation', () => {
    let app: AppData;
    let png: { id: string; key: string };
    let svg: { id: string; key: string };
    let pdf: { id: string };
    let header: { id: string };
    let templatePrefab: { id: string };

    beforeAll(async () => {
      app = await createApp();
      png = await insertMedia(db(), { appId: app.id, name: 'Site icon' });
      svg = await insertMedia(db(), { appId: app.id, name: 'Vector logo', extension: 'svg' });
      pdf = await insertMedia(db(), {
        appId: app.id,
        name: 'Price list',
        extension: 'pdf',
        mediaType: 'Document',
      });
      header = await paragraphPrefab(app.id, 'Header', 'Site header');
      templatePrefab = await insertPrefab(db(), {
        appId: app.id,
        elementId: kit.template,
        prefabType: 'Template',
        name: 'Some layout',
      });
    });

    it('reads the defaults before anything is saved, for any member of the team', async () => {
      for (const user of [owner, viewer]) {
        const read = ok(await gql(t, SITE_SETTINGS, { appId: app.id }, user.token)).siteSettings;
        expect(read).toEqual({
          appId: app.id,
          siteName: '',
          updatedAt: null,
          favicon: null,
          socialImage: null,
          headerPrefab: null,
          footerPrefab: null,
        });
      }
    });

    it('saves every field, answers the media and prefabs, and records app.site_settings', async () => {
      const saved = ok(
        await update(
          app.id,
          siteInput({
            siteName: '  Bakery & Friends ',
            faviconMediaId: svg.id,
            socialImageMediaId: png.id,
            headerPrefabId: header.id,
            footerPrefabId: header.id,
          }),
        ),
      ).updateSiteSettings as Settings;
      expect(saved).toMatchObject({
        siteName: 'Bakery & Friends',
        favicon: { id: svg.id, url: mediaUrl(svg.key) },
        socialImage: { id: png.id, url: mediaUrl(png.key) },
        headerPrefab: { id: header.id, name: 'Site header' },
        footerPrefab: { id: header.id },
      });
      expect(saved.updatedAt).not.toBeNull();
      const read = ok(await gql(t, SITE_SETTINGS, { appId: app.id }, viewer.token)).siteSettings;
      expect(read).toEqual(saved);
      const [record] = await db()
        .select()
        .from(activities)
        .where(and(eq(activities.appId, app.id), eq(activities.action, 'app.site_settings')));
      expect(record).toMatchObject({ actorId: owner.id, entityId: app.id, entityName: app.name });
      expect(record!.details).toEqual({
        changed: ['siteName', 'faviconMediaId', 'socialImageMediaId', 'headerPrefabId', 'footerPrefabId'],
      });
    });

    it('refuses what is not the app own, not an image or not a component prefab, changing nothing', async () => {
      const other = await createApp();
      const foreignMedia = await insertMedia(db(), { appId: other.id, name: 'Foreign icon' });
      const foreignPrefab = await paragraphPrefab(other.id, 'Foreign', 'Foreign header');
      const before = await storedSiteSettings(db(), app.id);
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ faviconMediaId: foreignMedia.id }, 404, M.mediaNotFound],
        [{ socialImageMediaId: header.id }, 404, M.mediaNotFound],
        [{ faviconMediaId: 'not-an-id' }, 404, M.mediaNotFound],
        [{ faviconMediaId: pdf.id }, 400, M.siteImageNotImage],
        [{ socialImageMediaId: svg.id }, 400, M.siteSocialImageRaster],
        [{ headerPrefabId: foreignPrefab.id }, 404, M.prefabNotFound],
        [{ footerPrefabId: png.id }, 404, M.prefabNotFound],
        [{ footerPrefabId: templatePrefab.id }, 400, M.siteHeaderFooterComponent],
        [{ siteName: 'x'.repeat(61) }, 400, 'siteName must be between 0 and 60 characters'],
      ];
      for (const [values, status, message] of cases) {
        const answer = await update(app.id, siteInput({ faviconMediaId: png.id, ...values }));
        expectError(answer, status, message, JSON.stringify(values));
      }
      expect(await storedSiteSettings(db(), app.id)).toEqual(before);
    });

    it('viewers and publishers may not change them (403); the app manager and the owner may', async () => {
      for (const user of [viewer, editor]) {
        expectError(await update(app.id, siteInput(), user), 403, M.requiredRole);
      }
      expect((await storedSiteSettings(db(), app.id))?.siteName).toBe('Bakery & Friends');
    });

    it('forgets a media or prefab once it is deleted, and goes with the app', async () => {
      const icon = await insertMedia(db(), { appId: app.id, name: 'Short lived' });
      ok(await update(app.id, siteInput({ faviconMediaId: icon.id, headerPrefabId: header.id })));
      await db().delete(media).where(eq(media.id, icon.id));
      const read = ok(await gql(t, SITE_SETTINGS, { appId: app.id }, owner.token)).siteSettings as Settings;
      expect(read.favicon).toBeNull();
      expect(read.headerPrefab?.id).toBe(header.id);
      ok(await gql(t, DELETE_APP, { id: app.id }, owner.token));
      expect(await storedSiteSettings(db(), app.id)).toBeNull();
    });
  });

  describe('live pages', () => {
    let app: AppData;
    let home: PageData;
    let plain: PageData;
    let icon: { id: string; key: string };
    let social: { id: string; key: string };

    async function createPage(overrides: Record<string, unknown>, bricks: unknown[] = []) {
      const created = ok(
        await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, kit.template, overrides) }, owner.token),
      ).createPage as PageData;
      return ok(
        await gql(
          t,
          UPDATE_PAGE,
          {
            id: created.id,
            page: pageUpdate(created, { content: { ...created.content, slots: { slot1: bricks } } }),
          },
          owner.token,
        ),
      ).updatePage as PageData;
    }

    const live = async (url: string) => (await visit(t, liveHostOf(org.alias, app.alias), url)).body;

    beforeAll(async () => {
      app = await createApp();
      icon = await insertMedia(db(), { appId: app.id, name: 'Bakery icon' });
      social = await insertMedia(db(), { appId: app.id, name: 'Bakery cover', extension: 'jpg' });
      const header = await paragraphPrefab(app.id, 'Bakery navigation', 'Navigation');
      const footer = await paragraphPrefab(app.id, 'Bakery footer text', 'Footer');
      ok(
        await update(
          app.id,
          siteInput({
            siteName: 'Bakery',
            faviconMediaId: icon.id,
            socialImageMediaId: social.id,
            headerPrefabId: header.id,
            footerPrefabId: footer.id,
          }),
        ),
      );
      const paragraph = brickOf('body-1', kit.paragraph, PARAGRAPH, { text: 'Fresh bread' });
      home = await createPage({ url: '', title: 'Welcome' }, [paragraph]);
      plain = await createPage({ url: 'landing', title: 'Landing at the Bakery' }, [paragraph]);
      ok(
        await gql(
          t,
          UPDATE_PAGE,
          { id: plain.id, page: pageUpdate(plain, { showSiteHeader: false, showSiteFooter: false }) },
          owner.token,
        ),
      );
    });

    it('publishing puts the site name, favicon and social image in the head of every page', async () => {
      ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token));
      const html = head(await live('/'));
      expect(html).toContain('<title>Welcome · Bakery</title>');
      expect(html).toContain('<meta property="og:site_name" content="Bakery">');
      expect(html).toContain(`<link rel="icon" href="${mediaUrl(icon.key)}">`);
      expect(html).not.toContain('data:,');
      const origin = `http://${liveHostOf(org.alias, app.alias)}`;
      expect(attr(html, /<meta property="og:image" content="([^"]*)">/)).toBe(
        `${origin}${mediaUrl(social.key)}`,
      );
      expect(attr(html, /<meta name="twitter:image" content="([^"]*)">/)).toBe(
        `${origin}${mediaUrl(social.key)}`,
      );
      // A title that already names the site is not suffixed.
      expect(head(await live('/landing'))).toContain('<title>Landing at the Bakery</title>');
    });

    it('draws the header prefab before the template and the footer after it; a page may opt out', async () => {
      const body = await live('/');
      const headerAt = body.indexOf('data-tessera-site="header"');
      const bodyAt = body.indexOf('Fresh bread');
      const footerAt = body.indexOf('data-tessera-site="footer"');
      expect(headerAt).toBeGreaterThan(0);
      expect(body.indexOf('Bakery navigation')).toBeGreaterThan(headerAt);
      expect(bodyAt).toBeGreaterThan(body.indexOf('Bakery navigation'));
      expect(footerAt).toBeGreaterThan(bodyAt);
      expect(body.indexOf('Bakery footer text')).toBeGreaterThan(footerAt);
      const landing = await live('/landing');
      expect(landing).toContain('Fresh bread');
      expect(landing).not.toContain('Bakery navigation');
      expect(landing).not.toContain('Bakery footer text');
    });

    it('a new page gets the header and footer; a page image stays its own og:image', async () => {
      const own = brickOf('img-1', kit.image, IMAGE, {
        image: { url: mediaUrl(icon.key), alt: 'Our shop' },
      });
      const page = await createPage({ url: 'shop', title: 'Shop' }, [own]);
      expect(page.showSiteHeader).toBe(true);
      ok(await gql(t, PUBLISH_PAGE, { id: page.id }, owner.token));
      const html = await live('/shop');
      expect(html).toContain('Bakery navigation');
      expect(html).toContain('Bakery footer text');
      expect(attr(head(html), /<meta property="og:image" content="([^"]*)">/)).toContain(mediaUrl(icon.key));
    });

    it('an explicit null leaves the header and footer switches as they are', async () => {
      const updated = ok(
        await gql(
          t,
          UPDATE_PAGE,
          { id: plain.id, page: pageUpdate(plain, { showSiteHeader: null, showSiteFooter: null }) },
          owner.token,
        ),
      ).updatePage as PageData;
      expect(updated.showSiteHeader).toBe(false);
      expect(updated.showSiteFooter).toBe(false);
    });

    it('without site settings a page keeps the app name and asks for no favicon', async () => {
      const other = await createApp();
      const created = ok(
        await gql(t, CREATE_PAGE, { newPage: pageInput(other.id, kit.template, { url: '' }) }, owner.token),
      ).createPage as PageData;
      ok(await gql(t, PUBLISH_PAGE, { id: created.id }, owner.token));
      const html = head((await visit(t, liveHostOf(org.alias, other.alias), '/')).body);
      expect(html).toContain('<link rel="icon" href="data:,">');
      expect(html).toContain(`<meta property="og:site_name" content="${other.name}">`);
      expect(html).toContain('<title>A page title</title>');
      expect(home.showSiteFooter).toBe(true);
    });
  });
});
