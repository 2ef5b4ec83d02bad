import { mapBricks, overridesOf } from '@tessera/shared';
import type { EditorBrick, PropertyEntries, PropertyEntry, Slots } from '../model/types.ts';
import { isRecord } from './entries.ts';

/** The entries without values at breakpoints outside `known`; the same object when all are known. */
function knownEntries(entries: PropertyEntries, known: ReadonlySet<string>): PropertyEntries {
  let next: Record<string, PropertyEntry> | null = null;
  for (const name in entries) {
    const entry = entries[name];
    if (!isRecord(entry) || entry.breakpoints === undefined) continue;
    const overrides = overridesOf(entry);
    const ids = Object.keys(overrides);
    if (ids.every((id) => known.has(id))) continue;
    const kept = Object.fromEntries(ids.filter((id) => known.has(id)).map((id) => [id, overrides[id]]));
    const { breakpoints: _dropped, ...rest } = entry;
    next ??= { ...entries };
    next[name] = (Object.keys(kept).length > 0 ? { ...rest, breakpoints: kept } : rest) as PropertyEntry;
  }
  return next ?? entries;
}

/**
 * A brick pasted from another app (decision 0031) keeps only its values at breakpoints this app has (issue
 * 23): the server would refuse a page holding values at unknown breakpoints, and they would never show here.
 * Its contents too; the same brick when every value is at a known breakpoint.
 */
export function withKnownBreakpoints(brick: EditorBrick, known: readonly string[]): EditorBrick {
  const ids = new Set(known);
  const own = knownEntries(brick.dataTypes, ids);
  const top = own === brick.dataTypes ? brick : { ...brick, dataTypes: own };
  if (!top.slots) return top;
  const slots = mapBricks(top.slots, (inner) => {
    const dataTypes = knownEntries(inner.dataTypes, ids);
    return dataTypes === inner.dataTypes ? inner : { ...inner, dataTypes };
  }) as Slots;
  return slots === top.slots ? top : { ...top, slots };
}
