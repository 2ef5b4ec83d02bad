import type { CollectionField, CollectionValue } from '@tessera/shared';
import { formatNumber } from '../../lib/format.ts';

/** Field types whose values read short enough for a column of the items table. */
const COMPACT_TYPES = new Set(['text', 'number', 'date', 'boolean', 'option', 'link', 'image', 'video']);

/** The most extra columns the items table shows, at any width. */
export const MAX_EXTRA_COLUMNS = 3;

/**
 * How many extra columns fit beside the title, slug, status and updated columns in a table `width` pixels
 * wide: three from 1180 px, two from 900 px (a 1280 px screen), one below. Before the width is known, two.
 */
export function extraColumnCount(width: number): number {
  if (width <= 0) return 2;
  if (width >= 1180) return MAX_EXTRA_COLUMNS;
  if (width >= 900) return 2;
  return 1;
}

/** The columns the items table shows besides the title and slug: at most `max`, of types that read short. */
export function extraColumns(
  fields: readonly CollectionField[],
  skip: ReadonlySet<string>,
  max: number = MAX_EXTRA_COLUMNS,
) {
  return fields.filter((field) => !skip.has(field.id) && COMPACT_TYPES.has(field.type)).slice(0, max);
}

/**
 * A moment in a table cell, short: "Dec 7, 11:19 PM", "7 de dez., 23:19"; the year only when it is not this
 * year's ("Dec 7, 2025, 11:19 PM").
 */
export function compactDateTime(date: Date, locale: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** A date value (YYYY-MM-DD) as the language writes it, read as a calendar day (no time zone shift). */
export function formatDay(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Plain text of a value for a table cell ('' when empty); media and references are drawn by the caller. */
export function cellText(
  field: CollectionField,
  value: CollectionValue | undefined,
  locale: string,
  words: { yes: string; no: string },
): string {
  if (value === undefined || value === null) return '';
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value, locale) : String(value);
    case 'date':
      return formatDay(String(value), locale);
    case 'boolean':
      return value === true ? words.yes : words.no;
    case 'option':
      return field.options.find((option) => option.id === value)?.label ?? String(value);
    case 'richText':
      return String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim();
    default:
      return String(value);
  }
}
