import { describe, expect, it } from 'vitest';
import {
  emptyPageContent,
  migratePageContent,
  PAGE_CONTENT_VERSION,
  pageContentSchema,
  SLOT_NAME,
  slotNames,
} from './page-content.ts';

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
      template: { id: 'tpl-1', dataTypes: template.dataTypes, isPrefab: false },
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
      version: 1,
      pageEvents: { nodes: [], connections: [], comments: [] },
    });
    const withEvents = { ...legacy, pageEvents: { nodes: [1], connections: [], comments: [] } };
    expect(migratePageContent(withEvents)).toMatchObject({ version: 1, pageEvents: withEvents.pageEvents });
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
    ['another version', { ...valid, version: 2 }],
    ['a brick without id', { ...valid, slots: { slot1: [{ name: 'x' }] } }],
    ['a slot that is not a list', { ...valid, slots: { slot1: {} } }],
    ['no behaviour graph', { ...valid, pageEvents: undefined }],
  ])('refuses %s', (_, value) => {
    expect(pageContentSchema.safeParse(value).success).toBe(false);
  });
});
