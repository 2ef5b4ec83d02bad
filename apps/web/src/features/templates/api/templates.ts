import { gql, type TypedDocumentNode } from '@apollo/client';
import { type Connection, type PageVariables, usePagedQuery } from '../../../lib/connection.ts';
import {
  TEMPLATE_FIELDS,
  TEMPLATE_SUMMARY_FIELDS,
  TEMPLATES_PAGE_SIZE,
  type Template,
  type TemplateSummary,
} from './template-fields.ts';

/** The answer of the templates queries: one page of the list. */
interface TemplatesPage<T> {
  templates: Connection<T>;
}

/** Every field of every template: for screens that need the code (page editor, later). */
export const TEMPLATES_QUERY: TypedDocumentNode<TemplatesPage<Template>, PageVariables> = gql`
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
export const TEMPLATES_LAZY_QUERY: TypedDocumentNode<TemplatesPage<TemplateSummary>, PageVariables> = gql`
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
  return usePagedQuery(TEMPLATES_LAZY_QUERY, 'templates', { first: TEMPLATES_PAGE_SIZE });
}
