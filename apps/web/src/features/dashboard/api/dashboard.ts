import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { MAX_PAGE_SIZES, PAGE_SIZES } from '@tessera/shared';
import { ACTIVITIES_QUERY, type Activity } from '../../activity/api/activities.ts';

/** A team as the first-steps checklist reads it: whether anyone else is in it or invited. */
export interface DashboardTeam {
  id: string;
  name: string;
  memberCount: number;
  invitations: Array<{ id: string }>;
}

/** An app as the dashboard's recent apps and checklist read it. */
export interface DashboardApp {
  id: string;
  name: string;
  team: { id: string; name: string };
  pageCount: number;
  livePageCount: number;
  hasHomePage: boolean;
  updatedAt: string;
}

export interface DashboardResult {
  teams: { edges: Array<{ node: DashboardTeam }> };
  apps: { edges: Array<{ node: DashboardApp }> };
}

/**
 * The teams and apps the user may see in the current organization (the existing list queries, so the
 * same policies apply): one request for the checklist and the recent apps.
 */
export const DASHBOARD_QUERY: TypedDocumentNode<DashboardResult, { teams: number; apps: number }> = gql`
  query Dashboard($teams: Int!, $apps: Int!) {
    teams(first: $teams) {
      edges {
        node {
          id
          name
          memberCount
          invitations {
            id
          }
        }
      }
    }
    apps(first: $apps) {
      edges {
        node {
          id
          name
          team {
            id
            name
          }
          pageCount
          livePageCount
          hasHomePage
          updatedAt
        }
      }
    }
  }
`;

export interface DashboardData {
  teams: DashboardTeam[];
  apps: DashboardApp[];
  activities: Activity[];
}

/** Everything the dashboard shows, from the network (a colleague may have changed it); skipped without an organization. */
export function useDashboardData(enabled: boolean) {
  const lists = useQuery(DASHBOARD_QUERY, {
    variables: { teams: PAGE_SIZES.teams, apps: MAX_PAGE_SIZES.apps },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    skip: !enabled,
  });
  // The feed's first page (newest first): what changed lately, and which pages were worked on.
  const feed = useQuery(ACTIVITIES_QUERY, {
    variables: { after: null, appId: null },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    skip: !enabled,
  });
  const data: DashboardData | null =
    lists.data && feed.data
      ? {
          teams: lists.data.teams.edges.map((edge) => edge.node),
          apps: lists.data.apps.edges.map((edge) => edge.node),
          activities: feed.data.activities.edges.map((edge) => edge.node),
        }
      : null;
  return {
    data,
    loading: (lists.loading || feed.loading) && !data,
    error: lists.error ?? feed.error ?? null,
    refetch: () => Promise.all([lists.refetch(), feed.refetch()]),
  };
}
