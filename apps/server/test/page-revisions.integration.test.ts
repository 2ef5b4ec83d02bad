import { randomUUID } from 'node:crypto';
import {
  definitionsFrom,
  expandPageContent,
  LIMITS,
  leanPageContent,
  SERVER_MESSAGES,
  sameJson,
} from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, components, pages, templates } from '../src/db/schema.ts';
import {
  appInput,
  appWorkspace,
  CREATE_APP,
  CREATE_PAGE,
  PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { CREATE_TEMPLATE, templateInput, UPDATE_TEMPLATE } from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, type TestApp } from './helpers.ts';
import { expectError, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const HEADING = STARTER_COMPONENTS.find((component) => component.name === 'Heading')!;

const ONE_SLOT = `export default function OneColumn({ slot1, title }) {
  return (
    <main>
      <h1>{title}</h1>
      <section>{slot1}</section>
    </main>
  );
}
`;

/** A starter-kit Heading as the editor places it, with every property the component declares. */
function headingBrick(n: number, componentId: string) {
  return {
    id: `brick-${n}`,
    name: `Heading ${n}`,
    componentId,
    isPrefab: false,
    dataTypes: structuredClone(HEADING.dataTypes),
    dataGroups: structuredClone(HEADING.dataGroups),
  };
}

describe('page revisions, big pages and templates that lost slots (the editor, server side)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let templateId: string;
  let componentId: string;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, org, team, templateId, componentId } = await appWorkspace(t, 'revisions', {
      org: 'Revisions Org',
      team: 'Revisions Team',
    }));
    appId = (
      ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as { id: string }
    ).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function createPage(overrides: Record<string, unknown> = {}, template = templateId) {
    const answer = await gql(t, CREATE_PAGE, { newPage: pageInput(appId, template, overrides) }, owner.token);
    return ok(answer, 'createPage').createPage as PageData;
  }

  function update(page: PageData, overrides: Record<string, unknown> = {}) {
    return gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, overrides) }, owner.token);
  }

  async function updated(page: PageData, overrides: Record<string, unknown> = {}) {
    return ok(await update(page, overrides), 'updatePage').updatePage as PageData;
  }

  async function read(id: string) {
    return ok(await gql(t, PAGE, { id }, owner.token), 'page').page as PageData;
  }

  /** The stored row and the organization's activity feed: what a refusal must leave as it was. */
  async function snapshot(pageId: string) {
    const [row] = await db().select().from(pages).where(eq(pages.id, pageId));
    const feed = await db().select().from(activities).where(eq(activities.orgId, org.id));
    return { row, feed: feed.map((activity) => activity.id).sort() };
  }

  function withBricks(page: PageData, slots: Record<string, unknown[]>) {
    return { ...page.content, slots };
  }

  /** Content as a save stores it (decision 0037): lean against the current definitions. */
  async function storedAs(content: Record<string, unknown>) {
    const rows = await db().select().from(components);
    const [template] = await db()
      .select()
      .from(templates)
      .where(eq(templates.id, (content.template as { id: string }).id));
    const definitions = definitionsFrom(rows, template);
    return leanPageContent(expandPageContent(content, definitions), definitions);
  }

  describe('revision', () => {
    it('starts at 1 and grows by one with every update, settings only or with content', async () => {
      const page = await createPage();
      expect(page.revision).toBe(1);
      const renamed = await updated(page, { name: 'Renamed page' });
      expect(renamed.revision).toBe(2);
      const saved = await updated(renamed, {
        content: withBricks(page, { slot1: [headingBrick(1, componentId)], slot2: [] }),
      });
      expect(saved.revision).toBe(3);
      // Nothing changed is still a save: the revision tells clients apart, not the data.
      expect((await updated(saved)).revision).toBe(4);
      expect((await read(page.id)).revision).toBe(4);
      const [row] = await db().select({ revision: pages.revision }).from(pages).where(eq(pages.id, page.id));
      expect(row?.revision).toBe(4);
    });

    it('the right expectedRevision saves and moves the revision on; omitted, the save overwrites', async () => {
      const page = await createPage();
      const first = await updated(page, { name: 'First save', expectedRevision: 1 });
      expect(first).toMatchObject({ name: 'First save', revision: 2 });
      const second = await updated(first, { name: 'Second save', expectedRevision: 2 });
      expect(second).toMatchObject({ name: 'Second save', revision: 3 });
      // The editor's 'overwrite': no expectedRevision, whatever is stored.
      const overwritten = await updated(first, { name: 'Overwritten', expectedRevision: null });
      expect(overwritten).toMatchObject({ name: 'Overwritten', revision: 4 });
      expect(await updated(first, { name: 'Overwritten again' })).toMatchObject({ revision: 5 });
    });

    it("a stale expectedRevision: 409 'changed elsewhere', and the page, its revision and the feed stay", async () => {
      const page = await createPage({ name: 'Before the race' });
      const theirs = await updated(page, {
        name: 'Saved elsewhere',
        content: withBricks(page, { slot1: [headingBrick(1, componentId)], slot2: [] }),
      });
      expect(theirs.revision).toBe(2);
      const before = await snapshot(page.id);
      for (const expectedRevision of [1, 3, 1000]) {
        const mine = withBricks(page, { slot1: [], slot2: [headingBrick(2, componentId)] });
        for (const overrides of [{ name: 'My save' }, { name: 'My save', content: mine }]) {
          expectError(
            await update(page, { ...overrides, expectedRevision }),
            409,
            SERVER_MESSAGES.pageChanged,
            `expected ${expectedRevision}, content ${'content' in overrides}`,
          );
        }
      }
      expect(await snapshot(page.id)).toEqual(before);
      expect(await read(page.id)).toMatchObject({
        name: 'Saved elsewhere',
        revision: 2,
        content: theirs.content,
      });
    });

    it('checks come in order: 404 for an unknown page, 400 for bad input, then 409 for a stale revision', async () => {
      const page = await createPage();
      await updated(page);
      expectError(
        await gql(
          t,
          UPDATE_PAGE,
          { id: randomUUID(), page: pageUpdate(page, { expectedRevision: 1 }) },
          owner.token,
        ),
        404,
        SERVER_MESSAGES.pageNotFound,
      );
      expectError(await update(page, { name: 'x', expectedRevision: 1 }), 400, /^name /);
      expectError(
        await update(page, { content: { ...page.content, slots: { slot2: [] } }, expectedRevision: 1 }),
        400,
        SERVER_MESSAGES.contentTemplateMismatch,
      );
      expectError(await update(page, { expectedRevision: 1 }), 409, SERVER_MESSAGES.pageChanged);
    });

    it('an expectedRevision that no page can have: 400, nothing written', async () => {
      const page = await createPage();
      const before = await snapshot(page.id);
      for (const expectedRevision of [-1, 0, -2_147_483_648]) {
        expectError(
          await update(page, { expectedRevision }),
          400,
          'expectedRevision must be a positive integer',
          String(expectedRevision),
        );
      }
      // Not an Int at all: GraphQL's own coercion refuses it.
      for (const expectedRevision of [1.5, '1', true, 2 ** 31]) {
        expectError(await update(page, { expectedRevision }), 400, undefined, String(expectedRevision));
      }
      expect(await snapshot(page.id)).toEqual(before);
    });

    it('two concurrent saves expecting the same revision: exactly one 200 and one 409', async () => {
      const page = await createPage();
      const feedBefore = (await snapshot(page.id)).feed.length;
      const answers = await Promise.all(
        ['Racer one', 'Racer two'].map((name) => update(page, { name, expectedRevision: 1 })),
      );
      const wins = answers.filter((answer) => !answer.errors);
      expect(wins).toHaveLength(1);
      expectError(answers.find((answer) => answer.errors)!, 409, SERVER_MESSAGES.pageChanged);
      const winner = wins[0]!.data!.updatePage as PageData;
      expect(winner.revision).toBe(2);
      expect(await read(page.id)).toMatchObject({ name: winner.name, revision: 2 });
      expect((await snapshot(page.id)).feed).toHaveLength(feedBefore + 1);
    });

    // Only a server with real connections can hold both saves at the UPDATE: each has read revision 1 and passed
    // the early check, so what refuses the loser is the UPDATE's own WHERE revision = 1. The PGlite pass (one
    // connection) does not declare it at all rather than report a skip; the PostgreSQL pass runs it.
    const onPostgres = process.env.DATABASE_URL ? it : () => undefined;
    onPostgres(
      'PostgreSQL: two saves that both read revision 1 and wait at the UPDATE: one wins, one 409',
      async () => {
        const page = await createPage();
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let lockTaken = () => {};
        const locked = new Promise<void>((resolve) => {
          lockTaken = resolve;
        });
        const holder = db().transaction(async (tx) => {
          await tx.execute(sql`select id from pages where id = ${page.id} for update`);
          lockTaken();
          await released;
        });
        await locked;
        const saves = ['Held one', 'Held two'].map((name) => update(page, { name, expectedRevision: 1 }));
        const waiting = async () => {
          const result = (await db().execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "pages"%'`,
          )) as unknown as { rows: Array<{ n: number }> };
          return result.rows[0]?.n ?? 0;
        };
        const deadline = Date.now() + 10_000;
        while ((await waiting()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        expect(await waiting()).toBeGreaterThanOrEqual(2);
        release();
        await holder;
        const answers = await Promise.all(saves);
        expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
        expectError(answers.find((answer) => answer.errors)!, 409, SERVER_MESSAGES.pageChanged);
        expect((await read(page.id)).revision).toBe(2);
      },
    );
  });

  describe('slots beyond the template', () => {
    it('are accepted and come back intact, also through a settings-only save', async () => {
      const page = await createPage();
      const content = withBricks(page, {
        slot1: [headingBrick(1, componentId)],
        slot2: [],
        slot3: [headingBrick(3, componentId)],
        slot7: [headingBrick(7, componentId), headingBrick(8, componentId)],
      });
      const saved = await updated(page, { content });
      const stored = await storedAs(content);
      expect(saved.content).toEqual(stored);
      expect((await read(page.id)).content).toEqual(stored);
      const renamed = await updated(saved, { name: 'Renamed, slots kept' });
      expect(renamed.content).toEqual(stored);
    });

    it('a page whose template was edited down to one slot keeps its slot2 and saves it back', async () => {
      const template = ok(
        await gql(t, CREATE_TEMPLATE, { t: templateInput() }, owner.token),
        'createTemplate',
      ).createTemplate as { id: string; slots: number };
      expect(template.slots).toBe(2);
      const page = await createPage({}, template.id);
      const content = withBricks(page, {
        slot1: [headingBrick(1, componentId)],
        slot2: [headingBrick(2, componentId)],
      });
      await updated(page, { content });
      const stored = await storedAs(content);
      const shrunk = ok(
        await gql(t, UPDATE_TEMPLATE, { id: template.id, t: templateInput({ code: ONE_SLOT }) }, owner.token),
        'updateTemplate',
      ).updateTemplate as { slots: number };
      expect(shrunk.slots).toBe(1);
      const reopened = await read(page.id);
      expect(reopened.content).toEqual(stored);
      const edited = withBricks(page, {
        slot1: [headingBrick(1, componentId), headingBrick(9, componentId)],
        slot2: content.slots.slot2!,
      });
      const saved = await updated(reopened, { content: edited, expectedRevision: reopened.revision });
      expect(saved.content).toEqual(await storedAs(edited));
      expect(saved.revision).toBe(reopened.revision + 1);
    });

    it("a missing template slot or another template's id: 400, nothing written", async () => {
      const page = await createPage();
      const before = await snapshot(page.id);
      const mismatches: Array<[string, unknown]> = [
        ['slot1 missing', withBricks(page, { slot2: [], slot3: [] })],
        ['slot2 missing', withBricks(page, { slot1: [] })],
        ['no slots', withBricks(page, {})],
        ['another template', { ...page.content, template: { ...page.content.template, id: randomUUID() } }],
      ];
      for (const [label, content] of mismatches) {
        expectError(await update(page, { content }), 400, SERVER_MESSAGES.contentTemplateMismatch, label);
      }
      expect(await snapshot(page.id)).toEqual(before);
    });
  });

  describe('big pages', () => {
    it('a page of 1 000 starter-kit Headings (over 3 MB) saves and reads back equal', async () => {
      const page = await createPage();
      const bricks = Array.from({ length: 1000 }, (_, n) => headingBrick(n, componentId));
      const content = withBricks(page, { slot1: bricks.slice(0, 500), slot2: bricks.slice(500) });
      const size = JSON.stringify(content).length;
      expect(size).toBeGreaterThan(3_000_000);
      expect(size).toBeLessThan(LIMITS.page.contentMaxChars);
      const saved = await updated(page, { content, expectedRevision: 1 });
      expect(saved.revision).toBe(2);
      // Stored lean (decision 0037); compared as booleans: a failed deep diff of megabytes takes minutes.
      const stored = await storedAs(content);
      expect(sameJson(saved.content, stored)).toBe(true);
      expect(sameJson((await read(page.id)).content, stored)).toBe(true);
      const [row] = await db().select({ content: pages.content }).from(pages).where(eq(pages.id, page.id));
      expect(sameJson(row?.content, stored)).toBe(true);
      expect(JSON.stringify(stored).length * 2).toBeLessThan(size);
      // Created with it, too.
      expect(sameJson((await createPage({ content })).content, stored)).toBe(true);
    });

    it(`content over ${LIMITS.page.contentMaxChars} characters: 413 'content is too large', nothing written`, async () => {
      const page = await createPage();
      const before = await snapshot(page.id);
      const blob = 'x'.repeat(LIMITS.page.contentMaxChars);
      const content = { ...page.content, template: { ...page.content.template, dataTypes: { blob } } };
      const answer = await update(page, { content });
      expect(answer.status).toBe(200);
      expectError(answer, 413, SERVER_MESSAGES.contentTooLarge);
      expect(await snapshot(page.id)).toEqual(before);
    });

    it(`a /graphql body over ${LIMITS.graphqlBodyBytes} bytes: 413 with a JSON message, nothing written`, async () => {
      const page = await createPage();
      const before = await snapshot(page.id);
      const blob = 'x'.repeat(LIMITS.graphqlBodyBytes);
      const content = { ...page.content, template: { ...page.content.template, dataTypes: { blob } } };
      const response = await send(t, 'POST', '/graphql', {
        body: { query: UPDATE_PAGE, variables: { id: page.id, page: pageUpdate(page, { content }) } },
        token: owner.token,
      });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: SERVER_MESSAGES.bodyTooLarge });
      expect(await snapshot(page.id)).toEqual(before);
    });

    it('every other route keeps the 1 MB body limit', async () => {
      const response = await send(t, 'POST', '/signin', {
        body: { email: 'someone@example.com', password: 'x'.repeat(1024 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: SERVER_MESSAGES.bodyTooLarge });
    });
  });
});
