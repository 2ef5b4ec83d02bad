import { isTranslatableEntry, translationsOf, withoutTranslation, withTranslation } from '@tessera/shared';
import type { PropertyEntries } from '../model/types.ts';
import { isLocked, isRecord, updateEntries, withValueAtBreakpoint } from './entries.ts';
import { rename } from './rename.ts';
import type { EditorData, EditTarget } from './store-api.ts';

/**
 * Sets one property's value; the entry's other fields stay. Missing and locked entries are left alone
 * (locked ones become editable in prefab view, issue 8; a lock holds at every breakpoint and in every
 * language). A brick's `name` goes through rename so that brick.name follows it.
 *
 * `at` is the breakpoint the edit is made at (issue 23; absent, null or 'desktop': the base). A responsive
 * entry then gets an override at `at`; any other entry keeps one value for all sizes (entries.ts
 * withValueAtBreakpoint).
 *
 * `language` is the language the edit is made in (issue 26; null: the app's default). A translatable entry
 * (a text, an alt text) then gets its translation in that language, one for all sizes; any other entry
 * (styles, layout) is shared by every language and is set as in the default.
 */
export function setProperty<S extends EditorData>(
  state: S,
  target: EditTarget,
  property: string,
  value: unknown,
  at: string | null = null,
  language: string | null = null,
): S {
  if (target.kind === 'brick' && property === 'name' && typeof value === 'string') {
    return rename(state, target.id, value, { respectLock: true });
  }
  return updateEntries(state, target, (entries) => {
    const entry = entries[property];
    if (!isRecord(entry) || isLocked(entry)) return entries;
    return withEditedValue(entries, property, value, at, language);
  });
}

/**
 * The entries with one property's value as typed at breakpoint `at` in `language` (setProperty's rule, without
 * the lock: the prefab dialog edits locked properties too). The same object when nothing changes.
 */
export function withEditedValue(
  entries: PropertyEntries,
  property: string,
  value: unknown,
  at: string | null,
  language: string | null,
): PropertyEntries {
  const entry = entries[property];
  if (language !== null && isRecord(entry) && isTranslatableEntry(property, entry)) {
    const map = translationsOf(entry);
    if (Object.hasOwn(map, language) && Object.is(map[language], value)) return entries;
    return { ...entries, [property]: withTranslation(entry, language, value) };
  }
  return withValueAtBreakpoint(entries, property, value, at);
}

/** The entries without one property's translation in `language`; the same object when it has none. */
export function withoutTranslationIn(
  entries: PropertyEntries,
  property: string,
  language: string,
): PropertyEntries {
  const entry = entries[property];
  if (!isRecord(entry)) return entries;
  const next = withoutTranslation(entry, language);
  return next === entry ? entries : { ...entries, [property]: next };
}

/**
 * "Remove translation" (issue 26): the property reads the default language's text again in `language`. A
 * locked entry keeps its translations like its value. The same state when there is nothing to remove.
 */
export function clearTranslation<S extends EditorData>(
  state: S,
  target: EditTarget,
  property: string,
  language: string,
): S {
  return updateEntries(state, target, (entries) => {
    const entry = entries[property];
    if (!isRecord(entry) || isLocked(entry)) return entries;
    return withoutTranslationIn(entries, property, language);
  });
}
