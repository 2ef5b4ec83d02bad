import { isPropertyTypeName, type PropertyTypeName } from '../property-types/constants.ts';
import { isRecord } from '../property-types/values.ts';
import { valueShapeProblem } from '../responsive/values.ts';
import { LOCALE_TAG } from './site-locales.ts';

/**
 * Values per language (issue 26, docs/decisions/0042). A property entry holds its default-locale value in
 * `value` and, only where someone translated it, `locales: { [locale]: value }`. These are the content-side
 * rules: which entries are translated, the value in a locale (falling back to the default's), setting and
 * clearing a translation, what is left to translate, and the check the server runs on saved content.
 */

/** Text-like types: their values are translated. The rest (styles, layout, media choices) are shared. */
export const TRANSLATABLE_TYPES: ReadonlySet<PropertyTypeName> = new Set<PropertyTypeName>([
  'TextInput',
  'TextAreaInput',
  // The alt text is what differs; a different picture per language comes with it.
  'ImageSelector',
]);

/** The editors' own entries: never translated (the name is the brick's in the editor only). */
const NEVER = new Set(['name', 'visibility']);

/** Types a component may not declare translatable: what they hold is wiring, not words. */
const NOT_DECLARABLE = new Set<string>(['Form', 'FormField']);

export interface TranslatableEntryLike {
  readonly type?: unknown;
  readonly value?: unknown;
  readonly defaultValue?: unknown;
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly locales?: unknown;
}

/**
 * Whether a property is translated: a text-like type, or any other a component declares with
 * `settings.translatable: true` (docs/component-authoring.md).
 */
export function isTranslatableEntry(name: string, entry: TranslatableEntryLike | null | undefined): boolean {
  if (!entry || NEVER.has(name) || !isPropertyTypeName(entry.type)) return false;
  if (TRANSLATABLE_TYPES.has(entry.type)) return true;
  return entry.settings?.translatable === true && !NOT_DECLARABLE.has(entry.type);
}

/** The stored translations of an entry, as a plain map; {} when there are none or they are damaged. */
export function translationsOf(
  entry: TranslatableEntryLike | null | undefined,
): Readonly<Record<string, unknown>> {
  const map = entry?.locales;
  return isRecord(map) ? map : {};
}

/** Whether the entry has its own value in `locale` (the default locale's is the base, always there). */
export function isTranslatedIn(entry: TranslatableEntryLike, locale: string | null): boolean {
  if (locale === null) return true;
  const map = translationsOf(entry);
  return Object.hasOwn(map, locale) && map[locale] !== undefined;
}

/**
 * The entry as it reads in `locale` (null: the default locale): its translation as `value`, else the entry as
 * it is (the default's text), `locales` kept. The same object when nothing changes.
 */
export function entryIn<E extends TranslatableEntryLike>(entry: E, locale: string | null): E {
  if (locale === null || entry.locales === undefined) return entry;
  const map = translationsOf(entry);
  if (!Object.hasOwn(map, locale) || map[locale] === undefined) return entry;
  return { ...entry, value: map[locale] };
}

/** The entry with `value` as its translation in `locale` (the base when `locale` is null). */
export function withTranslation<E extends TranslatableEntryLike>(
  entry: E,
  locale: string | null,
  value: unknown,
): E {
  if (locale === null) return { ...entry, value };
  return { ...entry, locales: { ...translationsOf(entry), [locale]: value } };
}

/** The entry without its translation in `locale`; without `locales` at all when none is left. */
export function withoutTranslation<E extends TranslatableEntryLike>(entry: E, locale: string): E {
  const map = translationsOf(entry);
  if (!Object.hasOwn(map, locale)) return entry;
  const { [locale]: _removed, ...rest } = map;
  const { locales: _all, ...without } = entry;
  return (Object.keys(rest).length > 0 ? { ...without, locales: rest } : without) as E;
}

/**
 * A dataTypes map as it reads in `locale`: every translated entry's value replaced by its translation. The same
 * object when nothing differs (null: the default locale, always the same).
 */
