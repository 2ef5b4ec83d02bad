import { ITEM_STATUSES, LIMITS, SORTABLE_FIELD_TYPES } from '@tessera/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CollectionItemRow,
  type CollectionRow,
  collectionItemKeys,
  collectionItems,
} from '../../db/collections-schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, cursorPayload, isKeyOf, pageSize } from '../../lib/pagination.ts';
import { storedCount } from './item-counts.ts';
import { searchQueryOf } from './item-keys.ts';

/**
 * The items table's list (docs/decisions/0046): keyset pages (never OFFSET) newest first, or sorted by a sortable
 * field through collection_item_keys, or by created-at / updated-at; a full-text search over the draft's texts;
 * a status filter; totalCount over the same filter (the collection's stored counts when there is no search).
 */

export interface ItemListArgs {
  first?: unknown;
  after?: unknown;
  search?: unknown;
  sort?: unknown;
  status?: unknown;
}

interface Sort {
  /** created-at, updated-at, or a sortable field's id. */
  field: string;
  desc: boolean;
  byField: boolean;
}

/** A cursor's key: an instant (created-at, updated-at), or a field key's number ('inf' for empty) and text. */
type Key = string | [number | 'inf', string];

const PAGE = LIMITS.collections.pageSize;

function sortOf(collection: CollectionRow, sort: unknown): Sort {
  if (sort === undefined || sort === null) return { field: 'created-at', desc: true, byField: false };
  const { field, direction } = sort as { field?: unknown; direction?: unknown };
  const dir = direction ?? 'asc';
  if (dir !== 'asc' && dir !== 'desc') throw badRequest('sort direction must be asc or desc');
  if (field === 'created-at' || field === 'updated-at')
    return { field, desc: dir === 'desc', byField: false };
  const known = collection.fields.find((f) => f.id === field);
  if (!known || !SORTABLE_FIELD_TYPES.has(known.type))
    throw badRequest('sort field must be a sortable field of the collection, created-at or updated-at');
  return { field: known.id, desc: dir === 'desc', byField: true };
}

function statusOf(status: unknown): string | null {
  if (status === undefined || status === null) return null;
  if (typeof status !== 'string' || !(ITEM_STATUSES as readonly string[]).includes(status))
    throw badRequest(`status must be one of ${ITEM_STATUSES.join(', ')}`);
  return status;
}

function searchOf(search: unknown): string | null {
  if (search === undefined || search === null) return null;
  if (typeof search !== 'string') throw badRequest('search must be text');
  if (search.length > LIMITS.searchMax)
    throw badRequest(`search must be at most ${LIMITS.searchMax} characters`);
  return searchQueryOf(search);
}

const sortName = (sort: Sort) => `${sort.field}:${sort.desc ? 'desc' : 'asc'}`;

function encode(sort: Sort, key: Key, id: string): string {
  return Buffer.from(JSON.stringify({ s: sortName(sort), k: key, i: id }), 'utf8').toString('base64url');
}

/** The cursor's key and id, for this sort only: anything else is a 400 before SQL sees it. */
function decode(sort: Sort, after: unknown): { key: Key; id: string } | null {
  if (after === undefined || after === null) return null;
  const invalid = () => badRequest('after must be a cursor returned by the previous page of this list');
  const parsed = cursorPayload(after, 1024, invalid);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  const { s, k, i } = parsed as { s?: unknown; k?: unknown; i?: unknown };
  if (s !== sortName(sort) || !isId(i)) throw invalid();
  if (!sort.byField) {
    if (typeof k !== 'string' || !isKeyOf('timestamp', k)) throw invalid();
    return { key: k, id: i };
  }
  if (!Array.isArray(k) || k.length !== 2) throw invalid();
  const [num, text] = k as unknown[];
  const numOk = num === 'inf' || (typeof num === 'number' && Number.isFinite(num));
  if (!numOk || typeof text !== 'string' || text.length > 400 || !isKeyOf('text', text)) throw invalid();
  return { key: [num as number | 'inf', text], id: i };
}

