import { randomUUID } from 'node:crypto';
import { LIMITS } from '@tessera/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/db/collections-schema.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import {
  createCollection,
  createItem,
  DELETE_COLLECTION,
  fieldInputs,
  UPDATE_COLLECTION,
} from './collection-helpers.ts';
import { createTestApp, type GraphQLAnswer, gql, type SignedInUser, type TestApp } from './helpers.ts';

/**
 * Races of collection writes, made to meet: the test holds a row lock in its own transaction while the requests
 * start, so on PostgreSQL the first request stops at the lock after its checks and the second runs meanwhile (what
 * a fix must make wait); released after a pause. On PGlite (one connection) the requests wait for the test's
 * transaction and run in turn, and the same outcome holds.
 */
const PAUSE_MS = 400;
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

describe('content collections: races', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  let workspace: { orgId: string; teamId: string };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const ws = await appWorkspace(t, 'colraces');
    owner = ws.owner;
    workspace = { orgId: ws.org.id, teamId: ws.team.id };
    appId = (await insertApp(db(), workspace)).id;
  });
  afterAll(() => t.close());

  const run = (query: string, variables: Record<string, unknown>) => gql(t, query, variables, owner.token);

  /** `first` starts while the test holds `lock`; `second` after a pause; the lock goes after another. */
  async function meet(
    lock: SQL,
    first: () => Promise<GraphQLAnswer>,
    second: () => Promise<GraphQLAnswer>,
  ): Promise<[GraphQLAnswer, GraphQLAnswer]> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const holder = db().transaction(async (tx) => {
      await tx.execute(lock);
      held();
      await released;
    });
    await holding;
    const a = first();
    await pause();
    const b = second();
    await pause();
    release();
    await holder;
    return Promise.all([a, b]);
  }

  it('deleting a collection while a reference field naming it is added: one of the two is refused', async () => {
    const authors = await createCollection(t, owner, appId, {
      name: `Authors ${randomUUID().slice(0, 4)}`,
      fields: [{ name: 'Name', type: 'text' }],
    });
    const posts = await createCollection(t, owner, appId, {
      name: `Posts ${randomUUID().slice(0, 4)}`,
      fields: [{ name: 'Title', type: 'text' }],
    });
    const post = await createItem(t, owner, posts.id, { title: 'One' });
    const fields = [
      ...fieldInputs(posts.fields),
      { name: 'Author', type: 'reference', referenceCollectionId: authors.id },
    ];
    // The update stops at the post's row (its items are rewritten) once it has checked the collection it names.
    const [update, remove] = await meet(
      sql`select id from collection_items where id = ${post.id} for update`,
      () => run(UPDATE_COLLECTION, { id: posts.id, collection: { name: posts.name, fields } }),
      () => run(DELETE_COLLECTION, { id: authors.id }),
    );
    const statuses = [update, remove].map((answer) => answer.errors?.[0]?.extensions?.status_code ?? 200);
    expect(statuses, JSON.stringify([update.errors, remove.errors])).toContain(200);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const [left] = await db().select().from(collections).where(eq(collections.id, authors.id));
    const [referrer] = await db().select().from(collections).where(eq(collections.id, posts.id));
    const named = referrer!.fields.some((field) => field.referenceCollectionId === authors.id);
    // Never a reference field naming a collection that is gone.
    expect(named ? left !== undefined : true).toBe(true);
    expect(statuses).toEqual(named ? [200, 409] : [400, 200]);
  });

  it('two creates at the 100-collections limit: one is refused', async () => {
    const app = await insertApp(db(), workspace);
    const now = new Date();
    await db()
      .insert(collections)
      .values(
        Array.from({ length: LIMITS.collections.perApp - 1 }, (_, n) => ({
          id: randomUUID(),
          appId: app.id,
          name: `Filled ${n}`,
          fields: [],
          createdAt: now,
          updatedAt: now,
        })),
      );
    const create = (name: string) => () =>
      run(CREATE_ID, { appId: app.id, collection: { name, fields: [] } }) as Promise<GraphQLAnswer>;
    // Each create stops at the app's row (its new collection names it) after counting, unless it locks it first.
    const answers = await meet(
      sql`select id from apps where id = ${app.id} for update`,
      create('Last one'),
      create('One too many'),
    );
    const statuses = answers.map((answer) => answer.errors?.[0]?.extensions?.status_code ?? 200).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.errors))).toEqual([200, 400]);
    const rows = await db()
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.appId, app.id));
    expect(rows).toHaveLength(LIMITS.collections.perApp);
  });
});

const CREATE_ID = `mutation ($appId: ID!, $collection: CollectionInput!) {
  createCollection(appId: $appId, collection: $collection) { id }
}`;
