import { describe, expect, it } from 'vitest';
import { headingDataTypes } from './heading.fixture.ts';
import {
  checkGroups,
  dataEventsSchema,
  dataGroupsSchema,
  dataTypeEntrySchema,
  dataTypesSchema,
} from './schemas.ts';

describe('dataTypesSchema', () => {
  it('accepts a realistic component definition, keeping every field', () => {
    const parsed = dataTypesSchema.parse(headingDataTypes);
    expect(parsed).toEqual(headingDataTypes);
  });

  it('rejects an unknown type with Unknown data type and the type name', () => {
    const result = dataTypesSchema.safeParse({ title: { type: 'Foo' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Unknown data type: Foo']);
    expect(result.error?.issues[0]?.path).toEqual(['title', 'type']);
  });

  it('requires a type', () => {
    const result = dataTypesSchema.safeParse({ title: { value: 'x' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('type is required');
  });

  it('rejects property names that are not identifiers', () => {
    for (const name of ['1st', 'font-size', 'my prop', '']) {
      const result = dataTypesSchema.safeParse({ [name]: { type: 'TextInput' } });
      expect(result.success, name).toBe(false);
      expect(result.error?.issues[0]?.message).toContain(`Invalid property name: ${name}`);
    }
    expect(
      dataTypesSchema.safeParse({ _private: { type: 'Switch' }, slot2Title: { type: 'Color' } }).success,
    ).toBe(true);
  });

  it('checks the types of isMutable, settings and i18n', () => {
    expect(dataTypeEntrySchema.safeParse({ type: 'Switch', isMutable: 'yes' }).success).toBe(false);
    expect(dataTypeEntrySchema.safeParse({ type: 'Select', settings: ['a'] }).success).toBe(false);
    expect(dataTypeEntrySchema.safeParse({ type: 'Color', i18n: { 'en-US': { label: 3 } } }).success).toBe(
      false,
    );
    expect(dataTypesSchema.safeParse([]).success).toBe(false);
  });

  it('keeps values per breakpoint written in the JSON tab, and names a breakpoints field that is not an object', () => {
    const entry = {
      type: 'FontSize',
      value: { value: 2.25, unit: 'rem' },
      breakpoints: { tablet: { value: 1.875, unit: 'rem' }, phone: { value: 1.625, unit: 'rem' } },
    };
    expect(dataTypesSchema.parse({ title: entry })).toEqual({ title: entry });
    for (const breakpoints of ['1.5rem', ['phone'], null, 3]) {
      const result = dataTypesSchema.safeParse({ title: { type: 'FontSize', breakpoints } });
      expect(result.success, JSON.stringify(breakpoints)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['title', 'breakpoints']);
      expect(result.error?.issues[0]?.message).toBe(
        'breakpoints must be an object of values by breakpoint id, like { "phone": … }',
      );
    }
  });
});

describe('dataGroupsSchema', () => {
  const groups = [
    {
      name: 'content',
      label: 'Content',
      i18n: { 'pt-BR': { label: 'Conteúdo' } },
      properties: ['text', 'level'],
    },
    {
      name: 'style',
      label: 'Style',
      properties: ['fontSize', 'font', 'textStyle', 'color', 'align'],
      collapsed: true,
    },
  ];

  it('accepts named groups listing properties', () => {
    expect(dataGroupsSchema.parse(groups)).toEqual(groups);
    expect(dataGroupsSchema.parse([])).toEqual([]);
  });

  it('rejects groups without a name or properties, and duplicate names', () => {
    expect(dataGroupsSchema.safeParse([{ label: 'x', properties: [] }]).success).toBe(false);
    expect(dataGroupsSchema.safeParse([{ name: 'x' }]).success).toBe(false);
    const duplicate = dataGroupsSchema.safeParse([groups[0], groups[0]]);
    expect(duplicate.error?.issues[0]?.message).toBe('Duplicate group name: content');
    expect(dataGroupsSchema.safeParse({ name: 'x', properties: [] }).success).toBe(false);
  });

  it('checkGroups reports grouped names missing from dataTypes', () => {
    expect(checkGroups(headingDataTypes, groups)).toEqual([]);
    expect(checkGroups({ text: {} }, [{ name: 'content', properties: ['text', 'subtitle'] }])).toEqual([
      'Group content lists unknown property: subtitle',
    ]);
  });
});

describe('dataEventsSchema', () => {
  it('accepts a label and a subset of the mouse events', () => {
    const events = { label: 'Button', events: { mouse: ['onclick', 'onmouseenter'] } };
    expect(dataEventsSchema.parse(events)).toEqual(events);
    expect(dataEventsSchema.parse({ label: 'None', events: { mouse: [] } }).events.mouse).toEqual([]);
  });

  it('rejects unknown or repeated events and a missing label', () => {
    const unknown = dataEventsSchema.safeParse({ label: 'x', events: { mouse: ['ondblclick'] } });
    expect(unknown.error?.issues[0]?.message).toBe('Unknown mouse event: ondblclick');
    expect(
      dataEventsSchema.safeParse({ label: 'x', events: { mouse: ['onclick', 'onclick'] } }).success,
    ).toBe(false);
    expect(dataEventsSchema.safeParse({ events: { mouse: [] } }).success).toBe(false);
    expect(dataEventsSchema.safeParse({ label: 'x', events: {} }).success).toBe(false);
  });
});
