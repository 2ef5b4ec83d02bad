/**
 * The forms HTTP benchmark of issue 24: "200 submissions per second sustained for 30 s against one process with
 * every one stored and every e-mail and webhook delivered (to local SMTP and HTTP sinks the benchmark starts),
 * p99 answer under 50 ms; with the webhook sink down for 5 minutes, every submission delivered after it comes
 * back." See bench/README.md.
 *
 *   npm run bench:forms-submit -- [--rate=200] [--seconds=30] [--outage-seconds=300] [--outage-rate=10]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npm run bench:forms-submit   (else file-backed PGlite)
 *
 * The server runs in a child process (bench/forms/submit-server.ts); this process sends the load and runs the
 * receivers. Writes bench/results/forms-submit.json (one record per driver) unless BENCH_WRITE=0; exits 1 when
 * a target is missed.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formBody } from '../../apps/server/test/forms-live-helpers.ts';
import { wire } from '../../apps/server/test/live-helpers.ts';
import { machine, root } from '../lib.mjs';
import { type LoadRun, openLoop, percentiles } from './open-loop.ts';
import { type Arrivals, marker, startMailReceiver, startWebhookReceiver } from './receivers.ts';
import type { ServerReady } from './submit-server.ts';

const flag = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const rate = flag('rate', 200);
const seconds = flag('seconds', 30);
const outageSeconds = flag('outage-seconds', 300);
const outageRate = flag('outage-rate', 10);
const drainLimitSeconds = flag('drain-limit', 900);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const load = () => os.loadavg().map((l) => round(l, 2));

const mail = await startMailReceiver();
const hook = await startWebhookReceiver();
const child: ChildProcess = fork(path.join(root, 'bench/forms/submit-server.ts'), [], {
  cwd: root,
  execArgv: [
    '--import',
    'tsx',
    '--import',
    './bench/forms/vitest-expect.mjs',
    // e.g. BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
    ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
  env: {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    BENCH_WEBHOOK_URL: hook.url,
    FORMS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1',
    // A token is good 1 s after the page was served (the bench waits that long); no limit per address or app.
    FORMS_MIN_SECONDS: '1',
    FORMS_RATE_ADDRESS_POINTS: '100000000',
    FORMS_RATE_APP_POINTS: '100000000',
    ...(process.env.FORMS_RETRY_SCALE ? {} : { FORMS_RETRY_SCALE: '1' }),
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
process.on('exit', () => child.kill('SIGKILL'));
child.on('exit', (code) => {
  if (code !== 0) {
    console.error(`the server exited (${code})`);
    process.exit(2);
  }
});
let onStored: ((s: unknown) => void) | undefined;
let onCpu: ((ms: number) => void) | undefined;
const ready = await new Promise<ServerReady>((resolve) => {
  child.on('message', async (message: { type: string; email?: string }) => {
    if (message.type === 'ready') resolve(message as unknown as ServerReady);
    if (message.type === 'stored') onStored?.(message);
    if (message.type === 'cpu') onCpu?.((message as unknown as { cpuMs: number }).cpuMs);
    if (message.type === 'mail-to') {
      for (let i = 0; i < 100; i++) {
        const found = mail.others.find((m) => m.to.includes(message.email!));
        if (found) return child.send({ type: 'mail', email: message.email, raw: found.raw });
        await sleep(100);
      }
      child.send({ type: 'mail', email: message.email, raw: '' });
    }
  });
});
const stored = () =>
  new Promise<{ submissions: number; deliveries: { channel: string; state: string; n: number }[] }>(
    (resolve) => {
      onStored = resolve as (s: unknown) => void;
      child.send({ type: 'stored' });
    },
  );
/** The server process's CPU time so far (user + system), ms. */
const serverCpuMs = () =>
  new Promise<number>((resolve) => {
    onCpu = resolve;
    child.send({ type: 'cpu' });
  });
hook.setSecret(ready.secret);
const page = await wire(ready.port, ready.host, ready.pagePath);
if (page.status !== 200) throw new Error(`the live page answered ${page.status}`);
const html = page.body.toString('utf8');
await sleep(1100);
const bodyOf = (n: number) =>
  formBody(html, { name: `Visitor ${n}`, email: `visitor${n}@example.net`, message: `Hello ${marker(n)}` });

/** Waits until every accepted submission's e-mail and webhook arrived; seconds from `from`, or null. */
async function drained(accepted: number[], from: number, limitSeconds: number) {
  const all = (arrivals: Arrivals) => accepted.every((n) => arrivals.has(n));
  while (!(all(mail.mails) && all(hook.hooks))) {
    if (performance.now() - from > limitSeconds * 1000) return null;
    await sleep(100);
  }
  return round((performance.now() - from) / 1000);
}

function summary(run: LoadRun) {
  const accepted = run.results.filter((r) => r.accepted);
  const errors: Record<string, number> = {};
  for (const r of run.results)
    if (!r.accepted) errors[r.error ?? String(r.status)] = (errors[r.error ?? String(r.status)] ?? 0) + 1;
  const spanSeconds = (run.lastAnswerAt - run.startedAt) / 1000;
  return {
    sent: run.results.length,
    accepted: accepted.length,
    errors,
    achievedPerSecond: round(accepted.length / spanSeconds),
    latencyMs: percentiles(run.results.map((r) => r.ms)),
    /** The latencies of the posts sent in each 5 s of the run: where a tail comes from. */
    latencyMsBy5s: Array.from({ length: Math.ceil(spanSeconds / 5) }, (_, w) => {
      const { p50, p99, max } = percentiles(
        run.results.filter((r) => Math.floor(r.at / 5000) === w).map((r) => r.ms),
      );
      return { from: w * 5, p50, p99, max };
    }).filter((w) => w.p50 !== null),
    generatorMaxLagMs: round(run.maxLagMs),
  };
}

