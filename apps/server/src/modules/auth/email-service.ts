import { randomUUID } from 'node:crypto';
import { emailTokenSchema, SERVER_MESSAGES, TTL } from '@tessera/shared';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailConfirmations, type UserRow, users } from '../../db/schema.ts';
import type { Background } from '../../lib/background.ts';
import { AppError, conflict, isUniqueViolation, parseInput } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { voidEmailLinks } from './email-links.ts';
import { addressChangedMail, addressTakenMail, changeRequestedMail, confirmationMail } from './email-mail.ts';
import type { SessionService } from './session-service.ts';

const TTL_MS = TTL.emailConfirmationHours * 60 * 60 * 1000;

/**
 * E-mail addresses are proved by opening a link sent to them (decision 0023): a new account's address, and the
 * new address of a change, which takes effect only then. The token is kept only as a hash; a newer link voids the
 * older ones of the same user.
 */
export function createEmailService(deps: {
  db: Db;
  mailer: Mailer;
  sessions: SessionService;
  background: Background;
  rateLimits: RateLimits;
  consoleOrigin: string;
}) {
  const { db, mailer, sessions, background, rateLimits, consoleOrigin } = deps;

  /** Stores a confirmation of `email` for the user (voiding older ones) and returns its token. */
  async function issue(userId: string, email: string): Promise<string> {
    const token = randomToken(48); // 64 URL-safe characters
    const now = new Date();
    await db.transaction(async (tx) => {
      await voidEmailLinks(tx, userId);
      await tx.insert(emailConfirmations).values({
        id: randomUUID(),
        userId,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + TTL_MS),
      });
    });
    return token;
  }

  const linkOf = (token: string) => `${consoleOrigin}/email/confirm/${token}`;

  return {
    /** Sends a new account's address its confirmation link, after the answer has left. */
    sendVerification(user: UserRow, locale: string | undefined): void {
      background.run('e-mail verification', async () => {
        if (!(await rateLimits.allowMail(user.email))) return;
        const token = await issue(user.id, user.email);
        await mailer.send({
          to: user.email,
          ...confirmationMail('verify', user.username, linkOf(token), locale),
        });
      });
    },

    /**
     * Asks to move the account to `email`. The pending change is stored at once and answers alike whether the
     * address is free or not; the mail (a link when free, a notice to its owner when taken) leaves afterwards, so
     * neither the answer nor its timing says whether the address has an account. The current address is told at
     * once: if it was not its owner, changing the password ends the change.
     */
    async requestChange(user: UserRow, email: string, locale: string | undefined): Promise<void> {
      const token = await issue(user.id, email);
      background.run('e-mail change', async () => {
        await mailer.send({ to: user.email, ...changeRequestedMail(user.username, email, locale) });
        const [owner] = await db
          .select({ username: users.username })
          .from(users)
          .where(eq(users.email, email))
          .limit(1);
        const mail = owner
          ? addressTakenMail(owner.username, locale)
          : confirmationMail('change', user.username, linkOf(token), locale);
        // Taken or free alike: past the recipient's hourly cap nothing more is sent there.
        if (await rateLimits.allowMail(email)) await mailer.send({ to: email, ...mail });
      });
    },

    /** The address a change waits to be confirmed for, shown to the user themself; null when none. */
    async pendingEmail(user: UserRow): Promise<string | null> {
      const [row] = await db
        .select({ email: emailConfirmations.email })
        .from(emailConfirmations)
        .where(
          and(
            eq(emailConfirmations.userId, user.id),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, new Date()),
            ne(emailConfirmations.email, user.email),
          ),
        )
        .orderBy(desc(emailConfirmations.createdAt))
        .limit(1);
      return row?.email ?? null;
    },

    /**
     * Opens a link: its address becomes the user's verified sign-in address. When that changes the address, the
     * reset links sent to the old one stop working and the old address is told. Works signed out: the token is the
     * credential. 400 for an unknown, used or expired link; 409 when another account took the address meanwhile.
     */
    async confirm(body: unknown, locale: string | undefined): Promise<{ email: string }> {
      const { token } = parseInput(emailTokenSchema, body);
      const now = new Date();
      const { user, email } = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(emailConfirmations)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailConfirmations.tokenHash, hashToken(token)),
              isNull(emailConfirmations.usedAt),
              gt(emailConfirmations.expiresAt, now),
            ),
          )
          .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
        if (!claimed) throw new AppError(400, SERVER_MESSAGES.emailLinkInvalid);
        const [before] = await tx.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
        if (!before) throw new AppError(400, SERVER_MESSAGES.emailLinkInvalid);
        try {
          await tx
            .update(users)
            .set({ email: claimed.email, emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, before.id));
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailInUse);
          throw error;
        }
        if (before.email !== claimed.email) await sessions.voidResets(before.id, tx);
        return { user: before, email: claimed.email };
      });
      if (user.email !== email) {
        background.run('e-mail change notice', () =>
          mailer.send({ to: user.email, ...addressChangedMail(user.username, email, locale) }),
        );
      }
      return { email };
    },

    /** Sends the link again: for the pending change if there is one, else for an unconfirmed address. */
    async resend(user: UserRow, locale: string | undefined): Promise<void> {
      const pending = await this.pendingEmail(user);
      if (pending) return this.requestChange(user, pending, locale);
      if (!user.emailVerifiedAt) this.sendVerification(user, locale);
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
