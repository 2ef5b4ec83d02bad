import { type Breakpoint, sortBreakpoints } from '../breakpoints.ts';
import type { LinkContext } from '../property-types/link.ts';
import { type DataTypeEntryLike, resolveProp } from '../property-types/resolve.ts';
import type { PropertySettings } from '../property-types/values.ts';
import { isResponsiveEntry, overridesOf, VISIBILITY_PROPERTY, valueAt } from './values.ts';

/**
 * One property's values below the desktop, as a render node carries them next to its props (which hold the
 * desktop values): the value in force at each breakpoint where it changes, widest first. JSON, so that it
 * crosses into the editor's frame and the live renderer's isolate; css.ts turns it into CSS there.
 */
export interface ResponsiveProp {
  type: string;
  settings?: PropertySettings;
  /** [maxWidth, value in force from that width down], widest first; only where the value changes. */
  steps: Array<[maxWidth: number, value: unknown]>;
}

export type ResponsiveProps = Record<string, ResponsiveProp>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The per-breakpoint part of a brick's props: only properties with values at some breakpoint of `breakpoints`
 * (unknown ids are ignored), resolved like their desktop value; undefined when the brick has none, which is
 * every brick of content saved before breakpoints existed. Never throws: a value that cannot be resolved is
 * left out, as resolvePropsTolerant leaves out its desktop value.
 */
export function responsivePropsOf(
  dataTypes: Readonly<Record<string, unknown>>,
  breakpoints: readonly Breakpoint[],
  context?: LinkContext | null,
): ResponsiveProps | undefined {
  if (breakpoints.length === 0) return undefined;
  const widestFirst = sortBreakpoints(breakpoints);
  let out: ResponsiveProps | undefined;
  for (const name in dataTypes) {
    const entry = dataTypes[name] as DataTypeEntryLike | null;
    if (!entry || typeof entry !== 'object' || !Object.hasOwn(dataTypes, name)) continue;
    const overrides = overridesOf(entry);
    if (!widestFirst.some((bp) => Object.hasOwn(overrides, bp.id))) continue;
    if (!isResponsiveEntry(name, entry)) continue;
    try {
      const resolve = (value: unknown) => resolveProp(name, { ...entry, value }, context);
      let previous = resolve(valueAt(entry, null, widestFirst).value);
      const steps: ResponsiveProp['steps'] = [];
      for (const bp of widestFirst) {
        const value = resolve(valueAt(entry, bp.id, widestFirst).value);
        if (!same(value, previous)) steps.push([bp.maxWidth, value]);
        previous = value;
      }
      if (steps.length === 0) continue;
      out ??= {};
      out[name] = entry.settings
        ? { type: entry.type, settings: entry.settings, steps }
        : { type: entry.type, steps };
    } catch {
      // A value its type cannot normalise: the brick keeps its desktop value at every width.
    }
  }
  return out;
}

/** Whether a brick with these values is visible at some width (a brick hidden everywhere is not drawn live). */
export function visibleSomewhere(
  dataTypes: Readonly<Record<string, unknown>>,
  breakpoints: readonly Breakpoint[],
): boolean {
  const entry = dataTypes[VISIBILITY_PROPERTY] as DataTypeEntryLike | undefined;
  if (!entry || typeof entry !== 'object') return true;
  if (valueAt(entry, null, breakpoints).value !== false) return true;
  return breakpoints.some((bp) => valueAt(entry, bp.id, breakpoints).value !== false);
}

/**
 * A brick switched off in the inspector at every width: left out of the live page with its contents, and of
 * what its forms accept (publishedForms). Hidden is its `visibility` value being false and, when it has values
 * per breakpoint, false at every one of them too.
 */
export function hiddenEverywhere(
  dataTypes: Readonly<Record<string, unknown>> | null | undefined,
  breakpoints: readonly Breakpoint[],
): boolean {
  const entry = dataTypes?.[VISIBILITY_PROPERTY] as DataTypeEntryLike | null | undefined;
  if (typeof entry !== 'object' || entry === null || entry.value !== false) return false;
  if (Object.keys(overridesOf(entry)).length === 0) return true;
  return !visibleSomewhere(dataTypes as Record<string, unknown>, breakpoints);
}
