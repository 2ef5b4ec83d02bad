import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublishedForm, SubmissionValues } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  formDeliveries,
  formDeliveryAttempts,
  formSubmissionFiles,
  formSubmissions,
  type SubmittedField,
} from '../src/db/forms-schema.ts';
import { pageVersions } from '../src/db/live-schema.ts';
import { newFormFileKey } from '../src/modules/media/keys.ts';
import type { MediaStorage } from '../src/modules/media/storage/index.ts';

export const SUBMISSION_FIELDS = `id formKey formName pageId values fields { name label kind } createdAt readAt
  readBy { id username }`;
export const APP_FORMS =
  'query ($appId: ID!) { appForms(appId: $appId) { key name pageId live total unread rejectedToday } }';
export const FORM_SUBMISSIONS = `query ($appId: ID!, $formKey: String, $search: String, $unread: Boolean,
  $first: Int, $after: String, $last: Int, $before: String) {
  formSubmissions(appId: $appId, formKey: $formKey, search: $search, unread: $unread, first: $first,
    after: $after, last: $last, before: $before) {
    edges { cursor node { ${SUBMISSION_FIELDS} } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;
export const FORM_SUBMISSION = `query ($id: ID!) { formSubmission(id: $id) { ${SUBMISSION_FIELDS}
  files { id field name extension mediaType size url }
  deliveries { id channel target state attempts nextAttemptAt deliveredAt lastError
    attemptLog { number startedAt durationMs outcome statusCode responseExcerpt error } } } }`;
export const SETTINGS_FIELDS = `appId formKey inherited email recipients { id username email } webhook webhookUrl
  webhookSecret hasWebhookSecret previousSecretUntil challenge updatedAt`;
export const FORM_DELIVERY_SETTINGS = `query ($appId: ID!, $formKey: String!) {
  formDeliverySettings(appId: $appId, formKey: $formKey) { ${SETTINGS_FIELDS} } }`;
export const MARK_FORM_SUBMISSIONS = `mutation ($appId: ID!, $ids: [ID!]!, $read: Boolean!) {
  markFormSubmissions(appId: $appId, ids: $ids, read: $read) }`;
export const DELETE_FORM_SUBMISSIONS = `mutation ($appId: ID!, $ids: [ID!]!) {
  deleteFormSubmissions(appId: $appId, ids: $ids) }`;
export const UPDATE_FORM_DELIVERY_SETTINGS = `mutation ($appId: ID!, $formKey: String!, $input: FormDeliverySettingsInput!) {
  updateFormDeliverySettings(appId: $appId, formKey: $formKey, input: $input) { ${SETTINGS_FIELDS} } }`;
export const ROTATE_FORM_WEBHOOK_SECRET = `mutation ($appId: ID!, $formKey: String!) {
  rotateFormWebhookSecret(appId: $appId, formKey: $formKey) { ${SETTINGS_FIELDS} } }`;
export const SEND_TEST_FORM_WEBHOOK = `mutation ($appId: ID!, $formKey: String!) {
  sendTestFormWebhook(appId: $appId, formKey: $formKey) { ok outcome statusCode durationMs responseExcerpt error } }`;

export const CONTACT_FIELDS: SubmittedField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'email', label: 'E-mail', kind: 'email' },
  { name: 'message', label: 'Message', kind: 'textarea' },
];

/** A form's key on a page. */
export const formKeyOn = (pageId: string, brick = 'contact') => `${pageId}/${brick}`;

/** A published form as the publisher stores it in page_versions.forms. */
export function publishedForm(key: string, name: string): PublishedForm {
  return {
    key,
    name,
    fields: CONTACT_FIELDS.map((field) => ({
      ...field,
      placeholder: '',
      help: '',
      required: field.name === 'email',
    })),
    after: { kind: 'message', message: 'Thanks!' },
    multipart: false,
    challenge: false,
  };
}

/** Puts forms on a version (the live one of its page, say): what a publish of a page with forms stores. */
export async function setVersionForms(db: Db, versionId: string, forms: PublishedForm[]) {
  await db.update(pageVersions).set({ forms }).where(eq(pageVersions.id, versionId));
}

/** A submission inserted directly (the live endpoint is another part's): set-up, not the flow under test. */
export async function insertSubmission(
  db: Db,
  values: {
    appId: string;
    formKey: string;
    formName?: string;
    pageId?: string | null;
    values?: SubmissionValues;
    fields?: SubmittedField[];
    createdAt?: Date;
    read?: boolean;
  },
): Promise<{ id: string }> {
  const id = randomUUID();
  const submitted = values.values ?? {
    name: 'Ada',
    email: 'ada@example.com',
    message: `Hello ${id.slice(0, 8)}`,
  };
  await db.insert(formSubmissions).values({
    id,
    appId: values.appId,
    formKey: values.formKey,
    formName: values.formName ?? 'Contact',
    pageId: values.pageId ?? null,
    versionId: null,
    fields: values.fields ?? CONTACT_FIELDS,
    values: submitted,
    searchText: Object.values(submitted).flat().map(String).join(' ').toLowerCase(),
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    ...(values.read ? { readAt: new Date() } : {}),
  });
  return { id };
}

/** A file record, a webhook delivery with two attempts and a pending e-mail delivery of a submission. */
export async function insertDeliveries(db: Db, appId: string, submissionId: string) {
  await db.insert(formSubmissionFiles).values({
    id: randomUUID(),
    submissionId,
    appId,
    field: 'cv',
    key: `forms/${appId}/${submissionId}/${randomUUID()}.pdf`,
    name: 'cv.pdf',
    extension: 'pdf',
    mediaType: 'application/pdf',
    size: 1234,
  });
  const webhookId = randomUUID();
  await db.insert(formDeliveries).values([
    {
      id: webhookId,
      submissionId,
      appId,
      channel: 'webhook',
      target: 'https://hooks.example.com/in',
      state: 'sent',
      attempts: 2,
      deliveredAt: new Date(),
    },
    {
      id: randomUUID(),
      submissionId,
      appId,
      channel: 'email',
      target: 'owner@example.com',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
    },
  ]);
  await db.insert(formDeliveryAttempts).values([
    {
      id: randomUUID(),
      deliveryId: webhookId,
      number: 1,
      startedAt: new Date(Date.now() - 60_000),
      durationMs: 15000,
      outcome: 'timeout',
      error: 'no answer in 15 s',
    },
    {
      id: randomUUID(),
      deliveryId: webhookId,
      number: 2,
      startedAt: new Date(),
      durationMs: 42,
      outcome: 'ok',
      statusCode: 204,
      responseExcerpt: '',
    },
  ]);
  return { webhookId };
}

/** A delivery settings input with everything off. */
export function settingsInput(overrides: Record<string, unknown> = {}) {
  return { email: false, recipients: [], webhook: false, webhookUrl: null, challenge: false, ...overrides };
}

export const RETRY_FORM_DELIVERY = `mutation ($appId: ID!, $deliveryId: ID!) {
  retryFormDelivery(appId: $appId, deliveryId: $deliveryId) { id channel target state attempts nextAttemptAt
    deliveredAt lastError attemptLog { number outcome statusCode } } }`;

/** A webhook delivery of a submission that failed after one attempt (410), for a manager's retry. */
export async function insertFailedDelivery(db: Db, appId: string, submissionId: string) {
  const id = randomUUID();
  await db.insert(formDeliveries).values({
    id,
    submissionId,
    appId,
    channel: 'webhook',
    target: 'https://hooks.example.com/in',
    state: 'failed',
    attempts: 1,
    lastError: 'HTTP 410',
  });
  await db.insert(formDeliveryAttempts).values({
    id: randomUUID(),
    deliveryId: id,
    number: 1,
    startedAt: new Date(),
    durationMs: 31,
    outcome: 'http',
    statusCode: 410,
    responseExcerpt: 'gone',
  });
  return { id };
}

/** A PDF a visitor sent with the submission: its record and its bytes in storage, as the live intake keeps them. */
export async function insertStoredFile(
  db: Db,
  storage: MediaStorage,
  appId: string,
  submissionId: string,
): Promise<{ id: string; key: string; bytes: Buffer }> {
  const id = randomUUID();
  const key = newFormFileKey(appId, submissionId, id, 'pdf');
  const bytes = Buffer.from(`%PDF-1.4\n% ${id}\n%%EOF\n`, 'latin1');
  const temp = path.join(storage.tempDir, `${id}.part`);
  await writeFile(temp, bytes);
  await storage.put(key, temp, 'application/pdf');
  await db.insert(formSubmissionFiles).values({
    id,
    submissionId,
    appId,
    field: 'cv',
    key,
    name: 'cv.pdf',
    extension: 'pdf',
    mediaType: 'application/pdf',
    size: bytes.length,
  });
  return { id, key, bytes };
}
