import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../src/db/schema.ts';
import {
  createTestApp,
  gql,
  me,
  outboxFiles,
  requestReset,
  send,
  signIn,
  signUpAndIn,
  type TestApp,
  uniqueEmail,
} from './helpers.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function passwordHashOf(id: string) {
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    return row?.hash;
  }

  describe('POST /password/reset', () => {
    it('answers the same for an existing and an unknown e-mail, and mails only the existing one', async () => {
      const user = await signUpAndIn(t, 'reset');
      const existing = await requestReset(t, user.email);
      const unknown = await requestReset(t, uniqueEmail('ghost'));

      expect(existing.response.statusCode).toBe(200);
      expect(unknown.response.statusCode).toBe(existing.response.statusCode);
      expect(unknown.response.body).toBe(existing.response.body);
      expect(existing.response.json().message).toBeTruthy();
      expect(unknown.response.headers['content-type']).toBe(existing.response.headers['content-type']);
      expect(unknown.response.cookies).toEqual([]);

      expect(unknown.mails).toHaveLength(0);
      expect(existing.mails).toHaveLength(1);
      const mail = existing.mails[0]!;
      expect(mail.to).toContain(user.email);
      expect(mail.subject).toMatch(/password/i);
      const link = /http:\/\/localhost:4999\/password\/new\/([A-Za-z0-9_-]+)/.exec(mail.text);
      expect(link).not.toBeNull();
      expect(link?.[1]?.length).toBeGreaterThanOrEqual(100);
      expect(existing.token).toBe(link?.[1]);
      expect(mail.html).toContain(`http://localhost:4999/password/new/${existing.token}`);
    });

    it('stores only a hash of the token, valid for one hour', async () => {
      const user = await signUpAndIn(t, 'resethash');
      const { token } = await requestReset(t, user.email);
      const rows = await t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(sha256(token ?? ''));
      expect(rows[0]?.tokenHash).not.toBe(token);
      const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
      expect(ttl).toBeGreaterThan(55 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
      expect(rows[0]?.usedAt).toBeNull();
    });

    it('finds the account whatever the case and whitespace of the e-mail', async () => {
      const user = await signUpAndIn(t, 'resetcase');
      const { mails } = await requestReset(t, `  ${user.email.toUpperCase()} `);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toContain(user.email);
    });
  });

  describe('PUT /password/update', () => {
    it('sets the new password from the token, once, and revokes every session', async () => {
      const user = await signUpAndIn(t, 'newpw');
      const second = await signIn(t, user.email, user.password);
      const { token } = await requestReset(t, user.email);

      const update = await send(t, 'PUT', '/password/update', {
        body: { token, password: 'brand-new-pass' },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json().message).toBeTruthy();

      expect((await signIn(t, user.email, 'brand-new-pass')).status).toBe(200);
      expect((await signIn(t, user.email, user.password)).status).toBe(401);
      expect(await me(t, user.token)).toBeNull();
      expect(await me(t, second.token ?? '')).toBeNull();

      const again = await send(t, 'PUT', '/password/update', { body: { token, password: 'another-pass' } });
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBeTruthy();
      expect((await signIn(t, user.email, 'brand-new-pass')).status).toBe(200);
      expect((await signIn(t, user.email, 'another-pass')).status).toBe(401);
    });

    it('answers 401 for an unknown token of a valid length', async () => {
      const user = await signUpAndIn(t, 'unknowntoken');
      await requestReset(t, user.email);
      const before = await passwordHashOf(user.id);
      const response = await send(t, 'PUT', '/password/update', {
        body: { token: 'x'.repeat(128), password: 'brand-new-pass' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
      expect(await passwordHashOf(user.id)).toBe(before);
    });

    it('answers 401 for a token too short or too long to be one of ours', async () => {
      for (const token of ['short', 'y'.repeat(99), 'z'.repeat(513)]) {
        const response = await send(t, 'PUT', '/password/update', {
          body: { token, password: 'brand-new-pass' },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('reset password token expired');
      }
    });

    it('answers 401 for an expired token and leaves the password as it was', async () => {
      const user = await signUpAndIn(t, 'expired');
      const { token } = await requestReset(t, user.email);
      await t.database.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.tokenHash, sha256(token ?? '')));
      const before = await passwordHashOf(user.id);

      const response = await send(t, 'PUT', '/password/update', {
        body: { token, password: 'brand-new-pass' },
      });
      expect(response.statusCode).toBe(401);
      expect(await passwordHashOf(user.id)).toBe(before);
      expect((await signIn(t, user.email, user.password)).status).toBe(200);
      expect((await signIn(t, user.email, 'brand-new-pass')).status).toBe(401);
      expect(await me(t, user.token)).toMatchObject({ id: user.id });
    });

    it('answers 400 naming the password for a bad new password, and the token stays usable', async () => {
      const user = await signUpAndIn(t, 'badnew');
      const { token } = await requestReset(t, user.email);
      const before = await passwordHashOf(user.id);

      // Too short (8 at least, spaces count and are kept), too long, empty, or one of the most common passwords.
      for (const password of ['abcdefg', ' abcde ', 'p'.repeat(129), '', 'password1', 'Qwertyuiop']) {
        const response = await send(t, 'PUT', '/password/update', { body: { token, password } });
        expect(response.statusCode, JSON.stringify(password)).toBe(400);
        expect(response.json().message).toContain('password');
      }
      expect(await passwordHashOf(user.id)).toBe(before);
      expect(await me(t, user.token)).toMatchObject({ id: user.id });

      const response = await send(t, 'PUT', '/password/update', {
        body: { token, password: 'good-new-pass' },
      });
      expect(response.statusCode).toBe(200);
      expect((await signIn(t, user.email, 'good-new-pass')).status).toBe(200);
    });

    it('keeps an older token valid next to a newer one until one is used: using one voids them all', async () => {
      const user = await signUpAndIn(t, 'twotokens');
      const first = await requestReset(t, user.email);
      const second = await requestReset(t, user.email);
      expect(first.token).toBeTruthy();
      expect(second.token).toBeTruthy();
      expect(second.token).not.toBe(first.token);
      const ok = await send(t, 'PUT', '/password/update', {
        body: { token: second.token, password: 'second-pass' },
      });
      expect(ok.statusCode).toBe(200);
      const reused = await send(t, 'PUT', '/password/update', {
        body: { token: second.token, password: 'third-pass' },
      });
      expect(reused.statusCode).toBe(401);
      const older = await send(t, 'PUT', '/password/update', {
        body: { token: first.token, password: 'third-pass' },
      });
      expect(older.statusCode).toBe(401);
      expect((await signIn(t, user.email, 'second-pass')).status).toBe(200);
    });

    it('a password changed in the settings voids every outstanding reset token', async () => {
      const user = await signUpAndIn(t, 'changedvoids');
      const { token } = await requestReset(t, user.email);
      const changed = await gql(
        t,
        'mutation { updateUserPassword(currentPassword: "secret-pass", newPassword: "changed-in-settings") }',
        {},
        user.token,
      );
      expect(changed.errors).toBeUndefined();
      const stale = await send(t, 'PUT', '/password/update', { body: { token, password: 'from-old-link' } });
      expect(stale.statusCode).toBe(401);
      expect((await signIn(t, user.email, 'changed-in-settings')).status).toBe(200);
    });
  });

  it('writes one .eml per reset to the outbox', async () => {
    const user = await signUpAndIn(t, 'outbox');
    const before = outboxFiles(t).length;
    await requestReset(t, user.email);
    await requestReset(t, uniqueEmail('nobody'));
    expect(outboxFiles(t).length).toBe(before + 1);
  });
});
