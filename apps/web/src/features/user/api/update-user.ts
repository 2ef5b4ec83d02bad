import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { UpdateUserInput } from '@tessera/shared';

interface UpdateUserResult {
  updateUser: {
    id: string;
    username: string;
    email: string;
    emailVerified: boolean;
    pendingEmail: string | null;
  };
}

interface UpdateUserVariables {
  id: string;
  user: UpdateUserInput;
}

export const UPDATE_USER_MUTATION: TypedDocumentNode<UpdateUserResult, UpdateUserVariables> = gql`
  mutation UpdateUser($id: ID!, $user: UpdateUserInput!) {
    updateUser(id: $id, user: $user) {
      id
      username
      email
      emailVerified
      pendingEmail
    }
  }
`;

export function useUpdateUser() {
  return useMutation(UPDATE_USER_MUTATION);
}
