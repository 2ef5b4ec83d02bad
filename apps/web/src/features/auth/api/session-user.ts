import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  currentOrg: { id: string } | null;
}

/**
 * Who is signed in, if anyone, on a screen that also works signed out (the invitation screen). A 401
 * here is an answer ("signed out"), not a lost session: public screens are never bounced to /login.
 */
export const SESSION_USER_QUERY: TypedDocumentNode<{ me: SessionUser }, Record<string, never>> = gql`
  query SessionUser {
    me {
      id
      username
      email
      emailVerified
      currentOrg {
        id
      }
    }
  }
`;

export function useSessionUserQuery() {
  return useQuery(SESSION_USER_QUERY, { fetchPolicy: 'no-cache' });
}
