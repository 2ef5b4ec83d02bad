import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { type AppPage, PAGE_FIELDS } from '../../apps/api/page-fields.ts';

export interface PageInputValues {
  name: string;
  url: string;
  title: string;
  description: string;
  tags: string[];
  content?: unknown;
  /** Whether the app's site header / footer frame the page; unchanged when absent. */
  showSiteHeader?: boolean;
  showSiteFooter?: boolean;
  /** The revision the client read; the editor omits it (co-editing merges, decision 0038). */
  expectedRevision?: number;
}

export interface UpdatedPage extends AppPage {
  revision: number;
}

/**
 * Needs page.editSettings (and page.editContent with content). 409 'URL already exists' and 409
 * 'the page was changed elsewhere since it was opened' (expectedRevision is stale).
 */
export const UPDATE_PAGE_MUTATION: TypedDocumentNode<
  { updatePage: UpdatedPage },
  { id: string; page: PageInputValues }
> = gql`
  ${PAGE_FIELDS}
  mutation UpdatePage($id: ID!, $page: PageInput!) {
    updatePage(id: $id, page: $page) {
      ...PageFields
      revision
    }
  }
`;

export function useUpdatePage() {
  return useMutation(UPDATE_PAGE_MUTATION);
}
