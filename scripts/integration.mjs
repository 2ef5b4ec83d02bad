// The API integration suite: always on embedded PGlite; in CI (or with TEST_POSTGRES=1) a second time on
// the PostgreSQL server, in a database created fresh for the run and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { banner, run } from './lib.mjs';

const reportDir = process.env.REPORT_DIR;
const vitestArgs = (name, extra = []) => [
  'vitest',
  'run',
  '--project',
  'integration',
  ...extra,
  ...(reportDir
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${reportDir}/${name}.json`]
    : []),
];

banner('API integration tests on PGlite');
let code = await run('npx', vitestArgs('integration-pglite'), { env: { DATABASE_URL: '' } });

const wantPostgres = process.env.CI === 'true' || process.env.TEST_POSTGRES === '1';
if (wantPostgres) {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tessera_it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  banner(`API integration tests on PostgreSQL (${url.host}/${name})`);
  try {
    // The crash test's server owns its own embedded database: the same test either way, so it runs once.
    const pgOnly = ['--exclude', 'apps/server/test/media-crash.integration.test.ts'];
    code ||= await run('npx', vitestArgs('integration-postgres', pgOnly), {
      env: { DATABASE_URL: url.toString() },
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL pass skipped locally (set TEST_POSTGRES=1 to run it; CI always does).');
}
process.exit(code);
