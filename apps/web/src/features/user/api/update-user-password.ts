import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

interface UpdatePasswordVariables {
  currentPassword: string;
  newPassword: string;
}

export const UPDATE_USER_PASSWORD_MUTATION: TypedDocumentNode<
  { updateUserPassword: boolean },
  UpdatePasswordVariables
> = gql`
  mutation UpdateUserPassword($currentPassword: String!, $newPassword: String!) {
    updateUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`;

export function useUpdateUserPassword() {
  return useMutation(UPDATE_USER_PASSWORD_MUTATION);
}
