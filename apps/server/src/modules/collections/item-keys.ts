import {
  type CollectionField,
  type CollectionValues,
  ownValue,
  SEARCHED_FIELD_TYPES,
  SORTABLE_FIELD_TYPES,
} from '@tessera/shared';
import { richTextWords } from './rich-text.ts';

/**
 * What the items table searches and sorts by (docs/decisions/0046), computed from an item's draft values when it
 * is written: the searched text (accents removed, lower case) and one sort key per sortable field.
 */

/** Characters of an item's searched text: beyond, the rest is not searched (a tsvector holds at most 1 MB). */
export const SEARCH_TEXT_MAX = 100_000;
/** Characters of a text sort key: a btree entry has a size limit; items equal this far tie, by id. */
export const TEXT_KEY_MAX = 100;
/** PostgreSQL text holds no NUL character. */
const NUL = String.fromCharCode(0);

/** Text as stored and searched: accents removed (NFD, combining marks dropped), lower case. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Words as the search splits them: runs of letters and digits; anything else (dots, @, slashes) separates. */
const NOT_A_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The draft's searched texts (text, rich text's words, slug, link) in one normalised string of words split as a
 * query's are (searchQueryOf), so `example` finds `someone@example.com`, a link's path or a dotted word.
 */
export function searchTextOf(fields: readonly CollectionField[], values: CollectionValues): string {
  const parts: string[] = [];
  for (const field of fields) {
    if (!SEARCHED_FIELD_TYPES.has(field.type)) continue;
    const value = ownValue(values, field.id);
    if (typeof value !== 'string') continue;
    parts.push(field.type === 'richText' ? richTextWords(value) : value);
  }
  // NUL is no letter: it never reaches PostgreSQL text.
  const text = normalizeText(parts.join(' ')).replace(NOT_A_WORD, ' ').trim();
  return text.length > SEARCH_TEXT_MAX ? text.slice(0, SEARCH_TEXT_MAX).replace(/\s\S*$/, '') : text;
}

/**
 * The words of a search (normalised as the stored text, split on anything but letters and digits) as a
 * to_tsquery text: each word a quoted prefix (`'word':*`), joined with &. Null when no word is left. The words hold
 * only letters and digits, so nothing of the user's text is ever read as tsquery syntax.
 */
export function searchQueryOf(search: string): string | null {
  const words = normalizeText(search)
    .split(NOT_A_WORD)
    .filter((word) => word.length > 0)
    .slice(0, 32);
  if (words.length === 0) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}

export interface SortKey {
  fieldId: string;
  textKey: string;
  /** Infinity for an empty value: it sorts after every value ascending, before them descending. */
  numKey: number;
}

/**
 * One key per sortable field: texts (text, date, link, slug) a normalised text key cut at TEXT_KEY_MAX with
 * num_key 0; numbers their value; yes/no 0 or 1; options their position in the field's list. An empty value has
 * num_key Infinity and an empty text key.
 */
export function sortKeysOf(fields: readonly CollectionField[], values: CollectionValues): SortKey[] {
  const keys: SortKey[] = [];
  for (const field of fields) {
    if (!SORTABLE_FIELD_TYPES.has(field.type)) continue;
    const value = ownValue(values, field.id);
    const key: SortKey = { fieldId: field.id, textKey: '', numKey: Number.POSITIVE_INFINITY };
    if (field.type === 'number' && typeof value === 'number' && Number.isFinite(value)) key.numKey = value;
    else if (field.type === 'boolean' && typeof value === 'boolean') key.numKey = value ? 1 : 0;
    else if (field.type === 'option' && typeof value === 'string') {
      const index = field.options.findIndex((option) => option.id === value);
      if (index >= 0) key.numKey = index;
    } else if (
      field.type !== 'number' &&
      field.type !== 'boolean' &&
      field.type !== 'option' &&
      typeof value === 'string'
    ) {
      key.numKey = 0;
      key.textKey = [...normalizeText(value).replaceAll(NUL, '')].slice(0, TEXT_KEY_MAX).join('');
    }
    keys.push(key);
  }
  return keys;
}
