import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItemKeys, collectionItems, collections } from '../src/db/collections-schema.ts';
import { activities } from '../src/db/schema.ts';
import {
  COLLECTION,
  type CollectionData,
  collectionsWorld,
  createCollection,
  createItem,
  DELETE_ITEMS,
  fieldInputs,
  listItems,
  PUBLISH_ITEMS,
  postsInput,
  UNPUBLISH_ITEMS,
  UPDATE_COLLECTION,
  UPDATE_ITEM,
} from './collection-helpers.ts';
import { gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, ok } from './org-helpers.ts';

describe('content collections: references to deleted items, counts kept on the collection', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    ({ t, owner, appId } = await collectionsWorld('colrefs'));
  });
  afterAll(() => t.close());

  const run = (query: string, variables: Record<string, unknown>) => gql(t, query, variables, owner.token);
  const rowOf = async (id: string) =>
    (await db().select().from(collectionItems).where(eq(collectionItems.id, id)))[0]!;

  it("deleting items removes the references to them from other items' draft and live values", async () => {
    const people = await createCollection(t, owner, appId, {
      name: `People ${randomUUID().slice(0, 4)}`,
      fields: [{ name: 'Name', type: 'text' }],
    });
    const posts = await createCollection(t, owner, appId, {
      name: `Posts ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Author', type: 'reference', referenceCollectionId: people.id, required: true },
        { name: 'Editor', type: 'reference', referenceCollectionId: people.id },
      ],
    });
    const ana = await createItem(t, owner, people.id, { name: 'Ana' });
    const bo = await createItem(t, owner, people.id, { name: 'Bo' });
    const live = await createItem(t, owner, posts.id, { title: 'Live', author: ana.id, editor: bo.id });
    const kept = await createItem(t, owner, posts.id, { title: 'Kept', author: bo.id });
    ok(await run(PUBLISH_ITEMS, { collectionId: posts.id, ids: [live.id, kept.id] }));
    // The live post's draft moves on to Bo as its author: Ana stays in its live values only.
    ok(await run(UPDATE_ITEM, { id: live.id, values: { title: 'Live', author: bo.id, editor: ana.id } }));
    const before = await rowOf(live.id);

    ok(await run(DELETE_ITEMS, { collectionId: people.id, ids: [ana.id] }));
    const after = await rowOf(live.id);
    expect(after.values).toEqual({ title: 'Live', author: bo.id });
    expect(after.publishedValues).toEqual({ title: 'Live', editor: bo.id });
    expect(after.status).toBe('changed');
    expect(after.revision).toBe(before.revision + 1);
    expect((await rowOf(kept.id)).revision).toBe(2);

    // A draft that loses a required reference stays as it is, and is not published until it is filled.
    ok(await run(DELETE_ITEMS, { collectionId: people.id, ids: [bo.id] }));
    const bare = await rowOf(kept.id);
    expect(bare).toMatchObject({ values: { title: 'Kept' }, publishedValues: { title: 'Kept' } });
    expect(bare.status).toBe('published');
    expectError(await run(PUBLISH_ITEMS, { collectionId: posts.id, ids: [kept.id] }), 400, /Kept.*Author/);
    const records = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, people.id), eq(activities.action, 'item.delete')))
      .orderBy(activities.createdAt);
    expect(records.map((record) => record.details)).toEqual([
      { count: 1, references: 1 },
      { count: 1, references: 2 },
    ]);
  });

  it('an item referring to an item of its own collection loses the reference with it', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Tree ${randomUUID().slice(0, 4)}`,
      fields: [{ name: 'Name', type: 'text' }],
    });
    const fields = [
      ...fieldInputs(c.fields),
      { name: 'Parent', type: 'reference', referenceCollectionId: c.id },
    ];
    ok(await run(UPDATE_COLLECTION, { id: c.id, collection: { name: c.name, fields } }));
    const root = await createItem(t, owner, c.id, { name: 'root' });
    const leaf = await createItem(t, owner, c.id, { name: 'leaf', parent: root.id });
    ok(await run(DELETE_ITEMS, { collectionId: c.id, ids: [root.id] }));
    expect((await rowOf(leaf.id)).values).toEqual({ name: 'leaf' });
    const keys = await db().select().from(collectionItemKeys).where(eq(collectionItemKeys.itemId, leaf.id));
    expect(keys.map((key) => key.textKey)).toEqual(['leaf']);
  });

  it('the counts by status on the collection follow every write and equal a count of its items', async () => {
    const c = await createCollection(t, owner, appId, {
      ...postsInput(),
      fields: postsInput().fields.filter((field) => field.type !== 'slug'),
    });
    const expectCounts = async () => {
      const [stored] = await db().select().from(collections).where(eq(collections.id, c.id));
      const counted = await db()
        .select({ status: collectionItems.status, n: sql<number>`count(*)::int` })
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, c.id))
        .groupBy(collectionItems.status);
      const n = (status: string) => counted.find((row) => row.status === status)?.n ?? 0;
      expect({
        draft: stored?.draftCount,
        published: stored?.publishedCount,
        changed: stored?.changedCount,
      }).toEqual({ draft: n('draft'), published: n('published'), changed: n('changed') });
      for (const status of ['draft', 'published', 'changed', null])
        expect((await listItems(t, owner, c.id, { status, first: 1 })).totalCount, String(status)).toBe(
          status ? n(status) : n('draft') + n('published') + n('changed'),
        );
      const read = ok(await run(COLLECTION, { id: c.id })).collection as CollectionData;
      expect(read).toMatchObject({
        itemCount: n('draft') + n('published') + n('changed'),
        publishedCount: n('published') + n('changed'),
      });
    };
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await createItem(t, owner, c.id, { title: `Item ${i}` })).id);
    await expectCounts();
    const [a, b, d, e, f, g] = ids as [string, string, string, string, string, string, string];
    ok(await run(PUBLISH_ITEMS, { collectionId: c.id, ids: [a, b, d, e] }));
    await expectCounts();
    ok(await run(UPDATE_ITEM, { id: a, values: { title: 'Edited' } }));
    ok(await run(UPDATE_ITEM, { id: b, values: { title: 'Edited too' } }));
    ok(await run(UPDATE_ITEM, { id: f, values: { title: 'Draft edited' } }));
    await expectCounts();
    // Publishing a published, a changed and a draft item; unpublishing a changed, a published and a draft one.
    ok(await run(PUBLISH_ITEMS, { collectionId: c.id, ids: [d, a, g] }));
    await expectCounts();
    ok(await run(UNPUBLISH_ITEMS, { collectionId: c.id, ids: [b, e, f] }));
    await expectCounts();
    ok(await run(UPDATE_ITEM, { id: d, values: { title: 'Changed again' } }));
    ok(await run(DELETE_ITEMS, { collectionId: c.id, ids: [d, f, a] }));
    await expectCounts();
    // A change of fields migrates every item and keeps their statuses.
    const fields = fieldInputs(c.fields).filter((field) => field.id !== 'rank');
    ok(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: c.name, fields }, confirmRemovals: true }),
    );
    await expectCounts();
    // A search counts its matches.
    expect((await listItems(t, owner, c.id, { search: 'item' })).totalCount).toBe(3);
  });
});
