import type { ComponentRow, TemplateRow } from '../../db/schema.ts';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';

type Paging = { first?: number | null; after?: string | null };

const authored = {
  createdBy: (row: ComponentRow | TemplateRow, _: unknown, ctx: GraphQLContext) =>
    row.createdBy ? ctx.loaders.users(row.createdBy) : null,
  lastUpdatedBy: (row: ComponentRow | TemplateRow, _: unknown, ctx: GraphQLContext) =>
    row.lastUpdatedBy ? ctx.loaders.users(row.lastUpdatedBy) : null,
  org: (row: ComponentRow | TemplateRow, _: unknown, ctx: GraphQLContext) => ctx.loaders.orgs(row.orgId),
};

export const authoringResolvers = {
  Query: {
    component: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.components.get(requireAuth(ctx).user, args.id),
    components: (_: unknown, args: Paging, ctx: GraphQLContext) =>
      ctx.services.components.list(requireAuth(ctx).user, args),
    template: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.templates.get(requireAuth(ctx).user, args.id),
    templates: (_: unknown, args: Paging, ctx: GraphQLContext) =>
      ctx.services.templates.list(requireAuth(ctx).user, args),
  },
  Mutation: {
    createComponent: (_: unknown, args: { newComponent: unknown }, ctx: GraphQLContext) =>
      ctx.services.components.create(requireAuth(ctx).user, args.newComponent),
    updateComponent: (_: unknown, args: { id: string; component: unknown }, ctx: GraphQLContext) =>
      ctx.services.components.update(requireAuth(ctx).user, args.id, args.component),
    deleteComponent: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.components.remove(requireAuth(ctx).user, args.id),
    createTemplate: (_: unknown, args: { newTemplate: unknown }, ctx: GraphQLContext) =>
      ctx.services.templates.create(requireAuth(ctx).user, args.newTemplate),
    updateTemplate: (_: unknown, args: { id: string; template: unknown }, ctx: GraphQLContext) =>
      ctx.services.templates.update(requireAuth(ctx).user, args.id, args.template),
    deleteTemplate: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.templates.remove(requireAuth(ctx).user, args.id),
  },
  Component: authored,
  Template: authored,
};
