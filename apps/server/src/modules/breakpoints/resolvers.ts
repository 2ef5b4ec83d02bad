import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import type { AppView } from '../apps/app-service.ts';
import { breakpointViewsOf } from './breakpoint-service.ts';

/** App breakpoints (issue 23): App.breakpoints, their value counts and their one mutation. */
export const breakpointResolvers = {
  Query: {
    appBreakpointValueCounts: (_: unknown, args: { appId: string }, ctx: GraphQLContext) =>
      ctx.services.breakpoints.valueCounts(requireAuth(ctx).user, args.appId),
  },
  Mutation: {
    updateAppBreakpoints: (_: unknown, args: { appId: string; breakpoints: unknown }, ctx: GraphQLContext) =>
      ctx.services.breakpoints.update(requireAuth(ctx).user, args.appId, args.breakpoints),
  },
  App: {
    // The app was authorized when it was loaded.
    breakpoints: (app: AppView) => breakpointViewsOf(app),
  },
};
