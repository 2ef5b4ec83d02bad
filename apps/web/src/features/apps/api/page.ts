import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { PAGE_FIELDS, type PageDetails } from './page-fields.ts';

/** One page of an app the user may see, with its content; 404 'page not found' otherwise. */
export const PAGE_QUERY: TypedDocumentNode<{ page: PageDetails }, { id: string }> = gql`
  ${PAGE_FIELDS}
  query Page($id: ID!) {
    page(id: $id) {
      ...PageFields
      content
      template {
        id
        name
        slots
      }
      app {
        id
        name
      }
    }
  }
`;

export function usePageQuery(id: string) {
  return useQuery(PAGE_QUERY, {
    variables: { id },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
