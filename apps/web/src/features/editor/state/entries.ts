import { BASE_BREAKPOINT, isResponsiveEntry, overridesOf, withValueAt } from '@tessera/shared';
import type { PropertyEntries, PropertyEntry } from '../model/types.ts';
import { updateBrick } from './find-brick.ts';
import type { EditorData, EditTarget } from './store-api.ts';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A locked entry (spec §4) can only be changed in prefab view (issue 8). */
export function isLocked(entry: PropertyEntry): boolean {
  return entry.isMutable === false;
}

/** The entries with one entry's value set; the same object when the value is already that one. */
export function withValue(entries: PropertyEntries, property: string, value: unknown): PropertyEntries {
  const entry = entries[property];
  // Entries that are not objects were kept as stored by load(); there is no value to set on them.
  if (!isRecord(entry) || Object.is(entry.value, value)) return entries;
  return { ...entries, [property]: { ...entry, value } };
}

/** The desktop (null or BASE_BREAKPOINT): edits there write an entry's base `value`. */
export function isBase(at: string | null | undefined): boolean {
  return at === null || at === undefined || at === BASE_BREAKPOINT;
}

/**
 * The entries with one entry's value set at breakpoint `at` (issue 23): a responsive entry (a style, the
 * visibility switch, a Select or TextInput declared responsive) gets an override at `at`; every other entry
 * (texts, selects, media, links) keeps one value for all sizes, so an edit at a breakpoint writes its base
 * value. The same object when the value is already that one.
 */
export function withValueAtBreakpoint(
  entries: PropertyEntries,
  property: string,
  value: unknown,
  at: string | null | undefined,
): PropertyEntries {
  const entry = entries[property];
  if (isBase(at) || !isRecord(entry) || !isResponsiveEntry(property, entry)) {
    return withValue(entries, property, value);
  }
  const id = at as string;
  const overrides = overridesOf(entry);
  if (Object.hasOwn(overrides, id) && Object.is(overrides[id], value)) return entries;
  return { ...entries, [property]: withValueAt(entry, id, value) };
}

/**
 * The state with the dataTypes of a brick or of the template replaced by `update(dataTypes)`, copying
 * only along that path. The same state when nothing changed.
 */
export function updateEntries<S extends EditorData>(
  state: S,
  target: EditTarget,
  update: (entries: PropertyEntries) => PropertyEntries,
): S {
  if (target.kind === 'brick') {
    return updateBrick(state, target.id, (brick) => {
      const dataTypes = update(brick.dataTypes);
      return dataTypes === brick.dataTypes ? brick : { ...brick, dataTypes };
    });
  }
  const dataTypes = update(state.template.dataTypes);
  if (dataTypes === state.template.dataTypes) return state;
  return { ...state, template: { ...state.template, dataTypes } };
}
