/**
 * What every benchmark shares: the built server started on a fresh data folder, and the machine the
 * figures come from.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts apps/server/dist/main.js (run `npm run build` first) on `port` with an empty DATA_DIR, removed
 * with the server when the process exits; `env` adds to (or overrides) the environment it is given, and
 * `nodeArgs` go to node before the script (`--inspect=…`); `cwd` is the checkout whose build runs (this one by
 * default). `ready()` resolves once /healthz answers.
 *
 * BENCH_SERVER_NICE=N runs the server at that niceness (`nice -n N`): on a machine of two cores the browser
 * being measured and the server share the CPU, which they never do for a user (the server is elsewhere); a
 * server's store running during a measured drop then takes the core the browser needed. Recorded with the
 * figures (`serverNice`) where a benchmark uses it.
 */
export const SERVER_NICE = Number(process.env.BENCH_SERVER_NICE ?? 0);

export function startBuiltServer({ port, base, tmpPrefix, env = {}, nodeArgs = [], cwd = root }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const command = ['node', ...nodeArgs, 'apps/server/dist/main.js'];
  if (SERVER_NICE) command.unshift('nice', '-n', String(SERVER_NICE));
  const server = spawn(command[0], command.slice(1), {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    // At once, not gracefully: its data folder goes next, and a database shutting down would find it gone.
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  async function ready() {
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the server did not start');
  }
  return { server, dataDir, ready, stop };
}

/** CPU seconds a process has used so far (Linux /proc; 0 where there is none). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command's closing parenthesis).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Waits until a process has used less than `share` of a core over a `windowMs` window (at most `maxMs`): one
 * page's measures do not start while the server still stores the edits of the page before (co-editing keeps
 * every open document's updates). Returns the milliseconds waited.
 */
export async function waitForQuiet(pid, { share = 0.05, windowMs = 1000, maxMs = 30_000 } = {}) {
  const start = Date.now();
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const used = cpuSeconds(pid) - before;
    if (used < (share * windowMs) / 1000 || Date.now() - start > maxMs) return Date.now() - start;
  }
}

/** The machine the figures come from, written with every result. */
export function machine(extra = {}) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim(),
    cores: cpus.length,
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    ...extra,
  };
}

/**
 * Signs a fresh user up and in through the page's request context (its cookies), and returns `gql`: a
 * GraphQL call with that session that throws on errors.
 */
export async function signUpBenchUser(page) {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'benchmark-password-1';
  const signup = await page.request.post('/signup', {
    data: { username: 'Bench Mark', email, password, repeatPassword: password },
  });
  if (signup.status() !== 201) throw new Error(`signup ${signup.status()}`);
  const login = await page.request.post('/signin', { data: { email, password } });
  if (!login.ok()) throw new Error(`login ${login.status()}`);
  return async (query, variables = {}) => {
    const response = await page.request.post('/graphql', { data: { query, variables } });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

/**
 * The organization, team and app every benchmark works in, made through `gql` (a GraphQL call with the
 * signed-in user's session). Returns the app's id.
 */
export async function createBenchApp(gql) {
  return (await createBenchWorkspace(gql)).appId;
}

/**
 * The starter kit as the bench pages are built from it (bench/editor/page.mjs): the three-slot template
 * ("Header, content and footer") and every component, through `gql`.
 */
export async function benchKit(gql) {
  const { templates } = await gql('{ templates(first: 100) { edges { node { id name slots dataTypes } } } }');
  const template = templates.edges.map((e) => e.node).find((t) => t.slots === 3);
  const { components } = await gql(
    '{ components(first: 100) { edges { node { id name slots dataTypes dataGroups } } } }',
  );
  return { template, kit: components.edges.map((e) => e.node) };
}

/** A page of `appId` on `template` with `content`; returns its editor url and its content's bytes. */
export async function createBenchPage(gql, { appId, template, url, title, content }) {
  const { createPage } = await gql('mutation ($p: NewPageInput!) { createPage(newPage: $p) { id } }', {
    p: {
      appId,
      templateId: template.id,
      name: title,
      url,
      title,
      description: 'The editor benchmark page',
      tags: ['bench'],
      content,
    },
  });
  return {
    url: `/apps/${appId}/page/${createPage.id}`,
    contentBytes: Buffer.byteLength(JSON.stringify(content)),
  };
}

/** createBenchApp's organization, team and app, for a benchmark that needs all three ids. */
export async function createBenchWorkspace(gql) {
  const { createOrg } = await gql(
    'mutation { createOrg(name: "Bench Org", description: "Benchmarks", alias: "benchorg") { id } }',
  );
  const { createTeam } = await gql(
    'mutation { createTeam(name: "Bench Team", description: "Benchmarks") { id } }',
  );
  const { createApp } = await gql('mutation ($a: NewAppInput!) { createApp(newApp: $a) { id } }', {
    a: {
      name: 'Bench App',
      alias: 'benchapp',
      description: 'Benchmarks',
      tags: ['bench'],
      teamId: createTeam.id,
    },
  });
  return { orgId: createOrg.id, teamId: createTeam.id, appId: createApp.id };
}

/** Debian's Chromium (never a downloaded browser) and the flags every benchmark launches it with. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

/** Milliseconds with one decimal. */
export const round = (n) => Math.round(n * 10) / 10;

/** Runs, median, 95th percentile and maximum of timed samples (ms). */
export function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { runs: sorted.length, median: round(q(0.5)), p95: round(q(0.95)), max: round(sorted.at(-1)) };
}

/** The names of the targets `met` says were missed, said on stderr with exit code 1; none: nothing. */
export function reportMissed(met) {
  const missed = Object.entries(met)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  if (missed.length > 0) {
    console.error(`targets missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
  return missed;
}
