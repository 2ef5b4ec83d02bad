import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** Needs 'team.removeMember'. 409 'the organization owner cannot be removed'. */
export const REMOVE_TEAM_MEMBER_MUTATION: TypedDocumentNode<
  { removeTeamMember: string },
  { teamId: string; userId: string }
> = gql`
  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {
    removeTeamMember(teamId: $teamId, userId: $userId)
  }
`;

export function useRemoveTeamMember() {
  return useMutation(REMOVE_TEAM_MEMBER_MUTATION);
}
