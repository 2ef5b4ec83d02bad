import { isPropertyTypeName, isResponsiveEntry, isTranslatableEntry } from '@tessera/shared';
import type { PropertyEntries, PropertyEntry } from '../model/types.ts';
import { isRecord } from './entries.ts';

function entryDefault(entry: PropertyEntry): unknown {
  return entry.defaultValue !== undefined ? entry.defaultValue : entry.value;
}

/**
 * The definition's entry with the stored value, the stored values per breakpoint (issue 23) and the stored
 * translations (issue 26). The stored entry's overrides and translations replace the definition's, and a stored
 * entry without any has none (the designer cleared them, or the brick predates them: it renders as before).
 * Overrides on an entry that can no longer vary (a Select whose component stopped declaring it responsive), and
 * translations of one no longer translated, are dropped: the server would refuse them.
 */
function withStoredValues(
  property: string,
  entry: PropertyEntry,
  old: Record<string, unknown>,
): PropertyEntry {
  const { breakpoints: _definition, locales: _translations, ...rest } = entry;
  let merged: PropertyEntry = { ...rest, value: old.value };
  if (old.breakpoints !== undefined && isResponsiveEntry(property, merged))
    merged = { ...merged, breakpoints: old.breakpoints };
  if (old.locales !== undefined && isTranslatableEntry(property, merged))
    merged = { ...merged, locales: old.locales };
  return merged;
}

/**
 * A brick's or the template's stored entries merged with the current definition, so that component
 * updates reach placed bricks: every entry the definition has, with the stored value (and values per
 * breakpoint) where the stored entry has the same type (else the definition's); stored entries of an unknown
 * type untouched; stored entries the definition no longer has kept after them (not shown, written back on
 * save).
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
      merged[property] = withStoredValues(property, entry, old);
    } else {
      merged[property] = { ...entry, value: entryDefault(entry) };
    }
  }
  for (const property in stored) {
    if (!(property in merged)) merged[property] = stored[property] as PropertyEntry;
  }
  return merged;
}
