import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { DELIVERY_FIELDS, type SubmissionDetail } from './submission-fields.ts';

export const FORM_SUBMISSION_QUERY: TypedDocumentNode<{ formSubmission: SubmissionDetail }, { id: string }> =
  gql`
  ${DELIVERY_FIELDS}
  query FormSubmission($id: ID!) {
    formSubmission(id: $id) {
      id
      formKey
      formName
      pageId
      values
      fields {
        name
        label
        kind
      }
      createdAt
      readAt
      readBy {
        id
        username
      }
      files {
        id
        field
        name
        extension
        mediaType
        size
        url
      }
      deliveries {
        ...FormDeliveryFields
      }
    }
  }
`;

/** One submission with its files and deliveries; skipped while none is open. */
export function useFormSubmissionQuery(id: string | null) {
  return useQuery(FORM_SUBMISSION_QUERY, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
}
