import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * PostgreSQL ends a connection the pool holds idle (a restart, a failover, pg_terminate_backend): the server goes
 * on, and the next query gets a new connection. Found by the co-editing soak (bench/collab/soak.ts), whose servers
 * crashed when their database was dropped under them. The PostgreSQL of DATABASE_URL, or the local one (as the
 * co-editing tests assume the local Redis).
 */
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

describe('a PostgreSQL connection ended by the server', () => {
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
  });

  it('does not end the process, and the next query works', async () => {
    database = await openDatabase({ databaseUrl: url, migrate: false });
    const pidOf = async () =>
      (
        (await database!.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        }
      ).rows[0]!.pid;
    const pid = await pidOf();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    // The idle client's 'error' arrives now; without a listener it would be an uncaught exception (vitest fails).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const next = await pidOf();
    expect(next).not.toBe(pid);
  });
});
