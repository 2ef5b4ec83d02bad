import type { UserRow } from '../../db/schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';

export const userResolvers = {
  Query: {
    me: (_: unknown, __: unknown, ctx: GraphQLContext) => requireAuth(ctx).user,
  },
  Mutation: {
    updateUser: (_: unknown, args: { id: string; user: unknown }, ctx: GraphQLContext) =>
      ctx.services.users.update(requireAuth(ctx).user, args.id, args.user),
    updateUserPassword: async (
      _: unknown,
      args: { currentPassword: string; newPassword: string },
      ctx: GraphQLContext,
    ) => {
      const { user, sessionId } = requireAuth(ctx);
      await ctx.services.users.changePassword(user, sessionId, args);
      return true;
    },
  },
  User: {
    currentOrg: (user: UserRow, _: unknown, ctx: GraphQLContext) => ctx.services.users.currentOrg(user),
    orgs: (user: UserRow, _: unknown, ctx: GraphQLContext) => ctx.services.users.orgsOf(user.id),
    teams: (user: UserRow, _: unknown, ctx: GraphQLContext) => ctx.services.users.teamsInCurrentOrg(user),
  },
};
