import { gql, type TypedDocumentNode } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import { type Connection, type PageVariables, usePagedQuery } from '../../../lib/connection.ts';
import { type AppPage, PAGE_FIELDS } from './page-fields.ts';

export interface PagesResult {
  pages: Connection<AppPage>;
}

interface PagesVariables extends PageVariables {
  appId: string;
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
  return usePagedQuery(PAGES_QUERY, 'pages', { appId, first: PAGE_SIZES.pages, search: search || null });
}
