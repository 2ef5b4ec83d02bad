import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** Needs 'component.write'; 404 'Component not found'. */
export const DELETE_COMPONENT_MUTATION: TypedDocumentNode<{ deleteComponent: string }, { id: string }> = gql`
  mutation DeleteComponent($id: ID!) {
    deleteComponent(id: $id)
  }
`;

export function useDeleteComponent() {
  return useMutation(DELETE_COMPONENT_MUTATION);
}
