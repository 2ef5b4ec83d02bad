import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** Needs 'app.delete'. Its pages go with it, in one transaction. */
export const DELETE_APP_MUTATION: TypedDocumentNode<{ deleteApp: string }, { id: string }> = gql`
  mutation DeleteApp($id: ID!) {
    deleteApp(id: $id)
  }
`;

export function useDeleteApp() {
  return useMutation(DELETE_APP_MUTATION);
}
