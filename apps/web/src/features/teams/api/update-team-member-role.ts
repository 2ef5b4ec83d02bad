import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { TeamMember } from './team-fields.ts';

interface UpdateRoleVariables {
  teamId: string;
  userId: string;
  role: string;
}

/** Needs 'team.changeRole'. */
export const UPDATE_TEAM_MEMBER_ROLE_MUTATION: TypedDocumentNode<
  { updateTeamMemberRole: TeamMember },
  UpdateRoleVariables
> = gql`
  mutation UpdateTeamMemberRole($teamId: ID!, $userId: ID!, $role: String!) {
    updateTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) {
      id
      username
      email
      role
      isOrgOwner
    }
  }
`;

export function useUpdateTeamMemberRole() {
  return useMutation(UPDATE_TEAM_MEMBER_ROLE_MUTATION);
}
