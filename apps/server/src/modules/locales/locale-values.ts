import {
  compactTranslation,
  type PageTranslation,
  type PageTranslations,
  pageTranslationsOf,
  type SiteLocales,
  translationsOf,
} from '@tessera/shared';
import {
  type DataTypes,
  eachContentEntries,
  eachPrefabEntries,
  isRecord,
  mapContentEntries,
  mapPrefabEntries,
} from '../pages/content-entries.ts';

/**
 * How an app's translations follow a change of its languages (issue 26, docs/decisions/0042), and how many there
 * are: over every entries map of its pages and prefabs (pages/content-entries.ts).
 *
 * - A removed language's translations go.
 * - A new default that was one of the others takes its translations as the base texts; the old default's texts
 *   become its translations when it stays among the others (nothing is lost), and go when it is removed. A value
 *   the new default never translated keeps its text as the base.
 * - A new default that was not among the others only renames the base's language: every text stays.
 */
export interface LocaleChange {
  readonly before: SiteLocales;
  readonly after: SiteLocales;
}

/** The other languages that go: in the list before, in neither the list nor the default after. */
export function removedLocales({ before, after }: LocaleChange): string[] {
  return before.others.filter((tag) => tag !== after.default && !after.others.includes(tag));
}

/** Whether the default's base texts swap with another language's translations. */
function promoted({ before, after }: LocaleChange): string | null {
  return after.default !== before.default && before.others.includes(after.default) ? after.default : null;
}

/** Whether a change rewrites any stored value at all. */
export function touchesValues(change: LocaleChange): boolean {
  return removedLocales(change).length > 0 || promoted(change) !== null;
}

function entryAfter(entry: Record<string, unknown>, change: LocaleChange, removed: readonly string[]) {
  const own = translationsOf(entry);
  const next: Record<string, unknown> = { ...own };
  let value = entry.value;
  const up = promoted(change);
  if (up !== null && Object.hasOwn(own, up) && own[up] !== undefined) {
    if (change.after.others.includes(change.before.default) && value !== undefined)
      next[change.before.default] = value;
    value = own[up];
  }
  if (up !== null) delete next[up];
  for (const tag of removed) delete next[tag];
  const { locales: _old, ...rest } = entry;
  const out: Record<string, unknown> = { ...rest };
  if (value !== undefined) out.value = value;
  if (Object.keys(next).length > 0) out.locales = next;
  return out;
}

/** One entries map after the change; the same object when no entry held a translation it touches. */
function mapTranslations(dataTypes: DataTypes, change: LocaleChange, removed: readonly string[]): DataTypes {
  const touched = [...removed, ...(promoted(change) ? [promoted(change)!] : [])];
  let out: Record<string, unknown> | null = null;
  for (const name in dataTypes) {
    const entry = dataTypes[name];
    if (!isRecord(entry) || entry.locales === undefined) continue;
    const own = translationsOf(entry);
    if (!touched.some((tag) => Object.hasOwn(own, tag))) continue;
    out ??= { ...dataTypes };
    out[name] = entryAfter(entry, change, removed);
  }
  return out ?? dataTypes;
}

/** Page content after a change of the app's languages: template settings and every brick. */
export function contentAfterLocales<C extends Record<string, unknown>>(content: C, change: LocaleChange): C {
  if (!touchesValues(change)) return content;
  const removed = removedLocales(change);
  return mapContentEntries(content, (dataTypes) => mapTranslations(dataTypes, change, removed));
}

/** A prefab's stored parts after a change of the app's languages. */
export function prefabAfterLocales<P extends { dataTypes: DataTypes; slots: unknown }>(
  prefab: P,
  change: LocaleChange,
): P {
  if (!touchesValues(change)) return prefab;
  const removed = removedLocales(change);
  return mapPrefabEntries(prefab, (dataTypes) => mapTranslations(dataTypes, change, removed));
}

function countInto(counts: Map<string, number>, dataTypes: DataTypes): void {
  for (const entry of Object.values(dataTypes)) {
    if (!isRecord(entry)) continue;
    for (const tag of Object.keys(translationsOf(entry))) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
}

/** Counts the translations page content holds per language into `counts`. */
export function countContentTranslations(
  counts: Map<string, number>,
  content: Record<string, unknown>,
): void {
  eachContentEntries(content, (dataTypes) => countInto(counts, dataTypes));
}

/** Counts the translations a prefab holds per language into `counts`. */
export function countPrefabTranslations(
  counts: Map<string, number>,
  prefab: { dataTypes: DataTypes; slots: unknown },
): void {
  eachPrefabEntries(prefab, (dataTypes) => countInto(counts, dataTypes));
}

/** A page's own settings as the languages' rules see them. */
export interface PageSettingsRow {
  url: string;
  title: string;
  description: string;
  tags: string[];
  locales: unknown;
}

/**
 * A page's settings after a change of the app's languages, by the values' rules: a removed language's
 * translation goes; a promoted language's fields become the page's own, and the old default's own become its
 * translation (the fields that differ) when it stays. Null when nothing changes.
 */
export function pageSettingsAfterLocales(
  page: PageSettingsRow,
  change: LocaleChange,
): PageSettingsRow | null {
  const stored = pageTranslationsOf(page.locales);
  const removed = removedLocales(change).filter((tag) => Object.hasOwn(stored, tag));
  const up = promoted(change);
  if (removed.length === 0 && up === null) return null;
  const next: Record<string, PageTranslation> = { ...stored };
  for (const tag of removed) delete next[tag];
  let own = { url: page.url, title: page.title, description: page.description, tags: page.tags };
  if (up !== null) {
    const raised = stored[up] ?? {};
    delete next[up];
    const before = own;
    own = {
      url: raised.url ?? own.url,
      title: raised.title ?? own.title,
      description: raised.description ?? own.description,
      tags: raised.tags ? [...raised.tags] : own.tags,
    };
    if (change.after.others.includes(change.before.default)) {
      const kept = compactTranslation({
        url: before.url !== own.url ? before.url : undefined,
        title: before.title !== own.title ? before.title : undefined,
        description: before.description !== own.description ? before.description : undefined,
        tags: JSON.stringify(before.tags) !== JSON.stringify(own.tags) ? before.tags : undefined,
      });
      if (Object.keys(kept).length > 0) next[change.before.default] = kept;
    }
  }
  return { ...own, locales: next satisfies PageTranslations };
}
