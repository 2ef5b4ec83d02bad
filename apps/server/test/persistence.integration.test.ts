import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type Tessera } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { cookieFrom, uniqueEmail } from './helpers.ts';

const PASSWORD = 'persisted-pass';

async function signUp(tessera: Tessera, email: string) {
  const response = await tessera.app.inject({
    method: 'POST',
    url: '/signup',
    payload: { username: 'Persistent Person', email, password: PASSWORD, repeatPassword: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().user.id as string;
}

async function signInAndReadMe(tessera: Tessera, email: string) {
  const signIn = await tessera.app.inject({
    method: 'POST',
    url: '/signin',
    payload: { email, password: PASSWORD },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const token = cookieFrom(signIn) ?? '';
  const me = await tessera.app.inject({
    method: 'POST',
    url: '/graphql',
    cookies: { auth_token: token },
    payload: { query: '{ me { id email username } }' },
  });
  return { token, me: me.json().data?.me as { id: string; email: string; username: string } | undefined };
}

/** A server as `npm start` builds it: buildApp opens the database from the configuration itself. */
function start(config: Config): Promise<Tessera> {
  return buildApp({ config, logger: false });
}

describe('a restart keeps the data', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('on PGlite in $DATA_DIR/pglite', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-persist-'));
    dirs.push(dataDir);
    const config: Config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '4999' }), databaseUrl: undefined };
    const email = uniqueEmail('persist');

    const first = await start(config);
    expect(first.database.driver).toBe('pglite');
    const id = await signUp(first, email);
    const before = await signInAndReadMe(first, email);
    expect(before.me?.id).toBe(id);
    await first.close();

    const second = await start(config);
    try {
      expect(second.database.driver).toBe('pglite');
      const after = await signInAndReadMe(second, email);
      expect(after.me).toEqual({ id, email, username: 'Persistent Person' });
      // The session opened before the restart is still valid too.
      const old = await second.app.inject({
        method: 'POST',
        url: '/graphql',
        cookies: { auth_token: before.token },
        payload: { query: '{ me { id } }' },
      });
      expect(old.json().data?.me?.id).toBe(id);
      // And the e-mail is still taken.
      const again = await second.app.inject({
        method: 'POST',
        url: '/signup',
        payload: { username: 'Someone Else', email, password: PASSWORD, repeatPassword: PASSWORD },
      });
      expect(again.statusCode).toBe(409);
    } finally {
      await second.close();
    }
  });

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    it('on the PostgreSQL server of DATABASE_URL', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-persist-'));
      dirs.push(dataDir);
      const config: Config = {
        ...loadConfig({ DATA_DIR: dataDir, PORT: '4999', DATABASE_URL: databaseUrl }),
      };
      const email = uniqueEmail('persistpg');

      const first = await start(config);
      expect(first.database.driver).toBe('postgres');
      const id = await signUp(first, email);
      await first.close();

      const second = await start(config);
      try {
        expect(second.database.driver).toBe('postgres');
        expect((await signInAndReadMe(second, email)).me).toEqual({
          id,
          email,
          username: 'Persistent Person',
        });
      } finally {
        await second.close();
      }
    });
  }
});
