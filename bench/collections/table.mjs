/**
 * The items table on 100 000 items (issue 27, docs/decisions/0046): one collection filled straight in SQL as the
 * service writes items (values, search text, sort keys), then the table's first page, a search and a sort by a
 * text field through the GraphQL API, 50 times each, on the test app (PGlite in memory, or DATABASE_URL).
 * Target: p95 under 200 ms. Run: node --import tsx --import ./bench/forms/vitest-expect.mjs bench/collections/table.mjs
 * on an idle machine (DATABASE_URL=postgres://… for PostgreSQL). Nothing vacuums between the fill and the first
 * request, as on a real server (PGlite has no autovacuum); ANALYZE=1 runs ANALYZE after the fill. Prints the machine
 * and writes the figures to bench/results/collections.json under results.<driver> (the other driver's kept).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import {
  collectionItemKeys,
  collectionItems,
  collections,
} from '../../apps/server/src/db/collections-schema.ts';
import { searchTextOf, sortKeysOf } from '../../apps/server/src/modules/collections/item-keys.ts';
import { appWorkspace, insertApp } from '../../apps/server/test/app-helpers.ts';
import { COLLECTION_ITEMS, createCollection } from '../../apps/server/test/collection-helpers.ts';
import { createTestApp, gql } from '../../apps/server/test/helpers.ts';

const ITEMS = Number(process.env.ITEMS ?? 100_000);
const RUNS = 50;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'to',
  'vi',
  'ze',
  'bra',
  'cel',
  'dor',
  'fin',
  'gal',
  'hel',
];
let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join('');
const words = (n) => Array.from({ length: n }, word).join(' ');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const loadBefore = os.loadavg().map((n) => +n.toFixed(2));
  if (process.env.DATABASE_URL) {
    // As the integration tests' global set-up: the shared PostgreSQL database migrated once.
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: true });
    await database.close();
  }
  const t = await createTestApp();
  const ws = await appWorkspace(t, 'benchcol');
  const db = t.database.db;
  const app = await insertApp(db, { orgId: ws.org.id, teamId: ws.team.id });
  const collection = await createCollection(t, ws.owner, app.id, {
    name: 'Posts',
    fields: [
      { name: 'Title', type: 'text', required: true },
      { name: 'Body', type: 'richText' },
      { name: 'Rank', type: 'number' },
      { name: 'Day', type: 'date' },
    ],
  });
  const fields = collection.fields;
  const started = performance.now();
  const base = Date.now() - ITEMS * 1000;
  for (let start = 0; start < ITEMS; start += 1000) {
    const rows = [];
    const keys = [];
    for (let i = start; i < Math.min(ITEMS, start + 1000); i++) {
      const values = {
        title: `${words(3)} ${i}`,
        body: `<p>${words(30)}</p>`,
        rank: Math.floor(random() * 1000),
        day: `20${10 + Math.floor(random() * 15)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
      };
      const id = randomUUID();
      const at = new Date(base + i * 1000);
      rows.push({
        id,
        appId: app.id,
        collectionId: collection.id,
        values,
        status: i % 3 === 0 ? 'published' : 'draft',
        publishedValues: i % 3 === 0 ? values : null,
        searchText: searchTextOf(fields, values),
        createdAt: at,
        updatedAt: at,
      });
      for (const key of sortKeysOf(fields, values))
        keys.push({ itemId: id, collectionId: collection.id, ...key });
    }
    await db.insert(collectionItems).values(rows);
    for (let k = 0; k < keys.length; k += 2000)
      await db.insert(collectionItemKeys).values(keys.slice(k, k + 2000));
  }
  // The counts the service keeps on the collection's row (item-counts.ts), for the rows written straight in SQL.
  const published = Math.ceil(ITEMS / 3);
  await db
    .update(collections)
    .set({ draftCount: ITEMS - published, publishedCount: published })
    .where(eq(collections.id, collection.id));
  if (process.env.ANALYZE) await db.execute('analyze');
  if (process.env.EXPLAIN) {
    const c = collection.id;
    for (const query of [
      `select count(*) from collection_items where collection_id = '${c}'`,
      `select * from collection_items where collection_id = '${c}' order by created_at desc nulls last, id desc nulls last limit 51`,
      `select * from collection_items where collection_id = '${c}' and status = 'published' order by created_at desc nulls last, id desc nulls last limit 51`,
      `select count(*) from collection_items where collection_id = '${c}' and search @@ to_tsquery('simple', '''neru'':*')`,
      `select i.* from collection_item_keys k join collection_items i on i.id = k.item_id where k.collection_id = '${c}' and k.field_id = 'title' order by k.num_key, k.text_key, k.item_id limit 51`,
    ]) {
      const plan = await db.execute(`explain analyze ${query}`);
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
  }
  const insertSeconds = Math.round((performance.now() - started) / 1000);
  console.log(`${ITEMS} items inserted in ${insertSeconds} s (${t.database.driver})`);

  const search = SYLLABLES[3] + SYLLABLES[4];
  const cases = {
    'first page': {},
    'first page, published only': { status: 'published' },
    [`search '${search}'`]: { search },
    'sort by title (asc)': { sort: { field: 'title', direction: 'asc' } },
    'sort by title (desc), page 2': { sort: { field: 'title', direction: 'desc' }, page2: true },
  };
  const results = {};
  for (const [label, args] of Object.entries(cases)) {
    const { page2, ...variables } = args;
    let after = null;
    if (page2) {
      const first = await gql(
        t,
        COLLECTION_ITEMS,
        { collectionId: collection.id, ...variables },
        ws.owner.token,
      );
      after = first.data.collectionItems.pageInfo.endCursor;
    }
    const times = [];
    let total = 0;
    for (let run = 0; run < RUNS + 3; run++) {
      const begin = performance.now();
      const answer = await gql(
        t,
        COLLECTION_ITEMS,
        { collectionId: collection.id, ...variables, after },
        ws.owner.token,
      );
      const ms = performance.now() - begin;
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      total = answer.data.collectionItems.totalCount;
      if (run >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    results[label] = {
      p50: +percentile(times, 50).toFixed(1),
      p95: +percentile(times, 95).toFixed(1),
      totalCount: total,
    };
    console.log(`${label}: p50 ${results[label].p50} ms, p95 ${results[label].p95} ms (totalCount ${total})`);
  }
  await t.close();
  const driver = t.database.driver;
  const cpus = os.cpus();
  const machine = {
    cpu: cpus[0]?.model.trim(),
    cores: cpus.length,
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    // 1, 5 and 15 minutes, before the run and after it: the figures need an idle machine.
    loadAverageBefore: loadBefore,
    loadAverageAfter: os.loadavg().map((n) => +n.toFixed(2)),
  };
  console.log(JSON.stringify({ machine, driver, items: ITEMS, runs: RUNS, results }, null, 2));
  const file = new URL('../results/collections.json', import.meta.url);
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const written = {
    benchmark:
      'collections: the items table (first page, status filter, search, sort) on 100 000 items over GraphQL',
    command: 'node --import tsx --import ./bench/forms/vitest-expect.mjs bench/collections/table.mjs',
    date: new Date().toISOString(),
    machine,
    targetP95Ms: 200,
    results: {
      ...previous.results,
      [driver]: {
        date: new Date().toISOString(),
        machine,
        items: ITEMS,
        runs: RUNS,
        analyze: Boolean(process.env.ANALYZE),
        insertSeconds,
        cases: results,
      },
    },
  };
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
