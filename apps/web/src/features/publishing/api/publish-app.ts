import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { PAGE_VERSION_FIELDS, type PageVersion } from './version-fields.ts';

/** Needs 'page.publish'. publishPage for every page of the app in one transaction; the new versions by page URL. */
export const PUBLISH_APP_MUTATION: TypedDocumentNode<{ publishApp: PageVersion[] }, { id: string }> = gql`
  ${PAGE_VERSION_FIELDS}
  mutation PublishApp($id: ID!) {
    publishApp(id: $id) {
      ...PageVersionFields
    }
  }
`;

export function usePublishApp() {
  return useMutation(PUBLISH_APP_MUTATION);
}
