import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { stripPageContent } from './lean-content.ts';
import {
  emptyPageContent,
  migratePageContent,
  PAGE_CONTENT_VERSION,
  pageContentSchema,
  SLOT_NAME,
  slotNames,
} from './page-content.ts';
import { responsivePropsOf } from './responsive/steps.ts';

const template = { id: 'tpl-1', slots: 2, dataTypes: { title: { type: 'TextInput', value: 'Hi' } } };

describe('slots', () => {
  it('are named slot1 … slotN', () => {
    expect(slotNames(3)).toEqual(['slot1', 'slot2', 'slot3']);
    expect(slotNames(0)).toEqual([]);
    expect(SLOT_NAME.test('slot10')).toBe(true);
    for (const name of ['slot0', 'slot01', 'slot', 'Slot1', 'header'])
      expect(SLOT_NAME.test(name), name).toBe(false);
  });
});

describe('emptyPageContent', () => {
  it("holds the template's id and settings and one empty list per slot", () => {
    expect(emptyPageContent(template)).toEqual({
      version: PAGE_CONTENT_VERSION,
      // Lean (version 5): the template's own values are its defaults, so nothing is copied.
      template: { id: 'tpl-1', dataTypes: {}, isPrefab: false },
      slots: { slot1: [], slot2: [] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    });
    expect(emptyPageContent({ ...template, slots: 0 }).slots).toEqual({});
  });

  it('passes the schema', () => {
    expect(pageContentSchema.safeParse(emptyPageContent(template)).success).toBe(true);
  });
});

describe('migratePageContent', () => {
  it('upgrades unversioned content (version 0), adding the behaviour graph when missing', () => {
    const legacy = { template: { id: 'tpl-1', dataTypes: {}, isPrefab: false }, slots: { slot1: [] } };
    expect(migratePageContent(legacy)).toEqual({
      ...legacy,
      version: 6,
      pageEvents: { nodes: [], connections: [], comments: [] },
    });
    const withEvents = { ...legacy, pageEvents: { nodes: [1], connections: [], comments: [] } };
    expect(migratePageContent(withEvents)).toMatchObject({ version: 6, pageEvents: withEvents.pageEvents });
  });

  it('opens version 1 content (flat bricks) as version 6, every brick and setting stripped only', () => {
    const brick = { id: 'b1', name: 'Heading', componentId: 'c1', isPrefab: false, dataGroups: [] };
    const v1 = {
      version: 1,
      template: { id: 'tpl-1', dataTypes: { background: { type: 'color', value: '#fff' } }, isPrefab: false },
      slots: { slot1: [{ ...brick, dataTypes: { text: { type: 'text', value: 'Hi' } } }], slot2: [] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
    const copy = structuredClone(v1);
    const upgraded = migratePageContent(v1);
    expect(upgraded).toEqual({ ...stripPageContent(copy), version: 6 });
    // Unknown old type names have no definition keys to strip: every key of theirs is the brick's.
    expect((upgraded as typeof v1).slots.slot1[0]).toEqual({
      id: 'b1',
      name: 'Heading',
      componentId: 'c1',
      isPrefab: false,
      dataTypes: { text: { type: 'text', value: 'Hi' } },
    });
    expect(v1).toEqual(copy);
    expect(pageContentSchema.safeParse(upgraded).success).toBe(true);
  });

  it('opens version 2 content (nested, no breakpoints) as version 5: every value the same at every width', () => {
    const inner = { id: 'b2', name: 'Text', componentId: 'c2', isPrefab: false, dataGroups: [] };
    const v2 = {
      version: 2,
      template: {
        id: 'tpl-1',
        dataTypes: { background: { type: 'BackgroundColor', value: '#fff' } },
        isPrefab: false,
      },
      slots: {
        slot1: [
          {
            id: 'b1',
            name: 'Section',
            componentId: 'c1',
            isPrefab: false,
            dataGroups: [],
            dataTypes: { padding: { type: 'Spacing', value: { top: 8, right: 8, bottom: 8, left: 8 } } },
            slots: {
              slot1: [
                { ...inner, dataTypes: { size: { type: 'FontSize', value: { value: 2, unit: 'rem' } } } },
              ],
            },
          },
        ],
      },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
    const copy = structuredClone(v2);
    const upgraded = migratePageContent(v2) as typeof v2;
    expect(upgraded).toEqual({ ...stripPageContent(copy), version: 6 });
    // A value that may vary and had no values per breakpoint says so: lean content reads absence as the
    // definition's values per breakpoint.
    expect(upgraded.slots.slot1[0]!.dataTypes.padding).toEqual({
      type: 'Spacing',
      value: { top: 8, right: 8, bottom: 8, left: 8 },
      breakpoints: {},
    });
    expect(v2).toEqual(copy);
    expect(pageContentSchema.safeParse(upgraded).success).toBe(true);
    const bricks = [upgraded.slots.slot1[0]!, upgraded.slots.slot1[0]!.slots.slot1[0]!];
    for (const brick of bricks) {
      expect(responsivePropsOf(brick.dataTypes, DEFAULT_BREAKPOINTS)).toBeUndefined();
    }
  });

  it('opens version 3 content (breakpoints, no forms) as version 5, values per breakpoint kept', () => {
    const v3 = {
      version: 3,
      template: { id: 'tpl-1', dataTypes: {}, isPrefab: false },
      slots: {
        slot1: [
          {
            id: 'b1',
            name: 'Section',
            componentId: 'c1',
            isPrefab: false,
            dataGroups: [],
            dataTypes: {
              size: {
                type: 'FontSize',
                value: { value: 2, unit: 'rem' },
                breakpoints: { phone: { value: 1, unit: 'rem' } },
              },
              visibility: { type: 'Switch', value: false, breakpoints: { phone: true } },
            },
            slots: {
              slot1: [
                { id: 'b2', name: 'Text', componentId: 'c2', isPrefab: false, dataGroups: [], dataTypes: {} },
              ],
            },
          },
        ],
      },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
    const copy = structuredClone(v3);
    const upgraded = migratePageContent(v3);
    expect(PAGE_CONTENT_VERSION).toBe(6);
    expect(upgraded).toEqual({ ...stripPageContent(copy), version: 6 });
    expect((upgraded as typeof v3).slots.slot1[0]!.dataTypes).toEqual(v3.slots.slot1[0]!.dataTypes);
    expect(v3).toEqual(copy);
    expect(pageContentSchema.safeParse(upgraded).success).toBe(true);
  });

  it('opens version 5 content (before languages) as version 6 with every value unchanged', () => {
    const v5 = {
      version: 5,
      template: { id: 'tpl-1', dataTypes: { title: { type: 'TextInput', value: 'Site' } }, isPrefab: false },
      slots: {
        slot1: [
          {
            id: 'b1',
            name: 'Heading',
            componentId: 'c1',
            isPrefab: false,
            dataTypes: {
              text: { type: 'TextInput', value: 'About us' },
              size: { type: 'FontSize', breakpoints: { phone: { value: 1, unit: 'rem' } } },
            },
          },
        ],
      },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
    const copy = structuredClone(v5);
    const upgraded = migratePageContent(v5);
    expect(upgraded).toEqual({ ...copy, version: 6 });
    expect(v5).toEqual(copy);
    expect(pageContentSchema.safeParse(upgraded).success).toBe(true);
  });

  it('leaves current content as it is, and does not change its input', () => {
    const current = emptyPageContent(template);
    const copy = structuredClone(current);
    expect(migratePageContent(current)).toEqual(copy);
    const legacy = { template: current.template, slots: current.slots };
    migratePageContent(legacy);
    expect(legacy).toEqual({ template: current.template, slots: current.slots });
  });

  it('leaves content of a newer release, and anything that is not an object, for the schema to refuse', () => {
    const newer = { ...emptyPageContent(template), version: PAGE_CONTENT_VERSION + 1 };
    expect(migratePageContent(newer)).toBe(newer);
    expect(pageContentSchema.safeParse(migratePageContent(newer)).success).toBe(false);
    for (const value of [null, 42, 'text', [1, 2]]) expect(migratePageContent(value)).toBe(value);
  });
});

describe('pageContentSchema', () => {
  const valid = {
    ...emptyPageContent(template),
    slots: {
      slot1: [
        { id: 'b1', name: 'Heading', componentId: 'c1', isPrefab: false, dataTypes: {}, dataGroups: [] },
      ],
      slot2: [],
    },
  };

  it('accepts bricks with their properties and keeps extra brick fields', () => {
    const withExtra = {
      ...valid,
      slots: { ...valid.slots, slot2: [{ ...valid.slots.slot1[0], id: 'b2', style: { color: 'red' } }] },
    };
    const parsed = pageContentSchema.parse(withExtra);
    expect(parsed.slots.slot2?.[0]).toMatchObject({ style: { color: 'red' } });
  });

  it('accepts bricks holding slots of bricks (containers)', () => {
    const inner = { ...valid.slots.slot1[0], id: 'b2', name: 'Text' };
    const nested = {
      ...valid,
      slots: { slot1: [{ ...valid.slots.slot1[0], slots: { slot1: [inner], slot2: [] } }], slot2: [] },
    };
    const parsed = pageContentSchema.parse(nested);
    expect(parsed.slots.slot1?.[0]?.slots?.slot1?.[0]?.id).toBe('b2');
  });

  it.each([
    ['not an object', 'content', 'content must be a page content object'],
    ['an array', [], 'content must be a page content object'],
    ['a bad slot name', { ...valid, slots: { header: [] } }, 'content.slots must be named slot1, slot2 …'],
    [
      'a template without id',
      { ...valid, template: { dataTypes: {}, isPrefab: false } },
      'content.template.id is required',
    ],
  ])('refuses %s with a message naming the content', (_, value, message) => {
    const result = pageContentSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['another version', { ...valid, version: PAGE_CONTENT_VERSION + 1 }],
    ['a version 1 page not migrated', { ...valid, version: 1 }],
    [
      'a brick slot with a bad name',
      { ...valid, slots: { slot1: [{ ...valid.slots.slot1[0], slots: { aside: [] } }] } },
    ],
    [
      'a nested brick without a component',
      {
        ...valid,
        slots: { slot1: [{ ...valid.slots.slot1[0], slots: { slot1: [{ id: 'x', name: 'x' }] } }] },
      },
    ],
    ['a brick without id', { ...valid, slots: { slot1: [{ name: 'x' }] } }],
    ['a slot that is not a list', { ...valid, slots: { slot1: {} } }],
    ['no behaviour graph', { ...valid, pageEvents: undefined }],
  ])('refuses %s', (_, value) => {
    expect(pageContentSchema.safeParse(value).success).toBe(false);
  });
});
