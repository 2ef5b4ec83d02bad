import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';

/** Deletes a media and its file: its URL stops answering. Needs 'media.write'. 404 'media not found'. */
export const DELETE_MEDIA_MUTATION: TypedDocumentNode<{ deleteMedia: string }, { id: string }> = gql`
  mutation DeleteMedia($id: ID!) {
    deleteMedia(id: $id)
  }
`;

export function useDeleteMedia() {
  return useMutation(DELETE_MEDIA_MUTATION);
}
