import { catalogue } from '@tessera/shared';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { localeOf, preferredLocale } from '../../lib/locale.ts';

/** Longer than any language tag a browser sends (RFC 5646 tags are at most 35 characters in practice). */
const MAX_LOCALE_LENGTH = 64;

/**
 * getAllEngineEvents (studio §7): the node catalogue of packages/shared/src/graph in the asked language.
 * Texts exist in en-US and pt-BR; any other language falls back to en-US (decision 0018).
 */
export const behaviourResolvers = {
  Query: {
    getAllEngineEvents: (_: unknown, args: { locale?: string | null }, ctx: GraphQLContext) => {
      requireAuth(ctx);
      if (typeof args.locale === 'string' && args.locale.length > MAX_LOCALE_LENGTH)
        throw badRequest(`locale must be at most ${MAX_LOCALE_LENGTH} characters`);
      return catalogue(preferredLocale(args.locale || localeOf(ctx.req)));
    },
  },
};
