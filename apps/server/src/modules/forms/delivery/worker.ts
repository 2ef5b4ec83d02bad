import { randomUUID } from 'node:crypto';
import { nextDeliveryAttempt, parseRetryAfter } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FormDeliveryConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  type FormDeliveryRow,
  formDeliveries,
  formDeliveryAttempts,
  formDeliverySettings,
  formSubmissions,
} from '../../../db/forms-schema.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { LiveUrl } from '../../live/live-url.ts';
import { loadSubmissionContent, submissionMail, webhookPayload } from './content.ts';
import type { DeliveryJob, DeliveryQueue } from './queue.ts';
import { signingSecrets, signWebhook } from './webhook-security.ts';
import { type AttemptResult, EXCERPT_BYTES, postWebhook, type WebhookAgents } from './webhook-send.ts';

/**
 * A claimed delivery is not claimed again for this long (a duplicate job meanwhile is dropped). Longer than an
 * attempt can take (15 s), shorter than pg-boss takes to hand a dead process's job out again (60 s + 30 s).
 */
const CLAIM_MS = 45_000;
/** How early a job may come for its attempt (clocks of processes and database). */
const EARLY_MS = 1_000;

export interface WorkerDeps {
  db: Db;
  queue: DeliveryQueue;
  mailer: Mailer;
  agents: WebhookAgents;
  config: FormDeliveryConfig;
  liveUrl: LiveUrl;
  logger: FastifyBaseLogger;
}

/**
 * The handler of the delivery queue. Idempotent: each delivery's row is locked (FOR UPDATE) and claimed before
 * anything is sent; a job is dropped when its delivery is gone, done, already past the job's attempt, or claimed
 * by another job. Every attempt is recorded, and the next one queued by our schedule, in one transaction.
 */
