import { randomUUID } from 'node:crypto';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, pages, templates } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  DELETE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { CREATE_COMPONENT, componentInput } from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import {
  brickOf,
  listen,
  liveHostOf,
  PUBLISH_APP,
  PUBLISH_PAGE,
  type VersionData,
  wire,
} from './live-helpers.ts';
import { createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const BUTTON = STARTER_COMPONENTS.find((c) => c.name === 'Button')!;
const PARAGRAPH = STARTER_COMPONENTS.find((c) => c.name === 'Paragraph')!;
const NAVIGATION = STARTER_COMPONENTS.find((c) => c.name === 'Navigation bar')!;

const SECTION = `export default function Section({ slot1 }) {
  return <section className="hero">{slot1}</section>;
}
`;
const COLUMNS = `export default function Columns({ slot1, slot2 }) {
  return <div className="columns"><div className="column">{slot1}</div><div className="column">{slot2}</div></div>;
}
`;

interface AppData {
  id: string;
  alias: string;
}

const pageLink = (to: string, newTab = false) => ({ kind: 'page', to, newTab });

/** The attribute-less text of the markup between the first `open` and the next `close` after it. */
function between(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  expect(start, `${open} in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf(close, start) + close.length);
}

describe('live pages: nested bricks and links between pages', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  let kit: { button: string; paragraph: string; navigation: string; template: string };
  let section: string;
  let columns: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'nestedowner');
    org = await createOrg(t, owner, { name: 'Nested Org' });
    team = await createTeam(t, owner, 'Nested Team');
    const rows = await t.database.db.select().from(components).where(eq(components.orgId, org.id));
    const [single] = await t.database.db
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    kit = {
      button: rows.find((row) => row.name === 'Button')!.id,
      paragraph: rows.find((row) => row.name === 'Paragraph')!.id,
      navigation: rows.find((row) => row.name === 'Navigation bar')!.id,
      template: single!.id,
    };
    const container = async (name: string, code: string) =>
      (
        ok(
          await gql(
            t,
            CREATE_COMPONENT,
            { c: componentInput({ name, code, dataTypes: {}, dataGroups: [] }) },
            owner.token,
          ),
          'createComponent',
        ).createComponent as { id: string }
      ).id;
    section = await container('Hero section', SECTION);
    columns = await container('Two columns', COLUMNS);
    port = await listen(t);
  });
  afterAll(() => t.close());

  async function createApp(): Promise<AppData> {
    return ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token), 'createApp')
      .createApp as AppData;
  }

  async function createPage(app: AppData, url: string, name = `Page ${url}`) {
    return ok(
      await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, kit.template, { url, name }) }, owner.token),
      'createPage',
    ).createPage as PageData;
  }

  const save = (page: PageData, bricks: unknown[], settings: Record<string, unknown> = {}) =>
    gql(
      t,
      UPDATE_PAGE,
      {
        id: page.id,
        page: pageUpdate(page, { ...settings, content: { ...page.content, slots: { slot1: bricks } } }),
      },
      owner.token,
    );

  async function saved(page: PageData, bricks: unknown[], settings: Record<string, unknown> = {}) {
    return ok(await save(page, bricks, settings), 'updatePage').updatePage as PageData;
  }

  async function publish(pageId: string) {
    return ok(await gql(t, PUBLISH_PAGE, { id: pageId }, owner.token), 'publishPage')
      .publishPage as VersionData;
  }

  async function live(app: AppData, path: string): Promise<string> {
    const response = await wire(port, liveHostOf(org.alias, app.alias), path);
    expect(response.status, path).toBe(200);
    return response.body.toString('utf8');
  }

  const paragraph = (id: string, text: string) => brickOf(id, kit.paragraph, PARAGRAPH, { text });
  const button = (id: string, label: string, link: unknown) =>
    brickOf(id, kit.button, BUTTON, { label, link });
  const container = (id: string, componentId: string, slots: Record<string, unknown[]>, hidden = false) => {
    const brick = brickOf(id, componentId, null);
    if (hidden) brick.dataTypes.visibility = { type: 'Switch', value: false };
    return { ...brick, slots };
  };

  it('publishes section › columns › text with the nesting in the static HTML, and no script', async () => {
    const app = await createApp();
    const home = await createPage(app, '', 'Home');
    const hidden = brickOf('hidden-text', kit.paragraph, PARAGRAPH, {
      text: 'Nobody reads this',
      visibility: false,
    });
    await saved(home, [
      container('hero', section, {
        slot1: [
          container('cols', columns, {
            slot1: [paragraph('left', 'Left column text')],
            slot2: [paragraph('right', 'Right column text'), hidden],
          }),
        ],
      }),
      // A hidden section: its contents go with it.
      container('gone', section, { slot1: [paragraph('inside-hidden', 'Inside a hidden section')] }, true),
    ]);
    const version = await publish(home.id);
    expect(version.renderErrors).toEqual([]);
    const html = await live(app, '/');
    const hero = between(html, '<div data-tessera-brick="hero"', '</section>');
    expect(hero).toMatch(
      /^<div data-tessera-brick="hero" style="display:contents"><section class="hero"><div data-tessera-slot="hero\/slot1" style="display:contents"><div data-tessera-brick="cols" style="display:contents"><div class="columns"><div class="column"><div data-tessera-slot="cols\/slot1" style="display:contents"><div data-tessera-brick="left"[^>]*><div[^>]*><p[^>]*>Left column text<\/p><\/div><\/div><\/div><\/div><div class="column"><div data-tessera-slot="cols\/slot2" style="display:contents"><div data-tessera-brick="right"[^>]*><div[^>]*><p[^>]*>Right column text<\/p><\/div><\/div><\/div><\/div><\/div><\/div><\/div><\/section>$/,
    );
    expect(html).not.toContain('Nobody reads this');
    expect(html).not.toContain('Inside a hidden section');
    expect(html).not.toContain('data-tessera-brick="gone"');
    expect(html).not.toContain('<script');
  });

  it('resolves a link to a page at publish, and a republish follows the page to its new URL', async () => {
    const app = await createApp();
    const home = await createPage(app, '', 'Home');
    let about = await createPage(app, 'about', 'About');
    await saved(about, [paragraph('about-text', 'About us')]);
    await saved(home, [
      container('hero', section, {
        slot1: [button('to-about', 'Read about us', pageLink(about.id))],
      }),
      button('external', 'Docs', { kind: 'url', to: 'https://docs.example.com/start', newTab: true }),
      button('mail', 'Write', { kind: 'email', to: 'hello@example.com', newTab: false }),
    ]);
    await publish(about.id);
    await publish(home.id);
    const first = await live(app, '/');
    expect(first).toMatch(/<a href="\/about" style="[^"]*">Read about us<\/a>/);
    expect(first).toContain(
      '<a href="https://docs.example.com/start" target="_blank" rel="noopener noreferrer"',
    );
    expect(first).toContain('<a href="mailto:hello@example.com"');
    // Following the link reaches the About page.
    expect(await live(app, '/about')).toContain('About us');

    about = await saved(about, [paragraph('about-text', 'About us')], { url: 'company/about' });
    await publish(about.id);
    await publish(home.id);
    const moved = await live(app, '/');
    expect(moved).toMatch(/<a href="\/company\/about" style="[^"]*">Read about us<\/a>/);
    expect(moved).not.toContain('href="/about"');
    expect(await live(app, '/company/about')).toContain('About us');
  });

  it('renders a link to a deleted page as plain text, and saving the page again still works', async () => {
    const app = await createApp();
    const home = await createPage(app, '', 'Home');
    const old = await createPage(app, 'old', 'Old');
    const withLink = await saved(home, [button('to-old', 'Old page', pageLink(old.id))]);
    ok(await gql(t, DELETE_PAGE, { id: old.id }, owner.token), 'deletePage');
    const versions = ok(await gql(t, PUBLISH_APP, { id: app.id }, owner.token), 'publishApp')
      .publishApp as VersionData[];
    expect(versions.flatMap((v) => v.renderErrors)).toEqual([]);
    const html = await live(app, '/');
    expect(html).toMatch(/<span style="[^"]*">Old page<\/span>/);
    expect(html).not.toMatch(/<a [^>]*>Old page/);
    // The link was already there: an edit elsewhere on the page is not refused because of it.
    await saved(withLink, [button('to-old', 'Old page', pageLink(old.id)), paragraph('new', 'More text')]);
  });

  it('lists the app pages in the Navigation bar automatically, in URL order, at publish time', async () => {
    const app = await createApp();
    const home = await createPage(app, '', 'Home');
    await createPage(app, 'pricing', 'Pricing');
    await createPage(app, 'about', 'About');
    await saved(home, [brickOf('nav', kit.navigation, NAVIGATION, { autoPages: true })]);
    await publish(home.id);
    const items = [...(await live(app, '/')).matchAll(/<li><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/li>/g)];
    expect(items.map((m) => [m[1], m[2]])).toEqual([
      ['/', 'Home'],
      ['/about', 'About'],
      ['/pricing', 'Pricing'],
    ]);
  });

  it('refuses a link to a page of another app, or to no page, naming the brick; nothing is stored', async () => {
    const app = await createApp();
    const other = await createApp();
    const home = await createPage(app, '', 'Home');
    const foreign = await createPage(other, 'secret', 'Secret');
    for (const [brick, label] of [
      [
        container('box', section, { slot1: [button('deep-button', 'Go', pageLink(foreign.id))] }),
        'deep-button',
      ],
      [button('stray', 'Go', pageLink(randomUUID())), 'stray'],
      [button('junk', 'Go', pageLink('not-an-id')), 'junk'],
    ] as const) {
      const answer = await save(home, [brick]);
      expect(answer.errors?.[0]?.extensions?.status_code, label).toBe(400);
      expect(answer.errors?.[0]?.message).toBe(
        `brick ${label} links to a page that is not a page of this app (property link)`,
      );
    }
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, home.id));
    expect(row!.revision).toBe(home.revision);
    expect(JSON.stringify(row!.content)).not.toContain(foreign.id);
    // Creating a page with such content is refused too.
    const created = await gql(
      t,
      CREATE_PAGE,
      {
        newPage: pageInput(app.id, kit.template, {
          content: { ...home.content, slots: { slot1: [button('new-button', 'Go', pageLink(foreign.id))] } },
        }),
      },
      owner.token,
    );
    expect(created.errors?.[0]?.extensions?.status_code).toBe(400);
    expect(created.errors?.[0]?.message).toContain('brick new-button links to a page');
  });
});
