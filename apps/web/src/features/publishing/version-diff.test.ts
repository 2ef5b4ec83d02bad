import { describe, expect, it } from 'vitest';
import { diffVersions, isSameVersion } from './version-diff.ts';

const text = (value: string) => ({
  type: 'TextInput',
  value,
  defaultValue: '',
  i18n: { 'en-US': { label: 'Text' } },
});

function brick(id: string, values: { text?: string; name?: string; visible?: boolean; color?: string } = {}) {
  return {
    id,
    name: values.name ?? `Brick ${id}`,
    componentId: 'paragraph',
    isPrefab: false,
    dataTypes: {
      name: { type: 'TextInput', value: values.name ?? `Brick ${id}` },
      visibility: { type: 'Switch', value: values.visible ?? true, defaultValue: true },
      text: text(values.text ?? 'Hello'),
      color: { type: 'ColorPicker', value: values.color ?? '#000000', defaultValue: '#000000' },
    },
    dataGroups: [],
  };
}

function content(slots: Record<string, unknown[]>, templateColor = '#ffffff', nodes: unknown[] = []) {
  return {
    version: 1,
    template: {
      id: 't1',
      isPrefab: false,
      dataTypes: { background: { type: 'ColorPicker', value: templateColor, defaultValue: '#ffffff' } },
    },
    slots,
    pageEvents: { nodes, connections: [], comments: [] },
  };
}

describe('diffVersions', () => {
  it('finds nothing between two equal versions', () => {
    const page = content({ slot1: [brick('a'), brick('b')] });
    const diff = diffVersions(page, structuredClone(page));
    expect(diff).toEqual({ added: [], removed: [], changed: [], template: [], graph: false });
    expect(isSameVersion(diff)).toBe(true);
  });

  it('lists added and removed bricks by id, in page order, with their names and slots', () => {
    const older = content({ slot1: [brick('a'), brick('b')], slot2: [] });
    const newer = content({ slot1: [brick('a')], slot2: [brick('c', { name: 'Hero' })] });
    const diff = diffVersions(older, newer);
    expect(diff.added).toEqual([
      { id: 'c', name: 'Hero', componentId: 'paragraph', slot: 'slot2', parentId: null },
    ]);
    expect(diff.removed).toEqual([
      { id: 'b', name: 'Brick b', componentId: 'paragraph', slot: 'slot1', parentId: null },
    ]);
    expect(diff.changed).toEqual([]);
    expect(isSameVersion(diff)).toBe(false);
  });

  it('lists changed properties, name, visibility and slot of a brick kept in both', () => {
    const older = content({ slot1: [brick('a'), brick('b')], slot2: [] });
    const newer = content({
      slot1: [brick('a', { text: 'Goodbye', color: '#ff0000', name: 'Intro', visible: false })],
      slot2: [brick('b')],
    });
    const diff = diffVersions(older, newer);
    expect(diff.changed).toHaveLength(2);
    const [a, b] = diff.changed;
    expect(a).toMatchObject({ id: 'a', name: 'Intro', slot: 'slot1', kinds: ['name', 'visibility'] });
    expect(a!.properties.map((p) => p.name)).toEqual(['text', 'color']);
    expect(a!.properties[0]!.entry.i18n?.['en-US']?.label).toBe('Text');
    expect(b).toMatchObject({ id: 'b', slot: 'slot2', kinds: ['slot'], properties: [] });
  });

  it('walks bricks at any depth: inside containers, moved into one, removed with one', () => {
    const box = (id: string, slots: Record<string, unknown[]>) => ({ ...brick(id), slots });
    const older = content({ slot1: [box('s', { slot1: [brick('a')], slot2: [] }), brick('b')] });
    const newer = content({
      slot1: [
        box('s', { slot1: [brick('a', { text: 'Deep' })], slot2: [box('c', { slot1: [brick('b')] })] }),
      ],
    });
    const diff = diffVersions(older, newer);
    expect(diff.added).toEqual([
      { id: 'c', name: 'Brick c', componentId: 'paragraph', slot: 'slot2', parentId: 's' },
    ]);
    expect(diff.changed.map((c) => [c.id, c.kinds, c.parentId])).toEqual([
      ['a', [], 's'],
      ['b', ['slot'], 'c'],
    ]);
    expect(diff.changed[0]!.properties.map((p) => p.name)).toEqual(['text']);
    // Back again: the container and everything in it went.
    const back = diffVersions(newer, content({ slot1: [] }));
    expect(back.removed.map((r) => r.id)).toEqual(['s', 'a', 'c', 'b']);
  });

  it('compares values as shown: a value equal to the default it stands in for is no change', () => {
    const older = brick('a');
    const newer = brick('a');
    // Stored without a value: the default (#000000) is shown, the same colour as before.
    const { value: _dropped, ...withoutValue } = newer.dataTypes.color;
    const newerBrick = { ...newer, dataTypes: { ...newer.dataTypes, color: withoutValue } };
    expect(diffVersions(content({ slot1: [older] }), content({ slot1: [newerBrick] })).changed).toEqual([]);
  });

  it('reports template settings and the behaviour graph', () => {
    const node = { id: 'n1', type: 'PageLoad', position: { x: 0, y: 0 }, data: {} };
    const diff = diffVersions(content({ slot1: [] }), content({ slot1: [] }, '#123456', [node]));
    expect(diff.template.map((p) => p.name)).toEqual(['background']);
    expect(diff.graph).toBe(true);
  });

  it('opens content of the first content version (no version field, no graph) and never throws on junk', () => {
    const legacy = { template: { id: 't1', dataTypes: {}, isPrefab: false }, slots: { slot1: [brick('a')] } };
    const current = content({ slot1: [brick('a', { text: 'New' })] }, '#ffffff');
    const diff = diffVersions(legacy, current);
    expect(diff.changed.map((c) => c.id)).toEqual(['a']);
    expect(diff.template.map((p) => p.name)).toEqual(['background']);
    expect(diffVersions(null, 'junk')).toEqual({
      added: [],
      removed: [],
      changed: [],
      template: [],
      graph: false,
    });
    expect(diffVersions({ slots: { slot1: [42, null, { id: 'x' }] } }, {}).removed.map((b) => b.id)).toEqual([
      'x',
    ]);
  });
});
