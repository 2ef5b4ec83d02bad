import type { CollectionField } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  apiValuesFrom,
  changeValue,
  fieldOfMessage,
  fieldsOfMessage,
  formProblems,
  formValuesFrom,
  initialFormState,
  isBlankHtml,
  itemTitle,
  messageAfterField,
  slugFollows,
} from './item-values.ts';

const field = (
  id: string,
  type: CollectionField['type'],
  extra: Partial<CollectionField> = {},
): CollectionField => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  type,
  required: false,
  help: null,
  options: [],
  referenceCollectionId: null,
  ...extra,
});

const fields = [
  field('title', 'text', { required: true }),
  field('slug', 'slug', { required: true }),
  field('body', 'richText'),
  field('price', 'number'),
  field('day', 'date'),
  field('featured', 'boolean'),
  field('cover', 'image'),
  field('site', 'link'),
  field('kind', 'option', { options: [{ id: 'news', label: 'News' }] }),
  field('subtitle', 'text'),
];
const MEDIA = '0b7c2a64-4b86-4bd7-9a8b-6d3c0b7f6c11';

describe('item form values and API values', () => {
  it('fills every field, empty ones with their type’s empty value', () => {
    const form = formValuesFrom(fields, { title: 'Hello', price: 3, featured: true });
    expect(form).toMatchObject({ title: 'Hello', slug: '', price: 3, day: '', featured: true, cover: '' });
    expect(formValuesFrom(fields, null)).toMatchObject({ price: null, featured: false, body: '' });
  });

  it('sends only filled values; blank texts and an empty editor are left out', () => {
    const form = formValuesFrom(fields, null);
    form.title = 'Hello';
    form.slug = 'hello';
    form.body = '<p></p>';
    form.subtitle = '   ';
    form.price = 0;
    form.cover = MEDIA;
    expect(apiValuesFrom(fields, form)).toEqual({
      title: 'Hello',
      slug: 'hello',
      price: 0,
      featured: false,
      cover: MEDIA,
    });
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
  });

  it('finds the problems the server would, by field', () => {
    const form = formValuesFrom(fields, null);
    form.day = '2024-02-30';
    form.site = 'example.com';
    form.slug = 'Not A Slug';
    form.subtitle = 'x'.repeat(10_001);
    expect(formProblems(fields, form)).toEqual({
      title: { kind: 'required' },
      slug: { kind: 'invalid' },
      day: { kind: 'invalid' },
      site: { kind: 'invalid' },
      subtitle: { kind: 'too_long', max: 10_000 },
    });
    form.title = 'Hi';
    form.slug = 'hi';
    form.day = '2024-02-29';
    form.site = 'https://example.com';
    form.subtitle = '';
    expect(formProblems(fields, form)).toEqual({});
  });
});

describe('server messages mapped to fields', () => {
  it('finds the field a message names, whole words only, the longest name first', () => {
    expect(fieldOfMessage(fields, 'Title is required')?.id).toBe('title');
    expect(fieldOfMessage(fields, "field 'Subtitle' must be at most 10000 characters")?.id).toBe('subtitle');
    expect(fieldOfMessage(fields, 'cover must be the id of a image in the media library')?.id).toBe('cover');
    expect(fieldOfMessage(fields, 'something else went wrong')).toBeNull();
    expect(
      fieldsOfMessage(
        fields,
        "Cover must be the id of a image in the app's media library; Kind must be one of news",
      ).map((f) => f.id),
    ).toEqual(['cover', 'kind']);
    const subtitle = fields[9] as CollectionField;
    expect(messageAfterField(subtitle, "field 'Subtitle': must be short")).toBe('must be short');
  });
});

describe('the slug follows the title', () => {
  it('until it is edited by hand, and again once emptied', () => {
    let state = initialFormState(fields, null);
    expect(state.following).toBe(true);
    state = changeValue(fields, state, 'title', 'Olá Mundo!');
    expect(state.values.slug).toBe('ola-mundo');
    state = changeValue(fields, state, 'slug', 'hello');
    expect(state.following).toBe(false);
    state = changeValue(fields, state, 'title', 'Another title');
    expect(state.values.slug).toBe('hello');
    state = changeValue(fields, state, 'slug', '');
    expect(state.following).toBe(true);
    state = changeValue(fields, state, 'title', 'Third');
    expect(state.values.slug).toBe('third');
  });

  it('follows for a saved item only when its slug is the title’s', () => {
    expect(initialFormState(fields, { title: 'A b', slug: 'a-b' }).following).toBe(true);
    expect(initialFormState(fields, { title: 'A b', slug: 'custom' }).following).toBe(false);
    // A live item's address changes only when typed: a retitle would break links to it at the next publish.
    expect(initialFormState(fields, { title: 'A b', slug: 'a-b' }, true).following).toBe(false);
    expect(slugFollows('A b', '')).toBe(true);
  });

  it('names an item by its title, else its slug', () => {
    expect(itemTitle(fields, { values: { title: ' Hi ' }, slug: 'hi' })).toBe('Hi');
    expect(itemTitle(fields, { values: {}, slug: 'hi' })).toBe('hi');
  });
});
