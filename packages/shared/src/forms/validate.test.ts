import { describe, expect, it } from 'vitest';
import { fieldProblemMessage } from './messages.ts';
import type { PublishedField, PublishedForm } from './types.ts';
import { isIsoDate, validateSubmission } from './validate.ts';

const f = (
  name: string,
  kind: PublishedField['kind'],
  extra: Partial<PublishedField> = {},
): PublishedField => ({
  name,
  kind,
  label: name === 'email' ? 'E-mail address' : `Your ${name}`,
  placeholder: '',
  help: '',
  required: false,
  ...extra,
});

const formOf = (...fields: PublishedField[]): PublishedForm => ({
  key: 'p/f',
  name: 'Contact',
  fields,
  after: { kind: 'message', message: 'ok' },
  multipart: false,
  challenge: false,
});

const errorsOf = (
  form: PublishedForm,
  raw: Record<string, string[]>,
  locale: 'en-US' | 'pt-BR' = 'en-US',
) => {
  const result = validateSubmission(form, raw, locale);
  return result.ok ? [] : result.errors;
};
const messageOf = (field: PublishedField, sent: string[] | undefined, locale: 'en-US' | 'pt-BR' = 'en-US') =>
  errorsOf(formOf(field), sent === undefined ? {} : { [field.name]: sent }, locale)[0]?.message ?? null;

