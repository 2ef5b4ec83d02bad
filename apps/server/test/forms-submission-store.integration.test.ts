// The live endpoint's group commit (modules/forms/delivery/submission-store.ts): submissions arriving together
// share a transaction, each is stored with its deliveries and their jobs, and one that cannot be stored fails
// alone. Delivery workers off (the test app's default): the jobs stay queued where the test reads them.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { formDeliveries, formSubmissions } from '../src/db/forms-schema.ts';
import { createSubmissionStore, type SubmissionRow } from '../src/modules/forms/delivery/submission-store.ts';
import { CONTACT_FIELDS, type FormsApp, seedFormsApp, setDelivery } from './forms-delivery-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const QUEUE_SCHEMA = 'pgboss_store';
let t: TestApp;
let app: FormsApp;

const row = (appId: string, n: number): SubmissionRow => ({
  id: randomUUID(),
  appId,
  formKey: 'site/contact',
  formName: 'Contact',
  fields: CONTACT_FIELDS,
  values: { name: `Visitor ${n}` },
  searchText: `visitor ${n}`,
});

/** The database with its transactions counted. */
function counted(database: Database) {
  const counter = { transactions: 0 };
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === 'transaction') {
        return (...args: Parameters<typeof target.transaction>) => {
          counter.transactions++;
          return target.transaction(...args);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
  return { database: { ...database, db }, counter };
}

beforeAll(async () => {
  // A queue schema of its own: on PostgreSQL other files' workers never take these jobs.
  t = await createTestApp(
    {},
    { FORMS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1', FORMS_QUEUE_SCHEMA: QUEUE_SCHEMA },
  );
  app = await seedFormsApp(t.database.db, 'store');
  await setDelivery(t.database.db, app, { email: [app.ownerId], webhookUrl: 'http://127.0.0.1:9/hook' });
});
afterAll(() => t.close());

describe('the submission store', () => {
  it('stores submissions arriving together in fewer transactions, each with its deliveries and jobs, in order', async () => {
    const { database, counter } = counted(t.database);
    let nudged = 0;
    const delivery = t.services.formDelivery;
    const store = createSubmissionStore({
      database,
      delivery: { createDeliveriesFor: delivery.createDeliveriesFor, notifyWorker: () => nudged++ },
      concurrency: 1,
    });
    const rows = Array.from({ length: 30 }, (_, n) => row(app.appId, n));
    await Promise.all(rows.map((r) => store.store(r)));
    expect(counter.transactions).toBeGreaterThanOrEqual(2);
    expect(counter.transactions).toBeLessThan(rows.length / 2);
    expect(nudged).toBe(counter.transactions);
    const ids = rows.map((r) => r.id);
    const stored = await t.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(inArray(formSubmissions.id, ids))
      .orderBy(asc(formSubmissions.createdAt));
    // The order of arrival, kept to the microsecond although most share a transaction.
    expect(stored.map((s) => s.id)).toEqual(ids);
    const deliveries = await t.database.db
      .select()
      .from(formDeliveries)
      .where(inArray(formDeliveries.submissionId, ids));
    expect(deliveries).toHaveLength(60);
    for (const id of ids) {
      expect(
        deliveries
          .filter((d) => d.submissionId === id)
          .map((d) => d.channel)
          .sort(),
      ).toEqual(['email', 'webhook']);
    }
    expect(deliveries.find((d) => d.channel === 'email')?.target).toBe(app.ownerEmail);
    const jobs = (await t.database.db.execute(
      sql.raw(
        `SELECT data->>'deliveryId' AS id FROM ${QUEUE_SCHEMA}.job WHERE data->>'deliveryId' IN (${deliveries
          .map((d) => `'${d.id}'`)
          .join(',')})`,
      ),
    )) as unknown as { rows: { id: string }[] };
    expect(new Set(jobs.rows.map((j) => j.id))).toEqual(new Set(deliveries.map((d) => d.id)));
  });

  it('fails only the submission that cannot be stored; the others of its group are stored', async () => {
    const delivery = t.services.formDelivery;
    const store = createSubmissionStore({ database: t.database, delivery, concurrency: 1 });
    const first = row(app.appId, 100);
    const good = [row(app.appId, 101), row(app.appId, 102)];
    const bad = row(randomUUID(), 103); // an app that does not exist: the foreign key refuses it
    const results = await Promise.allSettled([first, good[0]!, bad, good[1]!].map((r) => store.store(r)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const stored = await t.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(inArray(formSubmissions.id, [first.id, ...good.map((g) => g.id), bad.id]));
    expect(stored.map((s) => s.id).sort()).toEqual([first.id, ...good.map((g) => g.id)].sort());
    for (const g of good) {
      const mine = await t.database.db
        .select()
        .from(formDeliveries)
        .where(eq(formDeliveries.submissionId, g.id));
      expect(mine).toHaveLength(2);
    }
  });
});
