import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allPages,
  collectionsWorld,
  createCollection,
  createItem,
  type ItemData,
  listItems,
  PUBLISH_ITEMS,
  UPDATE_ITEM,
} from './collection-helpers.ts';
import { gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, ok } from './org-helpers.ts';

describe('content collections: the items table (issue 27)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  const _db = () => t.database.db;

  beforeAll(async () => {
    ({ t, owner, appId } = await collectionsWorld('colowner'));
  });
  afterAll(() => t.close());

  const run = (query: string, variables: Record<string, unknown>) => gql(t, query, variables, owner.token);

  it('searches words (accents, prefixes, rich text), filters by status, counts every match', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Search ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Body', type: 'richText' },
      ],
    });
    const cafe = await createItem(t, owner, c.id, { title: 'Le Café Crème' });
    const rich = await createItem(t, owner, c.id, {
      title: 'Other',
      body: '<p>Hidden <em>treasure</em> inside&nbsp;here</p>',
    });
    await createItem(t, owner, c.id, { title: 'Nothing to see' });
    const ids = async (args: Record<string, unknown>) =>
      (await listItems(t, owner, c.id, args)).edges.map((e) => e.node.id);
    expect(await ids({ search: 'cafe' })).toEqual([cafe.id]);
    expect(await ids({ search: 'CAFÉ cr' })).toEqual([cafe.id]);
    expect(await ids({ search: 'treas' })).toEqual([rich.id]);
    expect(await ids({ search: 'here' })).toEqual([rich.id]);
    expect(await ids({ search: "'&|!:* ()" })).toHaveLength(3);
    expect(await ids({ search: 'cafe treasure' })).toEqual([]);
    expect((await listItems(t, owner, c.id, { search: 't' })).totalCount).toBe(2);
    ok(await run(PUBLISH_ITEMS, { collectionId: c.id, ids: [rich.id] }));
    expect(await ids({ status: 'published' })).toEqual([rich.id]);
    const drafts = await listItems(t, owner, c.id, { status: 'draft', first: 1 });
    expect(drafts.totalCount).toBe(2);
    expect(drafts.edges).toHaveLength(1);
    expect(drafts.pageInfo.hasNextPage).toBe(true);
  });

  it('sorts by text, number and date both ways, and by created-at and updated-at, with keyset pages without gaps or duplicates', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Sort ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Name', type: 'text' },
        { name: 'Score', type: 'number' },
        { name: 'Day', type: 'date' },
      ],
    });
    const made: ItemData[] = [];
    // Equal keys (repeated names and scores) and empty values.
    for (let i = 0; i < 23; i++) {
      const values: Record<string, unknown> = {
        name: ['beta', 'Alpha', 'émile', 'delta'][i % 4],
        day: `2026-01-${String((i % 9) + 1).padStart(2, '0')}`,
      };
      if (i % 5 !== 0) values.score = i % 3;
      made.push(await createItem(t, owner, c.id, values));
    }
    const norm = (s: unknown) =>
      String(s)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    for (const direction of ['asc', 'desc'] as const) {
      const byName = await allPages(t, owner, c.id, { sort: { field: 'name', direction } }, 4);
      expect(byName).toHaveLength(23);
      const names = byName.map((i) => norm(i.values.name));
      const sorted = [...names].sort();
      expect(names).toEqual(direction === 'asc' ? sorted : sorted.reverse());

      const byScore = await allPages(t, owner, c.id, { sort: { field: 'score', direction } }, 5);
      expect(byScore).toHaveLength(23);
      const scores = byScore.map((i) =>
        i.values.score === undefined ? Number.POSITIVE_INFINITY : (i.values.score as number),
      );
      const sortedScores = [...scores].sort((x, y) => x - y);
      expect(scores).toEqual(direction === 'asc' ? sortedScores : sortedScores.reverse());

      const byDay = await allPages(t, owner, c.id, { sort: { field: 'day', direction } }, 7);
      const days = byDay.map((i) => i.values.day as string);
      const sortedDays = [...days].sort();
      expect(days).toEqual(direction === 'asc' ? sortedDays : sortedDays.reverse());

      const byCreated = await allPages(t, owner, c.id, { sort: { field: 'created-at', direction } }, 6);
      expect(byCreated).toHaveLength(23);
    }
    const newest = await allPages(t, owner, c.id, {}, 10);
    expect(newest.map((i) => i.id)).toEqual([...made].reverse().map((i) => i.id));
    ok(await run(UPDATE_ITEM, { id: made[0]!.id, values: { name: 'touched' } }));
    const byUpdated = await allPages(t, owner, c.id, { sort: { field: 'updated-at', direction: 'desc' } }, 9);
    expect(byUpdated[0]!.id).toBe(made[0]!.id);
    // A cursor of one sort is refused by another.
    const page = await listItems(t, owner, c.id, { first: 2, sort: { field: 'name' } });
    expectError(
      await run(COLLECTION_ITEMS_DOC, {
        collectionId: c.id,
        after: page.pageInfo.endCursor,
        sort: { field: 'score' },
      }),
      400,
      /after/,
    );
  });
});

const COLLECTION_ITEMS_DOC = `query ($collectionId: ID!, $after: String, $sort: CollectionItemSort) {
  collectionItems(collectionId: $collectionId, after: $after, sort: $sort) { totalCount }
}`;
