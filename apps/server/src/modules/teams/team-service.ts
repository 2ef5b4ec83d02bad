import { randomUUID } from 'node:crypto';
import { PAGE_SIZES, SERVER_MESSAGES, type Standing, teamInputSchema } from '@tessera/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  apps,
  orgMembers,
  orgs,
  type TeamRow,
  teamMembers,
  teams,
  type UserRow,
  users,
} from '../../db/schema.ts';
import {
  badRequest,
  conflict,
  isForeignKeyViolation,
  notFound,
  parseInput,
  uniqueConflict,
} from '../../lib/errors.ts';
import { type Connection, emptyConnection, keysetAfter, pageOf, pageRequest } from '../../lib/pagination.ts';
import { recordActivity } from '../activity/record.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { authorizeOrg } from '../orgs/policy.ts';
import type { UserService } from '../users/user-service.ts';
import { authorizeTeam, membershipOf, standingOf, type TeamAccess } from './policy.ts';

/** A team as one viewer sees it: the row plus their standing, from which abilities and viewerRole follow. */
export interface TeamView extends TeamRow {
  orgOwnerId: string;
  standing: Standing;
}

export interface TeamMemberView {
  id: string;
  username: string;
  email: string;
  role: string;
  isOrgOwner: boolean;
}

export function teamView(access: TeamAccess): TeamView {
  return { ...access.team, orgOwnerId: access.orgOwnerId, standing: access.standing };
}

const nameConflict = uniqueConflict('teams_org_name_unique', SERVER_MESSAGES.nameExists);

export function createTeamService(deps: { db: Db; users: UserService }) {
  const { db } = deps;

  return {
    /** A team of the current organization the viewer may see; 404 otherwise. */
    async get(viewer: UserRow, id: unknown): Promise<TeamView> {
      const access = await authorizeTeam(db, viewer.id, id, 'team.read');
      if (access.team.orgId !== viewer.currentOrgId) throw notFound(SERVER_MESSAGES.teamNotFound);
      return teamView(access);
    },

    /**
     * Teams of the current organization the viewer may see (all of them for the owner, their own for a
     * member), by (lower(name), id): a stable order, so a cursor never skips or repeats a team.
     */
    async list(viewer: UserRow, args: { first?: unknown; after?: unknown }): Promise<Connection<TeamView>> {
      const paging = pageRequest(args, PAGE_SIZES.teams, PAGE_SIZES.teams);
      const org = await deps.users.currentOrg(viewer);
      if (!org) return emptyConnection();
      const isOwner = org.ownerId === viewer.id;
      const sortKey = sql<string>`lower(${teams.name})`;
      const rows = await db
        .select({ team: teams, role: teamMembers.role, sortKey })
        .from(teams)
        .leftJoin(teamMembers, membershipOf(teams.id, viewer.id))
        .where(
          and(
            eq(teams.orgId, org.id),
            isOwner ? undefined : isNotNull(teamMembers.userId),
            keysetAfter(sortKey, teams.id, paging.cursor),
          ),
        )
        .orderBy(sortKey, asc(teams.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.sortKey, row.team.id],
        (row) => ({ ...row.team, orgOwnerId: org.ownerId, standing: standingOf(isOwner, row.role) }),
      );
    },

    /** In the current organization, owner only; the creator becomes the team's admin. */
    async create(actor: UserRow, input: unknown): Promise<TeamView> {
      const org = await deps.users.currentOrg(actor);
      if (!org) throw badRequest(SERVER_MESSAGES.noCurrentOrg);
      const { standing } = await authorizeOrg(db, actor.id, org.id, OPERATION_PERMISSIONS.createTeam);
      const data = parseInput(teamInputSchema, input);
      try {
        return await db.transaction(async (tx) => {
          const [team] = await tx
            .insert(teams)
            .values({ id: randomUUID(), orgId: org.id, ...data, ownerId: actor.id })
            .returning();
          await tx.insert(teamMembers).values({ teamId: team!.id, userId: actor.id, role: 'admin' });
          await tx.insert(orgMembers).values({ orgId: org.id, userId: actor.id }).onConflictDoNothing();
          await recordActivity(tx, {
            orgId: org.id,
            teamId: team!.id,
            actorId: actor.id,
            action: 'team.create',
            entityType: 'team',
            entityId: team!.id,
            entityName: team!.name,
          });
          return {
            ...team!,
            orgOwnerId: org.ownerId,
            standing: { isOrgOwner: standing.isOrgOwner, role: 'admin' },
          };
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    async update(actor: UserRow, id: unknown, input: unknown): Promise<TeamView> {
      const access = await authorizeTeam(db, actor.id, id, OPERATION_PERMISSIONS.updateTeam);
      const data = parseInput(teamInputSchema, input);
      const before = access.team;
      try {
        return await db.transaction(async (tx) => {
          const [team] = await tx
            .update(teams)
            .set({ ...data, updatedAt: new Date() })
            .where(eq(teams.id, before.id))
            .returning();
          if (!team) throw notFound(SERVER_MESSAGES.teamNotFound);
          await recordActivity(tx, {
            orgId: team.orgId,
            teamId: team.id,
            actorId: actor.id,
            action: 'team.update',
            entityType: 'team',
            entityId: team.id,
            entityName: team.name,
            details: {
              changed: (['name', 'description'] as const).filter((key) => before[key] !== data[key]),
              ...(before.name !== team.name ? { previousName: before.name } : {}),
            },
          });
          return { ...team, orgOwnerId: access.orgOwnerId, standing: access.standing };
        });
      } catch (error) {
        throw nameConflict(error);
      }
    },

    /** 409 'apps associated' while an app belongs to the team; members and invitations go with it. */
    async remove(actor: UserRow, id: unknown): Promise<string> {
      const { team } = await authorizeTeam(db, actor.id, id, OPERATION_PERMISSIONS.deleteTeam);
      try {
        return await db.transaction(async (tx) => {
          const [app] = await tx.select({ id: apps.id }).from(apps).where(eq(apps.teamId, team.id)).limit(1);
          if (app) throw conflict(SERVER_MESSAGES.appsAssociated);
          const [deleted] = await tx.delete(teams).where(eq(teams.id, team.id)).returning({ id: teams.id });
          if (!deleted) throw notFound(SERVER_MESSAGES.teamNotFound);
          await recordActivity(tx, {
            orgId: team.orgId,
            teamId: team.id,
            actorId: actor.id,
            action: 'team.delete',
            entityType: 'team',
            entityId: team.id,
            entityName: team.name,
          });
          return team.id;
        });
      } catch (error) {
        // An app created in the team after the check (apps.team_id is ON DELETE RESTRICT).
        if (isForeignKeyViolation(error)) throw conflict(SERVER_MESSAGES.appsAssociated);
        throw error;
      }
    },

    /** Members of each team, by username; the organization owner is flagged. */
    async membersOf(teamIds: string[], tx: Db | Tx = db): Promise<Map<string, TeamMemberView[]>> {
      const result = new Map<string, TeamMemberView[]>(teamIds.map((id) => [id, []]));
      if (teamIds.length === 0) return result;
      const rows = await tx
        .select({
          teamId: teamMembers.teamId,
          id: users.id,
          username: users.username,
          email: users.email,
          role: teamMembers.role,
          orgOwnerId: orgs.ownerId,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .innerJoin(orgs, eq(orgs.id, teams.orgId))
        .where(inArray(teamMembers.teamId, teamIds))
        .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
      for (const { teamId, orgOwnerId, ...member } of rows) {
        result.get(teamId)?.push({ ...member, isOrgOwner: member.id === orgOwnerId });
      }
      return result;
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
