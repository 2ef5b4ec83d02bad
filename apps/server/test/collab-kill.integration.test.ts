import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageContent } from '@tessera/shared';
import { docToContent } from '@tessera/shared/collab';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openDatabase } from '../src/db/client.ts';
import { pages } from '../src/db/schema.ts';
import { sameContent } from '../src/modules/collab/persistence.ts';
import { storedContent } from '../src/modules/pages/page-content.ts';
import { TEST_CONSOLE_ORIGIN, waitFor } from './collab-helpers.ts';
import { checkMarks, newLedger, rng, type SoakComponents } from './collab-soak-edits.ts';
import { SoakClient } from './collab-soak-run.ts';

/**
 * kill -9 while people edit (issue 25, "Reliability, tested"): the server runs as a child process from source
 * (the first one sets up an owner and a page, fixtures/collab-kill-server.ts; the second is main.ts itself), on
 * its own PGlite directory, or on PostgreSQL with DATABASE_URL. Clients edit, a `stored` covers their edits,
 * they keep editing, the server gets SIGKILL (no shutdown hook, no last store), they keep editing offline, the
 * server starts again on the same data: every edit a `stored` covered is in the restarted document, the offline
 * edits merge in, everyone converges, and page.content is the converged content.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const FIXTURE = path.join(REPO_ROOT, 'apps/server/test/fixtures/collab-kill-server.ts');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-collab-kill-'));
const children = new Set<ChildProcess>();
const clients: SoakClient[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function start(script: string, port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './bench/forms/vitest-expect.mjs', script],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CONSOLE_ORIGIN: TEST_CONSOLE_ORIGIN,
        FORMS_DELIVERY: 'off',
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
  children.add(child);
  void exited.then(() => children.delete(child));
  return { child, output: () => output, exited };
}

async function healthy(port: number, server: ReturnType<typeof start>): Promise<void> {
  await waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      return fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
    },
    60_000,
    'the server to answer',
  );
}

afterAll(async () => {
  for (const client of clients) client.destroy();
  for (const child of children) child.kill('SIGKILL');
  await sleep(200);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** The union of the `stored` vectors the clients got. */
function storedVector(): Map<number, number> {
  const all = new Map<number, number>();
  for (const client of clients)
    for (const [id, clock] of client.stored) if ((all.get(id) ?? 0) < clock) all.set(id, clock);
  return all;
}

const covers = (vector: Map<number, number>, over: Map<number, number>) =>
  [...over].every(([id, clock]) => (vector.get(id) ?? 0) >= clock);
const vectorOf = (doc: Y.Doc) => Y.decodeStateVector(Y.encodeStateVector(doc));

describe('a co-editing server killed while people edit', () => {
  it('keeps every stored edit and merges what was made offline after a restart', async () => {
    const port = await freePort();
    const first = start(FIXTURE, port);
    const line = await waitFor(
      () => {
        if (first.child.exitCode !== null) throw new Error(`the first server exited:\n${first.output()}`);
        return /^READY (.*)$/m.test(first.output());
      },
      60_000,
      'the first server',
    ).then(() => /^READY (.*)$/m.exec(first.output())![1]!);
    const ready = JSON.parse(line) as { token: string; pageId: string } & SoakComponents;
    const url = `ws://127.0.0.1:${port}/collab`;
    for (let i = 0; i < 3; i++) clients.push(new SoakClient(url, ready.pageId, ready.token));
    await Promise.all(clients.map((client) => client.ready));
    const ledgers = clients.map((_, i) => newLedger(i));
    const randoms = clients.map((_, i) => rng(4242 + i));
    const editAll = async (rounds: number) => {
      for (let round = 0; round < rounds; round++) {
        for (const [i, ledger] of ledgers.entries()) clients[i]!.edit(randoms[i]!, ledger, ready);
        await sleep(30);
      }
    };

    // 1. Edits, until a `stored` covers all of them.
    await editAll(15);
    const made = vectorOf(clients[0]!.doc);
    await waitFor(() => clients.every((c) => covers(vectorOf(c.doc), made)), 10_000, 'clients in sync');
    await waitFor(() => covers(storedVector(), made), 10_000, 'a stored vector covering the edits');
    const acknowledged = storedVector();
    const acknowledgedMarks = ledgers.map((ledger) => new Map(ledger.marks));

    // 2. More edits, then SIGKILL with some of them not stored yet.
    await editAll(8);
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // The clients see their sockets close; they stay offline (told to) and keep editing.
    await waitFor(() => clients.every((c) => !c.settled), 5000, 'the clients offline');
    for (const client of clients) client.goOffline(false);
    await editAll(10);

    // 3. The real server again, on the same data.
    const second = start(MAIN, port);
    await healthy(port, second);
    // What the restarted server holds, before anyone who kept editing is back: a new client's document.
    const observer = new SoakClient(url, ready.pageId, ready.token);
    clients.push(observer);
    await observer.ready;
    expect(covers(vectorOf(observer.doc), acknowledged)).toBe(true);
    const restarted = docToContent(observer.doc);
    const marks = checkMarks(
      restarted,
      acknowledgedMarks.map((marks, i) => ({ ...ledgers[i]!, marks })),
    );
    // A stored marker may since have been overwritten by a later stored one: same author, higher number.
    const stale = marks.problems.filter((problem) => {
      const found = /holds (\d+):(\d+), the last marker written was \d+:(\d+)/.exec(problem);
      return !found || Number(found[2]) < Number(found[3]);
    });
    expect(stale).toEqual([]);

    // 4. The others come back: their offline edits merge, everyone converges, the page is stored as shown.
    for (const client of clients) client.goOnline();
    await waitFor(
      () => {
        const first = vectorOf(clients[0]!.doc);
        return clients.every(
          (c) => c.settled && covers(vectorOf(c.doc), first) && covers(first, vectorOf(c.doc)),
        );
      },
      15_000,
      'convergence after the restart',
    );
    const final = docToContent(clients[0]!.doc);
    for (const client of clients) expect(docToContent(client.doc)).toEqual(final);
    expect(checkMarks(final, ledgers).problems).toEqual([]);
    await waitFor(() => covers(storedVector(), vectorOf(clients[0]!.doc)), 10_000, 'the final store');

    // 5. The stored page.content, read from the database (PGlite: once the server has stopped).
    second.child.kill('SIGTERM');
    await second.exited;
    const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const [row] = await database.db
        .select({ content: pages.content })
        .from(pages)
        .where(eq(pages.id, ready.pageId));
      expect(sameContent(storedContent(row!.content) as PageContent, final)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
