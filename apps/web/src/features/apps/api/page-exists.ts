import { gql, type TypedDocumentNode, useApolloClient } from '@apollo/client';
import { useCallback } from 'react';

/** Whether the app already has a page at `url` (normalised on the server like createPage does). */
export const PAGE_EXISTS_QUERY: TypedDocumentNode<{ pageExists: boolean }, { appId: string; url: string }> =
  gql`
  query PageExists($appId: ID!, $url: String!) {
    pageExists(appId: $appId, url: $url)
  }
`;

/** The availability check of the new-page wizard: always asks the server, never the cache. */
export function usePageExists() {
  const client = useApolloClient();
  return useCallback(
    async (appId: string, url: string): Promise<boolean> => {
      const result = await client.query({
        query: PAGE_EXISTS_QUERY,
        variables: { appId, url },
        fetchPolicy: 'network-only',
      });
      return result.data.pageExists;
    },
    [client],
  );
}
