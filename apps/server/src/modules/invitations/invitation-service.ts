import { randomUUID } from 'node:crypto';
import { inviteSchema, ROLES, SERVER_MESSAGES, TTL } from '@tessera/shared';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  type InvitationRow,
  invitations,
  orgMembers,
  orgs,
  teamMembers,
  teams,
  type UserRow,
  users,
} from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound, parseInput } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordActivity } from '../activity/record.ts';
import { OPERATION_PERMISSIONS } from '../operation-permissions.ts';
import { authorizeTeam, teamStanding } from '../teams/policy.ts';
import { type TeamView, teamView } from '../teams/team-service.ts';
import { invitationMail } from './invitation-mail.ts';

export type InvitationStatus = 'valid' | 'accepted' | 'revoked' | 'expired';

export interface InvitationPreview {
  email: string;
  role: string;
  teamName: string;
  orgName: string;
  status: InvitationStatus;
}

export interface InviteResult {
  type: 'success' | 'error';
  message: string;
}

/** Tokens are randomToken(32): 43 URL-safe characters. Anything far from that shape is unknown, unqueried. */
const TOKEN_RE = /^[A-Za-z0-9_-]{20,200}$/;

function statusOf(
  row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'valid';
}

/** The role ladder as a SQL array, to keep the higher of two roles in one statement. */
const LADDER = sql.raw(`array[${ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`);

