import type { CollectionField } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { ImpactCounter, migrateValues, touchesItems, uniqueSlug } from './field-changes.ts';

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

const before = [
  field('title', 'text'),
  field('count', 'text'),
  field('kind', 'option', {
    options: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
  }),
  field('photo', 'image'),
  field('ref', 'reference', { referenceCollectionId: '11111111-1111-4111-8111-111111111111' }),
  field('gone', 'number'),
];

describe('migrateValues', () => {
  it('keeps renamed fields, converts what it can, drops the rest with the reason', () => {
    const after = [
      { ...before[0]!, name: 'Heading' },
      { ...before[1]!, type: 'number' as const },
      { ...before[2]!, options: [{ id: 'a', label: 'A' }] },
      { ...before[3]!, type: 'video' as const },
      { ...before[4]!, referenceCollectionId: '22222222-2222-4222-8222-222222222222' },
    ];
    const values = {
      title: 'T',
      count: '12',
      kind: 'b',
      photo: '33333333-3333-4333-8333-333333333333',
      ref: '44444444-4444-4444-8444-444444444444',
      gone: 3,
    };
    const { values: next, lost } = migrateValues(before, after, values);
    expect(next).toEqual({ title: 'T', count: 12 });
    expect(Object.fromEntries(lost)).toEqual({
      gone: 'removed',
      kind: 'options',
      photo: 'type',
      ref: 'type',
    });
    expect(migrateValues(before, after, { count: 'twelve' }).lost.get('count')).toBe('type');
  });

  it('converts text to a slug and a number to text', () => {
    const after = [{ ...before[0]!, type: 'slug' as const }, field('gone', 'text')];
    const beforeNumber = [before[0]!, field('gone', 'number')];
    expect(migrateValues(beforeNumber, after, { title: 'Été Brûlant!', gone: 4.5 }).values).toEqual({
      title: 'ete-brulant',
      gone: '4.5',
    });
  });
});

describe('touchesItems', () => {
  it('is false for renames, help and required; true for a type, options, reference, added or removed field', () => {
    expect(
      touchesItems(
        before,
        before.map((f) => ({ ...f, name: `${f.name}!`, required: true, help: 'h' })),
      ),
    ).toBe(false);
    expect(touchesItems(before, before.slice(1))).toBe(true);
    expect(touchesItems(before, [...before, field('new', 'text')])).toBe(true);
    expect(
      touchesItems(
        before,
        before.map((f) => (f.id === 'count' ? { ...f, type: 'number' as const } : f)),
      ),
    ).toBe(true);
    expect(
      touchesItems(
        before,
        before.map((f) => (f.id === 'kind' ? { ...f, options: [...f.options].reverse() } : f)),
      ),
    ).toBe(true);
  });
});

describe('ImpactCounter', () => {
  it('counts each item once per field, draft or live', () => {
    const counter = new ImpactCounter(
      before,
      before.filter((f) => f.id !== 'gone'),
    );
    counter.add({ values: { gone: 1 }, publishedValues: { gone: 1 } });
    counter.add({ values: {}, publishedValues: { gone: 2 } });
    counter.add({ values: { title: 'x' }, publishedValues: null });
    expect(counter.result()).toEqual([{ fieldId: 'gone', fieldName: 'GONE', reason: 'removed', items: 2 }]);
  });
});

describe('uniqueSlug', () => {
  it('suffixes a taken slug within the slug limit', () => {
    const taken = new Map<string, string>();
    expect(uniqueSlug('a', taken, 'i1')).toBe('a');
    expect(uniqueSlug('a', taken, 'i2')).toBe('a-2');
    expect(uniqueSlug('a', taken, 'i3')).toBe('a-3');
    const long = 'x'.repeat(100);
    expect(uniqueSlug(long, taken, 'i1')).toBe(long);
    expect(uniqueSlug(long, taken, 'i2')).toBe(`${'x'.repeat(98)}-2`);
  });

  it("keeps an item's own slug: its draft and live address may be one", () => {
    const taken = new Map<string, string>();
    expect(uniqueSlug('a', taken, 'i1')).toBe('a');
    expect(uniqueSlug('a', taken, 'i1')).toBe('a');
    expect(uniqueSlug('a', taken, 'i2')).toBe('a-2');
  });
});

describe('migrateValues: text made rich text', () => {
  it('sanitises the value, draft or live, and drops one that nothing is left of', () => {
    const before = [field('body', 'text')];
    const after = [field('body', 'richText')];
    const html = '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>';
    expect(migrateValues(before, after, { body: html }).values).toEqual({ body: '<p>Hi</p>' });
    const gone = migrateValues(before, after, { body: '<script>alert(1)</script>' });
    expect(gone).toEqual({ values: {}, lost: new Map([['body', 'type']]) });
  });
});
