import { type ApolloClient, gql, type TypedDocumentNode, useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
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

export function useFetchPrefab(): (id: string) => Promise<PrefabDef> {
  const client = useApolloClient();
  return useCallback((id: string) => fetchPrefab(client, id), [client]);
}
