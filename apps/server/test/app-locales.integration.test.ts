import { emptyPageContent, SERVER_MESSAGES as M, SITE_LOCALES } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, components, pages, prefabs, templates, users } from '../src/db/schema.ts';
import { appInput, CREATE_APP, insertPage, pageUpdate, UPDATE_PAGE } from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { APP_LOCALES, storedLocales, TRANSLATION_COUNTS, UPDATE_APP_LOCALES } from './locale-helpers.ts';
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

type Locales = { default: string; others: string[] };
// The starter kit's Paragraph's `text` is a text area.
const text = (value: string, locales?: Record<string, string>) =>
  locales ? { type: 'TextAreaInput', value, locales } : { type: 'TextAreaInput', value };

describe('app languages (issue 26)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let editor: SignedInUser;
  let viewer: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let kit: { paragraph: string; template: string };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'loowner');
    org = await createOrg(t, owner, { name: 'Locale Org' });
    team = await createTeam(t, owner, 'Locale Team');
    admin = await signUpAndIn(t, 'loadmin');
    editor = await signUpAndIn(t, 'loeditor');
    viewer = await signUpAndIn(t, 'loviewer');
    await addMember(t, org.id, team.id, admin, 'admin');
    await addMember(t, org.id, team.id, editor, 'editor');
    await addMember(t, org.id, team.id, viewer, 'viewer');
    for (const user of [admin, editor, viewer])
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, user.id));
    const [paragraph] = await db()
      .select()
      .from(components)
      .where(and(eq(components.orgId, org.id), eq(components.name, 'Paragraph')));
    const [single] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    kit = { paragraph: paragraph!.id, template: single!.id };
  });
  afterAll(() => t.close());

  async function createApp(): Promise<{ id: string; name: string }> {
    return ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
      name: string;
    };
  }
  const update = (appId: string, locales: unknown, user = owner) =>
    gql(t, UPDATE_APP_LOCALES, { appId, locales }, user.token);
  const read = async (appId: string, user = owner) =>
    (ok(await gql(t, APP_LOCALES, { id: appId }, user.token)).app as { locales: Locales }).locales;
  async function counts(appId: string): Promise<Record<string, number>> {
    const list = ok(await gql(t, TRANSLATION_COUNTS, { appId }, owner.token)).appTranslationCounts as Array<{
      locale: string;
      count: number;
    }>;
    return Object.fromEntries(list.map((c) => [c.locale, c.count]));
  }

  /** A page whose template title and a nested-free paragraph hold translations in pt-BR and es-ES. */
  async function translatedPage(appId: string) {
    const page = await insertPage(db(), { appId, templateId: kit.template, slots: 1 });
    const content = {
      ...emptyPageContent({ id: kit.template, slots: 1, dataTypes: {} }),
      template: {
        id: kit.template,
        isPrefab: false,
        dataTypes: { title: text('Site', { 'pt-BR': 'Sítio' }) },
      },
      slots: {
        slot1: [
          {
            id: 'p1',
            name: 'Paragraph',
            componentId: kit.paragraph,
            isPrefab: false,
            dataTypes: { text: text('About', { 'pt-BR': 'Sobre', 'es-ES': 'Acerca' }) },
          },
        ],
      },
    };
    await db().update(pages).set({ content }).where(eq(pages.id, page.id));
    return page;
  }
  const storedPage = async (id: string) => (await db().select().from(pages).where(eq(pages.id, id)))[0]!;

  it('reads en-US alone while the app never chose, for every member, storing nothing', async () => {
    const app = await createApp();
    for (const user of [owner, viewer])
      expect(await read(app.id, user)).toEqual({ default: 'en-US', others: [] });
    expect(await storedLocales(db(), app.id)).toBeNull();
    expect(await counts(app.id)).toEqual({});
  });

  it('adds languages, counts their translations, and records app.locales', async () => {
    const app = await createApp();
    const answer = ok(await update(app.id, { default: 'en-US', others: ['pt-BR', 'es-ES'] }, admin));
    expect((answer.updateAppLocales as { locales: Locales }).locales).toEqual({
      default: 'en-US',
      others: ['pt-BR', 'es-ES'],
    });
    await translatedPage(app.id);
    expect(await counts(app.id)).toEqual({ 'pt-BR': 2, 'es-ES': 1 });
    const [record] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, app.id), eq(activities.action, 'app.locales')));
    expect(record).toMatchObject({ action: 'app.locales', entityName: app.name });
    expect(record!.details).toMatchObject({ added: ['pt-BR', 'es-ES'], removed: [] });
  });

  it('removing a language removes its translations from pages and prefabs, bumping revisions', async () => {
    const app = await createApp();
    ok(await update(app.id, { default: 'en-US', others: ['pt-BR', 'es-ES'] }));
    const page = await translatedPage(app.id);
    const prefab = await insertPrefab(db(), {
      appId: app.id,
      elementId: kit.paragraph,
      dataTypes: { text: text('Go', { 'es-ES': 'Ir' }) },
    });
    const before = await storedPage(page.id);
    ok(await update(app.id, { default: 'en-US', others: ['pt-BR'] }));
    const after = await storedPage(page.id);
    expect(after.revision).toBe(before.revision + 1);
    const content = after.content as { slots: { slot1: Array<{ dataTypes: { text: unknown } }> } };
    expect(content.slots.slot1[0]!.dataTypes.text).toEqual(text('About', { 'pt-BR': 'Sobre' }));
    const [storedPrefab] = await db().select().from(prefabs).where(eq(prefabs.id, prefab.id));
    expect((storedPrefab!.dataTypes as { text: unknown }).text).toEqual(text('Go'));
    expect(await counts(app.id)).toEqual({ 'pt-BR': 2 });
  });

  it('making an added language the default swaps its translations with the base texts', async () => {
    const app = await createApp();
    ok(await update(app.id, { default: 'en-US', others: ['pt-BR'] }));
    const page = await translatedPage(app.id);
    ok(await update(app.id, { default: 'pt-BR', others: ['en-US'] }));
    const content = (await storedPage(page.id)).content as {
      template: { dataTypes: { title: unknown } };
      slots: { slot1: Array<{ dataTypes: { text: unknown } }> };
    };
    expect(content.template.dataTypes.title).toEqual(text('Sítio', { 'en-US': 'Site' }));
    // es-ES was never one of the app's languages here: the check on saves keeps such values out; this page was
    // written past it, and its es-ES text stays where it was.
    expect(content.slots.slot1[0]!.dataTypes.text).toEqual(
      text('Sobre', { 'es-ES': 'Acerca', 'en-US': 'About' }),
    );
  });

  it("page saves take translations only in the app's other languages (400 naming brick and language)", async () => {
    const app = await createApp();
    ok(await update(app.id, { default: 'en-US', others: ['pt-BR'] }));
    const page = await translatedPage(app.id);
    const stored = await storedPage(page.id);
    const content = structuredClone(stored.content) as {
      slots: { slot1: Array<{ dataTypes: { text: { locales: Record<string, string> } } }> };
    };
    content.slots.slot1[0]!.dataTypes.text.locales = { 'pt-BR': 'Sobre nós' };
    const settings = pageUpdate({ ...stored, tags: stored.tags as string[] });
    ok(await gql(t, UPDATE_PAGE, { id: page.id, page: { ...settings, content } }, editor.token));
    content.slots.slot1[0]!.dataTypes.text.locales = { 'fr-FR': 'À propos' };
    const refused = await gql(t, UPDATE_PAGE, { id: page.id, page: { ...settings, content } }, editor.token);
    expectError(refused, 400, "Paragraph (p1) text: 'fr-FR' is not one of this app's other languages");
    const text1 = ((await storedPage(page.id)).content as typeof content).slots.slot1[0]!.dataTypes.text;
    expect(text1.locales).toEqual({ 'pt-BR': 'Sobre nós' });
  });

  it('refuses bad languages with a 400 naming them, storing nothing', async () => {
    const app = await createApp();
    await insertPage(db(), { appId: app.id, templateId: kit.template, url: '/pt-br/old', slots: 1 });
    const many = SITE_LOCALES.filter((tag) => tag !== 'en-US').slice(0, 21);
    const cases: Array<[unknown, string | RegExp]> = [
      [{ default: 'en-US', others: ['xx-YY'] }, "locale 'xx-YY' is not one of the offered languages"],
      [{ default: 'english', others: [] }, "default locale 'english' is not a language tag such as pt-BR"],
      [{ default: 'en-US', others: ['es-ES', 'es-ES'] }, "locale 'es-ES' is listed twice"],
      [{ default: 'en-US', others: ['en-US'] }, "locale 'en-US' is the default: it cannot be added again"],
      [{ default: 'en-US', others: many }, 'an app has at most 20 languages besides its default'],
      [
        { default: 'en-US', others: ['pt-BR'] },
        /^the page '.+' has the address \/pt-br\/old, where pt-BR pages would be/,
      ],
    ];
    for (const [locales, message] of cases)
      expectError(await update(app.id, locales), 400, message, JSON.stringify(locales));
    expect(await storedLocales(db(), app.id)).toBeNull();
  });

  it("refuses to put the old default under a prefix a page's address already uses", async () => {
    const app = await createApp();
    ok(await update(app.id, { default: 'en-US', others: ['pt-BR'] }));
    await insertPage(db(), { appId: app.id, templateId: kit.template, url: '/en-us', slots: 1 });
    expectError(
      await update(app.id, { default: 'pt-BR', others: ['en-US'] }),
      400,
      /^the page '.+' has the address \/en-us, where en-US pages would be/,
    );
    expect(await read(app.id)).toEqual({ default: 'en-US', others: ['pt-BR'] });
  });

  it('an unknown app, or one of another organization, is 404; viewers and editors may not change them (403)', async () => {
    const app = await createApp();
    const stranger = await signUpAndIn(t, 'lostranger');
    await createOrg(t, stranger, { name: 'Elsewhere' });
    expectError(await update(app.id, { default: 'en-US', others: ['pt-BR'] }, stranger), 404, M.appNotFound);
    expectError(
      await update('00000000-0000-4000-8000-000000000000', { default: 'en-US', others: [] }),
      404,
      M.appNotFound,
    );
    for (const user of [viewer, editor])
      expectError(await update(app.id, { default: 'en-US', others: ['pt-BR'] }, user), 403, M.requiredRole);
    expect(await storedLocales(db(), app.id)).toBeNull();
    expect(await read(app.id, viewer)).toEqual({ default: 'en-US', others: [] });
  });
});
