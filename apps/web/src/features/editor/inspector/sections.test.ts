import type { DataGroup } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { PropertyEntries } from '../model/types.ts';
import { buildSections, groupLabel, propertyDescription, propertyLabel } from './sections.ts';

const entry = (type = 'TextInput', labels?: Record<string, string>) => ({
  type,
  ...(labels
    ? { i18n: Object.fromEntries(Object.entries(labels).map(([locale, label]) => [locale, { label }])) }
    : {}),
});

describe('propertyLabel', () => {
  it('uses the current locale, then en-US, then the name', () => {
    const both = entry('TextInput', { 'en-US': 'Title', 'pt-BR': 'Título' });
    expect(propertyLabel('title', both, 'pt-BR')).toBe('Título');
    expect(propertyLabel('title', both, 'en-US')).toBe('Title');
    expect(propertyLabel('title', entry('TextInput', { 'en-US': 'Title' }), 'pt-BR')).toBe('Title');
    expect(propertyLabel('title', entry(), 'pt-BR')).toBe('title');
  });

  it('ignores blank labels', () => {
    expect(propertyLabel('title', entry('TextInput', { 'pt-BR': '  ', 'en-US': 'Title' }), 'pt-BR')).toBe(
      'Title',
    );
  });
});

describe('groupLabel', () => {
  const group = (extra: Partial<DataGroup>): DataGroup => ({ name: 'layout', properties: [], ...extra });

  it('uses the locale label, then label, then name', () => {
    expect(groupLabel(group({ label: 'Layout', i18n: { 'pt-BR': { label: 'Leiaute' } } }), 'pt-BR')).toBe(
      'Leiaute',
    );
    expect(groupLabel(group({ label: 'Layout', i18n: { 'pt-BR': { label: 'Leiaute' } } }), 'en-US')).toBe(
      'Layout',
    );
    expect(groupLabel(group({}), 'en-US')).toBe('layout');
  });
});

describe('buildSections', () => {
  const dataTypes: PropertyEntries = {
    name: entry(),
    visibility: entry('Switch'),
    title: entry(),
    color: entry('Color'),
    padding: entry('Spacing'),
    stray: entry(),
  };

  it('keeps group order and each group’s property order, with the rest in a last Other section', () => {
    const groups: DataGroup[] = [
      { name: 'style', label: 'Style', properties: ['padding', 'color'], collapsed: true },
      { name: 'content', properties: ['title'] },
    ];
    expect(buildSections(dataTypes, groups, 'en-US', 'Other')).toEqual([
      { name: 'style', label: 'Style', collapsed: true, properties: ['padding', 'color'] },
      { name: 'content', label: 'content', collapsed: false, properties: ['title'] },
      { name: 'other', label: 'Other', collapsed: false, properties: ['stray'] },
    ]);
  });

  it('skips missing properties, name and visibility, repeats, and groups left empty', () => {
    const groups: DataGroup[] = [
      { name: 'a', properties: ['name', 'missing', 'title'] },
      { name: 'b', properties: ['title', 'visibility'] },
      { name: 'c', properties: ['color', 'padding', 'stray'] },
    ];
    expect(buildSections(dataTypes, groups, 'en-US', 'Other')).toEqual([
      { name: 'a', label: 'a', collapsed: false, properties: ['title'] },
      { name: 'c', label: 'c', collapsed: false, properties: ['color', 'padding', 'stray'] },
    ]);
  });

  it('puts everything in Other when there are no groups, and shows nothing for only name and visibility', () => {
    expect(buildSections(dataTypes, [], 'en-US', 'Other')).toEqual([
      { name: 'other', label: 'Other', collapsed: false, properties: ['title', 'color', 'padding', 'stray'] },
    ]);
    expect(buildSections({ name: entry(), visibility: entry('Switch') }, [], 'en-US', 'Other')).toEqual([]);
  });

  it('gives Other a name no group uses', () => {
    const sections = buildSections(dataTypes, [{ name: 'other', properties: ['title'] }], 'en-US', 'Other');
    expect(sections.map((section) => section.name)).toEqual(['other', 'other_']);
  });
});

describe('propertyDescription', () => {
  it('uses the locale, then en-US, then settings.description', () => {
    // Descriptions ride along in i18n as the schema's loose objects allow; the entry type names only label.
    const en = { label: 'Show', description: 'Shows it' };
    const i18n = { 'en-US': en, 'pt-BR': { description: 'Mostra' } } as Record<string, { label?: string }>;
    expect(propertyDescription({ type: 'SwitchCard', i18n }, 'pt-BR')).toBe('Mostra');
    expect(propertyDescription({ type: 'SwitchCard', i18n: { 'en-US': en } }, 'pt-BR')).toBe('Shows it');
    expect(propertyDescription({ type: 'SwitchCard', settings: { description: 'Set' } }, 'en-US')).toBe(
      'Set',
    );
    expect(propertyDescription({ type: 'SwitchCard' }, 'en-US')).toBeUndefined();
  });
});
