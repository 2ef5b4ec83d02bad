import { openDatabase } from '../src/db/client.ts';

/** On PostgreSQL every test file shares one database: migrate it once, before any file runs. */
export default async function setup() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return;
  const database = await openDatabase({ databaseUrl, migrate: true });
  await database.close();
}
