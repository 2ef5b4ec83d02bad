/**
 * Form delivery throughput (issue 24, part D), in one process on file-backed PGlite (the default driver), without
 * the live endpoint: submissions are stored at a fixed rate, each in its own transaction with an e-mail and a
 * webhook delivery and their jobs (the service the endpoint calls), and delivered to a local SMTP server and a
 * local HTTP receiver. It reports the transaction's latency and how long until every delivery is sent.
 *
 *   node --import tsx bench/forms/delivery.ts [rate=200] [seconds=10]
 *
 * The end-to-end benchmark of the issue (HTTP submissions at 200/s for 30 s, p99 under 50 ms, a 5-minute receiver
 * outage) needs the live endpoint and builds on this one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { formDeliveries, formDeliveryAttempts } from '../../apps/server/src/db/forms-schema.ts';
import {
  createHookSink,
  insertSubmission,
  seedFormsApp,
  setDelivery,
  startSmtpSink,
} from '../../apps/server/test/forms-delivery-helpers.ts';

const rate = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-forms-'));
const smtp = await startSmtpSink();
const sink = createHookSink();
await sink.listen();
const env = {
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  FORMS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('FORMS_'))),
};
const config = { ...loadConfig(env), databaseUrl: process.env.DATABASE_URL || undefined };
const tessera = await buildApp({ config, logger: { level: 'warn' } });
const db = tessera.database.db;
const delivery = tessera.services.formDelivery;
const app = await seedFormsApp(db, 'bench');
await setDelivery(db, app, { email: [app.ownerId], webhookUrl: sink.url() });

const total = rate * seconds;
const latencies: number[] = [];
const started = performance.now();
const pending: Promise<void>[] = [];
for (let i = 0; i < total; i++) {
  const due = started + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(
    (async () => {
      const t0 = performance.now();
      await db.transaction((tx) => insertSubmission(tx, delivery, app.appId));
      delivery.notifyWorker();
      latencies.push(performance.now() - t0);
    })(),
  );
}
await Promise.all(pending);
const storedIn = (performance.now() - started) / 1000;
const sent = async () =>
  Number(
    (await db.select({ n: count() }).from(formDeliveries).where(eq(formDeliveries.state, 'sent')))[0]!.n,
  );
let done = await sent();
while (
  delivery.queue &&
  config.formDelivery.enabled &&
  done < total * 2 &&
  performance.now() - started < (seconds + 300) * 1000
) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  done = await sent();
}
const deliveredIn = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 10) / 10;
const outcomes = await db
  .select({ outcome: formDeliveryAttempts.outcome, n: count() })
  .from(formDeliveryAttempts)
  .groupBy(formDeliveryAttempts.outcome);
const result = {
  bench: 'forms-delivery',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
  driver: config.databaseUrl ? 'postgres' : 'pglite (file)',
  settings: config.formDelivery,
  rate,
  seconds,
  submissions: total,
  deliveries: total * 2,
  sent: done,
  mails: smtp.received.length,
  webhooks: sink.requests.length,
  storedInSeconds: Math.round(storedIn * 10) / 10,
  allDeliveredInSeconds: Math.round(deliveredIn * 10) / 10,
  deliveriesPerSecond: Math.round(done / deliveredIn),
  attempts: Object.fromEntries(outcomes.map((o) => [o.outcome, Number(o.n)])),
  transactionMs: { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: pct(1) },
};
console.log(JSON.stringify(result, null, 2));
if (process.env.BENCH_WRITE !== '0') {
  writeFileSync(path.join(root, 'bench/results/forms-delivery.json'), `${JSON.stringify(result, null, 2)}\n`);
}
await tessera.close();
await sink.close();
await smtp.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
