import { randomUUID } from 'node:crypto';
import { TTL } from '@tessera/shared';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passwordResets, sessions, type UserRow, users } from '../../db/schema.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { voidEmailLinks } from './email-links.ts';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

export const SESSION_MAX_AGE_SECONDS = TTL.sessionDays * 24 * 60 * 60;

export function createSessionService(db: Db) {
  return {
    /** Opens a session and returns the cookie token; only its hash is stored. */
    async open(userId: string, tx: Db | Tx = db): Promise<string> {
      const token = randomToken(32);
      await tx.insert(sessions).values({
        id: randomUUID(),
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
      });
      return token;
    },

    async resolve(token: string | undefined): Promise<AuthContext | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ user: users, sessionId: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row ? { user: row.user, sessionId: row.sessionId } : null;
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /**
     * Voids every outstanding password-reset token of the user: on any password change, and when the e-mail the
     * links went to is no longer the account's.
     */
    async voidResets(userId: string, tx: Db | Tx = db): Promise<void> {
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /**
     * After a password change: revokes every session of the user (except `keepSessionId` when given), every
     * outstanding reset token and every unopened link for a new address (a change asked for with the old password
     * ends there).
     */
    async revokeAll(userId: string, keepSessionId?: string, tx: Db | Tx = db): Promise<void> {
      await this.voidResets(userId, tx);
      await voidEmailLinks(tx, userId, { keepCurrent: true });
      await tx
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
