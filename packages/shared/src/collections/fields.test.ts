import { describe, expect, it } from 'vitest';
import {
  type CollectionField,
  collectionInputSchema,
  fieldsFromInput,
  keyFromName,
  titleFieldOf,
  uniqueKey,
} from './fields.ts';

const parse = (fields: unknown[]) => collectionInputSchema.parse({ name: 'C', fields }).fields;

describe('field ids', () => {
  it('are made from names: accents dropped, dashes, unique', () => {
    expect(keyFromName('Cover image')).toBe('cover-image');
    expect(keyFromName('Été 2026!')).toBe('ete-2026');
    expect(keyFromName('123')).toBe('field');
    expect(uniqueKey('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});

describe('fieldsFromInput', () => {
  it('keeps given ids, makes new ones, never reuses a reserved or existing id', () => {
    const existing: CollectionField[] = [
      {
        id: 'title',
        name: 'Title',
        type: 'text',
        required: false,
        help: null,
        options: [],
        referenceCollectionId: null,
      },
    ];
    const { fields, problems } = fieldsFromInput(
      parse([
        { name: 'Title', type: 'text' },
        { name: 'Status', type: 'option', options: [{ label: 'On' }, { label: 'On!' }] },
        { name: 'Slug', type: 'slug', required: false },
      ]),
      existing,
    );
    expect(problems).toEqual([]);
    expect(fields.map((f) => f.id)).toEqual(['title-2', 'status-2', 'slug']);
    expect(fields[1]!.options.map((o) => o.id)).toEqual(['on', 'on-2']);
    expect(fields[2]!.required).toBe(true);
    expect(titleFieldOf(fields)?.id).toBe('title-2');
  });

  it('names the field in each problem', () => {
    const { problems } = fieldsFromInput(
      parse([
        { id: 'nope', name: 'A', type: 'text' },
        { name: 'a', type: 'text' },
        { name: 'B', type: 'option' },
        { name: 'C', type: 'reference' },
        { name: 'S1', type: 'slug' },
        { name: 'S2', type: 'slug' },
      ]),
      [],
    );
    expect(problems).toEqual([
      "field 'A': id 'nope' is not a field of the collection",
      "field name 'a' is used twice",
      "field 'B': an option field needs options",
      "field 'C': a reference field names the collection it refers to",
      'a collection has at most one slug field',
    ]);
  });

  it('refuses bad input through the schema', () => {
    expect(collectionInputSchema.safeParse({ name: '', fields: [] }).success).toBe(false);
    expect(
      collectionInputSchema.safeParse({ name: 'C', fields: [{ name: 'x', type: 'nope' }] }).success,
    ).toBe(false);
    expect(
      collectionInputSchema.safeParse({ name: 'C', fields: Array(61).fill({ name: 'x', type: 'text' }) })
        .success,
    ).toBe(false);
  });
});

describe('fieldsFromInput: ids sent twice', () => {
  it('names the field whose id another input field already has', () => {
    const existing: CollectionField[] = [
      {
        id: 'title',
        name: 'Title',
        type: 'text',
        required: false,
        help: null,
        options: [],
        referenceCollectionId: null,
      },
    ];
    const { problems } = fieldsFromInput(
      parse([
        { id: 'title', name: 'Title', type: 'text' },
        { id: 'title', name: 'Heading', type: 'number' },
      ]),
      existing,
    );
    expect(problems).toEqual(["field 'Heading': id 'title' is used twice"]);
  });
});
