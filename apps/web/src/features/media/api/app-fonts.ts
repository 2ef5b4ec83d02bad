import { type ApolloClient, useApolloClient } from '@apollo/client';
import { MEDIA_PAGE_SIZE } from '@tessera/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadAllPages } from '../../../lib/connection.ts';
import type { Media } from './media-fields.ts';
import { MEDIAS_QUERY } from './medias.ts';

/** An uploaded font as the FontSelector offers it: stored as its URL, shown by its name. */
export interface AppFont {
  url: string;
  name: string;
}

/** A safety stop: 50 pages of 20 are 1 000 fonts, far beyond any real app. */
const MAX_FONT_PAGES = 50;

/** Every font of the app (medias filtered to Font, all pages), newest first. */
export async function loadAppFonts(client: ApolloClient<object>, appId: string): Promise<AppFont[]> {
  const medias = await loadAllPages(async (after) => {
    const result = await client.query({
      query: MEDIAS_QUERY,
      variables: { appId, first: MEDIA_PAGE_SIZE, after: after ?? undefined, filter: { mediaType: 'Font' } },
      fetchPolicy: 'no-cache',
    });
    return result.data.medias;
  }, MAX_FONT_PAGES);
  return medias.map(fontOf);
}

function fontOf(media: Pick<Media, 'url' | 'name'>): AppFont {
  return { url: media.url, name: media.name };
}

const NO_FONTS: readonly AppFont[] = [];

/**
 * The app's fonts, loaded once when the editor opens and again on `reload` (after the media manager
 * changed something). A failure leaves the built-in fonts: it is logged, the inspector keeps working.
 */
export function useAppFonts(appId: string): { fonts: readonly AppFont[]; reload: () => void } {
  const client = useApolloClient();
  const [fonts, setFonts] = useState<readonly AppFont[]>(NO_FONTS);
  const generation = useRef(0);
  const reload = useCallback(() => {
    generation.current += 1;
    const mine = generation.current;
    loadAppFonts(client, appId).then(
      (loaded) => {
        if (mine === generation.current) setFonts(loaded);
      },
      (error: unknown) => console.error('The app fonts could not be loaded', error),
    );
  }, [client, appId]);
  useEffect(() => {
    reload();
    return () => {
      // Answers arriving after the editor closed are dropped.
      generation.current += 1;
    };
  }, [reload]);
  return { fonts, reload };
}
