/**
 * The text a translation file carries for one property entry (issue 26, docs/decisions/0044), and the entry
 * with a text from a file put back. A file holds plain text only:
 * - TextInput and TextAreaInput values are texts;
 * - an ImageSelector's text is its alt; its translation is the base image (or the picture already chosen for
 *   that language) with the translated alt;
 * - any other type a component declares translatable is carried only while its value is a text.
 * Entries are read expanded (decision 0037: a lean entry without `value` reads its component's default).
 */

import {
  isTranslatableEntry,
  type TranslatableEntryLike,
  translationsOf,
  withoutTranslation,
  withTranslation,
} from '../locales/values.ts';
import { sameJson } from '../property-types/lean-entry.ts';
import { isRecord } from '../property-types/values.ts';

const IMAGE = 'ImageSelector';

/** The entry's value in the default language: its own, else its component's default. */
function baseValue(entry: TranslatableEntryLike): unknown {
  return entry.value !== undefined ? entry.value : entry.defaultValue;
}

/** The text a value holds for a file: the string, an image's alt; null when it holds none a file can carry. */
function textOf(type: unknown, value: unknown): string | null {
  if (type === IMAGE) return isRecord(value) && typeof value.alt === 'string' ? value.alt : null;
  return typeof value === 'string' ? value : null;
}

/**
 * The default language's text of a translatable entry, or null: not translated, or holding no text a file can
 * carry (an image without a picture, a declared type whose value is not a text).
 */
export function sourceText(name: string, entry: TranslatableEntryLike | null | undefined): string | null {
  if (!entry || !isTranslatableEntry(name, entry)) return null;
  const base = baseValue(entry);
  if (entry.type !== IMAGE) return typeof base === 'string' ? base : null;
  // A picture named by its URL alone (content before alt texts) has an empty alt; no picture, no text.
  if (typeof base === 'string') return '';
  return isRecord(base) ? (typeof base.alt === 'string' ? base.alt : '') : null;
}

/** The entry's translation in `locale` as a file's target: undefined when it has none (or none as text). */
export function targetText(entry: TranslatableEntryLike, locale: string): string | undefined {
  const map = translationsOf(entry);
  if (!Object.hasOwn(map, locale)) return undefined;
  return textOf(entry.type, map[locale]) ?? undefined;
}

/** Whether the entry has a translation in `locale` at all (a picture without alt text included). */
export function hasTranslation(entry: TranslatableEntryLike, locale: string): boolean {
  const map = translationsOf(entry);
  return Object.hasOwn(map, locale) && map[locale] !== undefined;
}

/** The image value an alt text is set on: the language's own picture when it has one, else the base's. */
function imageIn(entry: TranslatableEntryLike, locale: string): Record<string, unknown> {
  const map = translationsOf(entry);
  const own = Object.hasOwn(map, locale) ? map[locale] : undefined;
  const from = isRecord(own) ? own : baseValue(entry);
  if (isRecord(from)) return from;
  return { url: typeof from === 'string' ? from : '', alt: '' };
}

/** The entry with `text` as its translation in `locale`. */
export function withTextTranslation<E extends TranslatableEntryLike>(
  entry: E,
  locale: string,
  text: string,
): E {
  const value = entry.type === IMAGE ? { ...imageIn(entry, locale), alt: text } : text;
  return withTranslation(entry, locale, value);
}

/**
 * The entry without its text in `locale` (an earlier import undone): the translation goes, except an image's
 * own picture for that language, which stays with an empty alt (the file never carried the picture).
 */
export function withoutTextTranslation<E extends TranslatableEntryLike>(entry: E, locale: string): E {
  if (entry.type === IMAGE && hasTranslation(entry, locale)) {
    const image = imageIn(entry, locale);
    const base = baseValue(entry);
    const { alt: _own, ...picture } = image;
    const { alt: _base, ...basePicture } = isRecord(base) ? base : { url: base };
    if (!sameJson(picture, basePicture)) return withTranslation(entry, locale, { ...image, alt: '' });
  }
  return withoutTranslation(entry, locale);
}
