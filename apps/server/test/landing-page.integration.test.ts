import { countBricks, findInTree, PAGE_CONTENT_VERSION } from '@tessera/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, apps, components, pages, templates } from '../src/db/schema.ts';
import { appInput, CREATE_APP, PAGE, type PageData } from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { createOrg, createTeam, expectError, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

interface Brick {
  id: string;
  name: string;
  componentId: string;
  dataTypes: Record<string, { value?: unknown }>;
  slots?: Record<string, Brick[]>;
}

describe('the starter kit and the landing page of a new app', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'landingowner');
    org = await createOrg(t, owner, { name: 'Landing Org' });
    team = await createTeam(t, owner, 'Landing Team');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function componentsOf(orgId: string) {
    return db().select().from(components).where(eq(components.orgId, orgId));
  }

  async function createApp(newApp: Record<string, unknown>, headers: Record<string, string> = {}) {
    const answer = await gql(t, CREATE_APP, { newApp: appInput(team.id, newApp) }, owner.token, headers);
    return ok(answer, 'createApp').createApp as { id: string; pageCount: number; hasHomePage: boolean };
  }

  async function pagesOf(appId: string) {
    return db().select().from(pages).where(eq(pages.appId, appId));
  }

  it('seeds the containers with their slot counts', async () => {
    const rows = await componentsOf(org.id);
    const slots = Object.fromEntries(rows.map((row) => [row.name, row.slots]));
    expect(slots).toMatchObject({ Section: 1, Columns: 4, Grid: 1, Stack: 1, 'Link block': 1 });
    expect(slots).toMatchObject({ Heading: 0, Icon: 0, Embed: 0, 'Pricing card': 0, 'FAQ accordion': 0 });
  });

  it('creates no page unless asked', async () => {
    const app = await createApp({});
    expect(app.pageCount).toBe(0);
    expect(await pagesOf(app.id)).toEqual([]);
    const unticked = await createApp({ landingPage: false });
    expect(unticked.pageCount).toBe(0);
  });

  it('starts the app with the landing page as its home page: nested current-version content of the org’s kit', async () => {
    const app = await createApp({ landingPage: true });
    expect(app.pageCount).toBe(1);
    expect(app.hasHomePage).toBe(true);
    const [row] = await pagesOf(app.id);
    expect(row).toMatchObject({ name: 'Landing page', url: '/', title: 'Welcome', tags: ['landing'] });
    const [template] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.name, 'Single column')));
    expect(row!.templateId).toBe(template!.id);

    const page = ok(await gql(t, PAGE, { id: row!.id }, owner.token), 'page').page as PageData;
    expect(page.content.version).toBe(PAGE_CONTENT_VERSION);
    const slots = page.content.slots as Record<string, Brick[]>;
    const byId = new Map((await componentsOf(org.id)).map((c) => [c.id, c.name]));
    const [hero] = slots.slot1!;
    expect(byId.get(hero!.componentId)).toBe('Section');
    const columns = hero!.slots!.slot1![0]!;
    expect(byId.get(columns.componentId)).toBe('Columns');
    expect(columns.slots!.slot1!.map((b) => byId.get(b.componentId))).toEqual([
      'Heading',
      'Paragraph',
      'Button',
    ]);
    expect(columns.slots!.slot2!.map((b) => byId.get(b.componentId))).toEqual(['Image']);
    expect(columns.slots!.slot1![0]!.dataTypes.text!.value).toBe('Launch a site your team is proud of');
    const icon = slots.slot1![1]!.slots!.slot1![2]!.slots!.slot1![0]!.slots!.slot1![0]!;
    expect(byId.get(icon.componentId)).toBe('Icon');
    const componentOf = (id: string) => byId.get(findInTree(slots, id)!.brick.componentId);
    expect(findInTree(slots, icon.id)?.ancestors.map(componentOf)).toEqual(['Section', 'Grid', 'Stack']);
    expect(countBricks(slots)).toBeGreaterThan(30);

    const [created] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.appId, app.id), eq(activities.action, 'page.create')));
    expect(created).toMatchObject({ entityId: row!.id, entityName: 'Landing page' });
  });

  it('writes the page in the creator’s console language', async () => {
    const app = await createApp({ landingPage: true }, { 'x-locale': 'pt-BR' });
    const [row] = await pagesOf(app.id);
    expect(row).toMatchObject({ name: 'Página inicial', title: 'Boas-vindas', tags: ['inicial'] });
    expect(JSON.stringify(row!.content)).toContain('Lance um site que dá orgulho ao seu time');
  });

  it('brings back kit entries the organization lacks, once, and uses the ones it has', async () => {
    const other = await signUpAndIn(t, 'landingold');
    const oldOrg = await createOrg(t, other, { name: 'Old Org' });
    const oldTeam = await createTeam(t, other, 'Old Team');
    // As an organization created before the containers joined the kit, which also deleted its template.
    await db()
      .delete(components)
      .where(and(eq(components.orgId, oldOrg.id), sql`${components.slots} > 0`));
    await db().delete(templates).where(eq(templates.orgId, oldOrg.id));
    const heading = (await componentsOf(oldOrg.id)).find((c) => c.name === 'Heading')!;
    const before = (await componentsOf(oldOrg.id)).length;

    for (let i = 0; i < 2; i++) {
      const answer = await gql(
        t,
        CREATE_APP,
        { newApp: appInput(oldTeam.id, { landingPage: true }) },
        other.token,
      );
      const app = ok(answer, 'createApp').createApp as { id: string; pageCount: number };
      expect(app.pageCount).toBe(1);
      const [row] = await pagesOf(app.id);
      expect(JSON.stringify(row!.content)).toContain(`"componentId":"${heading.id}"`);
    }
    const after = await componentsOf(oldOrg.id);
    // Section, Columns, Grid and Stack (the page has no Link block).
    expect(after.length).toBe(before + 4);
    expect(after.filter((c) => c.name === 'Section')).toHaveLength(1);
    expect(await db().select().from(templates).where(eq(templates.orgId, oldOrg.id))).toHaveLength(1);
  });

  it('refuses a landingPage that is not a boolean, storing nothing', async () => {
    const count = async () =>
      Number(
        (await db().select({ n: sql<number>`count(*)::int` }).from(apps).where(eq(apps.orgId, org.id)))[0]?.n,
      );
    const before = await count();
    const answer = await gql(
      t,
      CREATE_APP,
      { newApp: appInput(team.id, { landingPage: 'yes' }) },
      owner.token,
    );
    expectError(answer, 400, /landingPage|Boolean/);
    expect(await count()).toBe(before);
  });
});
