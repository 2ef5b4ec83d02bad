// Forms on live sites (issue 24, docs/decisions/0036): submissions, their files and deliveries, the delivery
// settings of an app's forms, refusal counts, and the instance's own secrets. Jobs of the delivery queue
// (pg-boss, schema `pgboss`) carry only a delivery's id and attempt number: no personal data leaves these tables.
import type {
  AttemptOutcome,
  DeliveryChannel,
  DeliveryState,
  FieldKind,
  RejectionReason,
  SubmissionValues,
} from '@tessera/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { pageVersions } from './live-schema.ts';
import { apps, pages, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A field of a submission's form as it was when the submission came (labels change; values keep their names). */
export interface SubmittedField {
  name: string;
  label: string;
  kind: FieldKind;
}

/** One accepted submission: stored before anything is delivered, kept until someone deletes it. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    // `{pageId}/{brickId}`, or `site/{brickId}` for a form in the site header or footer.
    formKey: text('form_key').notNull(),
    formName: text('form_name').notNull(),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    versionId: uuid('version_id').references(() => pageVersions.id, { onDelete: 'set null' }),
    fields: jsonb('fields').$type<SubmittedField[]>().notNull(),
    values: jsonb('values').$type<SubmissionValues>().notNull(),
    // The values' text in one lower-cased string, for the Submissions screen's search.
    searchText: text('search_text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    readBy: uuid('read_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.appId, t.formKey, t.createdAt.desc(), t.id.desc()),
    index('form_submissions_app_idx').on(t.appId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A file sent with a submission: stored under `forms/{appId}/…`, never served from the public /media. */
export const formSubmissionFiles = pgTable(
  'form_submission_files',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    extension: text('extension').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
  },
  (t) => [index('form_submission_files_submission_idx').on(t.submissionId)],
);

/** One channel's delivery of one submission (an e-mail to the recipients, a post to the webhook). */
export const formDeliveries = pgTable(
  'form_deliveries',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    // Where it goes, as the settings said when the submission came: the recipients' addresses or the URL.
    target: text('target').notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    deliveredAt: at('delivered_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('form_deliveries_submission_idx').on(t.submissionId),
    index('form_deliveries_pending_idx').on(t.state, t.nextAttemptAt),
  ],
);

/** Every attempt at a delivery, shown with the submission. */
export const formDeliveryAttempts = pgTable(
  'form_delivery_attempts',
  {
    id: uuid('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => formDeliveries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: at('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').$type<AttemptOutcome>().notNull(),
    statusCode: integer('status_code'),
    // The first kilobyte of the receiver's answer.
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [index('form_delivery_attempts_delivery_idx').on(t.deliveryId, t.number)],
);

/**
 * Where an app's form submissions go: one row per form (`form_key`) or for every form (`*`). Not versioned:
 * it takes effect at once. Storing is always on. The webhook secret is shown to managers only.
 */
export const formDeliverySettings = pgTable(
  'form_delivery_settings',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    formKey: text('form_key').notNull(),
    email: boolean('email').notNull().default(false),
    // User ids of members of the app's team: e-mails go to confirmed members only, never to any address.
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    webhook: boolean('webhook').notNull().default(false),
    webhookUrl: text('webhook_url'),
    webhookSecret: text('webhook_secret'),
    // During a rotation the previous secret also signs, until previous_secret_until.
    previousSecret: text('previous_secret'),
    previousSecretUntil: at('previous_secret_until'),
    challenge: boolean('challenge').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.appId, t.formKey] })],
);

/** Submissions turned away, counted per form, day and reason (never stored). */
export const formRejections = pgTable(
  'form_rejections',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    formKey: text('form_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').$type<RejectionReason>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.formKey, t.day, t.reason] })],
);

/**
 * Secrets of this installation shared by all its processes (the forms' time-token key when FORMS_SECRET is not
 * set): written once, by whichever process comes first (`ON CONFLICT DO NOTHING`).
 */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().default(sql`now()`),
});

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type FormDeliveryRow = typeof formDeliveries.$inferSelect;
export type FormDeliveryAttemptRow = typeof formDeliveryAttempts.$inferSelect;
export type FormDeliverySettingsRow = typeof formDeliverySettings.$inferSelect;
