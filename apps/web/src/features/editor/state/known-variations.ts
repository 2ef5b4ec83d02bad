import { mapBricks, overridesOf, translationsOf } from '@tessera/shared';
import type { EditorBrick, PropertyEntries, PropertyEntry, Slots } from '../model/types.ts';
import { isRecord } from './entries.ts';

/** What this app knows of: its breakpoint ids and, when given, its other languages. */
interface Known {
  readonly breakpoints: ReadonlySet<string>;
  readonly languages: ReadonlySet<string> | null;
}

/** `map` with only the keys `known` has, or null when none is left; the same map when all are known. */
function keptOf(
  map: Readonly<Record<string, unknown>>,
  known: ReadonlySet<string>,
): Readonly<Record<string, unknown>> | null {
  const keys = Object.keys(map);
  if (keys.every((key) => known.has(key))) return map;
  const kept = Object.fromEntries(keys.filter((key) => known.has(key)).map((key) => [key, map[key]]));
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The entry with `field` (breakpoints, locales) narrowed to what is known; the same entry when all is. */
function narrowed(
  entry: PropertyEntry,
  field: 'breakpoints' | 'locales',
  map: Readonly<Record<string, unknown>>,
  known: ReadonlySet<string>,
): PropertyEntry {
  const kept = keptOf(map, known);
  if (kept === map) return entry;
  const { [field]: _dropped, ...rest } = entry;
  return (kept ? { ...rest, [field]: kept } : rest) as PropertyEntry;
}

/** The entries without values at unknown breakpoints or in unknown languages; the same object when all are known. */
function knownEntries(entries: PropertyEntries, known: Known): PropertyEntries {
  let next: Record<string, PropertyEntry> | null = null;
  for (const name in entries) {
    const entry = entries[name];
    if (!isRecord(entry)) continue;
    let kept = entry;
    if (kept.breakpoints !== undefined)
      kept = narrowed(kept, 'breakpoints', overridesOf(kept), known.breakpoints);
    if (known.languages && kept.locales !== undefined)
      kept = narrowed(kept, 'locales', translationsOf(kept), known.languages);
    if (kept === entry) continue;
    next ??= { ...entries };
    next[name] = kept;
  }
  return next ?? entries;
}

/**
 * A brick pasted from another app (decision 0031) keeps only its values at breakpoints this app has (issue
 * 23) and its translations in languages this app has (issue 26; `languages` absent: all kept): the server
 * would refuse a page holding either, and they would never show here. Its contents too; the same brick when
 * everything is known.
 */
export function withKnownVariations(
  brick: EditorBrick,
  breakpoints: readonly string[],
  languages?: readonly string[],
): EditorBrick {
  const known: Known = {
    breakpoints: new Set(breakpoints),
    languages: languages ? new Set(languages) : null,
  };
  const own = knownEntries(brick.dataTypes, known);
  const top = own === brick.dataTypes ? brick : { ...brick, dataTypes: own };
  if (!top.slots) return top;
  const slots = mapBricks(top.slots, (inner) => {
    const dataTypes = knownEntries(inner.dataTypes, known);
    return dataTypes === inner.dataTypes ? inner : { ...inner, dataTypes };
  }) as Slots;
  return slots === top.slots ? top : { ...top, slots };
}
