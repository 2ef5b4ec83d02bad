import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** Needs 'team.invite' on the invitation's team; the token stops working at once. */
export const REVOKE_INVITATION_MUTATION: TypedDocumentNode<{ revokeInvitation: string }, { id: string }> =
  gql`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id)
  }
`;

export function useRevokeInvitation() {
  return useMutation(REVOKE_INVITATION_MUTATION);
}
