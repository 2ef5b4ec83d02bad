import { gql, type TypedDocumentNode } from '@apollo/client';
import { PAGE_SIZES } from '@tessera/shared';
import { type Connection, type PageVariables, usePagedQuery } from '../../../lib/connection.ts';
import { APP_FIELDS, type App } from './app-fields.ts';

export interface AppsResult {
  apps: Connection<App>;
}

interface AppsVariables extends PageVariables {
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
  return usePagedQuery(APPS_QUERY, 'apps', { first: PAGE_SIZES.apps, search: search || null });
}
