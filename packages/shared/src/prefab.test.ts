import { describe, expect, it } from 'vitest';
import {
  applyPrefabValues,
  detachPlacement,
  isLocked,
  lockedNames,
  mapPlacements,
  newPrefabInputSchema,
  type PrefabEntries,
  prefabNameSchema,
  refreshPlacement,
} from './prefab.ts';

const prefab: PrefabEntries = {
  title: { type: 'TextInput', value: 'Prefab title', isMutable: true },
  color: { type: 'TextColor', value: '#ff0000', isMutable: false },
  size: { type: 'FontSize', value: { value: 2, unit: 'rem' } },
};

describe('prefab values', () => {
  it('reads locked as isMutable: false only', () => {
    expect(isLocked(prefab.color)).toBe(true);
    expect(isLocked(prefab.title)).toBe(false);
    expect(isLocked(prefab.size)).toBe(false);
    expect(isLocked(undefined)).toBe(false);
    expect(lockedNames(prefab)).toEqual(['color']);
  });

  it('locked properties follow the prefab, mutable ones keep the page value, extras stay', () => {
    const brick: PrefabEntries = {
      title: { type: 'TextInput', value: 'Set on the page' },
      color: { type: 'TextColor', value: '#00ff00' },
      extra: { type: 'Switch', value: true },
    };
    expect(applyPrefabValues(brick, prefab)).toEqual({
      title: { type: 'TextInput', value: 'Set on the page' },
      color: { type: 'TextColor', value: '#ff0000' },
      size: { type: 'FontSize', value: { value: 2, unit: 'rem' } },
      extra: { type: 'Switch', value: true },
    });
  });

  it('a mutable property of another type on the page takes the prefab entry', () => {
    const brick: PrefabEntries = { title: { type: 'TextAreaInput', value: 'old' } };
    expect(applyPrefabValues(brick, prefab).title).toEqual({ type: 'TextInput', value: 'Prefab title' });
  });

  it('never writes isMutable, and keeps identity when nothing changes', () => {
    const applied = applyPrefabValues({}, prefab);
    for (const entry of Object.values(applied)) expect(entry).not.toHaveProperty('isMutable');
    expect(applyPrefabValues(applied, prefab)).toBe(applied);
    expect(applyPrefabValues({ a: { type: 'X', isMutable: true } }, {})).toEqual({ a: { type: 'X' } });
  });
});

describe('placements in page content', () => {
  const placed = { id: 'b1', componentId: 'c1', isPrefab: true, prefabId: 'p1', dataTypes: {} };
  const other = { id: 'b2', componentId: 'c1', isPrefab: true, prefabId: 'p2', dataTypes: {} };
  const plain = { id: 'b3', componentId: 'c1', isPrefab: false, dataTypes: {} };
  const content = {
    version: 1,
    template: { id: 't1', isPrefab: true, prefabId: 'p1', dataTypes: {} },
    slots: { slot1: [placed, other], slot2: [plain] },
    pageEvents: { nodes: [], connections: [], comments: [] },
  };

  it('refreshes the copies of one prefab only, sharing the rest', () => {
    const next = mapPlacements(content, 'p1', (p) => refreshPlacement(p, { dataTypes: prefab }));
    expect(next).not.toBe(content);
    expect(next.slots.slot1[0]?.dataTypes).toHaveProperty('color');
    expect(next.slots.slot1[1]).toBe(other);
    expect(next.slots.slot2).toBe(content.slots.slot2);
    expect(next.template.dataTypes).toHaveProperty('title');
    expect(mapPlacements(content, 'p9', (p) => refreshPlacement(p, { dataTypes: prefab }))).toBe(content);
  });

  it('detaches copies into plain bricks that keep their values', () => {
    const next = mapPlacements(content, 'p1', detachPlacement);
    expect(next.slots.slot1[0]).toEqual({ id: 'b1', componentId: 'c1', isPrefab: false, dataTypes: {} });
    expect(next.template).toEqual({ id: 't1', isPrefab: false, dataTypes: {} });
    expect(next.slots.slot1[1]).toBe(other);
  });

  it('leaves content of an unexpected shape alone', () => {
    expect(mapPlacements(null, 'p1', detachPlacement)).toBeNull();
    const odd = { slots: { slot1: 'nope' }, template: 3 };
    expect(mapPlacements(odd, 'p1', detachPlacement)).toBe(odd);
  });
});

describe('prefab input', () => {
  it('names are 3 to 50 characters after trimming', () => {
    expect(prefabNameSchema.safeParse('  ab ').success).toBe(false);
    expect(prefabNameSchema.parse('  Hero  ')).toBe('Hero');
    expect(prefabNameSchema.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('the type defaults to Component', () => {
    expect(newPrefabInputSchema.parse({ name: 'Hero', elementId: 'c1', dataTypes: {} }).prefabType).toBe(
      'Component',
    );
    expect(
      newPrefabInputSchema.safeParse({ name: 'Hero', elementId: 'c1', prefabType: 'Page' }).success,
    ).toBe(false);
  });
});
