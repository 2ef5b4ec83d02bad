import { SERVER_MESSAGES, updatePasswordSchema, updateUserSchema } from '@tessera/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrgRow, orgMembers, orgs, teamMembers, teams, type UserRow, users } from '../../db/schema.ts';
import { badRequest, notFound, parseInput, unauthenticated } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { assertPasswordAllowed } from '../../lib/password-policy.ts';
import { hashPassword, passwordMatches } from '../../lib/passwords.ts';
import type { RateLimits } from '../../lib/rate-limit.ts';
import type { EmailService } from '../auth/email-service.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { AccessWatcher } from '../collab/watcher.ts';
import { userPolicy } from './policy.ts';

export interface UserTeam {
  id: string;
  name: string;
  orgId: string;
  role: string;
}

/** What other people see of a user: never the password hash nor the current organization. */
export interface Member {
  id: string;
  username: string;
  email: string;
}

/** Who asks, from where and in which language: rate limits and mails need them. */
export interface Caller {
  user: UserRow;
  address: string;
  locale: string | undefined;
}

export function createUserService(deps: {
  db: Db;
  sessions: SessionService;
  emails: EmailService;
  rateLimits: RateLimits;
  access?: AccessWatcher;
}) {
  const { db, sessions, emails, rateLimits } = deps;

  /** The current password proves it is the user, not a borrowed session: limited like sign-in. */
  async function checkCurrentPassword(caller: Caller, password: string): Promise<void> {
    await rateLimits.consume('current-password', caller.address, caller.user.id);
    if (!(await passwordMatches(caller.user.passwordHash, password))) {
      throw unauthenticated(SERVER_MESSAGES.currentPasswordWrong);
    }
  }

  /** Organizations the user belongs to, by membership or ownership. */
  async function orgsOf(userId: string): Promise<OrgRow[]> {
    return db
      .selectDistinct({
        id: orgs.id,
        name: orgs.name,
        description: orgs.description,
        alias: orgs.alias,
        ownerId: orgs.ownerId,
        createdAt: orgs.createdAt,
        updatedAt: orgs.updatedAt,
      })
      .from(orgs)
      .leftJoin(orgMembers, and(eq(orgMembers.orgId, orgs.id), eq(orgMembers.userId, userId)))
      .where(or(eq(orgs.ownerId, userId), eq(orgMembers.userId, userId)))
      .orderBy(asc(orgs.name));
  }

  return {
    orgsOf,

    /** Users by id, for field resolvers (owners, inviters, actors) of entities the viewer may already see. */
    async membersByIds(ids: string[]): Promise<Map<string, Member>> {
      const rows = ids.length
        ? await db
            .select({ id: users.id, username: users.username, email: users.email })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The current organization, but only while the user still belongs to it. */
    async currentOrg(user: UserRow): Promise<OrgRow | null> {
      if (!user.currentOrgId) return null;
      const mine = await orgsOf(user.id);
      return mine.find((org) => org.id === user.currentOrgId) ?? null;
    },

    async teamsInCurrentOrg(user: UserRow): Promise<UserTeam[]> {
      if (!user.currentOrgId) return [];
      return db
        .select({ id: teams.id, name: teams.name, orgId: teams.orgId, role: teamMembers.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.userId, user.id), eq(teams.orgId, user.currentOrgId)))
        .orderBy(asc(teams.name));
    },

    /**
     * Renames at once; a new e-mail needs the current password and only waits for the link sent to it (decision
     * 0023): the answer is the same whether that address has an account or not.
     */
    async update(caller: Caller, id: unknown, input: unknown): Promise<UserRow> {
      const actor = caller.user;
      if (!isId(id)) throw notFound(SERVER_MESSAGES.userNotFound);
      userPolicy.authorizeUpdate(actor, id);
      const data = parseInput(updateUserSchema, input);
      if (data.email !== actor.email) {
        if (data.currentPassword === undefined) throw badRequest(SERVER_MESSAGES.currentPasswordRequired);
        await checkCurrentPassword(caller, data.currentPassword);
      }
      const [user] = await db
        .update(users)
        .set({ username: data.username, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      // The profile form sends the address with every rename: the same address leaves a pending change alone.
      if (data.email !== actor.email) await emails.requestChange(user!, data.email, caller.locale);
      return user!;
    },

    /** Changes the password after checking the current one; every other session and every reset link ends. */
    async changePassword(caller: Caller, sessionId: string, input: unknown): Promise<void> {
      const data = parseInput(updatePasswordSchema, input);
      await checkCurrentPassword(caller, data.currentPassword);
      assertPasswordAllowed(data.newPassword);
      const passwordHash = await hashPassword(data.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, caller.user.id));
        await sessions.revokeAll(caller.user.id, sessionId, tx);
      });
      // The other sessions' co-editing sockets close with them.
      await deps.access?.revoke({ userId: caller.user.id });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
