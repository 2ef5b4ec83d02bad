import { isLocked, isRecord, updateEntries, withValue } from './entries.ts';
import { rename } from './rename.ts';
import type { EditorData, EditTarget } from './store-api.ts';

/**
 * Sets one property's value; the entry's other fields stay. Missing and locked entries are left alone
 * (locked ones become editable in prefab view, issue 8). A brick's `name` goes through rename so that
 * brick.name follows it.
 */
export function setProperty<S extends EditorData>(
  state: S,
  target: EditTarget,
  property: string,
  value: unknown,
): S {
  if (target.kind === 'brick' && property === 'name' && typeof value === 'string') {
    return rename(state, target.id, value, { respectLock: true });
  }
  return updateEntries(state, target, (entries) => {
    const entry = entries[property];
    if (!isRecord(entry) || isLocked(entry)) return entries;
    return withValue(entries, property, value);
  });
}
