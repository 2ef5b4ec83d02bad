import { gql } from '@apollo/client';
import type { MediaType } from '@tessera/shared';

/** One file of an app's media library, as the manager and the inspector's selectors read it. */
export interface Media {
  id: string;
  appId: string;
  /** 5 to 100 letters, digits, spaces, hyphens and underscores; unique per app with its extension. */
  name: string;
  /** The upload this record was created from (POST /upload/{appId}). */
  referenceId: string;
  mediaType: MediaType;
  /** Lower case, without the dot: 'png', 'woff2'… */
  extension: string;
  /** Root-relative and immutable: /media/{appId}/{hash}.{extension}. */
  url: string;
  /** Bytes. */
  size: number;
  /** Images only (null otherwise, or when the server could not read them). */
  width: number | null;
  height: number | null;
  createdAt: string;
  updatedAt: string;
  lastUpdatedByUser: { id: string; username: string } | null;
}

export const MEDIA_FIELDS = gql`
  fragment MediaFields on Media {
    id
    appId
    name
    referenceId
    mediaType
    extension
    url
    size
    width
    height
    createdAt
    updatedAt
    lastUpdatedByUser {
      id
      username
    }
  }
`;

/** medias' pageInfo: both directions, since the manager pages back with last/before. */
export interface MediaPageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface MediaConnection {
  edges: Array<{ cursor: string; node: Media }>;
  pageInfo: MediaPageInfo;
}

/** The server-side filter: `text` matches the name, `mediaType` keeps one kind (a selector's). */
export interface MediaFilter {
  text?: string;
  mediaType?: MediaType;
}
