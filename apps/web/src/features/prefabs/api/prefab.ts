import { type ApolloClient, gql, type TypedDocumentNode } from '@apollo/client';
import type { PrefabDef } from '../../editor/model/types.ts';
import { PREFAB_FIELDS, type Prefab, toPrefabDef } from './prefab-fields.ts';

/** One prefab, as stored now. 404 'prefab not found'. */
export const PREFAB_QUERY: TypedDocumentNode<{ prefab: Prefab }, { id: string }> = gql`
  ${PREFAB_FIELDS}
  query Prefab($id: ID!) {
    prefab(id: $id) {
      ...PrefabFields
    }
  }
`;

/** Editing loads the prefab first (spec §4): from the network, someone may have changed it. */
export async function fetchPrefab(client: ApolloClient<object>, id: string): Promise<PrefabDef> {
  const { data } = await client.query({ query: PREFAB_QUERY, variables: { id }, fetchPolicy: 'no-cache' });
  return toPrefabDef(data.prefab);
}
