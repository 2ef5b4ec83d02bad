import { describe, expect, it } from 'vitest';
import { pageLinksOf } from '../page-links.ts';
import { brickTreeProblem, type TreeBrick } from '../page-tree.ts';
import { isFieldBrick, isFormBrick, uniqueFieldName } from './bricks.ts';

type B = TreeBrick & { componentId: string; dataTypes: Record<string, unknown> };

const form = (id: string, inner: B[], value: unknown = { after: 'message', message: '', page: null }): B => ({
  id,
  componentId: 'c-form',
  dataTypes: { form: { type: 'Form', value } },
  slots: { slot1: inner },
});
const field = (id: string, name: unknown, extra: Record<string, unknown> = {}): B => ({
  id,
  componentId: 'c-field',
  dataTypes: {
    field: {
      type: 'FormField',
      value: { name, kind: 'text', label: 'L', placeholder: '', help: '', required: false, ...extra },
    },
  },
});
const box = (id: string, inner: B[]): B => ({
  id,
  componentId: 'c-box',
  dataTypes: {},
  slots: { slot1: inner },
});

describe('form rules on save (brickTreeProblem)', () => {
  it('accepts forms with uniquely named fields at any depth, and fields of different forms sharing names', () => {
    const slots = {
      slot1: [
        form('f1', [field('a', 'email'), box('x', [field('b', 'name')])]),
        form('f2', [field('c', 'email')]),
      ],
    };
    expect(brickTreeProblem(slots)).toBeNull();
  });

  it('refuses a form inside a form, at any depth, naming both', () => {
    expect(brickTreeProblem({ slot1: [form('outer', [box('x', [form('inner', [])])])] })).toEqual({
      brickId: 'inner',
      message: 'brick inner is a form inside the form outer; a form cannot hold another form',
    });
  });

  it('refuses two fields of one form with the same name', () => {
    const slots = { slot1: [form('f1', [field('a', 'email'), box('x', [field('b', 'email')])])] };
    expect(brickTreeProblem(slots)).toEqual({
      brickId: 'b',
      message:
        'brick b: the form f1 already has a field named email (brick a); field names are unique in a form',
    });
  });

  it('refuses invalid and reserved field names, inside a form or not', () => {
    expect(brickTreeProblem({ slot1: [form('f1', [field('a', 'E-mail')])] })?.message).toMatch(
      /^brick a: field name "E-mail" is not valid/,
    );
    expect(brickTreeProblem({ slot1: [field('a', '_tessera_token')] })?.message).toMatch(
      /^brick a: field name "_tessera_token" is not valid/,
    );
  });

  it('refuses badly shaped Form and FormField values, naming the brick and the property', () => {
    expect(
      brickTreeProblem({ slot1: [form('f1', [], { after: 'close', message: '', page: null })] }),
    ).toEqual({
      brickId: 'f1',
      message: "brick f1: form.after: after must be 'message' or 'page'",
    });
    expect(
      brickTreeProblem({ slot1: [form('f1', [], { after: 'page', message: '', page: null })] }),
    ).toBeNull();
    expect(brickTreeProblem({ slot1: [form('f1', [field('a', 'age', { min: 3 })])] })).toEqual({
      brickId: 'a',
      message: 'brick a: field.min: min applies only to number and date fields',
    });
  });

  it('refuses more fields in a form than LIMITS.forms.fields', () => {
    const fields = Array.from({ length: 51 }, (_, i) => field(`b${i}`, `f${i}`));
    expect(brickTreeProblem({ slot1: [form('f1', fields)] })?.message).toBe(
      'brick b50: the form f1 has more than 50 fields',
    );
    expect(brickTreeProblem({ slot1: [form('f1', fields.slice(0, 50))] })).toBeNull();
  });

  it('lets fields outside any form repeat names (they are reported at publish, not refused)', () => {
    expect(brickTreeProblem({ slot1: [field('a', 'email'), field('b', 'email')] })).toBeNull();
  });
});

describe('form bricks', () => {
  it('tells forms and fields apart', () => {
    expect(isFormBrick(form('f', []))).toBe(true);
    expect(isFieldBrick(form('f', []))).toBe(false);
    expect(isFieldBrick(field('a', 'x'))).toBe(true);
    expect(isFormBrick(box('x', []))).toBe(false);
    expect(isFormBrick(null)).toBe(false);
  });

  it('lists a form’s thank-you page among the content’s page links, so another app’s page is refused', () => {
    const content = {
      slots: { slot1: [form('f1', [], { after: 'page', message: '', page: 'p-9' }), form('f2', [])] },
    };
    expect(pageLinksOf(content)).toEqual([{ brickId: 'f1', property: 'form', pageId: 'p-9' }]);
  });
});

describe('uniqueFieldName', () => {
  it('numbers a taken name, and the next number of a numbered one', () => {
    expect(uniqueFieldName('email', [])).toBe('email');
    expect(uniqueFieldName('email', ['email'])).toBe('email-2');
    expect(uniqueFieldName('email', ['email', 'email-2'])).toBe('email-3');
    expect(uniqueFieldName('email-2', ['email', 'email-2'])).toBe('email-3');
    expect(uniqueFieldName('email-9', new Set(['email-9']))).toBe('email-10');
  });

  it('repairs an invalid name and stays within 40 characters', () => {
    expect(uniqueFieldName('Your Name', ['your-name'])).toBe('your-name-2');
    const long = 'a'.repeat(40);
    const next = uniqueFieldName(long, [long]);
    expect(next).toBe(`${'a'.repeat(38)}-2`);
    expect(next).toHaveLength(40);
  });
});
