import { randomUUID } from 'node:crypto';
import { emptyPageContent } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CollectionItemRow, collectionItems, collections } from '../src/db/collections-schema.ts';
import { type FormSubmissionRow, formSubmissions } from '../src/db/forms-schema.ts';
import { apps, orgMembers, prefabs, teamMembers, teams, users } from '../src/db/schema.ts';
import { appInput, appUpdate, pageInput, pageUpdate } from './app-helpers.ts';
import { componentInput, templateInput } from './authoring-helpers.ts';
import { casesOf, type FuzzCase, setAt } from './fuzz/cases.ts';
import {
  deepArray,
  deepObject,
  type Hostile,
  HUGE,
  idValues,
  MISSING,
  stringify,
  stringValues,
} from './fuzz/hostile.ts';
import { loadSchema, type Operation, operationsOf } from './fuzz/schema.ts';
import {
  buildTenant,
  changedTables,
  createDigest,
  describeOutcome,
  forgedIds,
  judge,
  Ledger,
  logCase,
  type Outcome,
  prototypeKeys,
  refused,
  sendGraphQL,
  type Tenant,
} from './fuzz/world.ts';
import {
  createTestApp,
  emailTokenIn,
  mailsTo,
  requestReset,
  type SignedInUser,
  signUpAndIn,
  type TestApp,
} from './helpers.ts';
import { FIXTURE_LOCALES } from './locale-helpers.ts';
import { png } from './media-files.ts';
import { multipart, newMedia } from './media-helpers.ts';
import { invite, uniqueAlias } from './org-helpers.ts';
import { prefabDataTypes, prefabInput } from './prefab-helpers.ts';

/**
 * Issue 20, "keep it closed": every Query and Mutation field of schema.graphql, each argument (and each field of
 * an input argument) in turn given hostile values while the others stay valid, sent as the organization owner
 * (who may do the most) and a sample signed out; then the documents themselves (depth, aliases, tokens, batches,
 * content types); then every REST route that takes a body. The rules:
 * - never a 5xx, never "Unexpected error";
 * - a hostile value is refused with a 4xx, except the `mayAccept` ones (odd but storable text, an empty list …)
 *   and the arguments of ACCEPTS, which may also be answered (and stored);
 * - a refusal changes nothing in the database (a digest of every table's rows of the fixture, fuzz/world.ts);
 * - the valid arguments themselves succeed (otherwise every case would be refused for the wrong reason).
 * A failure lists "operation / argument / value kind → status, message".
 */

const SCHEMA = loadSchema();
const OPERATIONS = operationsOf(SCHEMA);

