// The API integration suite: always on embedded PGlite; in CI (or with TEST_POSTGRES=1) on the PostgreSQL
// server too, in a database created fresh for the run and dropped afterwards. The two passes run side by side
// (each one file at a time, as vitest does on two cores): the PostgreSQL pass's output is kept and printed
// after the PGlite pass's, so each reads whole.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { banner, run, runKept } from './lib.mjs';

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

const wantPostgres = process.env.CI === 'true' || process.env.TEST_POSTGRES === '1';
let postgres = null;
let dropDatabase = async () => {};
if (wantPostgres) {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tessera_it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The crash test's server owns its own embedded database: the same test either way, so it runs once.
  const pgOnly = ['--exclude', 'apps/server/test/media-crash.integration.test.ts'];
  postgres = {
    title: `API integration tests on PostgreSQL (${url.host}/${name})`,
    result: runKept('npx', vitestArgs('integration-postgres', pgOnly), {
      env: { DATABASE_URL: url.toString() },
    }),
  };
  console.log(`${postgres.title}: running alongside, output after the PGlite pass's.`);
}

banner('API integration tests on PGlite');
let code = await run('npx', vitestArgs('integration-pglite'), { env: { DATABASE_URL: '' } });

if (postgres) {
  try {
    const { code: pgCode, output } = await postgres.result;
    banner(postgres.title);
    process.stdout.write(output);
    code ||= pgCode;
  } finally {
    await dropDatabase();
  }
} else {
  console.log('PostgreSQL pass skipped locally (set TEST_POSTGRES=1 to run it; CI always does).');
}
process.exit(code);
