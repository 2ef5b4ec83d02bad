import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { media, uploads } from '../src/db/schema.ts';
import { STALE_TEMP_MS } from '../src/modules/media/upload-service.ts';
import { appInput, CREATE_APP } from './app-helpers.ts';
import { uniqueEmail } from './helpers.ts';
import * as files from './media-files.ts';
import { MEDIAS } from './media-helpers.ts';
import { CREATE_ORG, CREATE_TEAM, uniqueAlias } from './org-helpers.ts';

/**
 * "A server killed during an upload leaves neither a record nor a partial file visible after restart", with a real
 * kill: the server runs as a child process from source (as `npm run dev` runs it), on its own DATA_DIR and its own
 * embedded PGlite in it; an upload is streaming when the process gets SIGKILL (no shutdown hook, no `finally`, no
 * stream error handler runs); then the server is started again on the same directory and looked at from outside.
 *
 * The child owns its database, so scripts/integration.mjs runs this file on the PGlite pass only: the PostgreSQL
 * pass would test the same embedded database a second time.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const PASSWORD = 'crash-test-pass';
/** The upload announced: 60 MB, far more than is ever sent. */
const UPLOAD_SIZE = 60 * 1024 * 1024;
/** The server has written at least this much of it to its temporary file when it is killed. */
const KILL_AFTER_BYTES = 4 * 1024 * 1024;
/** Sent this much at a time, with a pause between (about 12 MB/s): the upload is mid-stream when the kill lands. */
const SLICE = 256 * 1024;
const PAUSE_MS = 20;

interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<Server>();

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `node --import tsx apps/server/src/main.ts` on a free port and `dataDir`, with an environment of its own: nothing
 * inherited (no DATABASE_URL, S3_BUCKET, REDIS_URL, SMTP_URL…) but what node and tsx need to run. Resolves once
 * /healthz answers, that is after the start-up sweeps (buildApp awaits them before listening).
 */
async function startServer(dataDir: string, attempts = 3): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: Server = { child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  running.add(server);
  void exited.then(() => running.delete(server));

  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (gone) {
      // The port was free when probed, but something else may listen on it before the child does (seconds later).
      if (output.includes('EADDRINUSE') && attempts > 1) return startServer(dataDir, attempts - 1);
      throw new Error(`the server exited on start:\n${output}`);
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz in 30 s:\n${output}`);
    try {
      const response = await fetch(`${server.base}/healthz`);
      if (response.ok) {
        expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
        return server;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
}

/** Sends `signal` and waits for the process to be gone. */
async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

/** One JSON request; `token` goes in the auth cookie. */
async function request(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      ...(token ? { cookie: `auth_token=${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response;
}

async function graphql(server: Server, token: string, query: string, variables: Record<string, unknown>) {
  const response = await request(server, 'POST', '/graphql', { query, variables }, token);
  const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data ?? {};
}

/** Signs up and in over HTTP; the auth cookie's value. */
async function signUpAndIn(server: Server): Promise<string> {
  const email = uniqueEmail('crash');
  const up = await request(server, 'POST', '/signup', {
    username: 'Crash Tester',
    email,
    password: PASSWORD,
    repeatPassword: PASSWORD,
  });
  expect(up.status, await up.clone().text()).toBe(201);
  const signIn = await request(server, 'POST', '/signin', { email, password: PASSWORD });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('auth_token='));
  const token = cookie?.split(';')[0]?.slice('auth_token='.length);
  expect(token).toBeTruthy();
  return token!;
}

/**
 * Streams a multipart upload of UPLOAD_SIZE bytes (a valid PNG, then filler) at about 12 MB/s, generated as it goes.
 * Settles when the connection fails (the server is killed) or, were it ever to, when an answer arrives.
 */
function startUpload(server: Server, appId: string, token: string) {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const head = files.png(640, 480);
  const filler = Buffer.alloc(SLICE, 0x5a);
  let sent = 0;
  const outcome = new Promise<{ answer?: number; error?: string }>((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: `/upload/${appId}`,
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': opening.length + UPLOAD_SIZE + closing.length,
        cookie: `auth_token=${token}`,
      },
    });
    let settled = false;
    const settle = (value: { answer?: number; error?: string }) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    req.on('response', (response) => {
      response.resume();
      settle({ answer: response.statusCode ?? 0 });
    });
    req.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    const write = (data: Buffer) =>
      new Promise<void>((done, fail) => {
        if (req.destroyed) return fail(new Error('connection gone'));
        if (req.write(data)) return done();
        const onDrain = () => {
          req.off('close', onClose);
          done();
        };
        const onClose = () => {
          req.off('drain', onDrain);
          fail(new Error('connection gone'));
        };
        req.once('drain', onDrain);
        req.once('close', onClose);
      });
    (async () => {
      await write(opening);
      await write(head);
      sent = head.length;
      while (sent < UPLOAD_SIZE && !settled) {
        const next = filler.subarray(0, Math.min(SLICE, UPLOAD_SIZE - sent));
        await write(next);
        sent += next.length;
        await sleep(PAUSE_MS);
      }
      if (!settled) req.end(closing);
    })().catch(() => undefined);
  });
  return { outcome, sent: () => sent };
}

