import { gql, type TypedDocumentNode, useApolloClient } from '@apollo/client';
import {
  linkContext,
  localizedContext,
  PAGE_SIZES,
  type ResolveContext,
  type SiteLocales,
} from '@tessera/shared';
import { useEffect, useMemo, useState } from 'react';
import { type Connection, loadAllPages } from '../../../lib/connection.ts';

/** A page of the app as a Link's page picker lists it. */
export interface LinkPageOption {
  id: string;
  name: string;
  url: string;
  /** Its URL in the app's other languages, where translated (issue 26): where its links lead there. */
  translations?: Array<{ locale: string; url: string | null }>;
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
          translations {
            locale
            url
          }
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

/** What the page picker's pages say of their addresses, as the shared address rules read a page. */
function localizedPages(pages: readonly LinkPageOption[]) {
  return pages.map((page) => {
    const locales: Record<string, { url: string }> = {};
    for (const { locale, url } of page.translations ?? []) if (url !== null) locales[locale] = { url };
    return { id: page.id, name: page.name, url: page.url, locales };
  });
}

/**
 * The app's pages as Link values resolve against them (shared linkContext), for the canvas and the draft
 * preview: a Button linked to a page draws as a link, the navigation lists the app's pages. Null while the
 * pages load or when they could not be read (page links then draw as plain text). One object per loaded
 * list, so the canvas re-resolves only when the list changes.
 *
 * With the app's `locales` (issue 26), the context is the language's as the live site resolves it
 * (shared localizedContext): the pages at their addresses in `language` (null: the default), the page
 * `pageId` in every language for a language switcher, and the language whose texts translated values read.
 */
export function useLinkContext(
  appId: string | undefined,
  locales: SiteLocales | null = null,
  language: string | null = null,
  pageId: string | null = null,
): ResolveContext | null {
  const state = useLinkPages(appId);
  const pages = state.status === 'loaded' ? state.pages : null;
  return useMemo(() => {
    // While the pages load (or could not be read), another language's texts still show in it.
    if (!pages) return locales && language ? localizedContext([], locales, language, null) : null;
    if (!locales || locales.others.length === 0) return linkContext(pages);
    return localizedContext(localizedPages(pages), locales, language ?? locales.default, pageId);
  }, [pages, locales, language, pageId]);
}
