import { describe, expect, it } from 'vitest';
import {
  componentIdsOf,
  definitionsFrom,
  expandBrick,
  expandPageContent,
  leanBrick,
  leanPageContent,
  stripPageContent,
} from './lean-content.ts';
import { migratePageContent, PAGE_CONTENT_VERSION, pageContentSchema } from './page-content.ts';
import { expandEntry, leanEntry, stripEntry } from './property-types/lean-entry.ts';

const labels = (en: string) => ({ 'en-US': { label: en }, 'pt-BR': { label: `${en} (pt)` } });

const heading = {
  id: 'c-heading',
  dataTypes: {
    name: { type: 'TextInput', value: 'Heading', defaultValue: 'Heading', i18n: labels('Name') },
    visibility: { type: 'Switch', value: true, defaultValue: true, i18n: labels('Visible') },
    text: { type: 'TextInput', value: 'Title', defaultValue: 'Title', i18n: labels('Text') },
    size: {
      type: 'FontSize',
      value: { value: 2, unit: 'rem' },
      defaultValue: { value: 2, unit: 'rem' },
      breakpoints: { phone: { value: 1.5, unit: 'rem' } },
      i18n: labels('Size'),
    },
    level: {
      type: 'Select',
      value: 'h2',
      defaultValue: 'h2',
      settings: { options: [{ value: 'h1' }, { value: 'h2' }] },
      i18n: labels('Level'),
    },
  },
  dataGroups: [{ name: 'text', label: 'Text', properties: ['text', 'size', 'level'] }],
};

const page = {
  id: 'tpl',
  dataTypes: { background: { type: 'BackgroundColor', value: '#ffffff', i18n: labels('Background') } },
};

/** A brick as the editor inserted it up to version 4: a full copy of its component's definitions. */
function fatBrick(id: string, changes: Record<string, Record<string, unknown>> = {}) {
  const dataTypes: Record<string, Record<string, unknown>> = structuredClone(heading.dataTypes);
  for (const [name, change] of Object.entries(changes)) dataTypes[name] = { ...dataTypes[name], ...change };
  return {
    id,
    name: 'Heading',
    componentId: heading.id,
    isPrefab: false,
    dataTypes,
    dataGroups: heading.dataGroups,
  };
}

const definitions = definitionsFrom([heading], page);

describe('one entry', () => {
  it('keeps only what differs from the definition, with the type of its value', () => {
    const definition = heading.dataTypes.text;
    expect(leanEntry({ ...definition }, definition)).toBeNull();
    expect(leanEntry({ ...definition, value: 'Hello' }, definition)).toEqual({
      type: 'TextInput',
      value: 'Hello',
    });
    const size = heading.dataTypes.size;
    expect(leanEntry({ ...size, breakpoints: undefined }, size)).toEqual({
      type: 'FontSize',
      breakpoints: {},
    });
    expect(leanEntry({ ...size, isMutable: false }, size)).toBeNull();
  });

  it('expands to the definition with the brick value; absent keys follow the definition', () => {
    const size = heading.dataTypes.size;
    expect(expandEntry('size', undefined, size)).toEqual(size);
    expect(expandEntry('size', { type: 'FontSize', breakpoints: {} }, size)).toEqual({
      ...size,
      breakpoints: undefined,
    });
    // A value written for another type gives way to the definition's default, as the editor always did.
    expect(expandEntry('text', { type: 'Switch', value: true }, heading.dataTypes.text)).toEqual(
      heading.dataTypes.text,
    );
  });

  it('stripping a full entry keeps every value and says "none" for missing breakpoints', () => {
    expect(stripEntry('size', { ...heading.dataTypes.size, breakpoints: undefined })).toEqual({
      type: 'FontSize',
      value: { value: 2, unit: 'rem' },
      breakpoints: {},
    });
    expect(stripEntry('text', heading.dataTypes.text)).toEqual({ type: 'TextInput', value: 'Title' });
  });
});

describe('bricks and pages', () => {
  it('a brick round-trips: lean, then expanded with its component, is the full brick', () => {
    const fat = fatBrick('b1', {
      text: { value: 'Welcome' },
      size: { breakpoints: { phone: { value: 1, unit: 'rem' } } },
    });
    const lean = leanBrick(fat, heading);
    expect(lean).toEqual({
      id: 'b1',
      name: 'Heading',
      componentId: heading.id,
      isPrefab: false,
      dataTypes: {
        text: { type: 'TextInput', value: 'Welcome' },
        size: { type: 'FontSize', breakpoints: { phone: { value: 1, unit: 'rem' } } },
      },
    });
    expect(expandBrick(lean, heading)).toEqual(fat);
  });

  it('version 4 content migrates (no definitions) and expands to what it was', () => {
    const fat = {
      version: 4,
      template: { id: 'tpl', dataTypes: structuredClone(page.dataTypes), isPrefab: false },
      slots: {
        slot1: [
          {
            ...fatBrick('b1', { text: { value: 'Outer' }, size: { breakpoints: undefined } }),
            slots: {
              slot1: [fatBrick('b2', { visibility: { value: false, breakpoints: { phone: true } } })],
            },
          },
        ],
      },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
    const migrated = migratePageContent(structuredClone(fat)) as typeof fat;
    expect(migrated.version).toBe(PAGE_CONTENT_VERSION);
    expect(pageContentSchema.safeParse(migrated).success).toBe(true);
    // The bricks' size had no values per breakpoint: they still have none, not the definition's.
    const expanded = expandPageContent(migrated, definitions);
    const withoutUndefined = JSON.parse(JSON.stringify(fat));
    expect(JSON.parse(JSON.stringify(expanded))).toEqual({ ...withoutUndefined, version: 6 });
    // Leaning it with its definitions keeps only the changes, and expands back to the same.
    const lean = leanPageContent(expanded, definitions);
    expect(lean.template.dataTypes).toEqual({});
    expect(lean.slots.slot1[0]!.dataTypes).toEqual({
      text: { type: 'TextInput', value: 'Outer' },
      size: { type: 'FontSize', breakpoints: {} },
    });
    expect(JSON.parse(JSON.stringify(expandPageContent(lean, definitions)))).toEqual({
      ...withoutUndefined,
      version: 6,
    });
    expect(componentIdsOf(lean)).toEqual([heading.id]);
  });

  it('keeps the values of a brick whose component is gone or lost a property, and does not expand them', () => {
    const fat = fatBrick('b1', { text: { value: 'Kept' } });
    const lean = leanBrick(fat, heading);
    expect(expandBrick(lean, undefined)).toBe(lean);
    expect(leanBrick(lean, undefined)).toEqual(lean);
    const smaller = { ...heading, dataTypes: { name: heading.dataTypes.name } };
    const expanded = expandBrick(lean, smaller);
    expect(expanded.dataTypes.text).toEqual({ type: 'TextInput', value: 'Kept' });
    expect(leanBrick(expanded, smaller).dataTypes).toEqual({ text: { type: 'TextInput', value: 'Kept' } });
  });

  it('strips without definitions: never drops a value', () => {
    const fat = { template: { id: 'tpl', dataTypes: page.dataTypes }, slots: { slot1: [fatBrick('b1')] } };
    const stripped = stripPageContent(fat);
    expect(stripped.slots.slot1[0]!.dataTypes.text).toEqual({ type: 'TextInput', value: 'Title' });
    expect(stripped.template.dataTypes).toEqual({
      background: { type: 'BackgroundColor', value: '#ffffff', breakpoints: {} },
    });
  });
});
