import { isWellFormedText } from '@tessera/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { badRequest } from './errors.ts';
import { isId } from './ids.ts';

export interface PageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: PageInfo;
}

/** `first` (or `last`, named by `argument`) between 1 and `max`; absent or null takes the default. */
export function pageSize(first: unknown, fallback: number, max: number, argument = 'first'): number {
  if (first === undefined || first === null) return fallback;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > max) {
    throw badRequest(`${argument} must be between 1 and ${max}`);
  }
  return first;
}

/** Where a keyset page resumes: the sort key and the id of the last row of the page before. */
export interface Cursor {
  key: string;
  id: string;
}

/**
 * What a list's sort key is, so that a forged cursor is a 400 before it reaches SQL: `text` (names, URLs),
 * `timestamp` (an ISO 8601 instant in UTC with milliseconds, as Date#toISOString writes, years 0001 to 9999:
 * what PostgreSQL's timestamptz takes), `integer` (a non-negative PostgreSQL integer, e.g. a version number).
 */
export type CursorKey = 'text' | 'timestamp' | 'integer';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PG_INTEGER_MAX = 2_147_483_647;

/** Whether a cursor's key is one a list of that kind writes (also lists with cursors of their own shape). */
export function isKeyOf(kind: CursorKey, key: string): boolean {
  switch (kind) {
    case 'text':
      // PostgreSQL's text keeps neither NUL nor a lone surrogate.
      return isWellFormedText(key) && !key.includes('\u0000');
    case 'timestamp': {
      if (!ISO_INSTANT.test(key) || key.startsWith('0000')) return false;
      const time = new Date(key);
      return !Number.isNaN(time.getTime()) && time.toISOString() === key;
    }
    case 'integer':
      return /^(0|[1-9][0-9]{0,9})$/.test(key) && Number(key) <= PG_INTEGER_MAX;
  }
}

/**
 * Cursors are opaque to the client: the sort key of the last row seen and its id, base64url-encoded JSON.
 * Anything else answers 400 before a query is built from it.
 */
export function encodeCursor(key: string, id: string): string {
  return Buffer.from(JSON.stringify([key, id]), 'utf8').toString('base64url');
}

/**
 * The JSON a cursor holds: base64url text of at most `maxLength` characters, else `invalid()` is thrown. Lists
 * check what it holds themselves (decodeCursor's [key, id]; the collections' own shape).
 */
