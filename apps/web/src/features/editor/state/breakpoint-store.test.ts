import { describe, expect, it } from 'vitest';
import type { EditorBrick, PrefabDef } from '../model/types.ts';
import { decodeBrick, encodeBrick } from './clipboard-payload.ts';
import { UNDO_DEBOUNCE_MS } from './constants.ts';
import { brickForSave, toContent } from './content.ts';
import { createEditorStore } from './store.ts';
import { COMPONENTS, HEADING, headingPrefab, storedBrick, storedCopy, templateDef } from './test-fixtures.ts';

const A = { kind: 'brick', id: 'a' } as const;
const SMALL = { value: 1.5, unit: 'rem' };
const TINY = { value: 1.25, unit: 'rem' };

function setup(slot1: EditorBrick[] = [storedBrick('a'), storedBrick('b')], prefabs: PrefabDef[] = []) {
  let time = 1_000_000;
  let n = 0;
  const store = createEditorStore({ now: () => time, newId: () => `n${++n}` });
  const content = {
    version: 3,
    template: { id: 't-1', isPrefab: false, dataTypes: {} },
    slots: { slot1 },
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
  store.getState().load({ content, template: templateDef(1), components: COMPONENTS, prefabs });
  const tick = (ms = UNDO_DEBOUNCE_MS + 1) => {
    time += ms;
  };
  return { store, tick };
}

type Store = ReturnType<typeof setup>['store'];
const brick = (store: Store, id = 'a'): EditorBrick | undefined =>
  store.getState().slots.slot1!.find((item) => item.id === id);
const overrides = (store: Store, name: string, id = 'a') => brick(store, id)?.dataTypes[name]?.breakpoints;
const past = (store: Store) => store.temporal.getState().pastStates.length;

describe('editor store at a breakpoint', () => {
  it('sets, clears and resets overrides, each undoable and redoable', () => {
    const { store, tick } = setup();
    store.getState().setProperty(A, 'fontSize', SMALL, 'phone');
    expect(overrides(store, 'fontSize')).toEqual({ phone: SMALL });
    tick();
    store.getState().clearOverride(A, 'fontSize', 'phone');
    expect(overrides(store, 'fontSize')).toBeUndefined();
    expect(past(store)).toBe(2);
    store.history.undo();
    expect(overrides(store, 'fontSize')).toEqual({ phone: SMALL });
    store.history.undo();
    expect(brick(store)?.dataTypes.fontSize).toEqual(HEADING.dataTypes.fontSize);
    store.history.redo();
    store.history.redo();
    expect(overrides(store, 'fontSize')).toBeUndefined();

    store.getState().setProperty(A, 'color', '#ff0000', 'tablet');
    tick();
    store.getState().reset(A, 'tablet');
    expect(overrides(store, 'color')).toBeUndefined();
    store.history.undo();
    expect(overrides(store, 'color')).toEqual({ tablet: '#ff0000' });
  });

  it('folds a burst of edits at one breakpoint, and not across breakpoints', () => {
    const { store, tick } = setup();
    store.getState().setProperty(A, 'fontSize', TINY, 'phone');
    tick(10);
    store.getState().setProperty(A, 'fontSize', SMALL, 'phone');
    expect(past(store)).toBe(1);
    tick(10);
    store.getState().setProperty(A, 'fontSize', SMALL, 'tablet');
    expect(past(store)).toBe(2);
    store.history.undo();
    expect(overrides(store, 'fontSize')).toEqual({ phone: SMALL });
  });

  it('hides at a breakpoint as one undo step', () => {
    const { store } = setup();
    store.getState().setVisibility('a', false, 'phone');
    expect(overrides(store, 'visibility')).toEqual({ phone: false });
    expect(brick(store)?.dataTypes.visibility?.value).toBe(true);
    store.history.undo();
    expect(overrides(store, 'visibility')).toBeUndefined();
  });

  it("copy/paste, duplicate and the system clipboard carry every breakpoint's values", () => {
    const { store } = setup();
    store.getState().setProperty(A, 'fontSize', SMALL, 'phone');
    store.getState().setProperty(A, 'fontSize', TINY, 'tablet');
    store.getState().setVisibility('a', false, 'phone-landscape');
    const expected = { phone: SMALL, tablet: TINY };
    store.getState().select({ kind: 'brick', id: 'a' });
    store.getState().copy();
    store.getState().paste();
    const pasted = store.getState().slots.slot1![1]!;
    expect(pasted.id).not.toBe('a');
    expect(pasted.dataTypes.fontSize?.breakpoints).toEqual(expected);
    expect(pasted.dataTypes.visibility?.breakpoints).toEqual({ 'phone-landscape': false });

    store.getState().select({ kind: 'brick', id: 'a' });
    store.getState().duplicate();
    expect(store.getState().slots.slot1![1]!.dataTypes.fontSize?.breakpoints).toEqual(expected);

    const origin = { orgId: 'o', appId: 'app' };
    const text = encodeBrick(brickForSave(brick(store)!), 'Heading', origin);
    const decoded = decodeBrick(text, origin, store.getState().components);
    if (decoded.kind !== 'brick') throw new Error(`not pasted: ${decoded.kind}`);
    store.getState().select({ kind: 'brick', id: 'b' });
    store.getState().pasteFrom(decoded.brick, ['tablet', 'phone', 'phone-landscape']);
    const list = store.getState().slots.slot1!;
    const fromSystem = list[list.findIndex((item) => item.id === 'b') + 1]!;
    expect(fromSystem.name).toBe(brick(store)!.name);
    expect(fromSystem.dataTypes.fontSize?.breakpoints).toEqual(expected);
    expect(fromSystem.dataTypes.visibility?.breakpoints).toEqual({ 'phone-landscape': false });
  });

  it('drops values at breakpoints this app does not have when pasting from another app', () => {
    const { store } = setup();
    store.getState().setProperty(A, 'fontSize', SMALL, 'phone');
    store.getState().setProperty(A, 'fontSize', TINY, 'tablet');
    const origin = { orgId: 'o', appId: 'app' };
    const text = encodeBrick(brickForSave(brick(store)!), 'Heading', origin);
    const decoded = decodeBrick(text, origin, store.getState().components);
    if (decoded.kind !== 'brick') throw new Error(`not pasted: ${decoded.kind}`);
    store.getState().select({ kind: 'brick', id: 'b' });
    store.getState().pasteFrom(decoded.brick, ['phone']);
    expect(store.getState().slots.slot1![2]!.dataTypes.fontSize?.breakpoints).toEqual({ phone: SMALL });
    store.getState().pasteFrom(decoded.brick, ['watch']);
    expect(store.getState().slots.slot1![3]!.dataTypes.fontSize).not.toHaveProperty('breakpoints');
  });

  it('saves the overrides and opens them again unchanged', () => {
    const { store } = setup();
    store.getState().setProperty(A, 'fontSize', SMALL, 'phone');
    store.getState().setVisibility('a', false, 'tablet');
    const content = toContent(store.getState());
    const again = createEditorStore();
    again.getState().load({ content, template: templateDef(1), components: COMPONENTS });
    const loaded = again.getState().slots.slot1![0]!;
    expect(loaded.dataTypes.fontSize?.breakpoints).toEqual({ phone: SMALL });
    expect(loaded.dataTypes.visibility?.breakpoints).toEqual({ tablet: false });
  });
});

describe('prefab copies with values per breakpoint', () => {
  // fontSize locked, color mutable; both carry values at Phone in the prefab.
  const PREFAB = headingPrefab({
    dataTypes: {
      ...headingPrefab().dataTypes,
      fontSize: { ...HEADING.dataTypes.fontSize!, isMutable: false, breakpoints: { phone: SMALL } },
      color: { ...HEADING.dataTypes.color!, isMutable: true, breakpoints: { phone: '#0000ff' } },
    },
  });

  function placed() {
    const copy = storedCopy('copy', PREFAB);
    const color = { ...copy.dataTypes.color!, breakpoints: { tablet: '#00ff00' } };
    return setup([{ ...copy, dataTypes: { ...copy.dataTypes, color } }], [PREFAB]);
  }

  it("locked properties take the prefab's values at every breakpoint, mutable ones keep the page's", () => {
    const { store } = placed();
    expect(overrides(store, 'fontSize', 'copy')).toEqual({ phone: SMALL });
    expect(overrides(store, 'color', 'copy')).toEqual({ tablet: '#00ff00' });

    const updated = headingPrefab({
      dataTypes: {
        ...PREFAB.dataTypes,
        fontSize: { ...PREFAB.dataTypes.fontSize!, breakpoints: { phone: TINY, tablet: SMALL } },
        color: { ...PREFAB.dataTypes.color!, breakpoints: { phone: '#123456' } },
      },
    });
    store.getState().prefabChanged(updated);
    expect(overrides(store, 'fontSize', 'copy')).toEqual({ phone: TINY, tablet: SMALL });
    expect(overrides(store, 'color', 'copy')).toEqual({ tablet: '#00ff00' });
  });

  it('a locked property stays locked at every breakpoint; a mutable one takes overrides', () => {
    const { store } = placed();
    const target = { kind: 'brick', id: 'copy' } as const;
    store.getState().setProperty(target, 'fontSize', TINY, 'phone');
    store.getState().clearOverride(target, 'fontSize', 'phone');
    store.getState().reset(target, 'phone');
    expect(overrides(store, 'fontSize', 'copy')).toEqual({ phone: SMALL });
    store.getState().setProperty(target, 'color', '#abcdef', 'phone');
    expect(overrides(store, 'color', 'copy')).toEqual({ tablet: '#00ff00', phone: '#abcdef' });
  });

  it('a new copy takes the prefab values at every breakpoint', () => {
    const { store } = setup([], [PREFAB]);
    store.getState().insertPrefab(PREFAB.id, { slot: 'slot1', index: 0 });
    const inserted = store.getState().slots.slot1![0]!;
    expect(inserted.dataTypes.fontSize?.breakpoints).toEqual({ phone: SMALL });
    expect(inserted.dataTypes.color?.breakpoints).toEqual({ phone: '#0000ff' });
  });
});
