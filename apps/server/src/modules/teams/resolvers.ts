import { abilitiesOf, can } from '@tessera/shared';
import { type GraphQLContext, requireAuth } from '../../graphql/context.ts';
import type { TeamView } from './team-service.ts';

export const teamResolvers = {
  Query: {
    team: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.teams.get(requireAuth(ctx).user, args.id),
    teams: (_: unknown, args: { first?: number | null; after?: string | null }, ctx: GraphQLContext) =>
      ctx.services.teams.list(requireAuth(ctx).user, args),
  },
  Mutation: {
    createTeam: (_: unknown, args: { name: string; description: string }, ctx: GraphQLContext) =>
      ctx.services.teams.create(requireAuth(ctx).user, args),
    updateTeam: (_: unknown, args: { id: string; name: string; description: string }, ctx: GraphQLContext) =>
      ctx.services.teams.update(requireAuth(ctx).user, args.id, {
        name: args.name,
        description: args.description,
      }),
    deleteTeam: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      ctx.services.teams.remove(requireAuth(ctx).user, args.id),
    updateTeamMemberRole: (
      _: unknown,
      args: { teamId: string; userId: string; role: string },
      ctx: GraphQLContext,
    ) => ctx.services.members.changeRole(requireAuth(ctx).user, args.teamId, args.userId, args.role),
    removeTeamMember: (_: unknown, args: { teamId: string; userId: string }, ctx: GraphQLContext) =>
      ctx.services.members.remove(requireAuth(ctx).user, args.teamId, args.userId),
  },
  Team: {
    org: (team: TeamView, _: unknown, ctx: GraphQLContext) => ctx.loaders.orgs(team.orgId),
    owner: (team: TeamView, _: unknown, ctx: GraphQLContext) => ctx.loaders.users(team.ownerId),
    users: async (team: TeamView, _: unknown, ctx: GraphQLContext) =>
      (await ctx.loaders.members(team.id)) ?? [],
    memberCount: async (team: TeamView, _: unknown, ctx: GraphQLContext) =>
      ((await ctx.loaders.members(team.id)) ?? []).length,
    viewerRole: (team: TeamView) => team.standing.role,
    abilities: (team: TeamView) => abilitiesOf(team.standing),
    invitations: async (team: TeamView, _: unknown, ctx: GraphQLContext) =>
      can(team.standing, 'team.invite') ? ((await ctx.loaders.pendingInvitations(team.id)) ?? []) : [],
  },
};
