import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDeliverySettings, formSubmissions } from '../src/db/forms-schema.ts';
import { activities } from '../src/db/schema.ts';
import { appWorkspace, insertApp, insertPage } from './app-helpers.ts';
import { expect4xx, expectBadIdsNotFound, itRefusesBadValues, sortedState } from './bad-input-helpers.ts';
import {
  APP_FORMS,
  DELETE_FORM_SUBMISSIONS,
  FORM_DELIVERY_SETTINGS,
  FORM_SUBMISSION,
  FORM_SUBMISSIONS,
  formKeyOn,
  insertSubmission,
  MARK_FORM_SUBMISSIONS,
  ROTATE_FORM_WEBHOOK_SECRET,
  settingsInput,
  UPDATE_FORM_DELIVERY_SETTINGS,
} from './forms-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';

describe('forms console: bad input', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  let otherAppId: string;
  let formKey: string;
  let submissionId: string;
  let otherSubmissionId: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await appWorkspace(t, 'formsbad');
    owner = workspace.owner;
    appId = (await insertApp(db(), { orgId: workspace.org.id, teamId: workspace.team.id })).id;
    otherAppId = (await insertApp(db(), { orgId: workspace.org.id, teamId: workspace.team.id })).id;
    const page = await insertPage(db(), { appId, templateId: workspace.templateId });
    formKey = formKeyOn(page.id);
    submissionId = (await insertSubmission(db(), { appId, formKey })).id;
    otherSubmissionId = (await insertSubmission(db(), { appId: otherAppId, formKey })).id;
    await db().insert(formDeliverySettings).values({
      appId,
      formKey,
      webhook: true,
      webhookUrl: 'https://hooks.example.com/in',
      webhookSecret: 'whsec_bad_input',
    });
  });
  afterAll(() => t.close());

  /** Everything the operations could change, of both apps. */
  async function state() {
    return sortedState({
      submissions: await db().select().from(formSubmissions),
      settings: await db().select().from(formDeliverySettings),
      activities: await db()
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.appId, appId))),
    });
  }

  const OPERATIONS = [
    { name: 'appForms', query: APP_FORMS, valid: () => ({ appId }) },
    {
      name: 'formSubmissions',
      query: FORM_SUBMISSIONS,
      valid: () => ({ appId, formKey, search: 'hello', unread: true, first: 5 }),
    },
    { name: 'formSubmission', query: FORM_SUBMISSION, valid: () => ({ id: submissionId }) },
    { name: 'formDeliverySettings', query: FORM_DELIVERY_SETTINGS, valid: () => ({ appId, formKey }) },
    {
      name: 'markFormSubmissions',
      query: MARK_FORM_SUBMISSIONS,
      valid: () => ({ appId, ids: [submissionId], read: true }),
    },
    {
      name: 'deleteFormSubmissions',
      query: DELETE_FORM_SUBMISSIONS,
      valid: () => ({ appId, ids: [submissionId] }),
    },
    {
      name: 'updateFormDeliverySettings',
      query: UPDATE_FORM_DELIVERY_SETTINGS,
      valid: () => ({
        appId,
        formKey,
        input: settingsInput({
          email: true,
          recipients: [owner.id],
          webhook: true,
          webhookUrl: 'https://hooks.example.com/in',
        }),
      }),
    },
    { name: 'rotateFormWebhookSecret', query: ROTATE_FORM_WEBHOOK_SECRET, valid: () => ({ appId, formKey }) },
  ];

  // Optional arguments of the list: null and a few ordinary values are valid filters, not bad input.
  const maySucceed = new Set([
    'formSubmissions: formKey missing',
    'formSubmissions: formKey as null',
    'formSubmissions: search missing',
    'formSubmissions: search as null',
    'formSubmissions: search as an empty string',
    'formSubmissions: unread missing',
    'formSubmissions: unread as null',
    'formSubmissions: first missing',
    'formSubmissions: first as null',
    'formSubmissions: first as a number',
  ]);

  // `true` is no wrong value for a Boolean argument: it is the valid call itself, which would change the state.
  const skip = new Set([
    'formSubmissions: unread as a boolean',
    'markFormSubmissions: read as a boolean',
    'updateFormDeliverySettings: input.email as a boolean',
    'updateFormDeliverySettings: input.webhook as a boolean',
    'updateFormDeliverySettings: input.challenge as a boolean',
  ]);

  itRefusesBadValues(OPERATIONS, () => ({ t, token: owner.token, state }), {
    maySucceed,
    skip,
    missingFields: true,
  });

  it('unknown ids and ids that are not ids: 404 naming what was not found', async () => {
    const before = await state();
    await expectBadIdsNotFound(t, owner.token, [
      ['appForms', APP_FORMS, (id) => ({ appId: id }), /app not found/],
      ['formSubmissions', FORM_SUBMISSIONS, (id) => ({ appId: id }), /app not found/],
      ['formSubmission', FORM_SUBMISSION, (id) => ({ id }), /submission not found/],
      ['formDeliverySettings', FORM_DELIVERY_SETTINGS, (id) => ({ appId: id, formKey }), /app not found/],
      [
        'markFormSubmissions ids',
        MARK_FORM_SUBMISSIONS,
        (id) => ({ appId, ids: [id], read: true }),
        /submission not found/,
      ],
      [
        'deleteFormSubmissions ids',
        DELETE_FORM_SUBMISSIONS,
        (id) => ({ appId, ids: [id] }),
        /submission not found/,
      ],
      [
        'updateFormDeliverySettings appId',
        UPDATE_FORM_DELIVERY_SETTINGS,
        (id) => ({ appId: id, formKey, input: settingsInput() }),
        /app not found/,
      ],
      [
        'rotateFormWebhookSecret appId',
        ROTATE_FORM_WEBHOOK_SECRET,
        (id) => ({ appId: id, formKey }),
        /app not found/,
      ],
    ]);
    expect(await state()).toEqual(before);
  });

  it('a submission of another app of the same team, named with this app: 404 and nothing changed', async () => {
    const before = await state();
    for (const [query, variables] of [
      [MARK_FORM_SUBMISSIONS, { appId, ids: [otherSubmissionId], read: true }],
      [DELETE_FORM_SUBMISSIONS, { appId, ids: [submissionId, otherSubmissionId] }],
    ] as const) {
      const answer = await gql(t, query, variables, owner.token);
      expect4xx(answer, query);
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(404);
      expect(answer.errors?.[0]?.message).toBe('submission not found');
    }
    expect(await state()).toEqual(before);
  });

  it('form keys that are not keys: 400', async () => {
    const before = await state();
    for (const bad of [
      '',
      '*/x',
      'site/',
      `${randomUUID()}/`,
      'page/brick',
      `${randomUUID()}/a/b`,
      'x'.repeat(300),
    ]) {
      for (const [query, variables] of [
        [FORM_SUBMISSIONS, { appId, formKey: bad }],
        [FORM_DELIVERY_SETTINGS, { appId, formKey: bad }],
        [UPDATE_FORM_DELIVERY_SETTINGS, { appId, formKey: bad, input: settingsInput() }],
        [ROTATE_FORM_WEBHOOK_SECRET, { appId, formKey: bad }],
      ] as const) {
        const answer = await gql(t, query, variables, owner.token);
        expect4xx(answer, `${bad.slice(0, 20)}`);
        expect(answer.errors?.[0]?.message).toMatch(/formKey must be/);
      }
    }
    // '*' is the app default's settings key, never a form's (the list takes forms' keys only).
    expect4xx(await gql(t, FORM_SUBMISSIONS, { appId, formKey: '*' }, owner.token), '* as a form');
    expect(await state()).toEqual(before);
  });
});
