/**
 * The server of the forms HTTP benchmark (bench/forms/submit.ts starts it as a child process, so the load and
 * the receivers do not share its event loop): the real app on 127.0.0.1 (the test helpers' app factory, the
 * database of DATABASE_URL or file-backed PGlite), set up through the API as a person would — sign-up, the
 * e-mail confirmed through the link the SMTP receiver got, an organization, a team, a form component and a
 * field component, an app, a page with a Form brick published, and the form's delivery settings (e-mail to the
 * owner, a webhook to the benchmark's receiver). Talks to its parent over IPC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { formDeliveries, formSubmissions } from '../../apps/server/src/db/forms-schema.ts';
import { settingsInput, UPDATE_FORM_DELIVERY_SETTINGS } from '../../apps/server/test/forms-helpers.ts';
import {
  createFormKit,
  fieldBrick,
  formBrick,
  publishFormPage,
} from '../../apps/server/test/forms-live-helpers.ts';
import {
  createTestApp,
  emailTokenIn,
  gql,
  parseMail,
  send,
  signUpAndIn,
} from '../../apps/server/test/helpers.ts';
import { listen } from '../../apps/server/test/live-helpers.ts';
import { createOrg, createTeam, ok } from '../../apps/server/test/org-helpers.ts';

export interface ServerReady {
  type: 'ready';
  port: number;
  host: string;
  action: string;
  pagePath: string;
  appId: string;
  secret: string;
  driver: string;
  databaseVersion: string;
  settings: unknown;
  poolMax: number;
}

type Ask = { type: 'mail-to'; email: string };
const pending = new Map<string, (raw: string) => void>();
process.on('message', (message: { type: string; email?: string; raw?: string }) => {
  if (message.type === 'mail' && message.email) pending.get(message.email)?.(message.raw ?? '');
  if (message.type === 'stored') void stored();
  if (message.type === 'cpu') process.send?.({ type: 'cpu', cpuMs: cpuMs() });
  if (message.type === 'close') void close();
});
const ask = (question: Ask) =>
  new Promise<string>((resolve) => {
    pending.set(question.email, resolve);
    process.send?.(question);
  });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-submit-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
// Migrated on open: a fresh PostgreSQL database, or PGlite in files as a deployment has it (not in memory).
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
// The test factory turns delivery off unless asked: the benchmark asks.
const env = {
  FORMS_DELIVERY: 'on',
  ...Object.fromEntries(
    Object.entries(process.env).filter(([k]) => k.startsWith('FORMS_') || k === 'SMTP_URL'),
  ),
} as NodeJS.ProcessEnv;
const config = loadConfig({ DATA_DIR: dataDir, ...env });
const t = await createTestApp({ databaseUrl }, env, { database });

const owner = await signUpAndIn(t, 'bench', 'benchmark-password-1', { verify: false });
const token = emailTokenIn(parseMail(await ask({ type: 'mail-to', email: owner.email })));
const confirmed = await send(t, 'POST', '/email-confirmation', { body: { token } });
if (confirmed.statusCode !== 200) throw new Error(`confirmation ${confirmed.statusCode}`);
const org = await createOrg(t, owner, { name: 'Bench Forms' });
const team = await createTeam(t, owner, 'Bench Team');
const port = await listen(t);
const kit = await createFormKit(t, owner, org.id);
const contact = await publishFormPage(t, owner, team.id, org.alias, port, kit, [
  formBrick('form1', kit, [
    fieldBrick('name1', kit, { name: 'name', kind: 'text', label: 'Your name', required: true }),
    fieldBrick('email1', kit, { name: 'email', kind: 'email', label: 'E-mail', required: true }),
    fieldBrick('msg1', kit, { name: 'message', kind: 'textarea', label: 'Message', required: true }),
  ]),
]);
const formKey = `${contact.page.id}/form1`;
const saved = ok(
  await gql(
    t,
    UPDATE_FORM_DELIVERY_SETTINGS,
    {
      appId: contact.app.id,
      formKey,
      input: settingsInput({
        email: true,
        recipients: [owner.id],
        webhook: true,
        webhookUrl: process.env.BENCH_WEBHOOK_URL,
      }),
    },
    owner.token,
  ),
  'updateFormDeliverySettings',
).updateFormDeliverySettings as { webhookSecret: string };
// Both drivers answer `execute` with `{ rows }`.
const version = (await t.database.db.execute(sql`select version() as v`)) as unknown as {
  rows: { v: string }[];
};
process.send?.({
  type: 'ready',
  port,
  host: contact.host,
  action: `/_tessera/forms/${formKey}`,
  pagePath: '/contact',
  appId: contact.app.id,
  secret: saved.webhookSecret,
  driver: database.driver,
  databaseVersion: version.rows[0]?.v ?? '',
  settings: { forms: { ...config.forms, secret: undefined }, formDelivery: config.formDelivery },
  poolMax: databaseUrl ? 10 : 1,
} satisfies ServerReady);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function stored() {
  const db = t.database.db;
  const [submissions] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(eq(formSubmissions.appId, contact.app.id));
  const states = await db
    .select({ channel: formDeliveries.channel, state: formDeliveries.state, n: count() })
    .from(formDeliveries)
    .where(eq(formDeliveries.appId, contact.app.id))
    .groupBy(formDeliveries.channel, formDeliveries.state);
  process.send?.({
    type: 'stored',
    submissions: Number(submissions?.n ?? 0),
    deliveries: states.map((s) => ({ channel: s.channel, state: s.state, n: Number(s.n) })),
  });
}

async function close() {
  await t.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
