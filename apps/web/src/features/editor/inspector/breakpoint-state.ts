/**
 * What a field shows at the active breakpoint (issue 23): the value in force there and, for a property that
 * may vary by size, where that value comes from. Pure, so the inspector's indicators are tested without a DOM.
 */
import {
  BASE_BREAKPOINT,
  type Breakpoint,
  breakpointLabel,
  isResponsiveEntry,
  isSetAt,
  overrideIds,
  valueAt,
} from '@tessera/shared';
import type { PropertyEntry } from '../model/types.ts';

export type FieldBreakpointKind =
  /** At the desktop, a property that may vary by size: its base value. */
  | 'base'
  /** At a breakpoint, a value set at that breakpoint (it can be cleared). */
  | 'set'
  /** At a breakpoint, a value inherited from a wider breakpoint or the desktop. */
  | 'inherited'
  /** A property with one value for every size (texts, selects, media, links). */
  | 'all';

export interface FieldBreakpointState {
  readonly kind: FieldBreakpointKind;
  /** Where the value in force comes from: a breakpoint id, or BASE_BREAKPOINT. */
  readonly from: string;
  /** The value in force at the active breakpoint, as stored. */
  readonly value: unknown;
  /** The breakpoints holding a value of their own, widest first (known ones only). */
  readonly overrides: readonly string[];
  /** The active breakpoint the state was read at. */
  readonly at: string;
}

/** The field's state at `active` (BASE_BREAKPOINT or a breakpoint id) among the app's `breakpoints`. */
export function fieldBreakpointState(
  name: string,
  entry: PropertyEntry,
  active: string,
  breakpoints: readonly Breakpoint[],
): FieldBreakpointState {
  if (!isResponsiveEntry(name, entry)) {
    const value = valueAt(entry, null, breakpoints).value;
    return { kind: 'all', from: BASE_BREAKPOINT, value, overrides: [], at: active };
  }
  const ids = new Set(overrideIds(entry));
  const overrides = breakpoints.filter((bp) => ids.has(bp.id)).map((bp) => bp.id);
  const at = valueAt(entry, active, breakpoints);
  if (active === BASE_BREAKPOINT) {
    return { kind: 'base', from: BASE_BREAKPOINT, value: at.value, overrides, at: active };
  }
  const known = breakpoints.some((bp) => bp.id === active);
  const kind = known && isSetAt(entry, active) && at.from === active ? 'set' : 'inherited';
  return { kind, from: at.from, value: at.value, overrides, at: active };
}

/** The entry as a field at the active breakpoint edits it: its value replaced by the one in force there. */
export function entryAt(entry: PropertyEntry, state: FieldBreakpointState): PropertyEntry {
  return Object.is(entry.value, state.value) ? entry : { ...entry, value: state.value };
}

export type IndicatorText =
  | { key: 'inspector.breakpoint.set' | 'inspector.breakpoint.inherited'; values: { name: string } }
  | { key: 'inspector.breakpoint.all_sizes'; values: Record<string, never> }
  | { key: 'inspector.breakpoint.also_set'; values: { names: string } };

/** What the indicator says, as a translation key and its values (the component translates it). */
export function indicatorText(
  state: FieldBreakpointState,
  breakpoints: readonly Breakpoint[],
  locale: string,
): IndicatorText | null {
  const name = (id: string) => breakpointLabel(breakpoints, id, locale);
  switch (state.kind) {
    case 'set':
      return { key: 'inspector.breakpoint.set', values: { name: name(state.from) } };
    case 'inherited':
      return { key: 'inspector.breakpoint.inherited', values: { name: name(state.from) } };
    case 'all':
      // Said only at a breakpoint: at the desktop every field edits the one value anyway.
      return state.at === BASE_BREAKPOINT ? null : { key: 'inspector.breakpoint.all_sizes', values: {} };
    case 'base':
      return state.overrides.length > 0
        ? { key: 'inspector.breakpoint.also_set', values: { names: state.overrides.map(name).join(', ') } }
        : null;
  }
}
