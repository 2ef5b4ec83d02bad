import { type ApolloClient, gql, type TypedDocumentNode, useApolloClient } from '@apollo/client';
import {
  appBreakpoints,
  type Breakpoint,
  DEFAULT_SITE_LOCALE,
  MOUSE_EVENTS,
  type MouseEventName,
  type PageTranslations,
  type SiteLocales,
} from '@tessera/shared';
import { useCallback, useEffect, useState } from 'react';
import { type ApiError, toApiError } from '../../../lib/api-error.ts';
import { type Connection, loadAllPages } from '../../../lib/connection.ts';
import { kitText } from '../../../lib/kit-names.ts';
import { type AppPage, PAGE_FIELDS } from '../../apps/api/page-fields.ts';
import { AUTHORING_PAGE_SIZE } from '../../components/api/authoring-fields.ts';
import { loadPrefabs } from '../../prefabs/api/prefabs.ts';
import type { ComponentDef, PrefabDef, PropertyEntries, TemplateDef } from '../model/types.ts';

/** A page's settings in one other language as the API gives them: null fields read as the default's. */
export interface EditorPageTranslation {
  locale: string;
  url: string | null;
  title: string | null;
  description: string | null;
  tags: string[] | null;
  liveUrl: string;
}

/** The page as the editor opens it: settings, content, revision, and its template with the code to run. */
export interface EditorPageData extends AppPage {
  content: unknown;
  revision: number;
  /** The page's settings in each of the app's other languages (issue 26). */
  translations: EditorPageTranslation[];
  app: {
    id: string;
    name: string;
    org: { id: string };
    siteSettings: { headerPrefab: { id: string } | null; footerPrefab: { id: string } | null };
    /** The app's breakpoints as GraphQL gives them (labels as enUS / ptBR): read with breakpointsOf. */
    breakpoints?: ReadonlyArray<{
      id: string;
      maxWidth: number;
      label: { enUS: string; ptBR: string };
    }> | null;
    /** The app's languages (issue 26); absent from answers of servers before it: one language. */
    locales?: SiteLocales | null;
  };
  template: {
    id: string;
    name: string;
    compiledCode: string;
    dataTypes: unknown;
    dataGroups: unknown;
    slots: number;
  };
}

/** A page's settings in its other languages, as the editor reads and updatePageTranslation answers them. */
export const PAGE_TRANSLATION_FIELDS = gql`
  fragment PageTranslationFields on PageTranslation {
    locale
    url
    title
    description
    tags
    liveUrl
  }
`;

export const EDITOR_PAGE_QUERY: TypedDocumentNode<{ page: EditorPageData }, { id: string }> = gql`
  ${PAGE_FIELDS}
  ${PAGE_TRANSLATION_FIELDS}
  query EditorPage($id: ID!) {
    page(id: $id) {
      ...PageFields
      content
      revision
      translations {
        ...PageTranslationFields
      }
      app {
        id
        name
        org {
          id
        }
        siteSettings {
          headerPrefab {
            id
          }
          footerPrefab {
            id
          }
        }
        breakpoints {
          id
          maxWidth
          label {
            enUS
            ptBR
          }
        }
        locales {
          default
          others
        }
      }
      template {
        id
        name
        compiledCode
        dataTypes
        dataGroups
        slots
      }
    }
  }
`;

interface ComponentNode {
  id: string;
  name: string;
  description: string;
  icon: string;
  compiledCode: string;
  dataTypes: unknown;
  dataGroups: unknown;
  dataEvents: unknown;
  slots: number;
}

export const EDITOR_COMPONENTS_QUERY: TypedDocumentNode<
  { components: Connection<ComponentNode> },
  { first: number; after?: string | null }
