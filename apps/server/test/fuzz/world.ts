import { appendFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { formDeliverySettings } from '../../src/db/forms-schema.ts';
import { invitations } from '../../src/db/schema.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { appWorkspace, insertApp, insertPage } from '../app-helpers.ts';
import { insertAuthored } from '../authoring-helpers.ts';
import { insertCollection, insertItem } from '../collection-helpers.ts';
import { formKeyOn, insertFailedDelivery, insertSubmission } from '../forms-helpers.ts';
import type { SignedInUser, TestApp } from '../helpers.ts';
import { signUpAndIn } from '../helpers.ts';
import { insertVersion } from '../live-helpers.ts';
import { FIXTURE_LOCALES } from '../locale-helpers.ts';
import { insertMedia, insertUpload } from '../media-helpers.ts';
import { addMember, createTeam, invite, type OrgInfo, type TeamInfo } from '../org-helpers.ts';
import { insertPrefab } from '../prefab-helpers.ts';
import { type Hostile, MISSING, stringify } from './hostile.ts';

/**
 * One organization with one of everything the schema names, built with the shared fixture helpers: the main
 * entities every operation's valid arguments use, and spare ones that a valid delete (or removal) may consume.
 */
export interface Tenant {
  owner: SignedInUser;
  org: OrgInfo;
  team: TeamInfo;
  spareTeam: TeamInfo;
  /** An editor of `team` whose role updateTeamMemberRole changes, and one removeTeamMember removes. */
  roleMember: SignedInUser;
  removableMember: SignedInUser;
  componentId: string;
  templateId: string;
  spareComponentId: string;
  spareTemplateId: string;
  app: { id: string; name: string; alias: string };
  spareApp: { id: string; name: string; alias: string };
  page: { id: string; name: string; url: string };
  sparePage: { id: string; name: string; url: string };
  /** Two published versions of `page`, the second live. */
  versions: { first: string; second: string };
  media: { id: string; name: string };
  spareMedia: { id: string; name: string };
  upload: { id: string; size: number; extension: string; mediaType: string };
  prefab: { id: string; name: string };
  sparePrefab: { id: string; name: string };
  /** A pending invitation to `team`. */
  invitation: { id: string; token: string };
  /** A form on `page` with delivery settings holding a webhook secret, a submission of it and a spare one. */
  formKey: string;
  submission: { id: string };
  spareSubmission: { id: string };
  /** A failed webhook delivery of `submission` (a manager's retry makes it pending). */
  delivery: { id: string };
  /** A collection (a required text field `title`) with an item, and a spare of each (deleted by their controls). */
  collection: { id: string; name: string };
  spareCollection: { id: string; name: string };
  item: { id: string };
  spareItem: { id: string };
}

export async function buildTenant(t: TestApp, label: string): Promise<Tenant> {
  const db = t.database.db;
  const { owner, org, team, componentId, templateId } = await appWorkspace(t, `${label}owner`);
  const spareTeam = await createTeam(t, owner);
  const roleMember = await signUpAndIn(t, `${label}role`);
  const removableMember = await signUpAndIn(t, `${label}removable`);
  await addMember(t, org.id, team.id, roleMember, 'editor');
  await addMember(t, org.id, team.id, removableMember, 'editor');
  const spare = await insertAuthored(db, org.id, owner.id);
  // A second language: pages' settings per language (issue 26) have somewhere to go.
  const app = await insertApp(db, { orgId: org.id, teamId: team.id, locales: FIXTURE_LOCALES });
  const spareApp = await insertApp(db, { orgId: org.id, teamId: team.id });
  const page = await insertPage(db, { appId: app.id, templateId });
  const sparePage = await insertPage(db, { appId: app.id, templateId });
  const versions = {
    first: (await insertVersion(db, { pageId: page.id, appId: app.id, number: 1, url: page.url })).id,
    second: (
      await insertVersion(db, { pageId: page.id, appId: app.id, number: 2, url: page.url, live: true })
    ).id,
  };
  const formKey = formKeyOn(page.id);
  await db.insert(formDeliverySettings).values({
    appId: app.id,
    formKey,
    webhook: true,
    webhookUrl: 'https://hooks.example.com/in',
    webhookSecret: `whsec_${label}`,
  });
  const submission = await insertSubmission(db, { appId: app.id, formKey, pageId: page.id });
  const delivery = await insertFailedDelivery(db, app.id, submission.id);
  const { token } = await invite(t, owner, team.id, `${label}-invitee-${org.alias}@example.com`, 'editor');
  const collection = await insertCollection(db, app.id);
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  return {
    owner,
    org,
    team,
    spareTeam,
    roleMember,
    removableMember,
    componentId,
    templateId,
    spareComponentId: spare.componentId,
    spareTemplateId: spare.templateId,
    app,
    spareApp,
    page,
    sparePage,
    versions,
    media: await insertMedia(db, { appId: app.id, userId: owner.id }),
    spareMedia: await insertMedia(db, { appId: app.id, userId: owner.id }),
    upload: await insertUpload(db, { appId: app.id, userId: owner.id }),
    prefab: await insertPrefab(db, { appId: app.id, elementId: componentId }),
    sparePrefab: await insertPrefab(db, { appId: app.id, elementId: componentId }),
    invitation: { id: invitation!.id, token },
    formKey,
    submission,
    delivery,
    spareSubmission: await insertSubmission(db, { appId: app.id, formKey, pageId: page.id }),
    collection,
    spareCollection: await insertCollection(db, app.id),
    item: await insertItem(db, app.id, collection.id, 'Fuzz item'),
    spareItem: await insertItem(db, app.id, collection.id, 'Spare item'),
  };
}

/** A tenant's ids by role, and the kind of entity each is. */
export function idsOf(tenant: Tenant): Record<string, { id: string; kind: string }> {
  return {
    org: { id: tenant.org.id, kind: 'org' },
    owner: { id: tenant.owner.id, kind: 'user' },
    roleMember: { id: tenant.roleMember.id, kind: 'user' },
    removableMember: { id: tenant.removableMember.id, kind: 'user' },
    team: { id: tenant.team.id, kind: 'team' },
    spareTeam: { id: tenant.spareTeam.id, kind: 'team' },
    component: { id: tenant.componentId, kind: 'component' },
    spareComponent: { id: tenant.spareComponentId, kind: 'component' },
    template: { id: tenant.templateId, kind: 'template' },
    spareTemplate: { id: tenant.spareTemplateId, kind: 'template' },
    app: { id: tenant.app.id, kind: 'app' },
    spareApp: { id: tenant.spareApp.id, kind: 'app' },
    page: { id: tenant.page.id, kind: 'page' },
    sparePage: { id: tenant.sparePage.id, kind: 'page' },
    firstVersion: { id: tenant.versions.first, kind: 'version' },
    secondVersion: { id: tenant.versions.second, kind: 'version' },
    media: { id: tenant.media.id, kind: 'media' },
    spareMedia: { id: tenant.spareMedia.id, kind: 'media' },
    upload: { id: tenant.upload.id, kind: 'upload' },
    prefab: { id: tenant.prefab.id, kind: 'prefab' },
    sparePrefab: { id: tenant.sparePrefab.id, kind: 'prefab' },
    invitation: { id: tenant.invitation.id, kind: 'invitation' },
    submission: { id: tenant.submission.id, kind: 'submission' },
    spareSubmission: { id: tenant.spareSubmission.id, kind: 'submission' },
    delivery: { id: tenant.delivery.id, kind: 'delivery' },
    collection: { id: tenant.collection.id, kind: 'collection' },
    spareCollection: { id: tenant.spareCollection.id, kind: 'collection' },
    item: { id: tenant.item.id, kind: 'item' },
    spareItem: { id: tenant.spareItem.id, kind: 'item' },
  };
}

/** The role an entity of each kind is confused with ("an id of another kind"). */
const CONFUSED_WITH: Record<string, string> = {
  org: 'team',
  user: 'team',
  team: 'app',
  app: 'page',
  page: 'app',
  component: 'template',
  template: 'component',
  version: 'page',
  media: 'prefab',
  prefab: 'media',
  upload: 'media',
  invitation: 'team',
  submission: 'media',
  delivery: 'submission',
  collection: 'item',
  item: 'collection',
};

/** The kind an ID argument names when its valid value is none of the fixture's (e.g. an optional appId). */
const KIND_OF_ARGUMENT: Record<string, string> = {
  teamId: 'team',
  appId: 'app',
  pageId: 'page',
  userId: 'user',
  versionId: 'firstVersion',
  elementId: 'component',
  orgId: 'org',
  collectionId: 'collection',
  id: 'app',
};

/**
 * Forged ids for an ID argument whose valid value belongs to `mine`: the same entity's counterpart in `other`
 * (another tenant's), and an entity of `mine` of another kind.
 */
export function forgedIds(mine: Tenant, other: Tenant, valid: unknown, name: string): Hostile[] {
  const myIds = idsOf(mine);
  const otherIds = idsOf(other);
  const role =
    Object.entries(myIds).find(([, entry]) => entry.id === valid)?.[0] ?? KIND_OF_ARGUMENT[name] ?? 'app';
  const kind = myIds[role]?.kind ?? 'app';
  const confused = CONFUSED_WITH[kind] ?? 'app';
  const values: Hostile[] = [];
  const theirs = otherIds[role];
  if (theirs) values.push({ kind: `another tenant's ${role}`, value: theirs.id });
  const mineOther = myIds[confused];
  if (mineOther) values.push({ kind: `an id of a ${confused}, not a ${kind}`, value: mineOther.id });
  return values;
}

// ---------------------------------------------------------------------------------------------------------
// Sending and judging.

/** What one request got back: its status, the first error's status and message, and whether it did the work. */
export interface Outcome {
  http: number;
  /** The most severe status: the HTTP status, or the highest extensions.status_code of the errors. */
  status: number;
  message: string;
  /** The operation answered with data: it ran. */
  accepted: boolean;
  /** A 5xx, a masked "Unexpected error", or an answer that is not JSON. */
  serverError: boolean;
}

export function judge(response: LightMyRequestResponse): Outcome {
  const http = response.statusCode;
  let body: { data?: Record<string, unknown> | null; errors?: unknown; message?: unknown } | null = null;
  try {
    body = response.body ? JSON.parse(response.body) : null;
  } catch {
    body = null;
  }
  const errors = Array.isArray(body?.errors)
    ? (body.errors as Array<{ message?: string; extensions?: { status_code?: number } }>)
    : [];
  const codes = errors.map((e) => e.extensions?.status_code ?? http);
  const status = Math.max(http, ...codes);
  const message =
    errors[0]?.message ??
    (typeof body?.message === 'string' ? body.message : response.body.slice(0, 200) || '(empty body)');
  const data = body?.data;
  const accepted =
    http < 400 && !!data && typeof data === 'object' && Object.values(data).some((v) => v !== null);
  const unexpected = errors.some((e) => /unexpected error/i.test(e.message ?? ''));
  const notJson = body === null && http !== 204;
  return {
    http,
    status,
    message,
    accepted: errors.length === 0 ? http < 400 : accepted,
    serverError: status >= 500 || unexpected || (notJson && http >= 400 && http !== 413 && http !== 415),
  };
}

/** With FUZZ_LOG=<file>, every case's line is appended there (to read what the suite sent and got). */
export function logCase(text: string) {
  if (process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `${text}\n`);
}

/** A refusal: a 4xx, no data. */
export const refused = (o: Outcome) => !o.serverError && !o.accepted && o.status >= 400 && o.status < 500;

export function describeOutcome(o: Outcome): string {
  const message = o.accepted ? 'answered' : o.message.replace(/\s+/g, ' ').slice(0, 160);
  return `${o.status}${o.http !== o.status ? ` (HTTP ${o.http})` : ''}${o.accepted ? ' with data' : ''}, "${message}"`;
}

/** POST /graphql of a document with variables (MISSING ones left out), as a signed-in user or signed out. */
export function sendGraphQL(
  t: TestApp,
  document: string,
  variables: Record<string, unknown>,
  token: string | undefined,
) {
  const sent = Object.fromEntries(Object.entries(variables).filter(([, v]) => v !== MISSING));
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    cookies: token ? { auth_token: token } : {},
    payload: stringify({ query: document, variables: sent }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// The database digest: proof that a refused request changed nothing.

/** Tables whose rows change on reads or sign-ins, or record what happened rather than the state. */
const UNSCOPED_TABLES = new Set([
  'sessions',
  'activities',
  // The installation's own secrets (forms' time-token key): no tenant's.
  'instance_secrets',
  // Written by the delivery worker only; each belongs to a delivery (scoped by app_id) and goes with it.
  'form_delivery_attempts',
]);

/** How a table's rows are narrowed to the fixture's, by the first of these columns it has. */
const SCOPE_COLUMNS: Array<[column: string, set: string]> = [
  ['org_id', 'o'],
  ['app_id', 'a'],
  ['page_id', 'p'],
  ['team_id', 't'],
  ['user_id', 'u'],
  // Sort keys of collection items (no app_id of their own).
  ['collection_id', 'c'],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidArray(ids: string[]): string {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'{${ids.join(',')}}'::uuid[]`;
}

type Rows<T> = { rows: T[] };

/**
 * A digest of every application table's rows that belong to the fixture: its users, the organizations they own
 * (or that are named), and everything of those organizations (teams, apps, pages, …), one md5 per table. Tables
 * are read from the database itself: a new table is covered as soon as it has one of SCOPE_COLUMNS, and one
 * without any fails here, so whoever adds it decides how it is scoped. `marker`: users whose e-mail holds it
 * (accounts a sign-up case could have created) are counted too.
 */
export async function createDigest(t: TestApp, scope: { users: string[]; orgs: string[]; marker: string }) {
  const db = t.database.db;
  const columns = (await db.execute(
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  )) as unknown as Rows<{ table: string; column: string }>;
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns.rows) tables.set(table, [...(tables.get(table) ?? []), column]);
  const parts: string[] = [];
  for (const [table, cols] of tables) {
    if (UNSCOPED_TABLES.has(table)) continue;
    let where: string;
    if (table === 'users') where = 'x.id in (select id from u)';
    else if (table === 'orgs') where = 'x.id in (select id from o)';
    else {
      const scope = SCOPE_COLUMNS.find(([column]) => cols.includes(column));
      if (!scope)
        throw new Error(
          `the fuzz digest cannot scope table ${table}: give it one of ${SCOPE_COLUMNS.map(([c]) => c).join(', ')} or list it in UNSCOPED_TABLES (fuzz/world.ts)`,
        );
      where = `x.${scope[0]} in (select id from ${scope[1]})`;
    }
    parts.push(
      `select '${table}' as name, count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as digest from "${table}" x where ${where}`,
    );
  }
  if (!/^[a-z0-9]+$/.test(scope.marker)) throw new Error('the marker must be lower-case letters and digits');
  parts.push(
    `select 'users with the fuzz marker' as name, count(*)::int as n, '' as digest from users where email like '%${scope.marker}%'`,
  );
  const text = `with u(id) as (select unnest(${uuidArray(scope.users)})),
    o(id) as (select id from orgs where id = any(${uuidArray(scope.orgs)}) or owner_id in (select id from u)),
    t(id) as (select id from teams where org_id in (select id from o)),
    a(id) as (select id from apps where org_id in (select id from o)),
    p(id) as (select id from pages where app_id in (select id from a)),
    c(id) as (select id from collections where app_id in (select id from a))
    ${parts.join('\nunion all\n')}`;
  return async (): Promise<Record<string, string>> => {
    const result = (await db.execute(sql.raw(text))) as unknown as Rows<{
      name: string;
      n: number;
      digest: string;
    }>;
    return Object.fromEntries(result.rows.map((r) => [r.name, `${r.n}:${r.digest}`]));
  };
}

/**
 * Proves refusals change nothing at the cost of few digests: the digest is taken before a case that may be
 * answered (so the refused cases since the last one are checked together) and after a case that was answered
 * (whose own changes are then accepted: `restore` puts the fixture back first), and once at the end.
 */
export class Ledger {
  private baseline: Record<string, string> = {};
  private refusedSince: string[] = [];

  constructor(
    private readonly snapshot: () => Promise<Record<string, string>>,
    private readonly restore: () => Promise<void>,
    private readonly failures: string[],
  ) {}

  async start() {
    this.baseline = await this.snapshot();
    this.refusedSince = [];
  }

  /** Checks the refused cases since the last digest changed nothing. */
  async check() {
    const now = await this.snapshot();
    const changed = changedTables(this.baseline, now);
    if (changed.length > 0)
      this.failures.push(
        `refused, yet ${changed.join(', ')} changed, by one of:\n    ${this.refusedSince.join('\n    ')}`,
      );
    this.baseline = now;
    this.refusedSince = [];
  }

  /** Records a case's outcome: an answered one is restored from and becomes the new baseline. */
  async record(label: string, outcome: Outcome) {
    if (outcome.accepted) {
      await this.restore();
      this.baseline = await this.snapshot();
      this.refusedSince = [];
    } else {
      this.refusedSince.push(label);
    }
  }
}

/** The tables whose digest differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** Own keys of Object.prototype: a prototype-pollution case would add one. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
