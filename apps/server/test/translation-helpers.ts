import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { activities, components, pages, templates } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { gql, type SignedInUser, type TestApp } from './helpers.ts';
import { brickOf } from './live-helpers.ts';
import { UPDATE_APP_LOCALES, UPDATE_PAGE_TRANSLATION } from './locale-helpers.ts';
import { ok } from './org-helpers.ts';

/** Translation files (issue 26): the routes, a bilingual app to export and import, and what proves nothing changed. */

export const HEADING = STARTER_COMPONENTS.find((c) => c.name === 'Heading')!;
export const IMAGE = STARTER_COMPONENTS.find((c) => c.name === 'Image')!;

export type ImportFormat = 'xliff' | 'json';

export interface ImportAnswer {
  status: number;
  body: Record<string, unknown> & {
    message?: string;
    problems?: string[];
    applied?: boolean;
    added?: number;
    changed?: number;
    unchanged?: number;
    removed?: number;
    ignored?: number;
    unknownCount?: number;
    unknown?: Array<{ key: string; reason: string }>;
    changes?: Array<Record<string, unknown>>;
    pages?: number;
  };
}

/** GET /apps/{appId}/translations/{file}. */
export function exportFile(t: TestApp, appId: string, file: string, token?: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/apps/${appId}/translations/${file}${query}`,
    remoteAddress: t.address(),
    cookies: token ? { auth_token: token } : {},
  });
}

/** POST /apps/{appId}/translations/import with the file's text. */
export async function importFile(
  t: TestApp,
  appId: string,
  text: string | Buffer,
  token: string | undefined,
  options: {
    apply?: boolean;
    clearEmpty?: boolean;
    format?: ImportFormat;
    contentType?: string;
    query?: string;
  } = {},
): Promise<ImportAnswer> {
  const query =
    options.query ?? `?apply=${options.apply ? 1 : 0}${options.clearEmpty ? '&clearEmpty=1' : ''}`;
  const contentType =
    options.contentType ?? (options.format === 'json' ? 'application/json' : 'application/xliff+xml');
  const response = await t.app.inject({
    method: 'POST',
    url: `/apps/${appId}/translations/import${query}`,
    remoteAddress: t.address(),
    headers: { 'content-type': contentType },
    cookies: token ? { auth_token: token } : {},
    payload: text,
  });
  let body: ImportAnswer['body'] = {};
  try {
    body = response.json();
  } catch {
    body = { message: response.body };
  }
  return { status: response.statusCode, body };
}

/** Every page row of the app (content, settings, revision): equal before and after means nothing changed. */
export async function pageRows(db: Db, appId: string) {
  return db.select().from(pages).where(eq(pages.appId, appId)).orderBy(asc(pages.id));
}

export async function importActivities(db: Db, appId: string) {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.appId, appId), eq(activities.action, 'app.translations_import')));
}

/** The kit's Heading and Image components and its one-slot template in `orgId`. */
export async function kitOf(db: Db, orgId: string) {
  const rows = await db.select().from(components).where(eq(components.orgId, orgId));
  const [single] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.orgId, orgId), eq(templates.slots, 1)));
  return {
    heading: rows.find((row) => row.name === 'Heading')!.id,
    image: rows.find((row) => row.name === 'Image')!.id,
    template: single!.id,
  };
}

export interface BilingualSite {
  appId: string;
  alias: string;
  about: PageData;
  contact: PageData;
}

/**
 * An app in en-US with pt-BR and es-ES and two pages: /about (a heading translated into pt-BR, a heading that
 * keeps the kit's default text, an image with an alt text; URL and title translated) and /contact (one heading).
 */
export async function bilingualSite(
  t: TestApp,
  owner: SignedInUser,
  teamId: string,
  kit: { heading: string; image: string; template: string },
  hostile = '',
): Promise<BilingualSite> {
  const app = ok(await gql(t, CREATE_APP, { newApp: appInput(teamId) }, owner.token)).createApp as {
    id: string;
    alias: string;
  };
  ok(
    await gql(
      t,
      UPDATE_APP_LOCALES,
      { appId: app.id, locales: { default: 'en-US', others: ['pt-BR', 'es-ES'] } },
      owner.token,
    ),
  );
  const create = async (url: string, name: string) =>
    ok(
      await gql(
        t,
        CREATE_PAGE,
        {
          newPage: pageInput(app.id, kit.template, {
            url,
            name,
            title: `${name} page`,
            tags: ['one', 'two'],
          }),
        },
        owner.token,
      ),
    ).createPage as PageData;
  const about = await create('about', 'About');
  const contact = await create('contact', 'Contact');
  const title = brickOf('title', kit.heading, HEADING, { text: 'About us' });
  title.dataTypes.text = { ...title.dataTypes.text, locales: { 'pt-BR': `Sobre nós${hostile}` } };
  const kept = brickOf('kept', kit.heading, HEADING);
  const picture = brickOf('picture', kit.image, IMAGE);
  picture.dataTypes.image = {
    ...picture.dataTypes.image,
    value: { url: '/media/x.png', alt: 'Our team at work' },
  };
  const save = async (page: PageData, bricks: unknown[]) =>
    ok(
      await gql(
        t,
        UPDATE_PAGE,
        { id: page.id, page: pageUpdate(page, { content: { ...page.content, slots: { slot1: bricks } } }) },
        owner.token,
      ),
    ).updatePage as PageData;
  const aboutSaved = await save(about, [title, kept, picture]);
  const contactSaved = await save(contact, [brickOf('hello', kit.heading, HEADING, { text: 'Write to us' })]);
  ok(
    await gql(
      t,
      UPDATE_PAGE_TRANSLATION,
      { pageId: about.id, locale: 'pt-BR', translation: { url: 'sobre', title: 'Sobre' } },
      owner.token,
    ),
  );
  return { appId: app.id, alias: app.alias, about: aboutSaved, contact: contactSaved };
}
