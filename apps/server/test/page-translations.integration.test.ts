import { SERVER_MESSAGES as M } from '@tessera/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, pages, templates, users } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  insertPage,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { PAGE_TRANSLATIONS, UPDATE_APP_LOCALES, UPDATE_PAGE_TRANSLATION } from './locale-helpers.ts';
import { addMember, createOrg, createTeam, expectError, ok, type TeamInfo } from './org-helpers.ts';

interface Translation {
  locale: string;
  url: string | null;
  title: string | null;
  description: string | null;
  tags: string[] | null;
  liveUrl: string;
}

describe("pages' settings per language (issue 26)", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let viewer: SignedInUser;
  let team: TeamInfo;
  let templateId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'ptowner');
    const org = await createOrg(t, owner, { name: 'Page Locale Org' });
    team = await createTeam(t, owner, 'Page Locale Team');
    editor = await signUpAndIn(t, 'pteditor');
    viewer = await signUpAndIn(t, 'ptviewer');
    await addMember(t, org.id, team.id, editor, 'editor');
    await addMember(t, org.id, team.id, viewer, 'viewer');
    for (const user of [editor, viewer])
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, user.id));
    const [single] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    templateId = single!.id;
  });
  afterAll(() => t.close());

  /** An app in en-US with pt-BR and es-ES, and two pages: /about and /contact. */
  async function bilingualApp() {
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
    };
    ok(
      await gql(
        t,
        UPDATE_APP_LOCALES,
        { appId: app.id, locales: { default: 'en-US', others: ['pt-BR', 'es-ES'] } },
        owner.token,
      ),
    );
    const about = await insertPage(db(), { appId: app.id, templateId, url: '/about', slots: 1 });
    const contact = await insertPage(db(), { appId: app.id, templateId, url: '/contact', slots: 1 });
    return { appId: app.id, about, contact };
  }
  const translate = (pageId: string, locale: string, translation: unknown, user = editor) =>
    gql(t, UPDATE_PAGE_TRANSLATION, { pageId, locale, translation }, user.token);
  const stored = async (pageId: string) => (await db().select().from(pages).where(eq(pages.id, pageId)))[0]!;
  async function translations(pageId: string): Promise<Record<string, Translation>> {
    const page = ok(await gql(t, PAGE_TRANSLATIONS, { id: pageId }, viewer.token)).page as {
      translations: Translation[];
    };
    return Object.fromEntries(page.translations.map((row) => [row.locale, row]));
  }

  it('lets an editor translate the URL, title, description and tags; the others read as the default', async () => {
    const { about } = await bilingualApp();
    const before = await stored(about.id);
    const answer = ok(
      await translate(about.id, 'pt-BR', {
        url: 'Sobre Nós',
        title: 'Sobre nós',
        description: null,
        tags: null,
      }),
    );
    expect((answer.updatePageTranslation as { revision: number }).revision).toBe(before.revision + 1);
    const read = await translations(about.id);
    expect(read['pt-BR']).toMatchObject({
      url: '/sobre-nos',
      title: 'Sobre nós',
      description: null,
      tags: null,
    });
    expect(read['pt-BR']!.liveUrl).toMatch(/\/pt-br\/sobre-nos$/);
    // Not translated: served at the default's URL under the prefix.
    expect(read['es-ES']).toMatchObject({ url: null, title: null });
    expect(read['es-ES']!.liveUrl).toMatch(/\/es-es\/about$/);
    expect((await stored(about.id)).locales).toEqual({ 'pt-BR': { url: '/sobre-nos', title: 'Sobre nós' } });
    const [record] = await db()
      .select()
      .from(activities)
      .where(eq(activities.entityId, about.id))
      .orderBy(desc(activities.createdAt))
      .limit(1);
    expect(record).toMatchObject({ action: 'page.update', actorId: editor.id });
    expect(record!.details).toMatchObject({ locale: 'pt-BR', changed: ['url:pt-BR', 'title:pt-BR'] });

    // Cleared field by field; a translation left empty goes.
    ok(await translate(about.id, 'pt-BR', { url: null, title: 'Sobre' }));
    expect((await stored(about.id)).locales).toEqual({ 'pt-BR': { title: 'Sobre' } });
    ok(await translate(about.id, 'pt-BR', {}));
    expect((await stored(about.id)).locales).toEqual({});
  });

  it('refuses what is not a translation, changing nothing', async () => {
    const { appId, about } = await bilingualApp();
    ok(await translate(about.id, 'pt-BR', { title: 'Sobre' }));
    const before = await stored(about.id);
    expectError(await translate(about.id, 'fr-FR', { title: 'À propos' }), 400, /fr-FR.*not one of this app/);
    expectError(await translate(about.id, 'en-US', { title: 'About' }), 400, /default language/);
    expectError(await translate(about.id, 'pt-BR', { title: 'x' }), 400, /title/);
    expectError(await translate(about.id, 'pt-BR', { tags: [' '] }), 400, /tag/);
    expectError(await translate(about.id, 'pt-BR', { title: 'Sobre nós' }, viewer), 403);
    expect(await stored(about.id)).toEqual(before);
    // Another app's page, for someone outside its team: 404 as any page they cannot see.
    const outsider = await signUpAndIn(t, 'ptoutsider');
    expectError(await translate(about.id, 'pt-BR', { title: 'Tomado' }, outsider), 404, M.pageNotFound);
    expect(appId).toBeTruthy();
  });

  it('keeps every address answered by one page per language, counting untranslated URLs', async () => {
    const { appId, about, contact } = await bilingualApp();
    // contact is /contact in pt-BR too (untranslated): about may not take it there.
    expectError(await translate(about.id, 'pt-BR', { url: 'contact' }), 409, M.urlExists);
    ok(await translate(about.id, 'pt-BR', { url: 'sobre' }));
    // A new page at /sobre would be /pt-br/sobre too, about's: refused until it has its own pt-BR slug.
    expectError(
      await gql(t, CREATE_PAGE, { newPage: pageInput(appId, templateId, { url: 'sobre' }) }, owner.token),
      409,
      M.urlExists,
    );
    const contactRow = await stored(contact.id);
    expectError(
      await gql(
        t,
        UPDATE_PAGE,
        { id: contact.id, page: pageUpdate({ ...contactRow, url: 'sobre' }) },
        editor.token,
      ),
      409,
      M.urlExists,
    );
    // In another language the slug is free.
    ok(await translate(contact.id, 'es-ES', { url: 'sobre' }));
    // A page address under a language's prefix would be hidden by that language's pages.
    expectError(
      await gql(t, CREATE_PAGE, { newPage: pageInput(appId, templateId, { url: 'pt-br/oi' }) }, owner.token),
      400,
      /pt-BR/,
    );
    expectError(
      await gql(
        t,
        UPDATE_PAGE,
        { id: contact.id, page: pageUpdate({ ...contactRow, url: 'es-es' }) },
        editor.token,
      ),
      400,
      /es-ES/,
    );
    expect((await stored(contact.id)).url).toBe('/contact');
  });

  it('follows the app’s languages: a removed one’s settings go, a new default trades places', async () => {
    const { appId, about, contact } = await bilingualApp();
    // about is /sobre in pt-BR, and contact's pt-BR slug is /about: after the swap they trade addresses.
    ok(await translate(about.id, 'pt-BR', { url: 'sobre', title: 'Sobre nós' }));
    ok(await translate(contact.id, 'pt-BR', { url: 'about', title: 'Contato' }));
    ok(await translate(contact.id, 'es-ES', { title: 'Contacto' }));
    const aboutBefore = await stored(about.id);
    ok(
      await gql(
        t,
        UPDATE_APP_LOCALES,
        { appId, locales: { default: 'pt-BR', others: ['en-US'] } },
        owner.token,
      ),
    );
    const aboutAfter = await stored(about.id);
    expect(aboutAfter).toMatchObject({ url: '/sobre', title: 'Sobre nós' });
    expect(aboutAfter.locales).toEqual({ 'en-US': { url: '/about', title: aboutBefore.title } });
    expect(aboutAfter.revision).toBe(aboutBefore.revision + 1);
    const contactAfter = await stored(contact.id);
    expect(contactAfter).toMatchObject({ url: '/about', title: 'Contato' });
    // es-ES was removed: its translation went with it.
    expect(contactAfter.locales).toEqual({ 'en-US': { url: '/contact', title: 'An inserted page' } });
    expect(Object.keys((await translations(about.id)) ?? {})).toEqual(['en-US']);
  });

  it('refuses a new default that would make two pages answer one address in a language that stays', async () => {
    const { appId, about, contact } = await bilingualApp();
    // about is /sobre in pt-BR; contact is /sobre in es-ES. With pt-BR the default, about is /sobre in es-ES too.
    ok(await translate(about.id, 'pt-BR', { url: 'sobre' }));
    ok(await translate(contact.id, 'es-ES', { url: 'sobre' }));
    const before = [await stored(about.id), await stored(contact.id)];
    expectError(
      await gql(
        t,
        UPDATE_APP_LOCALES,
        { appId, locales: { default: 'pt-BR', others: ['en-US', 'es-ES'] } },
        owner.token,
      ),
      409,
      M.urlExists,
    );
    expect([await stored(about.id), await stored(contact.id)]).toEqual(before);
  });
});
