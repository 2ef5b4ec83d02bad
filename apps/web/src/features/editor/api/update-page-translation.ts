import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { TranslationInput } from '../page-settings.ts';
import { type EditorPageTranslation, PAGE_TRANSLATION_FIELDS } from './editor-page.ts';

/**
 * A page's settings in one other language (issue 26). Needs page.editSettings (editors translate). 409 'URL
 * already exists' when another page answers the address in that language; 400 for a URL under a language's
 * prefix or a language the app does not have.
 */
export const UPDATE_PAGE_TRANSLATION_MUTATION: TypedDocumentNode<
  { updatePageTranslation: { id: string; translations: EditorPageTranslation[] } },
  { pageId: string; locale: string; translation: TranslationInput }
> = gql`
  ${PAGE_TRANSLATION_FIELDS}
  mutation UpdatePageTranslation($pageId: ID!, $locale: String!, $translation: PageTranslationInput!) {
    updatePageTranslation(pageId: $pageId, locale: $locale, translation: $translation) {
      id
      translations {
        ...PageTranslationFields
      }
    }
  }
`;

export function useUpdatePageTranslation() {
  return useMutation(UPDATE_PAGE_TRANSLATION_MUTATION);
}
