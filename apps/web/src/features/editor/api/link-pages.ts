import { gql, type TypedDocumentNode, useApolloClient } from '@apollo/client';
import { type LinkContext, linkContext, PAGE_SIZES } from '@tessera/shared';
import { useEffect, useMemo, useState } from 'react';
import { type Connection, loadAllPages } from '../../../lib/connection.ts';

/** A page of the app as a Link's page picker lists it. */
export interface LinkPageOption {
  id: string;
  name: string;
  url: string;
}

export const LINK_PAGES_QUERY: TypedDocumentNode<
  { pages: Connection<LinkPageOption> },
  { appId: string; first: number; after?: string | null }
> = gql`
  query LinkPages($appId: ID!, $first: Int!, $after: String) {
    pages(appId: $appId, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
          url
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

export type LinkPagesState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; pages: LinkPageOption[] };

/**
 * Every page of the app, by URL ('/' first), for the Link editor's page picker; through the pages query, so
 * the page policy decides (page.read on the app). Loaded once per app and field mount, from Apollo's cache
 * when another picker already asked.
 */
export function useLinkPages(appId: string | undefined): LinkPagesState {
  const client = useApolloClient();
  const [state, setState] = useState<LinkPagesState>({ status: 'loading' });
  useEffect(() => {
    if (!appId) {
      setState({ status: 'loaded', pages: [] });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    loadAllPages(async (after) => {
      const result = await client.query({
        query: LINK_PAGES_QUERY,
        variables: { appId, first: PAGE_SIZES.pages, after },
      });
      return result.data.pages;
    }).then(
      (pages) => {
        if (!cancelled) setState({ status: 'loaded', pages });
      },
      () => {
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, appId]);
  return state;
}

/**
 * The app's pages as Link values resolve against them (shared linkContext), for the canvas and the draft
 * preview: a Button linked to a page draws as a link, the navigation lists the app's pages. Null while the
 * pages load or when they could not be read (page links then draw as plain text). One object per loaded
 * list, so the canvas re-resolves only when the list changes.
 */
export function useLinkContext(appId: string | undefined): LinkContext | null {
  const state = useLinkPages(appId);
  const pages = state.status === 'loaded' ? state.pages : null;
  return useMemo(() => (pages ? linkContext(pages) : null), [pages]);
}
