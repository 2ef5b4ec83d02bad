import { gql, type TypedDocumentNode } from '@apollo/client';
import { type Connection, type PageVariables, usePagedQuery } from '../../../lib/connection.ts';
import { PAGE_VERSION_FIELDS, type PageVersion } from './version-fields.ts';

/** How many versions the versions dialog asks for at a time. */
export const VERSIONS_PAGE_SIZE = 20;

interface PageVersionsVariables extends PageVariables {
  pageId: string;
}

/** A page's published versions, newest first (page.read). */
export const PAGE_VERSIONS_QUERY: TypedDocumentNode<
  { pageVersions: Connection<PageVersion> },
  PageVersionsVariables
> = gql`
  ${PAGE_VERSION_FIELDS}
  query PageVersions($pageId: ID!, $first: Int!, $after: String) {
    pageVersions(pageId: $pageId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PageVersionFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The versions dialog's list, always from the network; `loadMore` appends the next page. */
export function usePageVersionsQuery(pageId: string) {
  return usePagedQuery(PAGE_VERSIONS_QUERY, 'pageVersions', { pageId, first: VERSIONS_PAGE_SIZE });
}
