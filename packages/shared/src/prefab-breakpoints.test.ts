import { describe, expect, it } from 'vitest';
import { allBricks } from './page-tree.ts';
import {
  applyPrefabValues,
  type ContentBrick,
  type ContentSlots,
  type PrefabEntries,
  type PrefabPlacement,
  refreshPlacement,
} from './prefab.ts';

// Issue 23: a property's lock covers every breakpoint; refreshing a copy carries the prefab's values per
// breakpoint for locked properties and keeps the page's for mutable ones.
const SMALL = { value: 1.5, unit: 'rem' };
const TINY = { value: 1.25, unit: 'rem' };

const prefab: PrefabEntries = {
  size: {
    type: 'FontSize',
    value: { value: 2, unit: 'rem' },
    isMutable: false,
    breakpoints: { phone: SMALL },
  },
  color: { type: 'TextColor', value: '#111111', isMutable: true, breakpoints: { phone: '#222222' } },
};

describe('prefab copies with values per breakpoint', () => {
  it("locked: the prefab's values at every breakpoint replace the page's, none kept", () => {
    const page: PrefabEntries = {
      size: {
        type: 'FontSize',
        value: { value: 2, unit: 'rem' },
        breakpoints: { tablet: TINY, phone: TINY },
      },
      color: { type: 'TextColor', value: '#111111' },
    };
    expect(applyPrefabValues(page, prefab).size).toEqual({
      type: 'FontSize',
      value: { value: 2, unit: 'rem' },
      breakpoints: { phone: SMALL },
    });
  });

  it("a locked property the prefab has no breakpoint values for loses the page's", () => {
    const { breakpoints: _none, ...plainSize } = prefab.size!;
    const page: PrefabEntries = {
      size: { type: 'FontSize', value: { value: 2, unit: 'rem' }, breakpoints: { tablet: TINY } },
    };
    expect(applyPrefabValues(page, { size: plainSize }).size).not.toHaveProperty('breakpoints');
  });

  it("mutable: the page's values per breakpoint are kept, even where the prefab has others", () => {
    const page: PrefabEntries = {
      size: { type: 'FontSize', value: { value: 2, unit: 'rem' }, breakpoints: { phone: SMALL } },
      color: { type: 'TextColor', value: '#333333', breakpoints: { tablet: '#444444' } },
    };
    expect(applyPrefabValues(page, prefab).color).toEqual({
      type: 'TextColor',
      value: '#333333',
      breakpoints: { tablet: '#444444' },
    });
    // Nothing to change: the same object.
    expect(applyPrefabValues(page, prefab)).toBe(page);
  });

  it('carries values per breakpoint into the bricks of a container copy', () => {
    const inner = (id: string, dataTypes: ContentBrick['dataTypes']): ContentBrick => ({
      id,
      name: id,
      componentId: 'c',
      isPrefab: false,
      dataTypes,
      dataGroups: [],
    });
    const source = { dataTypes: {}, slots: { slot1: [inner('p-heading', prefab)] } };
    let n = 0;
    const placed: PrefabPlacement = { isPrefab: true, prefabId: 'p', dataTypes: {} };
    const first = refreshPlacement(placed, source, () => `n${++n}`);
    const [heading] = allBricks(first.slots as ContentSlots);
    expect(heading!.dataTypes.size).toMatchObject({ breakpoints: { phone: SMALL } });
    expect(heading!.dataTypes.color).toMatchObject({ breakpoints: { phone: '#222222' } });

    const edited: PrefabPlacement = {
      ...first,
      slots: {
        slot1: [
          {
            ...heading!,
            dataTypes: {
              ...heading!.dataTypes,
              color: { type: 'TextColor', value: '#111111', breakpoints: { phone: '#999999' } },
            },
          },
        ],
      },
    };
    const updated = {
      ...source,
      slots: {
        slot1: [
          inner('p-heading', {
            ...prefab,
            size: { ...prefab.size!, breakpoints: { tablet: TINY } },
            color: { ...prefab.color!, breakpoints: { phone: '#000000' } },
          }),
        ],
      },
    };
    const [after] = allBricks(refreshPlacement(edited, updated, () => 'unused').slots as ContentSlots);
    expect(after!.id).toBe(heading!.id);
    expect(after!.dataTypes.size).toMatchObject({ breakpoints: { tablet: TINY } });
    expect(after!.dataTypes.color).toMatchObject({ breakpoints: { phone: '#999999' } });
  });
});
