import type { Permission } from '@tessera/shared';
import type { InvitationRow, OrgRow, TemplateRow } from '../db/schema.ts';
import { batchLoader } from '../lib/batch.ts';
import type { PageStats } from '../modules/apps/app-service.ts';
import type { PageVersionView } from '../modules/live/publish-service.ts';
import type { TeamMemberView } from '../modules/teams/team-service.ts';
import type { Member } from '../modules/users/user-service.ts';
import type { Services } from '../services.ts';

/**
 * Per-request batch loaders for field resolvers. They only turn ids the parent already holds into rows:
 * the parent was authorized when it was loaded, so a loader never widens what the viewer may see.
 */
export function createLoaders(services: Services, viewerId: string | undefined) {
  return {
    users: batchLoader<Member>((ids) => services.users.membersByIds(ids)),
    orgs: batchLoader<OrgRow>((ids) => services.orgs.byIds(ids)),
    orgAbilities: batchLoader<Permission[]>(async (ids) =>
      viewerId ? services.orgs.abilities(viewerId, ids) : new Map(),
    ),
    members: batchLoader<TeamMemberView[]>((ids) => services.teams.membersOf(ids)),
    pendingInvitations: batchLoader<InvitationRow[]>((ids) => services.invitations.pendingOf(ids)),
    teamSummaries: batchLoader<{ id: string; name: string }>((ids) => services.apps.teamSummaries(ids)),
    pageStats: batchLoader<PageStats>((ids) => services.apps.pageStats(ids)),
    templates: batchLoader<TemplateRow>((ids) => services.pages.templatesByIds(ids)),
    prefabElements: batchLoader<boolean>((keys) => services.prefabs.elementsExist(keys)),
    liveVersions: batchLoader<PageVersionView>((ids) => services.publishing.byIds(ids)),
    latestVersions: batchLoader<Omit<PageVersionView, 'isLive'>>((pageIds) =>
      services.publishing.latestByPages(pageIds),
    ),
    placedPageCounts: batchLoader<number>((ids) => services.prefabs.placedPageCounts(ids)),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
