import { describe, expect, it } from 'vitest';
import { defaultValueOf, propertyType } from './definitions.ts';
import {
  FORM_FIELD_DEFAULT,
  FORM_FILE_EXTENSIONS,
  fieldNameProblem,
  formFieldValueSchema,
  normalizeFormField,
  repairFieldName,
} from './form-field.ts';

const base = { name: 'email', kind: 'email', label: 'E-mail', placeholder: '', help: '', required: true };

describe('field names', () => {
  it('accepts lowercase names and refuses others, naming the rule', () => {
    expect(fieldNameProblem('email')).toBeNull();
    expect(fieldNameProblem('first_name-2')).toBeNull();
    expect(fieldNameProblem('Email')).toMatch(/^field name "Email" is not valid/);
    expect(fieldNameProblem('2nd')).toMatch(/is not valid/);
    expect(fieldNameProblem('a'.repeat(41))).toMatch(/is not valid/);
    expect(fieldNameProblem(12)).toMatch(/^field name 12 is not valid/);
    expect(fieldNameProblem('_tessera_token')).toMatch(/is not valid/);
    expect(fieldNameProblem('_tesseraform')).toMatch(/is not valid/);
  });

  it('repairs any text into a usable name', () => {
    expect(repairFieldName('E-mail address')).toBe('e-mail-address');
    expect(repairFieldName('  Nome completo ')).toBe('nome-completo');
    expect(repairFieldName('Endereço')).toBe('endereco');
    expect(repairFieldName('123 phone')).toBe('phone');
    expect(repairFieldName('!!!')).toBe('field');
    expect(repairFieldName(undefined)).toBe('field');
    expect(repairFieldName('x'.repeat(60))).toHaveLength(40);
  });
});

describe('normalizeFormField', () => {
  it('defaults to an optional text field', () => {
    expect(defaultValueOf('FormField')).toEqual(FORM_FIELD_DEFAULT);
    expect(normalizeFormField(null)).toEqual(FORM_FIELD_DEFAULT);
    expect(propertyType('FormField').normalize('junk')).toEqual(FORM_FIELD_DEFAULT);
  });

  it('keeps only the constraints of its kind', () => {
    const switched = normalizeFormField({
      ...base,
      kind: 'text',
      min: 1,
      max: 9,
      options: [{ value: 'a', label: 'A' }],
      accept: ['pdf'],
      maxLength: 50,
    });
    expect(switched).toEqual({ ...base, kind: 'text', maxLength: 50 });
  });

  it('repairs names, kinds, texts and bounds', () => {
    const field = normalizeFormField({
      name: 'Your Name',
      kind: 'password',
      label: 'L'.repeat(300),
      help: 'h'.repeat(600),
      required: 'true',
      maxLength: 5000,
      minLength: -4,
    });
    expect(field).toMatchObject({ name: 'your-name', kind: 'text', required: true, maxLength: 1000 });
    expect(field.label).toHaveLength(200);
    expect(field.help).toHaveLength(500);
    expect(field).not.toHaveProperty('minLength');
    expect(normalizeFormField({ kind: 'textarea', maxLength: 50_000 }).maxLength).toBe(10_000);
    expect(normalizeFormField({ kind: 'text', minLength: 20, maxLength: 10 })).not.toHaveProperty(
      'minLength',
    );
  });

  it('reads number and date bounds, swapping them when reversed', () => {
    expect(normalizeFormField({ kind: 'number', min: '10', max: 2 })).toMatchObject({ min: 2, max: 10 });
    expect(normalizeFormField({ kind: 'number', min: 'lots' })).not.toHaveProperty('min');
    expect(normalizeFormField({ kind: 'date', min: '2026-02-30', max: '2026-12-31' })).toMatchObject({
      max: '2026-12-31',
    });
    expect(normalizeFormField({ kind: 'date', min: '2026-02-30' })).not.toHaveProperty('min');
    expect(normalizeFormField({ kind: 'date', min: '2027-01-01', max: '2026-01-01' })).toMatchObject({
      min: '2026-01-01',
      max: '2027-01-01',
    });
  });

  it('cleans options: strings taken as values, blanks and repeats dropped, at most 100', () => {
    const field = normalizeFormField({
      kind: 'radio',
      options: ['a', { value: 'b', label: 'Bee' }, { value: ' ' }, 'a', { value: 'c', label: '' }, 3],
    });
    expect(field.options).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'Bee' },
      { value: 'c', label: 'c' },
      { value: '3', label: '3' },
    ]);
    const many = normalizeFormField({
      kind: 'select',
      options: Array.from({ length: 150 }, (_, i) => `o${i}`),
    });
    expect(many.options).toHaveLength(100);
    expect(normalizeFormField({ kind: 'checkboxes' }).options).toEqual([]);
  });

  it('bounds selections and keeps only accepted file extensions, never SVG', () => {
    expect(normalizeFormField({ kind: 'checkboxes', maxSelections: 0 }).maxSelections).toBe(1);
    expect(normalizeFormField({ kind: 'file', maxSelections: 9 }).maxSelections).toBe(3);
    expect(normalizeFormField({ kind: 'file', accept: ['.PDF', 'svg', 'exe', 'jpg', 'pdf'] }).accept).toEqual(
      ['pdf', 'jpg'],
    );
    expect(FORM_FILE_EXTENSIONS).not.toContain('svg');
    expect(FORM_FILE_EXTENSIONS).toContain('png');
  });
});

