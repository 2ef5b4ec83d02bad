import { gql, type TypedDocumentNode, useMutation, useQuery } from '@apollo/client';

/** An app's languages as the API names them (schema.graphql SiteLocales / SiteLocalesInput). */
export interface ApiLocales {
  default: string;
  others: string[];
}

export interface LanguagesScreenData {
  app: { id: string; abilities: string[]; locales: ApiLocales };
  appTranslationCounts: Array<{ locale: string; count: number }>;
}

export const LANGUAGES_SCREEN_QUERY: TypedDocumentNode<LanguagesScreenData, { appId: string }> = gql`
  query LanguagesScreen($appId: ID!) {
    app(id: $appId) {
      id
      abilities
      locales {
        default
        others
      }
    }
    appTranslationCounts(appId: $appId) {
      locale
      count
    }
  }
`;

export const UPDATE_APP_LOCALES_MUTATION: TypedDocumentNode<
  { updateAppLocales: { id: string; locales: ApiLocales } },
  { appId: string; locales: ApiLocales }
> = gql`
  mutation UpdateAppLocales($appId: ID!, $locales: SiteLocalesInput!) {
    updateAppLocales(appId: $appId, locales: $locales) {
      id
      locales {
        default
        others
      }
    }
  }
`;

export function useLanguagesScreenQuery(appId: string) {
  return useQuery(LANGUAGES_SCREEN_QUERY, {
    variables: { appId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}

export function useUpdateAppLocales() {
  return useMutation(UPDATE_APP_LOCALES_MUTATION);
}
