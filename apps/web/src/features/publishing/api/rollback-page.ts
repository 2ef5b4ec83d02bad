import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { PAGE_VERSION_FIELDS, type PageVersion } from './version-fields.ts';

/** Needs 'page.publish'. Makes an earlier version of the page live again (no new version is made). */
export const ROLLBACK_PAGE_MUTATION: TypedDocumentNode<
  { rollbackPage: PageVersion },
  { id: string; versionId: string }
> = gql`
  ${PAGE_VERSION_FIELDS}
  mutation RollbackPage($id: ID!, $versionId: ID!) {
    rollbackPage(id: $id, versionId: $versionId) {
      ...PageVersionFields
    }
  }
`;

export function useRollbackPage() {
  return useMutation(ROLLBACK_PAGE_MUTATION);
}
