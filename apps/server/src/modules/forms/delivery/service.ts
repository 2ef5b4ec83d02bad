import { randomUUID } from 'node:crypto';
import { APP_DEFAULT_FORM_KEY } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { type FormDeliveryRow, formDeliveries, formDeliverySettings } from '../../../db/forms-schema.ts';
import { users } from '../../../db/schema.ts';
import { createMailer, type Mailer } from '../../../mail/mailer.ts';
import type { LiveUrl } from '../../live/live-url.ts';
import { mayReceive } from '../recipients.ts';
import { createDeliveryQueue, type DeliveryQueue } from './queue.ts';
import { signWebhook } from './webhook-security.ts';
import { type AttemptResult, createWebhookAgents, postWebhook } from './webhook-send.ts';
import { createDeliveryHandler } from './worker.ts';

/** The submission a delivery is made for: what the live endpoint has just inserted in its transaction. */
export interface SubmissionRef {
  id: string;
  appId: string;
  formKey: string;
}

export interface FormDelivery {
  /**
   * Inside the submissions' transaction (one or a group stored together, in as many statements as for one): one
   * delivery per channel the app's settings turn on for each form (its own row, else the app's `*` row), with where
   * it goes snapshotted, and their first jobs. Call `notifyWorker()` after the commit.
   */
  createDeliveriesFor(tx: Tx, submissions: SubmissionRef[]): Promise<FormDeliveryRow[]>;
  /** After a commit that created deliveries: the local pollers fetch now rather than at their next poll. */
  notifyWorker(): void;
  /**
   * A manager's "try again": a failed or refused delivery (or a pending one, sooner) becomes pending with its next
   * attempt now. Inside the caller's transaction; false when the delivery is not the app's or already sent.
   */
  retryDelivery(tx: Tx, appId: string, deliveryId: string): Promise<boolean>;
  /**
   * A manager's "send a test": one signed `form.test` post to `url`, through the same SSRF-filtering agents, with
   * no retry and nothing recorded; the attempt's result is returned to show.
   */
  sendTestWebhook(url: string, secrets: string[]): Promise<AttemptResult>;
  queue: DeliveryQueue;
  /** Stops the workers (running attempts end first) and closes the queue and the forms' mail transport. */
  close(): Promise<void>;
}

/** E-mail recipients are user ids: the current addresses of those who may still receive them (recipients.ts). */
async function recipientAddresses(tx: Tx, appId: string, userIds: string[]): Promise<string[]> {
  const ids = userIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return [];
  // One statement: the submission's transaction stays short (on PGlite every statement counts).
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), mayReceive(tx, appId)));
  return rows.map((r) => r.email).sort();
}

export async function createFormDelivery(deps: {
  database: Database;
  config: Config;
  liveUrl: LiveUrl;
  logger: FastifyBaseLogger;
  /** The forms' own mailer (tests); by default a pooled one on SMTP_URL, or the outbox. */
  mailer?: Mailer;
}): Promise<FormDelivery> {
  const { database, config, logger } = deps;
  const settings = config.formDelivery;
  const queue = await createDeliveryQueue({
    database,
    databaseUrl: config.databaseUrl,
    config: settings,
    logger,
  });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: `${config.dataDir}/outbox`,
      from: config.mailFrom,
      logger,
      pool: { maxConnections: 5 },
    });
  const agents = createWebhookAgents(settings);
  if (settings.enabled) {
    await queue.start(
      createDeliveryHandler({
        db: database.db,
        queue,
        mailer,
        agents,
        config: settings,
        liveUrl: deps.liveUrl,
        logger,
      }),
    );
  }
  let closed: Promise<void> | undefined;

  /**
   * The deliveries of several submissions stored in one transaction (a group commit, submission-store.ts): the
   * same statements whatever their number — the settings, the recipients of each app and list, one insert of
   * the deliveries and one of their jobs.
   */
  async function createDeliveriesFor(tx: Tx, submissions: SubmissionRef[]): Promise<FormDeliveryRow[]> {
    if (submissions.length === 0) return [];
    const appIds = [...new Set(submissions.map((s) => s.appId))];
    const formKeys = [...new Set([...submissions.map((s) => s.formKey), APP_DEFAULT_FORM_KEY])];
    const rows = await tx
      .select()
      .from(formDeliverySettings)
      .where(
        and(inArray(formDeliverySettings.appId, appIds), inArray(formDeliverySettings.formKey, formKeys)),
      );
    const settingsOf = (s: SubmissionRef) =>
      rows.find((r) => r.appId === s.appId && r.formKey === s.formKey) ??
      rows.find((r) => r.appId === s.appId && r.formKey === APP_DEFAULT_FORM_KEY);
    const addresses = new Map<string, Promise<string[]>>();
    const addressesOf = (appId: string, recipients: string[]) => {
      const key = `${appId} ${recipients.join(' ')}`;
      let found = addresses.get(key);
      if (!found) {
        found = recipientAddresses(tx, appId, recipients);
        addresses.set(key, found);
      }
      return found;
    };
    const values: (typeof formDeliveries.$inferInsert)[] = [];
    for (const submission of submissions) {
      const applying = settingsOf(submission);
      if (!applying) continue;
      if (applying.email) {
        const to = await addressesOf(submission.appId, applying.recipients);
        if (to.length > 0) {
          values.push({
            id: randomUUID(),
            submissionId: submission.id,
            appId: submission.appId,
            channel: 'email',
            target: to.join(', '),
          });
        }
      }
      if (applying.webhook && applying.webhookUrl) {
        values.push({
          id: randomUUID(),
          submissionId: submission.id,
          appId: submission.appId,
          channel: 'webhook',
          target: applying.webhookUrl,
        });
      }
    }
    if (values.length === 0) return [];
    const inserted = await tx.insert(formDeliveries).values(values).returning();
    await queue.enqueue(
      tx,
      inserted.map((d) => ({ deliveryId: d.id, attempt: 1 })),
    );
    return inserted;
  }

  return {
    queue,
    createDeliveriesFor,
    notifyWorker: () => queue.notify(),
    sendTestWebhook(url, secrets) {
      const body = JSON.stringify({ type: 'form.test', timestamp: new Date().toISOString(), data: {} });
      const headers = signWebhook({ deliveryId: `test_${randomUUID()}`, body, secrets });
      return postWebhook({ url, body, headers, agents });
    },
    async retryDelivery(tx, appId, deliveryId) {
      const [row] = await tx
        .select()
        .from(formDeliveries)
        .where(and(eq(formDeliveries.id, deliveryId), eq(formDeliveries.appId, appId)))
        .for('update');
      if (!row || row.state === 'sent') return false;
      const now = new Date();
      await tx
        .update(formDeliveries)
        .set({ state: 'pending', nextAttemptAt: now })
        .where(eq(formDeliveries.id, deliveryId));
      await queue.enqueue(tx, [{ deliveryId, attempt: row.attempts + 1 }]);
      return true;
    },
    close() {
      closed ??= (async () => {
        await queue.stop();
        agents.destroy();
        if (!deps.mailer) mailer.close();
      })();
      return closed;
    },
  };
}
