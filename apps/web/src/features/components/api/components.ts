import { gql, type TypedDocumentNode } from '@apollo/client';
import { type Connection, type PageVariables, usePagedQuery } from '../../../lib/connection.ts';
import {
  COMPONENT_FIELDS,
  COMPONENT_SUMMARY_FIELDS,
  COMPONENTS_PAGE_SIZE,
  type Component,
  type ComponentSummary,
} from './component-fields.ts';

/** The answer of the components queries: one page of the list. */
interface ComponentsPage<T> {
  components: Connection<T>;
}

/** Every field of every component: for screens that need the code (page editor, later). */
export const COMPONENTS_QUERY: TypedDocumentNode<ComponentsPage<Component>, PageVariables> = gql`
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
export const COMPONENTS_LAZY_QUERY: TypedDocumentNode<ComponentsPage<ComponentSummary>, PageVariables> = gql`
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
  return usePagedQuery(COMPONENTS_LAZY_QUERY, 'components', { first: COMPONENTS_PAGE_SIZE });
}
