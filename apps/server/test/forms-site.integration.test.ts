/**
 * A Form in the site's footer (issue 24, decision 0036): one form across every page, `site/{brickId}`, drawn on each
 * page as a real form posting to that page, its submissions stored under the one key.
 */
import { SERVER_MESSAGES } from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../src/db/forms-schema.ts';
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
import { APP_FORMS } from './forms-helpers.ts';
import { formBody, post } from './forms-live-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { brickOf, listen, liveHostOf, PUBLISH_APP, PUBLISH_PAGE, wire } from './live-helpers.ts';
import { createOrg, createTeam, expectError, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';
import { CREATE_PREFAB, type PrefabData } from './prefab-helpers.ts';
import { siteInput, UPDATE_SITE_SETTINGS } from './site-helpers.ts';

const kitOf = (name: string) => STARTER_COMPONENTS.find((c) => c.name === name)!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a Form in the site footer, live', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({}, { FORMS_MIN_SECONDS: '1' });
    owner = await signUpAndIn(t, 'siteformowner');
    org = await createOrg(t, owner, { name: 'Site Form Org' });
    team = await createTeam(t, owner, 'Site Form Team');
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('is one form across pages: drawn on each posting to that page, stored as site/{brickId}', async () => {
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
    const pages: PageData[] = [];
    for (const url of ['', 'about']) {
      pages.push(
        ok(await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, template!.id, { url }) }, owner.token))
          .createPage as PageData,
      );
    }
    const form = {
      ...brickOf('news', idOf('Form'), kitOf('Form')),
      slots: {
        slot1: [
          brickOf('news-email', idOf('E-mail field'), kitOf('E-mail field')),
          brickOf('news-send', idOf('Submit button'), kitOf('Submit button'), { label: 'Subscribe' }),
        ],
      },
    };
    const prefab = ok(
      await gql(
        t,
        CREATE_PREFAB,
        {
          appId: app.id,
          prefab: {
            name: 'Footer',
            elementId: idOf('Section'),
            prefabType: 'Component',
            dataTypes: brickOf('x', idOf('Section'), kitOf('Section')).dataTypes,
            slots: { slot1: [form] },
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
        { appId: app.id, settings: siteInput({ footerPrefabId: prefab.id }) },
        owner.token,
      ),
    );
    ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token));

    const host = liveHostOf(org.alias, app.alias);
    const home = (await wire(port, host, '/')).body.toString('utf8');
    const about = (await wire(port, host, '/about')).body.toString('utf8');
    // Each page draws the footer's form posting to itself, with the forms script.
    expect(home).toContain(`action="/_tessera/forms/${pages[0]!.id}/news"`);
    expect(about).toContain(`action="/_tessera/forms/${pages[1]!.id}/news"`);
    expect(about).toMatch(/<script[^>]+src="\/_tessera\/forms-[^"]+\.js"/);

    await sleep(1100);
    const sent = await post(
      port,
      host,
      `/_tessera/forms/${pages[1]!.id}/news`,
      formBody(about, { email: 'reader@example.com' }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/about?sent=news');
    const thanks = (await wire(port, host, '/about?sent=news')).body.toString('utf8');
    expect(thanks).toContain('class="tessera-form-sent"');

    const stored = await db().select().from(formSubmissions).where(eq(formSubmissions.appId, app.id));
    expect(stored.map((row) => [row.formKey, row.pageId, row.values])).toEqual([
      ['site/news', pages[1]!.id, { email: 'reader@example.com' }],
    ]);
    // The console lists it once, as the site's form, whichever pages draw it.
    const forms = ok(await gql(t, APP_FORMS, { appId: app.id }, owner.token)).appForms as {
      key: string;
      total: number;
    }[];
    expect(forms.filter((f) => f.key === 'site/news')).toEqual([
      expect.objectContaining({ key: 'site/news', total: 1 }),
    ]);

    // The footer made from a page's form keeps its brick ids: with both on the page, publishing says so.
    const first = pages[0]!;
    const content = { ...first.content, slots: { slot1: [form] } };
    ok(await gql(t, UPDATE_PAGE, { id: first.id, page: pageUpdate(first, { content }) }, owner.token));
    const refused = await gql(t, PUBLISH_PAGE, { id: first.id }, owner.token);
    expectError(refused, 400, SERVER_MESSAGES.formOnPageAndSite);
  });
});
