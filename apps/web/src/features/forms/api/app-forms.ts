import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import type { AppForm } from './submission-fields.ts';

export const APP_FORMS_QUERY: TypedDocumentNode<{ appForms: AppForm[] }, { appId: string }> = gql`
  query AppForms($appId: ID!) {
    appForms(appId: $appId) {
      key
      name
      pageId
      live
      total
      unread
      rejectedToday
    }
  }
`;

/** The app's forms with their counts (form.readSubmissions); read again after marks and deletions. */
export function useAppFormsQuery(appId: string) {
  return useQuery(APP_FORMS_QUERY, {
    variables: { appId },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
