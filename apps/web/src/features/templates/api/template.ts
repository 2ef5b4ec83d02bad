import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { TEMPLATE_FIELDS, type Template } from './template-fields.ts';

/** One template of an organization the user belongs to; 404 otherwise. */
export const TEMPLATE_QUERY: TypedDocumentNode<{ template: Template }, { id: string }> = gql`
  ${TEMPLATE_FIELDS}
  query Template($id: ID!) {
    template(id: $id) {
      ...TemplateFields
    }
  }
`;

export function useTemplateQuery(id: string | null) {
  return useQuery(TEMPLATE_QUERY, {
    variables: { id: id ?? '' },
    skip: id === null,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}
