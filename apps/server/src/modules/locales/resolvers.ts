import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import type { AppView } from '../apps/app-service.ts';
import { localesViewOf } from './locale-service.ts';

/** App languages (issue 26): App.locales, their translation counts and their one mutation. */
export const localeResolvers = {
  Query: {
    appTranslationCounts: (_: unknown, args: { appId: string }, ctx: GraphQLContext) =>
      ctx.services.locales.translationCounts(requireAuth(ctx).user, args.appId),
  },
  Mutation: {
    updateAppLocales: (_: unknown, args: { appId: string; locales: unknown }, ctx: GraphQLContext) =>
      ctx.services.locales.update(requireAuth(ctx).user, args.appId, args.locales),
  },
  App: {
    // The app was authorized when it was loaded.
    locales: (app: AppView) => localesViewOf(app),
  },
};
