import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import { PREFAB_PAGE_SIZE } from '@tessera/shared';
import { type Connection, loadAllPages } from '../../../lib/connection.ts';
import type { PrefabDef } from '../../editor/model/types.ts';
import { PREFAB_FIELDS, type Prefab, toPrefabDef } from './prefab-fields.ts';

/** One page of an app's prefabs (spec §7: appId, first 100). Needs read access to the app. */
export const PREFABS_QUERY: TypedDocumentNode<
  { prefabs: Connection<Prefab> },
  { appId: string; first: number; after?: string | null }
> = gql`
  ${PREFAB_FIELDS}
  query Prefabs($appId: ID!, $first: Int!, $after: String) {
    prefabs(appId: $appId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...PrefabFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/**
 * Every prefab of the app, all pages of PREFAB_PAGE_SIZE (spec §4: the editor is ready once they are in).
 * From the network and outside Apollo's cache, like the editor's other loads.
 */
export async function loadPrefabs(client: ApolloClient<object>, appId: string): Promise<PrefabDef[]> {
  const nodes = await loadAllPages(async (after) => {
    const result = await client.query({
      query: PREFABS_QUERY,
      variables: { appId, first: PREFAB_PAGE_SIZE, after },
      fetchPolicy: 'no-cache',
    });
    return result.data.prefabs;
  });
  return nodes.map(toPrefabDef);
}
