import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { PAGE_VERSION_FIELDS, type PageVersion } from './version-fields.ts';

/**
 * Needs 'page.publish'. Renders the page as saved into a new immutable version and makes it live; components
 * that fail render as empty and are listed in the version's renderErrors.
 */
export const PUBLISH_PAGE_MUTATION: TypedDocumentNode<{ publishPage: PageVersion }, { id: string }> = gql`
  ${PAGE_VERSION_FIELDS}
  mutation PublishPage($id: ID!) {
    publishPage(id: $id) {
      ...PageVersionFields
    }
  }
`;

export function usePublishPage() {
  return useMutation(PUBLISH_PAGE_MUTATION);
}
