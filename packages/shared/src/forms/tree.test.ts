import { describe, expect, it } from 'vitest';
import { brickTreeProblem, type TreeBrick } from '../page-tree.ts';
import { storedFieldName } from './bricks.ts';
import { fieldNamesOf, formAround, holdsForm, nestsForm, withUniqueFieldNames } from './tree.ts';

type B = TreeBrick & { componentId: string; dataTypes: Record<string, unknown>; slots?: Record<string, B[]> };

const form = (id: string, inner: B[]): B => ({
  id,
  componentId: 'c-form',
  dataTypes: { form: { type: 'Form', value: { after: 'message', message: '', page: null } } },
  slots: { slot1: inner },
});
const field = (id: string, name: string, key: 'value' | 'defaultValue' = 'value'): B => ({
  id,
  componentId: 'c-field',
  dataTypes: {
    field: {
      type: 'FormField',
      [key]: { name, kind: 'text', label: 'L', placeholder: '', help: '', required: false },
    },
  },
});
const box = (id: string, inner: B[]): B => ({
  id,
  componentId: 'c-box',
  dataTypes: {},
  slots: { slot1: inner },
});

const page = {
  slot1: [
    box('top', [
      form('f1', [
        field('a', 'email'),
        box('row', [field('b', 'name'), form('nested', [field('c', 'other')])]),
      ]),
    ]),
  ],
  slot2: [field('stray', 'stray')],
};

describe('formAround and fieldNamesOf', () => {
  it('finds the form a slot is in, through containers', () => {
    expect(formAround(page, 'f1')).toBe('f1');
    expect(formAround(page, 'row')).toBe('f1');
    expect(formAround(page, 'nested')).toBe('nested');
    expect(formAround(page, 'top')).toBeNull();
    expect(formAround(page, null)).toBeNull();
    expect(formAround(page, 'missing')).toBeNull();
  });

  it('lists a form’s field names, not a nested form’s', () => {
    expect([...fieldNamesOf(page, 'f1')].sort()).toEqual(['email', 'name']);
    expect([...fieldNamesOf(page, 'nested')]).toEqual(['other']);
    expect(fieldNamesOf(page, 'missing').size).toBe(0);
  });
});

describe('nestsForm', () => {
  it('refuses a form, or a container holding one, in a slot inside a form', () => {
    expect(holdsForm([box('x', [form('f', [])])])).toBe(true);
    expect(holdsForm([box('x', [field('a', 'x')])])).toBe(false);
    expect(nestsForm(page, 'row', [form('f9', [])])).toBe(true);
    expect(nestsForm(page, 'f1', [box('x', [form('f9', [])])])).toBe(true);
    expect(nestsForm(page, 'top', [form('f9', [])])).toBe(false);
    expect(nestsForm(page, 'row', [field('z', 'email')])).toBe(false);
  });
});

describe('withUniqueFieldNames', () => {
  it('renames pasted fields whose names the form already uses, and repeats among themselves', () => {
    const pasted = [
      field('p1', 'email'),
      box('p2', [field('p3', 'email', 'defaultValue'), field('p4', 'phone')]),
    ];
    const out = withUniqueFieldNames(pasted, fieldNamesOf(page, 'f1'));
    expect(storedFieldName(out[0]!)).toBe('email-2');
    expect(storedFieldName(out[1]!.slots!.slot1![0]!)).toBe('email-3');
    expect(out[1]!.slots!.slot1![1]).toBe(pasted[1]!.slots!.slot1![1]);
    expect(pasted[0]!.dataTypes).toEqual(field('p1', 'email').dataTypes);
    const result = { ...page, slot1: [form('f1', [field('a', 'email'), field('b', 'name'), ...out])] };
    expect(brickTreeProblem(result)).toBeNull();
  });

  it('checks a pasted form’s fields among themselves only, and keeps bricks that need nothing', () => {
    const pastedForm = form('pf', [field('x1', 'email'), field('x2', 'email')]);
    const out = withUniqueFieldNames([pastedForm], ['email']);
    expect(out[0]!.slots!.slot1!.map((brick) => storedFieldName(brick as B))).toEqual(['email', 'email-2']);
    const fine = [field('y', 'phone')];
    expect(withUniqueFieldNames(fine, ['email'])[0]).toBe(fine[0]);
  });
});
