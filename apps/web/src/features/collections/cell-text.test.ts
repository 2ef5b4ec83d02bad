import type { CollectionField } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { cellText, compactDateTime, extraColumnCount, extraColumns, formatDay } from './cell-text.ts';

const field = (
  id: string,
  type: CollectionField['type'],
  extra: Partial<CollectionField> = {},
): CollectionField => ({
  id,
  name: id,
  type,
  required: false,
  help: null,
  options: [],
  referenceCollectionId: null,
  ...extra,
});
const words = { yes: 'Yes', no: 'No' };

describe('the items table cells', () => {
  it('shows at most three short fields besides the title and slug', () => {
    const fields = [
      field('title', 'text'),
      field('slug', 'slug'),
      field('body', 'richText'),
      field('author', 'reference'),
      field('price', 'number'),
      field('day', 'date'),
      field('featured', 'boolean'),
      field('cover', 'image'),
    ];
    expect(extraColumns(fields, new Set(['title', 'slug'])).map((f) => f.id)).toEqual([
      'price',
      'day',
      'featured',
    ]);
    expect(extraColumns(fields, new Set(['title', 'slug']), 2).map((f) => f.id)).toEqual(['price', 'day']);
  });

  it('shows as many extra columns as the width of the table holds', () => {
    expect(extraColumnCount(0)).toBe(2);
    expect(extraColumnCount(760)).toBe(1);
    expect(extraColumnCount(990)).toBe(2);
    expect(extraColumnCount(1240)).toBe(3);
  });

  it('writes the updated moment short, with the year only when it is not this one', () => {
    const now = new Date(2026, 11, 8, 9, 0);
    expect(compactDateTime(new Date(2026, 11, 7, 23, 19), 'en-US', now)).toBe('Dec 7, 11:19 PM');
    expect(compactDateTime(new Date(2026, 11, 7, 23, 19), 'pt-BR', now)).toBe('7 de dez., 23:19');
    expect(compactDateTime(new Date(2025, 11, 7, 23, 19), 'en-US', now)).toBe('Dec 7, 2025, 11:19 PM');
  });

  it('writes values as the language does', () => {
    expect(cellText(field('p', 'number'), 1234.5, 'pt-BR', words)).toBe('1.234,5');
    expect(cellText(field('f', 'boolean'), true, 'en-US', words)).toBe('Yes');
    expect(
      cellText(field('o', 'option', { options: [{ id: 'a', label: 'Alpha' }] }), 'a', 'en-US', words),
    ).toBe('Alpha');
    expect(cellText(field('b', 'richText'), '<p>Hi &amp; <b>bye</b></p>', 'en-US', words)).toBe('Hi & bye');
    expect(cellText(field('t', 'text'), undefined, 'en-US', words)).toBe('');
    expect(formatDay('2024-01-31', 'en-US')).toBe('Jan 31, 2024');
    expect(formatDay('not a day', 'en-US')).toBe('not a day');
  });
});
