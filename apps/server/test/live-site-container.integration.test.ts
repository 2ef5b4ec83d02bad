/**
 * A container prefab as the site header (decisions 0026, 0033): the live page draws it with its contents,
 * links resolved against the app's pages, hidden bricks left out.
 */
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { brickOf, liveHostOf, PUBLISH_APP, visit } from './live-helpers.ts';
import { createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';
import { CREATE_PREFAB, type PrefabData } from './prefab-helpers.ts';
import { siteInput, UPDATE_SITE_SETTINGS } from './site-helpers.ts';

const kitOf = (name: string) => STARTER_COMPONENTS.find((c) => c.name === name)!;

describe('a container prefab as the site header, live', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'sitecontainerowner');
    org = await createOrg(t, owner, { name: 'Site Container Org' });
    team = await createTeam(t, owner, 'Site Container Team');
  });
  afterAll(() => t.close());

  it('draws the header with its contents: a paragraph, a button linked to a page, nothing hidden', async () => {
    const rows = await db().select().from(components).where(eq(components.orgId, org.id));
    const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
    const [template] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
      alias: string;
    };
    const createPage = async (url: string, text: string) => {
      const created = ok(
        await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, template!.id, { url }) }, owner.token),
      ).createPage as PageData;
      const body = brickOf(`body-${url || 'home'}`, idOf('Paragraph'), kitOf('Paragraph'), { text });
      const content = { ...created.content, slots: { slot1: [body] } };
      return ok(
        await gql(t, UPDATE_PAGE, { id: created.id, page: pageUpdate(created, { content }) }, owner.token),
      ).updatePage as PageData;
    };
    await createPage('', 'Home body');
    const about = await createPage('about', 'About body');

    const section = kitOf('Section');
    const sectionValues = brickOf('x', idOf('Section'), section).dataTypes;
    const prefab = ok(
      await gql(
        t,
        CREATE_PREFAB,
        {
          appId: app.id,
          prefab: {
            name: 'Header section',
            elementId: idOf('Section'),
            prefabType: 'Component',
            dataTypes: sectionValues,
            slots: {
              slot1: [
                brickOf('h-text', idOf('Paragraph'), kitOf('Paragraph'), { text: 'Header words' }),
                brickOf('h-button', idOf('Button'), kitOf('Button'), {
                  label: 'About us',
                  link: { kind: 'page', to: about.id, newTab: false },
                }),
                brickOf('h-hidden', idOf('Paragraph'), kitOf('Paragraph'), {
                  text: 'Hidden words',
                  visibility: false,
                }),
              ],
            },
          },
        },
        owner.token,
      ),
      'createPrefab',
    ).createPrefab as PrefabData;
    ok(
      await gql(
        t,
        UPDATE_SITE_SETTINGS,
        { appId: app.id, settings: siteInput({ headerPrefabId: prefab.id }) },
        owner.token,
      ),
    );
    ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token));

    const body = (await visit(t, liveHostOf(org.alias, app.alias), '/')).body;
    const headerAt = body.indexOf('data-tessera-site="header"');
    expect(headerAt).toBeGreaterThan(0);
    const wordsAt = body.indexOf('Header words');
    expect(wordsAt).toBeGreaterThan(headerAt);
    expect(body.indexOf('Home body')).toBeGreaterThan(wordsAt);
    // The button inside the header links to the page by its URL.
    const button = /<a [^>]*href="\/about"[^>]*>[^<]*(?:<[^>]+>[^<]*)*?About us/.exec(body.slice(headerAt));
    expect(button, body.slice(headerAt, headerAt + 2000)).not.toBeNull();
    expect(body).not.toContain('Hidden words');
  });
});
