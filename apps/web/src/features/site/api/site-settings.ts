import { gql, type TypedDocumentNode, useMutation, useQuery } from '@apollo/client';
import type { SiteSettingsInput } from '@tessera/shared';

export interface SiteImage {
  id: string;
  name: string;
  extension: string;
  url: string;
}

/** An app's site settings as the console reads them (docs/decisions/0026). */
export interface SiteSettings {
  appId: string;
  siteName: string;
  updatedAt: string | null;
  favicon: SiteImage | null;
  socialImage: SiteImage | null;
  headerPrefab: { id: string; name: string } | null;
  footerPrefab: { id: string; name: string } | null;
}

/** What the screen needs besides: the app's name and abilities, and its component prefabs to choose from. */
export interface SiteScreenData {
  app: { id: string; name: string; abilities: string[]; livePageCount: number };
  siteSettings: SiteSettings;
  prefabs: {
    edges: Array<{ node: { id: string; name: string; prefabType: string; elementExists: boolean } }>;
  };
}

const SITE_SETTINGS_FIELDS = gql`
  fragment SiteSettingsFields on SiteSettings {
    appId
    siteName
    updatedAt
    favicon {
      id
      name
      extension
      url
    }
    socialImage {
      id
      name
      extension
      url
    }
    headerPrefab {
      id
      name
    }
    footerPrefab {
      id
      name
    }
  }
`;

export const SITE_SCREEN_QUERY: TypedDocumentNode<SiteScreenData, { appId: string }> = gql`
  ${SITE_SETTINGS_FIELDS}
  query SiteScreen($appId: ID!) {
    app(id: $appId) {
      id
      name
      abilities
      livePageCount
    }
    siteSettings(appId: $appId) {
      ...SiteSettingsFields
    }
    prefabs(appId: $appId, first: 100) {
      edges {
        node {
          id
          name
          prefabType
          elementExists
        }
      }
    }
  }
`;

export const UPDATE_SITE_SETTINGS_MUTATION: TypedDocumentNode<
  { updateSiteSettings: SiteSettings },
  { appId: string; settings: SiteSettingsInput }
> = gql`
  ${SITE_SETTINGS_FIELDS}
  mutation UpdateSiteSettings($appId: ID!, $settings: SiteSettingsInput!) {
    updateSiteSettings(appId: $appId, settings: $settings) {
      ...SiteSettingsFields
    }
  }
`;

export function useSiteScreenQuery(appId: string) {
  return useQuery(SITE_SCREEN_QUERY, {
    variables: { appId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}

export function useUpdateSiteSettings() {
  return useMutation(UPDATE_SITE_SETTINGS_MUTATION);
}
