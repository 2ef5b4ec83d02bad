import { isPropertyTypeName } from '@tessera/shared';
import type { PropertyEntries, PropertyEntry } from '../model/types.ts';
import { isLocked, isRecord, updateEntries } from './entries.ts';
import type { EditorData, EditTarget } from './store-api.ts';

/** The brick's identity and visibility are not "properties" a reset should undo. */
const KEPT = new Set(['name', 'visibility']);

function resettable(property: string, entry: PropertyEntry): boolean {
  return (
    isRecord(entry) &&
    !KEPT.has(property) &&
    entry.defaultValue !== undefined &&
    !isLocked(entry) &&
    // An entry of an unknown type is kept exactly as stored (issue 6).
    isPropertyTypeName(entry.type) &&
    !sameJson(entry.value, entry.defaultValue)
  );
}

/**
 * Deep equality of JSON values: a stored value equal to its default is left alone, so a reset of a
 * brick that shows its defaults changes nothing (no undo step, not dirty).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Every property back to its defaultValue, except name and visibility, locked entries, entries of an
 * unknown type and entries without a defaultValue. Entries already at their default keep their identity;
 * nothing to reset leaves the state as it is.
 */
export function reset<S extends EditorData>(state: S, target: EditTarget): S {
  return updateEntries(state, target, (entries) => {
    let next: Record<string, PropertyEntry> | null = null;
    for (const property in entries) {
      const entry = entries[property]!;
      if (!resettable(property, entry)) continue;
      next ??= { ...entries };
      next[property] = { ...entry, value: entry.defaultValue };
    }
    return (next as PropertyEntries | null) ?? entries;
  });
}
