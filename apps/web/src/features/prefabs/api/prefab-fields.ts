import { gql } from '@apollo/client';
import type { DataGroup, PrefabType } from '@tessera/shared';
import type { PrefabDef, PropertyEntries, Slots } from '../../editor/model/types.ts';

/** A prefab as the API answers it (spec §3; the server's `Prefab`). */
export interface Prefab {
  id: string;
  appId: string;
  name: string;
  /** The component (Component) or template (Template) it is built on. */
  elementId: string;
  prefabType: PrefabType;
  /** Property entries, each with isMutable (false: locked, every copy takes the prefab's value). */
  dataTypes: unknown;
  dataGroups: unknown;
  /** A container's contents (bricks as content holds them, entries with isMutable); {} for others. */
  slots: unknown;
  isPrefab: boolean;
  /** false once its component or template was deleted. */
  elementExists: boolean;
  placedPageCount: number;
  createdBy: { id: string; username: string } | null;
  lastUpdatedBy: { id: string; username: string } | null;
  createdAt: string;
  updatedAt: string;
}

export const PREFAB_FIELDS = gql`
  fragment PrefabFields on Prefab {
    id
    appId
    name
    elementId
    prefabType
    dataTypes
    dataGroups
    slots
    isPrefab
    elementExists
    placedPageCount
    createdBy {
      id
      username
    }
    lastUpdatedBy {
      id
      username
    }
    createdAt
    updatedAt
  }
`;

/** A page whose copies an update or a delete rewrote, with its revision before and after. */
export interface RewrittenPage {
  id: string;
  previousRevision: number;
  revision: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The editor's view of a prefab: JSON fields checked for shape (an odd one reads as empty). */
export function toPrefabDef(prefab: Prefab): PrefabDef {
  return {
    id: prefab.id,
    name: prefab.name,
    elementId: prefab.elementId,
    prefabType: prefab.prefabType === 'Template' ? 'Template' : 'Component',
    dataTypes: isRecord(prefab.dataTypes) ? (prefab.dataTypes as PropertyEntries) : {},
    dataGroups: Array.isArray(prefab.dataGroups) ? (prefab.dataGroups as DataGroup[]) : [],
    slots: isRecord(prefab.slots) ? (prefab.slots as Slots) : {},
    elementExists: prefab.elementExists !== false,
    placedPageCount: typeof prefab.placedPageCount === 'number' ? prefab.placedPageCount : 0,
  };
}
