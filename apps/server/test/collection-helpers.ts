import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { collectionItemKeys, collectionItems, collections } from '../src/db/collections-schema.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import { ok } from './org-helpers.ts';

export const COLLECTION_FIELDS = `id appId name revision itemCount publishedCount createdAt updatedAt
  fields { id name type required help options { id label } referenceCollectionId }`;
export const ITEM_FIELDS = `id collectionId values slug status publishedValues publishedAt revision createdAt updatedAt
  updatedBy { id username }`;

export const COLLECTIONS = `query ($appId: ID!) { collections(appId: $appId) { ${COLLECTION_FIELDS} } }`;
export const COLLECTION = `query ($id: ID!) { collection(id: $id) { ${COLLECTION_FIELDS} } }`;
export const COLLECTION_ITEMS = `query ($collectionId: ID!, $first: Int, $after: String, $search: String,
  $sort: CollectionItemSort, $status: String) {
  collectionItems(collectionId: $collectionId, first: $first, after: $after, search: $search, sort: $sort,
    status: $status) {
    edges { cursor node { ${ITEM_FIELDS} } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
    totalCount
  }
}`;
export const COLLECTION_ITEM = `query ($id: ID!) { collectionItem(id: $id) { ${ITEM_FIELDS} } }`;
export const FIELD_CHANGES = `query ($collectionId: ID!, $fields: [CollectionFieldInput!]!) {
  collectionFieldChanges(collectionId: $collectionId, fields: $fields) { fieldId fieldName reason items }
}`;
export const CREATE_COLLECTION = `mutation ($appId: ID!, $collection: CollectionInput!) {
  createCollection(appId: $appId, collection: $collection) { ${COLLECTION_FIELDS} }
}`;
export const UPDATE_COLLECTION = `mutation ($id: ID!, $collection: CollectionInput!, $confirmRemovals: Boolean,
  $revision: Int) {
  updateCollection(id: $id, collection: $collection, confirmRemovals: $confirmRemovals, revision: $revision) {
    ${COLLECTION_FIELDS}
  }
}`;
export const DELETE_COLLECTION = 'mutation ($id: ID!) { deleteCollection(id: $id) }';
export const CREATE_ITEM = `mutation ($collectionId: ID!, $values: JSON!) {
  createCollectionItem(collectionId: $collectionId, values: $values) { ${ITEM_FIELDS} }
}`;
export const UPDATE_ITEM = `mutation ($id: ID!, $values: JSON!, $revision: Int) {
  updateCollectionItem(id: $id, values: $values, revision: $revision) { ${ITEM_FIELDS} }
}`;
export const DELETE_ITEMS = `mutation ($collectionId: ID!, $ids: [ID!]!) {
  deleteCollectionItems(collectionId: $collectionId, ids: $ids)
}`;
export const PUBLISH_ITEMS = `mutation ($collectionId: ID!, $ids: [ID!]!) {
  publishCollectionItems(collectionId: $collectionId, ids: $ids) { ${ITEM_FIELDS} }
}`;
export const UNPUBLISH_ITEMS = `mutation ($collectionId: ID!, $ids: [ID!]!) {
  unpublishCollectionItems(collectionId: $collectionId, ids: $ids) { ${ITEM_FIELDS} }
}`;

export interface FieldData {
  id: string;
  name: string;
  type: string;
  required: boolean;
  help: string | null;
  options: Array<{ id: string; label: string }>;
  referenceCollectionId: string | null;
}
export interface CollectionData {
  id: string;
  appId: string;
  name: string;
  revision: number;
  itemCount: number;
  publishedCount: number;
  fields: FieldData[];
}
export interface ItemData {
  id: string;
  collectionId: string;
  values: Record<string, unknown>;
  slug: string | null;
  status: string;
  publishedValues: Record<string, unknown> | null;
  publishedAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: string; username: string } | null;
}

/** A simple collection input: a required Title, a slug, a number, an option. */
/**
 * The collections tests' set-up: a test server, an owner with an organization and a team (`alias`), and two apps of
 * that team (the second for what must stay in the first).
 */