export function cursorPayload(after: string | unknown, maxLength: number, invalid: () => Error): unknown {
  if (
    typeof after !== 'string' ||
    after.length === 0 ||
    after.length > maxLength ||
    !/^[A-Za-z0-9_-]+$/.test(after)
  )
    throw invalid();
  try {
    return JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
}

export function decodeCursor(after: unknown, argument = 'after', kind: CursorKey = 'text'): Cursor | null {
  if (after === undefined || after === null) return null;
  const invalid = () => badRequest(`${argument} must be a cursor returned by the previous page`);
  const parsed = cursorPayload(after, 512, invalid);
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [key, id] = parsed as unknown[];
  if (typeof key !== 'string' || !isId(id) || !isKeyOf(kind, key)) throw invalid();
  return { key, id };
}

/** Builds a connection from `size + 1` fetched rows: the extra row only says another page exists. */
export function toConnection<R, T>(
  rows: R[],
  size: number,
  hadCursor: boolean,
  cursorOf: (row: R) => string,
  nodeOf: (row: R) => T,
): Connection<T> {
  const page = rows.slice(0, size);
  const edges = page.map((row) => ({ cursor: cursorOf(row), node: nodeOf(row) }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: hadCursor,
      hasNextPage: rows.length > size,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A page a list is asked for: its size and the cursor it starts after (null: the first page). */
export interface PageRequest {
  size: number;
  cursor: Cursor | null;
  /** Rows to fetch: one more than the page, the extra one only saying another page exists (pageOf). */
  limit: number;
}

/**
 * The page a list's `first` and `after` ask for, validated in that order (400 for either); `key`: what the list's
 * sort key is (CursorKey).
 */
export function pageRequest(
  args: { first?: unknown; after?: unknown },
  fallback: number,
  max: number,
  key: CursorKey = 'text',
): PageRequest {
  const size = pageSize(args.first, fallback, max);
  return { size, cursor: decodeCursor(args.after, 'after', key), limit: size + 1 };
}

/**
 * The condition of a keyset page: the rows after `cursor` in ascending (sortKey, id) order; undefined on the
 * first page. The query orders by `sortKey`, then `id`, and fetches the request's `limit` rows for pageOf. The
 * sort key is an expression of the row (selected too, so each row's cursor can be built from it); one compared
 * in another collation (`… collate "C"`) names it here as well, so the cursor's key compares in it too.
 */
export function keysetAfter(
  sortKey: SQL | AnyColumn,
  id: AnyColumn,
  cursor: Cursor | null,
  collation?: 'C',
): SQL | undefined {
  if (!cursor) return undefined;
  const key = collation === 'C' ? sql`${cursor.key}::text collate "C"` : sql`${cursor.key}::text`;
  return sql`(${sortKey}, ${id}) > (${key}, ${cursor.id}::uuid)`;
}

/**
 * The connection of a page: `rows` fetched for `request` (at most its `limit`, see toConnection), each row's
 * cursor made of its sort key and id (`keyOf`).
 */
export function pageOf<R, T>(
  rows: R[],
  request: PageRequest,
  keyOf: (row: R) => readonly [key: string, id: string],
  nodeOf: (row: R) => T,
): Connection<T> {
  const cursorOf = (row: R) => encodeCursor(...keyOf(row));
  return toConnection(rows, request.size, request.cursor !== null, cursorOf, nodeOf);
}

export function emptyConnection<T>(): Connection<T> {
  return {
    edges: [],
    pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null },
  };
}

/**
 * A page of a list that pages both ways (Relay): `first`/`after` forwards, `last`/`before` backwards. A backward
 * page is the `size` rows just before the cursor (the list's last rows without one), still in the list's order.
 * Mixing the two (first with last, after with before, first with before, last with after) is a 400.
 */
export interface TwoWayPageRequest extends PageRequest {
  direction: 'forward' | 'backward';
}

export function twoWayPageRequest(
  args: { first?: unknown; after?: unknown; last?: unknown; before?: unknown },
  fallback: number,
  max: number,
  key: CursorKey = 'text',
): TwoWayPageRequest {
  const given = (value: unknown) => value !== undefined && value !== null;
  const backward = given(args.last) || given(args.before);
  if (backward && (given(args.first) || given(args.after))) {
    throw badRequest('page forwards with first and after, or backwards with last and before, not both');
  }
  const size = backward
    ? pageSize(args.last, fallback, max, 'last')
    : pageSize(args.first, fallback, max, 'first');
  const cursor = backward ? decodeCursor(args.before, 'before', key) : decodeCursor(args.after, 'after', key);
  return { direction: backward ? 'backward' : 'forward', size, cursor, limit: size + 1 };
}

/**
 * The connection of a two-way page. `rows` were fetched in the direction of the request (at most its `limit`:
 * the list's order forwards, the reverse backwards) and come out in the list's order. `beyondCursor` says
 * whether the list has rows on the other side of the cursor (at it or before it, forwards; at it or after
 * it, backwards), so hasPreviousPage and hasNextPage are both exact whichever way the client pages.
 */
export function twoWayPageOf<R, T>(
  rows: R[],
  request: TwoWayPageRequest,
  beyondCursor: boolean,
  keyOf: (row: R) => readonly [key: string, id: string],
  nodeOf: (row: R) => T,
): Connection<T> {
  const more = rows.length > request.size;
  const page = rows.slice(0, request.size);
  if (request.direction === 'backward') page.reverse();
  const edges = page.map((row) => ({ cursor: encodeCursor(...keyOf(row)), node: nodeOf(row) }));
  const forward = request.direction === 'forward';
  return {
    edges,
    pageInfo: {
      hasPreviousPage: forward ? beyondCursor : more,
      hasNextPage: forward ? more : beyondCursor,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
