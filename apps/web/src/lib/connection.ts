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
