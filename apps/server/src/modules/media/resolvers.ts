import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { mediaUrl } from './keys.ts';
import type { MediaView } from './media-service.ts';

type MediaPaging = {
  appId: string;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  filter?: unknown;
};

export const mediaResolvers = {
  Query: {
    medias: (_: unknown, args: MediaPaging, ctx: GraphQLContext) =>
      ctx.services.media.list(requireAuth(ctx).user, args),
  },
  Mutation: {
    createMedia: (_: unknown, args: { newMedia: unknown }, ctx: GraphQLContext) =>
      ctx.services.media.create(requireAuth(ctx).user, args.newMedia),
    updateMedia: (_: unknown, args: { id: string; name: string }, ctx: GraphQLContext) =>
      ctx.services.media.rename(requireAuth(ctx).user, args.id, args.name),
    deleteMedia: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.media.remove(requireAuth(ctx).user, args.id),
  },
  Media: {
    url: (row: MediaView) => mediaUrl(row.key),
    lastUpdatedByUser: async (row: MediaView, _: unknown, ctx: GraphQLContext) => {
      if (!row.lastUpdatedBy) return null;
      const user = await ctx.loaders.users(row.lastUpdatedBy);
      return user ? { id: user.id, username: user.username } : null;
    },
  },
};
