import { isPropertyTypeName } from '@tessera/shared';
import type { PropertyEntries, PropertyEntry } from '../model/types.ts';
import { isRecord } from './entries.ts';

function entryDefault(entry: PropertyEntry): unknown {
  return entry.defaultValue !== undefined ? entry.defaultValue : entry.value;
}

/**
 * A brick's or the template's stored entries merged with the current definition, so that component
 * updates reach placed bricks: every entry the definition has, with the stored value where the stored
 * entry has the same type (else the default); stored entries of an unknown type untouched; stored
 * entries the definition no longer has kept after them (not shown, written back on save).
 */
export function mergeEntries(
  stored: Readonly<Record<string, unknown>>,
  definition: PropertyEntries,
): PropertyEntries {
  const merged: Record<string, PropertyEntry> = {};
  for (const property in definition) {
    const entry = definition[property]!;
    const old = stored[property];
    if (isRecord(old) && typeof old.type === 'string' && !isPropertyTypeName(old.type)) {
      merged[property] = old as PropertyEntry;
    } else if (isRecord(old) && old.type === entry.type && old.value !== undefined) {
      merged[property] = { ...entry, value: old.value };
    } else {
      merged[property] = { ...entry, value: entryDefault(entry) };
    }
  }
  for (const property in stored) {
    if (!(property in merged)) merged[property] = stored[property] as PropertyEntry;
  }
  return merged;
}
