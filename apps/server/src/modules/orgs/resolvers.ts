import type { OrgRow } from '../../db/schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { localeOf, preferredLocale } from '../../lib/locale.ts';

export const orgResolvers = {
  Mutation: {
    createOrg: (
      _: unknown,
      args: { name: string; description: string; alias: string },
      ctx: GraphQLContext,
      // The starter kit arrives in the creator's console language (its x-locale header).
    ) => ctx.services.orgs.create(requireAuth(ctx).user, args, preferredLocale(localeOf(ctx.req))),
    updateOrg: (_: unknown, args: { id: string; org: unknown }, ctx: GraphQLContext) =>
      ctx.services.orgs.update(requireAuth(ctx).user, args.id, args.org),
  },
  Org: {
    owner: (org: OrgRow, _: unknown, ctx: GraphQLContext) => ctx.loaders.users(org.ownerId),
    abilities: async (org: OrgRow, _: unknown, ctx: GraphQLContext) =>
      (await ctx.loaders.orgAbilities(org.id)) ?? [],
  },
};
