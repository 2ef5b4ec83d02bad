import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES as M } from '@tessera/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItemKeys, collectionItems } from '../src/db/collections-schema.ts';
import {
  COLLECTION_ITEM,
  type CollectionData,
  collectionsWorld,
  createCollection,
  createItem,
  FIELD_CHANGES,
  fieldInputs,
  type ItemData,
  PUBLISH_ITEMS,
  UPDATE_COLLECTION,
} from './collection-helpers.ts';
import { gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, ok } from './org-helpers.ts';

describe('content collections: field changes (issue 27)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    ({ t, owner, appId } = await collectionsWorld('colowner'));
  });
  afterAll(() => t.close());

  const run = (query: string, variables: Record<string, unknown>) => gql(t, query, variables, owner.token);

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
});
