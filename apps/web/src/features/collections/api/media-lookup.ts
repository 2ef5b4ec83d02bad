import { useApolloClient, useQuery } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { MEDIA_FIELDS, type Media } from '../../media/api/media-fields.ts';
import { MEDIAS_QUERY } from '../../media/api/medias.ts';

/**
 * Image and video values hold a media id; the table and the form show its thumbnail or name. The API has no
 * `media(id)`, so the app's newest media (one page of 100, the most the API gives) are read once, and a media
 * picked since is found in Apollo's cache. An id found in neither shows as "a file of the library".
 */
export function useMediaLookup(appId: string, skip = false) {
  const client = useApolloClient();
  const { data } = useQuery(MEDIAS_QUERY, {
    variables: { appId, first: 100 },
    skip,
    fetchPolicy: 'cache-first',
  });
  const byId = useMemo(
    () => new Map((data?.medias.edges ?? []).map((edge) => [edge.node.id, edge.node])),
    [data],
  );
  return useCallback(
    (id: string): Media | null => {
      const known = byId.get(id);
      if (known) return known;
      try {
        return client.readFragment<Media>({ id: `Media:${id}`, fragment: MEDIA_FIELDS }) ?? null;
      } catch {
        return null;
      }
    },
    [byId, client],
  );
}

export type MediaLookup = ReturnType<typeof useMediaLookup>;