export function createDeliveryHandler(deps: WorkerDeps) {
  const { db, logger } = deps;

  async function claim(jobs: DeliveryJob[]): Promise<{ row: FormDeliveryRow; job: DeliveryJob }[]> {
    const byId = new Map<string, DeliveryJob>();
    for (const job of jobs) {
      if (typeof job?.deliveryId !== 'string' || !Number.isInteger(job.attempt)) continue;
      if (!byId.has(job.deliveryId)) byId.set(job.deliveryId, job); // a duplicate in the same batch: dropped
    }
    if (byId.size === 0) return [];
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(formDeliveries)
        .where(inArray(formDeliveries.id, [...byId.keys()]))
        .for('update');
      const now = Date.now();
      const claimed = rows.filter((row) => {
        const job = byId.get(row.id)!;
        return (
          row.state === 'pending' &&
          row.attempts < job.attempt &&
          (row.nextAttemptAt === null || row.nextAttemptAt.getTime() <= now + EARLY_MS)
        );
      });
      if (claimed.length > 0) {
        await tx
          .update(formDeliveries)
          .set({ nextAttemptAt: new Date(now + CLAIM_MS) })
          .where(
            inArray(
              formDeliveries.id,
              claimed.map((row) => row.id),
            ),
          );
      }
      return claimed.map((row) => ({ row, job: byId.get(row.id)! }));
    });
  }

  async function attemptEmail(row: FormDeliveryRow): Promise<AttemptResult> {
    const startedAt = new Date();
    const started = performance.now();
    const result = (fields: Partial<AttemptResult> & Pick<AttemptResult, 'outcome'>): AttemptResult => ({
      startedAt,
      durationMs: Math.round(performance.now() - started),
      statusCode: null,
      excerpt: null,
      error: null,
      retryAfter: undefined,
      ...fields,
    });
    const content = await loadSubmissionContent(db, row.submissionId, deps.liveUrl);
    if (!content) return result({ outcome: 'refused', error: 'the submission is gone' });
    try {
      await deps.mailer.send(submissionMail(content, row.target, deps.config.mailLocale));
      return result({ outcome: 'ok' });
    } catch (error) {
      const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
      return result({
        outcome: e.code === 'ETIMEDOUT' ? 'timeout' : 'network',
        statusCode: typeof e.responseCode === 'number' ? e.responseCode : null,
        excerpt: typeof e.response === 'string' ? e.response.slice(0, EXCERPT_BYTES) : null,
        error: e.message ?? String(error),
      });
    }
  }

  async function attemptWebhook(row: FormDeliveryRow): Promise<AttemptResult> {
    const content = await loadSubmissionContent(db, row.submissionId, deps.liveUrl);
    const [submission] = await db
      .select({ formKey: formSubmissions.formKey })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, row.submissionId));
    const settings = submission
      ? await db
          .select()
          .from(formDeliverySettings)
          .where(
            and(
              eq(formDeliverySettings.appId, row.appId),
              inArray(formDeliverySettings.formKey, [submission.formKey, '*']),
            ),
          )
      : [];
    const applying = settings.find((s) => s.formKey !== '*') ?? settings[0];
    const secrets = applying ? signingSecrets(applying) : [];
    if (!content || secrets.length === 0) {
      return {
        outcome: 'refused',
        startedAt: new Date(),
        durationMs: 0,
        statusCode: null,
        excerpt: null,
        error: content ? 'the webhook has no secret' : 'the submission is gone',
        retryAfter: undefined,
      };
    }
    const body = JSON.stringify(webhookPayload(content));
    const headers = signWebhook({ deliveryId: row.id, body, secrets });
    return postWebhook({ url: row.target, body, headers, agents: deps.agents });
  }

  async function record(row: FormDeliveryRow, result: AttemptResult): Promise<void> {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(formDeliveries)
        .where(eq(formDeliveries.id, row.id))
        .for('update');
      if (!current) return; // the submission was deleted meanwhile
      const number = current.attempts + 1;
      const now = new Date();
      await tx.insert(formDeliveryAttempts).values({
        id: randomUUID(),
        deliveryId: row.id,
        number,
        startedAt: result.startedAt,
        durationMs: result.durationMs,
        outcome: result.outcome,
        statusCode: result.statusCode,
        responseExcerpt: result.excerpt,
        error: result.error?.slice(0, 1000) ?? null,
      });
      if (result.outcome === 'ok') {
        await tx
          .update(formDeliveries)
          .set({ state: 'sent', attempts: number, deliveredAt: now, nextAttemptAt: null, lastError: null })
          .where(eq(formDeliveries.id, row.id));
        return;
      }
      const error = result.error ?? result.outcome;
      // Refused addresses are never tried again; a 410 Gone says the receiver does not want any more.
      const stop = result.outcome === 'refused' || result.statusCode === 410;
      const next = stop
        ? null
        : nextDeliveryAttempt({
            attempts: number,
            createdAt: current.createdAt,
            now,
            retryAfterSeconds: parseRetryAfter(result.retryAfter, now),
            scale: deps.config.retryScale,
          });
      await tx
        .update(formDeliveries)
        .set({
          state: next ? 'pending' : result.outcome === 'refused' ? 'refused' : 'failed',
          attempts: number,
          nextAttemptAt: next,
          lastError: error.slice(0, 1000),
        })
        .where(eq(formDeliveries.id, row.id));
      if (next)
        await deps.queue.enqueue(tx, [{ deliveryId: row.id, attempt: number + 1 }], { startAfter: next });
    });
  }

  return async function handle(jobs: DeliveryJob[]): Promise<void> {
    const claimed = await claim(jobs);
    const failures: unknown[] = [];
    await Promise.all(
      claimed.map(async ({ row }) => {
        try {
          const result = row.channel === 'email' ? await attemptEmail(row) : await attemptWebhook(row);
          await record(row, result);
        } catch (error) {
          failures.push(error);
          logger.error({ err: error, deliveryId: row.id }, 'form delivery failed to run');
        }
      }),
    );
    // The batch's jobs go back to pg-boss (retried after 30 s); those recorded meanwhile are then dropped.
    if (failures.length > 0) throw new Error(`${failures.length} form deliveries failed to run`);
  };
}