export async function collectionsWorld(
  alias: string,
): Promise<{ t: TestApp; owner: SignedInUser; appId: string; otherAppId: string }> {
  const t = await createTestApp();
  const ws = await appWorkspace(t, alias);
  const app = (db: Db) => insertApp(db, { orgId: ws.org.id, teamId: ws.team.id });
  const appId = (await app(t.database.db)).id;
  const otherAppId = (await app(t.database.db)).id;
  return { t, owner: ws.owner, appId, otherAppId };
}

export function postsInput(name = `Posts ${randomUUID().slice(0, 6)}`) {
  return {
    name,
    fields: [
      { name: 'Title', type: 'text', required: true },
      { name: 'Slug', type: 'slug' },
      { name: 'Rank', type: 'number' },
      { name: 'Kind', type: 'option', options: [{ label: 'News' }, { label: 'Guide' }] },
    ],
  };
}

/** The fields as updateCollection takes them back (ids kept). */
export function fieldInputs(fields: FieldData[]) {
  return fields.map((f) => ({
    id: f.id,
    name: f.name,
    type: f.type,
    required: f.required,
    help: f.help,
    options: f.options.map((o) => ({ id: o.id, label: o.label })),
    referenceCollectionId: f.referenceCollectionId,
  }));
}

export async function createCollection(
  t: TestApp,
  user: SignedInUser,
  appId: string,
  input: unknown = postsInput(),
): Promise<CollectionData> {
  return ok(await gql(t, CREATE_COLLECTION, { appId, collection: input }, user.token), 'createCollection')
    .createCollection as CollectionData;
}

export async function createItem(
  t: TestApp,
  user: SignedInUser,
  collectionId: string,
  values: Record<string, unknown>,
): Promise<ItemData> {
  return ok(await gql(t, CREATE_ITEM, { collectionId, values }, user.token), 'createCollectionItem')
    .createCollectionItem as ItemData;
}

export async function listItems(
  t: TestApp,
  user: SignedInUser,
  collectionId: string,
  args: Record<string, unknown> = {},
) {
  return ok(await gql(t, COLLECTION_ITEMS, { collectionId, ...args }, user.token), 'collectionItems')
    .collectionItems as {
    edges: Array<{ cursor: string; node: ItemData }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

/** Every item of a list, page by page (`first` a page); fails on a repeated id. */
export async function allPages(
  t: TestApp,
  user: SignedInUser,
  collectionId: string,
  args: Record<string, unknown>,
  first: number,
): Promise<ItemData[]> {
  const seen: ItemData[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await listItems(t, user, collectionId, { ...args, first, after });
    seen.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
  return seen;
}

/** A collection inserted directly (set-up, not the flow under test): a required text field `title`. */
export async function insertCollection(db: Db, appId: string, name = `Col ${randomUUID().slice(0, 6)}`) {
  const id = randomUUID();
  await db.insert(collections).values({
    id,
    appId,
    name,
    fields: [
      {
        id: 'title',
        name: 'Title',
        type: 'text',
        required: true,
        help: null,
        options: [],
        referenceCollectionId: null,
      },
    ],
  });
  return { id, name };
}

/** An item of such a collection inserted directly, a draft or live (the collection's counts follow). */
export async function insertItem(db: Db, appId: string, collectionId: string, title: string, live = false) {
  const id = randomUUID();
  const now = new Date();
  await db.insert(collectionItems).values({
    id,
    appId,
    collectionId,
    values: { title },
    publishedValues: live ? { title } : null,
    status: live ? 'published' : 'draft',
    searchText: title.toLowerCase(),
    publishedAt: live ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(collectionItemKeys).values({
    itemId: id,
    collectionId,
    fieldId: 'title',
    textKey: title.toLowerCase(),
    numKey: 0,
  });
  const column = live ? collections.publishedCount : collections.draftCount;
  await db
    .update(collections)
    .set({ [live ? 'publishedCount' : 'draftCount']: sql`${column} + 1` })
    .where(eq(collections.id, collectionId));
  return { id };
}
