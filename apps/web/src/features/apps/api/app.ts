import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';
import { APP_FIELDS, type App } from './app-fields.ts';

/** One app of the current organization the user may see; 404 'app not found' otherwise. */
export const APP_QUERY: TypedDocumentNode<{ app: App }, { id: string }> = gql`
  ${APP_FIELDS}
  query App($id: ID!) {
    app(id: $id) {
      ...AppFields
    }
  }
`;

export function useAppQuery(id: string) {
  return useQuery(APP_QUERY, {
    variables: { id },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
