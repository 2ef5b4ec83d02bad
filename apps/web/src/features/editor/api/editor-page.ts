import { gql, type TypedDocumentNode, useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { type ApiError, toApiError } from '../../../lib/api-error.ts';
import type { Connection } from '../../../lib/connection.ts';
import { type AppPage, PAGE_FIELDS } from '../../apps/api/page-fields.ts';
import { COMPONENTS_PAGE_SIZE } from '../../components/api/component-fields.ts';
import type { ComponentDef, PropertyEntries, TemplateDef } from '../model/types.ts';

/** The page as the editor opens it: settings, content, revision, and its template with the code to run. */
export interface EditorPageData extends AppPage {
  content: unknown;
  revision: number;
  app: { id: string; name: string };
  template: {
    id: string;
    name: string;
    compiledCode: string;
    dataTypes: unknown;
    dataGroups: unknown;
    slots: number;
  };
}

export const EDITOR_PAGE_QUERY: TypedDocumentNode<{ page: EditorPageData }, { id: string }> = gql`
  ${PAGE_FIELDS}
  query EditorPage($id: ID!) {
    page(id: $id) {
      ...PageFields
      content
      revision
      app {
        id
        name
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

export function toComponentDef(node: ComponentNode): ComponentDef {
  return { ...node, dataTypes: entries(node.dataTypes), dataGroups: groups(node.dataGroups) };
}

export function toTemplateDef(template: EditorPageData['template']): TemplateDef {
  return { ...template, dataTypes: entries(template.dataTypes), dataGroups: groups(template.dataGroups) };
}

export interface EditorLoad {
  page: EditorPageData;
  template: TemplateDef;
  components: ComponentDef[];
}

export type EditorLoadState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; data: EditorLoad };

/**
 * Loads what the editor needs before it may become ready (spec §4): the page with its template and every
 * component of the organization (all pages of 100). Prefabs arrive with the prefab library (issue 8).
 * Always from the network (another member may have changed the page since it was last seen), and kept out
 * of Apollo's cache: a big page is megabytes of content the cache would only copy and hold on to.
 */
export function useEditorLoad(pageId: string): {
  state: EditorLoadState;
  reload: () => void;
  /** Counts reloads: a new load gets a fresh editor store. */
  attempt: number;
} {
  const client = useApolloClient();
  const [state, setState] = useState<EditorLoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    const load = async (): Promise<EditorLoad> => {
      const pageResult = client.query({
        query: EDITOR_PAGE_QUERY,
        variables: { id: pageId },
        fetchPolicy: 'no-cache',
      });
      const components: ComponentDef[] = [];
      let after: string | null = null;
      for (;;) {
        const result: { data: { components: Connection<ComponentNode> } } = await client.query({
          query: EDITOR_COMPONENTS_QUERY,
          variables: { first: COMPONENTS_PAGE_SIZE, after },
          fetchPolicy: 'no-cache',
        });
        const connection = result.data.components;
        components.push(...connection.edges.map((edge) => toComponentDef(edge.node)));
        if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
        after = connection.pageInfo.endCursor;
      }
      const { data } = await pageResult;
      return { page: data.page, template: toTemplateDef(data.page.template), components };
    };
    load().then(
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
  }, [client, pageId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload, attempt };
}
