import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import type { CollectionFieldInput } from '@tessera/shared';
import {
  COLLECTION_FIELDS,
  COLLECTION_ITEM_FIELDS,
  type Collection,
  type CollectionFieldChange,
  type CollectionItem,
  type CollectionItemConnection,
} from './collection-fields.ts';

export const COLLECTIONS_QUERY: TypedDocumentNode<{ collections: Collection[] }, { appId: string }> = gql`
  ${COLLECTION_FIELDS}
  query Collections($appId: ID!) {
    collections(appId: $appId) {
      ...CollectionFields
    }
  }
`;

/** The app's collections by name; from the network on each visit (a colleague may have added one). */
export function useCollectionsQuery(appId: string) {
  return useQuery(COLLECTIONS_QUERY, {
    variables: { appId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}

export const COLLECTION_QUERY: TypedDocumentNode<{ collection: Collection }, { id: string }> = gql`
  ${COLLECTION_FIELDS}
  query Collection($id: ID!) {
    collection(id: $id) {
      ...CollectionFields
    }
  }
`;

export function useCollectionQuery(id: string) {
  return useQuery(COLLECTION_QUERY, {
    variables: { id },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}

export interface CollectionItemsVariables {
  collectionId: string;
  first?: number;
  after?: string | null;
  search?: string | null;
  sort?: { field: string; direction: 'asc' | 'desc' } | null;
  status?: string | null;
}

export const COLLECTION_ITEMS_QUERY: TypedDocumentNode<
  { collectionItems: CollectionItemConnection },
  CollectionItemsVariables
> = gql`
  ${COLLECTION_ITEM_FIELDS}
  query CollectionItems(
    $collectionId: ID!
    $first: Int
    $after: String
    $search: String
    $sort: CollectionItemSort
    $status: String
  ) {
    collectionItems(
      collectionId: $collectionId
      first: $first
      after: $after
      search: $search
      sort: $sort
      status: $status
    ) {
      edges {
        cursor
        node {
          ...CollectionItemFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;

/** One page of the items table; always from the network (colleagues edit the same collection). */
export function useCollectionItemsQuery(variables: CollectionItemsVariables, skip = false) {
  return useQuery(COLLECTION_ITEMS_QUERY, {
    variables,
    skip,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}

export const COLLECTION_ITEM_QUERY: TypedDocumentNode<{ collectionItem: CollectionItem }, { id: string }> =
  gql`
  ${COLLECTION_ITEM_FIELDS}
  query CollectionItem($id: ID!) {
    collectionItem(id: $id) {
      ...CollectionItemFields
    }
  }
`;

/** The item the form edits, read fresh when the form opens (its revision guards the save). */
export function useCollectionItemQuery(id: string | null) {
  return useQuery(COLLECTION_ITEM_QUERY, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}

export const COLLECTION_FIELD_CHANGES_QUERY: TypedDocumentNode<
  { collectionFieldChanges: CollectionFieldChange[] },
  { collectionId: string; fields: CollectionFieldInput[] }
> = gql`
  query CollectionFieldChanges($collectionId: ID!, $fields: [CollectionFieldInput!]!) {
    collectionFieldChanges(collectionId: $collectionId, fields: $fields) {
      fieldId
      fieldName
      reason
      items
    }
  }
`;
