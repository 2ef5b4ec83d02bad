import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { RewrittenPage } from './prefab-fields.ts';

/**
 * Needs 'prefab.write'. Every copy on the app's pages keeps its values and becomes a plain brick (or plain
 * template settings); the pages rewritten are answered with their revision before and after.
 */
export const DELETE_PREFAB_MUTATION: TypedDocumentNode<
  { deletePrefab: { id: string; pages: RewrittenPage[] } },
  { id: string }
> = gql`
  mutation DeletePrefab($id: ID!) {
    deletePrefab(id: $id) {
      id
      pages {
        id
        previousRevision
        revision
      }
    }
  }
`;

export function useDeletePrefab() {
  return useMutation(DELETE_PREFAB_MUTATION);
}