/** Everything under `dir`, as paths relative to it (directories end with '/'). */
function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8', withFileTypes: false })
    .map((entry) => (statSync(path.join(dir, entry)).isDirectory() ? `${entry}/` : entry))
    .sort();
}

// The child server runs on its own embedded database whatever the suite's DATABASE_URL, so
// scripts/integration.mjs leaves this file out of the PostgreSQL pass rather than running it twice.
describe('a server killed during an upload', () => {
  let dataDir = '';
  let mediaRoot = '';
  let tempDir = '';

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-crash-'));
    mediaRoot = path.join(dataDir, 'media');
    tempDir = path.join(mediaRoot, '.tmp');
  });

  afterAll(async () => {
    // No stray process, whatever happened: every child still alive is killed and waited for.
    await Promise.all([...running].map((server) => stopServer(server, 'SIGKILL')));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves neither a record nor a reachable partial file after restart; the stale sweep removes it', async () => {
    // 1. A server from source on a fresh DATA_DIR, and a workspace made over HTTP.
    const first = await startServer(dataDir);
    const token = await signUpAndIn(first);
    await graphql(first, token, CREATE_ORG, {
      name: 'Crash org',
      description: 'An organization for the crash test',
      alias: uniqueAlias('c'),
    });
    const { createTeam } = await graphql(first, token, CREATE_TEAM, {
      name: 'Crash team',
      description: 'A team for the crash test',
    });
    const teamId = (createTeam as { id: string }).id;
    const { createApp } = await graphql(first, token, CREATE_APP, { newApp: appInput(teamId) });
    const appId = (createApp as { id: string }).id;

    // 2. An upload streaming; once the server has written several MB to its temporary file, SIGKILL.
    expect(readdirSync(tempDir)).toEqual([]);
    const upload = startUpload(first, appId, token);
    let partial = '';
    const deadline = Date.now() + 15_000;
    for (;;) {
      const names = readdirSync(tempDir);
      const name = names[0];
      if (name && statSync(path.join(tempDir, name)).size >= KILL_AFTER_BYTES) {
        expect(names).toHaveLength(1);
        partial = path.join(tempDir, name);
        break;
      }
      if (Date.now() > deadline) throw new Error(`no temporary file of 4 MB in 15 s:\n${first.output()}`);
      await sleep(10);
    }
    const killed = await stopServer(first, 'SIGKILL');
    expect(killed).toEqual({ code: null, signal: 'SIGKILL' });
    // The client saw its connection die mid-body, never an answer, and had sent far from everything.
    const outcome = await upload.outcome;
    expect(outcome.answer, first.output()).toBeUndefined();
    expect(outcome.error).toBeTruthy();
    expect(upload.sent()).toBeLessThan(UPLOAD_SIZE / 2);
    const partialSize = statSync(partial).size;
    expect(partialSize).toBeGreaterThanOrEqual(KILL_AFTER_BYTES);
    expect(partialSize).toBeLessThan(UPLOAD_SIZE);
    // Nothing left the temporary area: no file was stored for the app.
    expect(listTree(mediaRoot)).toEqual(['.tmp/', `.tmp/${path.basename(partial)}`]);

    // 3. Restarted on the same DATA_DIR: the data made before the kill is there (the session still signs in),
    // the library is empty, and nothing of the upload is served.
    const second = await startServer(dataDir);
    const { medias } = await graphql(second, token, MEDIAS, { appId, first: 100 });
    expect(medias).toMatchObject({ edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } });
    // The partial file is younger than STALE_TEMP_MS, so it may still be there: never under a URL.
    const partName = path.basename(partial);
    const partBase = partName.replace(/\.part$/, '');
    for (const url of [
      `/media/${appId}/${partName}`,
      `/media/${appId}/${partBase}.png`,
      `/media/.tmp/${partName}`,
      `/media/%2Etmp/${partName}`,
      `/media/${appId}/..%2F.tmp%2F${partName}`,
      `/media/${appId}/%2E%2E%2F.tmp%2F${partName}`,
      `/media/${appId}/../.tmp/${partName}`,
      `/media/.tmp%2F${partName}`,
      `/media/${appId}/${'0'.repeat(32)}-${'0'.repeat(16)}.png`,
      `/media/${appId}/`,
      `/.tmp/${partName}`,
      `/${partName}`,
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${second.base}${url}`, { method });
        expect(response.status, `${method} ${url}`).toBe(404);
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.length, `${method} ${url}`).toBeLessThan(100);
      }
    }
    expect(listTree(mediaRoot)).toEqual(['.tmp/', `.tmp/${partName}`]);
    await stopServer(second);

    // 4. Once the partial file has not been written to for longer than STALE_TEMP_MS, a start removes it.
    const past = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    utimesSync(partial, past, past);
    const third = await startServer(dataDir);
    expect(existsSync(partial)).toBe(false);
    expect(listTree(mediaRoot)).toEqual(['.tmp/']);
    const again = await graphql(third, token, MEDIAS, { appId, first: 100 });
    expect(again.medias).toMatchObject({ edges: [] });
    const stopped = await stopServer(third);
    expect(stopped, third.output()).toEqual({ code: 0, signal: null });

    // 5. The database itself, read once no server holds it: no pending upload, no media.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
    try {
      expect(await database.db.select().from(uploads)).toEqual([]);
      expect(await database.db.select().from(media)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);
});
