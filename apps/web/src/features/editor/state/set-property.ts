import { isLocked, isRecord, updateEntries, withValueAtBreakpoint } from './entries.ts';
import { rename } from './rename.ts';
import type { EditorData, EditTarget } from './store-api.ts';

/**
 * Sets one property's value; the entry's other fields stay. Missing and locked entries are left alone
 * (locked ones become editable in prefab view, issue 8; a lock holds at every breakpoint). A brick's `name`
 * goes through rename so that brick.name follows it.
 *
 * `at` is the breakpoint the edit is made at (issue 23; absent, null or 'desktop': the base). A responsive
 * entry then gets an override at `at`; any other entry keeps one value for all sizes (entries.ts
 * withValueAtBreakpoint).
 */
export function setProperty<S extends EditorData>(
  state: S,
  target: EditTarget,
  property: string,
  value: unknown,
  at: string | null = null,
): S {
  if (target.kind === 'brick' && property === 'name' && typeof value === 'string') {
    return rename(state, target.id, value, { respectLock: true });
  }
  return updateEntries(state, target, (entries) => {
    const entry = entries[property];
    if (!isRecord(entry) || isLocked(entry)) return entries;
    return withValueAtBreakpoint(entries, property, value, at);
  });
}