type ItemWithKey = CollectionItemRow & { numKey?: number | null; textKey?: string | null };

function keyOf(sort: Sort, row: ItemWithKey): Key {
  if (!sort.byField) return (sort.field === 'created-at' ? row.createdAt : row.updatedAt).toISOString();
  const num = Number(row.numKey);
  return [Number.isFinite(num) ? num : 'inf', row.textKey ?? ''];
}

/** A page of the collection's items with totalCount. */
export async function listItems(
  db: Db,
  collection: CollectionRow,
  args: ItemListArgs,
): Promise<Connection<CollectionItemRow> & { totalCount: number }> {
  const size = pageSize(args.first, PAGE.default, PAGE.max);
  const sort = sortOf(collection, args.sort);
  const status = statusOf(args.status);
  const query = searchOf(args.search);
  const cursor = decode(sort, args.after);
  const filters: SQL[] = [eq(collectionItems.collectionId, collection.id)];
  if (status) filters.push(eq(collectionItems.status, status));
  if (query) filters.push(sql`${collectionItems.search} @@ to_tsquery('simple', ${query})`);
  const cmp = sql.raw(sort.desc ? '<' : '>');
  const dir = sql.raw(sort.desc ? 'desc nulls last' : 'asc nulls first');
  let rows: ItemWithKey[];
  if (sort.byField) {
    const keyDir = sql.raw(sort.desc ? 'desc nulls first' : 'asc nulls last');
    const where = [
      ...filters,
      eq(collectionItemKeys.collectionId, collection.id),
      eq(collectionItemKeys.fieldId, sort.field),
    ];
    if (cursor) {
      const [num, text] = cursor.key as [number | 'inf', string];
      const n = num === 'inf' ? 'Infinity' : String(num);
      where.push(
        sql`(${collectionItemKeys.numKey}, ${collectionItemKeys.textKey}, ${collectionItemKeys.itemId}) ${cmp} (${n}::float8, ${text}::text, ${cursor.id}::uuid)`,
      );
    }
    const found = await db
      .select({
        item: collectionItems,
        numKey: collectionItemKeys.numKey,
        textKey: collectionItemKeys.textKey,
      })
      .from(collectionItemKeys)
      .innerJoin(collectionItems, eq(collectionItems.id, collectionItemKeys.itemId))
      .where(and(...where))
      .orderBy(
        sql`${collectionItemKeys.numKey} ${keyDir}`,
        sql`${collectionItemKeys.textKey} ${keyDir}`,
        sql`${collectionItemKeys.itemId} ${keyDir}`,
      )
      .limit(size + 1);
    rows = found.map((row) => ({ ...row.item, numKey: row.numKey, textKey: row.textKey }));
  } else {
    const column = sort.field === 'created-at' ? collectionItems.createdAt : collectionItems.updatedAt;
    const where = [...filters];
    if (cursor)
      where.push(
        sql`(${column}, ${collectionItems.id}) ${cmp} (${cursor.key as string}::timestamptz, ${cursor.id}::uuid)`,
      );
    rows = await db
      .select()
      .from(collectionItems)
      .where(and(...where))
      .orderBy(sql`${column} ${dir}`, sql`${collectionItems.id} ${dir}`)
      .limit(size + 1);
  }
  // Without a search, the counts kept on the collection's row (item-counts.ts): no count of 100 000 rows a page.
  const [count] = query
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(collectionItems)
        .where(and(...filters))
    : [{ n: storedCount(collection, status) }];
  const page = rows.slice(0, size);
  const edges = page.map((row) => {
    const { numKey: _n, textKey: _t, ...node } = row;
    return { cursor: encode(sort, keyOf(sort, row), row.id), node: node as CollectionItemRow };
  });
  return {
    edges,
    pageInfo: {
      hasPreviousPage: cursor !== null,
      hasNextPage: rows.length > size,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: count?.n ?? 0,
  };
}
