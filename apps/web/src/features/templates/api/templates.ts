import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import {
  TEMPLATE_FIELDS,
  TEMPLATE_SUMMARY_FIELDS,
  TEMPLATES_PAGE_SIZE,
  type Template,
  type TemplateSummary,
} from './template-fields.ts';

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

interface Connection<T> {
  templates: { edges: Array<{ cursor: string; node: T }>; pageInfo: PageInfo };
}

interface PageVariables {
  first: number;
  after?: string | null;
}

/** Every field of every template: for screens that need the code (page editor, later). */
export const TEMPLATES_QUERY: TypedDocumentNode<Connection<Template>, PageVariables> = gql`
  ${TEMPLATE_FIELDS}
  query Templates($first: Int!, $after: String) {
    templates(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...TemplateFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** The lazy variant the list uses. */
export const TEMPLATES_LAZY_QUERY: TypedDocumentNode<Connection<TemplateSummary>, PageVariables> = gql`
  ${TEMPLATE_SUMMARY_FIELDS}
  query TemplatesLazy($first: Int!, $after: String) {
    templates(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...TemplateSummaryFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

export function useTemplatesLazyQuery() {
  const query = useQuery(TEMPLATES_LAZY_QUERY, {
    variables: { first: TEMPLATES_PAGE_SIZE },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const { data, fetchMore } = query;
  const loadMore = () =>
    fetchMore({
      variables: { first: TEMPLATES_PAGE_SIZE, after: data?.templates.pageInfo.endCursor ?? null },
      updateQuery: (previous, { fetchMoreResult }) => ({
        templates: {
          edges: [...previous.templates.edges, ...fetchMoreResult.templates.edges],
          pageInfo: fetchMoreResult.templates.pageInfo,
        },
      }),
    });
  return { ...query, loadMore };
}
