import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { TeamInput } from '@tessera/shared';
import { TEAM_FIELDS, type Team } from './team-fields.ts';

/** Owner only; the creator becomes the team's admin. 409 'name already exists'. */
export const CREATE_TEAM_MUTATION: TypedDocumentNode<{ createTeam: Team }, TeamInput> = gql`
  ${TEAM_FIELDS}
  mutation CreateTeam($name: String!, $description: String!) {
    createTeam(name: $name, description: $description) {
      ...TeamFields
    }
  }
`;

export function useCreateTeam() {
  return useMutation(CREATE_TEAM_MUTATION);
}
