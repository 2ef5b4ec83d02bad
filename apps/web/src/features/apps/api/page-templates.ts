import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import type { Connection } from '../../../lib/connection.ts';

/** A template as the new-page wizard offers it. */
export interface PageTemplate {
  id: string;
  name: string;
  description: string;
  /** The code the preview renders (issue 21: thumbnails are drawn from the template's real layout). */
  compiledCode: string;
  /** Its properties, whose defaults the preview uses. */
  dataTypes: unknown;
  slots: number;
}

/** Spec §9: templates are read 100 at a time. */
const TEMPLATES_FIRST = 100;

export const PAGE_TEMPLATES_QUERY: TypedDocumentNode<
  { templates: Connection<PageTemplate> },
  { first: number }
> = gql`
  query PageTemplates($first: Int!) {
    templates(first: $first) {
      edges {
        cursor
        node {
          id
          name
          description
          compiledCode
          dataTypes
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

/**
 * The organization's templates, for the wizard's template step (loaded when the wizard opens). Cursor and
 * page info are read too, so this answer and the templates screen's share one cache entry without gaps.
 */
export function usePageTemplatesQuery() {
  return useQuery(PAGE_TEMPLATES_QUERY, {
    variables: { first: TEMPLATES_FIRST },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
}
