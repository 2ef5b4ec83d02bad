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
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { passwordResets, type UserRow, users } from '../../db/schema.ts';
import { AppError, conflict, isUniqueViolation, parseInput, unauthenticated } from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { resetPasswordMail } from './reset-mail.ts';
import type { SessionService } from './session-service.ts';

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  consoleOrigin: string;
  logger: FastifyBaseLogger;
}) {
  const { db, sessions, mailer, consoleOrigin, logger } = deps;

  return {
    async signUp(body: unknown): Promise<UserRow> {
      const input = parseInput(signUpSchema, body);
      const passwordHash = await hashPassword(input.password);
      try {
        const [user] = await db
          .insert(users)
          .values({ id: randomUUID(), username: input.username, email: input.email, passwordHash })
          .returning();
        return user!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailInUse);
        throw error;
      }
    },

    async signIn(body: unknown): Promise<{ user: UserRow; token: string }> {
      const input = parseInput(signInSchema, body);
      const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) throw unauthenticated(SERVER_MESSAGES.invalidCredentials);
      return { user, token: await sessions.open(user.id) };
    },

    /** Always resolves the same way, whether the account exists or not. */
    async requestPasswordReset(body: unknown, locale: string | undefined): Promise<void> {
      const { email } = parseInput(resetRequestSchema, body);
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) return;
      const token = randomToken(96); // 128 URL-safe characters: over the spec's 100-character minimum.
      await db.insert(passwordResets).values({
        id: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TTL.resetTokenMinutes * 60 * 1000),
      });
      const link = `${consoleOrigin}/password/new/${token}`;
      try {
        await mailer.send({ to: user.email, link, ...resetPasswordMail(user.username, link, locale) });
      } catch (error) {
        // The caller's answer must not reveal the account exists; the failure is the operator's to see.
        logger.error({ err: error }, 'password reset mail failed');
      }
    },

    /** Sets a new password from a reset token: single use, one hour, revokes every session. */
    async resetPassword(body: unknown): Promise<void> {
      const bodyObject = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      // A token of the wrong shape is just an unknown token: the same 401 as a used or expired one.
      const token = bodyObject.token;
      if (typeof token !== 'string' || token.length < LIMITS.resetTokenMinLength || token.length > 512) {
        throw unauthenticated(SERVER_MESSAGES.invalidToken);
      }
      const input = parseInput(passwordUpdateSchema, body);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
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
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
