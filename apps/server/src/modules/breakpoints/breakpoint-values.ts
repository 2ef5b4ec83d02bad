import { dropBreakpointValues, overrideIds } from '@tessera/shared';
import {
  type DataTypes,
  eachContentEntries,
  eachPrefabEntries,
  isRecord,
  mapContentEntries,
  mapPrefabEntries,
} from '../pages/content-entries.ts';

/**
 * How a deleted breakpoint's values leave an app (issue 23), and how many there are: over every entries map of
 * its pages and prefabs (pages/content-entries.ts).
 */

/**
 * dataTypes without any value at `ids`; the same object when none had one. In page content, which is lean
 * (decision 0037), an entry without `breakpoints` follows its definition's: with `lean`, an entry whose last value
 * went says it has none (`breakpoints: {}`) rather than taking its component's. Prefabs hold full entries.
 */
function dropAll(dataTypes: DataTypes, ids: readonly string[], lean: boolean): DataTypes {
  let out = dataTypes;
  for (const id of ids) out = dropBreakpointValues(out, id);
  if (!lean || out === dataTypes) return out;
  const kept: Record<string, unknown> = { ...out };
  for (const name in out) {
    const before = dataTypes[name];
    const after = out[name];
    if (isRecord(before) && before.breakpoints !== undefined && isRecord(after) && !('breakpoints' in after))
      kept[name] = { ...after, breakpoints: {} };
  }
  return kept;
}

/** Adds one to `counts[id]` for every value a dataTypes map holds at breakpoint `id`. */
function countInto(counts: Map<string, number>, dataTypes: DataTypes): void {
  for (const entry of Object.values(dataTypes)) {
    if (!isRecord(entry)) continue;
    for (const id of overrideIds(entry)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
}

/** Page content (the current version's shape) without values at `ids`: template settings and every brick. */
export function contentWithoutBreakpoints<C extends Record<string, unknown>>(
  content: C,
  ids: readonly string[],
): C {
  if (ids.length === 0) return content;
  return mapContentEntries(content, (dataTypes, lean) => dropAll(dataTypes, ids, lean));
}

/** A prefab's stored parts without values at `ids`: its entries and its contents' bricks. */
export function prefabWithoutBreakpoints<P extends { dataTypes: DataTypes; slots: unknown }>(
  prefab: P,
  ids: readonly string[],
): P {
  if (ids.length === 0) return prefab;
  return mapPrefabEntries(prefab, (dataTypes, lean) => dropAll(dataTypes, ids, lean));
}

/** Counts the values page content holds per breakpoint id into `counts`. */
export function countContentValues(counts: Map<string, number>, content: Record<string, unknown>): void {
  eachContentEntries(content, (dataTypes) => countInto(counts, dataTypes));
}

/** Counts the values a prefab holds per breakpoint id into `counts`. */
export function countPrefabValues(
  counts: Map<string, number>,
  prefab: { dataTypes: DataTypes; slots: unknown },
): void {
  eachPrefabEntries(prefab, (dataTypes) => countInto(counts, dataTypes));
}
