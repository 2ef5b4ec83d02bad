import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { PREFAB_FIELDS, type Prefab, type RewrittenPage } from './prefab-fields.ts';

export interface PrefabValues {
  name: string;
  dataTypes: Record<string, unknown>;
  /** A container's contents; absent: kept. */
  slots?: Record<string, unknown>;
}

/**
 * Needs 'prefab.write'. Rewrites every page of the app holding a copy in the same transaction (locked
 * properties take the prefab's values, mutable ones keep the page's) and answers those pages with their
 * revision before and after. 409 'name already exists', 404 'prefab not found'.
 */
export const UPDATE_PREFAB_MUTATION: TypedDocumentNode<
  { updatePrefab: { prefab: Prefab; pages: RewrittenPage[] } },
  { id: string; prefab: PrefabValues }
> = gql`
  ${PREFAB_FIELDS}
  mutation UpdatePrefab($id: ID!, $prefab: PrefabInput!) {
    updatePrefab(id: $id, prefab: $prefab) {
      prefab {
        ...PrefabFields
      }
      pages {
        id
        previousRevision
        revision
      }
    }
  }
`;

export function useUpdatePrefab() {
  return useMutation(UPDATE_PREFAB_MUTATION);
}
