/**
 * The page cannot add, move or delete bricks inside a placed container prefab copy (decision 0033); the
 * copy as a whole moves, goes and is duplicated. Each refusal leaves the page as it was, takes no undo step
 * and is kept as the store's `refusal` for the screen's notice.
 */
import { allBricks, findInTree } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { ComponentDef, EditorBrick, PrefabDef, PropertyEntry } from '../model/types.ts';
import { toContent } from './content.ts';
import { duplicateProblem, pasteProblem, REFUSAL_TEXT, stepProblem } from './edit-refusal.ts';
import { moveProblem } from './move.ts';
import { takeOutProblem } from './remove.ts';
import { createEditorStore } from './store.ts';
import { COLUMNS, HEADING, storedBrick, templateDef } from './test-fixtures.ts';

const BOX: ComponentDef = { ...COLUMNS, id: 'c-box', name: 'Box', slots: 2 };

function entries(text: string, locked: boolean): Record<string, PropertyEntry> {
  const all: Record<string, PropertyEntry> = {};
  for (const [name, entry] of Object.entries(HEADING.dataTypes)) all[name] = { ...entry, isMutable: true };
  all.text = { ...all.text!, value: text, isMutable: !locked };
  return all;
}

const HERO: PrefabDef = {
  id: 'pf-hero',
  name: 'Hero block',
  elementId: BOX.id,
  prefabType: 'Component',
  dataTypes: Object.fromEntries(
    Object.entries(BOX.dataTypes).map(([name, entry]) => [name, { ...entry, isMutable: true }]),
  ),
  dataGroups: [],
  slots: {
    slot1: [{ ...storedBrick('p-title'), dataTypes: entries('Welcome', false) }],
    slot2: [{ ...storedBrick('p-cta'), dataTypes: entries('Buy', true) }],
  },
  elementExists: true,
  placedPageCount: 1,
};

/** A page: a plain box (empty) and a heading in slot1, slot2 empty; the hero copy is dropped into slot1. */
function setup() {
  let n = 0;
  const store = createEditorStore({ newId: () => `n${++n}` });
  store.getState().load({
    content: {
      version: 2,
      template: { id: 't-1', isPrefab: false, dataTypes: {} },
      slots: {
        slot1: [{ ...storedBrick('box', BOX), slots: { slot1: [], slot2: [] } }, storedBrick('h')],
        slot2: [],
      },
    },
    template: templateDef(2),
    components: [HEADING, BOX],
    prefabs: [HERO],
  });
  store.getState().insertPrefab('pf-hero', { slot: 'slot1', index: 0 });
  const hero = store.getState().slots.slot1![0]!;
  const [title, cta] = allBricks(hero.slots!) as EditorBrick[];
  return { store, hero, title: title!, cta: cta! };
}

