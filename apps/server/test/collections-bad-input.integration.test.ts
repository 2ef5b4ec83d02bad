import { LIMITS } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, collections } from '../src/db/collections-schema.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import {
  COLLECTION_ITEMS,
  type CollectionData,
  CREATE_COLLECTION,
  CREATE_ITEM,
  createCollection,
  createItem,
  UPDATE_ITEM,
} from './collection-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError } from './org-helpers.ts';

describe('collections: bad input is a 400 naming the field, and nothing is written', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  let c: CollectionData;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const ws = await appWorkspace(t, 'colbad');
    owner = ws.owner;
    appId = (await insertApp(db(), { orgId: ws.org.id, teamId: ws.team.id })).id;
    c = await createCollection(t, owner, appId, {
      name: 'Typed',
      fields: [
        { name: 'Title', type: 'text', required: true },
        { name: 'Body', type: 'richText' },
        { name: 'Count', type: 'number' },
        { name: 'Day', type: 'date' },
        { name: 'On', type: 'boolean' },
        { name: 'Photo', type: 'image' },
        { name: 'Site', type: 'link' },
        { name: 'Kind', type: 'option', options: [{ label: 'A' }] },
        { name: 'Slug', type: 'slug' },
      ],
    });
  });
  afterAll(() => t.close());

  const items = async () => db().select().from(collectionItems).where(eq(collectionItems.collectionId, c.id));
  const create = (values: unknown) => gql(t, CREATE_ITEM, { collectionId: c.id, values }, owner.token);

  it('refuses a wrong type per field, an unknown key, a missing required field, and overlong text', async () => {
    const base = { title: 'T', slug: 'ok' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...base, title: 42 }, /Title/],
      [{ ...base, body: ['<p>x</p>'] }, /Body/],
      [{ ...base, count: '12' }, /Count/],
      [{ ...base, day: '2026-02-30' }, /Day/],
      [{ ...base, on: 'true' }, /On/],
      [{ ...base, photo: 'not-a-uuid' }, /Photo/],
      [{ ...base, site: 'javascript:alert(1)' }, /Site/],
      [{ ...base, kind: 'b' }, /Kind/],
      [{ ...base, slug: 'Not A Slug' }, /Slug/],
      [{ ...base, unknown: 1 }, /unknown/],
      [{ ...base, __proto__x: 1 }, /__proto__x/],
      [{ slug: 'ok' }, /Title is required/],
      [{ title: 'T' }, /Slug is required/],
      [{ ...base, title: 'x'.repeat(LIMITS.collections.text + 1) }, /Title must be at most 10000/],
      [{ ...base, body: 'x'.repeat(LIMITS.collections.richText + 1) }, /Body/],
      [{ ...base, title: { nested: { deep: [1, 2, 3] } } }, /Title/],
    ];
    for (const [values, message] of cases)
      expectError(await create(values), 400, message, JSON.stringify(values).slice(0, 80));
    for (const values of [[1, 2], 'text', 42, null, true])
      expectError(await create(values), 400, undefined, String(values));
    expect(await items()).toEqual([]);
  });

  it('refuses bad paging, sorting, status and search', async () => {
    await createItem(t, owner, c.id, { title: 'One', slug: 'one' });
    const list = (args: Record<string, unknown>) =>
      gql(t, COLLECTION_ITEMS, { collectionId: c.id, ...args }, owner.token);
    expectError(await list({ first: 1000 }), 400, /first/);
    expectError(await list({ first: 0 }), 400, /first/);
    expectError(await list({ after: 'not a cursor!' }), 400, /after/);
    expectError(
      await list({ after: Buffer.from('{"s":"created-at:desc","k":"x","i":"y"}').toString('base64url') }),
      400,
      /after/,
    );
    expectError(await list({ after: Buffer.from('[1,2]').toString('base64url') }), 400, /after/);
    expectError(await list({ sort: { field: 'body' } }), 400, /sort/);
    expectError(await list({ sort: { field: 'nope' } }), 400, /sort/);
    expectError(await list({ sort: { field: 'title', direction: 'up' } }), 400, /direction/);
    expectError(await list({ status: 'live' }), 400, /status/);
    expectError(await list({ search: 'x'.repeat(LIMITS.searchMax + 1) }), 400, /search/);
  });

  it('stores hostile rich text sanitised', async () => {
    const hostile =
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><iframe src="https://evil.example"></iframe>' +
      '<svg onload="alert(1)"><circle/></svg><style>p{}</style></p>';
    const item = await createItem(t, owner, c.id, { title: 'Rich', slug: 'rich', body: hostile });
    const [row] = await db().select().from(collectionItems).where(eq(collectionItems.id, item.id));
    expect(row!.values.body).toBe(
      '<p>Hi<a rel="noopener noreferrer">j</a><a rel="noopener noreferrer">d</a></p>',
    );
    expect(item.values.body).toBe(row!.values.body);
  });

  it('refuses bad collections and fields, naming the field, and writes nothing', async () => {
    const before = await db().select().from(collections).where(eq(collections.appId, appId));
    const make = (collection: unknown) => gql(t, CREATE_COLLECTION, { appId, collection }, owner.token);
    expectError(await make({ name: '', fields: [] }), 400, /collection name/);
    expectError(await make({ name: 'x'.repeat(51), fields: [] }), 400, /collection name/);
    expectError(await make({ name: 'F', fields: [{ name: 'A', type: 'table' }] }), 400, /field type/);
    expectError(await make({ name: 'F', fields: [{ name: 'A', type: 'option' }] }), 400, /'A'/);
    expectError(
      await make({
        name: 'F',
        fields: [
          { name: 'A', type: 'text' },
          { name: 'a', type: 'text' },
        ],
      }),
      400,
      /'a'/,
    );
    expectError(await make({ name: 'F', fields: [{ id: 'id', name: 'A', type: 'text' }] }), 400, /'A'/);
    expectError(
      await make({ name: 'F', fields: [{ name: 'R', type: 'reference', referenceCollectionId: 'nope' }] }),
      400,
      /referenceCollectionId/,
    );
    expectError(
      await make({
        name: 'F',
        fields: Array.from({ length: 61 }, (_, i) => ({ name: `F${i}`, type: 'text' })),
      }),
      400,
      /60/,
    );
    expectError(
      await make({ name: 'F', fields: [{ name: 'A', type: 'text', help: 'h'.repeat(201) }] }),
      400,
      /help/,
    );
    expect(await db().select().from(collections).where(eq(collections.appId, appId))).toEqual(before);
  });

  it('an update with bad values changes nothing', async () => {
    const item = await createItem(t, owner, c.id, { title: 'Keep', slug: 'keep' });
    expectError(
      await gql(
        t,
        UPDATE_ITEM,
        { id: item.id, values: { title: 'New', slug: 'keep', count: 'x' } },
        owner.token,
      ),
      400,
      /Count/,
    );
    expectError(
      await gql(
        t,
        UPDATE_ITEM,
        { id: item.id, values: { title: 'New', slug: 'keep' }, revision: 99 },
        owner.token,
      ),
      409,
    );
    const [row] = await db().select().from(collectionItems).where(eq(collectionItems.id, item.id));
    expect(row).toMatchObject({ values: { title: 'Keep', slug: 'keep' }, revision: 1 });
  });
});
