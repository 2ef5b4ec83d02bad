import { roleSchema, SERVER_MESSAGES } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { teamMembers, type UserRow, users } from '../../db/schema.ts';
import { conflict, notFound, parseInput } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { recordActivity } from '../activity/record.ts';
import type { AccessWatcher } from '../collab/watcher.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { authorizeTeam } from './policy.ts';
import type { TeamMemberView } from './team-service.ts';

const roleInput = z.object({ role: roleSchema });

/** Changing and removing team memberships; joining goes through invitations. */
export function createMemberService(deps: { db: Db; access?: AccessWatcher }) {
  const { db } = deps;

  async function memberOf(teamId: string, userId: unknown) {
    if (!isId(userId)) throw notFound(SERVER_MESSAGES.memberNotFound);
    const [member] = await db
      .select({ id: users.id, username: users.username, email: users.email, role: teamMembers.role })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .limit(1);
    if (!member) throw notFound(SERVER_MESSAGES.memberNotFound);
    return member;
  }

  return {
    async changeRole(
      actor: UserRow,
      teamId: unknown,
      userId: unknown,
      role: unknown,
    ): Promise<TeamMemberView> {
      const { team, orgOwnerId } = await authorizeTeam(
        db,
        actor.id,
        teamId,
        OPERATION_PERMISSIONS.updateTeamMemberRole,
      );
      const member = await memberOf(team.id, userId);
      const { role: next } = parseInput(roleInput, { role });
      const view = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(teamMembers)
          .set({ role: next })
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id)))
          .returning({ role: teamMembers.role });
        if (!updated) throw notFound(SERVER_MESSAGES.memberNotFound);
        await recordActivity(tx, {
          orgId: team.orgId,
          teamId: team.id,
          actorId: actor.id,
          action: 'member.role_change',
          entityType: 'member',
          entityId: member.id,
          entityName: member.username,
          details: { from: member.role, to: next, teamName: team.name },
        });
        return { ...member, role: next, isOrgOwner: member.id === orgOwnerId };
      });
      // A role below editor takes write access away from the pages they have open, at once.
      await deps.access?.revoke({ userId: member.id, teamId: team.id });
      return view;
    },

    /**
     * Removes a member from one team. The organization owner stays (409); a member removed from their last
     * team stays a member of the organization (docs/decisions/0005-memberships.md).
     */
    async remove(actor: UserRow, teamId: unknown, userId: unknown): Promise<string> {
      const { team, orgOwnerId } = await authorizeTeam(
        db,
        actor.id,
        teamId,
        OPERATION_PERMISSIONS.removeTeamMember,
      );
      const member = await memberOf(team.id, userId);
      if (member.id === orgOwnerId) throw conflict(SERVER_MESSAGES.ownerStays);
      const removed = await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.id)))
          .returning({ userId: teamMembers.userId });
        if (!deleted) throw notFound(SERVER_MESSAGES.memberNotFound);
        await recordActivity(tx, {
          orgId: team.orgId,
          teamId: team.id,
          actorId: actor.id,
          action: 'member.remove',
          entityType: 'member',
          entityId: member.id,
          entityName: member.username,
          details: { role: member.role, teamName: team.name },
        });
        return member.id;
      });
      await deps.access?.revoke({ userId: member.id, teamId: team.id });
      return removed;
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
