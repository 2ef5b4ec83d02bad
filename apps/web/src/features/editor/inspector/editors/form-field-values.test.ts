import { FIELD_KINDS, LIMITS, normalizeFormField, type TreeBrick as PlainBrick } from '@tessera/shared';

import { describe, expect, it } from 'vitest';
import { EN_US, PT_BR } from '../../../../i18n/catalogue.ts';
import {
  addOption,
  canAddOption,
  constraintsOf,
  formLocaleOf,
  moveOption,
  nameProblem,
  optionalNumber,
  optionValueProblem,
  otherFieldNames,
  removeOption,
  setOption,
  withConstraint,
} from './form-field-values.ts';

type TreeBrick = PlainBrick & { dataTypes?: unknown };

const field = (id: string, name: string): TreeBrick => ({
  id,
  dataTypes: { field: { type: 'FormField', value: { name, kind: 'text' } } },
});
const form = (id: string, slot1: TreeBrick[]): TreeBrick => ({
  id,
  dataTypes: { form: { type: 'Form', value: { after: 'message', message: '', page: null } } },
  slots: { slot1 },
});
const stack = (id: string, slot1: TreeBrick[]): TreeBrick => ({ id, dataTypes: {}, slots: { slot1 } });

describe('constraintsOf', () => {
  it('shows each kind the constraints the shared model keeps for it', () => {
    for (const kind of FIELD_KINDS) {
      const shows = constraintsOf(kind);
      // Every constraint the editor offers survives normalisation, and none it hides does.
      const kept = normalizeFormField({
        name: 'x',
        kind,
        min: kind === 'date' ? '2026-01-01' : 1,
        max: kind === 'date' ? '2026-12-31' : 2,
        minLength: 1,
        maxLength: 5,
        options: [{ value: 'a', label: 'A' }],
        maxSelections: 1,
        accept: ['pdf'],
      });
      expect('minLength' in kept, kind).toBe(shows.length);
      expect('min' in kept, kind).toBe(shows.bounds !== null);
      expect('options' in kept, kind).toBe(shows.options);
      expect('maxSelections' in kept, kind).toBe(shows.selections !== null);
      expect('accept' in kept, kind).toBe(shows.accept);
    }
    expect(constraintsOf('textarea').lengthMax).toBe(LIMITS.forms.longTextMax);
    expect(constraintsOf('email').lengthMax).toBe(LIMITS.forms.textMax);
    expect(constraintsOf('checkboxes').selections).toBe('choices');
    expect(constraintsOf('file').selections).toBe('files');
    expect(constraintsOf('radio').placeholder).toBe(false);
    expect(constraintsOf('select').placeholder).toBe(true);
  });
});

describe('constraints typed in the inspector', () => {
  it('sets a constraint, and removes it when its input is emptied', () => {
    const base = normalizeFormField({ name: 'age', kind: 'number' });
    const withMin = withConstraint(base, 'min', 18);
    expect(withMin.min).toBe(18);
    expect('min' in withConstraint(withMin, 'min', undefined)).toBe(false);
    expect(base).not.toHaveProperty('min');
  });

  it('reads a number input: empty or not a number is no constraint', () => {
    expect(optionalNumber(3)).toBe(3);
    expect(optionalNumber(' 2.5 ')).toBe(2.5);
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber('-')).toBeUndefined();
    expect(optionalNumber(Number.NaN)).toBeUndefined();
  });
});

describe('field names', () => {
  it('refuses names the shared rule refuses, and names another field of the form uses', () => {
    const taken = new Set(['email']);
    expect(nameProblem('phone', taken)).toBeNull();
    expect(nameProblem('email', taken)).toBe('taken');
    expect(nameProblem('Email', taken)).toBe('invalid');
    expect(nameProblem('2nd', taken)).toBe('invalid');
    expect(nameProblem('_tessera_token', taken)).toBe('invalid');
    expect(nameProblem('a'.repeat(41), taken)).toBe('invalid');
  });

  it('says why in both console languages', () => {
    expect(EN_US.form_inspector.field.name_problems.taken).toContain('{{name}}');
    expect(PT_BR.form_inspector.field.name_problems.taken).toContain('{{name}}');
    expect(PT_BR.form_inspector.field.name_problems.invalid).toMatch(/letra minúscula/);
  });

  it("lists the other fields' names of the brick's form, at any depth, not a nested form's nor its own", () => {
    const slots = {
      slot1: [
        form('f', [field('a', 'email'), stack('s', [field('b', 'phone'), field('c', 'name')])]),
        form('g', [field('d', 'other')]),
        field('loose', 'free'),
      ],
    };
    expect([...otherFieldNames(slots, 'b')].sort()).toEqual(['email', 'name']);
    expect([...otherFieldNames(slots, 'd')]).toEqual([]);
    expect([...otherFieldNames(slots, 'loose')]).toEqual([]);
    expect([...otherFieldNames(slots, 'gone')]).toEqual([]);
  });

  it('reads the console language as the form language', () => {
    expect(formLocaleOf('pt-BR')).toBe('pt-BR');
    expect(formLocaleOf('en-US')).toBe('en-US');
    expect(formLocaleOf(undefined)).toBe('en-US');
  });
});

describe('option lists', () => {
  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
    { value: 'c', label: 'C' },
  ];

  it('adds a choice with a free value, up to the limit', () => {
    const added = addOption(options, (n) => `Choice ${n}`);
    expect(added.at(-1)).toEqual({ value: 'option-4', label: 'Choice 4' });
    expect(addOption([{ value: 'option-2', label: 'x' }], String).at(-1)?.value).toBe('option-3');
    const full = Array.from({ length: LIMITS.forms.options }, (_, i) => ({ value: `v${i}`, label: `${i}` }));
    expect(canAddOption(full)).toBe(false);
    expect(addOption(full, String)).toHaveLength(LIMITS.forms.options);
  });

  it('removes, moves and edits a choice without touching the list it was given', () => {
    expect(removeOption(options, 1).map((o) => o.value)).toEqual(['a', 'c']);
    expect(moveOption(options, 2, -1).map((o) => o.value)).toEqual(['a', 'c', 'b']);
    expect(moveOption(options, 0, 1).map((o) => o.value)).toEqual(['b', 'a', 'c']);
    expect(moveOption(options, 0, -1).map((o) => o.value)).toEqual(['a', 'b', 'c']);
    expect(moveOption(options, 2, 1).map((o) => o.value)).toEqual(['a', 'b', 'c']);
    expect(setOption(options, 0, { label: 'First' })[0]).toEqual({ value: 'a', label: 'First' });
    expect(options.map((o) => o.value)).toEqual(['a', 'b', 'c']);
  });

  it('refuses an empty value or one another choice has', () => {
    expect(optionValueProblem(' ', options, 0)).toBe('empty');
    expect(optionValueProblem('b', options, 0)).toBe('repeated');
    expect(optionValueProblem('b ', options, 1)).toBeNull();
    expect(optionValueProblem('d', options, 0)).toBeNull();
  });
});
