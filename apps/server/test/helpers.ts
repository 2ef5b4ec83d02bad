import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildApp, type Tessera } from '../src/app.ts';
import { type Config, loadConfig, type MediaConfig } from '../src/config.ts';
import { type Database, type Db, migrationsFolder, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { createDeliveryQueue } from '../src/modules/forms/delivery/queue.ts';

export interface TestApp extends Tessera {
  dataDir: string;
  /** A fresh client address per caller keeps the auth rate limits out of unrelated tests. */
  address(): string;
  /** Mail goes to the outbox (no SMTP server configured), where the helpers can read it. */
  outbox: boolean;
}

/**
 * A real server on a real database: in-memory PGlite, or the PostgreSQL server of DATABASE_URL (the
 * CI run creates that database fresh and drops it). Requests go through Fastify's inject.
 * `options.database` shares another test app's database (PGlite takes seconds to start): it stays open on close.
 * `options.logs` receives the server's log lines (pino JSON, debug and up); without it nothing is logged.
 */
export async function createTestApp(
  overrides: Partial<Omit<Config, 'media'>> & { media?: Partial<MediaConfig> } = {},
  env: NodeJS.ProcessEnv = {},
  options: { database?: Database; logs?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-test-'));
  // No delivery workers unless a test asks (FORMS_DELIVERY or a formDelivery override): idle pollers cost CPU.
  const loaded = loadConfig({ DATA_DIR: dataDir, PORT: '4999', FORMS_DELIVERY: 'off', ...env });
  const config: Config = {
    ...loaded,
    databaseUrl: process.env.DATABASE_URL,
    ...overrides,
    // No sweep on start unless a test asks: test files share one database on PostgreSQL, and a sweep there
    // would remove another file's expired uploads (the media tests sweep by hand).
    media: { ...loaded.media, sweep: false, ...overrides.media },
  };
  const database =
    options.database ??
    (process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false })
      : await openMigratedPglite());
  const logger = options.logs ? { level: 'debug', stream: options.logs } : false;
  const tessera = await buildApp({ config, database, logger });
  await tessera.app.ready();
  let n = 0;
  const prefix = Math.floor(Math.random() * 200) + 10;
  return {
    ...tessera,
    dataDir,
    outbox: !config.smtpUrl,
    address: () => `10.${prefix}.${Math.floor(++n / 250)}.${(n % 250) + 1}`,
    async close() {
      await tessera.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An in-memory PGlite with every migration applied. Starting PGlite runs initdb (seconds); so the first test file
 * to need one migrates it and leaves a snapshot in the temp directory, keyed by the migrations and the PGlite
 * version, and every later file starts from that snapshot. The real start-up path (openDatabase, migrating) is
 * what the persistence test exercises.
 */
async function openMigratedPglite(): Promise<Database> {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  const require = createRequire(import.meta.url);
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  // The delivery queue's tables (pg-boss) are in the snapshot too: every test app would create them otherwise.
  hash.update(readFileSync(require.resolve('pg-boss/package.json')));
  const snapshot = path.join(tmpdir(), `tessera-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);

  let client: PGlite;
  if (existsSync(snapshot)) {
    client = new PGlite({ loadDataDir: new Blob([readFileSync(snapshot)]) });
  } else {
    client = new PGlite();
    await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    const queue = await createDeliveryQueue({
      database: { db: drizzle(client, { schema }) as unknown as Db, driver: 'pglite', close: async () => {} },
      databaseUrl: undefined,
      config: loadConfig({}).formDelivery,
      logger: pino({ level: 'silent' }),
    });
    await queue.stop();
    const dump = await client.dumpDataDir('none');
    const partial = `${snapshot}.${process.pid}.${randomUUID().slice(0, 8)}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot); // atomic: a parallel file never reads half a snapshot
  }
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** A unique, valid e-mail: test files share one database on PostgreSQL. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export function cookieFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'auth_token');
  return cookie?.value;
}

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * A new account, signed in. Its e-mail is confirmed through the link the sign-up mailed (as a person would), so
 * it may accept invitations; `verify: false` (and an app that mails by SMTP) leaves it unconfirmed.
 */
export async function signUpAndIn(
  t: TestApp,
  label = 'user',
  password = 'secret-pass',
  options: { verify?: boolean } = {},
): Promise<SignedInUser> {
  const email = uniqueEmail(label);
  const remoteAddress = t.address();
  const up = await t.app.inject({
    method: 'POST',
    url: '/signup',
    remoteAddress,
    payload: { username: `${label} person`, email, password, repeatPassword: password },
  });
  if (up.statusCode !== 201) throw new Error(`signup failed: ${up.statusCode} ${up.body}`);
  // The confirmation mail leaves after the answer: wait for it, so no later count of mails is thrown off.
  await t.services.background.idle();
  if (options.verify ?? t.outbox) await confirmEmailFromOutbox(t, email);
  const inResponse = await t.app.inject({
    method: 'POST',
    url: '/signin',
    remoteAddress,
    payload: { email, password },
  });
  const token = cookieFrom(inResponse);
  if (!token) throw new Error(`signin failed: ${inResponse.statusCode} ${inResponse.body}`);
  return { id: up.json().user.id, email, password, token };
}

export interface GraphQLAnswer {
  status: number;
  data: Record<string, unknown> | null | undefined;
  errors: Array<{ message: string; extensions?: { status_code?: number } }> | undefined;
}

export async function gql(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    // A fresh client address per call, as send() does: per-address limits stay out of unrelated tests.
    remoteAddress: t.address(),
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    cookies: token ? { auth_token: token } : {},
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json();
  return { status: response.statusCode, data: body.data, errors: body.errors };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface SendOptions {
  /** A JSON body; use `raw` for a body sent exactly as written. */
  body?: unknown;
  raw?: string;
  token?: string;
  /** The client address; a fresh one by default so the auth rate limits stay out of the way. */
  address?: string;
  headers?: Record<string, string>;
}

/** One REST call through Fastify's inject, JSON by default, from a fresh client address. */
export function send(t: TestApp, method: Method, url: string, options: SendOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (options.raw !== undefined) {
    payload = options.raw;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  return t.app.inject({
    method,
    url,
    remoteAddress: options.address ?? t.address(),
    headers,
    cookies: options.token ? { auth_token: options.token } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export const ME_QUERY = '{ me { id username email } }';

export interface Profile {
  id: string;
  username: string;
  email: string;
}

/** The signed-in user's profile through GraphQL, or null when the token no longer signs in. */
export async function me(t: TestApp, token: string): Promise<Profile | null> {
  const answer = await gql(t, ME_QUERY, {}, token);
  if (answer.errors?.length) {
    if (answer.errors[0]?.extensions?.status_code === 401) return null;
    throw new Error(`me failed: ${JSON.stringify(answer.errors)}`);
  }
  return answer.data?.me as Profile;
}

export async function signIn(t: TestApp, email: string, password: string) {
  const response = await send(t, 'POST', '/signin', { body: { email, password } });
  return { status: response.statusCode, token: cookieFrom(response), response };
}

// ---------------------------------------------------------------------------------------------------------
// Mail: a small MIME reader, enough for what the mailer writes (multipart, quoted-printable, base64).

export interface ParsedMail {
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g,
    (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
  parts: MimePart[];
}

function parseMimePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1);
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMimePart(section.replace(/^\r?\n/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rest)
      : encoding === 'base64'
        ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8')
        : rest;
  return { headers, body, parts: [] };
}

function findPart(part: MimePart, type: string): string {
  if (
    (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type) &&
    part.parts.length === 0
  ) {
    return part.body;
  }
  for (const child of part.parts) {
    const found = findPart(child, type);
    if (found) return found;
  }
  return '';
}

export function parseMail(raw: string): ParsedMail {
  const root = parseMimePart(raw);
  return {
    headers: root.headers,
    to: root.headers.to ?? '',
    subject: root.headers.subject ?? '',
    text: findPart(root, 'text/plain'),
    html: findPart(root, 'text/html'),
    raw,
  };
}

export function outboxDir(t: TestApp): string {
  return path.join(t.dataDir, 'outbox');
}

/** File names in the outbox, oldest first (names start with an ISO timestamp). */
export function outboxFiles(t: TestApp): string[] {
  const dir = outboxDir(t);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : [];
}

export function readOutboxMail(t: TestApp, file: string): ParsedMail {
  return parseMail(readFileSync(path.join(outboxDir(t), file), 'utf8'));
}

/** The token in a mail's `/email/confirm/{token}` link. */
export function emailTokenIn(mail: ParsedMail): string | undefined {
  return /\/email\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
}

/** Mails to `to` in the outbox, oldest first, once the work after the answers has finished. */
export async function mailsTo(t: TestApp, to: string): Promise<ParsedMail[]> {
  await t.services.background.idle();
  return outboxFiles(t)
    .map((file) => readOutboxMail(t, file))
    .filter((mail) => mail.to.includes(to));
}

/** Opens the newest confirmation link mailed to `email`; throws when there is none or it is refused. */
export async function confirmEmailFromOutbox(t: TestApp, email: string) {
  const mails = await mailsTo(t, email);
  const token = mails.map(emailTokenIn).filter(Boolean).at(-1);
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  const response = await send(t, 'POST', '/email-confirmation', { body: { token } });
  if (response.statusCode !== 200)
    throw new Error(`confirmation failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** The reset token in a mail's `/password/new/{token}` link. */
export function resetTokenIn(mail: ParsedMail): string | undefined {
  return /\/password\/new\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
}

/**
 * Requests a password reset and returns what it added to the outbox (one mail for an existing account,
 * none otherwise) with the token of its link.
 */
export async function requestReset(t: TestApp, email: string, address?: string) {
  const before = new Set(outboxFiles(t));
  const response = await send(t, 'POST', '/password/reset', {
    body: { email },
    ...(address ? { address } : {}),
  });
  await t.services.background.idle();
  const mails = outboxFiles(t)
    .filter((file) => !before.has(file))
    .map((file) => readOutboxMail(t, file));
  return { response, mails, token: mails[0] ? resetTokenIn(mails[0]) : undefined };
}
