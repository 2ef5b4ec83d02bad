import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { formSubmissions } from '../../../db/forms-schema.ts';
import type { FormDelivery } from './service.ts';

/** A submission row as the live endpoint stores it (id, app and form key given). */
export type SubmissionRow = typeof formSubmissions.$inferInsert & {
  id: string;
  appId: string;
  formKey: string;
};

/** More of a submission's own rows (its files, say), written in its transaction. */
export type InTransaction = (tx: Tx) => Promise<void>;

export interface SubmissionStore {
  /**
   * Stores the submission with its deliveries and their jobs in one transaction, and resolves once it is
   * committed (the deliveries' pollers are nudged then). The transaction may hold other submissions that arrived
   * at the same moment: all of them commit, or none. A failed group is tried again one submission at a time, so
   * one bad row never fails another visitor's submission.
   */
  store(row: SubmissionRow, inTransaction?: InTransaction): Promise<void>;
}

interface Waiting {
  row: SubmissionRow;
  inTransaction: InTransaction | undefined;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Submissions stored in one transaction at most. */
const MAX_GROUP = 100;

/**
 * Group commit for the live endpoint (issue 24's 200 submissions a second, bench/forms/submit.ts): a submission
 * that arrives while `concurrency` transactions are already under way waits for the next one, which takes every
 * submission waiting by then. Alone, a submission is stored at once in its own transaction (no added wait); under
 * load, a transaction's statements (the submissions, their deliveries, their jobs: about seven) are shared by the
 * whole group instead of being paid by each. One transaction at a time on PGlite (one connection), a few on
 * PostgreSQL (the pool also serves the reads of the requests).
 */
export function createSubmissionStore(deps: {
  database: Database;
  delivery: Pick<FormDelivery, 'createDeliveriesFor' | 'notifyWorker'>;
  concurrency?: number;
}): SubmissionStore {
  const { database, delivery } = deps;
  const concurrency = deps.concurrency ?? (database.driver === 'postgres' ? 3 : 1);
  const waiting: Waiting[] = [];
  let running = 0;

  async function commit(group: Waiting[]): Promise<number> {
    let created = 0;
    await database.db.transaction(async (tx) => {
      // clock_timestamp(), not now(): rows of one transaction keep their order of arrival to the microsecond.
      await tx
        .insert(formSubmissions)
        .values(group.map((w) => ({ ...w.row, createdAt: w.row.createdAt ?? sql`clock_timestamp()` })));
      for (const w of group) await w.inTransaction?.(tx);
      created = (
        await delivery.createDeliveriesFor(
          tx,
          group.map((w) => w.row),
        )
      ).length;
    });
    return created;
  }

  async function run() {
    running++;
    try {
      while (waiting.length > 0) {
        const group = waiting.splice(0, MAX_GROUP);
        try {
          if ((await commit(group)) > 0) delivery.notifyWorker();
          for (const w of group) w.resolve();
        } catch (error) {
          if (group.length === 1) {
            group[0]!.reject(error);
            continue;
          }
          // Which one failed is not known: each alone, in its own transaction.
          for (const w of group) {
            try {
              if ((await commit([w])) > 0) delivery.notifyWorker();
              w.resolve();
            } catch (alone) {
              w.reject(alone);
            }
          }
        }
      }
    } finally {
      running--;
    }
  }

  return {
    store(row, inTransaction) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ row, inTransaction, resolve, reject });
        if (running < concurrency) void run();
      });
    },
  };
}
