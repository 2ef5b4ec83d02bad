import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import type { SiteSettingsView } from './site-service.ts';

/** The media and prefabs named by the settings: the app's own (checked on write), read without another gate. */
export const siteResolvers = {
  Query: {
    siteSettings: (_: unknown, args: { appId: string }, ctx: GraphQLContext) =>
      ctx.services.site.get(requireAuth(ctx).user, args.appId),
  },
  Mutation: {
    updateSiteSettings: (_: unknown, args: { appId: string; settings: unknown }, ctx: GraphQLContext) =>
      ctx.services.site.update(requireAuth(ctx).user, args.appId, args.settings),
  },
  SiteSettings: {
    favicon: (row: SiteSettingsView, _: unknown, ctx: GraphQLContext) =>
      row.faviconMediaId ? ctx.services.site.media(row.faviconMediaId) : null,
    socialImage: (row: SiteSettingsView, _: unknown, ctx: GraphQLContext) =>
      row.socialImageMediaId ? ctx.services.site.media(row.socialImageMediaId) : null,
    headerPrefab: (row: SiteSettingsView, _: unknown, ctx: GraphQLContext) =>
      row.headerPrefabId ? ctx.services.site.prefab(row.headerPrefabId) : null,
    footerPrefab: (row: SiteSettingsView, _: unknown, ctx: GraphQLContext) =>
      row.footerPrefabId ? ctx.services.site.prefab(row.footerPrefabId) : null,
  },
};
