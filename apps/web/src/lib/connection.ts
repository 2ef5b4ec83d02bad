import { type TypedDocumentNode, useQuery } from '@apollo/client';

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A page of a cursor-paged list as the API answers it (`apps`, `pages`, `teams`, `components`…). */
export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: PageInfo;
}

/** The variables every paged list takes; a list may add its own (an app id, a search). */
export interface PageVariables {
  first: number;
  after?: string | null;
}

/**
 * Every node of a cursor-paged list, page after page (`fetchPage` asks for the page after `after`), at most
 * `maxPages` pages. For the loads that need the whole list at once (the editor's components and prefabs,
 * the app's fonts).
 */
export async function loadAllPages<T>(
  fetchPage: (after: string | null) => Promise<Connection<T>>,
  maxPages = Number.POSITIVE_INFINITY,
): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const connection = await fetchPage(after);
    nodes.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return nodes;
}

/**
 * What fetchMore's updateQuery keeps: the next page's edges after the ones already shown, and the next
 * page's pageInfo, under the list's one root field.
 */
export function appendPage<K extends string, T>(
  field: K,
  previous: Record<K, Connection<T>>,
  next: Record<K, Connection<T>>,
): Record<K, Connection<T>> {
  return {
    [field]: { edges: [...previous[field].edges, ...next[field].edges], pageInfo: next[field].pageInfo },
  } as Record<K, Connection<T>>;
}

/**
 * A paged list, always from the network (someone else may have changed it); `loadMore` appends the next
 * page of the same variables (the same search) after the pages already loaded.
 */
export function usePagedQuery<K extends string, T, V extends PageVariables>(
  document: TypedDocumentNode<Record<K, Connection<T>>, V>,
  field: K,
  variables: V,
) {
  type Answer = Record<K, Connection<T>>;
  const query = useQuery(document, {
    variables,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = query;
  const loadMore = () =>
    fetchMore({
      variables: { ...variables, after: data?.[field].pageInfo.endCursor ?? null },
      // Apollo types the two answers as its 'unmasked' version of the document's type, which is the same
      // type here (no fragment is masked) but one TypeScript cannot see through for a generic list.
      updateQuery: (previous, { fetchMoreResult }) =>
        appendPage<K, T>(field, previous as Answer, fetchMoreResult as Answer) as typeof previous,
    });
  return { ...query, loadMore };
}
