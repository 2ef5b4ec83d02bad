import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formDeliveries,
  formDeliveryAttempts,
  formDeliverySettings,
  formRejections,
  formSubmissionFiles,
  formSubmissions,
} from '../src/db/forms-schema.ts';
import { activities, pages, users } from '../src/db/schema.ts';
import { appWorkspace, insertApp, insertPage } from './app-helpers.ts';
import {
  APP_FORMS,
  DELETE_FORM_SUBMISSIONS,
  FORM_DELIVERY_SETTINGS,
  FORM_SUBMISSION,
  FORM_SUBMISSIONS,
  formKeyOn,
  insertDeliveries,
  insertSubmission,
  MARK_FORM_SUBMISSIONS,
  publishedForm,
  ROTATE_FORM_WEBHOOK_SECRET,
  settingsInput,
  setVersionForms,
  UPDATE_FORM_DELIVERY_SETTINGS,
} from './forms-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import { insertVersion } from './live-helpers.ts';
import { addMember, expectError, type OrgInfo, ok } from './org-helpers.ts';

type Edge = { cursor: string; node: { id: string; readAt: string | null; values: Record<string, unknown> } };
type Connection = {
  edges: Edge[];
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string; endCursor: string };
};

describe('forms console API', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let teamId: string;
  let templateId: string;
  let manager: SignedInUser;
  let editor: SignedInUser;
  let viewer: SignedInUser;
  let unconfirmed: SignedInUser;
  let stranger: SignedInUser;
  let appId: string;
  let pageId: string;
  let formKey: string;
  const db = () => t.database.db;

  const gqlAs = (user: SignedInUser, query: string, variables: Record<string, unknown>) =>
    gql(t, query, variables, user.token);

  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await appWorkspace(t, 'formsowner');
    owner = workspace.owner;
    org = workspace.org;
    teamId = workspace.team.id;
    templateId = workspace.templateId;
    manager = await signUpAndIn(t, 'formsmanager');
    editor = await signUpAndIn(t, 'formseditor');
    viewer = await signUpAndIn(t, 'formsviewer');
    unconfirmed = await signUpAndIn(t, 'formsunconfirmed', 'secret-pass', { verify: false });
    for (const [user, role] of [
      [manager, 'admin'],
      [editor, 'editor'],
      [viewer, 'viewer'],
      [unconfirmed, 'editor'],
    ] as const) {
      await addMember(t, org.id, teamId, user, role);
    }
    // Members of the organization through the team: their current organization is this one.
    await db()
      .update(users)
      .set({ currentOrgId: org.id })
      .where(inArray(users.id, [manager.id, editor.id, viewer.id, unconfirmed.id]));
    stranger = (await appWorkspace(t, 'formsstranger')).owner;
    const app = await insertApp(db(), { orgId: org.id, teamId });
    appId = app.id;
    const page = await insertPage(db(), { appId, templateId, url: '/contact' });
    pageId = page.id;
    formKey = formKeyOn(pageId);
  });
  afterAll(() => t.close());

  describe('appForms', () => {
    it("lists the live pages' forms (a site-wide form once), then forms with only submissions left, with counts", async () => {
      const app = await insertApp(db(), { orgId: org.id, teamId });
      const home = await insertPage(db(), { appId: app.id, templateId, url: '/' });
      const about = await insertPage(db(), { appId: app.id, templateId, url: '/about' });
      const draft = await insertPage(db(), { appId: app.id, templateId, url: '/draft' });
      const homeLive = await insertVersion(db(), { pageId: home.id, appId: app.id, number: 1, live: true });
      const aboutOld = await insertVersion(db(), { pageId: about.id, appId: app.id, number: 1 });
      const aboutLive = await insertVersion(db(), { pageId: about.id, appId: app.id, number: 2, live: true });
      const draftVersion = await insertVersion(db(), { pageId: draft.id, appId: app.id, number: 1 });
      const homeKey = formKeyOn(home.id);
      await setVersionForms(db(), homeLive.id, [
        publishedForm(homeKey, 'Home contact'),
        publishedForm('site/news', 'Newsletter'),
      ]);
      await setVersionForms(db(), aboutLive.id, [publishedForm('site/news', 'Newsletter')]);
      // Not live: an older version of about, and a page whose version is not live.
      await setVersionForms(db(), aboutOld.id, [publishedForm(formKeyOn(about.id, 'old'), 'Old form')]);
      await setVersionForms(db(), draftVersion.id, [publishedForm(formKeyOn(draft.id), 'Draft form')]);
      await insertSubmission(db(), { appId: app.id, formKey: homeKey, pageId: home.id });
      await insertSubmission(db(), { appId: app.id, formKey: homeKey, pageId: home.id, read: true });
      await insertSubmission(db(), {
        appId: app.id,
        formKey: formKeyOn(about.id, 'old'),
        formName: 'Old form',
        pageId: about.id,
      });
      await db()
        .insert(formRejections)
        .values([
          {
            appId: app.id,
            formKey: homeKey,
            day: new Date().toISOString().slice(0, 10),
            reason: 'honeypot',
            count: 3,
          },
          {
            appId: app.id,
            formKey: homeKey,
            day: new Date().toISOString().slice(0, 10),
            reason: 'too-fast',
            count: 2,
          },
          { appId: app.id, formKey: homeKey, day: '2020-01-01', reason: 'honeypot', count: 50 },
        ]);
      const data = ok(await gqlAs(editor, APP_FORMS, { appId: app.id }));
      expect(data.appForms).toEqual([
        {
          key: homeKey,
          name: 'Home contact',
          pageId: home.id,
          live: true,
          total: 2,
          unread: 1,
          rejectedToday: 5,
        },
        {
          key: 'site/news',
          name: 'Newsletter',
          pageId: null,
          live: true,
          total: 0,
          unread: 0,
          rejectedToday: 0,
        },
        {
          key: formKeyOn(about.id, 'old'),
          name: 'Old form',
          pageId: about.id,
          live: false,
          total: 1,
          unread: 1,
          rejectedToday: 0,
        },
      ]);
    });

    it('is 403 for a viewer and 404 for a stranger', async () => {
      expectError(await gqlAs(viewer, APP_FORMS, { appId }), 403, 'required role');
      expectError(await gqlAs(stranger, APP_FORMS, { appId }), 404, 'app not found');
      expectError(await gqlAs(editor, APP_FORMS, { appId: randomUUID() }), 404, 'app not found');
    });
  });

  describe('formSubmissions', () => {
    let listAppId: string;
    const ids: string[] = [];
    const key = () => formKeyOn(pageId, 'list');

    beforeAll(async () => {
      listAppId = (await insertApp(db(), { orgId: org.id, teamId })).id;
      const base = Date.now() - 3_600_000;
      // 25 submissions, a minute apart, newest last; three share one millisecond (apart by microseconds).
      for (let i = 0; i < 25; i++) {
        const row = await insertSubmission(db(), {
          appId: listAppId,
          formKey: key(),
          values: {
            name: `Person ${i}`,
            email: `p${i}@example.com`,
            message: i === 7 ? 'Need 50% OFF_now' : 'hi',
          },
          createdAt: new Date(base + i * 60_000),
          read: i % 2 === 0,
        });
        ids.push(row.id);
      }
      const same = new Date(base - 60_000);
      for (let i = 0; i < 3; i++) {
        const row = await insertSubmission(db(), { appId: listAppId, formKey: key(), createdAt: same });
        ids.unshift(row.id);
      }
      // Microseconds apart within the same millisecond, as PostgreSQL's now() writes them.
      await db().execute(
        `update form_submissions set created_at = created_at + (interval '1 microsecond' * (ascii(substr(id::text, 1, 1)) % 7 + 1)) where app_id = '${listAppId}' and created_at = '${same.toISOString()}'`,
      );
      await insertSubmission(db(), {
        appId: listAppId,
        formKey: formKeyOn(pageId, 'other'),
        formName: 'Other',
      });
    });

    async function page(user: SignedInUser, variables: Record<string, unknown>): Promise<Connection> {
      const data = ok(await gqlAs(user, FORM_SUBMISSIONS, { appId: listAppId, ...variables }));
      return data.formSubmissions as Connection;
    }

    it('pages newest first forwards and backwards, every row once, even within one millisecond', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const connection = await page(editor, { formKey: key(), first: 5, after });
        seen.push(...connection.edges.map((edge) => edge.node.id));
        pages++;
        expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
        if (!connection.pageInfo.hasNextPage) break;
        after = connection.pageInfo.endCursor;
      }
      expect(pages).toBe(6);
      expect(seen).toHaveLength(28);
      expect(new Set(seen).size).toBe(28);
      expect(seen.slice(0, 25)).toEqual([...ids.slice(3)].reverse());
      // Backwards from the end: the same rows.
      const back: string[] = [];
      let before: string | null = null;
      for (;;) {
        const connection = await page(editor, { formKey: key(), last: 4, before });
        back.unshift(...connection.edges.map((edge) => edge.node.id));
        if (!connection.pageInfo.hasPreviousPage) break;
        before = connection.pageInfo.startCursor;
      }
      expect(back).toEqual(seen);
    });

    it('filters by form, search (any case, % and _ literal) and unread', async () => {
      expect((await page(editor, { first: 100 })).edges).toHaveLength(29);
      const found = await page(editor, { formKey: key(), search: '50% off_NOW' });
      expect(found.edges.map((edge) => edge.node.id)).toEqual([ids[3 + 7]]);
      expect((await page(editor, { formKey: key(), search: '%' })).edges.map((e) => e.node.id)).toEqual([
        ids[10],
      ]);
      expect((await page(editor, { formKey: key(), search: 'person 1' })).edges).toHaveLength(11);
      const unread = await page(editor, { formKey: key(), unread: true, first: 100 });
      expect(unread.edges.every((edge) => edge.node.readAt === null)).toBe(true);
      expect(unread.edges).toHaveLength(15);
      const read = await page(editor, { formKey: key(), unread: false, first: 100 });
      expect(read.edges).toHaveLength(13);
      expect(read.edges.every((edge) => edge.node.readAt !== null)).toBe(true);
    });

    it('refuses bad arguments with a 400', async () => {
      const bad = async (variables: Record<string, unknown>, message: string | RegExp) =>
        expectError(await gqlAs(editor, FORM_SUBMISSIONS, { appId: listAppId, ...variables }), 400, message);
      await bad({ search: 'x'.repeat(101) }, 'search must be at most 100 characters');
      await bad({ formKey: 'not a key' }, /formKey must be/);
      await bad({ formKey: `${pageId}/a b` }, /formKey must be/);
      await bad({ first: 101 }, 'first must be between 1 and 100');
      await bad({ first: 2, last: 2 }, /not both/);
      await bad({ after: 'bm90IGEgY3Vyc29y' }, 'after must be a cursor returned by the previous page');
      const forged = Buffer.from(JSON.stringify(['yesterday', randomUUID()])).toString('base64url');
      await bad({ after: forged }, 'after must be a cursor returned by the previous page');
      const millis = Buffer.from(JSON.stringify([new Date().toISOString(), randomUUID()])).toString(
        'base64url',
      );
      await bad({ before: millis }, 'before must be a cursor returned by the previous page');
    });

    it('is 403 for a viewer and 404 for a stranger or an unknown app', async () => {
      expectError(await gqlAs(viewer, FORM_SUBMISSIONS, { appId: listAppId }), 403, 'required role');
      expectError(await gqlAs(stranger, FORM_SUBMISSIONS, { appId: listAppId }), 404, 'app not found');
      expectError(await gqlAs(editor, FORM_SUBMISSIONS, { appId: 'nope' }), 404, 'app not found');
    });
  });

  describe('formSubmission', () => {
    it('answers the values, the fields, the files and every delivery with its attempts', async () => {
      const { id } = await insertSubmission(db(), {
        appId,
        formKey,
        pageId,
        values: { name: '<script>alert(1)</script>', email: 'x@example.com', message: 'Hi' },
      });
      await insertDeliveries(db(), appId, id);
      const data = ok(await gqlAs(editor, FORM_SUBMISSION, { id }));
      const submission = data.formSubmission as Record<string, unknown>;
      expect(submission.values).toEqual({
        name: '<script>alert(1)</script>',
        email: 'x@example.com',
        message: 'Hi',
      });
      expect(submission.fields).toEqual([
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'email', label: 'E-mail', kind: 'email' },
        { name: 'message', label: 'Message', kind: 'textarea' },
      ]);
      expect(submission.files).toEqual([
        {
          id: expect.any(String),
          field: 'cv',
          name: 'cv.pdf',
          extension: 'pdf',
          mediaType: 'application/pdf',
          size: 1234,
          url: expect.stringMatching(/^\/apps\/[0-9a-f-]{36}\/form-files\/[0-9a-f-]{36}$/),
        },
      ]);
      const deliveries = submission.deliveries as Array<Record<string, unknown>>;
      expect(deliveries.map((d) => [d.channel, d.state, d.attempts])).toEqual([
        ['email', 'pending', 0],
        ['webhook', 'sent', 2],
      ]);
      expect(deliveries[0]!.attemptLog).toEqual([]);
      expect(deliveries[1]!.attemptLog).toEqual([
        expect.objectContaining({
          number: 1,
          outcome: 'timeout',
          durationMs: 15000,
          statusCode: null,
          error: 'no answer in 15 s',
        }),
        expect.objectContaining({ number: 2, outcome: 'ok', statusCode: 204, responseExcerpt: '' }),
      ]);
    });

    it('is 404 for an unknown id, a stranger and 403 for a viewer', async () => {
      const { id } = await insertSubmission(db(), { appId, formKey });
      expectError(await gqlAs(editor, FORM_SUBMISSION, { id: randomUUID() }), 404, 'submission not found');
      expectError(await gqlAs(editor, FORM_SUBMISSION, { id: 'x' }), 404, 'submission not found');
      expectError(await gqlAs(stranger, FORM_SUBMISSION, { id }), 404, 'submission not found');
      expectError(await gqlAs(viewer, FORM_SUBMISSION, { id }), 403, 'required role');
    });
  });

  describe('markFormSubmissions and deleteFormSubmissions', () => {
    it('marks read by the editor and unread again', async () => {
      const a = await insertSubmission(db(), { appId, formKey });
      const b = await insertSubmission(db(), { appId, formKey });
      const data = ok(
        await gqlAs(editor, MARK_FORM_SUBMISSIONS, { appId, ids: [a.id, b.id, a.id], read: true }),
      );
      expect(data.markFormSubmissions).toEqual([a.id, b.id]);
      const rows = await db()
        .select()
        .from(formSubmissions)
        .where(inArray(formSubmissions.id, [a.id, b.id]));
      expect(rows.every((row) => row.readAt !== null && row.readBy === editor.id)).toBe(true);
      // Read again by the manager: the first reader stays.
      ok(await gqlAs(manager, MARK_FORM_SUBMISSIONS, { appId, ids: [b.id], read: true }));
      const [stillEditor] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, b.id));
      expect(stillEditor!.readBy).toBe(editor.id);
      ok(await gqlAs(editor, MARK_FORM_SUBMISSIONS, { appId, ids: [a.id], read: false }));
      const [again] = await db().select().from(formSubmissions).where(eq(formSubmissions.id, a.id));
      expect(again!.readAt).toBeNull();
      expect(again!.readBy).toBeNull();
    });

    it("refuses the whole list when one id is unknown or another app's: 404, nothing changed", async () => {
      const mine = await insertSubmission(db(), { appId, formKey });
      const otherApp = await insertApp(db(), { orgId: org.id, teamId });
      const theirs = await insertSubmission(db(), { appId: otherApp.id, formKey });
      for (const ids of [
        [mine.id, theirs.id],
        [mine.id, randomUUID()],
        [mine.id, 'not-an-id'],
      ]) {
        expectError(
          await gqlAs(editor, MARK_FORM_SUBMISSIONS, { appId, ids, read: true }),
          404,
          'submission not found',
        );
        expectError(
          await gqlAs(manager, DELETE_FORM_SUBMISSIONS, { appId, ids }),
          404,
          'submission not found',
        );
      }
      const rows = await db()
        .select()
        .from(formSubmissions)
        .where(inArray(formSubmissions.id, [mine.id, theirs.id]));
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.readAt === null)).toBe(true);
      expectError(
        await gqlAs(editor, MARK_FORM_SUBMISSIONS, { appId, ids: [], read: true }),
        400,
        /ids must be/,
      );
      const many = Array.from({ length: 101 }, () => randomUUID());
      expectError(
        await gqlAs(editor, MARK_FORM_SUBMISSIONS, { appId, ids: many, read: true }),
        400,
        /ids must be/,
      );
    });

    it('deletes with files, deliveries and attempts (manager only), recording counts and never the values', async () => {
      const { id } = await insertSubmission(db(), {
        appId,
        formKey,
        values: { name: 'Secret Person', email: 'secret@example.com', message: 'private' },
      });
      const { webhookId } = await insertDeliveries(db(), appId, id);
      expectError(await gqlAs(editor, DELETE_FORM_SUBMISSIONS, { appId, ids: [id] }), 403, 'required role');
      expect(await db().select().from(formSubmissions).where(eq(formSubmissions.id, id))).toHaveLength(1);
      const data = ok(await gqlAs(manager, DELETE_FORM_SUBMISSIONS, { appId, ids: [id] }));
      expect(data.deleteFormSubmissions).toEqual([id]);
      expect(await db().select().from(formSubmissions).where(eq(formSubmissions.id, id))).toHaveLength(0);
      expect(
        await db().select().from(formDeliveries).where(eq(formDeliveries.submissionId, id)),
      ).toHaveLength(0);
      expect(
        await db().select().from(formSubmissionFiles).where(eq(formSubmissionFiles.submissionId, id)),
      ).toHaveLength(0);
      expect(
        await db().select().from(formDeliveryAttempts).where(eq(formDeliveryAttempts.deliveryId, webhookId)),
      ).toHaveLength(0);
      const [record] = await db()
        .select()
        .from(activities)
        .where(and(eq(activities.appId, appId), eq(activities.action, 'form.delete')));
      expect(record!.details).toEqual({ count: 1, formKeys: [formKey] });
      expect(JSON.stringify(record)).not.toMatch(/secret|private/i);
    });
  });

  describe('delivery settings', () => {
    it('reads the defaults, then the app default (*) for a form without its own', async () => {
      const app = await insertApp(db(), { orgId: org.id, teamId });
      const key = formKeyOn(pageId, 'settings');
      const before = ok(await gqlAs(editor, FORM_DELIVERY_SETTINGS, { appId: app.id, formKey: key }));
      expect(before.formDeliverySettings).toMatchObject({
        inherited: true,
        email: false,
        webhook: false,
        recipients: [],
      });
      ok(
        await gqlAs(manager, UPDATE_FORM_DELIVERY_SETTINGS, {
          appId: app.id,
          formKey: '*',
          input: settingsInput({ email: true, recipients: [editor.id] }),
        }),
      );
      const after = ok(await gqlAs(editor, FORM_DELIVERY_SETTINGS, { appId: app.id, formKey: key }));
      expect(after.formDeliverySettings).toMatchObject({
        formKey: key,
        inherited: true,
        email: true,
        recipients: [{ id: editor.id, email: editor.email }],
      });
    });

    it('saves e-mail and webhook; the secret is made once, shown to managers only, never recorded', async () => {
      const input = settingsInput({
        email: true,
        recipients: [manager.id, editor.id],
        webhook: true,
        webhookUrl: 'https://hooks.example.com/in?token=abc',
        challenge: true,
      });
      const saved = ok(await gqlAs(manager, UPDATE_FORM_DELIVERY_SETTINGS, { appId, formKey, input }))
        .updateFormDeliverySettings as Record<string, unknown>;
      expect(saved).toMatchObject({
        formKey,
        inherited: false,
        email: true,
        webhook: true,
        webhookUrl: 'https://hooks.example.com/in?token=abc',
        hasWebhookSecret: true,
        challenge: true,
      });
      expect((saved.recipients as Array<{ id: string }>).map((r) => r.id)).toEqual([manager.id, editor.id]);
      const secret = saved.webhookSecret as string;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
      // Saved again: the same secret.
      const again = ok(await gqlAs(owner, UPDATE_FORM_DELIVERY_SETTINGS, { appId, formKey, input }))
        .updateFormDeliverySettings as Record<string, unknown>;
      expect(again.webhookSecret).toBe(secret);
      const asEditor = ok(await gqlAs(editor, FORM_DELIVERY_SETTINGS, { appId, formKey }))
        .formDeliverySettings as Record<string, unknown>;
      expect(asEditor.webhookSecret).toBeNull();
      expect(asEditor.hasWebhookSecret).toBe(true);
      expectError(await gqlAs(viewer, FORM_DELIVERY_SETTINGS, { appId, formKey }), 403, 'required role');
      const records = await db()
        .select()
        .from(activities)
        .where(and(eq(activities.appId, appId), eq(activities.action, 'app.form_delivery')));
      expect(records.length).toBeGreaterThanOrEqual(2);
      expect(records[0]!.details).toMatchObject({ formKey, webhookHost: 'hooks.example.com', recipients: 2 });
      expect(JSON.stringify(records)).not.toContain(secret.slice(6, 20));
      expect(JSON.stringify(records)).not.toContain('token=abc');
    });

    it('rotates the secret keeping the previous one for 24 hours', async () => {
      const key = formKeyOn(pageId, 'rotate');
      expectError(
        await gqlAs(manager, ROTATE_FORM_WEBHOOK_SECRET, { appId, formKey: key }),
        400,
        /no webhook secret/,
      );
      const first = ok(
        await gqlAs(manager, UPDATE_FORM_DELIVERY_SETTINGS, {
          appId,
          formKey: key,
          input: settingsInput({ webhook: true, webhookUrl: 'https://hooks.example.com/r' }),
        }),
      ).updateFormDeliverySettings as { webhookSecret: string };
      expectError(
        await gqlAs(editor, ROTATE_FORM_WEBHOOK_SECRET, { appId, formKey: key }),
        403,
        'required role',
      );
      const rotated = ok(await gqlAs(manager, ROTATE_FORM_WEBHOOK_SECRET, { appId, formKey: key }))
        .rotateFormWebhookSecret as { webhookSecret: string; previousSecretUntil: string };
      expect(rotated.webhookSecret).toMatch(/^whsec_/);
      expect(rotated.webhookSecret).not.toBe(first.webhookSecret);
      const until = new Date(rotated.previousSecretUntil).getTime() - Date.now();
      expect(until).toBeGreaterThan(23.9 * 3_600_000);
      expect(until).toBeLessThanOrEqual(24 * 3_600_000);
      const [row] = await db()
        .select()
        .from(formDeliverySettings)
        .where(and(eq(formDeliverySettings.appId, appId), eq(formDeliverySettings.formKey, key)));
      expect(row!.previousSecret).toBe(first.webhookSecret);
    });

    it('refuses bad recipients and webhook URLs with a 400 and changes nothing', async () => {
      const key = formKeyOn(pageId, 'refused');
      const outsider = stranger.id;
      const cases: Array<[Record<string, unknown>, string | RegExp]> = [
        [
          { email: true, recipients: [outsider] },
          `recipients must be members of the app's team with a confirmed email: ${outsider}`,
        ],
        [{ email: true, recipients: [editor.id, unconfirmed.id] }, new RegExp(`: ${unconfirmed.id}$`)],
        [{ email: true, recipients: ['nobody'] }, 'recipients must be user ids'],
        [
          { email: true, recipients: Array.from({ length: 11 }, () => randomUUID()) },
          'recipients must be at most 10',
        ],
        [{ email: true, recipients: [] }, 'e-mail delivery needs at least one recipient'],
        [{ webhook: true }, 'webhook delivery needs a webhookUrl'],
        [{ webhook: true, webhookUrl: 'http://hooks.example.com/in' }, 'webhookUrl must use https'],
        [{ webhook: true, webhookUrl: 'https://127.0.0.1/in' }, /private, loopback or link-local/],
        [{ webhook: true, webhookUrl: 'https://[::1]/in' }, /private, loopback or link-local/],
        [{ webhook: true, webhookUrl: 'https://169.254.169.254/latest' }, /private, loopback or link-local/],
        [{ webhook: true, webhookUrl: 'https://localhost:8443/' }, /private, loopback or link-local/],
        [{ webhook: true, webhookUrl: 'https://u:p@hooks.example.com/' }, /user name or password/],
        [{ webhook: true, webhookUrl: `https://hooks.example.com/${'a'.repeat(2000)}` }, /at most 2000/],
      ];
      for (const [overrides, message] of cases) {
        const answer = await gqlAs(manager, UPDATE_FORM_DELIVERY_SETTINGS, {
          appId,
          formKey: key,
          input: settingsInput(overrides),
        });
        expectError(answer, 400, message, JSON.stringify(overrides).slice(0, 80));
      }
      expectError(
        await gqlAs(manager, UPDATE_FORM_DELIVERY_SETTINGS, {
          appId,
          formKey: 'nope',
          input: settingsInput(),
        }),
        400,
        /formKey must be/,
      );
      const rows = await db()
        .select()
        .from(formDeliverySettings)
        .where(and(eq(formDeliverySettings.appId, appId), eq(formDeliverySettings.formKey, key)));
      expect(rows).toHaveLength(0);
    });

    it('allows a private address the operator names (FORMS_WEBHOOK_ALLOW_ADDRESSES)', async () => {
      const open = await createTestApp(
        {},
        { FORMS_WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1' },
        { database: t.database },
      );
      try {
        const answer = await gql(
          open,
          UPDATE_FORM_DELIVERY_SETTINGS,
          {
            appId,
            formKey: formKeyOn(pageId, 'sink'),
            input: settingsInput({ webhook: true, webhookUrl: 'http://127.0.0.1:9999/sink' }),
          },
          manager.token,
        );
        const saved = ok(answer).updateFormDeliverySettings as { webhookUrl: string };
        expect(saved.webhookUrl).toBe('http://127.0.0.1:9999/sink');
        const refused = await gql(
          open,
          UPDATE_FORM_DELIVERY_SETTINGS,
          {
            appId,
            formKey: formKeyOn(pageId, 'sink'),
            input: settingsInput({ webhook: true, webhookUrl: 'https://10.0.0.1/' }),
          },
          manager.token,
        );
        expectError(refused, 400, /private/);
      } finally {
        await open.close();
      }
    });
  });

  describe('CSV export', () => {
    let csvAppId: string;
    const key = () => formKeyOn(pageId, 'csv');
    const url = (query = '') => `/apps/${csvAppId}/form-submissions.csv${query}`;

    beforeAll(async () => {
      csvAppId = (await insertApp(db(), { orgId: org.id, teamId })).id;
      const base = Date.parse('2026-11-01T10:00:00.000Z');
      await insertSubmission(db(), {
        appId: csvAppId,
        formKey: key(),
        fields: [
          { name: 'name', label: 'Old name', kind: 'text' },
          { name: 'phone', label: '=Phone', kind: 'tel' },
        ],
        values: { name: 'Old, "quoted"', phone: '+1 555' },
        createdAt: new Date(base),
      });
      await insertSubmission(db(), {
        appId: csvAppId,
        formKey: key(),
        values: {
          name: '=HYPERLINK("http://evil.example","click")',
          email: '@bob',
          message: '<script>alert("x")</script>\nsecond line',
        },
        createdAt: new Date(base + 60_000),
        read: true,
      });
    });

    it('streams a UTF-8 CSV with a BOM, RFC 4180 quoting and the formula guard, as an attachment never cached', async () => {
      const response = await send(t, 'GET', url(`?form=${encodeURIComponent(key())}`), {
        token: editor.token,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[A-Za-z0-9._-]+\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.rawPayload.toString('utf8');
      expect(body.startsWith('\uFEFF')).toBe(true);
      const lines = body.slice(1).split('\r\n');
      expect(lines[0]).toBe("Received at,Read,Name,E-mail,Message,'=Phone");
      expect(lines[1]).toBe(
        `2026-11-01T10:01:00.000Z,yes,"'=HYPERLINK(""http://evil.example"",""click"")",'@bob,"<script>alert(""x"")</script>\nsecond line",`,
      );
      expect(lines[2]).toBe('2026-11-01T10:00:00.000Z,no,"Old, ""quoted""",,,\'+1 555');
      expect(lines[3]).toBe('');
      expect(lines).toHaveLength(4);
      const [record] = await db()
        .select()
        .from(activities)
        .where(and(eq(activities.appId, csvAppId), eq(activities.action, 'form.export')));
      expect(record!.details).toEqual({ formKey: key(), search: false, unread: null });
    });

    it('filters like the list, adds the form column for every form, speaks Portuguese', async () => {
      const unread = await send(t, 'GET', url('?unread=true&search=old'), {
        token: editor.token,
        headers: { 'accept-language': 'pt-BR' },
      });
      expect(unread.statusCode).toBe(200);
      const lines = unread.rawPayload.toString('utf8').slice(1).split('\r\n');
      // The columns are the exported rows' fields: here only the older form's.
      expect(lines[0]).toBe("Recebido em,Lido,Formulário,Old name,'=Phone");
      expect(lines[1]).toBe('2026-11-01T10:00:00.000Z,não,Contact,"Old, ""quoted""",\'+1 555');
      expect(lines).toHaveLength(3);
    });

    it('pages through more than 500 rows', async () => {
      const big = (await insertApp(db(), { orgId: org.id, teamId })).id;
      const base = Date.now() - 86_400_000;
      await db()
        .insert(formSubmissions)
        .values(
          Array.from({ length: 1203 }, (_, i) => ({
            id: randomUUID(),
            appId: big,
            formKey: key(),
            formName: 'Contact',
            fields: [{ name: 'n', label: 'N', kind: 'number' as const }],
            values: { n: String(i) },
            searchText: String(i),
            createdAt: new Date(base + Math.floor(i / 3)),
          })),
        );
      const response = await send(t, 'GET', `/apps/${big}/form-submissions.csv`, { token: owner.token });
      expect(response.statusCode).toBe(200);
      const lines = response.rawPayload.toString('utf8').slice(1).split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(1203);
      expect(new Set(lines.map((line) => line.split(',').at(-1))).size).toBe(1203);
    });

    it('is 401 signed out, 403 for a viewer, 404 for a stranger, 400 for a bad filter', async () => {
      expect((await send(t, 'GET', url())).statusCode).toBe(401);
      const denied = await send(t, 'GET', url(), { token: viewer.token });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('required role');
      const hidden = await send(t, 'GET', url(), { token: stranger.token });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('app not found');
      expect(
        (await send(t, 'GET', `/apps/${randomUUID()}/form-submissions.csv`, { token: editor.token }))
          .statusCode,
      ).toBe(404);
      for (const query of [
        `?search=${'x'.repeat(101)}`,
        '?unread=maybe',
        '?form=bad',
        '?search=a&search=b',
      ]) {
        const response = await send(t, 'GET', url(query), { token: editor.token });
        expect(response.statusCode, query).toBe(400);
      }
    });
  });

  it('pages of the app stay as they were (set-up check)', async () => {
    const [row] = await db().select().from(pages).where(eq(pages.id, pageId));
    expect(row!.appId).toBe(appId);
  });
});
