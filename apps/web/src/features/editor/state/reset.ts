import { isPropertyTypeName, withoutValueAt } from '@tessera/shared';
import type { PropertyEntries, PropertyEntry } from '../model/types.ts';
import { isBase, isLocked, isRecord, updateEntries } from './entries.ts';
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
 * Reset, at the desktop: every property back to its defaultValue, except name and visibility, locked
 * entries, entries of an unknown type and entries without a defaultValue. Entries already at their default
 * keep their identity; nothing to reset leaves the state as it is. Overrides at breakpoints stay: they are
 * the designer's choices per size, cleared at their breakpoint.
 *
 * Reset at a breakpoint `at` (issue 23, decision: a reset undoes what was set where the user stands): every
 * override at `at` is cleared, so each property inherits again from the nearest wider breakpoint or the
 * desktop, with the same exceptions (name, visibility, locked, unknown types). Desktop values and other
 * breakpoints' overrides stay.
 */
export function reset<S extends EditorData>(state: S, target: EditTarget, at: string | null = null): S {
  if (!isBase(at)) return resetAt(state, target, at as string);
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

function resetAt<S extends EditorData>(state: S, target: EditTarget, at: string): S {
  return updateEntries(state, target, (entries) => {
    let next: Record<string, PropertyEntry> | null = null;
    for (const property in entries) {
      const entry = entries[property]!;
      if (!isRecord(entry) || KEPT.has(property) || isLocked(entry) || !isPropertyTypeName(entry.type))
        continue;
      const cleared = withoutValueAt(entry, at);
      if (cleared === entry) continue;
      next ??= { ...entries };
      next[property] = cleared;
    }
    return (next as PropertyEntries | null) ?? entries;
  });
}