describe('validateSubmission', () => {
  it('answers the values of a good submission: trimmed texts, picked options in form order, consent', () => {
    const form = formOf(
      f('name', 'text', { required: true }),
      f('email', 'email', { required: true }),
      f('message', 'textarea'),
      f('topics', 'checkboxes', {
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
          { value: 'c', label: 'C' },
        ],
      }),
      f('plan', 'radio', { options: [{ value: 'pro', label: 'Pro' }] }),
      f('ok', 'consent'),
      f('cv', 'file'),
    );
    const result = validateSubmission(
      form,
      {
        name: ['  Ana  '],
        email: ['ana@example.com'],
        message: ['line 1\r\nline 2 '],
        topics: ['c', 'a'],
        plan: ['pro'],
        ok: ['yes'],
        cv: ['cv.pdf'],
        _tessera_token: ['t'],
        unknown: ['x', 'y'],
      },
      'en-US',
    );
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Ana',
        email: 'ana@example.com',
        message: 'line 1\nline 2',
        topics: ['a', 'c'],
        plan: 'pro',
        ok: true,
      },
    });
  });

  it('gives empty optional fields their empty values', () => {
    const form = formOf(
      f('name', 'text'),
      f('topics', 'checkboxes', { options: [] }),
      f('ok', 'consent'),
      f('pick', 'select'),
    );
    expect(validateSubmission(form, {}, 'en-US')).toEqual({
      ok: true,
      values: { name: '', topics: [], ok: false, pick: '' },
    });
  });

  it('asks for every required field, one error per field in form order, naming its label', () => {
    const form = formOf(
      f('name', 'text', { required: true }),
      f('plan', 'radio', { required: true, options: [{ value: 'a', label: 'A' }] }),
      f('email', 'email', { required: true }),
      f('cv', 'file', { required: true }),
    );
    expect(errorsOf(form, { name: ['   '], cv: [''] })).toEqual([
      { name: 'name', message: 'Enter your name' },
      { name: 'plan', message: 'Select your plan' },
      { name: 'email', message: 'Enter e-mail address' },
      { name: 'cv', message: 'Select your cv' },
    ]);
    expect(errorsOf(form, {}, 'pt-BR').map((e) => e.message)).toEqual([
      'Informe your name',
      'Selecione your plan',
      'Informe e-mail address',
      'Selecione your cv',
    ]);
  });

  it('checks e-mail addresses and phone numbers', () => {
    const email = f('email', 'email');
    expect(messageOf(email, ['ana@example'])).toBe(
      'Enter e-mail address in the correct format, like name@example.com',
    );
    expect(messageOf(email, ['ana@@example.com'], 'pt-BR')).toBe(
      'Informe e-mail address no formato correto, como nome@exemplo.com',
    );
    expect(messageOf(email, ['a b@example.com'])).not.toBeNull();
    expect(messageOf(email, ['ana.silva+news@mail.example.com.br'])).toBeNull();
    const tel = f('phone', 'tel', { label: 'Telefone' });
    expect(messageOf(tel, ['+55 (11) 91234-5678'])).toBeNull();
    expect(messageOf(tel, ['call me'], 'pt-BR')).toBe(
      'Informe telefone no formato correto, como +55 11 91234-5678',
    );
    expect(messageOf(tel, ['123'])).toBe('Enter telefone in the correct format, like +1 202 555 0123');
  });

  it('checks numbers and their bounds', () => {
    const age = f('age', 'number', { label: 'Age', min: 18, max: 120 });
    expect(messageOf(age, ['42'])).toBeNull();
    expect(messageOf(age, ['42,5'])).toBeNull();
    expect(messageOf(age, ['forty'])).toBe('Age must be a number');
    expect(messageOf(age, ['12'])).toBe('Age must be between 18 and 120');
    expect(messageOf(age, ['121'], 'pt-BR')).toBe('Age deve estar entre 18 e 120');
    expect(messageOf(f('n', 'number', { label: 'Guests', min: 1 }), ['0'])).toBe('Guests must be 1 or more');
    expect(messageOf(f('n', 'number', { label: 'Guests', max: 9 }), ['10'], 'pt-BR')).toBe(
      'Guests deve ser 9 ou menos',
    );
    expect(validateSubmission(formOf(age), { age: [' 42 '] }, 'en-US')).toEqual({
      ok: true,
      values: { age: '42' },
    });
  });

  it('checks dates: real, yyyy-mm-dd, within bounds', () => {
    const day = f('day', 'date', { label: 'Date of the visit', min: '2026-01-01', max: '2026-12-31' });
    expect(messageOf(day, ['2026-06-15'])).toBeNull();
    expect(messageOf(day, ['2026-02-30'])).toBe('Date of the visit must be a real date, like 2026-03-27');
    expect(messageOf(day, ['15/06/2026'], 'pt-BR')).toBe(
      'Date of the visit deve ser uma data real, como 2026-03-27',
    );
    expect(messageOf(day, ['2025-12-31'])).toBe(
      'Date of the visit must be between 2026-01-01 and 2026-12-31',
    );
    const after = f('day', 'date', { label: 'Start', min: '2026-01-01' });
    expect(messageOf(after, ['2025-01-01'])).toBe('Start must be the same as or after 2026-01-01');
    expect(messageOf(f('day', 'date', { label: 'Fim', max: '2026-01-01' }), ['2027-01-01'], 'pt-BR')).toBe(
      'Fim deve ser igual ou anterior a 2026-01-01',
    );
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });

  it('bounds lengths by the kind and by the field, counting characters', () => {
    const name = f('name', 'text', { label: 'Name' });
    expect(messageOf(name, ['x'.repeat(1000)])).toBeNull();
    expect(messageOf(name, ['x'.repeat(1001)])).toBe('Name must be 1000 characters or less');
    expect(messageOf(f('m', 'textarea', { label: 'Message' }), ['x'.repeat(10_001)])).toBe(
      'Message must be 10000 characters or less',
    );
    expect(messageOf(f('m', 'textarea', { label: 'Message' }), ['x'.repeat(5000)])).toBeNull();
    const short = f('code', 'text', { label: 'Code', minLength: 3, maxLength: 5 });
    expect(messageOf(short, ['ab'])).toBe('Code must be 3 characters or more');
    expect(messageOf(short, ['abcdef'], 'pt-BR')).toBe('Code deve ter 5 caracteres ou menos');
    expect(messageOf(short, ['😀😀😀'])).toBeNull();
  });

  it('takes only the field’s options, several for checkboxes up to maxSelections', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
      { value: 'c', label: 'C' },
    ];
    const pick = f('pick', 'select', { label: 'Country', options });
    expect(messageOf(pick, ['z'])).toBe('Select country from the options in the list');
    expect(messageOf(pick, ['z'], 'pt-BR')).toBe('Selecione country entre as opções da lista');
    const boxes = f('topics', 'checkboxes', { label: 'Topics', options, maxSelections: 2, required: true });
    expect(messageOf(boxes, ['a', 'b'])).toBeNull();
    expect(messageOf(boxes, ['a', 'a', 'b'])).toBeNull();
    expect(messageOf(boxes, ['a', 'b', 'c'])).toBe('Select 2 or fewer options for topics');
    expect(messageOf(boxes, ['a', 'b', 'c'], 'pt-BR')).toBe('Selecione no máximo 2 opções em topics');
    expect(messageOf(boxes, ['a', 'nope'])).toBe('Select topics from the options in the list');
    expect(messageOf(boxes, [])).toBe('Select topics');
  });

  it('needs a required consent ticked', () => {
    const consent = f('ok', 'consent', { label: 'I agree to the privacy policy', required: true });
    expect(messageOf(consent, undefined)).toBe('Select “I agree to the privacy policy” to continue');
    expect(messageOf(consent, [''], 'pt-BR')).toBe('Marque “I agree to the privacy policy” para continuar');
    expect(validateSubmission(formOf(consent), { ok: ['yes'] }, 'en-US')).toEqual({
      ok: true,
      values: { ok: true },
    });
  });

  it('refuses a repeated single value and too many files', () => {
    expect(messageOf(f('name', 'text', { label: 'Name' }), ['a', 'b'])).toBe('Send only one value for name');
    expect(messageOf(f('plan', 'radio', { label: 'Plano', options: [] }), ['a', 'a'], 'pt-BR')).toBe(
      'Envie só um valor em plano',
    );
    expect(messageOf(f('cv', 'file', { label: 'CV' }), ['a.pdf', 'b.pdf'])).toBe(
      'Select 1 or fewer files for CV',
    );
    expect(messageOf(f('cv', 'file', { label: 'CV', maxSelections: 2 }), ['a.pdf', 'b.pdf'])).toBeNull();
  });

  it('is not fooled by names of Object’s own properties, nor by non-string entries', () => {
    const form = formOf(f('constructor', 'text', { required: true, label: 'Name' }));
    expect(errorsOf(form, {})).toEqual([{ name: 'constructor', message: 'Enter name' }]);
    expect(
      errorsOf(formOf(f('name', 'text', { required: true })), { name: [42 as unknown as string] }),
    ).toHaveLength(1);
  });
});

