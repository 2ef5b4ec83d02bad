import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type FormSubmissionRow, formSubmissions } from '../../../db/forms-schema.ts';
import { badRequest } from '../../../lib/errors.ts';
import {
  type Connection,
  type TwoWayPageRequest,
  twoWayPageOf,
  twoWayPageRequest,
} from '../../../lib/pagination.ts';
import { searchPattern } from '../../../lib/search.ts';
import { optionalFormKeyOf, unreadOf } from './keys.ts';

export const SUBMISSIONS_PAGE_SIZE = 20;
export const SUBMISSIONS_MAX_PAGE_SIZE = 100;

/**
 * A submission's created_at with its microseconds, as the cursor's key: PostgreSQL keeps microseconds and a
 * JavaScript Date only milliseconds, so a cursor made from the Date would skip or repeat rows of the same
 * millisecond. The key is checked before it reaches SQL (a forged one is a 400).
 */
const MICRO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const createdKey = sql<string>`to_char(${formSubmissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function checkedKey(key: string, argument: string): string {
  const time = new Date(`${key.slice(0, 23)}Z`);
  if (!MICRO_INSTANT.test(key) || key.startsWith('0000') || Number.isNaN(time.getTime())) {
    throw badRequest(`${argument} must be a cursor returned by the previous page`);
  }
  if (time.toISOString().slice(0, 23) !== key.slice(0, 23)) {
    throw badRequest(`${argument} must be a cursor returned by the previous page`);
  }
  return key;
}

/** The filter of a submissions list: one form or all the app's, search over the values' text, read or unread. */
export interface SubmissionFilter {
  formKey: string | null;
  pattern: string | null;
  unread: boolean | null;
}

export function submissionFilterOf(args: {
  formKey?: unknown;
  search?: unknown;
  unread?: unknown;
}): SubmissionFilter {
  return {
    formKey: optionalFormKeyOf(args.formKey),
    pattern: searchPattern(args.search),
    unread: unreadOf(args.unread),
  };
}

export function filterConditions(appId: string, filter: SubmissionFilter): SQL[] {
  return [
    eq(formSubmissions.appId, appId),
    ...(filter.formKey ? [eq(formSubmissions.formKey, filter.formKey)] : []),
    ...(filter.pattern ? [ilike(formSubmissions.searchText, filter.pattern)] : []),
    ...(filter.unread === true ? [isNull(formSubmissions.readAt)] : []),
    ...(filter.unread === false ? [isNotNull(formSubmissions.readAt)] : []),
  ];
}

/** (created_at, id) compared with a cursor's, in the list's newest-first order: 'after' is older. */
export function beside(
  cursor: { key: string; id: string },
  side: 'after' | 'atOrBefore' | 'before' | 'atOrAfter',
): SQL {
  const row = sql`(${formSubmissions.createdAt}, ${formSubmissions.id})`;
  const at = sql`(${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
  switch (side) {
    case 'after':
      return sql`${row} < ${at}`;
    case 'atOrBefore':
      return sql`${row} >= ${at}`;
    case 'before':
      return sql`${row} > ${at}`;
    case 'atOrAfter':
      return sql`${row} <= ${at}`;
  }
}

export function submissionsPageRequest(args: {
  first?: unknown;
  after?: unknown;
  last?: unknown;
  before?: unknown;
}): TwoWayPageRequest {
  const paging = twoWayPageRequest(args, SUBMISSIONS_PAGE_SIZE, SUBMISSIONS_MAX_PAGE_SIZE, 'text');
  if (paging.cursor) {
    const argument = paging.direction === 'forward' ? 'after' : 'before';
    paging.cursor = { key: checkedKey(paging.cursor.key, argument), id: paging.cursor.id };
  }
  return paging;
}

/**
 * One page of an app's submissions, newest first by (created_at, id): first/after forwards, last/before
 * backwards (the rows just before the cursor, still newest first), as the media library pages.
 */
export async function submissionsPage(
  db: Db,
  appId: string,
  filter: SubmissionFilter,
  paging: TwoWayPageRequest,
): Promise<Connection<FormSubmissionRow>> {
  const forward = paging.direction === 'forward';
  const cursor = paging.cursor;
  const where = (...more: Array<SQL | undefined>) => and(...filterConditions(appId, filter), ...more);
  const order = forward
    ? [desc(formSubmissions.createdAt), desc(formSubmissions.id)]
    : [asc(formSubmissions.createdAt), asc(formSubmissions.id)];
  const rows = await db
    .select({ row: formSubmissions, key: createdKey })
    .from(formSubmissions)
    .where(where(cursor ? beside(cursor, forward ? 'after' : 'before') : undefined))
    .orderBy(...order)
    .limit(paging.limit);
  let beyond = false;
  if (cursor) {
    const [row] = await db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(where(beside(cursor, forward ? 'atOrBefore' : 'atOrAfter')))
      .limit(1);
    beyond = row !== undefined;
  }
  return twoWayPageOf(
    rows,
    paging,
    beyond,
    ({ row, key }) => [key, row.id],
    ({ row }) => row,
  );
}