export function dataTypesIn<T extends Readonly<Record<string, unknown>>>(
  dataTypes: T,
  locale: string | null,
): T {
  if (locale === null) return dataTypes;
  let out: Record<string, unknown> | null = null;
  for (const name in dataTypes) {
    const entry = dataTypes[name] as TranslatableEntryLike | null;
    if (!entry || typeof entry !== 'object' || entry.locales === undefined) continue;
    const read = entryIn(entry, locale);
    if (read === entry) continue;
    out ??= { ...dataTypes };
    out[name] = read;
  }
  return (out ?? dataTypes) as T;
}

/** dataTypes without any translation in `locale` (a removed language); the same object when none had one. */
export function dropTranslations<T extends Readonly<Record<string, unknown>>>(
  dataTypes: T,
  locale: string,
): T {
  let out: Record<string, unknown> | null = null;
  for (const name in dataTypes) {
    const entry = dataTypes[name] as TranslatableEntryLike | null;
    if (!entry || typeof entry !== 'object' || !Object.hasOwn(translationsOf(entry), locale)) continue;
    out ??= { ...dataTypes };
    out[name] = withoutTranslation(entry, locale);
  }
  return (out ?? dataTypes) as T;
}

/**
 * Whether an entry's base has words to translate: a non-empty text, or an image with an alt text. An empty
 * field is not "missing" in another language.
 */
export function hasText(entry: TranslatableEntryLike): boolean {
  const value = entry.value !== undefined ? entry.value : entry.defaultValue;
  if (typeof value === 'string') return value.trim() !== '';
  if (isRecord(value) && typeof value.alt === 'string') return value.alt.trim() !== '';
  return value !== undefined && value !== null;
}

/**
 * The translatable properties of a dataTypes map with words in the default locale but none in `locale`. A
 * property a prefab locks (`isMutable: false`, as the editor marks a copy's entries) is the prefab's to
 * translate, not the page's: it is not counted.
 */
export function untranslated(dataTypes: Readonly<Record<string, unknown>>, locale: string): string[] {
  const missing: string[] = [];
  for (const name in dataTypes) {
    const entry = dataTypes[name] as (TranslatableEntryLike & { isMutable?: unknown }) | null;
    if (!entry || typeof entry !== 'object' || !isTranslatableEntry(name, entry)) continue;
    if (entry.isMutable === false) continue;
    if (hasText(entry) && !isTranslatedIn(entry, locale)) missing.push(name);
  }
  return missing;
}

/**
 * Why a dataTypes map's translations cannot be stored, naming the property and the locale, or null. Only
 * `locales` is checked: content saved before issue 26 has none. `locales` null (a component's defaults, which
 * belong to no app) takes any well-formed tag; otherwise a translation must be in one of the app's other
 * languages (the default's text is the base).
 */
export function translationsProblem(
  dataTypes: Readonly<Record<string, unknown>>,
  locales: readonly string[] | null,
  where = '',
): string | null {
  const known = locales ? new Set(locales) : null;
  for (const name in dataTypes) {
    const entry = dataTypes[name] as TranslatableEntryLike | null;
    if (!entry || typeof entry !== 'object' || entry.locales === undefined) continue;
    const label = `${where}${name}`;
    const map = entry.locales;
    if (!isRecord(map)) return `${label}: locales must be an object of values by language tag`;
    const tags = Object.keys(map);
    if (tags.length === 0) continue;
    if (!isTranslatableEntry(name, entry)) return `${label}: ${String(entry.type)} values are not translated`;
    for (const tag of tags) {
      if (!LOCALE_TAG.test(tag)) return `${label}: '${tag}' is not a language tag such as pt-BR`;
      if (known && !known.has(tag)) return `${label}: '${tag}' is not one of this app's other languages`;
      const problem = valueShapeProblem(name, entry.type as PropertyTypeName, map[tag]);
      if (problem) return `${label} in '${tag}': ${problem}`;
    }
  }
  return null;
}
