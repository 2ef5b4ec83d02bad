import { randomUUID } from 'node:crypto';
import { LIMITS, PAGE_CONTENT_VERSION, SERVER_MESSAGES, TAG_MESSAGES } from '@tessera/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, apps, orgMembers, pages, users } from '../src/db/schema.ts';
import {
  APP,
  APPS,
  appInput,
  appUpdate,
  appWorkspace,
  CREATE_APP,
  CREATE_PAGE,
  DELETE_APP,
  DELETE_PAGE,
  insertApp,
  insertPage,
  PAGE,
  PAGE_EXISTS,
  PAGES,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_APP,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { insertAuthored } from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import {
  ACTIVITIES,
  addMember,
  createOrg,
  createTeam,
  DELETE_TEAM,
  expectError,
  type OrgInfo,
  ok,
  ownerWithTeam,
  type TeamInfo,
} from './org-helpers.ts';

interface AppData {
  id: string;
  name: string;
  alias: string;
  description: string;
  tags: string[];
  teamId: string;
  team: { id: string; name: string };
  org: { id: string; alias: string };
  abilities: string[];
  pageCount: number;
  hasHomePage: boolean;
  liveUrl: string;
}

interface Edge {
  cursor: string;
  node: { id: string; name: string; url?: string };
}
interface ConnectionData {
  edges: Edge[];
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; endCursor: string | null };
}

