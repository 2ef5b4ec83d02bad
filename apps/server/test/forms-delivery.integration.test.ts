import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  type FormDeliveryRow,
  formDeliveries,
  formDeliveryAttempts,
  formSubmissions,
} from '../src/db/forms-schema.ts';
import type { FormDelivery } from '../src/modules/forms/delivery/service.ts';
import { ADDRESS_REFUSED } from '../src/modules/forms/delivery/webhook-send.ts';
import {
  createHookSink,
  type FormsApp,
  insertSubmission,
  seedFormsApp,
  setDelivery,
  startSmtpSink,
  waitFor,
} from './forms-delivery-helpers.ts';
import { createTestApp, parseMail, type TestApp } from './helpers.ts';

/**
 * Form deliveries (issue 24) with real parts: pg-boss on the test's database (in-memory PGlite, or PostgreSQL with
 * DATABASE_URL: then in a queue schema of this file's own, so other files' workers never take these jobs), a real
 * SMTP server and real HTTP receivers on 127.0.0.1. The retry schedule runs 10 000 times faster (24 h in 8.6 s).
 */
const SCALE = 0.0001;
const onPostgres = Boolean(process.env.DATABASE_URL);
const suffix = randomBytes(3).toString('hex');
const SCHEMA = onPostgres ? `pgboss_t${suffix}` : 'pgboss';
const STRICT_SCHEMA = `pgboss_s${suffix}`;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
/** Another process's view, sharing the database: webhooks to private addresses not allowed (the default). */
let strict: TestApp;
let delivery: FormDelivery;

async function submit(app: FormsApp, via: FormDelivery = delivery, values?: Record<string, string>) {
  const result = await t.database.db.transaction((tx) => insertSubmission(tx, via, app.appId, values));
  via.notifyWorker();
  return result;
}

async function deliveryRow(id: string): Promise<FormDeliveryRow | undefined> {
  const [row] = await t.database.db.select().from(formDeliveries).where(eq(formDeliveries.id, id));
  return row;
}

const attemptsOf = (id: string) =>
  t.database.db
    .select()
    .from(formDeliveryAttempts)
    .where(eq(formDeliveryAttempts.deliveryId, id))
    .orderBy(asc(formDeliveryAttempts.number));

async function jobsOf(id: string, schema = SCHEMA): Promise<{ state: string; data: { attempt: number } }[]> {
  const result = await t.database.db.execute(
    sql.raw(`SELECT state, data FROM ${schema}.job WHERE data->>'deliveryId' = '${id}' ORDER BY created_on`),
  );
  return (result as unknown as { rows: { state: string; data: { attempt: number } }[] }).rows;
}

const settled = (id: string) =>
  waitFor(`delivery ${id} to settle`, async () => {
    const row = await deliveryRow(id);
    return row && row.state !== 'pending' ? row : undefined;
  });

beforeAll(async () => {
  smtp = await startSmtpSink();
  const defaults = loadConfig({}).formDelivery;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    formDelivery: {
      ...defaults,
      retryScale: SCALE,
      webhookAllowAddresses: ['127.0.0.1', '::1'],
      workers: 1,
      batchSize: 10,
      queueSchema: SCHEMA,
    },
  });
  strict = await createTestApp(
    { formDelivery: { ...defaults, retryScale: SCALE, queueSchema: STRICT_SCHEMA } },
    {},
    { database: t.database },
  );
  delivery = t.services.formDelivery;
}, 60_000);

afterAll(async () => {
  await strict?.close();
  await t?.close();
  await smtp?.close();
  if (onPostgres) {
    const { openDatabase } = await import('../src/db/client.ts');
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
    for (const schema of [SCHEMA, STRICT_SCHEMA])
      await database.db.execute(sql.raw(`DROP SCHEMA ${schema} CASCADE`));
    await database.close();
  }
}, 60_000);

