import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import { PAGE_VERSION_FIELDS, type PageVersion } from './version-fields.ts';

/** A published version and the page content it published (stored JSON, of any content version). */
export interface PageVersionContent {
  version: PageVersion;
  content: unknown;
}

/** page.read: a version with its content (the preview, the comparison and "Restore into editor" read it). */
export const PAGE_VERSION_CONTENT_QUERY: TypedDocumentNode<
  { pageVersionContent: PageVersionContent },
  { id: string }
> = gql`
  ${PAGE_VERSION_FIELDS}
  query PageVersionContent($id: ID!) {
    pageVersionContent(id: $id) {
      version {
        ...PageVersionFields
      }
      content
    }
  }
`;

/** One version's content; a version never changes, so the cached answer is reused. */
export async function fetchPageVersionContent(
  client: ApolloClient<object>,
  id: string,
): Promise<PageVersionContent> {
  const result = await client.query({ query: PAGE_VERSION_CONTENT_QUERY, variables: { id } });
  return result.data.pageVersionContent;
}

/**
 * The same with the content expanded by the server with the current definitions of its components and template
 * (`content(shape: EXPANDED)`, decision 0037): what the comparison reads, labels and defaults included.
 */
export const PAGE_VERSION_EXPANDED_QUERY: TypedDocumentNode<
  { pageVersionContent: PageVersionContent },
  { id: string }
> = gql`
  ${PAGE_VERSION_FIELDS}
  query PageVersionExpandedContent($id: ID!) {
    pageVersionContent(id: $id) {
      version {
        ...PageVersionFields
      }
      content(shape: EXPANDED)
    }
  }
`;

export async function fetchExpandedVersionContent(
  client: ApolloClient<object>,
  id: string,
): Promise<PageVersionContent> {
  const result = await client.query({ query: PAGE_VERSION_EXPANDED_QUERY, variables: { id } });
  return result.data.pageVersionContent;
}
