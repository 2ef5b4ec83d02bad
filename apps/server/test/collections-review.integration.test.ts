import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES as M } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItemKeys, collectionItems } from '../src/db/collections-schema.ts';
import {
  type CollectionData,
  collectionsWorld,
  createCollection,
  createItem,
  fieldInputs,
  listItems,
  PUBLISH_ITEMS,
  UPDATE_COLLECTION,
  UPDATE_ITEM,
} from './collection-helpers.ts';
import { gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, ok } from './org-helpers.ts';

/** Review fixes of issue 27's first step (docs/decisions/0046, addendum). */
describe('content collections: review fixes', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    ({ t, owner, appId } = await collectionsWorld('colreview'));
  });
  afterAll(() => t.close());

  const run = (query: string, variables: Record<string, unknown>) => gql(t, query, variables, owner.token);
  const rowOf = async (id: string) =>
    (await db().select().from(collectionItems).where(eq(collectionItems.id, id)))[0]!;
  const publish = async (c: CollectionData, ids: string[]) =>
    ok(await run(PUBLISH_ITEMS, { collectionId: c.id, ids }));
  const retype = (c: CollectionData, id: string, type: string) =>
    fieldInputs(c.fields).map((f) => (f.id === id ? { ...f, type } : f));

  it('a text field made rich text sanitises draft and live values; a publish never puts raw rich text live', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Html ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Body', type: 'text' },
      ],
    });
    const raw = '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>';
    const item = await createItem(t, owner, c.id, { title: 'T', body: raw });
    await publish(c, [item.id]);
    const fields = retype(c, 'body', 'richText');
    ok(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: c.name, fields }, confirmRemovals: true }),
    );
    const clean = '<p>Hi <a rel="noopener noreferrer">x</a></p>';
    const row = await rowOf(item.id);
    expect(row.values.body).toBe(clean);
    expect(row.publishedValues?.body).toBe(clean);
    // A draft whose rich text never passed the sanitiser (written by other means): sanitised before it goes live.
    await db()
      .update(collectionItems)
      .set({ values: { title: 'T', body: raw } })
      .where(eq(collectionItems.id, item.id));
    await publish(c, [item.id]);
    const live = await rowOf(item.id);
    expect(live.publishedValues?.body).toBe(clean);
    expect(live.values.body).toBe(clean);
  });

  it('a field made slug keeps draft and live slugs one set, and recomputes keys and search of suffixed slugs', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Slugs ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Name', type: 'text' },
      ],
    });
    // Two live items with one future slug; a live slug equal to another item's draft one.
    const a = await createItem(t, owner, c.id, { title: 'a', name: 'Same Name' });
    const b = await createItem(t, owner, c.id, { title: 'b', name: 'same name' });
    const d = await createItem(t, owner, c.id, { title: 'd', name: 'Zed' });
    const e = await createItem(t, owner, c.id, { title: 'e', name: 'Zed' });
    await publish(c, [a.id, b.id, e.id]);
    ok(await run(UPDATE_ITEM, { id: e.id, values: { title: 'e', name: 'Later' } }));
    const fields = retype(c, 'name', 'slug');
    ok(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: c.name, fields }, confirmRemovals: true }),
    );
    const rows = await Promise.all([a, b, d, e].map((item) => rowOf(item.id)));
    const owners = new Map<string, string>();
    for (const row of rows) {
      expect(row.values.name).toBe(row.slug);
      if (row.publishedValues) expect(row.publishedValues.name).toBe(row.publishedSlug);
      for (const slug of new Set([row.slug, row.publishedSlug])) {
        if (slug === null) continue;
        expect(owners.get(slug), `slug ${slug}`).toBeUndefined();
        owners.set(slug, row.id);
      }
      // The draft's sort key and search text are those of the slug as it ends.
      const [key] = await db()
        .select()
        .from(collectionItemKeys)
        .where(and(eq(collectionItemKeys.itemId, row.id), eq(collectionItemKeys.fieldId, 'name')));
      expect(key?.textKey).toBe(row.slug);
      expect(row.searchText).toContain(String(row.slug).replaceAll('-', ' '));
    }
    expect([...owners.keys()].sort()).toEqual(['later', 'same-name', 'same-name-2', 'zed', 'zed-2']);
    const found = await listItems(t, owner, c.id, { search: 'same name 2' });
    expect(found.edges.map((edge) => edge.node.slug)).toEqual(['same-name-2']);
  });

  it('two input fields with one id: 400 naming the field, nothing changes', async () => {
    const c = await createCollection(t, owner, appId);
    const [title] = fieldInputs(c.fields);
    const fields = [...fieldInputs(c.fields), { ...title!, name: 'Heading', type: 'number' }];
    expectError(
      await run(UPDATE_COLLECTION, { id: c.id, collection: { name: c.name, fields }, confirmRemovals: true }),
      400,
      /Heading.*used twice/,
    );
  });

  it('rich text: the limit holds after sanitising; a stored value the server made is always published', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Long ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Body', type: 'richText' },
      ],
    });
    const create = (body: string) =>
      run(CREATE_ITEM_ID, { collectionId: c.id, values: { title: 'x', body } });
    // 100 007 characters sent, 500 007 once every & is &amp;.
    expectError(await create(`<p>${'&'.repeat(100_000)}</p>`), 400, /Body must be at most 200000 characters/);
    // Longer than the limit as sent, far shorter once the script goes.
    const short = ok(await create(`<p>kept</p><script>${'x'.repeat(250_000)}</script>`))
      .createCollectionItem as {
      id: string;
    };
    expect((await rowOf(short.id)).values.body).toBe('<p>kept</p>');
    // A value longer than the limit that an earlier server stored: published, and saved back as it is.
    const item = await createItem(t, owner, c.id, { title: 'old' });
    const stored = `<p>${'y'.repeat(210_000)}</p>`;
    await db()
      .update(collectionItems)
      .set({ values: { title: 'old', body: stored } })
      .where(eq(collectionItems.id, item.id));
    await publish(c, [item.id]);
    expect((await rowOf(item.id)).publishedValues?.body).toBe(stored);
  });

  it("a field whose id is an object's own property name (constructor) is empty when not sent", async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Proto ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Constructor', type: 'text' },
        { name: 'To string', type: 'number' },
      ],
    });
    expect(c.fields.map((f) => f.id)).toEqual(['title', 'constructor', 'to-string']);
    const item = await createItem(t, owner, c.id, { title: 'plain' });
    expect(item.values).toEqual({ title: 'plain' });
    await publish(c, [item.id]);
  });

  it('search finds words inside links, e-mails and dotted words', async () => {
    const c = await createCollection(t, owner, appId, {
      name: `Words ${randomUUID().slice(0, 4)}`,
      fields: [
        { name: 'Title', type: 'text' },
        { name: 'Site', type: 'link' },
        { name: 'Body', type: 'richText' },
      ],
    });
    const link = await createItem(t, owner, c.id, {
      title: 'one',
      site: 'https://shop.example.org/winter-sale',
    });
    const mail = await createItem(t, owner, c.id, { title: 'Write to ana@mailbox.net' });
    const dotted = await createItem(t, owner, c.id, { title: 'two', body: '<p>Built on node.js today</p>' });
    const ids = async (search: string) =>
      (await listItems(t, owner, c.id, { search })).edges.map((edge) => edge.node.id);
    expect(await ids('example')).toEqual([link.id]);
    expect(await ids('winter sale')).toEqual([link.id]);
    expect(await ids('mailbox')).toEqual([mail.id]);
    expect(await ids('ana@mailbox.net')).toEqual([mail.id]);
    expect(await ids('js')).toEqual([dotted.id]);
    expect((await listItems(t, owner, c.id, { search: 'node' })).totalCount).toBe(1);
  });

  it("updateCollection with a revision that is not the collection's: 409, nothing changes", async () => {
    const c = await createCollection(t, owner, appId);
    const collection = { name: `${c.name} 2`, fields: fieldInputs(c.fields) };
    const next = ok(await run(UPDATE_COLLECTION, { id: c.id, collection, revision: c.revision }))
      .updateCollection as CollectionData;
    expect(next.revision).toBe(c.revision + 1);
    expectError(
      await run(UPDATE_COLLECTION, {
        id: c.id,
        collection: { ...collection, name: 'Late' },
        revision: c.revision,
      }),
      409,
      M.collectionChanged,
    );
    const unchanged = ok(await run(UPDATE_COLLECTION, { id: c.id, collection }))
      .updateCollection as CollectionData;
    expect(unchanged).toMatchObject({ name: `${c.name} 2`, revision: c.revision + 2 });
  });
});

const CREATE_ITEM_ID = `mutation ($collectionId: ID!, $values: JSON!) {
  createCollectionItem(collectionId: $collectionId, values: $values) { id }
}`;
