import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, pages, templates } from '../src/db/schema.ts';
import { BASE_CSS } from '../src/modules/live/document.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { CREATE_COMPONENT, componentInput } from './authoring-helpers.ts';
import { expect4xx } from './bad-input-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import {
  brickOf,
  listen,
  liveHostOf,
  PAGE_VERSION_CONTENT,
  PUBLISH_PAGE,
  type VersionData,
  wire,
} from './live-helpers.ts';
import { createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const HEADING = STARTER_COMPONENTS.find((c) => c.name === 'Heading')!;
const PARAGRAPH = STARTER_COMPONENTS.find((c) => c.name === 'Paragraph')!;

interface AppData {
  id: string;
  alias: string;
}

const rem = (value: number) => ({ value, unit: 'rem' });
/** The head's one style element. */
const styleOf = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';

describe('live pages: values per breakpoint', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  let kit: { heading: string; paragraph: string; template: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'responsiveowner');
    org = await createOrg(t, owner, { name: 'Responsive Org' });
    team = await createTeam(t, owner, 'Responsive Team');
    const rows = await t.database.db.select().from(components).where(eq(components.orgId, org.id));
    const [single] = await t.database.db
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    kit = {
      heading: rows.find((row) => row.name === 'Heading')!.id,
      paragraph: rows.find((row) => row.name === 'Paragraph')!.id,
      template: single!.id,
    };
    port = await listen(t);
  });
  afterAll(() => t.close());

  async function newPage(): Promise<{ app: AppData; page: PageData }> {
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token), 'createApp')
      .createApp as AppData;
    const page = ok(
      await gql(
        t,
        CREATE_PAGE,
        { newPage: pageInput(app.id, kit.template, { url: '', name: 'Home' }) },
        owner.token,
      ),
      'createPage',
    ).createPage as PageData;
    return { app, page };
  }

  async function publishAndRead(
    app: AppData,
    pageId: string,
  ): Promise<{ version: VersionData; html: string }> {
    const version = ok(await gql(t, PUBLISH_PAGE, { id: pageId }, owner.token), 'publishPage')
      .publishPage as VersionData;
    const response = await wire(port, liveHostOf(org.alias, app.alias), '/');
    expect(response.status).toBe(200);
    return { version, html: response.body.toString('utf8') };
  }

  it('saves values per breakpoint through the API and publishes them as one stylesheet of media queries', async () => {
    const { app, page } = await newPage();
    const heading = brickOf('title', kit.heading, HEADING, { text: 'Fresh bread' });
    heading.dataTypes.fontSize = { ...heading.dataTypes.fontSize, breakpoints: { phone: rem(1.5) } };
    const paragraph = brickOf('intro', kit.paragraph, PARAGRAPH, { text: 'Baked every morning' });
    paragraph.dataTypes.visibility = { type: 'Switch', value: true, breakpoints: { tablet: false } };
    const phoneOnly = brickOf('phone-note', kit.paragraph, PARAGRAPH, { text: 'Tap to call' });
    phoneOnly.dataTypes.visibility = { type: 'Switch', value: false, breakpoints: { phone: true } };
    const nowhere = brickOf('nowhere', kit.paragraph, PARAGRAPH, { text: 'Never shown' });
    nowhere.dataTypes.visibility = { type: 'Switch', value: false, breakpoints: { tablet: false } };
    const content = { ...page.content, slots: { slot1: [heading, paragraph, phoneOnly, nowhere] } };
    const updated = ok(
      await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content }) }, owner.token),
      'updatePage',
    ).updatePage as PageData;
    // Stored lean (decision 0037): the brick's own values, its sizes per breakpoint among them.
    const storedHeading = (updated.content as typeof content).slots.slot1[0]!;
    expect(storedHeading.dataTypes.fontSize).toEqual({
      type: 'FontSize',
      breakpoints: { phone: rem(1.5) },
    });
    expect(JSON.stringify(updated.content)).not.toContain('i18n');

    const { version, html } = await publishAndRead(app, page.id);
    expect(version.renderErrors).toEqual([]);
    const stored = ok(await gql(t, PAGE_VERSION_CONTENT, { id: version.id }, owner.token), 'content')
      .pageVersionContent as { content: typeof content };
    expect(stored.content.slots.slot1[0]?.dataTypes.fontSize).toEqual(storedHeading.dataTypes.fontSize);

    // The heading's size, as its unchanged component code wrote it: the desktop value behind a custom property.
    const size = /font-size:var\((--r[0-9a-z]+), 2\.25rem\)/.exec(html);
    expect(size, 'the heading draws its size through a custom property').not.toBeNull();
    const css = styleOf(html);
    expect(css.startsWith(BASE_CSS)).toBe(true);
    expect(css).toMatch(new RegExp(`@media \\(max-width:478px\\)\\{:root\\{[^}]*${size![1]}:1\\.5rem[;}]`));
    expect(css).toContain('@media (max-width:991px){[data-tessera-brick="intro"]{display:none!important}}');
    expect(css).toContain(
      '@media (min-width:478.02px){[data-tessera-brick="phone-note"]{display:none!important}}',
    );
    expect(css).not.toContain('display:contents');
    expect(html).toContain('Baked every morning');
    expect(html).toContain('Tap to call');
    expect(html).not.toContain('Never shown');
    expect(html).not.toContain('<script');
  });

  it('publishes a page saved as version 2 (before breakpoints) as before: no custom property, no media query', async () => {
    const { app, page } = await newPage();
    const [row] = await t.database.db.select().from(templates).where(eq(templates.id, kit.template));
    const templateTypes = row!.dataTypes;
    const heading = brickOf('title', kit.heading, HEADING, { text: 'Old page' });
    const hidden = brickOf('hidden', kit.paragraph, PARAGRAPH, { text: 'Hidden before', visibility: false });
    // Content of that release holds no values per breakpoint (today's kit entries do: they are left out).
    const before = <T extends { dataTypes: Record<string, unknown> }>(holder: T): T => ({
      ...holder,
      dataTypes: Object.fromEntries(
        Object.entries(holder.dataTypes).map(([name, entry]) => {
          const { breakpoints: _later, ...kept } = entry as Record<string, unknown>;
          return [name, kept];
        }),
      ),
    });
    const v2 = {
      ...page.content,
      version: 2,
      // A full copy of the template's settings, as that release stored it (today's page content is lean).
      template: before({ ...(page.content.template as object), dataTypes: structuredClone(templateTypes) }),
      slots: { slot1: [before(heading), before(hidden)] },
    };
    // Stored by an earlier release: written as it was, not through today's API.
    await t.database.db.update(pages).set({ content: v2 }).where(eq(pages.id, page.id));
    const { version, html } = await publishAndRead(app, page.id);
    expect(version.renderErrors).toEqual([]);
    expect(styleOf(html)).toBe(BASE_CSS);
    expect(html).not.toContain('var(--r');
    expect(html).toMatch(/<h2 style="[^"]*font-size:2\.25rem[^"]*">Old page<\/h2>/);
    expect(html).not.toContain('Hidden before');
    // And it saves again through the API as it is.
    const resaved = await gql(
      t,
      UPDATE_PAGE,
      { id: page.id, page: pageUpdate(page, { content: v2 }) },
      owner.token,
    );
    expect(resaved.errors).toBeUndefined();
  });

  it("refuses a component's default at a malformed breakpoint id, and takes any well-formed one", async () => {
    const dataTypes = (breakpoints: Record<string, unknown>) => ({
      size: { type: 'FontSize', value: rem(2), breakpoints },
    });
    const refused = await gql(
      t,
      CREATE_COMPONENT,
      { c: componentInput({ dataTypes: dataTypes({ 'Not An Id': rem(1) }), dataGroups: [] }) },
      owner.token,
    );
    expect(expect4xx(refused, 'malformed id')).toBe(
      "dataTypes: size: 'Not An Id' is not a breakpoint id (lowercase letters, digits and dashes)",
    );
    const accepted = await gql(
      t,
      CREATE_COMPONENT,
      { c: componentInput({ dataTypes: dataTypes({ watch: rem(1) }), dataGroups: [] }) },
      owner.token,
    );
    expect(accepted.errors).toBeUndefined();
  });
});
