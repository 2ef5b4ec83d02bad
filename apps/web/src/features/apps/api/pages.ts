import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import type { PageInfo } from './app-fields.ts';
import { type AppPage, PAGE_FIELDS } from './page-fields.ts';

export interface PagesResult {
  pages: { edges: Array<{ cursor: string; node: AppPage }>; pageInfo: PageInfo };
}

interface PagesVariables {
  appId: string;
  first: number;
  after?: string | null;
  search?: string | null;
}

/** The app's pages by URL ('/' first); `search` matches name, URL or title. */
export const PAGES_QUERY: TypedDocumentNode<PagesResult, PagesVariables> = gql`
  ${PAGE_FIELDS}
  query Pages($appId: ID!, $first: Int!, $after: String, $search: String) {
    pages(appId: $appId, first: $first, after: $after, search: $search) {
      edges {
        cursor
        node {
          ...PageFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The app details' page list, searched on the server (page size 100); `loadMore` appends the next page. */
export function usePagesQuery(appId: string, search: string) {
  const variables = { appId, first: PAGE_SIZES.pages, search: search || null };
  const query = useQuery(PAGES_QUERY, {
    variables,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = query;
  const loadMore = () =>
    fetchMore({
      variables: { ...variables, after: data?.pages.pageInfo.endCursor ?? null },
      updateQuery: (previous, { fetchMoreResult }) => ({
        pages: {
          edges: [...previous.pages.edges, ...fetchMoreResult.pages.edges],
          pageInfo: fetchMoreResult.pages.pageInfo,
        },
      }),
    });
  return { ...query, loadMore };
}
