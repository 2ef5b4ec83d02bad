import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import {
  cookieFrom,
  createTestApp,
  me,
  send,
  signIn,
  signUpAndIn,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('REST sign-up, sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function storedUser(email: string) {
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    return rows;
  }

  describe('POST /signup', () => {
    it('answers 201 with the user, stores the e-mail normalised and never returns the password hash', async () => {
      const email = uniqueEmail('join');
      const messy = `  ${email.toUpperCase().replace('@', ' @ ')}\t`;
      const response = await send(t, 'POST', '/signup', {
        body: {
          username: '  Joiner  ',
          email: messy,
          password: 'secret-pass',
          repeatPassword: 'secret-pass',
        },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.user).toMatchObject({ username: 'Joiner', email });
      expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).not.toMatch(/password|argon2/i);

      const rows = await storedUser(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.email).toBe(email);
      expect(rows[0]?.username).toBe('Joiner');
      expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(rows[0]?.passwordHash).not.toContain('secret-pass');
    });

    it('answers 409 "email is already being used" for a duplicate, whatever its case or whitespace', async () => {
      const email = uniqueEmail('dup');
      const form = { username: 'First', email, password: 'secret-pass', repeatPassword: 'secret-pass' };
      expect((await send(t, 'POST', '/signup', { body: form })).statusCode).toBe(201);

      for (const variant of [email, email.toUpperCase(), ` ${email} `, email.replace('@', ' @')]) {
        const again = await send(t, 'POST', '/signup', {
          body: { ...form, username: 'Second', email: variant },
        });
        expect(again.statusCode, variant).toBe(409);
        expect(again.json()).toEqual({ message: 'email is already being used' });
      }
      const rows = await storedUser(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.username).toBe('First');
    });

    it('lets exactly one of two concurrent sign-ups of one e-mail through', async () => {
      const email = uniqueEmail('race');
      const form = (username: string, address: string) =>
        send(t, 'POST', '/signup', {
          address,
          body: { username, email, password: 'secret-pass', repeatPassword: 'secret-pass' },
        });
      const answers = await Promise.all([form('Racer One', t.address()), form('Racer Two', t.address())]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
        message: 'email is already being used',
      });
      expect(await storedUser(email)).toHaveLength(1);
    });
  });

  describe('POST /signin', () => {
    it('sets an HttpOnly, SameSite=Lax auth_token cookie on path / (not Secure over http)', async () => {
      const user = await signUpAndIn(t, 'cookie');
      const response = await send(t, 'POST', '/signin', {
        body: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
      expect(response.body).not.toMatch(/passwordHash|argon2/);
      const cookie = response.cookies.find((c) => c.name === 'auth_token');
      expect(cookie).toBeDefined();
      expect(cookie?.httpOnly).toBe(true);
      expect(String(cookie?.sameSite).toLowerCase()).toBe('lax');
      expect(cookie?.path).toBe('/');
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/HttpOnly/i);
      expect(header).toMatch(/SameSite=Lax/i);
      expect(header).not.toMatch(/;\s*Secure/i);
      expect(await me(t, cookie?.value ?? '')).toMatchObject({ id: user.id });
    });

    it('signs in with the e-mail in another case and with whitespace', async () => {
      const user = await signUpAndIn(t, 'casein');
      const answer = await signIn(t, ` ${user.email.toUpperCase()} `, user.password);
      expect(answer.status).toBe(200);
      expect(answer.token).toBeTruthy();
    });

    it('answers 401 with one message for a wrong password and for an unknown e-mail, without a cookie', async () => {
      const user = await signUpAndIn(t, 'wrongpw');
      const wrong = await signIn(t, user.email, 'not-the-password');
      const unknown = await signIn(t, uniqueEmail('nobody'), 'not-the-password');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.response.json().message).toBeTruthy();
      expect(wrong.response.json()).toEqual(unknown.response.json());
      expect(wrong.token).toBeUndefined();
      expect(unknown.token).toBeUndefined();
    });

    it('stores only the sha256 hex of the cookie token', async () => {
      const user = await signUpAndIn(t, 'hashed');
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(1);
      const stored = rows[0]?.tokenHash ?? '';
      expect(stored).not.toBe(user.token);
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      expect(stored).toBe(sha256(user.token));
      // No column of the table holds the token itself.
      const found = await t.database.db.execute(
        sql`select count(*)::int as n from sessions where token_hash = ${user.token} or id::text = ${user.token}`,
      );
      expect(JSON.stringify(found)).toContain('"n":0');
      expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    });

    it('gives every sign-in its own session', async () => {
      const user = await signUpAndIn(t, 'twice');
      const second = await signIn(t, user.email, user.password);
      expect(second.token).toBeTruthy();
      expect(second.token).not.toBe(user.token);
      expect(await me(t, user.token)).toMatchObject({ id: user.id });
      expect(await me(t, second.token ?? '')).toMatchObject({ id: user.id });
    });
  });

  describe('POST /signout', () => {
    it('a GET, which another site can make a browser send, signs nobody out', async () => {
      const user = await signUpAndIn(t, 'signout-get');
      const response = await send(t, 'GET', '/signout', { token: user.token });
      expect(response.statusCode).toBe(404);
      expect(response.cookies.find((c) => c.name === 'auth_token')).toBeUndefined();
      expect(await me(t, user.token)).toMatchObject({ id: user.id });
    });

    it('clears the cookie and revokes the token, leaving the other sessions alone', async () => {
      const user = await signUpAndIn(t, 'signout');
      const other = await signIn(t, user.email, user.password);
      const response = await send(t, 'POST', '/signout', { token: user.token });
      expect(response.statusCode).toBe(200);
      const cleared = response.cookies.find((c) => c.name === 'auth_token');
      expect(cleared).toBeDefined();
      expect(cleared?.value).toBe('');
      expect(cleared?.path).toBe('/');
      const expired =
        (cleared?.maxAge !== undefined && cleared.maxAge <= 0) ||
        (cleared?.expires !== undefined && cleared.expires.getTime() <= Date.now());
      expect(expired).toBe(true);
      expect(cookieFrom(response)).toBe('');

      expect(await me(t, user.token)).toBeNull();
      const rows = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(user.token)));
      expect(rows).toHaveLength(0);
      expect(await me(t, other.token ?? '')).toMatchObject({ id: user.id });
    });

    it('answers 200 when already signed out', async () => {
      const response = await send(t, 'POST', '/signout');
      expect(response.statusCode).toBe(200);
    });
  });

  it('me answers 401 without a cookie and with a made-up one', async () => {
    expect(await me(t, 'made-up-token')).toBeNull();
    const response = await send(t, 'POST', '/graphql', { body: { query: '{ me { id } }' } });
    expect(response.json().errors[0].extensions.status_code).toBe(401);
  });
});
