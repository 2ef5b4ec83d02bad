import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES as M } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItemKeys, collectionItems } from '../src/db/collections-schema.ts';
import { activities } from '../src/db/schema.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import {
  allPages,
  COLLECTION,
  COLLECTION_ITEM,
  COLLECTIONS,
  type CollectionData,
  createCollection,
  createItem,
  DELETE_COLLECTION,
  DELETE_ITEMS,
  FIELD_CHANGES,
  fieldInputs,
  type ItemData,
  listItems,
  PUBLISH_ITEMS,
  postsInput,
  UNPUBLISH_ITEMS,
  UPDATE_COLLECTION,
  UPDATE_ITEM,
} from './collection-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import { insertMedia } from './media-helpers.ts';
import { expectError, ok } from './org-helpers.ts';

describe('content collections (issue 27)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  let otherAppId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const ws = await appWorkspace(t, 'colowner');
    owner = ws.owner;
    appId = (await insertApp(db(), { orgId: ws.org.id, teamId: ws.team.id })).id;
    otherAppId = (await insertApp(db(), { orgId: ws.org.id, teamId: ws.team.id })).id;
  });
  afterAll(() => t.close());

  const run = (query: string, variables: Record<string, unknown>) => gql(t, query, variables, owner.token);

  it('creates a collection with every field type, ids made from names; lists it with its counts', async () => {
    const target = await createCollection(t, owner, appId, {
      name: 'Authors',
      fields: [{ name: 'Name', type: 'text' }],
    });
    const c = await createCollection(t, owner, appId, {
      name: 'Everything',
      fields: [
        { name: 'Title', type: 'text', required: true, help: 'The heading' },
        { name: 'Body', type: 'richText' },
        { name: 'Price', type: 'number' },
        { name: 'Day', type: 'date' },
        { name: 'Featured', type: 'boolean' },
        { name: 'Cover image', type: 'image' },
        { name: 'Clip', type: 'video' },
        { name: 'Website', type: 'link' },
        { name: 'Colour', type: 'option', options: [{ label: 'Red' }, { label: 'Bleu clair' }] },
        { name: 'Author', type: 'reference', referenceCollectionId: target.id },
        { name: 'Slug', type: 'slug', required: false },
      ],
    });
    expect(c.fields.map((f) => f.id)).toEqual([
      'title',
      'body',
      'price',
      'day',
      'featured',
      'cover-image',
      'clip',
      'website',
      'colour',
      'author',
      'slug',
    ]);
    expect(c.fields.find((f) => f.id === 'slug')?.required).toBe(true);
    expect(c.fields.find((f) => f.id === 'colour')?.options).toEqual([
      { id: 'red', label: 'Red' },
      { id: 'bleu-clair', label: 'Bleu clair' },
    ]);
    expect(c.fields.find((f) => f.id === 'author')?.referenceCollectionId).toBe(target.id);
    expect(c).toMatchObject({ itemCount: 0, publishedCount: 0, revision: 1, appId });

    const image = await insertMedia(db(), { appId, mediaType: 'Image' });
    const video = await insertMedia(db(), { appId, mediaType: 'Video', extension: 'mp4' });
    const author = await createItem(t, owner, target.id, { name: 'Zoë' });
    const item = await createItem(t, owner, c.id, {
      title: 'Hello',
      body: '<p>Some <strong>bold</strong> words</p>',
      price: 12.5,
      day: '2026-02-28',
      featured: true,
      'cover-image': image.id,
      clip: video.id,
      website: 'https://example.com',
      colour: 'bleu-clair',
      author: author.id,
      slug: 'hello',
    });
    expect(item).toMatchObject({ status: 'draft', slug: 'hello', revision: 1, publishedValues: null });
    expect(item.values).toMatchObject({
      price: 12.5,
      featured: true,
      colour: 'bleu-clair',
      author: author.id,
    });
    expect(item.updatedBy?.id).toBe(owner.id);
    const read = ok(await run(COLLECTION_ITEM, { id: item.id })).collectionItem as ItemData;
    expect(read.values).toEqual(item.values);

    const list = ok(await run(COLLECTIONS, { appId })).collections as CollectionData[];
    expect(list.map((x) => x.name)).toEqual(['Authors', 'Everything']);
    expect(list.map((x) => x.itemCount)).toEqual([1, 1]);
    expectError(
      await run(CREATE_COLLECTION_DUP, { appId, collection: { name: 'everything', fields: [] } }),
      409,
      M.nameExists,
    );
  });

  it('refuses media of another app or of the wrong kind, and references outside the field collection', async () => {
    const authors = await createCollection(t, owner, appId, {
      name: `People ${randomUUID().slice(0, 4)}`,
      fields: [{ name: 'Name', type: 'text' }],
    });
    const others = await createCollection(t, owner, appId, {
      name: `Others ${randomUUID().slice(0, 4)}`,
      fields: [{ name: 'Name', type: 'text' }],
    });
    const foreign = await createCollection(t, owner, otherAppId, {
      name: 'Foreign',
      fields: [{ name: 'Name', type: 'text' }],
    });
    const c = await createCollection(t, owner, appId, {
      name: `Refs ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Photo', type: 'image' },
        { name: 'Person', type: 'reference', referenceCollectionId: authors.id },
      ],
    });
    const theirImage = await insertMedia(db(), { appId: otherAppId });
    const video = await insertMedia(db(), { appId, mediaType: 'Video', extension: 'mp4' });
    const other = await createItem(t, owner, others.id, { name: 'x' });
    const foreignItem = await createItem(t, owner, foreign.id, { name: 'y' });
    for (const [values, field] of [
      [{ photo: theirImage.id }, 'Photo'],
      [{ photo: video.id }, 'Photo'],
      [{ person: other.id }, 'Person'],
      [{ person: foreignItem.id }, 'Person'],
      [{ person: randomUUID() }, 'Person'],
    ] as const) {
      const answer = await gql(t, CREATE_ITEM_DOC, { collectionId: c.id, values }, owner.token);
      expectError(answer, 400, new RegExp(field));
    }
    expect(await db().select().from(collectionItems).where(eq(collectionItems.collectionId, c.id))).toEqual(
      [],
    );
    // A reference field naming another app's collection.
    expectError(
      await run(CREATE_COLLECTION_DUP, {
        appId,
        collection: {
          name: 'Bad ref',
          fields: [{ name: 'X', type: 'reference', referenceCollectionId: foreign.id }],
        },
      }),
      400,
      /X/,
    );
  });

  it('keeps slugs unique (409 naming the slug), even against concurrent creates and live slugs', async () => {
    const c = await createCollection(t, owner, appId);
    const first = await createItem(t, owner, c.id, { title: 'One', slug: 'same' });
    expectError(
      await gql(
        t,
        CREATE_ITEM_DOC,
        { collectionId: c.id, values: { title: 'Two', slug: 'same' } },
        owner.token,
      ),
      409,
      /same/,
    );
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        gql(
          t,
          CREATE_ITEM_DOC,
          { collectionId: c.id, values: { title: `R${n}`, slug: 'race' } },
          owner.token,
        ),
      ),
    );
    expect(answers.filter((a) => !a.errors).length).toBe(1);
    for (const a of answers.filter((x) => x.errors)) expect(a.errors?.[0]?.extensions?.status_code).toBe(409);
    // A live slug stays taken after its item's draft moves on.
    ok(await run(PUBLISH_ITEMS, { collectionId: c.id, ids: [first.id] }));
    ok(await run(UPDATE_ITEM, { id: first.id, values: { title: 'One', slug: 'moved' } }));
    expectError(
      await gql(
        t,
        CREATE_ITEM_DOC,
        { collectionId: c.id, values: { title: 'Three', slug: 'same' } },
        owner.token,
      ),
      409,
      /same/,
    );
  });

  it('publishes, marks a later edit changed, unpublishes; stale revisions are 409; invalid drafts are not published', async () => {
    const c = await createCollection(t, owner, appId);
    const item = await createItem(t, owner, c.id, { title: 'Post', slug: 'post', rank: 1 });
    const [published] = ok(await run(PUBLISH_ITEMS, { collectionId: c.id, ids: [item.id] }))
      .publishCollectionItems as ItemData[];
    expect(published).toMatchObject({ status: 'published', publishedValues: item.values });
    expect(published!.publishedAt).toBeTruthy();
    const changed = ok(
      await run(UPDATE_ITEM, {
        id: item.id,
        values: { title: 'Post 2', slug: 'post' },
        revision: published!.revision,
      }),
    ).updateCollectionItem as ItemData;
    expect(changed).toMatchObject({
      status: 'changed',
      publishedValues: item.values,
      values: { title: 'Post 2', slug: 'post' },
    });
    expectError(
      await run(UPDATE_ITEM, { id: item.id, values: { title: 'Late' }, revision: published!.revision }),
      409,
      M.itemChanged,
    );
    const [down] = ok(await run(UNPUBLISH_ITEMS, { collectionId: c.id, ids: [item.id] }))
      .unpublishCollectionItems as ItemData[];
    expect(down).toMatchObject({
      status: 'draft',
      publishedValues: null,
      publishedAt: null,
      values: { title: 'Post 2' },
    });
    // A field made required later: the draft without it cannot be published.
    const fields = fieldInputs(c.fields).map((f) => (f.id === 'rank' ? { ...f, required: true } : f));
    ok(await run(UPDATE_COLLECTION, { id: c.id, collection: { name: c.name, fields } }));
    expectError(await run(PUBLISH_ITEMS, { collectionId: c.id, ids: [item.id] }), 400, /Post 2.*Rank/);
    const [row] = await db().select().from(collectionItems).where(eq(collectionItems.id, item.id));
    expect(row?.status).toBe('draft');
    const counts = ok(await run(COLLECTION, { id: c.id })).collection as CollectionData;
    expect(counts).toMatchObject({ itemCount: 1, publishedCount: 0 });
  });

  it('field changes: a rename keeps values; a removal asks (409) then migrates draft and live values', async () => {
    const c = await createCollection(t, owner, appId);
    const item = await createItem(t, owner, c.id, { title: 'Keep', slug: 'keep', rank: 3, kind: 'guide' });
    ok(await run(PUBLISH_ITEMS, { collectionId: c.id, ids: [item.id] }));
    const renamed = fieldInputs(c.fields).map((f) => (f.id === 'title' ? { ...f, name: 'Heading' } : f));
    const after = ok(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: 'Renamed', fields: renamed } }),
    ).updateCollection as CollectionData;
    expect(after.fields[0]).toMatchObject({ id: 'title', name: 'Heading' });
    expect(after.revision).toBe(2);
    expect((ok(await run(COLLECTION_ITEM, { id: item.id })).collectionItem as ItemData).values.title).toBe(
      'Keep',
    );

    const without = renamed.filter((f) => f.id !== 'rank');
    const impact = ok(
      await run(FIELD_CHANGES, { collectionId: c.id, fields: without }),
    ).collectionFieldChanges;
    expect(impact).toEqual([{ fieldId: 'rank', fieldName: 'Rank', reason: 'removed', items: 1 }]);
    expectError(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: 'Renamed', fields: without } }),
      409,
      M.collectionChangeDeletesValues,
    );
    expect((ok(await run(COLLECTION_ITEM, { id: item.id })).collectionItem as ItemData).values.rank).toBe(3);
    ok(
      await run(UPDATE_COLLECTION, {
        id: c.id,
        collection: { name: 'Renamed', fields: without },
        confirmRemovals: true,
      }),
    );
    const gone = ok(await run(COLLECTION_ITEM, { id: item.id })).collectionItem as ItemData;
    expect(gone.values).toEqual({ title: 'Keep', slug: 'keep', kind: 'guide' });
    expect(gone.publishedValues).toEqual({ title: 'Keep', slug: 'keep', kind: 'guide' });
    const keys = await db().select().from(collectionItemKeys).where(eq(collectionItemKeys.itemId, item.id));
    expect(keys.map((k) => k.fieldId).sort()).toEqual(['kind', 'slug', 'title']);
    // A field removed and one of the same name added in one change: a new id, and the old values go (asked).
    const swapped = [...without.filter((f) => f.id !== 'kind'), { name: 'Kind', type: 'text' }];
    expectError(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: 'Renamed', fields: swapped } }),
      409,
    );
    const readded = ok(
      await run(UPDATE_COLLECTION, {
        id: c.id,
        collection: { name: 'Renamed', fields: swapped },
        confirmRemovals: true,
      }),
    ).updateCollection as CollectionData;
    expect(readded.fields.at(-1)?.id).toBe('kind-2');
    expect((ok(await run(COLLECTION_ITEM, { id: item.id })).collectionItem as ItemData).values).toEqual({
      title: 'Keep',
      slug: 'keep',
    });
  });

  it('field changes: a type change converts what it can; a removed option drops its values', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Convert ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Count', type: 'text' },
        { name: 'Kind', type: 'option', options: [{ label: 'A' }, { label: 'B' }] },
      ],
    });
    const a = await createItem(t, owner, c.id, { title: 'Été Brûlant', count: '42', kind: 'a' });
    const b = await createItem(t, owner, c.id, { title: 'Été brûlant', count: 'many', kind: 'b' });
    const fields = fieldInputs(c.fields).map((f) =>
      f.id === 'count'
        ? { ...f, type: 'number' }
        : f.id === 'title'
          ? { ...f, type: 'slug' }
          : f.id === 'kind'
            ? { ...f, options: f.options.filter((o) => o.id === 'a') }
            : f,
    );
    const impact = ok(await run(FIELD_CHANGES, { collectionId: c.id, fields })).collectionFieldChanges;
    expect(impact).toEqual([
      { fieldId: 'count', fieldName: 'Count', reason: 'type', items: 1 },
      { fieldId: 'kind', fieldName: 'Kind', reason: 'options', items: 1 },
    ]);
    ok(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: c.name, fields }, confirmRemovals: true }),
    );
    const rows = await db()
      .select()
      .from(collectionItems)
      .where(inArray(collectionItems.id, [a.id, b.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)?.values).toMatchObject({ count: 42, kind: 'a' });
    expect(byId.get(a.id)?.values.title).toBe(byId.get(a.id)?.slug);
    // Two items converted to one slug: the later one (in id order) gets a suffix.
    const slugs = rows.map((r) => r.slug).sort();
    expect(slugs).toEqual(['ete-brulant', 'ete-brulant-2']);
    expect(byId.get(b.id)?.values.count).toBeUndefined();
    expect(byId.get(b.id)?.values.kind).toBeUndefined();
  });

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

  it('deletes drafts, refuses to delete a collection another one refers to, records activity', async () => {
    const authors = await createCollection(t, owner, appId, {
      name: `Writers ${randomUUID().slice(0, 4)}`,
      fields: [{ name: 'Name', type: 'text' }],
    });
    const posts = await createCollection(t, owner, appId, {
      name: `Articles ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'By', type: 'reference', referenceCollectionId: authors.id },
      ],
    });
    const one = await createItem(t, owner, posts.id, { title: 'One' });
    const two = await createItem(t, owner, posts.id, { title: 'Two' });
    ok(await run(PUBLISH_ITEMS, { collectionId: posts.id, ids: [one.id, two.id] }));
    ok(await run(UNPUBLISH_ITEMS, { collectionId: posts.id, ids: [one.id] }));
    expect(
      ok(await run(DELETE_ITEMS, { collectionId: posts.id, ids: [one.id, two.id] })).deleteCollectionItems,
    ).toEqual([one.id, two.id]);
    expectError(await run(DELETE_ITEMS, { collectionId: posts.id, ids: [one.id] }), 404, M.itemNotFound);
    expectError(await run(DELETE_COLLECTION, { id: authors.id }), 409, new RegExp(posts.name));
    expect(ok(await run(DELETE_COLLECTION, { id: posts.id })).deleteCollection).toBe(posts.id);
    expect(ok(await run(DELETE_COLLECTION, { id: authors.id })).deleteCollection).toBe(authors.id);
    expectError(await run(COLLECTION, { id: posts.id }), 404, M.collectionNotFound);

    const rows = await db()
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.appId, appId),
          inArray(activities.entityId, [posts.id, authors.id, one.id, two.id]),
        ),
      );
    const lines = rows
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map(
        (r) =>
          `${r.action} ${r.entityName} ${r.details ? JSON.stringify(Object.entries(r.details).sort()) : null}`,
      );
    expect(lines).toEqual([
      `collection.create ${authors.name} [["fields",1]]`,
      `collection.create ${posts.name} [["fields",2]]`,
      `item.create One [["collection","${posts.name}"],["collectionId","${posts.id}"]]`,
      `item.create Two [["collection","${posts.name}"],["collectionId","${posts.id}"]]`,
      `item.publish ${posts.name} [["count",2]]`,
      `item.unpublish ${posts.name} [["count",1]]`,
      `item.delete ${posts.name} [["count",2]]`,
      `collection.delete ${posts.name} null`,
      `collection.delete ${authors.name} null`,
    ]);
  });

  it('updates of items are recorded with the collection and the title', async () => {
    const c = await createCollection(t, owner, appId);
    const item = await createItem(t, owner, c.id, { title: 'Before', slug: 'before' });
    ok(await run(UPDATE_ITEM, { id: item.id, values: { title: 'After', slug: 'before' } }));
    const [row] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, item.id), eq(activities.action, 'item.update')));
    expect(row).toMatchObject({ entityType: 'item', entityName: 'After', details: { collection: c.name } });
    expect(postsInput).toBeTypeOf('function');
  });
});

const CREATE_COLLECTION_DUP = `mutation ($appId: ID!, $collection: CollectionInput!) {
  createCollection(appId: $appId, collection: $collection) { id }
}`;
const CREATE_ITEM_DOC = `mutation ($collectionId: ID!, $values: JSON!) {
  createCollectionItem(collectionId: $collectionId, values: $values) { id }
}`;
const COLLECTION_ITEMS_DOC = `query ($collectionId: ID!, $after: String, $sort: CollectionItemSort) {
  collectionItems(collectionId: $collectionId, after: $after, sort: $sort) { totalCount }
}`;
