import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

export interface InviteResult {
  /** success | error */
  type: string;
  message: string;
}

interface InviteVariables {
  teamId: string;
  email: string;
  role: string;
}

/**
 * Needs 'team.invite'. A current member answers type error with 'user is already part of the team';
 * otherwise the server e-mails an accept link and answers 'Invitation sent to the email provided'.
 */
export const INVITE_TEAM_MEMBER_MUTATION: TypedDocumentNode<
  { inviteTeamMember: InviteResult },
  InviteVariables
> = gql`
  mutation InviteTeamMember($teamId: ID!, $email: String!, $role: String!) {
    inviteTeamMember(teamId: $teamId, email: $email, role: $role) {
      type
      message
    }
  }
`;

export function useInviteTeamMember() {
  return useMutation(INVITE_TEAM_MEMBER_MUTATION);
}
