import type { FormSubmissionRow } from '../../../db/forms-schema.ts';
import { type GraphQLContext, requireAuth } from '../../../graphql/context.ts';
import type { SubmissionView } from './forms-console-service.ts';
import type { DeliverySettingsView } from './reads.ts';

type SubmissionArgs = {
  appId: string;
  formKey?: string | null;
  search?: string | null;
  unread?: boolean | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

export const formsConsoleResolvers = {
  Query: {
    appForms: (_: unknown, args: { appId: string }, ctx: GraphQLContext) =>
      ctx.services.formsConsole.forms(requireAuth(ctx).user, args.appId),
    formSubmissions: (_: unknown, args: SubmissionArgs, ctx: GraphQLContext) =>
      ctx.services.formsConsole.list(requireAuth(ctx).user, args),
    formSubmission: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.formsConsole.one(requireAuth(ctx).user, args.id),
    formDeliverySettings: (_: unknown, args: { appId: string; formKey: string }, ctx: GraphQLContext) =>
      ctx.services.formsConsole.settings(requireAuth(ctx).user, args.appId, args.formKey),
  },
  Mutation: {
    markFormSubmissions: (
      _: unknown,
      args: { appId: string; ids: string[]; read: boolean },
      ctx: GraphQLContext,
    ) => ctx.services.formsConsole.mark(requireAuth(ctx).user, args.appId, args.ids, args.read),
    deleteFormSubmissions: (_: unknown, args: { appId: string; ids: string[] }, ctx: GraphQLContext) =>
      ctx.services.formsConsole.remove(requireAuth(ctx).user, args.appId, args.ids),
    updateFormDeliverySettings: (
      _: unknown,
      args: { appId: string; formKey: string; input: unknown },
      ctx: GraphQLContext,
    ) =>
      ctx.services.formsConsole.updateSettings(requireAuth(ctx).user, args.appId, args.formKey, args.input),
    rotateFormWebhookSecret: (_: unknown, args: { appId: string; formKey: string }, ctx: GraphQLContext) =>
      ctx.services.formsConsole.rotateSecret(requireAuth(ctx).user, args.appId, args.formKey),
    sendTestFormWebhook: async (
      _: unknown,
      args: { appId: string; formKey: string },
      ctx: GraphQLContext,
    ) => {
      const { user } = requireAuth(ctx);
      await ctx.services.rateLimits.consumeWebhookTest(user.id);
      return ctx.services.formsConsole.sendTestWebhook(user, args.appId, args.formKey);
    },
    retryFormDelivery: (_: unknown, args: { appId: string; deliveryId: string }, ctx: GraphQLContext) =>
      ctx.services.formsConsole.retryDelivery(requireAuth(ctx).user, args.appId, args.deliveryId),
  },
  FormSubmission: {
    readBy: async (row: FormSubmissionRow, _: unknown, ctx: GraphQLContext) => {
      if (!row.readBy) return null;
      const user = await ctx.loaders.users(row.readBy);
      return user ? { id: user.id, username: user.username } : null;
    },
    files: (row: FormSubmissionRow, _: unknown, ctx: GraphQLContext) =>
      ctx.services.formsConsole.files(row.id),
    deliveries: (row: SubmissionView, _: unknown, ctx: GraphQLContext) =>
      ctx.services.formsConsole.deliveries(row),
  },
  FormDeliverySettings: {
    recipients: (row: DeliverySettingsView, _: unknown, ctx: GraphQLContext) =>
      ctx.services.formsConsole.recipients(row.appId, row.recipientIds),
    candidates: (row: DeliverySettingsView, _: unknown, ctx: GraphQLContext) =>
      ctx.services.formsConsole.candidates(row.candidatesOf),
  },
};
