import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** Needs 'page.delete'. */
export const DELETE_PAGE_MUTATION: TypedDocumentNode<{ deletePage: string }, { id: string }> = gql`
  mutation DeletePage($id: ID!) {
    deletePage(id: $id)
  }
`;

export function useDeletePage() {
  return useMutation(DELETE_PAGE_MUTATION);
}
