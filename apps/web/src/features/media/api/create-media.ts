import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { MediaType } from '@tessera/shared';
import { MEDIA_FIELDS, type Media } from './media-fields.ts';

/** createMedia's newMedia: the upload's referenceId and what was uploaded (the server checks it). */
export interface NewMediaInput {
  appId: string;
  referenceId: string;
  name: string;
  mediaType: MediaType;
  size: number;
  extension: string;
}

/** Needs 'media.write'. 409 'name already exists' (same name and extension in the app). */
export const CREATE_MEDIA_MUTATION: TypedDocumentNode<{ createMedia: Media }, { newMedia: NewMediaInput }> =
  gql`
  ${MEDIA_FIELDS}
  mutation CreateMedia($newMedia: NewMediaInput!) {
    createMedia(newMedia: $newMedia) {
      ...MediaFields
    }
  }
`;

export function useCreateMedia() {
  return useMutation(CREATE_MEDIA_MUTATION);
}
