import { gql, type TypedDocumentNode, useQuery } from '@apollo/client';

/** What the manager needs of the app: its name for the header, its abilities ('media.write'). */
export interface MediaApp {
  id: string;
  name: string;
  abilities: string[];
}

export const MEDIA_APP_QUERY: TypedDocumentNode<{ app: MediaApp }, { id: string }> = gql`
  query MediaApp($id: ID!) {
    app(id: $id) {
      id
      name
      abilities
    }
  }
`;

/** The app whose media the manager shows; 404 'app not found' when the user may not see it. */
export function useMediaAppQuery(id: string, skip = false) {
  return useQuery(MEDIA_APP_QUERY, {
    variables: { id },
    skip,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
}
