import { abilitiesOf } from '@tessera/shared';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { localeOf, preferredLocale } from '../../lib/locale.ts';
import type { AppView } from './app-service.ts';

type Paging = { first?: number | null; after?: string | null; search?: string | null };

export const appResolvers = {
  Query: {
    app: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.apps.get(requireAuth(ctx).user, args.id),
    apps: (_: unknown, args: Paging, ctx: GraphQLContext) =>
      ctx.services.apps.list(requireAuth(ctx).user, args),
  },
  Mutation: {
    createApp: (_: unknown, args: { newApp: unknown }, ctx: GraphQLContext) =>
      ctx.services.apps.create(requireAuth(ctx).user, args.newApp, preferredLocale(localeOf(ctx.req))),
    updateApp: (_: unknown, args: { id: string; app: unknown }, ctx: GraphQLContext) =>
      ctx.services.apps.update(requireAuth(ctx).user, args.id, args.app),
    deleteApp: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.apps.remove(requireAuth(ctx).user, args.id),
  },
  App: {
    org: (app: AppView, _: unknown, ctx: GraphQLContext) => ctx.loaders.orgs(app.orgId),
    team: (app: AppView, _: unknown, ctx: GraphQLContext) => ctx.loaders.teamSummaries(app.teamId),
    abilities: (app: AppView) => abilitiesOf(app.standing),
    pageCount: async (app: AppView, _: unknown, ctx: GraphQLContext) =>
      (await ctx.loaders.pageStats(app.id))?.pageCount ?? 0,
    hasHomePage: async (app: AppView, _: unknown, ctx: GraphQLContext) =>
      (await ctx.loaders.pageStats(app.id))?.hasHomePage ?? false,
    livePageCount: async (app: AppView, _: unknown, ctx: GraphQLContext) =>
      (await ctx.loaders.pageStats(app.id))?.livePageCount ?? 0,
    liveUrl: (app: AppView, _: unknown, ctx: GraphQLContext) => ctx.services.apps.liveUrl(app),
    // The app was authorized when it was loaded.
    siteSettings: (app: AppView, _: unknown, ctx: GraphQLContext) => ctx.services.site.ofApp(app.id),
  },
};
