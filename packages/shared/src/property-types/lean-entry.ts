import { isResponsiveEntry } from '../responsive/values.ts';
import { isPropertyTypeName } from './constants.ts';
import { isRecord } from './values.ts';

/**
 * What a property entry on a brick (or on a page's template settings) holds of its own, and what it reads from
 * its component's (or template's) definition: the one rule of lean page content (content version 5,
 * docs/decisions/0037, PAGE-MODEL "Bricks hold values, components hold definitions").
 *
 * A lean entry keeps only the brick's state: `value` and its variations (`breakpoints`, decision 0035, and, as
 * they come, `locales` and `binding`), plus `type`, the type that value was written for. Everything else
 * (labels in both languages, group, `defaultValue`, `settings` and their options, a prefab's `isMutable`, which
 * page content never stores: decision 0016) is the definition's. The `type` is the value's, not a copy of the
 * definition: it is what tells a value written for a property whose type has since changed (then the definition's
 * default is used, as the editor always did), and what lets a value per breakpoint be checked on its own.
 *
 * Absent keys follow the definition: no `value` is the definition's default (defaultValue, else its value), no
 * `breakpoints` the definition's values per breakpoint, and `breakpoints: {}` says the brick has none where the
 * definition has some. An entry with nothing of its own is left out of the brick altogether.
 */
export const BRICK_ENTRY_KEYS = ['type', 'value', 'breakpoints', 'locales', 'binding'] as const;

/** The variations of a value: the keys besides `value` that belong to the brick. */
const VARIATION_KEYS = ['locales', 'binding'] as const;

type Entry = Readonly<Record<string, unknown>>;

/** Structural equality of JSON values; key order does not matter. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    return a.length === list.length && a.every((item, index) => sameJson(item, list[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  if (keys.length !== Object.keys(right).filter((key) => right[key] !== undefined).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/** The value a property takes when its brick sets none: the definition's defaultValue, else its value. */
export function definitionDefault(definition: Entry): unknown {
  return definition.defaultValue !== undefined ? definition.defaultValue : definition.value;
}

/** Values per breakpoint as a map, {} for none (absent, damaged or empty). */
function breakpointMap(entry: Entry): Readonly<Record<string, unknown>> {
  return isRecord(entry.breakpoints) ? entry.breakpoints : {};
}

/**
 * A full entry (content up to version 4, the editor's state, a clipboard) stripped of its definition without
 * knowing the definition: everything of the brick is kept, so nothing changes meaning. A full entry without
 * `breakpoints` had none (decision 0035); in lean content that reads "the definition's", so a property that may
 * vary gets an explicit `breakpoints: {}`. Not for entries that are lean already.
 */
export function stripEntry(property: string, entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const lean = ownKeys(entry) as Record<string, unknown>;
  if (lean.breakpoints === undefined && isResponsiveEntry(property, entry as never)) lean.breakpoints = {};
  return lean;
}

/** The brick's keys of an entry, nothing added: an entry that is lean already stays as it is. */
function ownKeys(entry: unknown): unknown {
  if (!isRecord(entry)) return entry;
  const lean: Record<string, unknown> = {};
  for (const key of BRICK_ENTRY_KEYS) if (entry[key] !== undefined) lean[key] = entry[key];
  return lean;
}

/**
 * An entry of the editor's state or of expanded content as lean content stores it, given the property's current
 * definition: only what differs from the definition; null when nothing does (the property is left out of the
 * brick). Without a definition (the component is gone or no longer has the property) the entry went through
 * expandEntries as stored, lean, and is kept so: values are never dropped.
 */
export function leanEntry(entry: unknown, definition: unknown): unknown {
  if (!isRecord(definition) || !isRecord(entry)) return ownKeys(entry);
  // An entry of a type this release does not know is kept whole: nothing can say what of it is definition.
  if (typeof entry.type === 'string' && !isPropertyTypeName(entry.type)) return entry;
  const lean: Record<string, unknown> = {};
  if (entry.value !== undefined && !sameJson(entry.value, definitionDefault(definition)))
    lean.value = entry.value;
  const own = breakpointMap(entry);
  if (!sameJson(own, breakpointMap(definition))) lean.breakpoints = own;
  for (const key of VARIATION_KEYS) if (entry[key] !== undefined) lean[key] = entry[key];
  if (Object.keys(lean).length === 0) return null;
  return { type: typeof entry.type === 'string' ? entry.type : definition.type, ...lean };
}

/**
 * A lean entry with its definition: the definition's entry with the brick's value (else the definition's
 * default) and values per breakpoint (else the definition's; none when the property can no longer vary, as
 * the server would refuse them). A stored entry written for another type than the definition's gives way to the
 * definition's default, and one of a type this release does not know is kept as it is.
 */
export function expandEntry(property: string, lean: unknown, definition: Entry): Record<string, unknown> {
  const stored = isRecord(lean) ? lean : {};
  if (typeof stored.type === 'string' && !isPropertyTypeName(stored.type)) return stored;
  const { breakpoints: designed, ...rest } = definition;
  if (stored.type !== undefined && stored.type !== definition.type) {
    return { ...definition, value: definitionDefault(definition) };
  }
  const entry: Record<string, unknown> = {
    ...rest,
    value: stored.value !== undefined ? stored.value : definitionDefault(definition),
  };
  for (const key of VARIATION_KEYS) if (stored[key] !== undefined) entry[key] = stored[key];
  const breakpoints = stored.breakpoints !== undefined ? stored.breakpoints : designed;
  if (breakpoints === undefined || !isResponsiveEntry(property, entry as never)) return entry;
  if (isRecord(breakpoints) && Object.keys(breakpoints).length === 0) return entry;
  return { ...entry, breakpoints };
}

/**
 * A brick's (or the template's) lean entries with their definitions: every property the definition has, in its
 * order, expanded; then the stored entries the definition no longer has, as stored (kept, never dropped, and
 * written back on save; they render as nothing the component knows of).
 */
export function expandEntries(
  stored: Readonly<Record<string, unknown>>,
  definitions: Readonly<Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const expanded: Record<string, Record<string, unknown>> = {};
  for (const property in definitions) {
    const definition = definitions[property];
    if (!isRecord(definition)) continue;
    expanded[property] = expandEntry(property, stored[property], definition);
  }
  for (const property in stored) {
    if (!Object.hasOwn(expanded, property)) expanded[property] = stored[property] as Record<string, unknown>;
  }
  return expanded;
}

/** leanEntry of every entry; entries with nothing of their own are left out. */
export function leanEntries(
  entries: Readonly<Record<string, unknown>>,
  definitions: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const lean: Record<string, unknown> = {};
  for (const property in entries) {
    const entry = leanEntry(entries[property], definitions?.[property]);
    if (entry !== null) lean[property] = entry;
  }
  return lean;
}

/** stripEntry of every entry. */
export function stripEntries(entries: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const lean: Record<string, unknown> = {};
  for (const property in entries) lean[property] = stripEntry(property, entries[property]);
  return lean;
}