export function createInvitationService(deps: {
  db: Db;
  mailer: Mailer;
  consoleOrigin: string;
  logger: FastifyBaseLogger;
}) {
  const { db, mailer, consoleOrigin, logger } = deps;

  async function findByToken(token: unknown) {
    if (typeof token !== 'string' || !TOKEN_RE.test(token)) return undefined;
    const [row] = await db
      .select({ invitation: invitations, teamName: teams.name, orgName: orgs.name })
      .from(invitations)
      .innerJoin(teams, eq(teams.id, invitations.teamId))
      .innerJoin(orgs, eq(orgs.id, invitations.orgId))
      .where(eq(invitations.tokenHash, hashToken(token)))
      .limit(1);
    return row;
  }

  return {
    /**
     * Invites an e-mail address to a team. A current member of the team gets an error result and nothing is
     * stored; otherwise older pending invitations of that address to the team are revoked, the new one is
     * stored (its token only as a hash) and e-mailed.
     */
    async invite(
      actor: UserRow,
      args: { teamId: unknown; email: unknown; role: unknown },
      locale: string | undefined,
    ): Promise<InviteResult> {
      const { team } = await authorizeTeam(db, actor.id, args.teamId, OPERATION_PERMISSIONS.inviteTeamMember);
      const data = parseInput(inviteSchema, { email: args.email, role: args.role });
      const [member] = await db
        .select({ id: users.id })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, team.id), eq(users.email, data.email)))
        .limit(1);
      if (member) return { type: 'error', message: SERVER_MESSAGES.alreadyMember };

      const token = randomToken(32);
      const org = await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(invitations)
          .set({ revokedAt: now })
          .where(
            and(
              eq(invitations.teamId, team.id),
              eq(invitations.email, data.email),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
            ),
          );
        const [invitation] = await tx
          .insert(invitations)
          .values({
            id: randomUUID(),
            orgId: team.orgId,
            teamId: team.id,
            email: data.email,
            role: data.role,
            tokenHash: hashToken(token),
            invitedBy: actor.id,
            expiresAt: new Date(now.getTime() + TTL.invitationDays * 24 * 60 * 60 * 1000),
          })
          .returning();
        await recordActivity(tx, {
          orgId: team.orgId,
          teamId: team.id,
          actorId: actor.id,
          action: 'member.invite',
          entityType: 'invitation',
          entityId: invitation!.id,
          entityName: data.email,
          details: { email: data.email, role: data.role, teamName: team.name },
        });
        const [row] = await tx.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, team.orgId));
        return row!;
      });

      const link = `${consoleOrigin}/invitations/${token}`;
      try {
        await mailer.send({
          to: data.email,
          ...invitationMail(
            { inviter: actor.username, team: team.name, org: org.name, role: data.role },
            link,
            locale,
          ),
        });
      } catch (error) {
        // The invitation stays pending (an admin sees it and may revoke it or invite again); the inviter must
        // know the mail did not leave.
        logger.error({ err: error }, 'invitation mail failed');
        throw new AppError(502, SERVER_MESSAGES.invitationMailFailed);
      }
      return { type: 'success', message: SERVER_MESSAGES.invitationSent };
    },

    /** What the accept screen shows; the token is the credential, so this works signed out. */
    async preview(token: unknown): Promise<InvitationPreview> {
      const row = await findByToken(token);
      if (!row) throw notFound(SERVER_MESSAGES.invitationNotFound);
      return {
        email: row.invitation.email,
        role: row.invitation.role,
        teamName: row.teamName,
        orgName: row.orgName,
        status: statusOf(row.invitation, new Date()),
      };
    },

    /**
     * Joins the team (and its organization) with the invited role, in one transaction that first claims the
     * invitation: a token works once, however many requests race with it. An existing member keeps the higher
     * of their role and the invited one.
     */
    async accept(actor: UserRow, token: unknown): Promise<TeamView> {
      const row = await findByToken(token);
      if (!row) throw notFound(SERVER_MESSAGES.invitationNotFound);
      const { invitation } = row;
      if (invitation.email !== actor.email) throw forbidden(SERVER_MESSAGES.invitationOtherEmail);
      // The address must be proved, not just typed (decision 0023).
      if (!actor.emailVerifiedAt) throw forbidden(SERVER_MESSAGES.emailNotVerified);
      return db.transaction(async (tx) => {
        const now = new Date();
        const [claimed] = await tx
          .update(invitations)
          .set({ acceptedAt: now, acceptedBy: actor.id })
          .where(
            and(
              eq(invitations.id, invitation.id),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
              gt(invitations.expiresAt, now),
            ),
          )
          .returning();
        if (!claimed) throw badRequest(SERVER_MESSAGES.invitationInvalid);
        await tx.insert(orgMembers).values({ orgId: claimed.orgId, userId: actor.id }).onConflictDoNothing();
        const [membership] = await tx
          .insert(teamMembers)
          .values({ teamId: claimed.teamId, userId: actor.id, role: claimed.role })
          .onConflictDoUpdate({
            target: [teamMembers.teamId, teamMembers.userId],
            set: {
              role: sql`case when array_position(${LADDER}, "team_members"."role") >= array_position(${LADDER}, excluded.role) then "team_members"."role" else excluded.role end`,
            },
          })
          .returning({ role: teamMembers.role });
        await tx
          .update(users)
          .set({ currentOrgId: claimed.orgId, updatedAt: now })
          .where(and(eq(users.id, actor.id), isNull(users.currentOrgId)));
        await recordActivity(tx, {
          orgId: claimed.orgId,
          teamId: claimed.teamId,
          actorId: actor.id,
          action: 'member.join',
          entityType: 'member',
          entityId: actor.id,
          entityName: actor.username,
          details: {
            role: membership!.role,
            invitedRole: claimed.role,
            invitationId: claimed.id,
            teamName: row.teamName,
          },
        });
        const access = await teamStanding(tx, actor.id, claimed.teamId);
        if (!access) throw notFound(SERVER_MESSAGES.teamNotFound);
        return teamView(access);
      });
    },

    /** Withdraws a pending invitation; needs the right to invite on its team. */
    async revoke(actor: UserRow, id: unknown): Promise<string> {
      const [invitation] = isId(id)
        ? await db.select().from(invitations).where(eq(invitations.id, id)).limit(1)
        : [];
      if (!invitation) throw notFound(SERVER_MESSAGES.invitationNotFound);
      const { team } = await authorizeTeam(
        db,
        actor.id,
        invitation.teamId,
        OPERATION_PERMISSIONS.revokeInvitation,
        SERVER_MESSAGES.invitationNotFound,
      );
      return db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(invitations)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(invitations.id, invitation.id),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
            ),
          )
          .returning({ id: invitations.id });
        if (!revoked) throw badRequest(SERVER_MESSAGES.invitationInvalid);
        await recordActivity(tx, {
          orgId: invitation.orgId,
          teamId: invitation.teamId,
          actorId: actor.id,
          action: 'invitation.revoke',
          entityType: 'invitation',
          entityId: invitation.id,
          entityName: invitation.email,
          details: { email: invitation.email, role: invitation.role, teamName: team.name },
        });
        return invitation.id;
      });
    },

    /** Pending (not accepted, revoked nor expired) invitations of each team, newest first. */
    async pendingOf(teamIds: string[]): Promise<Map<string, InvitationRow[]>> {
      const result = new Map<string, InvitationRow[]>(teamIds.map((id) => [id, []]));
      if (teamIds.length === 0) return result;
      const rows = await db
        .select()
        .from(invitations)
        .where(
          and(
            inArray(invitations.teamId, teamIds),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(invitations.createdAt), desc(invitations.id));
      for (const row of rows) result.get(row.teamId)?.push(row);
      return result;
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