describe('formFieldValueSchema', () => {
  it('accepts whatever normalizeFormField gives, so the inspector never sends what saving refuses', () => {
    const junk: unknown[] = [
      null,
      { name: 'E mail', kind: 'email', maxLength: 99_999, minLength: 5000 },
      { kind: 'number', min: 'x', max: '12' },
      { kind: 'date', min: '2026-05-01', max: '2026-01-01' },
      { kind: 'checkboxes', options: ['a', 'a', '', { value: 'b' }], maxSelections: 500 },
      { kind: 'file', accept: ['svg', 'PDF'], maxSelections: 99 },
      { kind: 'select', options: Array.from({ length: 120 }, (_, i) => `o${i}`) },
      { name: '_tessera_x', kind: 'consent', required: 'true', label: 'x'.repeat(999) },
    ];
    for (const raw of junk) {
      const parsed = formFieldValueSchema.safeParse(normalizeFormField(raw));
      expect(parsed.success, JSON.stringify(raw)).toBe(true);
    }
  });

  const problem = (value: unknown) => {
    const parsed = formFieldValueSchema.safeParse(value);
    return parsed.success
      ? null
      : `${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`;
  };

  it('accepts a well-formed field of each kind', () => {
    expect(problem(base)).toBeNull();
    expect(problem({ ...base, kind: 'number', min: 0, max: 10 })).toBeNull();
    expect(problem({ ...base, kind: 'date', min: '2026-01-01' })).toBeNull();
    expect(
      problem({ ...base, kind: 'checkboxes', options: [{ value: 'a', label: 'A' }], maxSelections: 1 }),
    ).toBeNull();
    expect(problem({ ...base, kind: 'file', accept: ['pdf'], maxSelections: 2 })).toBeNull();
  });

  it('refuses bad shapes, naming the part', () => {
    expect(problem({ ...base, name: 'E mail' })).toMatch(/^name: field name "E mail" is not valid/);
    expect(problem({ ...base, name: '_tessera_x' })).toMatch(/^name: field name "_tessera_x" is not valid/);
    expect(problem({ ...base, kind: 'password' })).toMatch(/^kind: kind must be one of text, email/);
    expect(problem({ ...base, label: 'x'.repeat(201) })).toBe('label: label must be 200 characters or less');
    expect(problem({ ...base, required: 'yes' })).toBe('required: required must be true or false');
    expect(problem({ ...base, min: 3 })).toBe('min: min applies only to number and date fields');
    expect(problem({ ...base, kind: 'number', min: 5, max: 1 })).toBe('min: min must not be above max');
    expect(problem({ ...base, kind: 'date', max: '31/12/2026' })).toBe(
      'max: max must be a date written yyyy-mm-dd',
    );
    expect(problem({ ...base, kind: 'text', maxLength: 2000 })).toBe(
      'maxLength: maxLength must be 1000 or less for a text field',
    );
    expect(
      problem({
        ...base,
        kind: 'radio',
        options: [
          { value: 'a', label: '' },
          { value: 'a', label: '' },
        ],
      }),
    ).toBe('options: option values must not repeat');
    expect(problem({ ...base, kind: 'radio', options: [{ value: ' ', label: '' }] })).toBe(
      'options.0.value: option value must not be empty',
    );
    expect(problem({ ...base, kind: 'file', accept: ['svg'] })).toBe(
      'accept.0: accept lists unknown extensions',
    );
    expect(problem({ ...base, kind: 'file', maxSelections: 4 })).toBe(
      'maxSelections: a file field takes 3 files at most',
    );
  });
});
