import { gql } from '@apollo/client';
import type { CollectionField, CollectionValues } from '@tessera/shared';

/** A collection as the console reads it (schema.graphql `Collection`); fields in order. */
export interface Collection {
  id: string;
  appId: string;
  name: string;
  fields: CollectionField[];
  itemCount: number;
  publishedCount: number;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** draft (nothing live), published (live as it is), changed (live, with a newer draft). */
export type ItemStatus = 'draft' | 'published' | 'changed';
export const ITEM_STATUSES: readonly ItemStatus[] = ['draft', 'published', 'changed'];

export interface CollectionItem {
  id: string;
  collectionId: string;
  /** The draft's values by field id. */
  values: CollectionValues;
  slug: string | null;
  status: ItemStatus;
  publishedAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: string; username: string } | null;
}

export interface ItemPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface CollectionItemConnection {
  edges: { cursor: string; node: CollectionItem }[];
  pageInfo: ItemPageInfo;
  totalCount: number;
}

/** What updateCollection would delete (collectionFieldChanges). */
export interface CollectionFieldChange {
  fieldId: string;
  fieldName: string;
  /** removed, type or options. */
  reason: string;
  items: number;
}

export const COLLECTION_FIELDS = gql`
  fragment CollectionFields on Collection {
    id
    appId
    name
    fields {
      id
      name
      type
      required
      help
      options {
        id
        label
      }
      referenceCollectionId
    }
    itemCount
    publishedCount
    revision
    createdAt
    updatedAt
  }
`;

export const COLLECTION_ITEM_FIELDS = gql`
  fragment CollectionItemFields on CollectionItem {
    id
    collectionId
    values
    slug
    status
    publishedAt
    revision
    createdAt
    updatedAt
    updatedBy {
      id
      username
    }
  }
`;
