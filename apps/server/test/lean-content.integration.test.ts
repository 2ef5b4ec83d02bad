/**
 * Lean page content (issue 25, docs/decisions/0037): a page stored in the full shape of version 4 (written by an
 * earlier release, inserted here directly) opens through GraphQL, is served lean (and expanded when asked),
 * saves lean, and publishes the same live page before and after.
 */
import { FULL_CONTENT_VERSION, PAGE_CONTENT_VERSION } from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, pages, templates } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { brickOf, listen, liveHostOf, PUBLISH_PAGE, type VersionData, wire } from './live-helpers.ts';
import { createOrg, createTeam, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const HEADING = STARTER_COMPONENTS.find((c) => c.name === 'Heading')!;
const PARAGRAPH = STARTER_COMPONENTS.find((c) => c.name === 'Paragraph')!;
const EXPANDED = 'query ($id: ID!) { page(id: $id) { id content(shape: EXPANDED) } }';

interface AppData {
  id: string;
  alias: string;
}

/** The live document from its stylesheet on: what the content decides (the head names the app and its URL). */
const drawn = (html: string) => html.slice(html.indexOf('<style>'));

describe('lean page content: a version 4 page stored in the database', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let port: number;
  let kit: { heading: string; paragraph: string; template: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'leanowner');
    org = await createOrg(t, owner, { name: 'Lean Org' });
    team = await createTeam(t, owner, 'Lean Team');
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

  /** A version 4 page as the editor of that release saved it: every brick a full copy of its component. */
  function fatContent(templateDataTypes: Record<string, unknown>) {
    const title = brickOf('title', kit.heading, HEADING, { text: 'Fresh bread' });
    // The designer cleared the heading's sizes per breakpoint: none, where its component has some.
    const { breakpoints: _cleared, ...size } = title.dataTypes.fontSize as Record<string, unknown>;
    title.dataTypes.fontSize = size;
    const intro = brickOf('intro', kit.paragraph, PARAGRAPH, { text: 'Baked every morning' });
    intro.dataTypes.visibility = { ...intro.dataTypes.visibility, breakpoints: { tablet: false } };
    const plain = brickOf('plain', kit.paragraph, PARAGRAPH);
    // A property its component has since lost: kept, never drawn.
    plain.dataTypes.retired = { type: 'TextInput', value: 'Kept value', defaultValue: '' };
    return {
      version: 4,
      template: { id: kit.template, dataTypes: structuredClone(templateDataTypes), isPrefab: false },
      slots: { slot1: [title, intro, plain] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
  }

  async function newPage(url: string, content?: unknown): Promise<{ app: AppData; page: PageData }> {
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token), 'createApp')
      .createApp as AppData;
    const input = pageInput(app.id, kit.template, { url, name: 'Home', ...(content ? { content } : {}) });
    const page = ok(await gql(t, CREATE_PAGE, { newPage: input }, owner.token), 'createPage')
      .createPage as PageData;
    return { app, page };
  }

  async function publish(app: AppData, pageId: string, url: string): Promise<string> {
    const version = ok(await gql(t, PUBLISH_PAGE, { id: pageId }, owner.token), 'publishPage')
      .publishPage as VersionData;
    expect(version.renderErrors).toEqual([]);
    const response = await wire(port, liveHostOf(org.alias, app.alias), url);
    expect(response.status).toBe(200);
    return response.body.toString('utf8');
  }

  it('opens, is served lean and expanded, saves lean and publishes the same page', async () => {
    const { app, page } = await newPage('');
    const [template] = await t.database.db.select().from(templates).where(eq(templates.id, kit.template));
    const fat = fatContent(template!.dataTypes);
    await t.database.db.update(pages).set({ content: fat }).where(eq(pages.id, page.id));
    const fatBytes = JSON.stringify(fat).length;

    // Served as stored, migrated: version 5, no labels, no groups, every value kept.
    const opened = ok(await gql(t, PAGE, { id: page.id }, owner.token), 'page').page as PageData;
    const served = opened.content as typeof fat;
    expect(served.version).toBe(PAGE_CONTENT_VERSION);
    expect(JSON.stringify(served)).not.toContain('i18n');
    expect(JSON.stringify(served)).not.toContain('dataGroups');
    expect(served.slots.slot1[0]!.dataTypes.text).toEqual({ type: 'TextInput', value: 'Fresh bread' });
    expect(served.slots.slot1[0]!.dataTypes.fontSize).toMatchObject({ breakpoints: {} });
    expect(served.slots.slot1[2]!.dataTypes.retired).toEqual({ type: 'TextInput', value: 'Kept value' });

    // Expanded for clients of the full shape: the version 4 page, as it was stored.
    const expanded = ok(await gql(t, EXPANDED, { id: page.id }, owner.token), 'expanded').page as {
      content: typeof fat;
    };
    expect(expanded.content.version).toBe(FULL_CONTENT_VERSION);
    for (const [index, brick] of fat.slots.slot1.entries()) {
      // A property the component lost has no definition left to expand with: its value alone.
      const { retired, ...defined } = brick.dataTypes as Record<string, unknown>;
      const shown = {
        ...(retired ? { retired: { type: 'TextInput', value: 'Kept value' } } : {}),
        ...defined,
      };
      expect(expanded.content.slots.slot1[index]!.dataTypes, brick.id).toEqual(shown);
    }
    expect(expanded.content.template).toEqual(fat.template);

    const before = await publish(app, page.id, '/');
    expect(before).toContain('Fresh bread');
    // The heading's size has no values per breakpoint, as stored: a plain size, not a custom property.
    expect(before).toContain('font-size:2.25rem;color:#111827');
    expect(before).not.toContain('Kept value');

    // Saved back as served: stored lean, a fraction of the bytes, and the same live page.
    const saved = ok(
      await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(opened, { content: served }) }, owner.token),
      'updatePage',
    ).updatePage as PageData;
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, page.id));
    const leanBytes = JSON.stringify(row!.content).length;
    expect(row!.content).toEqual(saved.content);
    expect(leanBytes * 5).toBeLessThan(fatBytes);
    const stored = row!.content as typeof fat;
    expect(stored.template.dataTypes).toEqual({});
    expect(stored.slots.slot1[0]!.dataTypes).toEqual({
      text: { type: 'TextInput', value: 'Fresh bread' },
      fontSize: { type: 'FontSize', breakpoints: {} },
    });
    expect(stored.slots.slot1[2]!.dataTypes).toEqual({ retired: { type: 'TextInput', value: 'Kept value' } });
    const after = await publish(app, page.id, '/');
    expect(after).toBe(before);

    // An old client sends the expanded (version 4) shape back: accepted, stored the same.
    ok(
      await gql(
        t,
        UPDATE_PAGE,
        { id: page.id, page: pageUpdate(saved, { content: expanded.content }) },
        owner.token,
      ),
      'updatePage',
    );
    const [again] = await t.database.db.select().from(pages).where(eq(pages.id, page.id));
    expect(again!.content).toEqual(row!.content);

    // The same version 4 content sent to createPage by an old client publishes the same page.
    const other = await newPage('bakery', fatContent(template!.dataTypes));
    expect(JSON.stringify(other.page.content).length).toBe(leanBytes);
    const fromApi = await publish(other.app, other.page.id, '/bakery');
    expect(drawn(fromApi)).toBe(drawn(before));
  });
});
