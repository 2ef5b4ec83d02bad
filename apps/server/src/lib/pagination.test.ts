import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { apps, pages } from '../db/schema.ts';
import { AppError } from './errors.ts';
import {
  decodeCursor,
  encodeCursor,
  keysetAfter,
  pageOf,
  pageRequest,
  pageSize,
  toConnection,
  twoWayPageOf,
  twoWayPageRequest,
} from './pagination.ts';

function status(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.status : -1;
  }
  return undefined;
}

describe('pagination', () => {
  it('round-trips a cursor, whatever the key holds', () => {
    const id = randomUUID();
    for (const key of ['', 'équipe', 'a"b\\c', '2024-01-01T00:00:00.000Z']) {
      expect(decodeCursor(encodeCursor(key, id))).toEqual({ key, id });
    }
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor(null)).toBeNull();
  });

  it('answers 400 for anything it did not issue', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      '',
      '%%%',
      'x'.repeat(600),
      forged(['key', 'not-a-uuid']),
      forged(['key']),
      forged({ key: 'a', id: randomUUID() }),
      forged([1, randomUUID()]),
      Buffer.from('not json').toString('base64url'),
      42,
    ]) {
      expect(
        status(() => decodeCursor(bad)),
        String(bad),
      ).toBe(400);
    }
  });

  it("checks a cursor's key against what the list sorts by (400 otherwise)", () => {
    const id = randomUUID();
    const cursor = (key: string) => encodeCursor(key, id);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const key of ['2024-01-01T00:00:00.000Z', '0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      expect(decodeCursor(cursor(key), 'after', 'timestamp')).toEqual({ key, id });
    }
    for (const key of [
      'garbage',
      '2024',
      '2024-01-01',
      '2024-02-30T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '2024-01-01T00:00:00Z',
    ]) {
      expect(
        status(() => decodeCursor(cursor(key), 'after', 'timestamp')),
        key,
      ).toBe(400);
    }
    for (const key of ['0', '1', '2147483647']) {
      expect(decodeCursor(cursor(key), 'after', 'integer')).toEqual({ key, id });
    }
    for (const key of ['-1', '2147483648', '9007199254740991', '1e3', '01', ' 1', '1.5', '']) {
      expect(
        status(() => decodeCursor(cursor(key), 'after', 'integer')),
        key,
      ).toBe(400);
    }
    for (const key of ['a\u0000b', 'a\ud800']) {
      expect(
        status(() => decodeCursor(forged([key, id]))),
        JSON.stringify(key),
      ).toBe(400);
    }
    expect(status(() => pageRequest({ after: cursor('x') }, 10, 10, 'timestamp'))).toBe(400);
    expect(status(() => twoWayPageRequest({ before: cursor('x') }, 10, 10, 'timestamp'))).toBe(400);
  });

  it('takes first between 1 and the maximum, the default when absent', () => {
    expect(pageSize(undefined, 50, 100)).toBe(50);
    expect(pageSize(null, 50, 100)).toBe(50);
    expect(pageSize(1, 50, 100)).toBe(1);
    expect(pageSize(100, 50, 100)).toBe(100);
    for (const bad of [0, -1, 101, 1.5, '10'])
      expect(
        status(() => pageSize(bad, 50, 100)),
        String(bad),
      ).toBe(400);
  });

  it('uses the extra row only to say another page exists', () => {
    const rows = [1, 2, 3];
    const page = toConnection(
      rows,
      2,
      true,
      (n) => `c${n}`,
      (n) => n * 10,
    );
    expect(page).toEqual({
      edges: [
        { cursor: 'c1', node: 10 },
        { cursor: 'c2', node: 20 },
      ],
      pageInfo: { hasPreviousPage: true, hasNextPage: true, startCursor: 'c1', endCursor: 'c2' },
    });
    expect(toConnection([], 2, false, String, (n) => n).pageInfo).toEqual({
      hasPreviousPage: false,
      hasNextPage: false,
      startCursor: null,
      endCursor: null,
    });
  });

  it('pageRequest: the size and cursor asked for, first checked before after', () => {
    const id = randomUUID();
    expect(pageRequest({}, 20, 100)).toEqual({ size: 20, cursor: null, limit: 21 });
    expect(pageRequest({ first: 5, after: encodeCursor('k', id) }, 20, 100)).toEqual({
      size: 5,
      cursor: { key: 'k', id },
      limit: 6,
    });
    expect(() => pageRequest({ first: 0, after: 'garbage' }, 20, 100)).toThrow(
      'first must be between 1 and 100',
    );
    expect(() => pageRequest({ first: 1, after: 'garbage' }, 20, 100)).toThrow(
      'after must be a cursor returned by the previous page',
    );
  });

  it('keysetAfter: the rows after the cursor in (sort key, id) order, nothing on the first page', () => {
    const dialect = new PgDialect();
    const render = (condition: SQL | undefined) => condition && dialect.sqlToQuery(condition);
    const cursor = { key: 'shop', id: randomUUID() };
    const byName = sql<string>`lower(${apps.name})`;
    expect(keysetAfter(byName, apps.id, null)).toBeUndefined();
    expect(render(keysetAfter(byName, apps.id, cursor))).toEqual(
      render(sql`(lower(${apps.name}), ${apps.id}) > (${cursor.key}::text, ${cursor.id}::uuid)`),
    );
    const byUrl = sql<string>`${pages.url} collate "C"`;
    expect(render(keysetAfter(byUrl, pages.id, cursor, 'C'))).toEqual(
      render(
        sql`(${pages.url} collate "C", ${pages.id}) > (${cursor.key}::text collate "C", ${cursor.id}::uuid)`,
      ),
    );
  });

  it("pageOf: cursors from each row's sort key and id, the extra row only saying another page exists", () => {
    const id = () => randomUUID();
    const rows = [
      { name: 'a', id: id() },
      { name: 'b', id: id() },
      { name: 'c', id: id() },
    ];
    const request = { size: 2, cursor: { key: 'Z', id: id() }, limit: 3 };
    const page = pageOf(
      rows,
      request,
      (row) => [row.name, row.id],
      (row) => row.name,
    );
    expect(page).toEqual(
      toConnection(
        rows,
        2,
        true,
        (row) => encodeCursor(row.name, row.id),
        (row) => row.name,
      ),
    );
    expect(decodeCursor(page.pageInfo.endCursor)).toEqual({ key: 'b', id: rows[1]!.id });
    const first = { size: 2, cursor: null, limit: 3 };
    expect(pageOf([], first, () => ['', id()], String).pageInfo.hasPreviousPage).toBe(false);
  });

  it('twoWayPageRequest: first/after forwards, last/before backwards, never both', () => {
    const id = randomUUID();
    const cursor = encodeCursor('k', id);
    expect(twoWayPageRequest({}, 20, 100)).toEqual({
      direction: 'forward',
      size: 20,
      cursor: null,
      limit: 21,
    });
    expect(twoWayPageRequest({ first: 5, after: cursor, last: null, before: null }, 20, 100)).toEqual({
      direction: 'forward',
      size: 5,
      cursor: { key: 'k', id },
      limit: 6,
    });
    expect(twoWayPageRequest({ last: 3, before: cursor }, 20, 100)).toEqual({
      direction: 'backward',
      size: 3,
      cursor: { key: 'k', id },
      limit: 4,
    });
    expect(twoWayPageRequest({ before: cursor }, 20, 100)).toMatchObject({ direction: 'backward', size: 20 });
    expect(twoWayPageRequest({ last: 7 }, 20, 100)).toMatchObject({ direction: 'backward', cursor: null });
    for (const mixed of [
      { first: 1, last: 1 },
      { after: cursor, before: cursor },
      { first: 1, before: cursor },
      { last: 1, after: cursor },
    ]) {
      expect(
        status(() => twoWayPageRequest(mixed, 20, 100)),
        JSON.stringify(mixed),
      ).toBe(400);
    }
    expect(() => twoWayPageRequest({ last: 101 }, 20, 100)).toThrow('last must be between 1 and 100');
    expect(() => twoWayPageRequest({ before: 'garbage' }, 20, 100)).toThrow(
      'before must be a cursor returned by the previous page',
    );
  });

  it('twoWayPageOf: rows in the list order either way, page info exact on both sides', () => {
    const rows = [1, 2, 3].map((n) => ({ n, id: randomUUID() }));
    const keyOf = (row: { n: number; id: string }) => [String(row.n), row.id] as const;
    const nodeOf = (row: { n: number }) => row.n;
    const forward = {
      direction: 'forward' as const,
      size: 2,
      cursor: { key: '0', id: randomUUID() },
      limit: 3,
    };
    const page = twoWayPageOf(rows, forward, true, keyOf, nodeOf);
    expect(page.edges.map((edge) => edge.node)).toEqual([1, 2]);
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(decodeCursor(page.pageInfo.startCursor)).toEqual({ key: '1', id: rows[0]!.id });
    expect(twoWayPageOf(rows.slice(0, 2), forward, false, keyOf, nodeOf).pageInfo).toMatchObject({
      hasPreviousPage: false,
      hasNextPage: false,
    });
    // Backwards, rows come nearest the cursor first: the page turns them back into the list's order.
    const backward = { ...forward, direction: 'backward' as const };
    const back = twoWayPageOf([...rows].reverse(), backward, true, keyOf, nodeOf);
    expect(back.edges.map((edge) => edge.node)).toEqual([2, 3]);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(twoWayPageOf([rows[1]!], backward, false, keyOf, nodeOf).pageInfo).toEqual({
      hasPreviousPage: false,
      hasNextPage: false,
      startCursor: encodeCursor('2', rows[1]!.id),
      endCursor: encodeCursor('2', rows[1]!.id),
    });
  });
});
