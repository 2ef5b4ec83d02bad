import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { prefabs } from '../src/db/schema.ts';

/** Queries, inputs and fixtures of prefabs, shared by the prefab, isolation, role and bad-input tests. */

export const PREFAB_FIELDS = `id appId name elementId prefabType dataTypes dataGroups slots isPrefab elementExists
  placedPageCount createdBy { id } lastUpdatedBy { id } createdAt updatedAt`;
export const CREATE_PREFAB = `mutation ($appId: ID!, $prefab: NewPrefabInput!) {
  createPrefab(appId: $appId, prefab: $prefab) { ${PREFAB_FIELDS} }
}`;
export const UPDATE_PREFAB = `mutation ($id: ID!, $prefab: PrefabInput!) {
  updatePrefab(id: $id, prefab: $prefab) { prefab { ${PREFAB_FIELDS} } pages { id previousRevision revision } }
}`;
export const DELETE_PREFAB = `mutation ($id: ID!) {
  deletePrefab(id: $id) { id pages { id previousRevision revision } }
}`;
export const PREFAB = `query ($id: ID!) { prefab(id: $id) { ${PREFAB_FIELDS} } }`;
export const PREFABS = `query ($appId: ID!, $first: Int, $after: String) {
  prefabs(appId: $appId, first: $first, after: $after) {
    edges { cursor node { id name prefabType elementId placedPageCount elementExists } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;

/** A prefab as PREFAB_FIELDS reads it. */
export interface PrefabData {
  id: string;
  appId: string;
  name: string;
  elementId: string;
  prefabType: 'Component' | 'Template';
  dataTypes: Record<string, Record<string, unknown>>;
  dataGroups: unknown;
  /** A container's contents ({} for others). */
  slots: Record<string, unknown[]>;
  isPrefab: boolean;
  elementExists: boolean;
  placedPageCount: number;
  createdBy: { id: string } | null;
  lastUpdatedBy: { id: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface PageRevisionChange {
  id: string;
  previousRevision: number;
  revision: number;
}

/** One locked and one mutable property. */
export function prefabDataTypes(title = 'Locked title', subtitle = 'Mutable subtitle') {
  return {
    title: { type: 'TextInput', value: title, defaultValue: 'Hello', isMutable: false },
    subtitle: { type: 'TextInput', value: subtitle, defaultValue: '', isMutable: true },
  };
}

/** NewPrefabInput for a Component prefab of `elementId`. */
export function prefabInput(elementId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Prefab ${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    elementId,
    prefabType: 'Component',
    dataTypes: prefabDataTypes(),
    ...overrides,
  };
}

/** A prefab inserted directly: set-up, not the flow under test. */
export async function insertPrefab(
  db: Db,
  values: {
    appId: string;
    elementId: string;
    prefabType?: 'Component' | 'Template';
    name?: string;
    dataTypes?: Record<string, unknown>;
  },
): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const name = values.name ?? `Prefab ${id.slice(0, 8)}`;
  await db.insert(prefabs).values({
    id,
    appId: values.appId,
    name,
    elementId: values.elementId,
    prefabType: values.prefabType ?? 'Component',
    dataTypes: values.dataTypes ?? prefabDataTypes(),
    dataGroups: [{ name: 'content', properties: ['title', 'subtitle'] }],
  });
  return { id, name };
}
