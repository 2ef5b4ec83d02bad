import { describe, expect, it } from 'vitest';
import type { CollectionField } from './fields.ts';
import { checkFieldValue, checkItemValues, convertValue, slugFrom } from './values.ts';

const field = (
  id: string,
  type: CollectionField['type'],
  extra: Partial<CollectionField> = {},
): CollectionField => ({
  id,
  name: id.toUpperCase(),
  type,
  required: false,
  help: null,
  options: [],
  referenceCollectionId: null,
  ...extra,
});
const UUID = '33333333-3333-4333-8333-333333333333';

describe('checkItemValues', () => {
  const fields = [
    field('title', 'text', { required: true }),
    field('n', 'number'),
    field('d', 'date'),
    field('on', 'boolean'),
    field('kind', 'option', { options: [{ id: 'a', label: 'A' }] }),
    field('link', 'link'),
    field('slug', 'slug', { required: true }),
    field('photo', 'image'),
  ];

  it('keeps valid values and leaves empty ones out', () => {
    expect(
      checkItemValues(fields, {
        title: 'T',
        n: 1.5,
        d: '2024-02-29',
        on: false,
        kind: 'a',
        link: ' /x ',
        slug: 'a-b',
        photo: UUID.toUpperCase(),
        d2: undefined,
      }),
    ).toMatchObject({ problems: [{ field: 'd2' }] });
    const { values, problems } = checkItemValues(fields, {
      title: 'T',
      slug: 'a-b',
      n: null,
      link: '/x ',
      photo: UUID.toUpperCase(),
    });
    expect(problems).toEqual([]);
    expect(values).toEqual({ title: 'T', slug: 'a-b', link: '/x', photo: UUID });
  });

  it('names each field with a problem', () => {
    const { problems } = checkItemValues(fields, {
      n: 'one',
      d: '2023-02-29',
      on: 'yes',
      kind: 'z',
      link: 'javascript:x',
      slug: 'A B',
      x: 1,
    });
    expect(problems.map((p) => p.field)).toEqual(['x', 'title', 'n', 'd', 'on', 'kind', 'link', 'slug']);
    expect(problems[1]!.message).toBe('TITLE is required');
    expect(checkItemValues(fields, [1]).problems[0]!.field).toBe('values');
    expect(checkItemValues(fields, null).problems[0]!.field).toBe('values');
  });

  it('bounds texts', () => {
    expect(checkFieldValue(field('t', 'text'), 'x'.repeat(10_001))).toEqual({
      message: 'must be at most 10000 characters',
    });
    expect(checkFieldValue(field('n', 'number'), Number.NaN)).toEqual({ message: 'must be a number' });
  });

  it('bounds rich text as sent loosely: its limit holds for the sanitised HTML, checked by the server', () => {
    // A stored value the server's sanitising made longer than the limit is still a value it takes back.
    expect(checkFieldValue(field('r', 'richText'), 'x'.repeat(200_001))).toEqual({
      value: 'x'.repeat(200_001),
    });
    expect(checkFieldValue(field('r', 'richText'), 'x'.repeat(1_000_001))).toEqual({
      message: 'must be at most 200000 characters',
    });
  });

  it('reads only the own keys of what is sent: a field id such as constructor is empty when not sent', () => {
    const named = [field('constructor', 'text'), field('to-string', 'text')];
    expect(checkItemValues(named, {})).toEqual({ values: {}, problems: [] });
    expect(checkItemValues([field('constructor', 'text', { required: true })], {}).problems).toEqual([
      { field: 'constructor', message: 'CONSTRUCTOR is required' },
    ]);
    expect(checkItemValues(named, { constructor: 'x' }).values).toEqual({ constructor: 'x' });
  });
});

describe('convertValue', () => {
  it('carries what the new type can hold', () => {
    expect(convertValue(12, field('t', 'text'))).toBe('12');
    expect(convertValue('12', field('n', 'number'))).toBe(12);
    expect(convertValue('Hello World', field('s', 'slug'))).toBe('hello-world');
    expect(convertValue('a', field('k', 'option', { options: [{ id: 'x', label: 'A' }] }))).toBe('x');
    expect(convertValue('abc', field('n', 'number'))).toBeUndefined();
  });
  it('never turns one kind of id into another', () => {
    expect(convertValue(UUID, field('v', 'video'), 'image')).toBeUndefined();
    expect(convertValue(UUID, field('r', 'reference'), 'text')).toBeUndefined();
    expect(convertValue(UUID, field('i', 'image'), 'image')).toBe(UUID);
    expect(slugFrom('  Ça va?  ')).toBe('ca-va');
  });
});