describe('fieldProblemMessage', () => {
  it('keeps acronyms, names a field without a label, and starts sentences with a capital', () => {
    expect(fieldProblemMessage({ kind: 'missing', verb: 'enter' }, 'CPF', 'pt-BR')).toBe('Informe CPF');
    expect(fieldProblemMessage({ kind: 'missing', verb: 'enter' }, '', 'en-US')).toBe('Enter this field');
    expect(fieldProblemMessage({ kind: 'number' }, '', 'pt-BR')).toBe('Este campo deve ser um número');
    expect(fieldProblemMessage({ kind: 'number' }, 'quantity', 'en-US')).toBe('Quantity must be a number');
  });

  it('says a refused file must be sent again, in both languages (file inputs keep no value)', () => {
    const type = { kind: 'fileType', accept: ['PDF', 'PNG'] } as const;
    expect(fieldProblemMessage(type, 'CV', 'en-US')).toBe(
      'The file selected for CV must be PDF, PNG; select it again',
    );
    expect(fieldProblemMessage(type, 'Currículo', 'pt-BR')).toBe(
      'O arquivo selecionado em currículo deve ser PDF, PNG; selecione-o de novo',
    );
    const size = { kind: 'fileSize', maxMb: 10 } as const;
    expect(fieldProblemMessage(size, 'CV', 'en-US')).toBe(
      'The file selected for CV must be smaller than 10 MB; select it again',
    );
    expect(fieldProblemMessage(size, 'CV', 'pt-BR')).toBe(
      'O arquivo selecionado em CV deve ter menos de 10 MB; selecione-o de novo',
    );
  });
});

describe('validate.ts for the browser', () => {
  it('imports only dependency-free files (no zod), so the live forms script stays small', async () => {
    const { readFileSync } = await import('node:fs');
    const allowed = new Set(['../limits.ts', './messages.ts', './types.ts']);
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    const importsOf = (source: string) => [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(importsOf(read('./validate.ts')).sort()).toEqual([...allowed].sort());
    for (const file of ['../limits.ts', './messages.ts', './types.ts'])
      expect(importsOf(read(file)), file).toEqual([]);
  });
});
