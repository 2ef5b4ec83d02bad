import { definitionsFrom, expandPageContent, mapPlacements } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { EditorBrick, PrefabDef } from '../model/types.ts';
import { UNDO_DEBOUNCE_MS } from './constants.ts';
import { isDirty, toContent } from './content.ts';
import {
  type ContentParts,
  detachChange,
  placementRewrite,
  refreshChange,
  rewriteState,
} from './prefab-refresh.ts';
import { createEditorStore } from './store.ts';
import {
  COMPONENTS,
  HEADING,
  headingPrefab,
  storedBrick,
  storedCopy,
  templateDef,
  templatePrefab,
} from './test-fixtures.ts';

const PREFAB = headingPrefab();
const UPDATED: PrefabDef = headingPrefab({
  dataTypes: {
    ...PREFAB.dataTypes,
    color: { ...PREFAB.dataTypes.color!, value: '#00ff00' },
    text: { ...PREFAB.dataTypes.text!, value: 'Updated prefab text' },
  },
});

function setup(prefabs: PrefabDef[] = [PREFAB, templatePrefab()]) {
  let time = 1_000_000;
  let n = 0;
  const store = createEditorStore({ now: () => time, newId: () => `n${++n}` });
  const content = {
    version: 1,
    template: { id: 't-1', isPrefab: false, dataTypes: {} },
    slots: {
      slot1: [storedCopy('copy', PREFAB, 'Mine'), storedBrick('plain')],
      slot2: [storedBrick('other')],
    },
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
  store.getState().load({ content, template: templateDef(2), components: COMPONENTS, prefabs });
  const tick = () => {
    time += UNDO_DEBOUNCE_MS + 1;
  };
  return { store, tick };
}

const brick = (store: ReturnType<typeof setup>['store'], id: string): EditorBrick | undefined =>
  Object.values(store.getState().slots)
    .flat()
    .find((item) => item.id === id);

const color = (item: EditorBrick | undefined) => item?.dataTypes.color?.value;

describe('placementRewrite', () => {
  it('changes each copy once and keeps everything else, sharing results between snapshots', () => {
    const { store } = setup();
    const state = store.getState();
    const rewrite = placementRewrite('pf-1', refreshChange(UPDATED, state.components, state.templateDef));
    const a: ContentParts = { slots: state.slots, template: state.template, selectedTemplatePrefab: null };
    // A second snapshot sharing slot1's list and a third sharing only the copy.
    const b: ContentParts = { ...a, slots: { ...a.slots, slot2: [] } };
    const c: ContentParts = { ...a, slots: { slot1: [...a.slots.slot1!].reverse(), slot2: a.slots.slot2! } };
    const [ra, rb, rc] = rewrite.all([a, b, c]);
    expect(ra!.slots.slot1![0]!.dataTypes.color!.value).toBe('#00ff00');
    expect(ra!.slots.slot1![0]!.dataTypes.text!.value).toBe('Mine');
    expect(ra!.slots.slot1![1]).toBe(a.slots.slot1![1]);
    expect(ra!.slots.slot2).toBe(a.slots.slot2);
    expect(ra!.template).toBe(a.template);
    expect(rb!.slots.slot1).toBe(ra!.slots.slot1);
    expect(rc!.slots.slot1![1]).toBe(ra!.slots.slot1![0]);
    expect(rewrite.all([ra!])[0]).toBe(ra);
  });

  it('leaves snapshots without a copy as they are, and the list itself when none changed', () => {
    const { store } = setup();
    const state = store.getState();
    const rewrite = placementRewrite('other-prefab', detachChange(state.components, state.templateDef));
    const list = [{ slots: state.slots, template: state.template }];
    expect(rewrite.all(list)).toBe(list);
  });

  it('gives the content mapPlacements gives with the shared refreshPlacement, values-wise', () => {
    const { store } = setup();
    const state = store.getState();
    const rewrite = placementRewrite('pf-1', refreshChange(UPDATED, state.components, state.templateDef));
    const ours = rewrite.parts({ slots: state.slots, template: state.template });
    // The server refreshes stored (lean) content expanded with its definitions, as here.
    const stored = expandPageContent(toContent(state), definitionsFrom(COMPONENTS, state.templateDef));
    const shared = mapPlacements(stored, 'pf-1', (placement) => ({
      ...placement,
      dataTypes: Object.fromEntries(
        Object.entries(placement.dataTypes).map(([name, entry]) => {
          const prefabEntry = UPDATED.dataTypes[name];
          return [name, prefabEntry?.isMutable === false ? { ...entry, value: prefabEntry.value } : entry];
        }),
      ),
    }));
    const values = (bricks: readonly { dataTypes: Record<string, { value?: unknown }> }[]) =>
      bricks.map((item) => Object.fromEntries(Object.entries(item.dataTypes).map(([k, e]) => [k, e.value])));
    expect(values(ours.slots.slot1!)).toEqual(values(shared.slots.slot1 as never));
  });

  it('detaches the template settings and clears the chosen prefab', () => {
    const { store } = setup();
    store.getState().selectTemplatePrefab('tp-1');
    const state = store.getState();
    expect(state.template.isPrefab).toBe(true);
    const next = rewriteState(
      state,
      placementRewrite('tp-1', detachChange(state.components, state.templateDef)),
    );
    expect(next.template.isPrefab).toBe(false);
    expect(next.selectedTemplatePrefab).toBeNull();
    expect(next.template.dataTypes.background!.value).toBe('#000000');
    expect(next.slots).toBe(state.slots);
  });
});

describe('store: prefabChanged and prefabDeleted', () => {
  it('loads copies refreshed and locked, and plain bricks for prefabs that are gone', () => {
    const { store } = setup([]);
    expect(brick(store, 'copy')).toMatchObject({ isPrefab: false });
    expect(brick(store, 'copy')!.prefabId).toBeUndefined();
    const { store: withPrefab } = setup();
    expect(brick(withPrefab, 'copy')!.dataTypes.color).toMatchObject({ value: '#ff0000', isMutable: false });
    expect(isDirty(withPrefab.getState())).toBe(false);
  });

  it('refreshes the page and every undo and redo snapshot, without an undo step, keeping the page clean', () => {
    const { store, tick } = setup();
    const s = store.getState;
    // Three steps: the copy's text, another brick, then undo one (a redo snapshot).
    s().setProperty({ kind: 'brick', id: 'copy' }, 'text', 'Edited');
    tick();
    s().setProperty({ kind: 'brick', id: 'plain' }, 'text', 'Other');
    tick();
    s().markSaved();
    store.history.undo();
    const before = store.temporal.getState();
    expect(before.pastStates).toHaveLength(1);
    expect(before.futureStates).toHaveLength(1);
    const dirtyBefore = isDirty(s());

    s().prefabChanged(UPDATED);

    const after = store.temporal.getState();
    expect(after.pastStates).toHaveLength(1);
    expect(after.futureStates).toHaveLength(1);
    expect(color(brick(store, 'copy'))).toBe('#00ff00');
    expect(brick(store, 'copy')!.dataTypes.text!.value).toBe('Edited');
    expect(isDirty(s())).toBe(dirtyBefore);
    expect(s().prefabs.get('pf-1')).toBe(UPDATED);
    for (const snapshot of [...after.pastStates, ...after.futureStates]) {
      const copy = snapshot.slots!.slot1!.find((item) => item.id === 'copy');
      expect(copy!.dataTypes.color!.value).toBe('#00ff00');
    }
    // Undo and redo never bring the old locked value back.
    store.history.undo();
    expect(color(brick(store, 'copy'))).toBe('#00ff00');
    expect(brick(store, 'copy')!.dataTypes.text!.value).toBe('Mine');
    store.history.redo();
    store.history.redo();
    expect(color(brick(store, 'copy'))).toBe('#00ff00');
    expect(brick(store, 'plain')!.dataTypes.text!.value).toBe('Other');
  });

  it('a clean page stays clean and an edited one stays edited', () => {
    const { store } = setup();
    store.getState().prefabChanged(UPDATED);
    expect(isDirty(store.getState())).toBe(false);
    store.getState().setProperty({ kind: 'brick', id: 'plain' }, 'text', 'Edited');
    store.getState().prefabChanged(headingPrefab({ dataTypes: PREFAB.dataTypes }));
    expect(isDirty(store.getState())).toBe(true);
    expect(color(brick(store, 'copy'))).toBe('#ff0000');
  });

  it('keeps the next edit in the same burst (no step is taken for the refresh)', () => {
    const { store } = setup();
    store.getState().setProperty({ kind: 'brick', id: 'plain' }, 'text', 'A');
    store.getState().prefabChanged(UPDATED);
    store.getState().setProperty({ kind: 'brick', id: 'plain' }, 'text', 'B');
    expect(store.temporal.getState().pastStates).toHaveLength(1);
  });

  it('turns copies into plain bricks everywhere on delete, values kept, and refreshes the clipboard', () => {
    const { store, tick } = setup();
    const s = store.getState;
    s().select({ kind: 'brick', id: 'copy' });
    s().copy();
    s().setProperty({ kind: 'brick', id: 'copy' }, 'text', 'Edited');
    tick();
    s().prefabDeleted('pf-1');
    expect(brick(store, 'copy')).toMatchObject({ isPrefab: false });
    expect(brick(store, 'copy')!.prefabId).toBeUndefined();
    expect(color(brick(store, 'copy'))).toBe('#ff0000');
    expect(brick(store, 'copy')!.dataTypes.color!.isMutable).toBeUndefined();
    expect(s().clipboard!.isPrefab).toBe(false);
    expect(s().prefabs.has('pf-1')).toBe(false);
    store.history.undo();
    expect(brick(store, 'copy')).toMatchObject({ isPrefab: false });
    expect(brick(store, 'copy')!.dataTypes.text!.value).toBe('Mine');
    // The copy's locked property can be edited now.
    s().setProperty({ kind: 'brick', id: 'copy' }, 'color', '#123456');
    expect(color(brick(store, 'copy'))).toBe('#123456');
  });

  it('a locked property of a copy cannot be edited outside prefab view', () => {
    const { store } = setup();
    store.getState().setProperty({ kind: 'brick', id: 'copy' }, 'color', '#123456');
    expect(color(brick(store, 'copy'))).toBe('#ff0000');
    expect(HEADING.dataTypes.color!.isMutable).toBeUndefined();
  });

  it('template prefab choice is an undo step', () => {
    const { store, tick } = setup();
    tick();
    store.getState().selectTemplatePrefab('tp-1');
    expect(store.getState().template.dataTypes.background!.value).toBe('#000000');
    store.history.undo();
    expect(store.getState().template.isPrefab).toBe(false);
    expect(store.getState().selectedTemplatePrefab).toBeNull();
  });
});
