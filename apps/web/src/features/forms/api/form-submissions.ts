import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { SUBMISSION_ROW_FIELDS, type SubmissionPageInfo, type SubmissionRow } from './submission-fields.ts';

export interface FormSubmissionsResult {
  formSubmissions: { edges: { cursor: string; node: SubmissionRow }[]; pageInfo: SubmissionPageInfo };
}

/** Forward (first/after) or backward (last/before) paging, as media/paging.ts builds them. */
export interface FormSubmissionsVariables {
  appId: string;
  formKey?: string | null;
  search?: string | null;
  unread?: boolean | null;
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

export const FORM_SUBMISSIONS_QUERY: TypedDocumentNode<FormSubmissionsResult, FormSubmissionsVariables> = gql`
  ${SUBMISSION_ROW_FIELDS}
  query FormSubmissions(
    $appId: ID!
    $formKey: String
    $search: String
    $unread: Boolean
    $first: Int
    $after: String
    $last: Int
    $before: String
  ) {
    formSubmissions(
      appId: $appId
      formKey: $formKey
      search: $search
      unread: $unread
      first: $first
      after: $after
      last: $last
      before: $before
    ) {
      edges {
        cursor
        node {
          ...FormSubmissionRowFields
        }
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
`;

/** One page of the submissions, newest first; always from the network (visitors keep sending). */
export function useFormSubmissionsQuery(variables: FormSubmissionsVariables) {
  return useQuery(FORM_SUBMISSIONS_QUERY, {
    variables,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