let next = 0;
async function phase(phaseRate: number, phaseSeconds: number) {
  const run = await openLoop({ ...ready, rate: phaseRate, seconds: phaseSeconds, firstN: next, bodyOf });
  next += run.results.length;
  return run;
}

// Warm-up (not measured; its deliveries are checked with the rest): 5 s at half the rate, so that the server's
// code is compiled and its connections open, then its deliveries drained.
const warm = await phase(rate / 2, 5);
await drained(
  warm.results.filter((r) => r.accepted).map((r) => r.n),
  performance.now(),
  drainLimitSeconds,
);
const loadBefore = load();
console.error(`load ${loadBefore.join(' ')}; ${rate}/s for ${seconds} s…`);
const cpuBefore = await serverCpuMs();
const main = await phase(rate, seconds);
const cpuDuringLoad = (await serverCpuMs()) - cpuBefore;
const loadAfter = load();
const mainAccepted = [...warm.results, ...main.results].filter((r) => r.accepted).map((r) => r.n);
const mainDrain = await drained(mainAccepted, main.lastAnswerAt, drainLimitSeconds);
const mainStored = await stored();
const cpuToDrain = (await serverCpuMs()) - cpuBefore;
const mainResult = {
  rate,
  seconds,
  ...summary(main),
  load: { before: loadBefore, after: loadAfter },
  warmUp: { rate: rate / 2, seconds: 5, accepted: warm.results.filter((r) => r.accepted).length },
  /** The server process's CPU time (user + system) per submission: during the load, and until all delivered. */
  serverCpuMsPerSubmission: {
    duringLoad: round(cpuDuringLoad / main.results.length, 2),
    untilDelivered: round(cpuToDrain / main.results.length, 2),
  },
  storedSubmissions: mainStored.submissions,
  mailsArrived: mail.mails.times.size,
  webhooksArrived: hook.hooks.times.size,
  duplicateMails: mail.mails.duplicates,
  duplicateWebhooks: hook.hooks.duplicates,
  badSignatures: hook.stats.badSignature,
  allDeliveredSecondsAfterLastAnswer: mainDrain,
  deliveries: mainStored.deliveries,
};
console.error(JSON.stringify(mainResult));

let outageResult: Record<string, unknown> | null = null;
if (outageSeconds > 0) {
  hook.setDown(true);
  const downAt = performance.now();
  console.error(`webhook receiver down for ${outageSeconds} s, ${outageRate}/s sent meanwhile…`);
  const during = await phase(outageRate, outageSeconds);
  await sleep(Math.max(0, outageSeconds * 1000 - (performance.now() - downAt)));
  hook.setDown(false);
  const upAt = performance.now();
  console.error('webhook receiver back');
  const accepted = during.results.filter((r) => r.accepted).map((r) => r.n);
  const drain = await drained([...mainAccepted, ...accepted], upAt, outageSeconds + drainLimitSeconds);
  const after = await stored();
  outageResult = {
    outageSeconds,
    rate: outageRate,
    ...summary(during),
    refusedWhileDown: hook.stats.refused,
    storedSubmissions: after.submissions,
    allDeliveredSecondsAfterComingBack: drain,
    mailsArrived: mail.mails.times.size,
    webhooksArrived: hook.hooks.times.size,
    duplicateWebhooks: hook.hooks.duplicates,
    deliveries: after.deliveries,
  };
  console.error(JSON.stringify(outageResult));
}

const missed: string[] = [];
if (mainResult.accepted !== rate * seconds) missed.push('every submission accepted');
if (mainResult.achievedPerSecond < rate * 0.98) missed.push(`${rate}/s sustained`);
if ((mainResult.latencyMs.p99 ?? Infinity) >= 50) missed.push('p99 under 50 ms');
if (mainDrain === null) missed.push('every e-mail and webhook delivered');
if (mainStored.submissions !== mainAccepted.length) missed.push('every accepted submission stored');
if (outageResult && outageResult.allDeliveredSecondsAfterComingBack === null)
  missed.push('every submission delivered after the outage');
const result = {
  bench: 'forms-submit',
  date: new Date().toISOString(),
  command:
    `node --import tsx --import ./bench/forms/vitest-expect.mjs bench/forms/submit.ts ${process.argv.slice(2).join(' ')}`.trim(),
  machine: machine({ loadAverageAtStart: loadBefore }),
  driver:
    ready.driver === 'postgres'
      ? `PostgreSQL (${ready.databaseVersion.split(' ').slice(0, 2).join(' ')})`
      : 'PGlite (files)',
  poolMax: ready.poolMax,
  settings: ready.settings,
  targets: { rate, seconds, p99Ms: 50, outageSeconds: 300 },
  main: mainResult,
  outage: outageResult,
  missed,
  note: process.env.BENCH_NOTE ?? undefined,
};
console.log(JSON.stringify(result, null, 2));
console.error(`missed: ${missed.join(', ') || 'none'}`);
if (process.env.BENCH_WRITE !== '0') {
  const file = path.join(root, 'bench/results/forms-submit.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  // BENCH_KEY records a run under another name (a run before a change, say) beside the driver's own.
  const key = process.env.BENCH_KEY || (ready.driver === 'postgres' ? 'postgres' : 'pglite');
  writeFileSync(file, `${JSON.stringify({ ...previous, [key]: result }, null, 2)}\n`);
}
child.send({ type: 'close' });
await new Promise((resolve) => child.once('exit', resolve));
await hook.close();
await mail.close();
process.exit(missed.length > 0 ? 1 : 0);
