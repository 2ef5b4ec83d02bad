import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Tx } from '../../../db/client.ts';

/** What pg-boss 10 runs its SQL through (its `db` option, in the constructor and per call). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on PGlite (docs/plans/forms-queue-spike.md). PGlite's query() runs one statement, so parameterless text
 * (pg-boss's `BEGIN; …; COMMIT;` blocks) goes to exec(), inside pglite.transaction() so that a failure's ROLLBACK
 * happens under PGlite's mutex, before anyone else's statement; the rows of every statement are flattened.
 */
export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return (await pglite.query(text, values)) as { rows: Record<string, unknown>[] };
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.flatMap((r) => (r.rows ?? []) as Record<string, unknown>[]) };
    },
  };
}

/**
 * pg-boss inside one of our open drizzle transactions: its statements join the transaction (a rolled-back
 * submission leaves no job). Every pg-boss call made inside a transaction must get this, never the boss's own
 * executor: on PGlite that one would wait for the transaction's mutex forever, and run after a rollback.
 * drizzle keeps the raw client private: on PGlite it is the PGlite Transaction, on node-postgres the PoolClient.
 */
export function txExecutor(tx: Tx): SqlExecutor {
  const client = (tx as unknown as { session: { client: QueryClient & Partial<Pick<Transaction, 'exec'>> } })
    .session.client;
  return {
    async executeSql(text, values) {
      if (values?.length || !client.exec) {
        return (await client.query(text, values)) as { rows: Record<string, unknown>[] };
      }
      const results = await client.exec(text);
      return { rows: results.flatMap((r) => (r.rows ?? []) as Record<string, unknown>[]) };
    },
  };
}
