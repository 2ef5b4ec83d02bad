/** Container prefabs in the editor's state (decision 0033): placing, becoming a copy, refreshing, refusing. */
import { allBricks, findInTree } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { ComponentDef, EditorBrick, PrefabDef, PropertyEntry, Slots } from '../model/types.ts';
import { becomeCopy } from './become-copy.ts';
import { toContent } from './content.ts';
import { initialEditorData } from './initial.ts';
import { dropRefusal, insertPrefab, prefabDropRefusal } from './insert-prefab.ts';
import { load } from './load.ts';
import { insideCopy, refreshCopy } from './prefab-copies.ts';
import { detachChange, placementRewrite, refreshChange, rewriteState } from './prefab-refresh.ts';
import type { EditorData } from './store-api.ts';
import { COMPONENTS, frozen, HEADING, stateWith, storedBrick, templateDef } from './test-fixtures.ts';

const BOX: ComponentDef = { ...HEADING, id: 'c-box', name: 'Box', slots: 2 };

function entries(text: string, locked: boolean): Record<string, PropertyEntry> {
  const all: Record<string, PropertyEntry> = {};
  for (const [name, entry] of Object.entries(HEADING.dataTypes)) all[name] = { ...entry, isMutable: true };
  all.text = { ...all.text!, value: text, isMutable: !locked };
  return all;
}

function inner(id: string, text: string, locked: boolean, slots?: Slots): EditorBrick {
  return { ...storedBrick(id), dataTypes: entries(text, locked), ...(slots ? { slots } : {}) };
}

/** A hero prefab of BOX: a mutable heading in slot1, a locked one in slot2. */
function heroPrefab(slots?: Slots): PrefabDef {
  return {
    id: 'pf-hero',
    name: 'Hero block',
    elementId: BOX.id,
    prefabType: 'Component',
    dataTypes: entries('Box', false),
    dataGroups: [],
    slots: slots ?? { slot1: [inner('p-title', 'Welcome', false)], slot2: [inner('p-cta', 'Buy', true)] },
    elementExists: true,
    placedPageCount: 0,
  };
}

function stateOf(slots: Slots, prefabs: PrefabDef[] = [heroPrefab()]): EditorData {
  const base = stateWith({ slot1: [], slot2: [] });
  return {
    ...base,
    slots,
    components: new Map([...COMPONENTS, BOX].map((c) => [c.id, c])),
    prefabs: new Map(prefabs.map((p) => [p.id, p])),
  };
}

function counter(prefix: string) {
  let n = 0;
  return () => `${prefix}${++n}`;
}

