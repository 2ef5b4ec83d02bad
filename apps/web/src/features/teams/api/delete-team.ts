import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** Needs 'team.delete'. 409 'apps associated' while the team owns apps. */
export const DELETE_TEAM_MUTATION: TypedDocumentNode<{ deleteTeam: string }, { id: string }> = gql`
  mutation DeleteTeam($id: ID!) {
    deleteTeam(id: $id)
  }
`;

export function useDeleteTeam() {
  return useMutation(DELETE_TEAM_MUTATION);
}
