import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { CollectionInput, CollectionValues } from '@tessera/shared';
import {
  COLLECTION_FIELDS,
  COLLECTION_ITEM_FIELDS,
  type Collection,
  type CollectionItem,
} from './collection-fields.ts';

export const CREATE_COLLECTION: TypedDocumentNode<
  { createCollection: Collection },
  { appId: string; collection: CollectionInput }
> = gql`
  ${COLLECTION_FIELDS}
  mutation CreateCollection($appId: ID!, $collection: CollectionInput!) {
    createCollection(appId: $appId, collection: $collection) {
      ...CollectionFields
    }
  }
`;

export const UPDATE_COLLECTION: TypedDocumentNode<
  { updateCollection: Collection },
  { id: string; collection: CollectionInput; confirmRemovals?: boolean | null; revision?: number | null }
> = gql`
  ${COLLECTION_FIELDS}
  mutation UpdateCollection(
    $id: ID!
    $collection: CollectionInput!
    $confirmRemovals: Boolean
    $revision: Int
  ) {
    updateCollection(
      id: $id
      collection: $collection
      confirmRemovals: $confirmRemovals
      revision: $revision
    ) {
      ...CollectionFields
    }
  }
`;

export const DELETE_COLLECTION: TypedDocumentNode<{ deleteCollection: string }, { id: string }> = gql`
  mutation DeleteCollection($id: ID!) {
    deleteCollection(id: $id)
  }
`;

export const CREATE_COLLECTION_ITEM: TypedDocumentNode<
  { createCollectionItem: CollectionItem },
  { collectionId: string; values: CollectionValues }
> = gql`
  ${COLLECTION_ITEM_FIELDS}
  mutation CreateCollectionItem($collectionId: ID!, $values: JSON!) {
    createCollectionItem(collectionId: $collectionId, values: $values) {
      ...CollectionItemFields
    }
  }
`;

export const UPDATE_COLLECTION_ITEM: TypedDocumentNode<
  { updateCollectionItem: CollectionItem },
  { id: string; values: CollectionValues; revision?: number | null }
> = gql`
  ${COLLECTION_ITEM_FIELDS}
  mutation UpdateCollectionItem($id: ID!, $values: JSON!, $revision: Int) {
    updateCollectionItem(id: $id, values: $values, revision: $revision) {
      ...CollectionItemFields
    }
  }
`;

export const DELETE_COLLECTION_ITEMS: TypedDocumentNode<
  { deleteCollectionItems: string[] },
  { collectionId: string; ids: string[] }
> = gql`
  mutation DeleteCollectionItems($collectionId: ID!, $ids: [ID!]!) {
    deleteCollectionItems(collectionId: $collectionId, ids: $ids)
  }
`;

export const PUBLISH_COLLECTION_ITEMS: TypedDocumentNode<
  { publishCollectionItems: CollectionItem[] },
  { collectionId: string; ids: string[] }
> = gql`
  ${COLLECTION_ITEM_FIELDS}
  mutation PublishCollectionItems($collectionId: ID!, $ids: [ID!]!) {
    publishCollectionItems(collectionId: $collectionId, ids: $ids) {
      ...CollectionItemFields
    }
  }
`;

export const UNPUBLISH_COLLECTION_ITEMS: TypedDocumentNode<
  { unpublishCollectionItems: CollectionItem[] },
  { collectionId: string; ids: string[] }
> = gql`
  ${COLLECTION_ITEM_FIELDS}
  mutation UnpublishCollectionItems($collectionId: ID!, $ids: [ID!]!) {
    unpublishCollectionItems(collectionId: $collectionId, ids: $ids) {
      ...CollectionItemFields
    }
  }
`;

/** After a change of collections: the list (counts) and the open collection are read again. */
const COLLECTIONS_REFETCH = ['Collections', 'Collection'];
/** After a change of items: the table, the collection's counts and the open item. */
const ITEMS_REFETCH = ['CollectionItems', 'Collection', 'CollectionItem'];

export const useCreateCollection = () => useMutation(CREATE_COLLECTION, { refetchQueries: ['Collections'] });
export const useUpdateCollection = () =>
  useMutation(UPDATE_COLLECTION, { refetchQueries: [...COLLECTIONS_REFETCH, 'CollectionItems'] });
export const useDeleteCollection = () => useMutation(DELETE_COLLECTION, { refetchQueries: ['Collections'] });
export const useCreateCollectionItem = () =>
  useMutation(CREATE_COLLECTION_ITEM, { refetchQueries: ['CollectionItems', 'Collection'] });
export const useUpdateCollectionItem = () =>
  useMutation(UPDATE_COLLECTION_ITEM, { refetchQueries: ['CollectionItems', 'Collection'] });
export const useDeleteCollectionItems = () =>
  useMutation(DELETE_COLLECTION_ITEMS, { refetchQueries: ['CollectionItems', 'Collection'] });
export const usePublishCollectionItems = () =>
  useMutation(PUBLISH_COLLECTION_ITEMS, { refetchQueries: ITEMS_REFETCH });
export const useUnpublishCollectionItems = () =>
  useMutation(UNPUBLISH_COLLECTION_ITEMS, { refetchQueries: ITEMS_REFETCH });
