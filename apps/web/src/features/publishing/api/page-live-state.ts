import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import type { LiveVersionRef } from '../../apps/api/page-fields.ts';

/** Whether and what a page publishes: read again after a publish or a rollback. */
export interface PageLiveState {
  id: string;
  liveUrl: string;
  liveVersion: LiveVersionRef | null;
  hasUnpublishedChanges: boolean;
  latestVersion: LiveVersionRef | null;
}

export const PAGE_LIVE_STATE_QUERY: TypedDocumentNode<{ page: PageLiveState }, { id: string }> = gql`
  query PageLiveState($id: ID!) {
    page(id: $id) {
      id
      liveUrl
      liveVersion {
        id
        number
        publishedAt
      }
      hasUnpublishedChanges
      latestVersion {
        id
        number
        publishedAt
      }
    }
  }
`;

/**
 * The page's live state from the server. Written to the cache too, so the app's page cards (which read
 * the same Page entry) show the new state at once.
 */
export async function fetchPageLiveState(client: ApolloClient<object>, id: string): Promise<PageLiveState> {
  const result = await client.query({
    query: PAGE_LIVE_STATE_QUERY,
    variables: { id },
    fetchPolicy: 'network-only',
  });
  return result.data.page;
}