describe('container prefabs in the editor', () => {
  it('a placed container prefab holds its contents with fresh ids, each remembering its prefab brick', () => {
    const state = frozen(stateOf({ slot1: [], slot2: [] }));
    const next = insertPrefab(state, 'pf-hero', { slot: 'slot1', index: 0 }, 'hero', counter('n'));
    const copy = next.slots.slot1![0]!;
    expect(copy).toMatchObject({ id: 'hero', isPrefab: true, prefabId: 'pf-hero' });
    const bricks = allBricks(copy.slots!);
    expect(bricks.map((b) => [b.id, b.prefabBrickId])).toEqual([
      ['n1', 'p-title'],
      ['n2', 'p-cta'],
    ]);
    // Locks from the prefab brick each copies: the title is the page's to set, the button's text is not.
    expect(bricks[0]!.dataTypes.text).not.toHaveProperty('isMutable');
    expect(bricks[1]!.dataTypes.text).toMatchObject({ value: 'Buy', isMutable: false });
    // Placed twice: no id shared.
    const twice = insertPrefab(next, 'pf-hero', { slot: 'slot2', index: 0 }, 'hero-2', counter('m'));
    const all = allBricks(twice.slots).map((b) => b.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuses a drop inside a placed copy and one that would nest too deep, and says which', () => {
    const placed = insertPrefab(
      stateOf({ slot1: [], slot2: [] }),
      'pf-hero',
      { slot: 'slot1', index: 0 },
      'hero',
    );
    expect(insideCopy(placed.slots, 'hero/slot1')?.id).toBe('hero');
    const innerId = placed.slots.slot1![0]!.slots!.slot1![0]!.id;
    expect(dropRefusal(placed.slots, 'hero/slot2')).toBe('inside_copy');
    expect(insideCopy(placed.slots, `${innerId}/slot1`)?.id).toBe('hero');
    expect(insertPrefab(placed, 'pf-hero', { slot: 'hero/slot1', index: 0 }, 'x')).toBe(placed);
    expect(dropRefusal(placed.slots, 'slot2')).toBeNull();

    // Eleven boxes deep: a brick fits in the innermost, the hero (one level of contents) does not.
    let chain: EditorBrick = { ...storedBrick('box-11', BOX), slots: { slot1: [] } };
    for (let level = 10; level >= 1; level--)
      chain = { ...storedBrick(`box-${level}`, BOX), slots: { slot1: [chain] } };
    const deep = stateOf({ slot1: [chain], slot2: [] });
    expect(dropRefusal(deep.slots, 'box-11/slot1')).toBeNull();
    expect(prefabDropRefusal(deep, 'pf-hero', { slot: 'box-11/slot1', index: 0 })).toBe('too_deep');
    expect(prefabDropRefusal(deep, 'pf-hero', { slot: 'box-10/slot1', index: 0 })).toBeNull();
  });

  it('a container that becomes a copy of the prefab made from it keeps its id and the ids inside', () => {
    const title = inner('t-1', 'Welcome', false);
    const cta = inner('t-2', 'Buy', false);
    const box: EditorBrick = { ...storedBrick('box', BOX), slots: { slot1: [title], slot2: [cta] } };
    // The prefab made from it: the same contents, the button's text now locked.
    const prefab = heroPrefab({ slot1: [title], slot2: [{ ...cta, dataTypes: entries('Buy', true) }] });
    const next = becomeCopy(stateOf({ slot1: [box], slot2: [] }, [prefab]), 'box', prefab.id);
    const copy = next.slots.slot1![0]!;
    expect(copy).toMatchObject({ id: 'box', isPrefab: true, prefabId: prefab.id });
    expect(allBricks(copy.slots!).map((b) => [b.id, b.prefabBrickId])).toEqual([
      ['t-1', 't-1'],
      ['t-2', 't-2'],
    ]);
    expect(findInTree(copy.slots!, 't-2')!.brick.dataTypes.text).toMatchObject({ isMutable: false });
  });

  it('a prefab change reaches copies at any depth: structure and locks follow, mutable values stay', () => {
    const placed = insertPrefab(
      stateOf({ slot1: [], slot2: [] }),
      'pf-hero',
      { slot: 'slot1', index: 0 },
      'hero',
    );
    const copy = placed.slots.slot1![0]!;
    // The page sets the mutable title; the copy then sits inside a plain box.
    const titleId = copy.slots!.slot1![0]!.id;
    const edited: EditorBrick = {
      ...copy,
      slots: {
        ...copy.slots!,
        slot1: [
          {
            ...copy.slots!.slot1![0]!,
            dataTypes: {
              ...copy.slots!.slot1![0]!.dataTypes,
              text: { ...HEADING.dataTypes.text!, value: 'Mine' },
            },
          },
        ],
      },
    };
    const wrapped: EditorData = {
      ...placed,
      slots: { slot1: [{ ...storedBrick('wrap', BOX), slots: { slot1: [edited] } }], slot2: [] },
    };
    const changed = heroPrefab({
      slot1: [inner('p-title', 'Welcome!', false), inner('p-new', 'New', true)],
      slot2: [inner('p-cta', 'Buy now', true)],
    });
    const rewrite = placementRewrite(
      changed.id,
      refreshChange(changed, wrapped.components, wrapped.templateDef),
    );
    const next = rewriteState(wrapped, rewrite);
    const after = findInTree(next.slots, 'hero')!.brick;
    expect(after.slots!.slot1!.map((b) => [b.prefabBrickId, b.dataTypes.text!.value])).toEqual([
      ['p-title', 'Mine'],
      ['p-new', 'New'],
    ]);
    expect(after.slots!.slot1![0]!.id).toBe(titleId);
    expect(after.slots!.slot2![0]!.dataTypes.text).toMatchObject({ value: 'Buy now', isMutable: false });
    // Nothing else changed: the unchanged slot keeps its identity, and a second rewrite is a no-op.
    expect(next.slots.slot2).toBe(wrapped.slots.slot2);
    expect(
      rewriteState(next, placementRewrite(changed.id, refreshChange(changed, next.components, null))),
    ).toBe(next);
    expect(refreshCopy(after, changed, BOX, next.components)).toBe(after);

    // Deleted: the copy keeps its contents, plain and unlocked.
    const detached = rewriteState(next, placementRewrite(changed.id, detachChange(next.components, null)));
    const plain = findInTree(detached.slots, 'hero')!.brick;
    expect(plain.isPrefab).toBe(false);
    for (const b of allBricks(plain.slots!)) {
      expect(b).not.toHaveProperty('prefabBrickId');
      expect(b.dataTypes.text).not.toHaveProperty('isMutable');
    }
  });
});

describe('loading a page with container prefab copies', () => {
  it('refreshes copies bottom-up: inner bricks merged with their current definition, new ones with loader ids', () => {
    // The heading gained a property since the prefab was saved; the prefab gained a brick since the page was.
    const grown: ComponentDef = {
      ...HEADING,
      dataTypes: { ...HEADING.dataTypes, subtitle: { ...HEADING.dataTypes.text!, value: 'Sub' } },
    };
    const prefab = heroPrefab({
      slot1: [inner('p-title', 'Welcome', false), inner('p-new', 'New', true)],
      slot2: [inner('p-cta', 'Buy', true)],
    });
    const { isMutable: _m, ...text } = entries('Mine', false).text!;
    const stored = {
      ...storedBrick('hero', BOX),
      isPrefab: true,
      prefabId: prefab.id,
      slots: {
        slot1: [
          { ...storedBrick('t-1'), prefabBrickId: 'p-title', dataTypes: { ...HEADING.dataTypes, text } },
        ],
        slot2: [{ ...storedBrick('c-1'), prefabBrickId: 'p-cta' }],
      },
    };
    let n = 0;
    const loaded = load(
      initialEditorData(),
      {
        content: {
          version: 2,
          template: { id: 't-1', isPrefab: false, dataTypes: {} },
          slots: { slot1: [stored] },
        },
        template: templateDef(1),
        components: [grown, BOX],
        prefabs: [prefab],
      },
      () => `load-${++n}`,
    );
    const copy = loaded.slots.slot1![0]!;
    const bricks = allBricks(copy.slots!);
    expect(bricks.map((b) => [b.id, b.prefabBrickId])).toEqual([
      ['t-1', 'p-title'],
      ['load-1', 'p-new'],
      ['c-1', 'p-cta'],
    ]);
    // Each inner brick, the new one included, shows the definition's new property.
    for (const b of bricks) expect(b.dataTypes.subtitle).toMatchObject({ type: 'TextInput' });
    expect(bricks[0]!.dataTypes.text).toMatchObject({ value: 'Mine' });
    expect(bricks[1]!.dataTypes.text).toMatchObject({ value: 'New', isMutable: false });
    // Saved: prefabBrickId kept, no lock marks at any depth.
    for (const b of allBricks(toContent(loaded).slots as never)) {
      if ((b as EditorBrick).id !== 'hero') expect((b as EditorBrick).prefabBrickId).toBeDefined();
      for (const entry of Object.values((b as EditorBrick).dataTypes))
        expect(entry).not.toHaveProperty('isMutable');
    }
  });
});
