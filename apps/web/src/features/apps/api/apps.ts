import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import { APP_FIELDS, type App, type PageInfo } from './app-fields.ts';

export interface AppsResult {
  apps: { edges: Array<{ cursor: string; node: App }>; pageInfo: PageInfo };
}

interface AppsVariables {
  first: number;
  after?: string | null;
  search?: string | null;
}

/** Apps the user may see in the current organization, by name; `search` matches name or description. */
export const APPS_QUERY: TypedDocumentNode<AppsResult, AppsVariables> = gql`
  ${APP_FIELDS}
  query Apps($first: Int!, $after: String, $search: String) {
    apps(first: $first, after: $after, search: $search) {
      edges {
        cursor
        node {
          ...AppFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/**
 * The app list, searched on the server (page size 20). Always from the network (a colleague may have
 * changed it); `loadMore` appends the next page of the same search.
 */
export function useAppsQuery(search: string) {
  const variables = { first: PAGE_SIZES.apps, search: search || null };
  const query = useQuery(APPS_QUERY, {
    variables,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = query;
  const loadMore = () =>
    fetchMore({
      variables: { ...variables, after: data?.apps.pageInfo.endCursor ?? null },
      updateQuery: (previous, { fetchMoreResult }) => ({
        apps: {
          edges: [...previous.apps.edges, ...fetchMoreResult.apps.edges],
          pageInfo: fetchMoreResult.apps.pageInfo,
        },
      }),
    });
  return { ...query, loadMore };
}
