import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { localeOf, preferredLocale } from '../../lib/locale.ts';
import type { Member } from '../users/user-service.ts';
import type { PageVersionView } from './publish-service.ts';

/** The language of the published document: the publisher's console language (decision 0021). */
const langOf = (ctx: GraphQLContext) => preferredLocale(localeOf(ctx.req));

export const liveResolvers = {
  Query: {
    pageVersions: (
      _: unknown,
      args: { pageId: string; first?: number | null; after?: string | null },
      ctx: GraphQLContext,
    ) => ctx.services.publishing.versions(requireAuth(ctx).user, args),
    pageVersionContent: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.publishing.versionContent(requireAuth(ctx).user, args.id),
  },
  Mutation: {
    publishPage: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.publishing.publishPage(requireAuth(ctx).user, args.id, langOf(ctx)),
    publishApp: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.publishing.publishApp(requireAuth(ctx).user, args.id, langOf(ctx)),
    rollbackPage: (_: unknown, args: { id: string; versionId: string }, ctx: GraphQLContext) =>
      ctx.services.publishing.rollbackPage(requireAuth(ctx).user, args.id, args.versionId),
  },
  PageVersionContent: {
    content: (parent: { content: unknown; expanded: () => Promise<unknown> }, args: { shape?: string }) =>
      args.shape === 'EXPANDED' ? parent.expanded() : parent.content,
  },
  PageVersion: {
    renderErrors: (version: PageVersionView) =>
      Array.isArray(version.renderErrors) ? version.renderErrors : [],
    publishedBy: async (version: PageVersionView, _: unknown, ctx: GraphQLContext): Promise<Member | null> =>
      version.publishedBy ? ((await ctx.loaders.users(version.publishedBy)) ?? null) : null,
  },
};
