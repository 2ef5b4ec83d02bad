/**
 * The forms HTTP benchmark's receivers: the shared SMTP sink of the tests, and a webhook receiver that checks
 * each post's Standard Webhooks signature with the `standardwebhooks` library, can be "down" (answers 503), and
 * counts what arrived by submission: every delivery carries the benchmark's marker in its message field
 * (`benchmark{n}z`: letters and digits, unchanged by quoted-printable), so e-mails and webhooks are matched to
 * the submission that was sent, and one that arrives twice is seen.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { type SmtpMessage, startSmtpSink } from '../../apps/server/test/smtp-sink.ts';

export const marker = (n: number) => `benchmark${n}z`;
const MARKER = /benchmark(\d+)z/;

/** Arrivals by the submission's number: how many times each came. */
export class Arrivals {
  readonly times = new Map<number, number>();
  total = 0;
  add(n: number) {
    this.total++;
    this.times.set(n, (this.times.get(n) ?? 0) + 1);
  }
  has(n: number) {
    return this.times.has(n);
  }
  /** Numbers that came more than once. */
  get duplicates() {
    let d = 0;
    for (const c of this.times.values()) if (c > 1) d++;
    return d;
  }
}

export async function startMailReceiver() {
  const mails = new Arrivals();
  const others: SmtpMessage[] = [];
  const sink = await startSmtpSink({
    keep: false,
    onMessage(message) {
      const found = MARKER.exec(message.raw);
      if (found) mails.add(Number(found[1]));
      else others.push(message); // the sign-up's confirmation
    },
  });
  return { port: sink.port, mails, others, close: sink.close };
}

export async function startWebhookReceiver() {
  const hooks = new Arrivals();
  const stats = { refused: 0, badSignature: 0, submissionIds: new Set<string>() };
  let verifier: Webhook | undefined;
  let down = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (down) {
        stats.refused++;
        response.writeHead(503, { 'content-type': 'text/plain' }).end('down for the benchmark\n');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      let payload: { data?: { submissionId?: string; values?: Record<string, unknown> } };
      try {
        if (!verifier) throw new Error('no secret yet');
        payload = verifier.verify(body, request.headers as Record<string, string>) as typeof payload;
      } catch {
        stats.badSignature++;
        response.writeHead(401, { 'content-type': 'text/plain' }).end('bad signature\n');
        return;
      }
      const found = MARKER.exec(JSON.stringify(payload.data?.values ?? {}));
      if (found) hooks.add(Number(found[1]));
      if (payload.data?.submissionId) stats.submissionIds.add(payload.data.submissionId);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hooks,
    stats,
    setSecret(secret: string) {
      verifier = new Webhook(secret);
    },
    setDown(value: boolean) {
      down = value;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