describe('edits inside a placed container prefab copy', () => {
  it('the copy landed with its contents, each inner brick remembering its prefab brick', () => {
    const { hero, title, cta } = setup();
    expect(hero).toMatchObject({ isPrefab: true, prefabId: 'pf-hero' });
    expect([title.prefabBrickId, cta.prefabBrickId]).toEqual(['p-title', 'p-cta']);
  });

  it('refuses drops, moves, removes, reorders, pastes and duplicates inside it, and says why', () => {
    const { store, hero, title, cta } = setup();
    const state = () => store.getState();
    const before = state().slots;
    const undoSteps = store.temporal.getState().pastStates.length;
    const refusedWith = (reason: string, run: () => void) => {
      const seq = state().refusal?.seq ?? 0;
      run();
      expect(state().slots).toBe(before);
      expect(state().refusal).toEqual({ reason, seq: seq + 1 });
    };
    refusedWith('insideCopy', () =>
      state().drop({
        source: { kind: 'component', componentId: HEADING.id },
        target: { slot: `${hero.id}/slot1`, index: 0 },
      }),
    );
    refusedWith('insideCopy', () => state().insert(HEADING.id, { slot: `${hero.id}/slot2`, index: 1 }));
    refusedWith('insideCopy', () => state().insertPrefab('pf-hero', { slot: `${hero.id}/slot1`, index: 0 }));
    // Into the copy from outside, out of it, and within it.
    refusedWith('insideCopy', () =>
      state().drop({
        source: { kind: 'brick', brickId: 'h' },
        target: { slot: `${hero.id}/slot1`, index: 0 },
      }),
    );
    refusedWith('insideCopy', () => state().move(title.id, { slot: 'slot2', index: 0 }));
    refusedWith('insideCopy', () => state().move(title.id, { slot: `${hero.id}/slot2`, index: 0 }));
    refusedWith('insideCopy', () => state().moveOut(cta.id));
    refusedWith('insideCopy', () => state().remove(title.id));
    refusedWith('insideCopy', () => state().moveBy(title.id, 1));
    state().select({ kind: 'brick', id: cta.id });
    refusedWith('insideCopy', () => state().duplicate());
    state().copy();
    refusedWith('insideCopy', () => state().paste());
    state().select({ kind: 'slot', slot: `${hero.id}/slot1` });
    refusedWith('insideCopy', () => state().pasteFrom(toContent(state()).slots.slot1![1] as never));
    expect(store.temporal.getState().pastStates.length).toBe(undoSteps);
    expect(REFUSAL_TEXT.insideCopy).toBe('editor.drop_refused.inside_copy');
  });

  it('the pure answers match what the store refuses', () => {
    const { store, hero, title } = setup();
    const s = store.getState();
    expect(takeOutProblem(s, title.id)).toBe('insideCopy');
    expect(takeOutProblem(s, hero.id)).toBeNull();
    expect(moveProblem(s, title.id, { slot: 'slot2', index: 0 })).toBe('insideCopy');
    expect(moveProblem(s, hero.id, { slot: `${hero.id}/slot1`, index: 0 })).toBe('insideCopy');
    expect(moveProblem(s, hero.id, { slot: 'box/slot1', index: 0 })).toBeNull();
    expect(stepProblem(s, title.id, 'moveOut')).toBe('insideCopy');
    expect(stepProblem(s, 'h', 'moveIntoPrevious')).toBeNull();
    expect(duplicateProblem({ ...s, selection: { kind: 'brick', id: title.id } })).toBe('insideCopy');
    expect(duplicateProblem({ ...s, selection: { kind: 'brick', id: hero.id } })).toBeNull();
    expect(pasteProblem({ ...s, selection: null }, storedBrick('x'))).toBeNull();
  });

  it('the copy as a whole moves into a plain container, is duplicated and removed', () => {
    const { store, hero } = setup();
    const state = () => store.getState();
    state().move(hero.id, { slot: 'box/slot2', index: 0 });
    expect(state().refusal).toBeNull();
    expect(findInTree(state().slots, hero.id)?.ancestors).toEqual(['box']);
    state().select({ kind: 'brick', id: hero.id });
    state().duplicate();
    const copies = state().slots.slot1![0]!.slots!.slot2!;
    expect(copies.map((b) => b.prefabId)).toEqual(['pf-hero', 'pf-hero']);
    // The duplicate's inner bricks have ids of their own and still know which prefab brick each copies.
    const inner = allBricks(copies[1]!.slots!);
    expect(inner.map((b) => b.prefabBrickId)).toEqual(['p-title', 'p-cta']);
    expect(inner.map((b) => b.id)).not.toContain(allBricks(copies[0]!.slots!)[0]!.id);
    // Saved: the inner bricks keep prefabBrickId and lose every lock mark, at any depth.
    const saved = toContent(state());
    const savedInner = allBricks(saved.slots as never).filter((b) => 'prefabBrickId' in b);
    expect(savedInner).toHaveLength(4);
    for (const b of allBricks(saved.slots as never))
      for (const entry of Object.values((b as EditorBrick).dataTypes))
        expect(entry).not.toHaveProperty('isMutable');
    state().remove(hero.id);
    expect(findInTree(state().slots, hero.id)).toBeNull();
    expect(state().refusal).toBeNull();
  });

  it('structure refusals are kept too: into itself, too deep', () => {
    const { store } = setup();
    store
      .getState()
      .drop({ source: { kind: 'brick', brickId: 'box' }, target: { slot: 'box/slot1', index: 0 } });
    expect(store.getState().refusal?.reason).toBe('intoItself');
    expect(REFUSAL_TEXT.intoItself).toBe('editor.drop_refused.into_itself');
  });
});
