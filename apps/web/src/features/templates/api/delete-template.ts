import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** 409 'The template is being used by one or more pages' while a page uses it. */
export const DELETE_TEMPLATE_MUTATION: TypedDocumentNode<{ deleteTemplate: string }, { id: string }> = gql`
  mutation DeleteTemplate($id: ID!) {
    deleteTemplate(id: $id)
  }
`;

export function useDeleteTemplate() {
  return useMutation(DELETE_TEMPLATE_MUTATION);
}
