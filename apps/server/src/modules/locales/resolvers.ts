import { appLocales, livePathIn, pageTranslationsOf } from '@tessera/shared';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import type { AppView } from '../apps/app-service.ts';
import type { PageView } from '../pages/page-service.ts';
import { localesViewOf } from './locale-service.ts';

/** App languages (issue 26): App.locales, their translation counts, pages' settings per language. */
export const localeResolvers = {
  Query: {
    appTranslationCounts: (_: unknown, args: { appId: string }, ctx: GraphQLContext) =>
      ctx.services.locales.translationCounts(requireAuth(ctx).user, args.appId),
  },
  Mutation: {
    updateAppLocales: (_: unknown, args: { appId: string; locales: unknown }, ctx: GraphQLContext) =>
      ctx.services.locales.update(requireAuth(ctx).user, args.appId, args.locales),
    updatePageTranslation: (
      _: unknown,
      args: { pageId: string; locale: string; translation: unknown },
      ctx: GraphQLContext,
    ) =>
      ctx.services.pageTranslations.update(requireAuth(ctx).user, args.pageId, args.locale, args.translation),
  },
  Page: {
    // One per other language of the app, in its order; fields the page has no translation of are null.
    translations: (page: PageView, _: unknown, ctx: GraphQLContext) => {
      const locales = appLocales(page.app.locales);
      const stored = pageTranslationsOf(page.locales);
      return locales.others.map((locale) => ({
        locale,
        url: stored[locale]?.url ?? null,
        title: stored[locale]?.title ?? null,
        description: stored[locale]?.description ?? null,
        tags: stored[locale]?.tags ?? null,
        liveUrl: ctx.services.apps.liveUrl(page.app, livePathIn(page, locales, locale)),
      }));
    },
  },
  App: {
    // The app was authorized when it was loaded.
    locales: (app: AppView) => localesViewOf(app),
  },
};
