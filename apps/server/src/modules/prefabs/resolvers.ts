import type { PrefabRow } from '../../db/schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';

type Paging = { appId: string; first?: number | null; after?: string | null };

export const prefabResolvers = {
  Query: {
    prefab: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.prefabs.get(requireAuth(ctx).user, args.id),
    prefabs: (_: unknown, args: Paging, ctx: GraphQLContext) =>
      ctx.services.prefabs.list(requireAuth(ctx).user, args),
  },
  Mutation: {
    createPrefab: (_: unknown, args: { appId: string; prefab: unknown }, ctx: GraphQLContext) =>
      ctx.services.prefabs.create(requireAuth(ctx).user, args.appId, args.prefab),
    updatePrefab: (_: unknown, args: { id: string; prefab: unknown }, ctx: GraphQLContext) =>
      ctx.services.prefabs.update(requireAuth(ctx).user, args.id, args.prefab),
    deletePrefab: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.prefabs.remove(requireAuth(ctx).user, args.id),
  },
  Prefab: {
    isPrefab: () => true,
    elementExists: async (row: PrefabRow, _: unknown, ctx: GraphQLContext) =>
      (await ctx.loaders.prefabElements(`${row.prefabType}:${row.elementId}`)) === true,
    placedPageCount: async (row: PrefabRow, _: unknown, ctx: GraphQLContext) =>
      (await ctx.loaders.placedPageCounts(row.id)) ?? 0,
    createdBy: (row: PrefabRow, _: unknown, ctx: GraphQLContext) =>
      row.createdBy ? ctx.loaders.users(row.createdBy) : null,
    lastUpdatedBy: (row: PrefabRow, _: unknown, ctx: GraphQLContext) =>
      row.lastUpdatedBy ? ctx.loaders.users(row.lastUpdatedBy) : null,
  },
};
