import { can, type Permission, parseRole, SERVER_MESSAGES, type Standing } from '@tessera/shared';
import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orgs, type TeamRow, teamMembers, teams } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';

/** Joins the user's membership of the team `teamId` names (left join team_members on it: role null outside). */
export function membershipOf(teamId: AnyColumn, userId: string): SQL {
  return and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId))!;
}

/** A standing from organization ownership and the role a team_members row holds (null: not in the team). */
export function standingOf(isOrgOwner: boolean, role: string | null): Standing {
  return { isOrgOwner, role: role === null ? null : parseRole(role) };
}

export interface TeamAccess {
  team: TeamRow;
  orgOwnerId: string;
  standing: Standing;
}

/**
 * The user's standing on a team, or null when they cannot see it: a team is seen by its members and by the
 * owner of its organization, by nobody else (other members of the organization included).
 */
export async function teamStanding(db: Db | Tx, userId: string, teamId: string): Promise<TeamAccess | null> {
  const [row] = await db
    .select({ team: teams, orgOwnerId: orgs.ownerId, role: teamMembers.role })
    .from(teams)
    .innerJoin(orgs, eq(orgs.id, teams.orgId))
    .leftJoin(teamMembers, membershipOf(teams.id, userId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) return null;
  const standing = standingOf(row.orgOwnerId === userId, row.role);
  if (!standing.isOrgOwner && !standing.role) return null;
  return { team: row.team, orgOwnerId: row.orgOwnerId, standing };
}

/**
 * The one gate for team-level actions: 404 (with `notFoundMessage`) for a team the user cannot see, whichever
 * organization it is in; 403 'required role' for a member whose role lacks the permission.
 */
export async function authorizeTeam(
  db: Db | Tx,
  userId: string,
  teamId: unknown,
  permission: Permission,
  notFoundMessage: string = SERVER_MESSAGES.teamNotFound,
): Promise<TeamAccess> {
  const access = isId(teamId) ? await teamStanding(db, userId, teamId) : null;
  if (!access) throw notFound(notFoundMessage);
  if (!can(access.standing, permission)) throw forbidden(SERVER_MESSAGES.requiredRole);
  return access;
}
