import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  passwordUpdateSchema,
  resetRequestSchema,
  SERVER_MESSAGES,
  signInSchema,
  signUpSchema,
  TTL,
} from '@tessera/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, type UserRow, users } from '../../db/schema.ts';
import type { Background } from '../../lib/background.ts';
import { AppError, conflict, isUniqueViolation, parseInput, unauthenticated } from '../../lib/errors.ts';
import { assertPasswordAllowed } from '../../lib/password-policy.ts';
import { dummyPasswordHash, hashPassword, passwordMatches } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccessWatcher } from '../collab/watcher.ts';
import type { EmailService } from './email-service.ts';
import { resetPasswordMail } from './reset-mail.ts';
import type { SessionService } from './session-service.ts';

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  emails: EmailService;
  background: Background;
  consoleOrigin: string;
  access?: AccessWatcher;
}) {
  const { db, sessions, mailer, emails, background, consoleOrigin } = deps;

  /**
   * Stores a token for the account of `email` and mails its link, after the answer has left. The work is the same
   * whether the account exists or not, so the load it puts on the server says nothing either: one statement that
   * looks up and inserts (inserting nothing for an unknown address), and a mail composed in full, which only an
   * existing account is sent.
   */
  async function sendReset(email: string, locale: string | undefined): Promise<void> {
    const token = randomToken(96); // 128 URL-safe characters: over the spec's 100-character minimum.
    const expiresAt = new Date(Date.now() + TTL.resetTokenMinutes * 60 * 1000).toISOString();
    // Both drivers answer { rows } (node-postgres' QueryResult, PGlite's Results).
    const result = (await db.execute(sql`
      with target as (select ${users.id} as id, ${users.username} as username from ${users} where ${users.email} = ${email}),
      stored as (
        insert into ${passwordResets} (id, user_id, token_hash, expires_at)
        select ${randomUUID()}::uuid, target.id, ${hashToken(token)}, ${expiresAt}::timestamptz from target
        returning user_id
      )
      select target.username from target join stored on stored.user_id = target.id`)) as unknown as {
      rows: Array<{ username: string }>;
    };
    const username = result.rows[0]?.username;
    const link = `${consoleOrigin}/password/new/${token}`;
    const message = { to: email, ...resetPasswordMail(username ?? email, link, locale) };
    if (username) await mailer.send(message);
    else await mailer.compose(message);
  }

  return {
    /** Creates the account and mails its address a confirmation link (decision 0023). */
    async signUp(body: unknown, locale: string | undefined): Promise<UserRow> {
      const input = parseInput(signUpSchema, body);
      assertPasswordAllowed(input.password);
      const passwordHash = await hashPassword(input.password);
      try {
        const [user] = await db
          .insert(users)
          .values({ id: randomUUID(), username: input.username, email: input.email, passwordHash })
          .returning();
        emails.sendVerification(user!, locale);
        return user!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailInUse);
        throw error;
      }
    },

    async signIn(body: unknown): Promise<{ user: UserRow; token: string }> {
      const input = parseInput(signInSchema, body);
      const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      const ok = await passwordMatches(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) throw unauthenticated(SERVER_MESSAGES.invalidCredentials);
      return { user, token: await sessions.open(user.id) };
    },

    /**
     * Answers alike whether the account exists or not, in content and in time: only the input is checked before
     * the answer; the look-up, the token and the mail happen after it has left.
     */
    requestPasswordReset(body: unknown, locale: string | undefined): void {
      const { email } = parseInput(resetRequestSchema, body);
      background.run('password reset', () => sendReset(email, locale));
    },

    /**
     * Sets a new password from a reset token: single use, one hour; revokes every session and voids every other
     * outstanding token of the user.
     */
    async resetPassword(body: unknown): Promise<void> {
      const bodyObject = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      // A token of the wrong shape is just an unknown token: the same 401 as a used or expired one.
      const token = bodyObject.token;
      if (typeof token !== 'string' || token.length < LIMITS.resetTokenMinLength || token.length > 512) {
        throw unauthenticated(SERVER_MESSAGES.invalidToken);
      }
      const input = parseInput(passwordUpdateSchema, body);
      assertPasswordAllowed(input.password);
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        // Claiming the token and changing the password commit together, or not at all.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!claimed) throw new AppError(401, SERVER_MESSAGES.invalidToken);
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, claimed.userId));
        await sessions.revokeAll(claimed.userId, undefined, tx);
        return claimed.userId;
      });
      // Every session ended: so do the co-editing sockets opened with them.
      await deps.access?.revoke({ userId });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
