import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import type { PageTranslations, SiteLocales } from '@tessera/shared';
import type { EditorPageSettings } from '../page-settings.ts';
import { type EditorPageTranslation, PAGE_TRANSLATION_FIELDS, pageTranslationsFrom } from './editor-page.ts';

export const PAGE_SETTINGS_QUERY: TypedDocumentNode<
  {
    page: EditorPageSettings & {
      id: string;
      translations: EditorPageTranslation[];
      app: { id: string; locales: SiteLocales };
    };
  },
  { id: string }
> = gql`
  ${PAGE_TRANSLATION_FIELDS}
  query PageSettingsState($id: ID!) {
    page(id: $id) {
      id
      name
      url
      title
      description
      tags
      showSiteHeader
      showSiteFooter
      translations {
        ...PageTranslationFields
      }
      app {
        id
        locales {
          default
          others
        }
      }
    }
  }
`;

/** The page's settings as stored, in every language, and its app's languages. */
export interface StoredPageSettings {
  settings: EditorPageSettings;
  translations: PageTranslations;
  locales: SiteLocales;
}

/**
 * The page's settings as stored: read again when someone else changed them (co-editing's 'settings' news: the
 * page's settings or translations, an import of translation files, a change of the app's languages).
 */
export async function fetchPageSettings(
  client: ApolloClient<object>,
  id: string,
): Promise<StoredPageSettings> {
  const result = await client.query({
    query: PAGE_SETTINGS_QUERY,
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const { name, url, title, description, tags, showSiteHeader, showSiteFooter, translations, app } =
    result.data.page;
  return {
    settings: { name, url, title, description, tags, showSiteHeader, showSiteFooter },
    translations: pageTranslationsFrom(translations),
    locales: { default: app.locales.default, others: [...app.locales.others] },
  };
}