/** Lower-case letters and digits in every e-mail the REST cases make, so accounts they create can be counted. */
const MARKER = `fz${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** Rate limits out of the way: the cases come by the thousand from one address and for one user. */
const UNLIMITED = {
  RATE_LIMIT_ADDRESS_POINTS: '10000000',
  RATE_LIMIT_EMAIL_POINTS: '10000000',
  RATE_LIMIT_TRANSPILE_POINTS: '10000000',
  RATE_LIMIT_UPLOAD_POINTS: '10000000',
  RATE_LIMIT_WEBHOOK_TEST_POINTS: '10000000',
};

interface World {
  /** Our organization: its owner sends every case. */
  f: Tenant;
  /** Another tenant: its ids are forged into our cases. */
  x: Tenant;
  /** An invitation of x's team to f's owner: acceptInvitation's valid token. */
  acceptToken: string;
}

type Args = Record<string, unknown>;

/** The fuzz collection's fields as updateCollection takes them (collection-helpers insertCollection). */
const FUZZ_FIELDS = [{ id: 'title', name: 'Title', type: 'text', required: true }];

const fresh = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const contentOf = (templateId: string) => emptyPageContent({ id: templateId, slots: 2, dataTypes: {} });

/**
 * Valid arguments of every operation of the schema, built from the world. The first test checks this map names
 * exactly the schema's operations: a new operation fails the suite until its valid arguments are written here.
 * Each call gives fresh names and aliases, so that a value the server accepts never turns the next case into a
 * conflict; deletes and removals name the spare entities, so that their control (the valid call, last) consumes
 * nothing another operation needs.
 */
const VALID: Record<string, (w: World) => Args> = {
  'Query.me': () => ({}),
  'Query.team': (w) => ({ id: w.f.team.id }),
  'Query.teams': () => ({ first: 10 }),
  'Query.invitation': (w) => ({ token: w.f.invitation.token }),
  'Query.activities': (w) => ({ appId: w.f.app.id }),
  'Query.component': (w) => ({ id: w.f.componentId }),
  'Query.components': () => ({}),
  'Query.template': (w) => ({ id: w.f.templateId }),
  'Query.templates': () => ({}),
  'Query.app': (w) => ({ id: w.f.app.id }),
  'Query.apps': () => ({ search: 'app' }),
  'Query.page': (w) => ({ id: w.f.page.id }),
  'Query.pages': (w) => ({ appId: w.f.app.id, search: 'page' }),
  'Query.pageVersions': (w) => ({ pageId: w.f.page.id }),
  'Query.pageVersionContent': (w) => ({ id: w.f.versions.first }),
  'Query.pageExists': (w) => ({ appId: w.f.app.id, url: '/some-page' }),
  'Query.medias': (w) => ({ appId: w.f.app.id, filter: { text: 'media', mediaType: 'Image' } }),
  'Query.getAllEngineEvents': () => ({ locale: 'en-US' }),
  'Query.prefab': (w) => ({ id: w.f.prefab.id }),
  'Query.prefabs': (w) => ({ appId: w.f.app.id }),
  'Query.siteSettings': (w) => ({ appId: w.f.app.id }),
  'Query.appBreakpointValueCounts': (w) => ({ appId: w.f.app.id }),
  'Query.appTranslationCounts': (w) => ({ appId: w.f.app.id }),
  'Query.appForms': (w) => ({ appId: w.f.app.id }),
  'Query.formSubmissions': (w) => ({
    appId: w.f.app.id,
    formKey: w.f.formKey,
    search: 'hello',
    unread: true,
    first: 10,
  }),
  'Query.formSubmission': (w) => ({ id: w.f.submission.id }),
  'Query.formDeliverySettings': (w) => ({ appId: w.f.app.id, formKey: w.f.formKey }),
  'Query.collections': (w) => ({ appId: w.f.app.id }),
  'Query.collection': (w) => ({ id: w.f.collection.id }),
  'Query.collectionItems': (w) => ({
    collectionId: w.f.collection.id,
    first: 10,
    search: 'fuzz',
    sort: { field: 'title', direction: 'asc' },
    status: 'draft',
  }),
  'Query.collectionItem': (w) => ({ id: w.f.item.id }),
  'Query.collectionFieldChanges': (w) => ({ collectionId: w.f.collection.id, fields: FUZZ_FIELDS }),

  'Mutation.createOrg': () => ({ name: fresh('Fuzz org'), description: 'A fuzz org', alias: uniqueAlias() }),
  'Mutation.updateOrg': (w) => ({
    id: w.f.org.id,
    org: { name: fresh('Fuzz org'), description: 'A fuzz org', alias: w.f.org.alias },
  }),
  'Mutation.createTeam': () => ({ name: fresh('Fuzz team'), description: 'A fuzz team' }),
  'Mutation.updateTeam': (w) => ({ id: w.f.team.id, name: fresh('Fuzz team'), description: 'A fuzz team' }),
  'Mutation.deleteTeam': (w) => ({ id: w.f.spareTeam.id }),
  'Mutation.inviteTeamMember': (w) => ({
    teamId: w.f.team.id,
    email: `invitee-${randomUUID().slice(0, 8)}-${MARKER}@example.com`,
    role: 'editor',
  }),
  'Mutation.acceptInvitation': (w) => ({ token: w.acceptToken }),
  'Mutation.revokeInvitation': (w) => ({ id: w.f.invitation.id }),
  'Mutation.updateTeamMemberRole': (w) => ({
    teamId: w.f.team.id,
    userId: w.f.roleMember.id,
    role: 'publisher',
  }),
  'Mutation.removeTeamMember': (w) => ({ teamId: w.f.team.id, userId: w.f.removableMember.id }),
  'Mutation.createComponent': () => ({ newComponent: componentInput({ tags: ['fuzz'] }) }),
  'Mutation.updateComponent': (w) => ({ id: w.f.componentId, component: componentInput({ tags: ['fuzz'] }) }),
  'Mutation.deleteComponent': (w) => ({ id: w.f.spareComponentId }),
  'Mutation.createTemplate': () => ({ newTemplate: templateInput({ tags: ['fuzz'], thumbnails: [] }) }),
  'Mutation.updateTemplate': (w) => ({ id: w.f.templateId, template: templateInput({ tags: ['fuzz'] }) }),
  'Mutation.deleteTemplate': (w) => ({ id: w.f.spareTemplateId }),
  'Mutation.createApp': (w) => ({ newApp: appInput(w.f.team.id) }),
  'Mutation.updateApp': (w) => ({
    id: w.f.app.id,
    app: appUpdate({ name: fresh('App'), alias: w.f.app.alias, description: 'A fuzz app', tags: ['fuzz'] }),
  }),
  'Mutation.deleteApp': (w) => ({ id: w.f.spareApp.id }),
  'Mutation.updateSiteSettings': (w) => ({
    appId: w.f.app.id,
    settings: {
      siteName: fresh('Site'),
      faviconMediaId: w.f.media.id,
      socialImageMediaId: w.f.media.id,
      headerPrefabId: w.f.prefab.id,
      footerPrefabId: w.f.prefab.id,
    },
  }),
  // New breakpoints (no ids): valid whatever an accepted case left (an empty list deletes them all).
  'Mutation.updateAppBreakpoints': (w) => ({
    appId: w.f.app.id,
    breakpoints: [
      { maxWidth: 991, label: { enUS: fresh('Tablet'), ptBR: 'Tablet' } },
      { maxWidth: 478, label: { enUS: 'Phone', ptBR: 'Celular' } },
    ],
  }),
  // Valid whatever an accepted case left: a default and one other language.
  'Mutation.updateAppLocales': (w) => ({
    appId: w.f.app.id,
    locales: { default: 'en-US', others: ['pt-BR'] },
  }),
  'Mutation.createPage': (w) => ({
    newPage: pageInput(w.f.app.id, w.f.templateId, { content: contentOf(w.f.templateId) }),
  }),
  'Mutation.updatePage': (w) => ({
    id: w.f.page.id,
    page: pageUpdate(
      {
        name: fresh('Page'),
        url: w.f.page.url,
        title: 'A fuzz title',
        description: 'A fuzz page',
        tags: ['fuzz'],
      },
      { content: contentOf(w.f.templateId) },
    ),
  }),
  'Mutation.updatePageTranslation': (w) => ({
    pageId: w.f.page.id,
    locale: 'pt-BR',
    translation: { url: fresh('sobre'), title: 'Um título', description: null, tags: ['fuzz'] },
  }),
  'Mutation.deletePage': (w) => ({ id: w.f.sparePage.id }),
  'Mutation.publishPage': (w) => ({ id: w.f.page.id }),
  'Mutation.publishApp': (w) => ({ id: w.f.app.id }),
  'Mutation.rollbackPage': (w) => ({ id: w.f.page.id, versionId: w.f.versions.first }),
  'Mutation.createMedia': (w) => ({ newMedia: newMedia(w.f.app.id, w.f.upload, fresh('Media')) }),
  'Mutation.updateMedia': (w) => ({ id: w.f.media.id, name: fresh('Media') }),
  'Mutation.deleteMedia': (w) => ({ id: w.f.spareMedia.id }),
  'Mutation.createPrefab': (w) => ({ appId: w.f.app.id, prefab: prefabInput(w.f.componentId) }),
  'Mutation.updatePrefab': (w) => ({
    id: w.f.prefab.id,
    prefab: { name: fresh('Prefab'), dataTypes: prefabDataTypes() },
  }),
  'Mutation.deletePrefab': (w) => ({ id: w.f.sparePrefab.id }),
  'Mutation.markFormSubmissions': (w) => ({ appId: w.f.app.id, ids: [w.f.submission.id], read: true }),
  // The spare submission: put back after any answered case (restoreWorld), so the control still finds it.
  'Mutation.deleteFormSubmissions': (w) => ({ appId: w.f.app.id, ids: [w.f.spareSubmission.id] }),
  'Mutation.updateFormDeliverySettings': (w) => ({
    appId: w.f.app.id,
    formKey: w.f.formKey,
    input: {
      email: true,
      recipients: [w.f.owner.id],
      webhook: true,
      webhookUrl: 'https://hooks.example.com/in',
      challenge: false,
    },
  }),
  'Mutation.rotateFormWebhookSecret': (w) => ({ appId: w.f.app.id, formKey: w.f.formKey }),
  'Mutation.sendTestFormWebhook': (w) => ({ appId: w.f.app.id, formKey: w.f.formKey }),
  // Failed, then pending: a pending delivery may be retried again (sooner), so the control always succeeds.
  'Mutation.retryFormDelivery': (w) => ({ appId: w.f.app.id, deliveryId: w.f.delivery.id }),
  'Mutation.createCollection': (w) => ({
    appId: w.f.app.id,
    collection: { name: fresh('Col'), fields: [{ name: 'Title', type: 'text', required: true }] },
  }),
  // The collection's fields (restoreWorld puts them back after an accepted case removed them).
  'Mutation.updateCollection': (w) => ({
    id: w.f.collection.id,
    collection: { name: fresh('Col'), fields: FUZZ_FIELDS },
    confirmRemovals: true,
  }),
  'Mutation.deleteCollection': (w) => ({ id: w.f.spareCollection.id }),
  'Mutation.createCollectionItem': (w) => ({
    collectionId: w.f.collection.id,
    values: { title: fresh('Item') },
  }),
  'Mutation.updateCollectionItem': (w) => ({ id: w.f.item.id, values: { title: fresh('Item') } }),
  // The spare item: put back after any answered case (restoreWorld).
  'Mutation.deleteCollectionItems': (w) => ({ collectionId: w.f.collection.id, ids: [w.f.spareItem.id] }),
  'Mutation.publishCollectionItems': (w) => ({ collectionId: w.f.collection.id, ids: [w.f.item.id] }),
  'Mutation.unpublishCollectionItems': (w) => ({ collectionId: w.f.collection.id, ids: [w.f.item.id] }),
  'Mutation.updateUser': (w) => ({
    id: w.f.owner.id,
    user: { username: fresh('Fuzz'), email: w.f.owner.email },
  }),
  'Mutation.updateUserPassword': (w) => ({
    currentPassword: w.f.owner.password,
    newPassword: `fuzz-${randomUUID()}`,
  }),
  'Mutation.sendEmailConfirmation': () => ({}),
};

/**
 * Arguments whose every value (or, with `kinds`, those kinds of value) may be answered (no 5xx, and a refusal
 * changes nothing), by `Operation path`: text that is only compared or ignored, or that is reduced to letters and
 * digits before it is stored.
 */
const SANITISED = {
  kinds: ['a NUL character'],
  reason: 'reduced to letters, digits (and dashes) before use',
};
const ACCEPTS: Record<string, string | { kinds: string[]; reason: string }> = {
  'Mutation.createOrg alias': SANITISED,
  'Mutation.updateOrg org.alias': SANITISED,
  'Mutation.createApp newApp.alias': SANITISED,
  'Mutation.updateApp app.alias': SANITISED,
  'Mutation.createPage newPage.url': SANITISED,
  'Mutation.updatePage page.url': SANITISED,
  'Mutation.updatePageTranslation translation.url': SANITISED,
  'Query.pageExists url': SANITISED,
  'Query.apps search': 'search text: any text matches or not',
  'Query.pages search': 'search text: any text matches or not',
  'Query.medias filter.text': 'search text: any text matches or not',
  'Query.formSubmissions search': 'search text: any text matches or not',
  'Query.collectionItems search': 'search text: any text matches or not',
  'Query.getAllEngineEvents locale': 'an unknown locale falls back to en-US',
  'Mutation.createComponent newComponent.compiledCode': 'ignored: the server compiles code itself',
  'Mutation.updateComponent component.compiledCode': 'ignored: the server compiles code itself',
  'Mutation.createTemplate newTemplate.compiledCode': 'ignored: the server compiles code itself',
  'Mutation.updateTemplate template.compiledCode': 'ignored: the server compiles code itself',
  'Mutation.createTemplate newTemplate.slots': 'ignored: the server counts the slot parameters',
  'Mutation.updateTemplate template.slots': 'ignored: the server counts the slot parameters',
  'Mutation.updateUserPassword currentPassword': 'a password is any text; a wrong one is a 401',
  'Mutation.updateUserPassword newPassword': 'a password is any text (decision 0022)',
  'Mutation.updateUser user.currentPassword': 'a password is any text; a wrong one is a 401',
};

function accepts(op: string, c: { path: string; kind: string }): boolean {
  const rule = ACCEPTS[`${op} ${c.path}`];
  return rule !== undefined && (typeof rule === 'string' || rule.kinds.includes(c.kind));
}

/** Operations a signed-out caller may call. */
const SIGNED_OUT_OPEN = new Set(['Query.invitation']);

describe('fuzz: hostile arguments for every operation of the schema', () => {
  let t: TestApp;
  let w: World;
  let snapshot: () => Promise<Record<string, string>>;
  let ownerPasswordHash: string;
  /** The spare submission as built: deleteFormSubmissions' valid call (or an answered case) removes it. */
  let spareSubmission: FormSubmissionRow;
  /** The collection's item and the spare one as built: accepted cases change or delete them. */
  let fuzzItems: CollectionItemRow[];
  const originalPrototype = prototypeKeys();

  beforeAll(async () => {
    t = await createTestApp({}, UNLIMITED);
    const f = await buildTenant(t, 'fuzzf');
    const x = await buildTenant(t, 'fuzzx');
    const { token } = await invite(t, x.owner, x.team.id, f.owner.email, 'viewer');
    w = { f, x, acceptToken: token };
    const tenantUsers = (n: Tenant) => [n.owner.id, n.roleMember.id, n.removableMember.id];
    const digest = await createDigest(t, {
      users: [...tenantUsers(f), ...tenantUsers(x)],
      orgs: [f.org.id, x.org.id],
      marker: MARKER,
    });
    // Work left running after an answer (mails, their rows) belongs to the case that started it.
    snapshot = async () => {
      await t.services.background.idle();
      return digest();
    };
    const [row] = await t.database.db.select().from(users).where(eq(users.id, f.owner.id));
    ownerPasswordHash = row!.passwordHash;
    const [spare] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, f.spareSubmission.id));
    spareSubmission = spare!;
    fuzzItems = await t.database.db
      .select()
      .from(collectionItems)
      .where(inArray(collectionItems.id, [f.item.id, f.spareItem.id]));
  }, 180_000);
  afterAll(() => t?.close());

  /**
   * After a call that was answered: the owner back in our organization (createOrg switches to the new one), with
   * their password (updateUserPassword), and out of the other tenant (acceptInvitation), so every later case is
   * still the owner of f acting on x from outside.
   */
  async function restoreWorld() {
    const db = t.database.db;
    await db
      .update(users)
      .set({ currentOrgId: w.f.org.id, passwordHash: ownerPasswordHash })
      .where(eq(users.id, w.f.owner.id));
    const xTeams = (await db.select().from(teams).where(eq(teams.orgId, w.x.org.id))).map((row) => row.id);
    if (xTeams.length)
      await db
        .delete(teamMembers)
        .where(and(eq(teamMembers.userId, w.f.owner.id), inArray(teamMembers.teamId, xTeams)));
    await db
      .delete(orgMembers)
      .where(and(eq(orgMembers.userId, w.f.owner.id), eq(orgMembers.orgId, w.x.org.id)));
    await db.insert(formSubmissions).values(spareSubmission).onConflictDoNothing();
    // The fuzz collection's fields and items as built, whatever an accepted updateCollection or delete left.
    await db
      .update(collections)
      .set({
        fields: [
          {
            id: 'title',
            name: 'Title',
            type: 'text',
            required: true,
            help: null,
            options: [],
            referenceCollectionId: null,
          },
        ],
      })
      .where(eq(collections.id, w.f.collection.id));
    for (const { search: _search, ...item } of fuzzItems) {
      await db.insert(collectionItems).values(item).onConflictDoNothing();
      await db.update(collectionItems).set({ values: item.values }).where(eq(collectionItems.id, item.id));
    }
    // A second language for updatePageTranslation, whatever an answered updateAppLocales left.
    await db.update(apps).set({ locales: FIXTURE_LOCALES }).where(eq(apps.id, w.f.app.id));
  }

  const context = () => ({
    forgedIds: (valid: unknown, name: string) => forgedIds(w.f, w.x, valid, name),
  });

  function line(op: string, c: { path: string; kind: string }, o: Outcome, rule: string) {
    return `${op} / ${c.path} / ${c.kind} → ${describeOutcome(o)}  [${rule}]`;
  }

  it('has valid arguments for exactly the operations of the schema', () => {
    const missing = OPERATIONS.map((op) => op.key).filter((key) => !VALID[key]);
    const stale = Object.keys(VALID).filter((key) => !OPERATIONS.some((op) => op.key === key));
    expect(missing, 'operations without valid arguments: add them to VALID').toEqual([]);
    expect(stale, 'VALID names operations the schema no longer has').toEqual([]);
    const paths = new Set(
      OPERATIONS.flatMap((op) => casesOf(op, {}, context()).map((c) => `${op.key} ${c.path}`)),
    );
    expect(Object.keys(ACCEPTS).filter((key) => !paths.has(key))).toEqual([]);
  });

  it("the digest sees a change in our tenant's rows and in the other tenant's", async () => {
    const db = t.database.db;
    const before = await snapshot();
    await db.update(teams).set({ name: 'Digest check' }).where(eq(teams.id, w.f.team.id));
    await db.update(prefabs).set({ name: 'Digest check' }).where(eq(prefabs.id, w.x.prefab.id));
    expect(changedTables(before, await snapshot())).toEqual(['prefabs', 'teams']);
    await db.update(teams).set({ name: w.f.team.name }).where(eq(teams.id, w.f.team.id));
    await db.update(prefabs).set({ name: w.x.prefab.name }).where(eq(prefabs.id, w.x.prefab.id));
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  /** Sends every case of the operation; returns the failures. */
  async function fuzz(op: Operation): Promise<string[]> {
    const build = VALID[op.key];
    if (!build) return [`${op.key}: no valid arguments in VALID`];
    const failures: string[] = [];
    const ledger = new Ledger(snapshot, restoreWorld, failures);
    await ledger.start();
    // A query writes nothing: one digest before its cases and one after them are enough.
    const mutation = op.kind === 'mutation';
    for (const c of casesOf(op, build(w), context())) {
      const lenient = c.mayAccept || accepts(op.key, c);
      if (lenient && mutation) await ledger.check();
      const started = performance.now();
      const o = judge(await sendGraphQL(t, op.document, c.variables(build(w)), w.f.owner.token));
      const text = line(op.key, c, o, lenient ? 'may be answered' : 'must be refused');
      logCase(`${Math.round(performance.now() - started)}ms ${text}`);
      if (o.serverError) failures.push(line(op.key, c, o, 'server error'));
      else if (!lenient && !refused(o)) failures.push(line(op.key, c, o, 'a hostile value was not refused'));
      if (mutation) await ledger.record(text, o);
    }
    await ledger.check();
    if (prototypeKeys() !== originalPrototype)
      failures.push(`${op.key}: Object.prototype was polluted (${prototypeKeys()})`);
    // The control: the valid arguments succeed, so each refusal above was the hostile value's.
    const control = judge(await sendGraphQL(t, op.document, build(w), w.f.owner.token));
    if (!control.accepted || control.serverError)
      failures.push(
        line(
          op.key,
          { path: '(all valid)', kind: 'the valid arguments' },
          control,
          'must succeed: fix VALID',
        ),
      );
    await restoreWorld();
    return failures;
  }

  it.each(OPERATIONS.map((op) => op.key))(
    '%s',
    async (key) => {
      const failures = await fuzz(OPERATIONS.find((op) => op.key === key)!);
      expect(failures, failures.join('\n')).toEqual([]);
    },
    180_000,
  );

  it('signed out, every operation is refused with a 4xx, whatever its arguments', async () => {
    const failures: string[] = [];
    const before = await snapshot();
    for (const op of OPERATIONS) {
      const valid = VALID[op.key]?.(w) ?? {};
      const sample: FuzzCase[] = [
        { path: '(all valid)', kind: 'the valid arguments', variables: () => valid, mayAccept: false },
        ...casesOf(op, valid, context()).filter((_, i) => i % 7 === 0),
      ];
      for (const c of sample) {
        const o = judge(await sendGraphQL(t, op.document, c.variables(valid), undefined));
        if (o.serverError) failures.push(line(op.key, c, o, 'server error, signed out'));
        else if (!refused(o) && !SIGNED_OUT_OPEN.has(op.key))
          failures.push(line(op.key, c, o, 'answered signed out'));
      }
    }
    const changed = changedTables(before, await snapshot());
    expect(changed, 'signed-out cases changed the database').toEqual([]);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 180_000);

  describe('documents', () => {
    const DOCUMENTS: Array<[string, () => string]> = [
      ['a 5 000-deep selection', () => `{ me ${'{ currentOrg '.repeat(5000)}{ id }${' }'.repeat(5000)} }`],
      [
        'a 5 000-deep list literal',
        () => `{ getAllEngineEvents(locale: ${'['.repeat(5000)}"en-US"${']'.repeat(5000)}) { id } }`,
      ],
      [
        'a 5 000-deep object literal in a JSON argument',
        () =>
          `mutation { createComponent(newComponent: { name: "Deep literal", description: "deep", icon: "<svg/>", code: "x", dataGroups: [], dataEvents: {}, dataTypes: ${'{ a: '.repeat(5000)}1${' }'.repeat(5000)} }) { id } }`,
      ],
      ['5 000 aliases', () => `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: me { id }`).join(' ')} }`],
      ['5 000 directives', () => `{ me ${'@include(if: true) '.repeat(5000)}{ id } }`],
      ['100 000 tokens', () => `{ me { ${'id '.repeat(100_000)}} }`],
      [
        'a costly query: 200 aliases of apps(first: 100) with their org and team',
        () =>
          `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: apps(first: 100) { edges { node { id org { owner { id } } team { id } } } }`).join(' ')} }`,
      ],
      [
        'a costly query within the alias limit: 10 aliases of apps(first: 100) with their org and team',
        () =>
          `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: apps(first: 100) { edges { node { id name org { id owner { id } } team { id } } } }`).join(' ')} }`,
      ],
      [
        'a fragment cycle',
        () => '{ me { ...A } } fragment A on User { id ...B } fragment B on User { id ...A }',
      ],
      ['1 000 fragments spread', () => fragments(1000)],
      ['a 1 MB argument literal', () => `{ apps(search: "${HUGE}") { __typename } }`],
    ];

    function fragments(n: number) {
      const names = Array.from({ length: n }, (_, i) => `F${i}`);
      return `{ me { ${names.map((name) => `...${name}`).join(' ')} } } ${names.map((name) => `fragment ${name} on User { id username }`).join(' ')}`;
    }

    it.each(DOCUMENTS)('%s: refused with a 4xx, nothing changed', async (label, document) => {
      const before = await snapshot();
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        cookies: { auth_token: w.f.owner.token },
        payload: JSON.stringify({ query: document() }),
      });
      const o = judge(response);
      const failure = `document / ${label} → ${describeOutcome(o)}`;
      expect(o.serverError, failure).toBe(false);
      expect(refused(o), failure).toBe(true);
      expect(changedTables(before, await snapshot())).toEqual([]);
    });

    const createTeamBody = () =>
      `mutation { createTeam(name: "${fresh('Forged team')}", description: "made by a forged request") { id } }`;

    const REQUESTS: Array<[string, () => InjectOptions]> = [
      [
        'a batch of 1 000 operations',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(Array.from({ length: 1000 }, () => ({ query: '{ me { id } }' }))),
        }),
      ],
      [
        'a mutation over GET',
        () => ({ method: 'GET', url: `/graphql?query=${encodeURIComponent(createTeamBody())}` }),
      ],
      [
        'a text/plain POST (a form may send it without a preflight)',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({ query: createTeamBody() }),
        }),
      ],
      [
        'a form-encoded POST',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ query: createTeamBody() }).toString(),
        }),
      ],
      [
        'a multipart POST',
        () => {
          const { body, contentType } = multipart([
            { name: 'operations', content: JSON.stringify({ query: createTeamBody() }) },
            { name: 'map', content: '{}' },
          ]);
          return { method: 'POST', url: '/graphql', headers: { 'content-type': contentType }, payload: body };
        },
      ],
      [
        'a 9 MB body',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({
            query: '{ me { id } }',
            variables: { pad: 'x'.repeat(9 * 1024 * 1024) },
          }),
        }),
      ],
      [
        'variables 5 000 levels deep',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: stringify({ query: '{ me { id } }', variables: { deep: deepObject() } }),
        }),
      ],
      [
        'a body that is not JSON',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: '{"query": "{ me { id } }"',
        }),
      ],
      [
        'a query that is not a string',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: { me: true } }),
        }),
      ],
      [
        'variables that are a list',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: '{ me { id } }', variables: [1, 2] }),
        }),
      ],
      [
        'an operationName naming no operation',
        () => ({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ query: 'query A { me { id } }', operationName: 'B\u0000\ud800' }),
        }),
      ],
    ];

    it.each(REQUESTS)('%s: refused with a 4xx, nothing changed', async (label, request) => {
      const before = await snapshot();
      const options = request();
      const o = judge(await t.app.inject({ ...options, cookies: { auth_token: w.f.owner.token } }));
      const failure = `request / ${label} → ${describeOutcome(o)}`;
      expect(o.serverError, failure).toBe(false);
      expect(refused(o), failure).toBe(true);
      expect(changedTables(before, await snapshot()), failure).toEqual([]);
    });
  });

  // -------------------------------------------------------------------------------------------------------
  // REST routes: every route that takes a body (the route table is read from Fastify, so a new one fails below
  // until it is described here).

  interface RestRoute {
    /** Who calls it: the owner's session, or nobody. */
    signedIn: boolean;
    url: (w: World) => string;
    /** The route's parameter, when it has one: its valid value, forged below. */
    param?: { name: string; valid: (w: World) => string };
    /** A valid JSON body (fresh for each case); none for a route that reads no body. */
    body?: (w: World) => Promise<Args> | Args;
    /** Fields whose odd text (NUL, lone surrogates included) may be accepted: passwords, code. */
    free?: string[];
    /** Fields given the same hostile value together (a password and its repetition). */
    together?: Record<string, string>;
    /** Multipart bodies of the route, besides the JSON ones. */
    multipart?: Array<Hostile & { parts: Parameters<typeof multipart>[0] }>;
  }

  let spare: SignedInUser;
  let unconfirmedToken: string;

  /**
   * Routes whose bodies are not JSON, fuzzed in their own suite: a live form takes urlencoded posts from visitors
   * on a live host (forms-live.integration.test.ts: hostile values, sizes, encodings, forged ids and hosts). Its
   * challenge (`GET …/challenge`, no body) and the forged `_tessera_pow` answers are in
   * forms-challenge.integration.test.ts.
   */
  const FUZZED_ELSEWHERE: Record<string, string> = {
    'POST /_tessera/forms/:pageId/:brickId': 'forms-live.integration.test.ts',
  };

  const REST: Record<string, RestRoute> = {
    'POST /signup': {
      signedIn: false,
      url: () => '/signup',
      body: () => ({
        username: 'Fuzz person',
        email: `signup-${randomUUID().slice(0, 8)}-${MARKER}@example.com`,
        password: 'fuzz-pass-1234',
        repeatPassword: 'fuzz-pass-1234',
      }),
      free: ['password', 'repeatPassword'],
      together: { password: 'repeatPassword' },
    },
    'POST /signin': {
      signedIn: false,
      url: () => '/signin',
      body: () => ({ email: spare.email, password: spare.password }),
      free: ['password'],
    },
    'POST /signout': { signedIn: false, url: () => '/signout' },
    'POST /password/reset': {
      signedIn: false,
      url: () => '/password/reset',
      body: () => ({ email: `reset-${randomUUID().slice(0, 8)}-${MARKER}@example.com` }),
    },
    'PUT /password/update': {
      signedIn: false,
      url: () => '/password/update',
      body: async () => ({ token: (await requestReset(t, spare.email)).token, password: spare.password }),
      free: ['password'],
    },
    'POST /email-confirmation': {
      signedIn: false,
      url: () => '/email-confirmation',
      body: () => ({ token: unconfirmedToken }),
    },
    'PUT /users/current-org/:orgId': {
      signedIn: true,
      url: (w) => `/users/current-org/${w.f.org.id}`,
      param: { name: 'orgId', valid: (w) => w.f.org.id },
    },
    'POST /transpile': {
      signedIn: true,
      url: () => '/transpile',
      body: () => ({ es6Code: 'export default function A() { return <p>fuzz</p>; }' }),
      free: ['es6Code'],
    },
    // A translation file (issue 26): the JSON shape, with no unit, so every field is its header; hostile files of
    // every kind are in translation-files-bad-input.integration.test.ts.
    'POST /apps/:appId/translations/import': {
      signedIn: true,
      url: (w) => `/apps/${w.f.app.id}/translations/import?apply=1`,
      param: { name: 'appId', valid: (w) => w.f.app.id },
      body: (w) => ({
        $tessera: { app: w.f.app.id, sourceLocale: 'en-US', targetLocale: 'pt-BR', format: 1 },
      }),
    },
    'POST /upload/:appId': {
      signedIn: true,
      url: (w) => `/upload/${w.f.app.id}`,
      param: { name: 'appId', valid: (w) => w.f.app.id },
      multipart: [
        {
          kind: 'a PHP file named .png',
          value: null,
          parts: [{ filename: 'shell.png', content: '<?php system($_GET["c"]); ?>' }],
        },
        { kind: 'a .php file', value: null, parts: [{ filename: 'shell.php', content: png() }] },
        // The file name gives the extension only; nothing else of it is kept.
        {
          kind: 'a NUL in the file name',
          value: null,
          mayAccept: true,
          parts: [{ filename: 'a\u0000.png', content: png() }],
        },
        {
          kind: 'a 1 MB file name',
          value: null,
          parts: [{ filename: `${'a'.repeat(1024 * 1024)}.png`, content: png() }],
        },
        { kind: 'no file, a field only', value: null, parts: [{ name: 'media', content: 'just text' }] },
        {
          kind: 'two files',
          value: null,
          parts: [
            { filename: 'one.png', content: png() },
            { filename: 'two.png', content: png() },
          ],
        },
        { kind: 'an empty file', value: null, parts: [{ filename: 'empty.png', content: Buffer.alloc(0) }] },
        {
          kind: 'a path as the file name',
          value: null,
          mayAccept: true,
          parts: [{ filename: '../../../etc/evil.png', content: png() }],
        },
      ],
    },
  };

  /** Percent-encodes a path segment; a lone surrogate becomes the bytes UTF-8 forbids for it (ED A0 80 …). */
  function encodePathSegment(value: string): string {
    return Array.from(value)
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
        return encodeURIComponent(char);
      })
      .join('');
  }

  /** Body-level attacks every route gets, whatever its fields. */
  function bodyCases(valid: Args | undefined): Array<Hostile & { raw?: string; contentType?: string }> {
    const text = valid ? JSON.stringify(valid) : '{}';
    const cases: Array<Hostile & { raw?: string; contentType?: string }> = [
      { kind: 'not JSON', value: null, raw: 'hello there' },
      { kind: 'truncated JSON', value: null, raw: text.slice(0, -2) },
      {
        kind: 'a 2 MB body',
        value: null,
        raw: JSON.stringify({ ...valid, pad: 'x'.repeat(2 * 1024 * 1024) }),
      },
      { kind: 'a 5 000-deep body', value: null, raw: deepObject().text },
      { kind: 'a 5 000-deep array body', value: null, raw: deepArray().text },
      {
        kind: 'the valid body with a 5 000-deep member',
        value: null,
        raw: stringify({ ...valid, deep: deepObject() }),
      },
    ];
    if (valid) {
      cases.push(
        { kind: 'a JSON array of the body', value: null, raw: JSON.stringify([valid]) },
        { kind: 'JSON null', value: null, raw: 'null' },
        { kind: 'a JSON string', value: null, raw: '"text"' },
        { kind: 'an empty object', value: null, raw: '{}' },
        { kind: 'an empty body', value: null, raw: '' },
        { kind: 'a text/plain body', value: null, raw: text, contentType: 'text/plain' },
        {
          kind: 'a form-encoded body',
          value: null,
          raw: new URLSearchParams(valid as Record<string, string>).toString(),
          contentType: 'application/x-www-form-urlencoded',
        },
        { kind: 'a lone surrogate key', value: null, raw: `{"\\ud800":1,${text.slice(1)}` },
      );
    }
    return cases;
  }

  function sendRest(
    route: RestRoute,
    method: string,
    url: string,
    body: { raw?: string; contentType?: string; multipart?: ReturnType<typeof multipart> },
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (body.multipart) {
      headers['content-type'] = body.multipart.contentType;
      payload = body.multipart.body;
    } else if (body.raw !== undefined) {
      headers['content-type'] = body.contentType ?? 'application/json';
      payload = body.raw;
    }
    return t.app.inject({
      method: method as 'POST',
      url,
      headers,
      remoteAddress: t.address(),
      cookies: route.signedIn ? { auth_token: w.f.owner.token } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it('describes every REST route that takes a body, and no others', () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((row) => {
        const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(row);
        if (!match) return [];
        return match[2]!
          .split(', ')
          .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
          .map((method) => `${method} ${match[1]}`);
      })
      .filter((route) => route !== 'POST /graphql');
    expect(routes.sort()).toEqual([...Object.keys(REST), ...Object.keys(FUZZED_ELSEWHERE)].sort());
  });

  describe('REST', () => {
    beforeAll(async () => {
      spare = await signUpAndIn(t, `spare${MARKER}`, 'spare-pass-1234');
      const unconfirmed = await signUpAndIn(t, `unconfirmed${MARKER}`, 'spare-pass-1234', { verify: false });
      const mails = await mailsTo(t, unconfirmed.email);
      unconfirmedToken = mails.map(emailTokenIn).filter(Boolean).at(-1) ?? 'no-token-was-mailed';
    });

    it.each(Object.keys(REST))(
      '%s',
      async (key) => {
        const route = REST[key]!;
        const [method, pattern] = key.split(' ') as [string, string];
        const failures: string[] = [];
        const ledger = new Ledger(snapshot, restoreWorld, failures);
        await ledger.start();
        const check = async (
          c: { path: string; kind: string; mayAccept?: boolean },
          response: () => Promise<LightMyRequestResponse>,
        ) => {
          if (c.mayAccept) await ledger.check();
          const o = judge(await response());
          const text = line(key, c, o, c.mayAccept ? 'may be answered' : 'must be refused');
          logCase(text);
          if (o.serverError) failures.push(line(key, c, o, 'server error'));
          else if (!c.mayAccept && !refused(o))
            failures.push(line(key, c, o, 'a hostile body was not refused'));
          await ledger.record(text, o);
        };

        const valid = route.body ? await route.body(w) : undefined;
        for (const c of bodyCases(valid)) {
          await check({ path: '(body)', ...c }, () => sendRest(route, method, route.url(w), c));
        }
        for (const field of Object.keys(valid ?? {})) {
          const values: Hostile[] = [
            { kind: 'missing', value: MISSING },
            { kind: 'null', value: null },
            ...stringValues(valid?.[field], field),
          ];
          for (const hostile of values) {
            const body = (await route.body?.(w)) ?? {};
            let sent = setAt(body, [field], hostile.value);
            const twin = route.together?.[field];
            if (twin) sent = setAt(sent, [twin], hostile.value);
            // A free field takes any text within its length (not another type, nor 1 MB of it).
            const freeText =
              (route.free ?? []).includes(field) &&
              typeof hostile.value === 'string' &&
              hostile.value !== HUGE;
            await check(
              { path: field, kind: hostile.kind, mayAccept: hostile.mayAccept === true || freeText },
              () => sendRest(route, method, route.url(w), { raw: stringify(sent) }),
            );
          }
        }
        if (route.param) {
          const param = route.param;
          const values = [...forgedIds(w.f, w.x, param.valid(w), param.name), ...idValues(param.valid(w))]
            // A URL carries text only, and a 1 MB one is no body: 10 000 characters instead.
            .filter((h) => typeof h.value === 'string' && h.value !== HUGE)
            .concat([{ kind: 'a 10 000-character parameter', value: 'a'.repeat(10_000) }]);
          for (const hostile of values) {
            const url = pattern.replace(`:${param.name}`, encodePathSegment(hostile.value as string));
            const body = route.multipart
              ? { multipart: multipart([{ filename: 'ok.png', content: png() }]) }
              : {};
            await check({ path: `:${param.name}`, kind: hostile.kind }, () =>
              sendRest(route, method, url, body),
            );
          }
        }
        for (const c of route.multipart ?? []) {
          await check({ path: '(multipart)', kind: c.kind, mayAccept: c.mayAccept }, () =>
            sendRest(route, method, route.url(w), { multipart: multipart(c.parts) }),
          );
        }
        await ledger.check();
        if (prototypeKeys() !== originalPrototype) failures.push(`${key}: Object.prototype was polluted`);
        // The control: the valid request succeeds, so each refusal above was the hostile value's.
        const validBody = route.multipart
          ? { multipart: multipart([{ filename: 'ok.png', content: png() }]) }
          : route.body
            ? { raw: JSON.stringify(await route.body(w)) }
            : {};
        const control = judge(await sendRest(route, method, route.url(w), validBody));
        if (!control.accepted || control.serverError)
          failures.push(
            line(key, { path: '(all valid)', kind: 'the valid request' }, control, 'must succeed'),
          );
        await restoreWorld();
        expect(failures, failures.join('\n')).toEqual([]);
      },
      180_000,
    );
  });
});
