import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { FormDeliveryConfig } from '../../../config.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { pgliteExecutor, txExecutor } from './executors.ts';

/** A job names a delivery and the attempt it is for: no personal data ever sits in the queue's tables. */
export interface DeliveryJob {
  deliveryId: string;
  attempt: number;
}

export type DeliveryHandler = (jobs: DeliveryJob[]) => Promise<void>;

/**
 * The durable queue of form deliveries (docs/decisions/0036): pg-boss 10 in schema `pgboss`, on PGlite through
 * our executor and on PostgreSQL through pg-boss's own pool. Jobs are added inside the caller's transaction, so a
 * submission and its jobs commit (or vanish) together.
 */
export interface DeliveryQueue {
  /** Adds jobs inside `tx` (the submission's, or the one recording an attempt); `startAfter` delays them. */
  enqueue(tx: Tx, jobs: DeliveryJob[], options?: { startAfter?: Date }): Promise<void>;
  /** Starts this process's pollers; each gets up to batchSize jobs at once. */
  start(handler: DeliveryHandler): Promise<void>;
  /** Wakes the pollers now (after a local commit) instead of at their next poll. */
  notify(): void;
  /** Stops polling, lets running deliveries finish, and closes pg-boss's own pool (PostgreSQL). */
  stop(): Promise<void>;
}

export const DELIVERY_QUEUE = 'form-delivery';
/** A job still active this long after it was fetched (its process died) goes back to the queue. */
const EXPIRE_SECONDS = 60;

export async function createDeliveryQueue(options: {
  database: Database;
  databaseUrl: string | undefined;
  config: FormDeliveryConfig;
  logger: FastifyBaseLogger;
}): Promise<DeliveryQueue> {
  const { database, config, logger } = options;
  const common = {
    schema: config.queueSchema,
    // Nothing is scheduled by cron; maintenance (expiry, archiving) runs under pg-boss's advisory lock.
    schedule: false,
    maintenanceIntervalSeconds: 30,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  };
  let boss: PgBoss;
  if (database.driver === 'postgres') {
    if (!options.databaseUrl) throw new Error('form delivery on PostgreSQL needs DATABASE_URL');
    boss = new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 });
  } else {
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    boss = new PgBoss({ ...common, db: pgliteExecutor(pglite) });
  }
  boss.on('error', (err) => logger.error({ err }, 'form delivery queue'));
  await boss.start();
  // Retries of pg-boss's own cover a process that died mid-job only: failed attempts follow our schedule.
  await boss.createQueue(DELIVERY_QUEUE, {
    name: DELIVERY_QUEUE,
    policy: 'standard',
    retryLimit: 20,
    retryDelay: 30,
    retryBackoff: false,
    expireInSeconds: EXPIRE_SECONDS,
  });

  const workers: string[] = [];
  const running = new Set<Promise<void>>();
  let stopped: Promise<void> | undefined;

  return {
    async enqueue(tx, jobs, enqueueOptions = {}) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((data) => ({
          name: DELIVERY_QUEUE,
          data,
          ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        })),
        { db: txExecutor(tx) },
      );
    },
    async start(handler) {
      for (let i = 0; i < config.workers; i++) {
        const id = await boss.work<DeliveryJob>(
          DELIVERY_QUEUE,
          { batchSize: config.batchSize, pollingIntervalSeconds: config.pollSeconds },
          async (jobs) => {
            const run = handler(jobs.map((job) => job.data));
            running.add(run);
            try {
              await run;
            } finally {
              running.delete(run);
            }
          },
        );
        workers.push(id);
      }
    },
    notify() {
      for (const id of workers) boss.notifyWorker(id);
    },
    stop() {
      stopped ??= (async () => {
        for (const id of workers) await boss.offWork({ id });
        await boss.stop({
          graceful: true,
          wait: true,
          timeout: 20_000,
          close: database.driver === 'postgres',
        });
        // A poller whose fetch was under way when it was told to stop still hands its jobs over: let them end.
        await new Promise((resolve) => setTimeout(resolve, 50));
        while (running.size > 0) await Promise.allSettled([...running]);
      })();
      return stopped;
    },
  };
}
