import { can, type Permission, SERVER_MESSAGES, type Standing } from '@tessera/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type AppRow, apps, orgMembers, orgs, teamMembers, type UserRow } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { membershipOf, standingOf } from '../teams/policy.ts';

export interface AppAccess {
  app: AppRow;
  orgAlias: string;
  orgOwnerId: string;
  /** The user's standing on the app's team: its role there, or organization owner. */
  standing: Standing;
}

/**
 * The user's standing on an app, or null when they cannot see it. An app is its team's: it is seen by the
 * team's members and by the owner of its organization, by nobody else (other members of the organization
 * included), and only while the user still belongs to that organization.
 */
export async function appStanding(db: Db | Tx, userId: string, appId: string): Promise<AppAccess | null> {
  const [row] = await db
    .select({
      app: apps,
      orgAlias: orgs.alias,
      orgOwnerId: orgs.ownerId,
      role: teamMembers.role,
      isOrgMember: sql<boolean>`exists (select 1 from ${orgMembers} where ${orgMembers.orgId} = ${apps.orgId} and ${orgMembers.userId} = ${userId})`,
    })
    .from(apps)
    .innerJoin(orgs, eq(orgs.id, apps.orgId))
    .leftJoin(teamMembers, membershipOf(apps.teamId, userId))
    .where(eq(apps.id, appId))
    .limit(1);
  if (!row) return null;
  const isOrgOwner = row.orgOwnerId === userId;
  const standing = standingOf(isOrgOwner, row.role);
  if (!isOrgOwner && !(standing.role && row.isOrgMember)) return null;
  return { app: row.app, orgAlias: row.orgAlias, orgOwnerId: row.orgOwnerId, standing };
}

/**
 * The one gate for app and page actions: 404 (with `notFoundMessage`: the app's, or the page's when the app
 * was reached through a page) for an app the user cannot see, whichever organization it is in; 403 'required
 * role' for a member of its team whose role lacks any of `permissions`.
 */
export async function authorizeApp(
  db: Db | Tx,
  userId: string,
  appId: unknown,
  permissions: Permission | readonly Permission[],
  notFoundMessage: string = SERVER_MESSAGES.appNotFound,
): Promise<AppAccess> {
  const access = isId(appId) ? await appStanding(db, userId, appId) : null;
  if (!access) throw notFound(notFoundMessage);
  const needed = typeof permissions === 'string' ? [permissions] : permissions;
  if (!needed.every((permission) => can(access.standing, permission))) {
    throw forbidden(SERVER_MESSAGES.requiredRole);
  }
  return access;
}

/**
 * authorizeApp for an entity of an app (a page, a media, a prefab) named by `id`: the row `load` finds and the
 * user's standing on its app. 404 with `notFoundMessage` for an id that is not one, names nothing, or names an
 * entity of an app the user cannot see; 403 'required role' as authorizeApp.
 */
export async function authorizeAppEntity<T extends { appId: string }>(
  db: Db | Tx,
  userId: string,
  id: unknown,
  load: (id: string) => Promise<T | undefined>,
  permissions: Permission | readonly Permission[],
  notFoundMessage: string,
): Promise<{ row: T; access: AppAccess }> {
  const row = isId(id) ? await load(id) : undefined;
  if (!row) throw notFound(notFoundMessage);
  const access = await authorizeApp(db, userId, row.appId, permissions, notFoundMessage);
  return { row, access };
}

/** authorizeApp for an app of the user's current organization: 404 'app not found' for one of any other. */
export async function authorizeCurrentOrgApp(
  db: Db | Tx,
  user: UserRow,
  appId: unknown,
  permission: Permission,
): Promise<AppAccess> {
  const access = await authorizeApp(db, user.id, appId, permission);
  if (access.app.orgId !== user.currentOrgId) throw notFound(SERVER_MESSAGES.appNotFound);
  return access;
}
