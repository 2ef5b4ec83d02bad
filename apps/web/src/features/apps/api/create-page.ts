import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { type AppPage, PAGE_FIELDS } from './page-fields.ts';

export interface NewPageValues {
  appId: string;
  name: string;
  url: string;
  title: string;
  description: string;
  tags: string[];
  templateId: string;
}

/**
 * Needs 'page.create'. Without content the server builds it from the template (one empty list per slot).
 * 409 'URL already exists'.
 */
export const CREATE_PAGE_MUTATION: TypedDocumentNode<{ createPage: AppPage }, { newPage: NewPageValues }> =
  gql`
  ${PAGE_FIELDS}
  mutation CreatePage($newPage: NewPageInput!) {
    createPage(newPage: $newPage) {
      ...PageFields
    }
  }
`;

export function useCreatePage() {
  return useMutation(CREATE_PAGE_MUTATION);
}
