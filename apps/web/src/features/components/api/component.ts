import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { COMPONENT_FIELDS, type Component } from './component-fields.ts';

/** One component of an organization the user belongs to; 404 'Component not found' otherwise. */
export const COMPONENT_QUERY: TypedDocumentNode<{ component: Component }, { id: string }> = gql`
  ${COMPONENT_FIELDS}
  query Component($id: ID!) {
    component(id: $id) {
      ...ComponentFields
    }
  }
`;

/** Skipped for 'new'. Read from the network so the editor never starts from a stale copy. */
export function useComponentQuery(id: string | null) {
  return useQuery(COMPONENT_QUERY, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}
