import type { CollectionField } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  blankField,
  collectionInput,
  type DraftField,
  draftChanged,
  draftFromCollection,
  draftReducer,
  fieldProblems,
  moveItem,
  newCollectionDraft,
  optionEdits,
} from './field-draft.ts';

const saved: CollectionField[] = [
  {
    id: 'name',
    name: 'Name',
    type: 'text',
    required: true,
    help: null,
    options: [],
    referenceCollectionId: null,
  },
  {
    id: 'slug',
    name: 'Slug',
    type: 'slug',
    required: true,
    help: null,
    options: [],
    referenceCollectionId: null,
  },
  {
    id: 'kind',
    name: 'Kind',
    type: 'option',
    required: false,
    help: 'Pick one',
    options: [
      { id: 'news', label: 'News' },
      { id: 'event', label: 'Event' },
    ],
    referenceCollectionId: null,
  },
];

describe('the collection draft', () => {
  it('starts a new collection with a Name text field and a Slug field', () => {
    const draft = newCollectionDraft({ name: 'Nome', slug: 'Slug' });
    expect(draft.fields.map((f) => [f.name, f.type, f.required, f.id])).toEqual([
      ['Nome', 'text', true, null],
      ['Slug', 'slug', true, null],
    ]);
    expect(collectionInput({ ...draft, name: ' Posts ' })).toEqual({
      name: 'Posts',
      fields: [
        { name: 'Nome', type: 'text', required: true, help: null, options: [], referenceCollectionId: null },
        { name: 'Slug', type: 'slug', required: true, help: null, options: [], referenceCollectionId: null },
      ],
    });
  });

  it('keeps saved ids and sends options only for option fields, the collection only for references', () => {
    const draft = draftFromCollection({ name: 'Posts', fields: saved });
    const input = collectionInput(draft);
    expect(input.fields[0]).toMatchObject({ id: 'name', name: 'Name' });
    expect(input.fields[2]).toMatchObject({
      id: 'kind',
      help: 'Pick one',
      options: [
        { id: 'news', label: 'News' },
        { id: 'event', label: 'Event' },
      ],
    });
    const asText = draftReducer(draft, {
      type: 'updateField',
      field: { ...(draft.fields[2] as DraftField), type: 'text' },
    });
    expect(collectionInput(asText).fields[2]).toMatchObject({ type: 'text', options: [] });
    const reference = { ...blankField('reference'), name: 'Author', referenceCollectionId: 'c2' };
    expect(collectionInput({ name: 'x', fields: [reference] }).fields[0]).toMatchObject({
      referenceCollectionId: 'c2',
    });
  });

  it('adds, removes, renames and reorders fields', () => {
    let draft = draftFromCollection({ name: 'Posts', fields: saved });
    const extra = { ...blankField('number'), name: 'Price' };
    draft = draftReducer(draft, { type: 'addField', field: extra });
    expect(draft.fields.map((f) => f.name)).toEqual(['Name', 'Slug', 'Kind', 'Price']);
    draft = draftReducer(draft, { type: 'moveField', key: extra.key, to: 0 });
    expect(draft.fields.map((f) => f.name)).toEqual(['Price', 'Name', 'Slug', 'Kind']);
    draft = draftReducer(draft, { type: 'moveField', key: 'name', to: 99 });
    expect(draft.fields.map((f) => f.name)).toEqual(['Price', 'Slug', 'Kind', 'Name']);
    draft = draftReducer(draft, { type: 'removeField', key: 'slug' });
    draft = draftReducer(draft, { type: 'rename', name: 'Articles' });
    expect(draft.name).toBe('Articles');
    expect(draft.fields.map((f) => f.id)).toEqual([null, 'kind', 'name']);
  });

  it('tells whether the draft differs from what was saved', () => {
    const base = draftFromCollection({ name: 'Posts', fields: saved });
    expect(draftChanged(draftFromCollection({ name: 'Posts', fields: saved }), base)).toBe(false);
    expect(draftChanged(draftReducer(base, { type: 'moveField', key: 'kind', to: 0 }), base)).toBe(true);
  });

  it('moves within bounds and leaves a list alone for an unknown item', () => {
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, -5)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], -1, 0)).toEqual([1, 2, 3]);
  });
});

describe('the options editor', () => {
  it('adds, renames, reorders and removes options, keeping saved ids', () => {
    const [first, second] = draftFromCollection({ name: 'x', fields: saved }).fields[2]?.options ?? [];
    let options = [first, second].filter((o) => o !== undefined);
    options = optionEdits.add(options, 'Talk');
    expect(options.map((o) => [o.id, o.label])).toEqual([
      ['news', 'News'],
      ['event', 'Event'],
      [null, 'Talk'],
    ]);
    options = optionEdits.rename(options, 'news', 'Noticias');
    const talk = options[2]?.key ?? '';
    options = optionEdits.move(options, talk, 0);
    options = optionEdits.remove(options, 'event');
    expect(options.map((o) => [o.id, o.label])).toEqual([
      [null, 'Talk'],
      ['news', 'Noticias'],
    ]);
  });
});

describe('a field dialog check', () => {
  const others = draftFromCollection({ name: 'x', fields: saved }).fields;

  it('needs a free name and at most one slug', () => {
    expect(fieldProblems({ ...blankField(), name: '  ' }, others).name).toBe('name_required');
    expect(fieldProblems({ ...blankField(), name: 'x'.repeat(51) }, others).name).toBe('name_too_long');
    expect(fieldProblems({ ...blankField(), name: 'kind' }, others).name).toBe('name_taken');
    expect(fieldProblems({ ...blankField('slug'), name: 'Address' }, others).name).toBe('slug_twice');
    // The field edited is not its own rival.
    expect(fieldProblems(others[0] as DraftField, others)).toEqual({});
  });

  it('needs options with distinct labels for an option field, a collection for a reference', () => {
    const option = { ...blankField('option'), name: 'Size' };
    expect(fieldProblems(option, others).options).toBe('options_required');
    expect(fieldProblems({ ...option, options: optionEdits.add([], ' ') }, others).options).toBe(
      'option_label_required',
    );
    const twice = optionEdits.add(optionEdits.add([], 'S'), 's');
    expect(fieldProblems({ ...option, options: twice }, others).options).toBe('option_label_taken');
    expect(fieldProblems({ ...blankField('reference'), name: 'Author' }, others).reference).toBe(
      'reference_required',
    );
  });
});
