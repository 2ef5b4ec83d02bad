import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import { DELIVERY_FIELDS, type Delivery } from './submission-fields.ts';

export const MARK_FORM_SUBMISSIONS: TypedDocumentNode<
  { markFormSubmissions: string[] },
  { appId: string; ids: string[]; read: boolean }
> = gql`
  mutation MarkFormSubmissions($appId: ID!, $ids: [ID!]!, $read: Boolean!) {
    markFormSubmissions(appId: $appId, ids: $ids, read: $read)
  }
`;

export const DELETE_FORM_SUBMISSIONS: TypedDocumentNode<
  { deleteFormSubmissions: string[] },
  { appId: string; ids: string[] }
> = gql`
  mutation DeleteFormSubmissions($appId: ID!, $ids: [ID!]!) {
    deleteFormSubmissions(appId: $appId, ids: $ids)
  }
`;

export const RETRY_FORM_DELIVERY: TypedDocumentNode<
  { retryFormDelivery: Delivery },
  { appId: string; deliveryId: string }
> = gql`
  ${DELIVERY_FIELDS}
  mutation RetryFormDelivery($appId: ID!, $deliveryId: ID!) {
    retryFormDelivery(appId: $appId, deliveryId: $deliveryId) {
      ...FormDeliveryFields
    }
  }
`;

/** After a mark or a deletion: the list, the forms' counts and an open submission are read again. */
const REFETCH = ['FormSubmissions', 'AppForms', 'FormSubmission'];

export const useMarkFormSubmissions = () => useMutation(MARK_FORM_SUBMISSIONS, { refetchQueries: REFETCH });
export const useDeleteFormSubmissions = () =>
  useMutation(DELETE_FORM_SUBMISSIONS, { refetchQueries: REFETCH });
/** The delivery comes back with its new state (normalised by id: the open detail shows it at once). */
export const useRetryFormDelivery = () =>
  useMutation(RETRY_FORM_DELIVERY, { refetchQueries: ['FormSubmissions'] });
