import { describe, expect, it } from 'vitest';
import { resolveProps, resolvePropsTolerant } from '../property-types/resolve.ts';
import { fieldIds, resolveFormField } from './fields.ts';

const field = (value: Record<string, unknown>) => ({
  name: 'email',
  kind: 'email',
  label: 'E-mail',
  placeholder: '',
  help: '',
  required: false,
  ...value,
});

describe('resolveFormField', () => {
  it('derives ids from the brick id, stable and distinct per brick', () => {
    const a = resolveFormField(field({}), 'b-1');
    expect(a).toMatchObject({
      inputId: 'tessera-field-b-1',
      hintId: 'tessera-field-b-1-hint',
      errorId: 'tessera-field-b-1-error',
    });
    expect(resolveFormField(field({}), 'b-1')).toEqual(a);
    expect(resolveFormField(field({}), 'b-2').inputId).not.toBe(a.inputId);
    expect(fieldIds('a b/c', 'x').inputId).toBe('tessera-field-a-b-c');
    // A component's own preview has no brick: the ids come from the name.
    expect(fieldIds(undefined, 'email').inputId).toBe('tessera-field-email');
  });

  it('gives an e-mail field its type, keyboard, autocomplete and length', () => {
    expect(resolveFormField(field({ required: true, help: 'We reply here' }), 'b1').attributes).toEqual({
      id: 'tessera-field-b1',
      name: 'email',
      type: 'email',
      required: true,
      'aria-describedby': 'tessera-field-b1-hint',
      inputMode: 'email',
      autoComplete: 'email',
      maxLength: 1000,
    });
  });

  it('describes by the hint only when there is help, and marks required only when required', () => {
    const attributes = resolveFormField(field({ kind: 'text', name: 'name' }), 'b1').attributes;
    expect(attributes).not.toHaveProperty('aria-describedby');
    expect(attributes).not.toHaveProperty('required');
    expect(attributes.autoComplete).toBe('name');
    expect(attributes.type).toBe('text');
  });

  it('draws numbers as text with a decimal keyboard, and dates with their bounds', () => {
    const number = resolveFormField(
      field({ kind: 'number', name: 'age', min: 18, max: 99 }),
      'b1',
    ).attributes;
    expect(number).toMatchObject({ type: 'text', inputMode: 'decimal' });
    expect(number).not.toHaveProperty('min');
    const date = resolveFormField(
      field({ kind: 'date', name: 'day', min: '2026-01-01', max: '2026-12-31' }),
      'b1',
    );
    expect(date.attributes).toMatchObject({ type: 'date', min: '2026-01-01', max: '2026-12-31' });
  });

  it('bounds text lengths by the field or the kind', () => {
    const area = resolveFormField(field({ kind: 'textarea', name: 'message', minLength: 10 }), 'b1');
    expect(area.attributes).toMatchObject({ minLength: 10, maxLength: 10_000 });
    expect(area.attributes).not.toHaveProperty('type');
    expect(
      resolveFormField(field({ kind: 'tel', name: 'phone', maxLength: 20 }), 'b1').attributes,
    ).toMatchObject({
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      maxLength: 20,
    });
  });

  it('gives a group of radios or checkboxes one id per option, the first the field’s', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    const radio = resolveFormField(field({ kind: 'radio', name: 'pick', required: true, options }), 'b1');
    expect(radio.options).toEqual([
      { value: 'a', label: 'A', id: 'tessera-field-b1' },
      { value: 'b', label: 'B', id: 'tessera-field-b1-2' },
    ]);
    expect(radio.attributes).toEqual({ name: 'pick', type: 'radio', required: true });
    const boxes = resolveFormField(
      field({ kind: 'checkboxes', name: 'picks', required: true, options }),
      'b1',
    );
    expect(boxes.attributes).toEqual({ name: 'picks', type: 'checkbox' });
    const select = resolveFormField(field({ kind: 'select', name: 'one', options }), 'b1');
    expect(select.attributes).toEqual({ id: 'tessera-field-b1', name: 'one' });
    expect(select.options?.map((option) => option.id)).toEqual([
      'tessera-field-b1-option-1',
      'tessera-field-b1-option-2',
    ]);
  });

  it('gives files their accepted extensions and several files when allowed', () => {
    const file = resolveFormField(
      field({ kind: 'file', name: 'cv', accept: ['pdf', 'png'], maxSelections: 2 }),
      'b1',
    );
    expect(file.attributes).toEqual({
      id: 'tessera-field-b1',
      name: 'cv',
      type: 'file',
      accept: '.pdf,.png',
      multiple: true,
    });
    expect(resolveFormField(field({ kind: 'file', name: 'cv' }), 'b1').attributes).not.toHaveProperty(
      'multiple',
    );
    expect(resolveFormField(field({ kind: 'consent', name: 'ok', required: true }), 'b1').attributes).toEqual(
      {
        id: 'tessera-field-b1',
        name: 'ok',
        type: 'checkbox',
        required: true,
      },
    );
  });

  it('is what resolveProps gives a FormField property, with the brick id passed along', () => {
    const dataTypes = {
      field: { type: 'FormField', value: field({}) },
      label: { type: 'TextInput', value: 'x' },
    };
    const props = resolveProps(dataTypes, null, 'brick-9');
    expect(props.field).toEqual(resolveFormField(field({}), 'brick-9'));
    expect(resolvePropsTolerant(dataTypes, null, 'brick-9').field).toEqual(props.field);
    expect((resolveProps(dataTypes).field as { inputId: string }).inputId).toBe('tessera-field-email');
  });
});
