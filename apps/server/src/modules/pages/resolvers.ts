import { abilitiesOf } from '@tessera/shared';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import type { PageView } from './page-service.ts';

type Paging = { appId: string; first?: number | null; after?: string | null; search?: string | null };

export const pageResolvers = {
  Query: {
    page: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.pages.get(requireAuth(ctx).user, args.id),
    pages: (_: unknown, args: Paging, ctx: GraphQLContext) =>
      ctx.services.pages.list(requireAuth(ctx).user, args),
    pageExists: (_: unknown, args: { appId: string; url: string }, ctx: GraphQLContext) =>
      ctx.services.pages.exists(requireAuth(ctx).user, args.appId, args.url),
  },
  Mutation: {
    createPage: (_: unknown, args: { newPage: unknown }, ctx: GraphQLContext) =>
      ctx.services.pages.create(requireAuth(ctx).user, args.newPage),
    updatePage: (_: unknown, args: { id: string; page: unknown }, ctx: GraphQLContext) =>
      ctx.services.pages.update(requireAuth(ctx).user, args.id, args.page),
    deletePage: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.pages.remove(requireAuth(ctx).user, args.id),
  },
  Page: {
    // Stored lean (decision 0037); EXPANDED with the current definitions, for clients that read the full shape.
    content: (page: PageView, args: { shape?: string }, ctx: GraphQLContext) =>
      args.shape === 'EXPANDED' ? ctx.services.pages.expandedContent(page) : page.content,
    // The app came with the page, authorized with it: no query.
    app: (page: PageView) => page.app,
    template: (page: PageView, _: unknown, ctx: GraphQLContext) => ctx.loaders.templates(page.templateId),
    abilities: (page: PageView) => abilitiesOf(page.app.standing),
    liveUrl: (page: PageView, _: unknown, ctx: GraphQLContext) =>
      ctx.services.apps.liveUrl(page.app, page.url),
    liveVersion: async (page: PageView, _: unknown, ctx: GraphQLContext) =>
      page.liveVersionId ? ((await ctx.loaders.liveVersions(page.liveVersionId)) ?? null) : null,
    latestVersion: async (page: PageView, _: unknown, ctx: GraphQLContext) => {
      const latest = page.liveVersionId ? await ctx.loaders.latestVersions(page.id) : undefined;
      return latest ? { ...latest, isLive: latest.id === page.liveVersionId } : null;
    },
    hasUnpublishedChanges: async (page: PageView, _: unknown, ctx: GraphQLContext) => {
      const live = page.liveVersionId ? await ctx.loaders.liveVersions(page.liveVersionId) : undefined;
      return !live || live.pageRevision !== page.revision;
    },
  },
};
