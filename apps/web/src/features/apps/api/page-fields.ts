import { gql } from '@apollo/client';

/** A page as the app's page list shows it. */
export interface AppPage {
  id: string;
  name: string;
  /** Starts with '/'; the root is '/'. */
  url: string;
  title: string;
  description: string;
  tags: string[];
  /** Permission names the signed-in user holds on this page: 'page.delete', 'page.editSettings'… */
  abilities: string[];
  liveUrl: string;
  /** The version visitors get (issue 10); null while the page was never published. */
  liveVersion: LiveVersionRef | null;
  /** Never published, or saved since the live version was published (or rolled back to). */
  hasUnpublishedChanges: boolean;
  /** The newest published version: newer than the live one after a rollback. Null while never published. */
  latestVersion: LiveVersionRef | null;
  /** Whether the app's site header and footer frame this page (docs/decisions/0026). */
  showSiteHeader: boolean;
  showSiteFooter: boolean;
}

/** What a page's card and the editor need to know of its live version. */
export interface LiveVersionRef {
  id: string;
  number: number;
  publishedAt: string;
}

/** A page as its overview reads it: with its content (slots and bricks), template and app. */
export interface PageDetails extends AppPage {
  /** Versioned JSON (packages/shared page-content.ts). */
  content: unknown;
  template: { id: string; name: string; slots: number };
  app: { id: string; name: string };
}

export const PAGE_FIELDS = gql`
  fragment PageFields on Page {
    id
    name
    url
    title
    description
    tags
    abilities
    liveUrl
    liveVersion {
      id
      number
      publishedAt
    }
    hasUnpublishedChanges
    latestVersion {
      id
      number
      publishedAt
    }
    showSiteHeader
    showSiteFooter
  }
`;
