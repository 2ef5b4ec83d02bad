import { gql, type TypedDocumentNode, useMutation } from '@apollo/client';
import type { PrefabType } from '@tessera/shared';
import { PREFAB_FIELDS, type Prefab } from './prefab-fields.ts';

export interface NewPrefabValues {
  name: string;
  /** The component or template it is built on. */
  elementId: string;
  prefabType: PrefabType;
  /** Every entry with isMutable true or false. */
  dataTypes: Record<string, unknown>;
  dataGroups: unknown;
  /** A container's contents (Component prefabs); absent: none. */
  slots?: Record<string, unknown>;
}

/** Needs 'prefab.write' on the app. 409 'name already exists'. */
export const CREATE_PREFAB_MUTATION: TypedDocumentNode<
  { createPrefab: Prefab },
  { appId: string; prefab: NewPrefabValues }
> = gql`
  ${PREFAB_FIELDS}
  mutation CreatePrefab($appId: ID!, $prefab: NewPrefabInput!) {
    createPrefab(appId: $appId, prefab: $prefab) {
      ...PrefabFields
    }
  }
`;

export function useCreatePrefab() {
  return useMutation(CREATE_PREFAB_MUTATION);
}
