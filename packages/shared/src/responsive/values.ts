import { BASE_BREAKPOINT, BREAKPOINT_ID, type Breakpoint, breakpointChain } from '../breakpoints.ts';
import { isPropertyTypeName, type PropertyTypeName } from '../property-types/constants.ts';
import { propertyType } from '../property-types/definitions.ts';

/**
 * Values per breakpoint (issue 23, docs/decisions/0035). A property entry holds its desktop value in `value`
 * and, only where a designer set one, `breakpoints: { [breakpointId]: value }`. These are the content-side rules:
 * which entries may vary, the value in force at a breakpoint (and where it comes from), setting and clearing an
 * override, and the check the server runs on saved content. css.ts turns the values into CSS.
 */

/** Types that style a brick: their values may differ per breakpoint. Texts, selects, media and links do not. */
export const RESPONSIVE_TYPES: ReadonlySet<PropertyTypeName> = new Set<PropertyTypeName>([
  'Animation',
  'BackgroundColor',
  'BorderColor',
  'BorderRadius',
  'BorderStyle',
  'BorderWidth',
  'BoxShadow',
  'BoxShadowColor',
  'Color',
  'FontSelector',
  'FontSize',
  'HorizontalAlign',
  'LetterSpacing',
  'LineHeight',
  'MaxSize',
  'MinSize',
  'Size',
  'SliderUnit',
  'Spacing',
  'TextColor',
  'TextHorizontalAlign',
  'TextShadow',
  'TextShadowColor',
  'TextStyle',
  'VerticalAlign',
]);

/**
 * Other string-valued types a component may declare responsive with `settings.responsive: true`: its code then
 * gets a CSS `var()` in that prop, for use in `style` only (docs/component-authoring.md).
 */
export const DECLARABLE_RESPONSIVE_TYPES: ReadonlySet<PropertyTypeName> = new Set<PropertyTypeName>([
  'Select',
  'TextInput',
]);

/** The visibility switch, which every brick has: per breakpoint too ("hide on phone"). */
export const VISIBILITY_PROPERTY = 'visibility';

export interface EntryLike {
  readonly type?: unknown;
  readonly value?: unknown;
  readonly defaultValue?: unknown;
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly breakpoints?: unknown;
}

/** Whether a property may hold values per breakpoint. */
export function isResponsiveEntry(name: string, entry: EntryLike | null | undefined): boolean {
  if (!entry || typeof entry.type !== 'string' || !isPropertyTypeName(entry.type)) return false;
  if (name === VISIBILITY_PROPERTY) return true;
  if (name === 'name') return false;
  if (RESPONSIVE_TYPES.has(entry.type)) return true;
  return DECLARABLE_RESPONSIVE_TYPES.has(entry.type) && entry.settings?.responsive === true;
}

/** The stored overrides of an entry, as a plain map; {} when there are none or they are damaged. */
export function overridesOf(entry: EntryLike | null | undefined): Readonly<Record<string, unknown>> {
  const map = entry?.breakpoints;
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return {};
  return map as Record<string, unknown>;
}

function baseValue(entry: EntryLike): unknown {
  return entry.value !== undefined ? entry.value : entry.defaultValue;
}

export interface ValueAt {
  /** The value in force (as stored, not normalized). */
  value: unknown;
  /** Where it comes from: the breakpoint it is set at, or BASE_BREAKPOINT. */
  from: string;
}

/**
 * The value in force at breakpoint `id` (BASE_BREAKPOINT or null for desktop): the one set at `id`, else at the
 * nearest wider breakpoint that has one, else the base. Overrides of unknown breakpoints are ignored.
 */
export function valueAt(entry: EntryLike, id: string | null, breakpoints: readonly Breakpoint[]): ValueAt {
  const overrides = overridesOf(entry);
  for (const bp of breakpointChain(breakpoints, id)) {
    if (Object.hasOwn(overrides, bp.id) && overrides[bp.id] !== undefined) {
      return { value: overrides[bp.id], from: bp.id };
    }
  }
  return { value: baseValue(entry), from: BASE_BREAKPOINT };
}

/** Whether the entry has its own value at `id` (the base always has one). */
export function isSetAt(entry: EntryLike, id: string | null): boolean {
  if (id === null || id === BASE_BREAKPOINT) return true;
  return Object.hasOwn(overridesOf(entry), id);
}

