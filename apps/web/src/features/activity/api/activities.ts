import { gql, type TypedDocumentNode, useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from '../../../lib/api-error.ts';

export interface Activity {
  id: string;
  /** resource.action: org.create, team.update, member.invite… */
  action: string;
  entityType: string;
  entityId: string | null;
  entityName: string | null;
  actor: { id: string; username: string } | null;
  teamId: string | null;
  appId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

interface ActivitiesResult {
  activities: {
    edges: Array<{ cursor: string; node: Activity }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

interface ActivitiesVariables {
  after?: string | null;
  appId?: string | null;
}

/** The current organization's activity the user may see, newest first (the server's page size). */
export const ACTIVITIES_QUERY: TypedDocumentNode<ActivitiesResult, ActivitiesVariables> = gql`
  query Activities($after: String, $appId: ID) {
    activities(after: $after, appId: $appId) {
      edges {
        cursor
        node {
          id
          action
          entityType
          entityId
          entityName
          actor {
            id
            username
          }
          teamId
          appId
          details
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

export interface ActivityFeed {
  items: Activity[];
  loading: boolean;
  loadingMore: boolean;
  error: ApiError | null;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/**
 * The feed, page by page: always from the network (activity only grows), pages appended in order by
 * cursor. `enabled` false (no current organization) loads nothing.
 */
export function useActivityFeed(appId: string | null, enabled: boolean): ActivityFeed {
  const client = useApolloClient();
  const [items, setItems] = useState<Activity[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(enabled);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // Answers of an earlier request (another appId, a reload) must not land in a newer feed.
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (after: string | null) => {
      const result = await client.query({
        query: ACTIVITIES_QUERY,
        variables: { after, appId },
        fetchPolicy: 'no-cache',
      });
      return result.data.activities;
    },
    [client, appId],
  );

  const reload = useCallback(() => {
    if (!enabled) return;
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    fetchPage(null).then(
      (page) => {
        if (mine !== generation.current) return;
        setItems(page.edges.map((edge) => edge.node));
        setCursor(page.pageInfo.endCursor);
        setHasMore(page.pageInfo.hasNextPage);
        setLoading(false);
      },
      (caught: unknown) => {
        if (mine !== generation.current) return;
        setError(toApiError(caught));
        setLoading(false);
      },
    );
  }, [enabled, fetchPage]);

  useEffect(() => {
    reload();
  }, [reload]);

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    fetchPage(cursor).then(
      (page) => {
        if (mine !== generation.current) return;
        setItems((current) => {
          const seen = new Set(current.map((item) => item.id));
          return [...current, ...page.edges.map((edge) => edge.node).filter((node) => !seen.has(node.id))];
        });
        setCursor(page.pageInfo.endCursor);
        setHasMore(page.pageInfo.hasNextPage);
        setLoadingMore(false);
      },
      (caught: unknown) => {
        if (mine !== generation.current) return;
        setError(toApiError(caught));
        setLoadingMore(false);
      },
    );
  }, [cursor, fetchPage, hasMore, loadingMore]);

  return { items, loading, loadingMore, error, hasMore, loadMore, reload };
}
