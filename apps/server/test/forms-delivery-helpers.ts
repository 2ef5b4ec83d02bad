// Set-up for the form delivery tests (issue 24): rows inserted directly (the flow under test is the delivery, not
// sign-up or the console), a submission stored and its deliveries created in one transaction through the same
// service code the live endpoint calls, and real receivers: an SMTP server and an HTTP server on 127.0.0.1.
// No vitest import: the kill test's child process uses these too.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db, Tx } from '../src/db/client.ts';
import { formDeliverySettings, formSubmissions, type SubmittedField } from '../src/db/forms-schema.ts';
import { apps, orgs, teamMembers, teams, users } from '../src/db/schema.ts';
import type { FormDelivery } from '../src/modules/forms/delivery/service.ts';
import { generateWebhookSecret } from '../src/modules/forms/delivery/webhook-security.ts';

export const CONTACT_FIELDS: SubmittedField[] = [
  { name: 'name', label: 'Your name', kind: 'text' },
  { name: 'email', label: 'E-mail', kind: 'email' },
  { name: 'message', label: 'Message', kind: 'textarea' },
  { name: 'topics', label: 'Topics', kind: 'checkboxes' },
  { name: 'consent', label: 'I agree', kind: 'consent' },
];

export interface FormsApp {
  appId: string;
  appName: string;
  ownerId: string;
  ownerEmail: string;
  secret: string;
}

/** A confirmed owner, an organization, a team with the owner in it, and an app of the team. */
export async function seedFormsApp(db: Db, label = 'forms'): Promise<FormsApp> {
  const ownerId = randomUUID();
  const ownerEmail = `${label}-${ownerId.slice(0, 8)}@example.com`;
  await db.insert(users).values({
    id: ownerId,
    username: `${label} owner`,
    email: ownerEmail,
    passwordHash: 'not-a-hash',
    emailVerifiedAt: new Date(),
  });
  const orgId = randomUUID();
  await db.insert(orgs).values({
    id: orgId,
    name: `Org ${orgId.slice(0, 6)}`,
    description: 'forms',
    alias: `o${orgId.replace(/-/g, '').slice(0, 8)}`,
    ownerId,
  });
  const teamId = randomUUID();
  await db.insert(teams).values({ id: teamId, orgId, name: 'Team', description: 'forms', ownerId });
  await db.insert(teamMembers).values({ teamId, userId: ownerId, role: 'admin' });
  const appId = randomUUID();
  const appName = `Site <b>${appId.slice(0, 4)}</b>`;
  await db.insert(apps).values({
    id: appId,
    orgId,
    teamId,
    name: appName,
    alias: `a${appId.replace(/-/g, '').slice(0, 8)}`,
    description: 'forms',
    tags: [],
  });
  return { appId, appName, ownerId, ownerEmail, secret: generateWebhookSecret() };
}

/** The app's delivery settings for every form (`*`), or for one form key. */
export async function setDelivery(
  db: Db,
  app: FormsApp,
  options: { email?: string[]; webhookUrl?: string; formKey?: string },
) {
  const values = {
    appId: app.appId,
    formKey: options.formKey ?? '*',
    email: options.email !== undefined,
    recipients: options.email ?? [],
    webhook: options.webhookUrl !== undefined,
    webhookUrl: options.webhookUrl ?? null,
    webhookSecret: app.secret,
  };
  await db
    .insert(formDeliverySettings)
    .values(values)
    .onConflictDoUpdate({ target: [formDeliverySettings.appId, formDeliverySettings.formKey], set: values });
}

/** Stores a submission and creates its deliveries in `tx`, as the live endpoint does. */
export async function insertSubmission(
  tx: Tx,
  delivery: FormDelivery,
  appId: string,
  values: Record<string, string | string[] | boolean> = {
    name: 'Ana <script>alert(1)</script>',
    email: 'ana@example.net',
    message: 'Hello\r\nBcc: evil@example.com',
    topics: ['a', 'b'],
    consent: true,
  },
  formName = 'Contact',
) {
  const id = randomUUID();
  const formKey = 'site/contact';
  await tx.insert(formSubmissions).values({
    id,
    appId,
    formKey,
    formName,
    fields: CONTACT_FIELDS,
    values,
    searchText: JSON.stringify(values).toLowerCase(),
  });
  const deliveries = await delivery.createDeliveriesFor(tx, [{ id, appId, formKey }]);
  return { id, deliveries };
}

export interface HookRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1: answers each request with the next status of `answers` (then 200), and keeps
 * every request. `listen(port)` can reopen it on the same port after `close()`.
 */
export function createHookSink() {
  const requests: HookRequest[] = [];
  const answers: { status: number; headers?: Record<string, string> }[] = [];
  let server: http.Server | undefined;
  const sink = {
    requests,
    answers,
    port: 0,
    async listen(port = 0) {
      server = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (c: Buffer) => chunks.push(c));
        request.on('end', () => {
          requests.push({
            headers: request.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          });
          const answer = answers.shift() ?? { status: 200 };
          response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
          response.end(`answer ${answer.status} ${'x'.repeat(2000)}`);
        });
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      sink.port = (server.address() as AddressInfo).port;
      return sink.port;
    },
    url: (path = '/hook') => `http://127.0.0.1:${sink.port}${path}`,
    async close() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  return sink;
}

export { type SmtpMessage, startSmtpSink } from './smtp-sink.ts';

/** Waits until `check` returns something truthy (polled), or throws with `what` after `ms`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  ms = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
