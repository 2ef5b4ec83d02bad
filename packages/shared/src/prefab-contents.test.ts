import { describe, expect, it } from 'vitest';
import { allBricks, findInTree } from './page-tree.ts';
import {
  type ContentBrick,
  type ContentSlots,
  copyOfPrefabIn,
  detachPlacement,
  mapPlacements,
  mapSlotPlacements,
  type PrefabPlacement,
  prefabIdsIn,
  refreshContents,
  refreshPlacement,
} from './prefab.ts';

function counter(prefix = 'n') {
  let n = 0;
  return () => `${prefix}${++n}`;
}

const text = (value: string, isMutable?: boolean) => ({
  type: 'TextInput',
  value,
  ...(isMutable === undefined ? {} : { isMutable }),
});

function brick(id: string, dataTypes: ContentBrick['dataTypes'], slots?: ContentSlots): ContentBrick {
  return {
    id,
    name: id,
    componentId: 'c',
    isPrefab: false,
    dataTypes,
    dataGroups: [],
    ...(slots ? { slots } : {}),
  };
}

/** A hero prefab: a section holding a heading (mutable text) and a button (locked label). */
const heroContents: ContentSlots = {
  slot1: [
    brick(
      'p-col',
      {},
      {
        slot1: [
          brick('p-heading', { text: text('Welcome', true) }),
          brick('p-button', { label: text('Buy', false) }),
        ],
      },
    ),
  ],
};
const hero = { dataTypes: { title: text('Hero', false) }, slots: heroContents };

describe('container prefab contents', () => {
  it('a first placement copies the contents with fresh ids, each remembering its prefab brick', () => {
    const slots = refreshContents(undefined, heroContents, counter());
    const bricks = allBricks(slots);
    expect(bricks.map((b) => b.id)).toEqual(['n1', 'n2', 'n3']);
    expect(bricks.map((b) => b.prefabBrickId)).toEqual(['p-col', 'p-heading', 'p-button']);
    for (const b of bricks)
      for (const entry of Object.values(b.dataTypes)) expect(entry).not.toHaveProperty('isMutable');
  });

  it('a refresh keeps ids and mutable values, takes locked values and the structure from the prefab', () => {
    const placed = refreshContents(undefined, heroContents, counter());
    const edited = mapSlotPlacements(placed, 'none', (p) => p);
    const heading = findInTree(edited, 'n2')!.brick;
    const own: ContentSlots = {
      slot1: [
        {
          ...edited.slot1![0]!,
          slots: {
            slot1: [
              { ...heading, dataTypes: { text: text('Hello from the page') } },
              // The page moved the button out and set its locked label: both undone by the refresh.
            ],
          },
        },
        { ...findInTree(edited, 'n3')!.brick, dataTypes: { label: text('Free') } },
      ],
    };
    const changedPrefab: ContentSlots = {
      slot1: [
        brick(
          'p-col',
          {},
          {
            slot1: [
              brick('p-heading', { text: text('Welcome!', true) }),
              brick('p-button', { label: text('Buy now', false) }),
              brick('p-new', { note: text('New') }),
            ],
          },
        ),
      ],
    };
    const next = refreshContents(own, changedPrefab, counter('x'));
    expect(Object.keys(next)).toEqual(['slot1']);
    expect(next.slot1).toHaveLength(1);
    const inner = next.slot1![0]!.slots!.slot1!;
    expect(inner.map((b) => b.id)).toEqual(['n2', 'n3', 'x1']);
    expect(inner[0]!.dataTypes.text).toEqual(text('Hello from the page'));
    expect(inner[1]!.dataTypes.label).toEqual(text('Buy now'));
    expect(inner[2]!.prefabBrickId).toBe('p-new');
  });

  it('a refresh that changes nothing returns the same contents', () => {
    const placed = refreshContents(undefined, heroContents, counter());
    expect(refreshContents(placed, heroContents, counter('x'))).toBe(placed);
  });

  it('refreshPlacement carries the contents; a prefab without slots leaves a leaf copy alone', () => {
    const copy: PrefabPlacement = { id: 'b', isPrefab: true, prefabId: 'hero', dataTypes: {} };
    const placed = refreshPlacement(copy, hero, counter());
    expect(placed.dataTypes).toEqual({ title: text('Hero') });
    expect(allBricks(placed.slots!)).toHaveLength(3);
    expect(refreshPlacement(placed, hero, counter('x'))).toBe(placed);
    const leaf = { id: 'l', isPrefab: true, prefabId: 'p', dataTypes: {} };
    expect(refreshPlacement(leaf, { dataTypes: {}, slots: {} })).toBe(leaf);
    expect(refreshPlacement(leaf, { dataTypes: {} })).toBe(leaf);
  });

  it('mapPlacements finds copies at any depth', () => {
    const deep = { ...brick('deep', {}), isPrefab: true, prefabId: 'hero' };
    const content = {
      template: { id: 't', isPrefab: false, dataTypes: {} },
      slots: {
        slot1: [brick('s', {}, { slot1: [brick('c', {}, { slot1: [deep] })] })],
        slot2: [brick('z', {})],
      },
    };
    const next = mapPlacements(content, 'hero', (p) => refreshPlacement(p, hero, counter()));
    const found = findInTree(next.slots, 'deep')!.brick as ContentBrick;
    expect(found.dataTypes).toEqual({ title: text('Hero') });
    expect(allBricks(found.slots!)).toHaveLength(3);
    expect(next.slots.slot2).toBe(content.slots.slot2);
  });

  it('a nested copy keeps its own scope: its bricks match the nested prefab, not the outer one', () => {
    // The outer prefab holds a copy of `hero` whose bricks remember hero's bricks.
    const nestedHero = refreshContents(undefined, heroContents, counter('h'));
    const outer: ContentSlots = {
      slot1: [
        { ...brick('o-hero', { title: text('Hero', false) }, nestedHero), isPrefab: true, prefabId: 'hero' },
      ],
    };
    const placed = refreshContents(undefined, outer, counter('page'));
    const copy = placed.slot1![0]!;
    expect(copy.prefabBrickId).toBe('o-hero');
    expect(allBricks(copy.slots!).map((b) => b.prefabBrickId)).toEqual(['p-col', 'p-heading', 'p-button']);
    // The nested copy follows hero directly too, keeping its ids.
    const again = mapSlotPlacements(placed, 'hero', (p) => refreshPlacement(p, hero, counter('y')));
    expect(allBricks(again).map((b) => b.id)).toEqual(allBricks(placed).map((b) => b.id));
    expect(prefabIdsIn(placed)).toEqual(new Set(['hero']));
    expect(copyOfPrefabIn(placed, 'hero')?.id).toBe(copy.id);
    expect(copyOfPrefabIn(placed, 'other')).toBeNull();
  });

  it('a detached copy keeps its contents, which forget the prefab bricks they copied', () => {
    const start: PrefabPlacement = { id: 'b', isPrefab: true, prefabId: 'hero', dataTypes: {} };
    const copy = refreshPlacement(start, hero, counter());
    const plain = detachPlacement(copy);
    expect(plain.isPrefab).toBe(false);
    expect(plain).not.toHaveProperty('prefabId');
    const bricks = allBricks(plain.slots!);
    expect(bricks).toHaveLength(3);
    for (const b of bricks) expect(b).not.toHaveProperty('prefabBrickId');
  });
});
