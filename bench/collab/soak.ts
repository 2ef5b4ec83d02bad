/**
 * The co-editing convergence soak of issue 25 ("Reliability, tested"): two real server processes (apps/server
 * src/main.ts, from source) on one fresh PostgreSQL database and one Redis (a prefix of this run's own), and 20
 * Node clients (real HocuspocusProviders on real sockets, spread over the two) making 500 random edits each —
 * inserts into template slots and containers, moves between them, deletes, property edits, template settings,
 * behaviour-graph nodes, connections and comments, all through applyContent on the client's own docToContent as
 * the editor does — with random pauses, orderly disconnects and abrupt socket closes (editing on offline). At the
 * end: every client's content equal, equal to the stored page.content, every client's last marker on what
 * survived, and every edit acknowledged (covered by a `stored` vector). apps/server/test/collab-soak-run.ts.
 *
 *   npm run bench:collab-soak -- [--clients=20] [--edits=500] [--seed=N]
 *   PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) makes the fresh database; REDIS_URL
 *   (default redis://127.0.0.1:6379). Writes bench/results/collab-soak.json unless BENCH_WRITE=0; exits 1 when
 *   a check fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { appWorkspace, insertApp, insertPage } from '../../apps/server/test/app-helpers.ts';
import { insertContainer } from '../../apps/server/test/authoring-helpers.ts';
import { storedPage, TEST_CONSOLE_ORIGIN } from '../../apps/server/test/collab-helpers.ts';
import { runSoak } from '../../apps/server/test/collab-soak-run.ts';
import { createTestApp } from '../../apps/server/test/helpers.ts';
import { machine, root } from '../lib.mjs';

const flag = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const clients = flag('clients', 20);
const edits = flag('edits', 500);
const seed = flag('seed', Math.floor(Math.random() * 1e6));
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const dbName = `tessera_soak_${run}`;
const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${dbName}`);
const log = (line: string) => console.error(`[soak] ${line}`);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-soak-'));
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server (main.ts) from source; resolves with its /collab URL once /healthz answers. */
async function startServer(n: number): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, `server-${n}`),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      COLLAB_REDIS_PREFIX: `soak-${run}`,
      CONSOLE_ORIGIN: TEST_CONSOLE_ORIGIN,
      FORMS_DELIVERY: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`server ${n} exited (${code ?? signal})`);
      process.exit(2);
    }
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return `ws://127.0.0.1:${port}/collab`;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server ${n} did not start`);
}

let stopping = false;
await admin(`create database ${dbName}`);
log(`database ${dbName}, Redis prefix soak-${run}, seed ${seed}`);
const database = await openDatabase({ databaseUrl, migrate: true });
// The set-up (a signed-in owner, an organization, a team, a leaf and a container component, an app, a page) goes
// through a third app on the same database; the soak runs against the two servers only.
const setup = await createTestApp({ databaseUrl }, {}, { database });
const ws = await appWorkspace(setup, 'soak');
const container = await insertContainer(database.db, ws.org.id, ws.owner.id);
const app = await insertApp(database.db, { orgId: ws.org.id, teamId: ws.team.id });
const page = await insertPage(database.db, { appId: app.id, templateId: ws.templateId });
const urls = [await startServer(1), await startServer(2)];
log(`servers at ${urls.join(', ')}`);

const result = await runSoak({
  urls,
  pageId: page.id,
  token: ws.owner.token,
  clients,
  editsPerClient: edits,
  components: { leaf: ws.componentId, container },
  seed,
  stepMs: [20, 150],
  disconnectChance: 0.01,
  abruptShare: 0.4,
  offlineMs: [200, 3000],
  pauseChance: 0.02,
  pauseMs: [300, 2000],
  readStored: async () => (await storedPage(setup, page.id)).content,
  quietTimeoutMs: 120_000,
  log,
});

const ok =
  result.converged &&
  result.storedEqual &&
  result.marks.problems.length === 0 &&
  result.acknowledged === result.writingEdits &&
  result.closes.length === 0 &&
  result.refusals.length === 0;
const record = {
  date: new Date().toISOString(),
  command: `npm run bench:collab-soak -- --clients=${clients} --edits=${edits} --seed=${seed}`,
  machine: machine({ database: 'PostgreSQL (fresh database)', redis: true, serverProcesses: 2 }),
  ok,
  ...result,
  marks: { ...result.marks, problems: result.marks.problems.slice(0, 50) },
};
console.log(JSON.stringify(record, null, 2));
if (process.env.BENCH_WRITE !== '0')
  writeFileSync(path.join(root, 'bench/results/collab-soak.json'), `${JSON.stringify(record, null, 2)}\n`);

stopping = true;
for (const child of children) child.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, 3000));
await setup.close();
await database.close();
// Dropping the database ends whatever connection is still open to it (a pool's idle client answers with an
// error event): the figures are written, so the run is over either way.
process.on('uncaughtException', () => {});
await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
process.exit(ok ? 0 : 1);
