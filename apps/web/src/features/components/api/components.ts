import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import {
  COMPONENT_FIELDS,
  COMPONENT_SUMMARY_FIELDS,
  COMPONENTS_PAGE_SIZE,
  type Component,
  type ComponentSummary,
} from './component-fields.ts';

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

interface Connection<T> {
  components: { edges: Array<{ cursor: string; node: T }>; pageInfo: PageInfo };
}

interface PageVariables {
  first: number;
  after?: string | null;
}

/** Every field of every component: for screens that need the code (page editor, later). */
export const COMPONENTS_QUERY: TypedDocumentNode<Connection<Component>, PageVariables> = gql`
  ${COMPONENT_FIELDS}
  query Components($first: Int!, $after: String) {
    components(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ComponentFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The lazy variant (spec §7): the reduced fields a list card needs. */
export const COMPONENTS_LAZY_QUERY: TypedDocumentNode<Connection<ComponentSummary>, PageVariables> = gql`
  ${COMPONENT_SUMMARY_FIELDS}
  query ComponentsLazy($first: Int!, $after: String) {
    components(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ComponentSummaryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The component list, always from the network (another developer may have changed it). */
export function useComponentsLazyQuery() {
  const query = useQuery(COMPONENTS_LAZY_QUERY, {
    variables: { first: COMPONENTS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = query;
  const loadMore = () =>
    fetchMore({
      variables: { first: COMPONENTS_PAGE_SIZE, after: data?.components.pageInfo.endCursor ?? null },
      updateQuery: (previous, { fetchMoreResult }) => ({
        components: {
          edges: [...previous.components.edges, ...fetchMoreResult.components.edges],
          pageInfo: fetchMoreResult.components.pageInfo,
        },
      }),
    });
  return { ...query, loadMore };
}
