import type { UserRow } from '../../db/schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { localeOf } from '../../lib/locale.ts';
import type { Caller } from './user-service.ts';

const callerOf = (ctx: GraphQLContext): Caller => ({
  user: requireAuth(ctx).user,
  address: ctx.req.ip,
  locale: localeOf(ctx.req),
});

export const userResolvers = {
  Query: {
    me: (_: unknown, __: unknown, ctx: GraphQLContext) => requireAuth(ctx).user,
  },
  Mutation: {
    updateUser: (_: unknown, args: { id: string; user: unknown }, ctx: GraphQLContext) =>
      ctx.services.users.update(callerOf(ctx), args.id, args.user),
    sendEmailConfirmation: async (_: unknown, __: unknown, ctx: GraphQLContext) => {
      const caller = callerOf(ctx);
      // Per client address and per account; the mails themselves are capped per recipient (EmailService).
      await ctx.services.rateLimits.consume('email-resend', caller.address, caller.user.id);
      await ctx.services.emails.resend(caller.user, caller.locale);
      return true;
    },
    updateUserPassword: async (
      _: unknown,
      args: { currentPassword: string; newPassword: string },
      ctx: GraphQLContext,
    ) => {
      const { sessionId } = requireAuth(ctx);
      await ctx.services.users.changePassword(callerOf(ctx), sessionId, args);
      return true;
    },
  },
  User: {
    currentOrg: (user: UserRow, _: unknown, ctx: GraphQLContext) => ctx.services.users.currentOrg(user),
    orgs: (user: UserRow, _: unknown, ctx: GraphQLContext) => ctx.services.users.orgsOf(user.id),
    teams: (user: UserRow, _: unknown, ctx: GraphQLContext) => ctx.services.users.teamsInCurrentOrg(user),
    emailVerified: (user: UserRow) => user.emailVerifiedAt !== null,
    pendingEmail: (user: UserRow, _: unknown, ctx: GraphQLContext) => ctx.services.emails.pendingEmail(user),
  },
};
