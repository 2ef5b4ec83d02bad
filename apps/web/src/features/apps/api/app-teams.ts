import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import type { Connection } from '../../../lib/connection.ts';

/** A team as the new-app wizard offers it: the user may create apps where it holds 'app.create'. */
export interface AppTeam {
  id: string;
  name: string;
  description: string;
  abilities: string[];
}

/**
 * The teams of the current organization, without their members (the wizard only chooses one). Cursor and
 * page info are read too, so this answer and the teams screen's share one cache entry without gaps.
 */
export const APP_TEAMS_QUERY: TypedDocumentNode<{ teams: Connection<AppTeam> }, { first: number }> = gql`
  query AppTeams($first: Int!) {
    teams(first: $first) {
      edges {
        cursor
        node {
          id
          name
          description
          abilities
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** Loaded when the list opens, so the New app button only shows to users who may create somewhere. */
export function useAppTeamsQuery() {
  return useQuery(APP_TEAMS_QUERY, {
    variables: { first: PAGE_SIZES.teams },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}
