import { can, parseRole, SERVER_MESSAGES } from '@tessera/shared';
import { and, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ActivityRow, activities, apps, teamMembers, teams, type UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { type Connection, emptyConnection, pageOf, pageRequest } from '../../lib/pagination.ts';
import type { UserService } from '../users/user-service.ts';
import { INVITATION_ACTIONS } from './record.ts';

const PAGE = { default: 50, max: 100 } as const;

export function createActivityService(deps: { db: Db; users: UserService }) {
  const { db } = deps;

  return {
    /**
     * The current organization's activity, newest first, by (created_at, id). The owner sees everything;
     * a member sees organization-wide records and those of their teams, invitation records only where they
     * may invite. `appId` narrows to one app the viewer may see (404 otherwise).
     */
    async list(
      viewer: UserRow,
      args: { first?: unknown; after?: unknown; appId?: unknown },
    ): Promise<Connection<ActivityRow>> {
      // The key is the row's created_at: pageRequest refuses one that is no instant PostgreSQL takes.
      const paging = pageRequest(args, PAGE.default, PAGE.max, 'timestamp');
      const cursorDate = paging.cursor ? new Date(paging.cursor.key) : null;
      const appId = args.appId ?? null;
      if (appId !== null && !isId(appId)) throw notFound(SERVER_MESSAGES.appNotFound);

      const org = await deps.users.currentOrg(viewer);
      if (!org) {
        if (appId !== null) throw notFound(SERVER_MESSAGES.appNotFound);
        return emptyConnection();
      }
      const isOwner = org.ownerId === viewer.id;
      const mine = isOwner
        ? []
        : await db
            .select({ teamId: teamMembers.teamId, role: teamMembers.role })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .where(and(eq(teamMembers.userId, viewer.id), eq(teams.orgId, org.id)));
      const myTeams = mine.map((m) => m.teamId);
      const inviteTeams = mine
        .filter((m) => can({ isOrgOwner: false, role: parseRole(m.role) }, 'team.invite'))
        .map((m) => m.teamId);

      if (appId !== null) {
        const [app] = await db
          .select({ teamId: apps.teamId })
          .from(apps)
          .where(and(eq(apps.id, appId), eq(apps.orgId, org.id)))
          .limit(1);
        if (!app || (!isOwner && !myTeams.includes(app.teamId))) throw notFound(SERVER_MESSAGES.appNotFound);
      }

      const conditions: Array<SQL | undefined> = [eq(activities.orgId, org.id)];
      if (!isOwner) {
        const ofMyTeams = myTeams.length
          ? and(
              inArray(activities.teamId, myTeams),
              inviteTeams.length
                ? or(
                    notInArray(activities.action, [...INVITATION_ACTIONS]),
                    inArray(activities.teamId, inviteTeams),
                  )
                : notInArray(activities.action, [...INVITATION_ACTIONS]),
            )
          : undefined;
        conditions.push(ofMyTeams ? or(isNull(activities.teamId), ofMyTeams) : isNull(activities.teamId));
      }
      if (appId !== null) conditions.push(eq(activities.appId, appId));
      if (paging.cursor && cursorDate) {
        conditions.push(
          sql`(${activities.createdAt}, ${activities.id}) < (${cursorDate.toISOString()}::timestamptz, ${paging.cursor.id}::uuid)`,
        );
      }
      const rows = await db
        .select()
        .from(activities)
        .where(and(...conditions))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(paging.limit);
      return pageOf(
        rows,
        paging,
        (row) => [row.createdAt.toISOString(), row.id],
        (row) => row,
      );
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
