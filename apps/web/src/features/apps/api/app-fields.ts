import { gql } from '@apollo/client';

/** An app as the list, the details and the wizards read it. */
export interface App {
  id: string;
  name: string;
  /** 5 to 10 letters and digits, lower case, unique in the organization. */
  alias: string;
  description: string;
  tags: string[];
  org: { id: string; alias: string };
  team: { id: string; name: string };
  /** Permission names the signed-in user holds on this app: 'app.update', 'page.create'… */
  abilities: string[];
  pageCount: number;
  /** Whether a page answers '/': without one the live address has nothing to show. */
  hasHomePage: boolean;
  /** How many of its pages are live (published). */
  livePageCount: number;
  liveUrl: string;
}

/** What createApp and updateApp send (teamId only on create: moving an app is not offered here). */
export interface AppInputValues {
  name: string;
  alias: string;
  description: string;
  tags: string[];
}

export const APP_FIELDS = gql`
  fragment AppFields on App {
    id
    name
    alias
    description
    tags
    org {
      id
      alias
    }
    team {
      id
      name
    }
    abilities
    pageCount
    hasHomePage
    livePageCount
    liveUrl
  }
`;
