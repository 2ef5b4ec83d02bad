import type { InvitationRow } from '../../db/schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { localeOf } from '../../lib/locale.ts';

export const invitationResolvers = {
  Query: {
    invitation: (_: unknown, args: { token: string }, ctx: GraphQLContext) =>
      ctx.services.invitations.preview(args.token),
  },
  Mutation: {
    inviteTeamMember: (
      _: unknown,
      args: { teamId: string; email: string; role: string },
      ctx: GraphQLContext,
    ) => ctx.services.invitations.invite(requireAuth(ctx).user, args, localeOf(ctx.req)),
    acceptInvitation: (_: unknown, args: { token: string }, ctx: GraphQLContext) =>
      ctx.services.invitations.accept(requireAuth(ctx).user, args.token),
    revokeInvitation: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.invitations.revoke(requireAuth(ctx).user, args.id),
  },
  Invitation: {
    invitedBy: (invitation: InvitationRow, _: unknown, ctx: GraphQLContext) =>
      invitation.invitedBy ? ctx.loaders.users(invitation.invitedBy) : null,
  },
};
