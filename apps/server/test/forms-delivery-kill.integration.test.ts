import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { formDeliveries, formDeliveryAttempts, formSubmissions } from '../src/db/forms-schema.ts';
import { createHookSink, waitFor } from './forms-delivery-helpers.ts';
import { parseMail } from './helpers.ts';

/**
 * "A test kills the server after a submission is stored and before delivery, and the delivery happens after
 * restart" (issue 24). The server runs as a child process from source (as `npm run dev` runs it) with
 * FORMS_DELIVERY=off, so it queues and never delivers; it stores a submission (an e-mail and a webhook delivery)
 * through the delivery service and gets SIGKILL: no shutdown hook runs. The real server (main.ts) then starts again
 * on the same database with delivery on, and the webhook reaches a real receiver, signed, and the e-mail the
 * outbox. On PGlite the database is the child's own directory; with DATABASE_URL it is that PostgreSQL database
 * (the queue in a schema of this file's own).
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
const FIXTURE = path.join(REPO_ROOT, 'apps/server/test/fixtures/forms-kill-server.ts');
const databaseUrl = process.env.DATABASE_URL || undefined;
const SCHEMA = `pgboss_k${randomBytes(3).toString('hex')}`;

interface Child {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
const children = new Set<Child>();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-forms-kill-'));

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

async function start(script: string, env: NodeJS.ProcessEnv): Promise<Child & { port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, FORMS_QUEUE_SCHEMA: SCHEMA } : {}),
      ...env,
    },
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
  const started: Child & { port: number } = { child, output: () => output, exited, port };
  children.add(started);
  void exited.then(() => children.delete(started));
  return started;
}

afterAll(async () => {
  for (const c of children) {
    c.child.kill('SIGKILL');
    await c.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('a server killed after storing a submission', () => {
  it('delivers the webhook and the e-mail after a restart', async () => {
    const sink = createHookSink();
    await sink.listen();
    try {
      // 1. Delivery off: the submission and its jobs are stored, nothing is sent.
      const first = await start(FIXTURE, { FORMS_DELIVERY: 'off', KILL_TEST_HOOK_URL: sink.url('/kill') });
      const line = await waitFor(
        'the first server to store the submission',
        () => {
          if (first.child.exitCode !== null) throw new Error(`the first server exited:\n${first.output()}`);
          return /^SUBMITTED (.*)$/m.exec(first.output())?.[1];
        },
        90_000,
      );
      const stored = JSON.parse(line) as {
        submissionId: string;
        deliveries: { id: string; channel: string }[];
        secret: string;
        ownerEmail: string;
      };
      expect(stored.deliveries.map((d) => d.channel).sort()).toEqual(['email', 'webhook']);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.requests).toHaveLength(0);

      // 2. SIGKILL: no shutdown hook, no graceful stop.
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      // 3. The real server again, on the same database, delivering.
      const second = await start(MAIN, { FORMS_DELIVERY: 'on', FORMS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' });
      const hook = await waitFor(
        'the webhook after the restart',
        () => {
          if (second.child.exitCode !== null)
            throw new Error(`the second server exited:\n${second.output()}`);
          return sink.requests[0];
        },
        90_000,
      );
      const webhook = stored.deliveries.find((d) => d.channel === 'webhook')!;
      expect(hook.headers['webhook-id']).toBe(`msg_${webhook.id}`);
      const payload = new Webhook(stored.secret).verify(hook.body, hook.headers as Record<string, string>);
      expect(payload).toMatchObject({ type: 'form.submission', data: { submissionId: stored.submissionId } });
      const outbox = path.join(dataDir, 'outbox');
      const mail = await waitFor('the e-mail in the outbox', () => {
        try {
          const file = readdirSync(outbox).find((f) => f.endsWith('.eml'));
          // The outbox writes the file in place: read it again until it is whole.
          const parsed = file ? parseMail(readFileSync(path.join(outbox, file), 'utf8')) : undefined;
          return parsed?.to && parsed.html.includes('</table>') ? parsed : undefined;
        } catch {
          return undefined;
        }
      });
      expect(mail.to).toBe(stored.ownerEmail);
      expect(mail.subject.replace(/\s/g, '')).toMatch(/^Newmessage:Contact·/);

      // 4. A graceful stop (SIGTERM), then the records, from outside. Deliveries start while the app is built:
      // main.ts listens for SIGTERM only once it is, which /healthz answering shows.
      await waitFor('the second server to answer', async () => {
        try {
          return (await fetch(`http://127.0.0.1:${second.port}/healthz`)).ok;
        } catch {
          return false;
        }
      });
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      const database = await openDatabase({
        databaseUrl,
        pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
        migrate: false,
      });
      try {
        const ids = stored.deliveries.map((d) => d.id);
        const rows = await database.db.select().from(formDeliveries).where(inArray(formDeliveries.id, ids));
        expect(rows.map((r) => [r.channel, r.state, r.attempts]).sort()).toEqual([
          ['email', 'sent', 1],
          ['webhook', 'sent', 1],
        ]);
        const attempts = await database.db
          .select()
          .from(formDeliveryAttempts)
          .where(inArray(formDeliveryAttempts.deliveryId, ids))
          .orderBy(asc(formDeliveryAttempts.number));
        expect(attempts.map((a) => a.outcome)).toEqual(['ok', 'ok']);
        const [submission] = await database.db
          .select()
          .from(formSubmissions)
          .where(eq(formSubmissions.id, stored.submissionId));
        expect(submission?.formName).toBe('Contact');
        if (databaseUrl) await database.db.execute(sql.raw(`DROP SCHEMA ${SCHEMA} CASCADE`));
      } finally {
        await database.close();
      }
      expect(sink.requests).toHaveLength(1);
    } finally {
      await sink.close();
    }
  }, 240_000);
});
