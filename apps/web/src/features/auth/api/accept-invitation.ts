import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

interface AcceptedTeam {
  id: string;
  name: string;
  org: { id: string; name: string };
}

/**
 * Joins the team and its organization with the invited role. 403 'invitation was sent to another
 * email'; 400 'invitation is invalid or expired'.
 */
export const ACCEPT_INVITATION_MUTATION: TypedDocumentNode<
  { acceptInvitation: AcceptedTeam },
  { token: string }
> = gql`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      id
      name
      org {
        id
        name
      }
    }
  }
`;

export function useAcceptInvitation() {
  return useMutation(ACCEPT_INVITATION_MUTATION, { fetchPolicy: 'no-cache' });
}
