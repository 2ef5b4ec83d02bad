import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../src/db/forms-schema.ts';
import { pageVersionLocales } from '../src/db/live-schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { createFormKit, type FormKit, fieldBrick, formBody, formBrick, post } from './forms-live-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { listen, liveHostOf, PUBLISH_APP, wire } from './live-helpers.ts';
import { UPDATE_APP_LOCALES, UPDATE_PAGE_TRANSLATION } from './locale-helpers.ts';
import { createOrg, createTeam, ok } from './org-helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's second form's fields as a browser sends them: formBody reads the first form's token. */
const secondFormBody = (html: string, values: Record<string, string | string[]>) =>
  formBody(html.slice(html.lastIndexOf('<form ')), values);

/**
 * Forms on a site in two languages (issue 26): a form posted from the Portuguese document is answered in
 * Portuguese — the form again with its errors, the success message and the thank-you page at its Portuguese
 * address — with the same fields and rules as the English one.
 */
describe('live forms in another language', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let port: number;
  let kit: FormKit;
  let host: string;
  let appId: string;
  let contact: PageData;

  const page = async (path: string) => {
    const response = await wire(port, host, path);
    return { ...response, html: response.body.toString('utf8') };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { FORMS_MIN_SECONDS: '1', FORMS_RATE_ADDRESS_POINTS: '20' });
    owner = await signUpAndIn(t, 'formslang');
    const org = await createOrg(t, owner, { name: 'Forms Languages Org' });
    const team = await createTeam(t, owner, 'Forms Languages Team');
    port = await listen(t);
    kit = await createFormKit(t, owner, org.id);
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
      alias: string;
    };
    appId = app.id;
    host = liveHostOf(org.alias, app.alias, port);
    ok(
      await gql(
        t,
        UPDATE_APP_LOCALES,
        { appId, locales: { default: 'en-US', others: ['pt-BR'] } },
        owner.token,
      ),
    );
    const create = async (url: string, name: string) =>
      ok(await gql(t, CREATE_PAGE, { newPage: pageInput(appId, kit.template, { url, name }) }, owner.token))
        .createPage as PageData;
    const translate = async (pageId: string, url: string) =>
      ok(
        await gql(t, UPDATE_PAGE_TRANSLATION, { pageId, locale: 'pt-BR', translation: { url } }, owner.token),
      );
    const thanks = await create('thanks', 'Thanks');
    await translate(thanks.id, 'obrigado');
    contact = await create('contact', 'Contact');
    await translate(contact.id, 'contato');
    const fields = (prefix: string) => [
      fieldBrick(`${prefix}name`, kit, { name: 'name', kind: 'text', label: 'Name', required: true }),
      fieldBrick(`${prefix}email`, kit, { name: 'email', kind: 'email', label: 'E-mail', required: true }),
    ];
    const content = {
      ...contact.content,
      slots: {
        slot1: [
          formBrick('message1', kit, fields('m')),
          formBrick('page1', kit, fields('p'), { after: 'page', page: thanks.id }),
        ],
      },
    };
    ok(await gql(t, UPDATE_PAGE, { id: contact.id, page: pageUpdate(contact, { content }) }, owner.token));
    ok(await gql(t, PUBLISH_APP, { id: appId }, owner.token));
  });
  afterAll(() => t.close());

  it('publishes each language’s forms with its thank-you page, and marks the other language’s documents', async () => {
    const [row] = await t.database.db
      .select()
      .from(pageVersionLocales)
      .where(and(eq(pageVersionLocales.appId, appId), eq(pageVersionLocales.url, '/contato')));
    const after = Object.fromEntries(row!.forms.map((form) => [form.key.split('/')[1], form.after]));
    expect(after.page1).toEqual({ kind: 'page', url: '/pt-br/obrigado' });
    expect(after.message1).toMatchObject({ kind: 'message' });
    const english = await page('/contact');
    const portuguese = await page('/pt-br/contato');
    expect(english.html).not.toContain('_tessera_lang');
    expect(portuguese.html.match(/<input type="hidden" name="_tessera_lang" value="pt-BR">/g)).toHaveLength(
      2,
    );
  });

  it('answers a Portuguese visitor without JavaScript in Portuguese: errors, message, thank-you page', async () => {
    const { html } = await page('/pt-br/contato');
    await sleep(1100);
    const withLanguage = (values: Record<string, string>, body = formBody) =>
      `${body(html, values)}&_tessera_lang=pt-BR`;
    const invalid = await post(
      port,
      host,
      `/_tessera/forms/${contact.id}/message1`,
      withLanguage({ name: '', email: 'x@' }),
    );
    expect(invalid.status).toBe(422);
    const again = invalid.body.toString('utf8');
    expect(again).toContain('<html lang="pt-BR">');
    expect(again).toContain('Há um problema');
    expect(again).not.toContain('There is a problem');

    const sent = await post(
      port,
      host,
      `/_tessera/forms/${contact.id}/message1`,
      withLanguage({ name: 'Ana', email: 'ana@example.com' }),
      { origin: `http://${host}` },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/pt-br/contato?sent=message1');
    const shown = await page('/pt-br/contato?sent=message1');
    expect(shown.html).toContain('<html lang="pt-BR">');

    const thanked = await post(
      port,
      host,
      `/_tessera/forms/${contact.id}/page1`,
      withLanguage({ name: 'Ana', email: 'ana@example.com' }, secondFormBody),
      { origin: `http://${host}` },
    );
    expect(thanked.status).toBe(303);
    expect(thanked.headers.location).toBe('/pt-br/obrigado');
    const stored = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.appId, appId));
    expect(stored).toHaveLength(2);
  });

  it('answers in the default language when the language is absent or one the site does not have', async () => {
    const { html } = await page('/contact');
    await sleep(1100);
    for (const extra of ['', '&_tessera_lang=xx-XX']) {
      const response = await post(
        port,
        host,
        `/_tessera/forms/${contact.id}/page1`,
        `${secondFormBody(html, { name: 'Bo', email: 'bo@example.com' })}${extra}`,
        { origin: `http://${host}` },
      );
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/thanks');
    }
  });
});
