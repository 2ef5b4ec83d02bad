import { SERVER_MESSAGES, updatePasswordSchema, updateUserSchema } from '@tessera/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrgRow, orgMembers, orgs, teamMembers, teams, type UserRow, users } from '../../db/schema.ts';
import { conflict, isUniqueViolation, notFound, parseInput, unauthenticated } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionService } from '../auth/session-service.ts';
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

export function createUserService(deps: { db: Db; sessions: SessionService }) {
  const { db, sessions } = deps;

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

    async update(actor: UserRow, id: unknown, input: unknown): Promise<UserRow> {
      if (!isId(id)) throw notFound(SERVER_MESSAGES.userNotFound);
      userPolicy.authorizeUpdate(actor, id);
      const data = parseInput(updateUserSchema, input);
      try {
        const [user] = await db
          .update(users)
          .set({ username: data.username, email: data.email, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return user!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.emailInUse);
        throw error;
      }
    },

    /** Changes the password after checking the current one; every other session is signed out. */
    async changePassword(actor: UserRow, sessionId: string, input: unknown): Promise<void> {
      const data = parseInput(updatePasswordSchema, input);
      if (!(await verifyPassword(actor.passwordHash, data.currentPassword))) {
        throw unauthenticated(SERVER_MESSAGES.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(data.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.id));
        await sessions.revokeAll(actor.id, sessionId, tx);
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