/** The entry with `value` set at breakpoint `id` (the base when `id` is null or BASE_BREAKPOINT). */
export function withValueAt<E extends EntryLike>(entry: E, id: string | null, value: unknown): E {
  if (id === null || id === BASE_BREAKPOINT) return { ...entry, value };
  return { ...entry, breakpoints: { ...overridesOf(entry), [id]: value } };
}

/** The entry without its override at `id`; without `breakpoints` at all when none is left. */
export function withoutValueAt<E extends EntryLike>(entry: E, id: string): E {
  const overrides = overridesOf(entry);
  if (!Object.hasOwn(overrides, id)) return entry;
  const { [id]: _removed, ...rest } = overrides;
  const { breakpoints: _all, ...without } = entry;
  return (Object.keys(rest).length > 0 ? { ...without, breakpoints: rest } : without) as E;
}

/** Every breakpoint id an entry holds a value at. */
export function overrideIds(entry: EntryLike): string[] {
  return Object.keys(overridesOf(entry));
}

/**
 * A dataTypes map with every value replaced by the one in force at `id`, `breakpoints` dropped: what a
 * component shows at that breakpoint. Returns the same object when nothing differs.
 */
export function dataTypesAt<T extends Readonly<Record<string, unknown>>>(
  dataTypes: T,
  id: string | null,
  breakpoints: readonly Breakpoint[],
): T {
  if (id === null || id === BASE_BREAKPOINT) return dataTypes;
  let out: Record<string, unknown> | null = null;
  for (const name in dataTypes) {
    const entry = dataTypes[name] as EntryLike | null;
    if (!entry || typeof entry !== 'object' || entry.breakpoints === undefined) continue;
    const at = valueAt(entry, id, breakpoints);
    out ??= { ...dataTypes };
    out[name] = { ...entry, value: at.value };
  }
  return (out ?? dataTypes) as T;
}

/** dataTypes without any value at breakpoint `id` (a deleted breakpoint); the same object when none had one. */
export function dropBreakpointValues<T extends Readonly<Record<string, unknown>>>(
  dataTypes: T,
  id: string,
): T {
  let out: Record<string, unknown> | null = null;
  for (const name in dataTypes) {
    const entry = dataTypes[name] as EntryLike | null;
    if (!entry || typeof entry !== 'object' || !Object.hasOwn(overridesOf(entry), id)) continue;
    out ??= { ...dataTypes };
    out[name] = withoutValueAt(entry, id);
  }
  return (out ?? dataTypes) as T;
}

/**
 * Why a dataTypes map's breakpoint values cannot be stored, naming the property and the breakpoint, or null.
 * Only `breakpoints` is checked: base values are the spec's, and content saved before issue 23 has none. With
 * `breakpoints` null (a component's or template's defaults, which belong to no app) any well-formed id is taken.
 */
export function breakpointValuesProblem(
  dataTypes: Readonly<Record<string, unknown>>,
  breakpoints: readonly Breakpoint[] | null,
  where = '',
): string | null {
  const known = breakpoints ? new Set(breakpoints.map((bp) => bp.id)) : null;
  for (const name in dataTypes) {
    const entry = dataTypes[name] as EntryLike | null;
    if (!entry || typeof entry !== 'object' || entry.breakpoints === undefined) continue;
    const label = `${where}${name}`;
    const map = entry.breakpoints;
    if (map === null || typeof map !== 'object' || Array.isArray(map)) {
      return `${label}: breakpoints must be an object of values by breakpoint id`;
    }
    const ids = Object.keys(map);
    if (ids.length === 0) continue;
    if (!isResponsiveEntry(name, entry)) {
      return `${label}: ${String(entry.type)} values cannot vary by breakpoint`;
    }
    for (const id of ids) {
      if (known && !known.has(id)) return `${label}: '${id}' is not one of this app's breakpoints`;
      if (!known && !BREAKPOINT_ID.test(id)) {
        return `${label}: '${id}' is not a breakpoint id (lowercase letters, digits and dashes)`;
      }
      const value = (map as Record<string, unknown>)[id];
      const problem = valueShapeProblem(name, entry.type as PropertyTypeName, value);
      if (problem) return `${label} at breakpoint '${id}': ${problem}`;
    }
  }
  return null;
}

/** Why `value` is not a value of property `name` of `type` (its schema's first issue), or null. */
export function valueShapeProblem(name: string, type: PropertyTypeName, value: unknown): string | null {
  if (name === VISIBILITY_PROPERTY) return typeof value === 'boolean' ? null : 'must be true or false';
  const parsed = propertyType(type).schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${path}${issue?.message ?? `not a ${type} value`}`;
}
