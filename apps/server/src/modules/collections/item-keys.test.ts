import type { CollectionField } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  normalizeText,
  SEARCH_TEXT_MAX,
  searchQueryOf,
  searchTextOf,
  sortKeysOf,
  TEXT_KEY_MAX,
} from './item-keys.ts';

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

const FIELDS = [
  field('title', 'text'),
  field('body', 'richText'),
  field('score', 'number'),
  field('on', 'boolean'),
  field('kind', 'option', {
    options: [
      { id: 'b', label: 'B' },
      { id: 'a', label: 'A' },
    ],
  }),
  field('day', 'date'),
  field('photo', 'image'),
  field('slug', 'slug'),
];

describe('searchTextOf', () => {
  it('joins the searched texts, accents removed, lower case, rich text as words', () => {
    expect(
      searchTextOf(FIELDS, {
        title: 'Crème Brûlée',
        body: '<p>Hot<b>Stuff</b></p>',
        slug: 'creme',
        score: 4,
        photo: 'x',
      }),
    ).toBe('creme brulee hot stuff creme');
  });
  it('splits words as a query does: inside links, e-mails and dotted words; a field id like constructor is empty', () => {
    const fields = [...FIELDS, field('link', 'link'), field('constructor', 'text')];
    expect(
      searchTextOf(fields, {
        title: 'Write to ana@example.com about node.js',
        link: 'https://shop.example.org/Café/items?id=42',
      }),
    ).toBe('write to ana example com about node js https shop example org cafe items id 42');
    expect(sortKeysOf([field('constructor', 'text')], {})).toEqual([
      { fieldId: 'constructor', textKey: '', numKey: Number.POSITIVE_INFINITY },
    ]);
  });
  it('is cut at SEARCH_TEXT_MAX', () => {
    expect(searchTextOf(FIELDS, { title: 'a '.repeat(SEARCH_TEXT_MAX) }).length).toBeLessThanOrEqual(
      SEARCH_TEXT_MAX,
    );
  });
});

describe('searchQueryOf', () => {
  it('makes prefixes of the normalised words, joined with &', () => {
    expect(searchQueryOf('Café  CRÈME')).toBe("'cafe':* & 'creme':*");
    expect(normalizeText('ÉTÉ')).toBe('ete');
  });
  it('never passes tsquery syntax through', () => {
    expect(searchQueryOf("a' | b:* & !c (d) <-> e\\")).toBe("'a':* & 'b':* & 'c':* & 'd':* & 'e':*");
    expect(searchQueryOf("'&|!:*()")).toBeNull();
    expect(searchQueryOf('   ')).toBeNull();
  });
});

describe('sortKeysOf', () => {
  it('has one key per sortable field; empty values last (Infinity)', () => {
    const keys = sortKeysOf(FIELDS, { title: 'Émile', score: -2.5, on: true, kind: 'a', day: '2026-01-02' });
    expect(keys).toEqual([
      { fieldId: 'title', textKey: 'emile', numKey: 0 },
      { fieldId: 'score', textKey: '', numKey: -2.5 },
      { fieldId: 'on', textKey: '', numKey: 1 },
      { fieldId: 'kind', textKey: '', numKey: 1 },
      { fieldId: 'day', textKey: '2026-01-02', numKey: 0 },
      { fieldId: 'slug', textKey: '', numKey: Number.POSITIVE_INFINITY },
    ]);
  });
  it('cuts text keys at TEXT_KEY_MAX characters without splitting a character', () => {
    const [key] = sortKeysOf([field('t', 'text')], { t: '😀'.repeat(TEXT_KEY_MAX + 5) });
    expect([...key!.textKey]).toHaveLength(TEXT_KEY_MAX);
  });
});
