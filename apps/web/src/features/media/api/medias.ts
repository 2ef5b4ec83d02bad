import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { MEDIA_FIELDS, type MediaConnection, type MediaFilter } from './media-fields.ts';

export interface MediasResult {
  medias: MediaConnection;
}

/** Forward (first/after) or backward (last/before) paging; paging.ts builds them. */
export interface MediasVariables {
  appId: string;
  first?: number;
  after?: string;
  last?: number;
  before?: string;
  filter?: MediaFilter;
}

/** An app's media, newest first, 20 a page (MEDIA_PAGE_SIZE), searched and filtered on the server. */
export const MEDIAS_QUERY: TypedDocumentNode<MediasResult, MediasVariables> = gql`
  ${MEDIA_FIELDS}
  query Medias($appId: ID!, $first: Int, $after: String, $last: Int, $before: String, $filter: MediaFilter) {
    medias(appId: $appId, first: $first, after: $after, last: $last, before: $before, filter: $filter) {
      edges {
        cursor
        node {
          ...MediaFields
        }
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
`;

/**
 * One page of the manager's list. Always from the network (a colleague may have uploaded since), also
 * when the variables change (the next page, a new search); while a page loads the previous one stays
 * in `previousData`.
 */
export function useMediasQuery(variables: MediasVariables) {
  return useQuery(MEDIAS_QUERY, {
    variables,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