> = gql`
  query EditorComponents($first: Int!, $after: String) {
    components(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
          description
          icon
          compiledCode
          dataTypes
          dataGroups
          dataEvents
          slots
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const entries = (raw: unknown): PropertyEntries => (isRecord(raw) ? (raw as PropertyEntries) : {});
const groups = (raw: unknown) => (Array.isArray(raw) ? (raw as ComponentDef['dataGroups']) : []);

/** The mouse events a component declares (dataEvents.events.mouse), known names only, each once. */
function mouseEvents(raw: unknown): MouseEventName[] {
  const mouse = isRecord(raw) && isRecord(raw.events) ? raw.events.mouse : undefined;
  return Array.isArray(mouse) ? MOUSE_EVENTS.filter((name) => mouse.includes(name)) : [];
}

export function toComponentDef({ dataEvents, ...node }: ComponentNode): ComponentDef {
  return {
    ...kitText('components', node),
    dataTypes: entries(node.dataTypes),
    dataGroups: groups(node.dataGroups),
    events: mouseEvents(dataEvents),
    slots: Number.isInteger(node.slots) && node.slots > 0 ? node.slots : 0,
  };
}

export function toTemplateDef(template: EditorPageData['template']): TemplateDef {
  return {
    ...kitText('templates', template),
    dataTypes: entries(template.dataTypes),
    dataGroups: groups(template.dataGroups),
  };
}

/** The app's breakpoints in the shared shape, widest first; the defaults when the answer has none fit to use. */
export function breakpointsOf(app: Pick<EditorPageData['app'], 'breakpoints'>): Breakpoint[] {
  if (!app.breakpoints) return appBreakpoints(null);
  return appBreakpoints(
    app.breakpoints.map((bp) => ({
      id: bp.id,
      maxWidth: bp.maxWidth,
      label: { 'en-US': bp.label.enUS, 'pt-BR': bp.label.ptBR },
    })),
  );
}

const ONE_LANGUAGE: SiteLocales = { default: DEFAULT_SITE_LOCALE, others: [] };

/** The app's languages (one, the default, when the answer has none). */
export function localesOf(app: Pick<EditorPageData['app'], 'locales'>): SiteLocales {
  return app.locales ?? ONE_LANGUAGE;
}

/** The page's translations as stored (`pages.locales`): each language's fields that differ from the default. */
export function pageTranslationsFrom(list: readonly EditorPageTranslation[] | undefined): PageTranslations {
  const out: Record<string, PageTranslations[string]> = {};
  for (const { locale, url, title, description, tags } of list ?? []) {
    out[locale] = {
      ...(url !== null ? { url } : {}),
      ...(title !== null ? { title } : {}),
      ...(description !== null ? { description } : {}),
      ...(tags !== null ? { tags } : {}),
    };
  }
  return out;
}

export interface EditorLoad {
  page: EditorPageData;
  template: TemplateDef;
  components: ComponentDef[];
  /** The app's prefabs (all pages of 100). */
  prefabs: PrefabDef[];
}

export type EditorLoadState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; data: EditorLoad };

/**
 * Loads what the editor needs before it may become ready (spec §4): the page with its template, every
 * component of the organization and every prefab of the app (all pages of 100 each), the three in
 * parallel. The prefabs are asked for with the app of the editor's address (so they need not wait for
 * the page); a page of another app under that address is shown as not found, and its prefabs are then
 * not needed. Always from the network (another member may have changed the page since it was last seen),
 * and kept out of Apollo's cache: a big page is megabytes of content the cache would only copy and hold
 * on to.
 */
export async function loadEditor(
  client: ApolloClient<object>,
  pageId: string,
  appId: string,
): Promise<EditorLoad> {
  const pageResult = client.query({
    query: EDITOR_PAGE_QUERY,
    variables: { id: pageId },
    fetchPolicy: 'no-cache',
  });
  // Awaited below; until then a failure must not count as unhandled.
  pageResult.catch(() => undefined);
  const prefabsResult = appId ? loadPrefabs(client, appId) : Promise.resolve([]);
  prefabsResult.catch(() => undefined);
  const nodes = await loadAllPages(async (after) => {
    const result = await client.query({
      query: EDITOR_COMPONENTS_QUERY,
      variables: { first: AUTHORING_PAGE_SIZE, after },
      fetchPolicy: 'no-cache',
    });
    return result.data.components;
  });
  const components = nodes.map(toComponentDef);
  const { data } = await pageResult;
  const prefabs = data.page.app.id === appId ? await prefabsResult : [];
  return { page: data.page, template: toTemplateDef(data.page.template), components, prefabs };
}

/** A preload not picked up this soon is stale: the editor loads afresh. */
export const PRELOAD_MAX_AGE_MS = 10_000;

const preloads = new Map<string, { promise: Promise<EditorLoad>; at: number }>();

/**
 * Starts loading the editor for `pageId` as soon as its route is navigated to, in parallel with the
 * signed-in user's own query that the screen waits for first (docs/decisions/0013-editor-startup.md).
 * The first editor that opens this page within PRELOAD_MAX_AGE_MS takes it; the server checks access as
 * for any other query.
 */
export function preloadEditor(client: ApolloClient<object>, pageId: string, appId: string): void {
  const key = preloadKey(pageId, appId);
  const existing = preloads.get(key);
  if (existing && Date.now() - existing.at < PRELOAD_MAX_AGE_MS) return;
  const promise = loadEditor(client, pageId, appId);
  promise.catch(() => undefined);
  preloads.set(key, { promise, at: Date.now() });
}

const preloadKey = (pageId: string, appId: string) => `${appId}/${pageId}`;

/** The preload for `pageId` (under `appId`) if one is fresh, taken: a second call gets null. */
export function takePreload(pageId: string, appId: string): Promise<EditorLoad> | null {
  const key = preloadKey(pageId, appId);
  const preload = preloads.get(key);
  preloads.delete(key);
  return preload && Date.now() - preload.at < PRELOAD_MAX_AGE_MS ? preload.promise : null;
}

/** The editor's data for `pageId` under `appId`: the route's preload when there is a fresh one, else a new load. */
export function useEditorLoad(
  pageId: string,
  appId: string,
): {
  state: EditorLoadState;
  reload: () => void;
  /** Counts reloads: a new load gets a fresh editor store. */
  attempt: number;
} {
  const client = useApolloClient();
  const [state, setState] = useState<EditorLoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    // A reload after a conflict must see what is stored now, never a preload.
    const load = (attempt === 0 ? takePreload(pageId, appId) : null) ?? loadEditor(client, pageId, appId);
    load.then(
      (data) => {
        if (!cancelled) setState({ status: 'loaded', data });
      },
      (caught: unknown) => {
        if (!cancelled) setState({ status: 'error', error: toApiError(caught) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, pageId, appId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload, attempt };
}
