import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { TeamInput } from '@tessera/shared';
import { TEAM_FIELDS, type Team } from './team-fields.ts';

/** Needs 'team.update'. 409 'name already exists'. */
export const UPDATE_TEAM_MUTATION: TypedDocumentNode<{ updateTeam: Team }, TeamInput & { id: string }> = gql`
  ${TEAM_FIELDS}
  mutation UpdateTeam($id: ID!, $name: String!, $description: String!) {
    updateTeam(id: $id, name: $name, description: $description) {
      ...TeamFields
    }
  }
`;

export function useUpdateTeam() {
  return useMutation(UPDATE_TEAM_MUTATION);
}
