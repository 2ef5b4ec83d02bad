import type { ActivityRow } from '../../db/schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';

export const activityResolvers = {
  Query: {
    activities: (
      _: unknown,
      args: { first?: number | null; after?: string | null; appId?: string | null },
      ctx: GraphQLContext,
    ) => ctx.services.activities.list(requireAuth(ctx).user, args),
  },
  Activity: {
    actor: (activity: ActivityRow, _: unknown, ctx: GraphQLContext) =>
      activity.actorId ? ctx.loaders.users(activity.actorId) : null,
  },
};
