import { withoutValueAt } from '@tessera/shared';
import { isBase, isLocked, isRecord, updateEntries } from './entries.ts';
import type { EditorData, EditTarget } from './store-api.ts';

/**
 * "Clear override" (issue 23): the property's value at breakpoint `at` is removed, so it inherits again from
 * the nearest wider breakpoint or the desktop. The desktop value cannot be cleared (nothing to inherit from);
 * a locked entry keeps its overrides like its value. The same state when there is nothing to clear.
 */
export function clearOverride<S extends EditorData>(
  state: S,
  target: EditTarget,
  property: string,
  at: string,
): S {
  if (isBase(at)) return state;
  return updateEntries(state, target, (entries) => {
    const entry = entries[property];
    if (!isRecord(entry) || isLocked(entry)) return entries;
    const next = withoutValueAt(entry, at);
    return next === entry ? entries : { ...entries, [property]: next };
  });
}
