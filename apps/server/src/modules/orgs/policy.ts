import {
  abilitiesOf,
  can,
  highestRole,
  ORG_WIDE_PERMISSIONS,
  type Permission,
  parseRole,
  type Role,
  SERVER_MESSAGES,
  type Standing,
} from '@tessera/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type OrgRow, orgMembers, orgs, teamMembers, teams } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';

export interface OrgAccess {
  org: OrgRow;
  /** role: the user's highest role across the organization's teams (org-wide permissions read it). */
  standing: Standing;
}

/**
 * The user's standing in each of the organizations they belong to (as owner or member); organizations they
 * do not belong to are absent from the map. Two queries, however many organizations.
 */
export async function orgStandings(
  db: Db | Tx,
  userId: string,
  orgIds: string[],
): Promise<Map<string, OrgAccess>> {
  const ids = [...new Set(orgIds.filter(isId))];
  const result = new Map<string, OrgAccess>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      org: orgs,
      isMember: sql<boolean>`exists (select 1 from ${orgMembers} where ${orgMembers.orgId} = ${orgs.id} and ${orgMembers.userId} = ${userId})`,
    })
    .from(orgs)
    .where(inArray(orgs.id, ids));
  const visible = rows.filter((row) => row.org.ownerId === userId || row.isMember);
  if (visible.length === 0) return result;
  const roleRows = await db
    .select({ orgId: teams.orgId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        inArray(
          teams.orgId,
          visible.map((row) => row.org.id),
        ),
      ),
    );
  for (const { org } of visible) {
    const roles = roleRows
      .filter((row) => row.orgId === org.id)
      .map((row) => parseRole(row.role))
      .filter((role): role is Role => role !== null);
    result.set(org.id, { org, standing: { isOrgOwner: org.ownerId === userId, role: highestRole(roles) } });
  }
  return result;
}

export async function orgStanding(db: Db | Tx, userId: string, orgId: string): Promise<OrgAccess | null> {
  return (await orgStandings(db, userId, [orgId])).get(orgId) ?? null;
}

/**
 * The one gate for organization-level actions, org-wide permissions (component.write, template.write)
 * included: 404 for an organization the user does not belong to (never telling whether it exists),
 * 403 'required role' for a member whose standing lacks the permission.
 */
export async function authorizeOrg(
  db: Db | Tx,
  userId: string,
  orgId: unknown,
  permission: Permission,
): Promise<OrgAccess> {
  const access = isId(orgId) ? await orgStanding(db, userId, orgId) : null;
  if (!access) throw notFound(SERVER_MESSAGES.orgNotFound);
  if (!can(access.standing, permission)) throw forbidden(SERVER_MESSAGES.requiredRole);
  return access;
}

/**
 * What the console may offer at the organization level: everything for the owner; for other members only
 * the org-wide permissions their highest role gives (team permissions are sent with each team).
 */
export function orgAbilities(standing: Standing): Permission[] {
  if (standing.isOrgOwner) return abilitiesOf(standing);
  return ORG_WIDE_PERMISSIONS.filter((permission) => can(standing, permission));
}
