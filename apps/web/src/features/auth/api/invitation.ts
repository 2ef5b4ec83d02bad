import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';

export type InvitationStatus = 'valid' | 'accepted' | 'revoked' | 'expired';

export interface InvitationPreview {
  email: string;
  role: string;
  teamName: string;
  orgName: string;
  status: InvitationStatus | string;
}

/** What the accept screen shows about an invitation; works signed out. 404 for an unknown token. */
export const INVITATION_QUERY: TypedDocumentNode<{ invitation: InvitationPreview }, { token: string }> = gql`
  query Invitation($token: String!) {
    invitation(token: $token) {
      email
      role
      teamName
      orgName
      status
    }
  }
`;

export function useInvitationQuery(token: string) {
  return useQuery(INVITATION_QUERY, { variables: { token }, fetchPolicy: 'no-cache' });
}
