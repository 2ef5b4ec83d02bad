import type { CollectionItemRow, CollectionRow } from '../../db/collections-schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { storedCount } from './item-counts.ts';
import type { ItemListArgs } from './item-reads.ts';

type Ids = { collectionId: string; ids: string[] };

export const collectionResolvers = {
  Query: {
    collections: (_: unknown, args: { appId: string }, ctx: GraphQLContext) =>
      ctx.services.collections.list(requireAuth(ctx).user, args.appId),
    collection: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.collections.one(requireAuth(ctx).user, args.id),
    collectionItems: (_: unknown, args: ItemListArgs & { collectionId: string }, ctx: GraphQLContext) =>
      ctx.services.collections.items(requireAuth(ctx).user, args.collectionId, args),
    collectionItem: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.collections.item(requireAuth(ctx).user, args.id),
    collectionFieldChanges: (
      _: unknown,
      args: { collectionId: string; fields: unknown },
      ctx: GraphQLContext,
    ) => ctx.services.collections.fieldChanges(requireAuth(ctx).user, args.collectionId, args.fields),
  },
  Mutation: {
    createCollection: (_: unknown, args: { appId: string; collection: unknown }, ctx: GraphQLContext) =>
      ctx.services.collections.create(requireAuth(ctx).user, args.appId, args.collection),
    updateCollection: (
      _: unknown,
      args: { id: string; collection: unknown; confirmRemovals?: boolean | null; revision?: number | null },
      ctx: GraphQLContext,
    ) =>
      ctx.services.collections.update(
        requireAuth(ctx).user,
        args.id,
        args.collection,
        args.confirmRemovals,
        args.revision,
      ),
    deleteCollection: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.collections.remove(requireAuth(ctx).user, args.id),
    createCollectionItem: (
      _: unknown,
      args: { collectionId: string; values: unknown },
      ctx: GraphQLContext,
    ) => ctx.services.collections.createItem(requireAuth(ctx).user, args.collectionId, args.values),
    updateCollectionItem: (
      _: unknown,
      args: { id: string; values: unknown; revision?: number | null },
      ctx: GraphQLContext,
    ) => ctx.services.collections.updateItem(requireAuth(ctx).user, args.id, args.values, args.revision),
    deleteCollectionItems: (_: unknown, args: Ids, ctx: GraphQLContext) =>
      ctx.services.collections.removeItems(requireAuth(ctx).user, args.collectionId, args.ids),
    publishCollectionItems: (_: unknown, args: Ids, ctx: GraphQLContext) =>
      ctx.services.collections.publishItems(requireAuth(ctx).user, args.collectionId, args.ids),
    unpublishCollectionItems: (_: unknown, args: Ids, ctx: GraphQLContext) =>
      ctx.services.collections.unpublishItems(requireAuth(ctx).user, args.collectionId, args.ids),
  },
  // The counts kept on the collection's row (item-counts.ts).
  Collection: {
    itemCount: (row: CollectionRow) => storedCount(row, null),
    publishedCount: (row: CollectionRow) => row.publishedCount + row.changedCount,
  },
  CollectionItem: {
    updatedBy: async (row: CollectionItemRow, _: unknown, ctx: GraphQLContext) => {
      if (!row.updatedBy) return null;
      const user = await ctx.loaders.users(row.updatedBy);
      return user ? { id: user.id, username: user.username } : null;
    },
  },
};
