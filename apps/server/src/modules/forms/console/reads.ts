import { APP_DEFAULT_FORM_KEY, can, type PublishedForm } from '@tessera/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  type FormDeliveryAttemptRow,
  type FormDeliveryRow,
  type FormSubmissionRow,
  formDeliveries,
  formDeliveryAttempts,
  formDeliverySettings,
  formRejections,
  formSubmissionFiles,
  formSubmissions,
} from '../../../db/forms-schema.ts';
import { pageVersions } from '../../../db/live-schema.ts';
import { pages, users } from '../../../db/schema.ts';
import type { AppAccess } from '../../apps/policy.ts';
import { mayReceive } from '../recipients.ts';
import { formFileUrl } from './file-route.ts';

/** A form of an app as the Submissions screen lists it. */
export interface AppFormView {
  key: string;
  name: string;
  pageId: string | null;
  /** On a live page now; false for a form that only has submissions left. */
  live: boolean;
  total: number;
  unread: number;
  rejectedToday: number;
}

/** The forms a stored version publishes, read defensively (the column is jsonb written by the publisher). */
function formsOf(value: unknown): Array<Pick<PublishedForm, 'key' | 'name'>> {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (form): form is PublishedForm =>
      !!form && typeof form === 'object' && typeof form.key === 'string' && typeof form.name === 'string',
  );
}

/**
 * The app's forms: those of its live pages (each page's live version, pages by URL, forms in page order; a
 * site-wide form once), then forms that only have submissions left, by name. Counts of submissions, unread
 * ones and today's refusals (UTC day) with each.
 */