describe('apps and pages', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let templateId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, org, team, templateId } = await appWorkspace(t, 'appsowner', {
      org: 'Apps Org',
      team: 'Apps Team',
    }));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function activityCount(orgId = org.id): Promise<number> {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(activities)
      .where(eq(activities.orgId, orgId));
    return Number(row?.n);
  }

  async function appCount(orgId = org.id): Promise<number> {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(apps)
      .where(eq(apps.orgId, orgId));
    return Number(row?.n);
  }

  async function pageCount(appId: string): Promise<number> {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(pages)
      .where(eq(pages.appId, appId));
    return Number(row?.n);
  }

  async function createApp(overrides: Record<string, unknown> = {}, user = owner): Promise<AppData> {
    const answer = await gql(t, CREATE_APP, { newApp: appInput(team.id, overrides) }, user.token);
    return ok(answer, 'createApp').createApp as AppData;
  }

  async function createPage(appId: string, overrides: Record<string, unknown> = {}, user = owner) {
    const answer = await gql(
      t,
      CREATE_PAGE,
      { newPage: pageInput(appId, templateId, overrides) },
      user.token,
    );
    return ok(answer, 'createPage').createPage as PageData;
  }

  /** The last activity of the organization. */
  async function lastActivity() {
    const [row] = await db()
      .select()
      .from(activities)
      .where(eq(activities.orgId, org.id))
      .orderBy(sql`${activities.createdAt} desc`, sql`${activities.id} desc`)
      .limit(1);
    return row!;
  }

  /** The one activity an operation recorded: exactly one more than `before`, the organization's last. */
  async function recordedActivity(before: number) {
    expect(await activityCount()).toBe(before + 1);
    return lastActivity();
  }

  /** A refusal that wrote nothing: no app, page or activity more than before. */
  async function expectRefusedUnchanged(
    run: () => Promise<Parameters<typeof expectError>[0]>,
    status: number,
    message: string | RegExp,
    label: string,
    appId?: string,
  ) {
    const before = { activities: await activityCount(), apps: await appCount() };
    const pagesBefore = appId ? await pageCount(appId) : 0;
    expectError(await run(), status, message, label);
    expect(await activityCount(), `${label}: activity`).toBe(before.activities);
    expect(await appCount(), `${label}: apps`).toBe(before.apps);
    if (appId) expect(await pageCount(appId), `${label}: pages`).toBe(pagesBefore);
  }

  describe('createApp', () => {
    it('returns the app with its org {id, alias}, team, abilities, live address and one activity', async () => {
      const before = await activityCount();
      const app = await createApp({ name: '  Shop Front  ', tags: [' sale ', 'Sale', 'new  arrivals'] });
      expect(app).toMatchObject({
        name: 'Shop Front',
        description: 'An app for tests',
        tags: ['sale', 'new arrivals'],
        teamId: team.id,
        team: { id: team.id, name: 'Apps Team' },
        org: { id: org.id, alias: org.alias },
        pageCount: 0,
        hasHomePage: false,
      });
      expect(app.abilities).toContain('app.delete');
      // The test server's console origin is http://localhost:4999 and PUBLIC_HOST localhost.
      expect(app.liveUrl).toBe(`http://${org.alias}--${app.alias}.localhost:4999/`);
      const activity = await recordedActivity(before);
      expect(activity).toMatchObject({
        action: 'app.create',
        entityType: 'app',
        entityId: app.id,
        entityName: 'Shop Front',
        teamId: team.id,
        appId: app.id,
        actorId: owner.id,
      });
      expect(activity.details).toMatchObject({ alias: app.alias, teamName: 'Apps Team' });
      const read = ok(await gql(t, APP, { id: app.id }, owner.token)).app as AppData;
      expect(read).toMatchObject({ id: app.id, name: 'Shop Front', org: { alias: org.alias } });
    });

    it('bounds the name at 3 to 50 characters, trimmed', async () => {
      for (const name of ['ab', '  ab  ', 'x'.repeat(51)]) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_APP, { newApp: appInput(team.id, { name }) }, owner.token),
          400,
          'name must be between 3 and 50 characters',
          `name ${name.length}`,
        );
      }
      expect((await createApp({ name: 'abc' })).name).toBe('abc');
      expect((await createApp({ name: 'x'.repeat(50) })).name).toBe('x'.repeat(50));
    });

    it('sanitises the alias to lower-case letters and digits, 5 to 10 of them', async () => {
      const suffix = randomUUID()
        .slice(0, 4)
        .replace(/[^a-z0-9]/g, 'q');
      expect((await createApp({ alias: `My-App!${suffix}` })).alias).toBe(`myapp${suffix}`);
      const five = `m${randomUUID().replace(/-/g, '').slice(0, 4)}`;
      expect((await createApp({ alias: five.toUpperCase() })).alias).toBe(five);
      const ten = `t${randomUUID().replace(/-/g, '').slice(0, 9)}`;
      expect((await createApp({ alias: ten })).alias).toBe(ten);
      for (const alias of ['abcd', 'a-b-c-d', 'abcdefghijk', '!!!!!!!', 'ção!']) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_APP, { newApp: appInput(team.id, { alias }) }, owner.token),
          400,
          'alias must be between 5 and 10 characters',
          `alias ${alias}`,
        );
      }
    });

    it('bounds the description at 3 to 1024 characters', async () => {
      expect((await createApp({ description: 'd'.repeat(1024) })).description).toHaveLength(1024);
      expect((await createApp({ description: 'abc' })).description).toBe('abc');
      for (const description of ['ab', 'd'.repeat(1025)]) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_APP, { newApp: appInput(team.id, { description }) }, owner.token),
          400,
          'description must be between 3 and 1024 characters',
          `description ${description.length}`,
        );
      }
    });

    it("takes 1 to 10 tags, with the spec's messages", async () => {
      expect((await createApp({ tags: ['one'] })).tags).toEqual(['one']);
      const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
      expect((await createApp({ tags: ten })).tags).toEqual(ten);
      const cases: Array<[unknown[], string]> = [
        [[], TAG_MESSAGES.required],
        [['  ', ''], TAG_MESSAGES.required],
        [Array.from({ length: 11 }, (_, i) => `tag${i}`), TAG_MESSAGES.count],
        [['x'.repeat(31)], 'each tag must be between 1 and 30 characters'],
      ];
      for (const [tags, message] of cases) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_APP, { newApp: appInput(team.id, { tags }) }, owner.token),
          400,
          message,
          `tags ${tags.length}`,
        );
      }
    });

    it("409 'alias already exists' within the organization, in any case; other organizations may reuse it", async () => {
      const app = await createApp();
      await expectRefusedUnchanged(
        () =>
          gql(t, CREATE_APP, { newApp: appInput(team.id, { alias: app.alias.toUpperCase() }) }, owner.token),
        409,
        SERVER_MESSAGES.aliasExists,
        'same alias',
      );
      const { owner: other, team: otherTeam } = await ownerWithTeam(t, 'appsother');
      const reused = ok(
        await gql(t, CREATE_APP, { newApp: appInput(otherTeam.id, { alias: app.alias }) }, other.token),
      ).createApp as AppData;
      expect(reused.alias).toBe(app.alias);
    });

    it('two concurrent creates with one alias: exactly one wins, the other gets 409, one row', async () => {
      const alias = `race${randomUUID().replace(/-/g, '').slice(0, 5)}`;
      const before = await activityCount();
      const answers = await Promise.all(
        [alias, alias.toUpperCase()].map((a) =>
          gql(t, CREATE_APP, { newApp: appInput(team.id, { alias: a }) }, owner.token),
        ),
      );
      const wins = answers.filter((a) => !a.errors);
      const losses = answers.filter((a) => a.errors);
      expect(wins).toHaveLength(1);
      expect(losses).toHaveLength(1);
      expectError(losses[0]!, 409, SERVER_MESSAGES.aliasExists);
      const rows = await db()
        .select()
        .from(apps)
        .where(and(eq(apps.orgId, org.id), eq(apps.alias, alias)));
      expect(rows).toHaveLength(1);
      expect(await activityCount()).toBe(before + 1);
    });

    it("404 'team not found' for an unknown, malformed or foreign team; 403 for a member below admin", async () => {
      const { team: foreignTeam } = await ownerWithTeam(t, 'appsforeign');
      // The owner also belongs to a second organization of their own: its team is not of the current one.
      const { org: secondOrg, team: secondTeam } = await ownerWithTeam(t, 'appssecond');
      await addMember(t, secondOrg.id, secondTeam.id, owner, 'admin');
      for (const teamId of [randomUUID(), 'not-a-uuid', foreignTeam.id, secondTeam.id]) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_APP, { newApp: appInput(teamId) }, owner.token),
          404,
          SERVER_MESSAGES.teamNotFound,
          `team ${teamId}`,
        );
      }
      const editor = await signUpAndIn(t, 'appseditor');
      await addMember(t, org.id, team.id, editor, 'editor');
      await send(t, 'PUT', `/users/current-org/${org.id}`, { token: editor.token });
      await expectRefusedUnchanged(
        () => gql(t, CREATE_APP, { newApp: appInput(team.id) }, editor.token),
        403,
        SERVER_MESSAGES.requiredRole,
        'editor',
      );
    });

    it('without a current organization: 400', async () => {
      const loner = await signUpAndIn(t, 'appsloner');
      expectError(
        await gql(t, CREATE_APP, { newApp: appInput(team.id) }, loner.token),
        400,
        SERVER_MESSAGES.noCurrentOrg,
      );
    });
  });

  describe('updateApp and deleteApp', () => {
    it('updates the fields and records what changed', async () => {
      const app = await createApp({ name: 'Before Name' });
      const before = await activityCount();
      const alias = `upd${randomUUID().replace(/-/g, '').slice(0, 6)}`;
      const updated = ok(
        await gql(
          t,
          UPDATE_APP,
          { id: app.id, app: appUpdate(app, { name: 'After Name', alias: `${alias}!`, tags: ['a', 'b'] }) },
          owner.token,
        ),
      ).updateApp as AppData;
      expect(updated).toMatchObject({
        id: app.id,
        name: 'After Name',
        alias,
        tags: ['a', 'b'],
        teamId: team.id,
      });
      const activity = await recordedActivity(before);
      expect(activity).toMatchObject({
        action: 'app.update',
        entityId: app.id,
        teamId: team.id,
        appId: app.id,
        entityName: 'After Name',
      });
      expect(activity.details).toEqual({
        changed: ['name', 'alias', 'tags'],
        previousName: 'Before Name',
        previousAlias: app.alias,
      });
    });

    it("409 'alias already exists' on update; bounds apply; unknown ids 404; nothing written", async () => {
      const first = await createApp();
      const second = await createApp();
      await expectRefusedUnchanged(
        () =>
          gql(t, UPDATE_APP, { id: second.id, app: appUpdate(second, { alias: first.alias }) }, owner.token),
        409,
        SERVER_MESSAGES.aliasExists,
        'taken alias',
      );
      await expectRefusedUnchanged(
        () => gql(t, UPDATE_APP, { id: second.id, app: appUpdate(second, { tags: [] }) }, owner.token),
        400,
        TAG_MESSAGES.required,
        'no tags',
      );
      for (const id of [randomUUID(), 'nope']) {
        await expectRefusedUnchanged(
          () => gql(t, UPDATE_APP, { id, app: appUpdate(second) }, owner.token),
          404,
          SERVER_MESSAGES.appNotFound,
          `update ${id}`,
        );
        await expectRefusedUnchanged(
          () => gql(t, DELETE_APP, { id }, owner.token),
          404,
          SERVER_MESSAGES.appNotFound,
          `delete ${id}`,
        );
      }
      const [row] = await db().select().from(apps).where(eq(apps.id, second.id));
      expect(row?.alias).toBe(second.alias);
    });

    it('moves an app to another team of the organization; only the new team then sees it', async () => {
      const teamA = await createTeam(t, owner, `Move A ${randomUUID().slice(0, 4)}`);
      const teamB = await createTeam(t, owner, `Move B ${randomUUID().slice(0, 4)}`);
      const adminA = await signUpAndIn(t, 'moveadmina');
      const adminB = await signUpAndIn(t, 'moveadminb');
      await addMember(t, org.id, teamA.id, adminA, 'admin');
      await addMember(t, org.id, teamB.id, adminB, 'admin');
      for (const user of [adminA, adminB])
        await send(t, 'PUT', `/users/current-org/${org.id}`, { token: user.token });
      const app = ok(await gql(t, CREATE_APP, { newApp: appInput(teamA.id) }, adminA.token))
        .createApp as AppData;
      expectError(await gql(t, APP, { id: app.id }, adminB.token), 404, SERVER_MESSAGES.appNotFound);

      // adminA is not in team B: moving there is as if it did not exist.
      await expectRefusedUnchanged(
        () => gql(t, UPDATE_APP, { id: app.id, app: appUpdate(app, { teamId: teamB.id }) }, adminA.token),
        404,
        SERVER_MESSAGES.teamNotFound,
        'move to a team not seen',
      );
      const { team: foreignTeam } = await ownerWithTeam(t, 'moveforeign');
      await expectRefusedUnchanged(
        () =>
          gql(t, UPDATE_APP, { id: app.id, app: appUpdate(app, { teamId: foreignTeam.id }) }, owner.token),
        404,
        SERVER_MESSAGES.teamNotFound,
        'move to another organization',
      );

      const moved = ok(
        await gql(t, UPDATE_APP, { id: app.id, app: appUpdate(app, { teamId: teamB.id }) }, owner.token),
      ).updateApp as AppData;
      expect(moved).toMatchObject({ teamId: teamB.id, team: { id: teamB.id } });
      const activity = await lastActivity();
      expect(activity).toMatchObject({ action: 'app.update', teamId: teamB.id, appId: app.id });
      expect(activity.details).toMatchObject({ changed: ['teamId'], previousTeamId: teamA.id });
      expectError(await gql(t, APP, { id: app.id }, adminA.token), 404, SERVER_MESSAGES.appNotFound);
      expect((ok(await gql(t, APP, { id: app.id }, adminB.token)).app as AppData).teamId).toBe(teamB.id);
      // Sending the current team again is no move.
      const same = ok(
        await gql(t, UPDATE_APP, { id: app.id, app: appUpdate(moved, { teamId: teamB.id }) }, adminB.token),
      ).updateApp as AppData;
      expect(same.teamId).toBe(teamB.id);
    });

    it('deleteApp deletes its pages in one transaction, records it, and lets the team go', async () => {
      const ownTeam = await createTeam(t, owner, `Doomed ${randomUUID().slice(0, 4)}`);
      const app = ok(await gql(t, CREATE_APP, { newApp: appInput(ownTeam.id) }, owner.token))
        .createApp as AppData;
      const home = ok(
        await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, templateId, { url: '' }) }, owner.token),
      ).createPage as PageData;
      await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, templateId) }, owner.token);
      expect(await pageCount(app.id)).toBe(2);
      expectError(
        await gql(t, DELETE_TEAM, { id: ownTeam.id }, owner.token),
        409,
        SERVER_MESSAGES.appsAssociated,
      );

      const before = await activityCount();
      expect(ok(await gql(t, DELETE_APP, { id: app.id }, owner.token)).deleteApp).toBe(app.id);
      expect(await pageCount(app.id)).toBe(0);
      expect(await db().select().from(apps).where(eq(apps.id, app.id))).toHaveLength(0);
      const activity = await recordedActivity(before);
      expect(activity).toMatchObject({
        action: 'app.delete',
        entityId: app.id,
        entityName: app.name,
        teamId: ownTeam.id,
        appId: app.id,
      });
      expect(activity.details).toMatchObject({ pageCount: 2, alias: app.alias });
      expectError(await gql(t, APP, { id: app.id }, owner.token), 404, SERVER_MESSAGES.appNotFound);
      expectError(await gql(t, PAGE, { id: home.id }, owner.token), 404, SERVER_MESSAGES.pageNotFound);
      expectError(await gql(t, DELETE_APP, { id: app.id }, owner.token), 404, SERVER_MESSAGES.appNotFound);
      expect(ok(await gql(t, DELETE_TEAM, { id: ownTeam.id }, owner.token)).deleteTeam).toBe(ownTeam.id);
      // The record outlives the app: the feed still tells it.
      const feed = ok(await gql(t, ACTIVITIES, { first: 5 }, owner.token)).activities as {
        edges: Array<{ node: { action: string; entityId: string } }>;
      };
      expect(feed.edges.some((e) => e.node.action === 'app.delete' && e.node.entityId === app.id)).toBe(true);
    });
  });

  describe('pages', () => {
    let app: AppData;

    beforeAll(async () => {
      app = await createApp({ name: 'Pages App' });
    });

    it('createPage builds the content from the template: its id and one empty list per slot', async () => {
      const before = await activityCount();
      const page = await createPage(app.id, { name: 'About us', url: 'About Us', title: 'About' });
      expect(page).toMatchObject({
        name: 'About us',
        url: '/about-us',
        title: 'About',
        templateId,
        template: { id: templateId, slots: 2 },
        app: { id: app.id, name: app.name, alias: app.alias, org: { id: org.id, alias: org.alias } },
      });
      expect(page.content).toEqual({
        version: PAGE_CONTENT_VERSION,
        template: { id: templateId, dataTypes: expect.any(Object), isPrefab: false },
        slots: { slot1: [], slot2: [] },
        pageEvents: { nodes: [], connections: [], comments: [] },
      });
      expect(page.abilities).toContain('page.editContent');
      expect(page.liveUrl).toBe(`http://${org.alias}--${app.alias}.localhost:4999/about-us`);
      const activity = await recordedActivity(before);
      expect(activity).toMatchObject({
        action: 'page.create',
        entityType: 'page',
        entityId: page.id,
        entityName: 'About us',
        teamId: team.id,
        appId: app.id,
      });
      expect(activity.details).toMatchObject({ url: '/about-us' });
      const read = ok(await gql(t, PAGE, { id: page.id }, owner.token)).page as PageData;
      expect(read).toMatchObject({ id: page.id, url: '/about-us', content: page.content });
    });

    it('normalises URLs exactly as the URL input does', async () => {
      const target = await createApp();
      const cases: Array<[string, string]> = [
        ['Olá Mundo', '/ola-mundo'],
        ['', '/'],
        ['//about--us//', '/about-us'],
        ['Produtos/Camisetas & Bonés', '/produtos/camisetas-bones'],
        ['--Hello__World--', '/hello-world'],
        ['/blog///2024/', '/blog/2024'],
      ];
      for (const [url, expected] of cases) {
        expect((await createPage(target.id, { url })).url, url).toBe(expected);
      }
      expect((ok(await gql(t, APP, { id: target.id }, owner.token)).app as AppData).hasHomePage).toBe(true);
      expect((ok(await gql(t, APP, { id: target.id }, owner.token)).app as AppData).pageCount).toBe(
        cases.length,
      );
    });

    it("409 'URL already exists' for a URL that normalises to a taken one; URLs are per app", async () => {
      const target = await createApp();
      await createPage(target.id, { url: 'contact' });
      for (const url of ['contact', '/Contact/', '--contact--', 'CONTÂCT']) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_PAGE, { newPage: pageInput(target.id, templateId, { url }) }, owner.token),
          409,
          SERVER_MESSAGES.urlExists,
          `url ${url}`,
          target.id,
        );
      }
      await createPage(target.id, { url: '' });
      for (const url of ['/', '///', '-', '']) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_PAGE, { newPage: pageInput(target.id, templateId, { url }) }, owner.token),
          409,
          SERVER_MESSAGES.urlExists,
          `root ${url}`,
          target.id,
        );
      }
      const elsewhere = await createApp();
      expect((await createPage(elsewhere.id, { url: 'contact' })).url).toBe('/contact');
    });

    it('two concurrent creates with URLs that normalise alike: one wins, the other gets 409, one row', async () => {
      const target = await createApp();
      const before = await activityCount();
      const answers = await Promise.all(
        ['Fale Conosco', '/fale--conosco/'].map((url) =>
          gql(t, CREATE_PAGE, { newPage: pageInput(target.id, templateId, { url }) }, owner.token),
        ),
      );
      expect(answers.filter((a) => !a.errors)).toHaveLength(1);
      const loss = answers.find((a) => a.errors);
      expectError(loss!, 409, SERVER_MESSAGES.urlExists);
      expect(await pageCount(target.id)).toBe(1);
      expect(await activityCount()).toBe(before + 1);
    });

    it('bounds name, url, title, description and tags', async () => {
      const ok3 = await createPage(app.id, {
        name: 'abc',
        title: 'abc',
        description: 'abc',
        tags: ['one'],
        url: 'u'.repeat(299),
      });
      expect(ok3.url).toBe(`/${'u'.repeat(299)}`);
      const ok50 = await createPage(app.id, {
        name: 'n'.repeat(50),
        title: 't'.repeat(60),
        description: 'd'.repeat(1024),
        tags: Array.from({ length: 10 }, (_, i) => `t${i}`),
      });
      expect(ok50.tags).toHaveLength(10);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: 'ab' }, 'name must be between 3 and 50 characters'],
        [{ name: 'n'.repeat(51) }, 'name must be between 3 and 50 characters'],
        [{ title: 'ab' }, 'title must be between 3 and 60 characters'],
        [{ title: 't'.repeat(61) }, 'title must be between 3 and 60 characters'],
        [{ description: 'ab' }, 'description must be between 3 and 1024 characters'],
        [{ description: 'd'.repeat(1025) }, 'description must be between 3 and 1024 characters'],
        [{ tags: [] }, TAG_MESSAGES.required],
        [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, TAG_MESSAGES.count],
        [{ url: 'u'.repeat(300) }, 'url must be between 1 and 300 characters'],
        [{ url: 'u'.repeat(10_000) }, 'url must be between 1 and 300 characters'],
      ];
      for (const [overrides, message] of cases) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_PAGE, { newPage: pageInput(app.id, templateId, overrides) }, owner.token),
          400,
          message,
          JSON.stringify(overrides).slice(0, 40),
          app.id,
        );
      }
    });

    it("404 'template not found' for an unknown, malformed or foreign template; 404 for an unknown app", async () => {
      const other = await signUpAndIn(t, 'pagesforeign');
      const otherOrg = await createOrg(t, other);
      const foreign = await insertAuthored(db(), otherOrg.id, other.id);
      for (const id of [randomUUID(), 'not-a-uuid', foreign.templateId]) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_PAGE, { newPage: pageInput(app.id, id) }, owner.token),
          404,
          SERVER_MESSAGES.templateNotFound,
          `template ${id}`,
          app.id,
        );
      }
      for (const id of [randomUUID(), 'not-a-uuid']) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_PAGE, { newPage: pageInput(id, templateId) }, owner.token),
          404,
          SERVER_MESSAGES.appNotFound,
          `app ${id}`,
        );
      }
    });

    it('checks supplied content against the template: its id and at least slot1 … slotN', async () => {
      const valid = {
        version: PAGE_CONTENT_VERSION,
        template: { id: templateId, dataTypes: { title: { value: 'Hi' } }, isPrefab: false },
        slots: {
          slot1: [
            { id: 'b1', name: 'Heading', componentId: 'c1', isPrefab: false, dataTypes: {}, dataGroups: [] },
          ],
          slot2: [],
        },
        pageEvents: { nodes: [], connections: [], comments: [] },
      };
      // Stored lean (decision 0037): the template's value with the type it was written for (its definition's),
      // no copy of groups on the brick.
      const { dataGroups: _groups, ...leanBrick } = valid.slots.slot1[0]!;
      const stored = {
        ...valid,
        template: { ...valid.template, dataTypes: { title: { type: 'TextInput', value: 'Hi' } } },
        slots: { slot1: [leanBrick], slot2: [] },
      };
      const page = await createPage(app.id, { content: valid });
      expect(page.content).toEqual(stored);

      // Content of version 0 (no version, no behaviour graph) is upgraded.
      const { version: _v, pageEvents: _e, ...legacy } = valid;
      const upgraded = await createPage(app.id, { content: legacy });
      expect(upgraded.content).toEqual(stored);

      // Slots beyond the template's are kept (a template may lose slots after its pages were built). Brick ids
      // stay unique across all of them (page-tree brickTreeProblem).
      const extra = { ...valid, slots: { ...valid.slots, slot3: [{ ...valid.slots.slot1[0]!, id: 'b3' }] } };
      expect((await createPage(app.id, { content: extra })).content).toEqual({
        ...stored,
        slots: { ...stored.slots, slot3: [{ ...leanBrick, id: 'b3' }] },
      });

      const mismatches: Array<[string, unknown]> = [
        ['another template id', { ...valid, template: { ...valid.template, id: randomUUID() } }],
        ['one slot missing', { ...valid, slots: { slot1: [] } }],
        ['slot2 and slot3', { ...valid, slots: { slot2: [], slot3: [] } }],
      ];
      for (const [label, content] of mismatches) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_PAGE, { newPage: pageInput(app.id, templateId, { content }) }, owner.token),
          400,
          SERVER_MESSAGES.contentTemplateMismatch,
          label,
          app.id,
        );
      }
      const malformed: Array<[string, unknown]> = [
        ['a string', 'content'],
        ['a number', 42],
        ['an array', [valid]],
        ['a newer version', { ...valid, version: 99 }],
        ['a bad slot name', { ...valid, slots: { slot1: [], header: [] } }],
        ['a brick without id', { ...valid, slots: { slot1: [{ name: 'x' }], slot2: [] } }],
        ['no template', { ...valid, template: undefined }],
      ];
      for (const [label, content] of malformed) {
        await expectRefusedUnchanged(
          () => gql(t, CREATE_PAGE, { newPage: pageInput(app.id, templateId, { content }) }, owner.token),
          400,
          /^content/,
          label,
          app.id,
        );
      }
      const blob = 'x'.repeat(LIMITS.page.contentMaxChars);
      const huge = { ...valid, template: { ...valid.template, dataTypes: { blob } } };
      await expectRefusedUnchanged(
        () => gql(t, CREATE_PAGE, { newPage: pageInput(app.id, templateId, { content: huge }) }, owner.token),
        413,
        SERVER_MESSAGES.contentTooLarge,
        'too large',
        app.id,
      );
    });

    it('pageExists answers for the normalised URL', async () => {
      const target = await createApp();
      await createPage(target.id, { url: 'Olá Mundo' });
      const exists = async (url: string) =>
        ok(await gql(t, PAGE_EXISTS, { appId: target.id, url }, owner.token)).pageExists;
      expect(await exists('/ola-mundo')).toBe(true);
      expect(await exists('OLA mundo')).toBe(true);
      expect(await exists('ola-mundo/')).toBe(true);
      expect(await exists('/ola')).toBe(false);
      expect(await exists('')).toBe(false);
      await createPage(target.id, { url: '/' });
      expect(await exists('')).toBe(true);
      expectError(
        await gql(t, PAGE_EXISTS, { appId: target.id, url: 'x'.repeat(301) }, owner.token),
        400,
        'url must be between 1 and 300 characters',
      );
      expectError(
        await gql(t, PAGE_EXISTS, { appId: randomUUID(), url: '/' }, owner.token),
        404,
        SERVER_MESSAGES.appNotFound,
      );
    });

    it('updatePage changes settings, keeps URLs unique and records what changed', async () => {
      const target = await createApp();
      const taken = await createPage(target.id, { url: 'taken' });
      const page = await createPage(target.id, { name: 'Old name', url: 'old' });
      const before = await activityCount();
      const updated = ok(
        await gql(
          t,
          UPDATE_PAGE,
          { id: page.id, page: pageUpdate(page, { name: 'New name', url: 'Nova Página' }) },
          owner.token,
        ),
      ).updatePage as PageData;
      expect(updated).toMatchObject({
        id: page.id,
        name: 'New name',
        url: '/nova-pagina',
        content: page.content,
      });
      const activity = await recordedActivity(before);
      expect(activity).toMatchObject({
        action: 'page.update',
        entityId: page.id,
        teamId: team.id,
        appId: target.id,
      });
      expect(activity.details).toEqual({
        url: '/nova-pagina',
        changed: ['name', 'url'],
        previousName: 'Old name',
        previousUrl: '/old',
      });
      await expectRefusedUnchanged(
        () =>
          gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(updated, { url: '/Taken/' }) }, owner.token),
        409,
        SERVER_MESSAGES.urlExists,
        'url taken',
      );
      // Keeping its own URL is no conflict.
      expect(
        (
          ok(await gql(t, UPDATE_PAGE, { id: taken.id, page: pageUpdate(taken) }, owner.token))
            .updatePage as PageData
        ).url,
      ).toBe('/taken');
      for (const id of [randomUUID(), 'nope']) {
        await expectRefusedUnchanged(
          () => gql(t, UPDATE_PAGE, { id, page: pageUpdate(page) }, owner.token),
          404,
          SERVER_MESSAGES.pageNotFound,
          `update ${id}`,
        );
      }
    });

    it("updatePage saves content checked against the page's template; absent content stays", async () => {
      const page = await createPage(app.id);
      const content = {
        ...page.content,
        slots: {
          slot1: [],
          slot2: [
            { id: 'b9', name: 'Text', componentId: 'c9', isPrefab: false, dataTypes: {}, dataGroups: {} },
          ],
        },
      };
      const saved = ok(
        await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content }) }, owner.token),
      ).updatePage as PageData;
      const { dataGroups: _groups, ...leanBrick } = content.slots.slot2[0]!;
      expect(saved.content).toEqual({ ...content, slots: { slot1: [], slot2: [leanBrick] } });
      expect((await lastActivity()).details).toMatchObject({ changed: ['content'] });
      const kept = ok(
        await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content: null }) }, owner.token),
      ).updatePage as PageData;
      expect(kept.content).toEqual({ ...content, slots: { slot1: [], slot2: [leanBrick] } });
      await expectRefusedUnchanged(
        () =>
          gql(
            t,
            UPDATE_PAGE,
            { id: page.id, page: pageUpdate(page, { content: { ...content, slots: { slot1: [] } } }) },
            owner.token,
          ),
        400,
        SERVER_MESSAGES.contentTemplateMismatch,
        'slots of another template',
      );
      const [row] = await db().select().from(pages).where(eq(pages.id, page.id));
      expect(row?.content).toEqual({ ...content, slots: { slot1: [], slot2: [leanBrick] } });
    });

    it('deletePage deletes it and records it', async () => {
      const page = await createPage(app.id, { url: 'to-delete' });
      const before = await activityCount();
      expect(ok(await gql(t, DELETE_PAGE, { id: page.id }, owner.token)).deletePage).toBe(page.id);
      expect(await db().select().from(pages).where(eq(pages.id, page.id))).toHaveLength(0);
      expect(await recordedActivity(before)).toMatchObject({
        action: 'page.delete',
        entityId: page.id,
        teamId: team.id,
        appId: app.id,
        details: expect.objectContaining({ url: '/to-delete' }),
      });
      await expectRefusedUnchanged(
        () => gql(t, DELETE_PAGE, { id: page.id }, owner.token),
        404,
        SERVER_MESSAGES.pageNotFound,
        'deleted again',
      );
    });

    it('reads stored content of an older version upgraded', async () => {
      const page = await createPage(app.id);
      const { version: _v, pageEvents: _e, ...legacy } = page.content;
      await db().update(pages).set({ content: legacy }).where(eq(pages.id, page.id));
      const read = ok(await gql(t, PAGE, { id: page.id }, owner.token)).page as PageData;
      expect(read.content).toEqual(page.content);
    });
  });

  describe('search and paging', () => {
    let pagingOrg: OrgInfo;
    let pagingOwner: SignedInUser;
    let pagingTeam: TeamInfo;

    beforeAll(async () => {
      ({
        owner: pagingOwner,
        org: pagingOrg,
        team: pagingTeam,
      } = await ownerWithTeam(t, 'pagingowner', { org: 'Paging Org', team: 'Paging Team' }));
    });

    async function listApps(variables: Record<string, unknown>, user = pagingOwner) {
      return ok(await gql(t, APPS, variables, user.token)).apps as ConnectionData;
    }

    it('apps: 20 a page by name; a cursor neither skips nor repeats when apps come and go between pages', async () => {
      const created: Array<{ id: string; name: string }> = [];
      for (let i = 0; i < 25; i++) {
        created.push(
          await insertApp(db(), {
            orgId: pagingOrg.id,
            teamId: pagingTeam.id,
            name: `Paged ${String(i + 10).padStart(2, '0')}`,
          }),
        );
      }
      const first = await listApps({});
      expect(first.edges).toHaveLength(20);
      expect(first.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
      expect(first.edges.map((e) => e.node.name)).toEqual(created.slice(0, 20).map((a) => a.name));

      // Between the pages: one app of page 1 goes, one sorting before the cursor comes.
      const removed = created[3]!;
      ok(await gql(t, DELETE_APP, { id: removed.id }, pagingOwner.token));
      await insertApp(db(), { orgId: pagingOrg.id, teamId: pagingTeam.id, name: 'Paged 00 newcomer' });

      const second = await listApps({ after: first.pageInfo.endCursor });
      expect(second.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
      const seen = [...first.edges, ...second.edges].map((e) => e.node.id);
      for (const app of created.filter((a) => a.id !== removed.id)) {
        expect(
          seen.filter((id) => id === app.id),
          app.name,
        ).toHaveLength(1);
      }
      expect(second.edges.map((e) => e.node.name)).toEqual(created.slice(20).map((a) => a.name));

      const small = await listApps({ first: 5 });
      expect(small.edges).toHaveLength(5);
      const all = await listApps({ first: 100 });
      expect(all.edges).toHaveLength(25);
      for (const first of [0, -1, 101]) {
        expectError(await gql(t, APPS, { first }, pagingOwner.token), 400, 'first must be between 1 and 100');
      }
      for (const after of [
        'garbage',
        '!!',
        'x'.repeat(600),
        Buffer.from('["a","b"]').toString('base64url'),
      ]) {
        expectError(
          await gql(t, APPS, { after }, pagingOwner.token),
          400,
          'after must be a cursor returned by the previous page',
        );
      }
    });

    it('apps: search matches name or description in any case; % and _ are literal; 100 characters at most', async () => {
      const searchTeam = await createTeam(t, pagingOwner, 'Search Team');
      const a = await insertApp(db(), {
        orgId: pagingOrg.id,
        teamId: searchTeam.id,
        name: 'Zebra Crossing',
        description: 'Stripes 100% off',
      });
      const b = await insertApp(db(), {
        orgId: pagingOrg.id,
        teamId: searchTeam.id,
        name: 'Lion_King',
        description: 'The savannah',
      });
      const names = async (search: string | null) =>
        (await listApps({ search, first: 100 })).edges.map((e) => e.node.id);
      expect(await names('zebra')).toEqual([a.id]);
      expect(await names('  ZEBRA ')).toEqual([a.id]);
      expect(await names('STRIPES')).toEqual([a.id]);
      expect(await names('100%')).toEqual([a.id]);
      expect(await names('%')).toEqual([a.id]);
      expect(await names('_')).toEqual([b.id]);
      expect(await names('savannah')).toEqual([b.id]);
      expect(await names('nothing like this')).toEqual([]);
      expect((await names('   ')).length).toBeGreaterThan(2);
      expect((await names(null)).length).toBeGreaterThan(2);
      expect(await names('x'.repeat(100))).toEqual([]);
      expectError(
        await gql(t, APPS, { search: 'x'.repeat(101) }, pagingOwner.token),
        400,
        'search must be at most 100 characters',
      );
      // Paging through a search keeps to it.
      const firstPage = await listApps({ search: 'a', first: 1 });
      const rest = await listApps({ search: 'a', first: 100, after: firstPage.pageInfo.endCursor });
      const everything = await listApps({ search: 'a', first: 100 });
      expect([...firstPage.edges, ...rest.edges].map((e) => e.node.id)).toEqual(
        everything.edges.map((e) => e.node.id),
      );
    });

    it("pages: by URL with '/' first, 100 a page, search by name, URL or title", async () => {
      const target = await insertApp(db(), { orgId: pagingOrg.id, teamId: pagingTeam.id });
      const own = await insertAuthored(db(), pagingOrg.id, pagingOwner.id);
      const urls = ['/zeta', '/', '/alpha', '/alpha/beta', '/a-b', '/0'];
      for (const url of urls) await insertPage(db(), { appId: target.id, templateId: own.templateId, url });
      await insertPage(db(), {
        appId: target.id,
        templateId: own.templateId,
        url: '/special',
        name: 'Contact Form',
      });
      const list = async (variables: Record<string, unknown>) =>
        ok(await gql(t, PAGES, { appId: target.id, ...variables }, pagingOwner.token))
          .pages as ConnectionData;
      const all = await list({});
      expect(all.edges.map((e) => e.node.url)).toEqual([
        '/',
        '/0',
        '/a-b',
        '/alpha',
        '/alpha/beta',
        '/special',
        '/zeta',
      ]);
      const one = await list({ first: 3 });
      const next = await list({ first: 100, after: one.pageInfo.endCursor });
      expect([...one.edges, ...next.edges].map((e) => e.node.url)).toEqual(all.edges.map((e) => e.node.url));
      expect((await list({ search: 'CONTACT' })).edges.map((e) => e.node.url)).toEqual(['/special']);
      expect((await list({ search: 'alpha/' })).edges.map((e) => e.node.url)).toEqual(['/alpha/beta']);
      expect((await list({ search: 'inserted page' })).edges).toHaveLength(7);
      expectError(
        await gql(t, PAGES, { appId: target.id, search: 'x'.repeat(101) }, pagingOwner.token),
        400,
        'search must be at most 100 characters',
      );
      expectError(
        await gql(t, PAGES, { appId: target.id, first: 101 }, pagingOwner.token),
        400,
        'first must be between 1 and 100',
      );
      expectError(
        await gql(t, PAGES, { appId: randomUUID() }, pagingOwner.token),
        404,
        SERVER_MESSAGES.appNotFound,
      );
    });
  });

  describe('who sees what', () => {
    it("a team's members and the owner see its apps and pages; other members of the organization get 404", async () => {
      const privateTeam = await createTeam(t, owner, `Private ${randomUUID().slice(0, 4)}`);
      const insider = await signUpAndIn(t, 'insider');
      const outsider = await signUpAndIn(t, 'outsider');
      await addMember(t, org.id, privateTeam.id, insider, 'viewer');
      const otherTeam = await createTeam(t, owner, `Elsewhere ${randomUUID().slice(0, 4)}`);
      await addMember(t, org.id, otherTeam.id, outsider, 'admin');
      for (const user of [insider, outsider]) {
        await send(t, 'PUT', `/users/current-org/${org.id}`, { token: user.token });
      }
      const app = ok(await gql(t, CREATE_APP, { newApp: appInput(privateTeam.id) }, owner.token))
        .createApp as AppData;
      const page = await createPage(app.id, { url: 'private' });

      const seen = ok(await gql(t, APP, { id: app.id }, insider.token)).app as AppData;
      expect(seen.abilities).toEqual(['team.read', 'app.read', 'page.read', 'activity.read']);
      expect((ok(await gql(t, PAGE, { id: page.id }, insider.token)).page as PageData).abilities).toEqual(
        seen.abilities,
      );
      const insiderList = ok(await gql(t, APPS, { first: 100 }, insider.token)).apps as ConnectionData;
      expect(insiderList.edges.map((e) => e.node.id)).toEqual([app.id]);

      expectError(await gql(t, APP, { id: app.id }, outsider.token), 404, SERVER_MESSAGES.appNotFound);
      expectError(await gql(t, PAGE, { id: page.id }, outsider.token), 404, SERVER_MESSAGES.pageNotFound);
      expectError(await gql(t, PAGES, { appId: app.id }, outsider.token), 404, SERVER_MESSAGES.appNotFound);
      expectError(
        await gql(t, PAGE_EXISTS, { appId: app.id, url: '/private' }, outsider.token),
        404,
        SERVER_MESSAGES.appNotFound,
      );
      const outsiderList = ok(await gql(t, APPS, { first: 100 }, outsider.token)).apps as ConnectionData;
      expect(outsiderList.edges.map((e) => e.node.id)).not.toContain(app.id);
      // The feed's team filter: the app's records reach its team, not the rest of the organization.
      const outsiderFeed = JSON.stringify(ok(await gql(t, ACTIVITIES, { first: 100 }, outsider.token)));
      expect(outsiderFeed).not.toContain(app.id);
      const insiderFeed = ok(await gql(t, ACTIVITIES, { first: 100, appId: app.id }, insider.token))
        .activities as {
        edges: Array<{ node: { action: string } }>;
      };
      expect(insiderFeed.edges.map((e) => e.node.action).sort()).toEqual(['app.create', 'page.create']);

      const ownerList = ok(await gql(t, APPS, { first: 100 }, owner.token)).apps as ConnectionData;
      expect(ownerList.edges.map((e) => e.node.id)).toContain(app.id);

      // Reads are of the current organization, like team(id): with another one current, the app is not found.
      await db().update(users).set({ currentOrgId: null }).where(eq(users.id, insider.id));
      expectError(await gql(t, APP, { id: app.id }, insider.token), 404, SERVER_MESSAGES.appNotFound);
      expectError(await gql(t, PAGE, { id: page.id }, insider.token), 404, SERVER_MESSAGES.pageNotFound);
      // Out of the organization (still in the team's member table): nothing, writes included.
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, insider.id));
      await db()
        .delete(orgMembers)
        .where(and(eq(orgMembers.orgId, org.id), eq(orgMembers.userId, insider.id)));
      expectError(await gql(t, APP, { id: app.id }, insider.token), 404, SERVER_MESSAGES.appNotFound);
      expectError(
        await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page) }, insider.token),
        404,
        SERVER_MESSAGES.pageNotFound,
      );
    });
  });

  describe('live hosts', () => {
    async function live(
      host: string,
      path = '/',
      headers: Record<string, string> = {},
      method: 'GET' | 'POST' = 'GET',
    ) {
      return t.app.inject({ method, url: path, headers: { host, accept: 'text/html', ...headers } });
    }

    it("answers the live host's own 404 while nothing is published, never the console or the API, never a cookie", async () => {
      const app = await createApp();
      const found = await live(`${org.alias}--${app.alias}.localhost:4999`, '/any/page?x=1', {
        'accept-language': 'en-US,en;q=0.9',
      });
      expect(found.statusCode).toBe(404);
      expect(found.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(found.headers['set-cookie']).toBeUndefined();
      expect(found.headers['cache-control']).toBe('no-cache');
      expect(found.body).toContain('not been published yet');
      expect(found.body).toContain('lang="en-US"');
      expect(found.body).not.toContain('<script');

      const portuguese = await live(`${org.alias.toUpperCase()}--${app.alias}.localhost`, '/', {
        'accept-language': 'pt-BR,pt;q=0.9',
      });
      expect(portuguese.statusCode).toBe(404);
      expect(portuguese.body).toContain('ainda não foi publicado');

      const missing = await live(`${org.alias}--nosuchapp.localhost:4999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Site not found');
      const missingPt = await live(`nosuchorg--${app.alias}.localhost`, '/', { 'accept-language': 'pt' });
      expect(missingPt.statusCode).toBe(404);
      expect(missingPt.body).toContain('Site não encontrado');

      // The API is not reachable on a live host, even with a session cookie: a POST is 405, in plain text.
      const api = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: `${org.alias}--${app.alias}.localhost`, 'content-type': 'application/json' },
        cookies: { auth_token: owner.token },
        payload: JSON.stringify({ query: '{ me { id email } }' }),
      });
      expect(api.statusCode).toBe(405);
      expect(api.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(api.headers.allow).toBe('GET, HEAD');
      expect(api.headers['set-cookie']).toBeUndefined();
      expect(api.body).not.toContain(owner.email);
      expect(api.body).not.toContain(owner.id);

      // The console's own host is untouched.
      const own = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost:4999' } });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ status: 'ok' });
    });
  });
});
