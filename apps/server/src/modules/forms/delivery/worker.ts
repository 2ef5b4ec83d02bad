import { randomUUID } from 'node:crypto';
import { APP_DEFAULT_FORM_KEY, nextDeliveryAttempt, parseRetryAfter } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FormDeliveryConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  type FormDeliveryRow,
  type FormDeliverySettingsRow,
  formDeliveries,
  formDeliveryAttempts,
  formDeliverySettings,
} from '../../../db/forms-schema.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { LiveUrl } from '../../live/live-url.ts';
import { loadSubmissionContents, type SubmissionContent, submissionMail, webhookPayload } from './content.ts';
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

  /** What the batch's deliveries need: their submissions, and the webhook settings of their forms (secrets). */
  async function loadBatch(rows: FormDeliveryRow[]) {
    const contents = await loadSubmissionContents(
      db,
      rows.map((r) => r.submissionId),
      deps.liveUrl,
    );
    const hooked = rows.filter((r) => r.channel === 'webhook').map((r) => contents.get(r.submissionId));
    const appIds = [...new Set(hooked.flatMap((c) => (c ? [c.appId] : [])))];
    const settings =
      appIds.length > 0
        ? await db
            .select()
            .from(formDeliverySettings)
            .where(
              and(
                inArray(formDeliverySettings.appId, appIds),
                inArray(formDeliverySettings.formKey, [
                  ...new Set(hooked.flatMap((c) => (c ? [c.form.key] : []))),
                  APP_DEFAULT_FORM_KEY,
                ]),
              ),
            )
        : [];
    /** The settings that apply to a submission's form now: its own row, else the app's `*` row. */
    const settingsOf = (content: SubmissionContent) =>
      settings.find((s) => s.appId === content.appId && s.formKey === content.form.key) ??
      settings.find((s) => s.appId === content.appId && s.formKey === APP_DEFAULT_FORM_KEY);
    return { contents, settingsOf };
  }

  function refusedNow(error: string): AttemptResult {
    return {
      outcome: 'refused',
      startedAt: new Date(),
      durationMs: 0,
      statusCode: null,
      excerpt: null,
      error,
      retryAfter: undefined,
    };
  }

  async function attemptEmail(
    row: FormDeliveryRow,
    content: SubmissionContent | undefined,
  ): Promise<AttemptResult> {
    if (!content) return refusedNow('the submission is gone');
    const startedAt = new Date();
    const started = performance.now();
    try {
      await deps.mailer.send(submissionMail(content, row.target, deps.config.mailLocale));
      return {
        ...refusedNow(''),
        outcome: 'ok',
        error: null,
        startedAt,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      const e = error as { message?: string; code?: string; responseCode?: number; response?: string };
      return {
        outcome: e.code === 'ETIMEDOUT' ? 'timeout' : 'network',
        startedAt,
        durationMs: Math.round(performance.now() - started),
        statusCode: typeof e.responseCode === 'number' ? e.responseCode : null,
        excerpt: typeof e.response === 'string' ? e.response.slice(0, EXCERPT_BYTES) : null,
        error: e.message ?? String(error),
        retryAfter: undefined,
      };
    }
  }

  async function attemptWebhook(
    row: FormDeliveryRow,
    content: SubmissionContent | undefined,
    settings: FormDeliverySettingsRow | undefined,
  ): Promise<AttemptResult> {
    if (!content) return refusedNow('the submission is gone');
    const secrets = settings ? signingSecrets(settings) : [];
    if (secrets.length === 0) return refusedNow('the webhook has no secret');
    const body = JSON.stringify(webhookPayload(content));
    const headers = signWebhook({ deliveryId: row.id, body, secrets });
    return postWebhook({ url: row.target, body, headers, agents: deps.agents });
  }

  /**
   * Records a batch's attempts in one transaction (a few statements for the whole batch, not five per delivery:
   * under load the recording was most of the database's work): the sent ones marked sent together, the others
   * each with their next attempt queued by our schedule.
   */
  async function recordAll(done: { row: FormDeliveryRow; result: AttemptResult }[]): Promise<void> {
    if (done.length === 0) return;
    await db.transaction(async (tx) => {
      const current = new Map(
        (
          await tx
            .select()
            .from(formDeliveries)
            .where(
              inArray(
                formDeliveries.id,
                done.map((d) => d.row.id),
              ),
            )
            .for('update')
        ).map((row) => [row.id, row]),
      );
      const now = new Date();
      const attempts: (typeof formDeliveryAttempts.$inferInsert)[] = [];
      /** Sent deliveries by their attempt number (one statement per number: nearly always one). */
      const sent = new Map<number, string[]>();
      const others: { id: string; number: number; createdAt: Date; result: AttemptResult }[] = [];
      for (const { row, result } of done) {
        const found = current.get(row.id);
        if (!found) continue; // the submission was deleted meanwhile
        const number = found.attempts + 1;
        attempts.push({
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
        if (result.outcome === 'ok') sent.set(number, [...(sent.get(number) ?? []), row.id]);
        else others.push({ id: row.id, number, createdAt: found.createdAt, result });
      }
      if (attempts.length > 0) await tx.insert(formDeliveryAttempts).values(attempts);
      for (const [number, ids] of sent) {
        await tx
          .update(formDeliveries)
          .set({ state: 'sent', attempts: number, deliveredAt: now, nextAttemptAt: null, lastError: null })
          .where(inArray(formDeliveries.id, ids));
      }
      for (const { id, number, createdAt, result } of others) {
        const error = result.error ?? result.outcome;
        // Refused addresses are never tried again; a 410 Gone says the receiver does not want any more.
        const stop = result.outcome === 'refused' || result.statusCode === 410;
        const next = stop
          ? null
          : nextDeliveryAttempt({
              attempts: number,
              createdAt,
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
          .where(eq(formDeliveries.id, id));
        if (next)
          await deps.queue.enqueue(tx, [{ deliveryId: id, attempt: number + 1 }], { startAfter: next });
      }
    });
  }

  return async function handle(jobs: DeliveryJob[]): Promise<void> {
    const claimed = await claim(jobs);
    if (claimed.length === 0) return;
    const failures: unknown[] = [];
    const { contents, settingsOf } = await loadBatch(claimed.map((c) => c.row));
    const done: { row: FormDeliveryRow; result: AttemptResult }[] = [];
    await Promise.all(
      claimed.map(async ({ row }) => {
        try {
          const content = contents.get(row.submissionId);
          const result =
            row.channel === 'email'
              ? await attemptEmail(row, content)
              : await attemptWebhook(row, content, content && settingsOf(content));
          done.push({ row, result });
        } catch (error) {
          failures.push(error);
          logger.error({ err: error, deliveryId: row.id }, 'form delivery failed to run');
        }
      }),
    );
    await recordAll(done);
    // The batch's jobs go back to pg-boss (retried after 30 s); those recorded meanwhile are then dropped.
    if (failures.length > 0) throw new Error(`${failures.length} form deliveries failed to run`);
  };
}