export async function appForms(db: Db, appId: string): Promise<AppFormView[]> {
  const live = await db
    .select({ pageId: pages.id, forms: pageVersions.forms })
    .from(pages)
    .innerJoin(pageVersions, eq(pageVersions.id, pages.liveVersionId))
    .where(eq(pages.appId, appId))
    .orderBy(asc(pages.url));
  const counts = await db
    .select({
      key: formSubmissions.formKey,
      name: sql<string>`(array_agg(${formSubmissions.formName} order by ${formSubmissions.createdAt} desc))[1]`,
      pageId: sql<
        string | null
      >`(array_agg(${formSubmissions.pageId} order by ${formSubmissions.createdAt} desc))[1]`,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${formSubmissions.readAt} is null))::int`,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.appId, appId))
    .groupBy(formSubmissions.formKey);
  const rejected = await db
    .select({ key: formRejections.formKey, count: sql<number>`sum(${formRejections.count})::int` })
    .from(formRejections)
    .where(
      and(eq(formRejections.appId, appId), sql`${formRejections.day} = (now() at time zone 'UTC')::date`),
    )
    .groupBy(formRejections.formKey);
  const countOf = new Map(counts.map((row) => [row.key, row]));
  const rejectedOf = new Map(rejected.map((row) => [row.key, row.count]));
  const views = new Map<string, AppFormView>();
  const add = (key: string, view: Omit<AppFormView, 'key' | 'total' | 'unread' | 'rejectedToday'>) => {
    if (views.has(key)) return;
    const count = countOf.get(key);
    views.set(key, {
      key,
      ...view,
      total: count?.total ?? 0,
      unread: count?.unread ?? 0,
      rejectedToday: rejectedOf.get(key) ?? 0,
    });
  };
  for (const page of live) {
    for (const form of formsOf(page.forms)) {
      add(form.key, {
        name: form.name,
        pageId: form.key.startsWith('site/') ? null : page.pageId,
        live: true,
      });
    }
  }
  const gone = counts.filter((row) => !views.has(row.key)).sort((a, b) => a.name.localeCompare(b.name));
  for (const row of gone) add(row.key, { name: row.name, pageId: row.pageId, live: false });
  return [...views.values()];
}

/** A submission of the app, or undefined. */
export async function submissionById(db: Db, id: string): Promise<FormSubmissionRow | undefined> {
  return (await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1))[0];
}

/** A submission's files, each with the console's download URL. */
export async function filesOf(db: Db, submissionId: string) {
  const rows = await db
    .select({
      id: formSubmissionFiles.id,
      appId: formSubmissionFiles.appId,
      field: formSubmissionFiles.field,
      name: formSubmissionFiles.name,
      extension: formSubmissionFiles.extension,
      mediaType: formSubmissionFiles.mediaType,
      size: formSubmissionFiles.size,
    })
    .from(formSubmissionFiles)
    .where(eq(formSubmissionFiles.submissionId, submissionId))
    .orderBy(asc(formSubmissionFiles.field), asc(formSubmissionFiles.name), asc(formSubmissionFiles.id));
  return rows.map(({ appId, ...file }) => ({ ...file, url: formFileUrl(appId, file.id) }));
}

export type DeliveryView = FormDeliveryRow & { attemptLog: FormDeliveryAttemptRow[] };

/**
 * A webhook URL as those who do not manage deliveries see it: its origin only (a receiver's path often holds a
 * token of its own). Managers see it whole.
 */
export function webhookUrlFor(url: string | null, manager: boolean): string | null {
  if (url === null || manager) return url;
  try {
    return `${new URL(url).origin}/…`;
  } catch {
    return null;
  }
}

/** A submission's deliveries (e-mail first) with every attempt, in order. */
export async function deliveriesOf(db: Db, submissionId: string, manager: boolean): Promise<DeliveryView[]> {
  const deliveries = await db
    .select()
    .from(formDeliveries)
    .where(eq(formDeliveries.submissionId, submissionId))
    .orderBy(asc(formDeliveries.channel), asc(formDeliveries.createdAt), asc(formDeliveries.id));
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(formDeliveryAttempts)
    .where(
      inArray(
        formDeliveryAttempts.deliveryId,
        deliveries.map((delivery) => delivery.id),
      ),
    )
    .orderBy(asc(formDeliveryAttempts.number), asc(formDeliveryAttempts.startedAt));
  return deliveries.map((delivery) => ({
    ...delivery,
    target:
      delivery.channel === 'webhook' ? (webhookUrlFor(delivery.target, manager) ?? '') : delivery.target,
    attemptLog: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
  }));
}

/** Delivery settings as the API shows them. */
export interface DeliverySettingsView {
  appId: string;
  /** The key asked for. */
  formKey: string;
  /** The settings come from the app's default ('*') or are the defaults: the form has none of its own. */
  inherited: boolean;
  email: boolean;
  recipientIds: string[];
  webhook: boolean;
  webhookUrl: string | null;
  /** Managers only; null for everyone else. */
  webhookSecret: string | null;
  hasWebhookSecret: boolean;
  previousSecretUntil: Date | null;
  challenge: boolean;
  updatedAt: Date | null;
  /** Managers: the app whose team's confirmed members (and owner) may be picked as recipients; null for others. */
  candidatesOf: string | null;
}

/** The stored settings of exactly `formKey`, if any. */
export async function storedSettings(db: Db | Tx, appId: string, formKey: string) {
  return (
    await db
      .select()
      .from(formDeliverySettings)
      .where(and(eq(formDeliverySettings.appId, appId), eq(formDeliverySettings.formKey, formKey)))
      .limit(1)
  )[0];
}

const appDefaultFor = (db: Db | Tx, appId: string, formKey: string) =>
  formKey === APP_DEFAULT_FORM_KEY ? undefined : storedSettings(db, appId, APP_DEFAULT_FORM_KEY);

/** The stored settings that apply to `formKey`: its own, else the app's default ('*'); none: nothing delivered. */
export async function appliedSettings(db: Db | Tx, appId: string, formKey: string) {
  return (await storedSettings(db, appId, formKey)) ?? (await appDefaultFor(db, appId, formKey));
}

/** The settings that apply to `formKey` as the API shows them (nothing delivered when there are none). */
export async function settingsView(
  db: Db,
  access: AppAccess,
  formKey: string,
): Promise<DeliverySettingsView> {
  const appId = access.app.id;
  const own = await storedSettings(db, appId, formKey);
  const row = own ?? (await appDefaultFor(db, appId, formKey));
  const manager = can(access.standing, 'form.manageDelivery');
  return {
    appId,
    formKey,
    inherited: !own,
    email: row?.email ?? false,
    recipientIds: row?.recipients ?? [],
    webhook: row?.webhook ?? false,
    webhookUrl: webhookUrlFor(row?.webhookUrl ?? null, manager),
    webhookSecret: manager ? (row?.webhookSecret ?? null) : null,
    hasWebhookSecret: !!row?.webhookSecret,
    previousSecretUntil: row?.previousSecretUntil ?? null,
    challenge: row?.challenge ?? false,
    updatedAt: row?.updatedAt ?? null,
    candidatesOf: manager ? appId : null,
  };
}

/** Who may be picked as recipients of the app's form e-mails (forms/recipients.ts), by username. */
export async function recipientCandidates(db: Db, appId: string) {
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(mayReceive(db, appId))
    .orderBy(asc(users.username));
}

/** The recipients' public details, in the settings' order (a user deleted or gone from the team since is left out). */
export async function recipientsOf(db: Db, appId: string, ids: string[]) {
  if (ids.length === 0) return [];
  // Only those who may still receive them (an app moved to another team keeps its settings' ids).
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), mayReceive(db, appId)));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
