import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES as M } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems } from '../src/db/collections-schema.ts';
import { activities } from '../src/db/schema.ts';
import {
  COLLECTION,
  COLLECTION_ITEM,
  COLLECTIONS,
  type CollectionData,
  collectionsWorld,
  createCollection,
  createItem,
  DELETE_COLLECTION,
  DELETE_ITEMS,
  fieldInputs,
  type ItemData,
  PUBLISH_ITEMS,
  UNPUBLISH_ITEMS,
  UPDATE_COLLECTION,
  UPDATE_ITEM,
} from './collection-helpers.ts';
import { gql, type SignedInUser, type TestApp } from './helpers.ts';
import { insertMedia } from './media-helpers.ts';
import { expectError, ok } from './org-helpers.ts';

describe('content collections (issue 27)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  let otherAppId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    ({ t, owner, appId, otherAppId } = await collectionsWorld('colowner'));
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
  });
});

const CREATE_COLLECTION_DUP = `mutation ($appId: ID!, $collection: CollectionInput!) {
  createCollection(appId: $appId, collection: $collection) { id }
}`;
const CREATE_ITEM_DOC = `mutation ($collectionId: ID!, $values: JSON!) {
  createCollectionItem(collectionId: $collectionId, values: $values) { id }
}`;
