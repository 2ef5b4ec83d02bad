import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import { useMemo } from 'react';

interface TeamNamesResult {
  teams: { edges: Array<{ node: { id: string; name: string } }> };
}

/** The names of the teams the user can see, to name the team of member and invitation activities. */
export const TEAM_NAMES_QUERY: TypedDocumentNode<TeamNamesResult, { first: number }> = gql`
  query ActivityTeamNames($first: Int!) {
    teams(first: $first) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

export function useTeamNames(enabled: boolean): ReadonlyMap<string, string> {
  const { data } = useQuery(TEAM_NAMES_QUERY, {
    variables: { first: PAGE_SIZES.teams },
    fetchPolicy: 'no-cache',
    skip: !enabled,
  });
  return useMemo(
    () => new Map((data?.teams.edges ?? []).map(({ node }) => [node.id, node.name] as const)),
    [data],
  );
}
