import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Migrations sit beside the package (apps/server/drizzle), in source and in the bundle alike. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', here.endsWith(path.join('src', 'db')) ? '..' : '', 'drizzle');
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite directory; undefined keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is an 'error' event of the
    // pool: without a listener Node ends the whole process. The pool drops that connection and opens another for
    // the next query, and a query it was running fails as any query does.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    if (options.migrate !== false) await migratePg(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: folder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}
