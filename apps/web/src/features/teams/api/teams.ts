import { gql, type TypedDocumentNode } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import { type Connection, type PageVariables, usePagedQuery } from '../../../lib/connection.ts';
import { TEAM_FIELDS, type Team } from './team-fields.ts';

export interface TeamsResult {
  teams: Connection<Team>;
}

/** Teams of the current organization the user may see, by name, with their members (page size 100). */
export const TEAMS_QUERY: TypedDocumentNode<TeamsResult, PageVariables> = gql`
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
  return usePagedQuery(TEAMS_QUERY, 'teams', { first: PAGE_SIZES.teams });
}
