import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { MEDIA_FIELDS, type Media } from './media-fields.ts';

/** Renames a media (its URL does not change). Needs 'media.write'. 409 'name already exists'. */
export const UPDATE_MEDIA_MUTATION: TypedDocumentNode<{ updateMedia: Media }, { id: string; name: string }> =
  gql`
  ${MEDIA_FIELDS}
  mutation UpdateMedia($id: ID!, $name: String!) {
    updateMedia(id: $id, name: $name) {
      ...MediaFields
    }
  }
`;

export function useUpdateMedia() {
  return useMutation(UPDATE_MEDIA_MUTATION);
}
