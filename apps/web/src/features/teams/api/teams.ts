import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import { TEAM_FIELDS, type Team } from './team-fields.ts';

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface TeamsResult {
  teams: { edges: Array<{ cursor: string; node: Team }>; pageInfo: PageInfo };
}

interface TeamsVariables {
  first: number;
  after?: string | null;
}

/** Teams of the current organization the user may see, by name, with their members (page size 100). */
export const TEAMS_QUERY: TypedDocumentNode<TeamsResult, TeamsVariables> = gql`
  ${TEAM_FIELDS}
  query Teams($first: Int!, $after: String) {
    teams(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...TeamFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/**
 * The teams list. Always from the network (another member may have changed it); `loadMore` appends
 * the next page for organizations with more teams than one page holds.
 */
export function useTeamsQuery() {
  const query = useQuery(TEAMS_QUERY, {
    variables: { first: PAGE_SIZES.teams },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = query;
  const loadMore = () =>
    fetchMore({
      variables: { first: PAGE_SIZES.teams, after: data?.teams.pageInfo.endCursor ?? null },
      updateQuery: (previous, { fetchMoreResult }) => ({
        teams: {
          edges: [...previous.teams.edges, ...fetchMoreResult.teams.edges],
          pageInfo: fetchMoreResult.teams.pageInfo,
        },
      }),
    });
  return { ...query, loadMore };
}