describe('the delivery queue', () => {
  it('leaves neither submission, delivery nor job when the submission transaction rolls back', async () => {
    const app = await seedFormsApp(t.database.db, 'rollback');
    const sink = createHookSink();
    await sink.listen();
    try {
      await setDelivery(t.database.db, app, { email: [app.ownerId], webhookUrl: sink.url() });
      let created: { id: string; deliveries: FormDeliveryRow[] } | undefined;
      await expect(
        t.database.db.transaction(async (tx) => {
          created = await insertSubmission(tx, delivery, app.appId);
          expect(created.deliveries.map((d) => d.channel).sort()).toEqual(['email', 'webhook']);
          expect(await jobsOfIn(tx, created.deliveries[0]!.id)).toBe(1);
          throw new Error('the visitor went away');
        }),
      ).rejects.toThrow('the visitor went away');
      delivery.notifyWorker();
      const rows = await t.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, created!.id));
      expect(rows).toEqual([]);
      for (const d of created!.deliveries) {
        expect(await deliveryRow(d.id)).toBeUndefined();
        expect(await jobsOf(d.id)).toEqual([]);
      }
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(sink.requests).toHaveLength(0);
    } finally {
      await sink.close();
    }
  });

  it('commits the job with the submission: the e-mail goes to the confirmed recipients and is recorded', async () => {
    const app = await seedFormsApp(t.database.db, 'mail');
    await setDelivery(t.database.db, app, { email: [app.ownerId, '00000000-0000-4000-8000-000000000000'] });
    const before = smtp.received.length;
    const { deliveries } = await submit(app);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ channel: 'email', target: app.ownerEmail, state: 'pending' });
    const row = await settled(deliveries[0]!.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const [attempt] = await attemptsOf(row.id);
    expect(attempt).toMatchObject({ number: 1, outcome: 'ok' });
    const mails = smtp.received.slice(before).filter((m) => m.to.includes(app.ownerEmail));
    expect(mails).toHaveLength(1);
    const mail = parseMail(mails[0]!.raw);
    // (The helper's header unfolding may leave a space where nodemailer folded between encoded words.)
    expect(mail.subject.replace(/\s/g, '')).toBe(`New message: Contact · ${app.appName}`.replace(/\s/g, ''));
    expect(mail.subject.startsWith('New message: Contact · Site')).toBe(true);
    expect(mail.headers['reply-to']).toBe('ana@example.net');
    expect(mail.headers.bcc).toBeUndefined();
    // The visitor's markup is text in the HTML part, and the site's name too; the text part says the same.
    expect(mail.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toMatch(/<th[^>]*>Your name<\/th>/);
    expect(mail.html).toContain('Yes');
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Topics:\na, b');
    // A line break in a value stays in the body: it never becomes a header.
    expect(text).toContain('Message:\nHello\nBcc: evil@example.com');
    const jobs = await jobsOf(row.id);
    expect(jobs).toEqual([{ state: 'completed', data: { deliveryId: row.id, attempt: 1 } }]);
  });

  it('posts a Standard Webhooks signed payload that the standardwebhooks library verifies', async () => {
    const app = await seedFormsApp(t.database.db, 'hook');
    const sink = createHookSink();
    await sink.listen();
    try {
      await setDelivery(t.database.db, app, { webhookUrl: sink.url() });
      const { id: submissionId, deliveries } = await submit(app);
      const row = await settled(deliveries[0]!.id);
      expect(row).toMatchObject({ state: 'sent', attempts: 1 });
      expect(sink.requests).toHaveLength(1);
      const { headers, body } = sink.requests[0]!;
      expect(headers['content-type']).toBe('application/json');
      expect(headers['user-agent']).toBe('Tessera-Webhooks/1');
      expect(headers['webhook-id']).toBe(`msg_${row.id}`);
      const verified = new Webhook(app.secret).verify(body, headers as Record<string, string>);
      expect(verified).toMatchObject({
        type: 'form.submission',
        data: {
          submissionId,
          appId: app.appId,
          form: { key: 'site/contact', name: 'Contact' },
          values: { email: 'ana@example.net', topics: ['a', 'b'], consent: true },
          files: [],
        },
      });
      expect((verified as { data: { fields: unknown[] } }).data.fields).toContainEqual({
        name: 'email',
        label: 'E-mail',
        kind: 'email',
      });
      // Signed with another secret, the same request is refused: the check is real.
      expect(() =>
        new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(
          body,
          headers as Record<string, string>,
        ),
      ).toThrow();
      const [attempt] = await attemptsOf(row.id);
      expect(attempt).toMatchObject({ number: 1, outcome: 'ok', statusCode: 200 });
      expect(attempt!.responseExcerpt).toHaveLength(1024);
    } finally {
      await sink.close();
    }
  });

  it('retries a 500 by the schedule with the same webhook-id, recording both attempts', async () => {
    const app = await seedFormsApp(t.database.db, 'retry');
    const sink = createHookSink();
    await sink.listen();
    sink.answers.push({ status: 500 });
    try {
      await setDelivery(t.database.db, app, { webhookUrl: sink.url() });
      const { deliveries } = await submit(app);
      const row = await settled(deliveries[0]!.id);
      expect(row).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
      const attempts = await attemptsOf(row.id);
      expect(attempts.map((a) => [a.number, a.outcome, a.statusCode])).toEqual([
        [1, 'http', 500],
        [2, 'ok', 200],
      ]);
      expect(attempts[0]!.responseExcerpt).toMatch(/^answer 500 x+$/);
      expect(sink.requests.map((r) => r.headers['webhook-id'])).toEqual([`msg_${row.id}`, `msg_${row.id}`]);
      for (const r of sink.requests)
        new Webhook(app.secret).verify(r.body, r.headers as Record<string, string>);
      const jobs = await jobsOf(row.id);
      expect(jobs.map((j) => [j.state, j.data.attempt])).toEqual([
        ['completed', 1],
        ['completed', 2],
      ]);
    } finally {
      await sink.close();
    }
  });

  it('keeps trying while the receiver is down (connection refused) and delivers once it is back', async () => {
    const app = await seedFormsApp(t.database.db, 'down');
    const sink = createHookSink();
    const port = await sink.listen();
    await sink.close();
    await setDelivery(t.database.db, app, { webhookUrl: `http://127.0.0.1:${port}/hook` });
    const { deliveries } = await submit(app);
    const id = deliveries[0]!.id;
    await waitFor('two refused connections', async () => (await attemptsOf(id)).length >= 2);
    expect((await deliveryRow(id))!.state).toBe('pending');
    await sink.listen(port);
    try {
      const row = await settled(id);
      expect(row.state).toBe('sent');
      const attempts = await attemptsOf(id);
      expect(attempts.at(-1)).toMatchObject({ outcome: 'ok', statusCode: 200 });
      expect(
        attempts.slice(0, -1).every((a) => a.outcome === 'network' && /ECONNREFUSED/.test(a.error ?? '')),
      ).toBe(true);
      expect(row.attempts).toBe(attempts.length);
      expect(sink.requests).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it('stops at a 410 Gone', async () => {
    const app = await seedFormsApp(t.database.db, 'gone');
    const sink = createHookSink();
    await sink.listen();
    sink.answers.push({ status: 410 });
    try {
      await setDelivery(t.database.db, app, { webhookUrl: sink.url() });
      const { deliveries } = await submit(app);
      const row = await settled(deliveries[0]!.id);
      expect(row).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: null, lastError: 'HTTP 410' });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(sink.requests).toHaveLength(1);
      expect((await jobsOf(row.id)).map((j) => j.state)).toEqual(['completed']);
    } finally {
      await sink.close();
    }
  });

  it('gives up after the whole schedule (24 h, scaled) when the receiver always fails', async () => {
    const app = await seedFormsApp(t.database.db, 'fail');
    const sink = createHookSink();
    await sink.listen();
    for (let i = 0; i < 200; i++) sink.answers.push({ status: 503 });
    try {
      await setDelivery(t.database.db, app, { webhookUrl: sink.url() });
      const { deliveries } = await submit(app);
      const row = await waitFor(
        'the delivery to fail',
        async () => {
          const r = await deliveryRow(deliveries[0]!.id);
          return r?.state === 'failed' ? r : undefined;
        },
        30_000,
      );
      const attempts = await attemptsOf(row.id);
      expect(attempts.length).toBeGreaterThanOrEqual(5);
      expect(row.attempts).toBe(attempts.length);
      expect(sink.requests).toHaveLength(attempts.length);
      expect(attempts.every((a) => a.outcome === 'http' && a.statusCode === 503)).toBe(true);
      expect(attempts.map((a) => a.number)).toEqual(attempts.map((_, i) => i + 1));
      const window = 24 * 3600 * 1000 * SCALE;
      expect(attempts.at(-1)!.startedAt.getTime()).toBeLessThanOrEqual(
        row.createdAt.getTime() + window + 1000,
      );
    } finally {
      await sink.close();
    }
  }, 40_000);

  it('refuses a private address without retrying unless the operator allows it', async () => {
    const app = await seedFormsApp(t.database.db, 'private');
    const sink = createHookSink();
    await sink.listen();
    try {
      await setDelivery(t.database.db, app, { webhookUrl: sink.url() });
      const { deliveries } = await submit(app, strict.services.formDelivery);
      const row = await settled(deliveries[0]!.id);
      expect(row).toMatchObject({ state: 'refused', attempts: 1, nextAttemptAt: null });
      const attempts = await attemptsOf(row.id);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ outcome: 'refused', statusCode: null });
      expect(attempts[0]!.error).toBe(ADDRESS_REFUSED);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(sink.requests).toHaveLength(0);
      expect((await jobsOf(row.id, STRICT_SCHEMA)).map((j) => j.state)).toEqual(['completed']);
      // The same URL from the process that allows 127.0.0.1 arrives.
      const allowed = await submit(app);
      expect((await settled(allowed.deliveries[0]!.id)).state).toBe('sent');
      expect(sink.requests).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it('sends once for duplicate jobs of the same attempt, in one batch or after the delivery', async () => {
    const app = await seedFormsApp(t.database.db, 'dupe');
    const sink = createHookSink();
    await sink.listen();
    try {
      await setDelivery(t.database.db, app, { webhookUrl: sink.url() });
      const { deliveries } = await t.database.db.transaction(async (tx) => {
        const created = await insertSubmission(tx, delivery, app.appId);
        const job = { deliveryId: created.deliveries[0]!.id, attempt: 1 };
        await delivery.queue.enqueue(tx, [job, job]);
        return created;
      });
      delivery.notifyWorker();
      const id = deliveries[0]!.id;
      await settled(id);
      await waitFor('every job to complete', async () => {
        const jobs = await jobsOf(id);
        return jobs.length === 3 && jobs.every((j) => j.state === 'completed');
      });
      await t.database.db.transaction((tx) => delivery.queue.enqueue(tx, [{ deliveryId: id, attempt: 1 }]));
      delivery.notifyWorker();
      await waitFor('the late duplicate to complete', async () => {
        const jobs = await jobsOf(id);
        return jobs.length === 4 && jobs.every((j) => j.state === 'completed');
      });
      expect(sink.requests).toHaveLength(1);
      expect(await deliveryRow(id)).toMatchObject({ state: 'sent', attempts: 1 });
      expect(await attemptsOf(id)).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it('tries a failed delivery again when a manager asks, as the next attempt', async () => {
    const app = await seedFormsApp(t.database.db, 'again');
    const sink = createHookSink();
    await sink.listen();
    sink.answers.push({ status: 410 });
    try {
      await setDelivery(t.database.db, app, { webhookUrl: sink.url() });
      const { deliveries } = await submit(app);
      const id = deliveries[0]!.id;
      expect((await settled(id)).state).toBe('failed');
      expect(await t.database.db.transaction((tx) => delivery.retryDelivery(tx, randomUUIDv4(), id))).toBe(
        false,
      );
      expect(await t.database.db.transaction((tx) => delivery.retryDelivery(tx, app.appId, id))).toBe(true);
      delivery.notifyWorker();
      const row = await settled(id);
      expect(row).toMatchObject({ state: 'sent', attempts: 2 });
      expect(sink.requests).toHaveLength(2);
      expect(await t.database.db.transaction((tx) => delivery.retryDelivery(tx, app.appId, id))).toBe(false);
    } finally {
      await sink.close();
    }
  });

  it('sends a signed test post to a URL, refusing a private one where not allowed', async () => {
    const sink = createHookSink();
    await sink.listen();
    try {
      const app = await seedFormsApp(t.database.db, 'test');
      const result = await delivery.sendTestWebhook(sink.url(), [app.secret]);
      expect(result).toMatchObject({ outcome: 'ok', statusCode: 200 });
      expect(sink.requests).toHaveLength(1);
      const { headers, body } = sink.requests[0]!;
      expect(headers['webhook-id']).toMatch(/^msg_test_/);
      expect(new Webhook(app.secret).verify(body, headers as Record<string, string>)).toMatchObject({
        type: 'form.test',
      });
      const refused = await strict.services.formDelivery.sendTestWebhook(sink.url(), [app.secret]);
      // Said as a refusal, never with what the name resolved to.
      expect(refused).toMatchObject({ outcome: 'refused', statusCode: null, error: ADDRESS_REFUSED });
      expect(sink.requests).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });
});

function randomUUIDv4() {
  return '11111111-1111-4111-8111-111111111111';
}

async function jobsOfIn(
  tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0],
  id: string,
) {
  const result = await tx.execute(
    sql.raw(`SELECT count(*) AS n FROM ${SCHEMA}.job WHERE data->>'deliveryId' = '${id}'`),
  );
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
}
