import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UNDO_DEBOUNCE_MS } from './constants.ts';
import { isDirty, toContent } from './content.ts';
import { findBrick } from './find-brick.ts';
import {
  createEditorStore,
  type EditorStore,
  EditorStoreProvider,
  useEditorStore,
  useEditorStoreApi,
  useHistory,
} from './store.ts';
import {
  COLUMNS,
  COMPONENTS,
  HEADING,
  shape,
  storedBrick,
  TREE_COMPONENTS,
  templateDef,
} from './test-fixtures.ts';

function setup() {
  let time = 1_000_000;
  let n = 0;
  const store = createEditorStore({ now: () => time, newId: () => `n${++n}` });
  const clock = {
    tick: (ms: number) => {
      time += ms;
    },
  };
  const content = {
    version: 1,
    template: { id: 't-1', isPrefab: false, dataTypes: {} },
    slots: { slot1: [storedBrick('a'), storedBrick('b')], slot2: [] },
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
  const load = () => store.getState().load({ content, template: templateDef(2), components: COMPONENTS });
  return { store, clock, load };
}

const text = (store: ReturnType<typeof createEditorStore>, id = 'a') =>
  Object.values(store.getState().slots)
    .flat()
    .find((brick) => brick.id === id)?.dataTypes.text?.value;

const past = (store: ReturnType<typeof createEditorStore>) => store.temporal.getState().pastStates.length;
const future = (store: ReturnType<typeof createEditorStore>) => store.temporal.getState().futureStates.length;

describe('editor store', () => {
  it('starts loading with nothing to undo, and load makes it ready without a history step', () => {
    const { store, load } = setup();
    expect(store.getState().status).toBe('loading');
    load();
    expect(store.getState().status).toBe('ready');
    expect(Object.keys(store.getState().slots)).toEqual(['slot1', 'slot2']);
    expect(past(store)).toBe(0);
  });

  it('runs the actions', () => {
    const { store, load } = setup();
    load();
    const s = store.getState;
    s().insert(HEADING.id, { slot: 'slot2', index: 0 });
    expect(s().slots.slot2!.map((brick) => brick.id)).toEqual(['n1']);
    expect(s().selection).toEqual({ kind: 'brick', id: 'n1' });
    s().drop({ source: { kind: 'brick', brickId: 'a' }, target: { slot: 'slot2', index: 1 } });
    expect(s().slots.slot2!.map((brick) => brick.id)).toEqual(['n1', 'a']);
    s().drop({ source: { kind: 'brick', brickId: 'a' }, target: null });
    s().move('a', { slot: 'slot1', index: 0 });
    s().moveBy('a', 1);
    expect(s().slots.slot1!.map((brick) => brick.id)).toEqual(['b', 'a']);
    s().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Hi');
    s().rename('a', 'Hero');
    s().setVisibility('a', false);
    expect(s().slots.slot1![1]).toMatchObject({ name: 'Hero' });
    expect(s().slots.slot1![1]!.dataTypes.visibility!.value).toBe(false);
    s().reset({ kind: 'brick', id: 'a' });
    expect(text(store)).toBe(HEADING.dataTypes.text!.defaultValue);
    s().select({ kind: 'brick', id: 'a' });
    s().copy();
    s().paste();
    s().duplicate();
    expect(s().slots.slot1!.map((brick) => brick.id)).toEqual(['b', 'a', 'n2', 'n3']);
    s().remove('n3');
    expect(s().selection).toBeNull();
    s().selectTemplatePrefab('p');
    s().setPageEvents({
      nodes: [{ id: 'x', type: 'Boolean', position: { x: 0, y: 0 } }],
      connections: [],
      comments: [],
    });
    expect(isDirty(s())).toBe(true);
    expect(toContent(s()).pageEvents.nodes.map((n) => n.id)).toEqual(['x']);
    s().markSaved();
    expect(isDirty(s())).toBe(false);
  });
});

describe('editor history', () => {
  it('undoes and redoes an edit', () => {
    const { store, load } = setup();
    load();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One');
    expect(past(store)).toBe(1);
    store.history.undo();
    expect(text(store)).toBe(HEADING.dataTypes.text!.value);
    expect(future(store)).toBe(1);
    store.history.redo();
    expect(text(store)).toBe('One');
    expect(past(store)).toBe(1);
    expect(future(store)).toBe(0);
  });

  it('folds a burst of edits into one step, and undo right after it undoes the burst', () => {
    const { store, clock, load } = setup();
    load();
    const before = store.getState().slots;
    for (const value of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', value);
      clock.tick(UNDO_DEBOUNCE_MS - 100);
    }
    expect(past(store)).toBe(1);
    store.history.undo();
    expect(store.getState().slots).toBe(before);
  });

  it('undo inside the debounce window undoes that edit instead of skipping it', () => {
    const { store, clock, load } = setup();
    load();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'First');
    clock.tick(UNDO_DEBOUNCE_MS * 2);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Second');
    clock.tick(10);
    store.history.undo();
    expect(text(store)).toBe('First');
    store.history.undo();
    expect(text(store)).toBe(HEADING.dataTypes.text!.value);
  });

  it('records edits a second apart as separate steps', () => {
    const { store, clock, load } = setup();
    load();
    for (const value of ['1', '2', '3']) {
      store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', value);
      clock.tick(UNDO_DEBOUNCE_MS);
    }
    expect(past(store)).toBe(3);
    store.history.undo();
    expect(text(store)).toBe('2');
  });

  it('an edit right after undo starts a new step and drops the redo list', () => {
    const { store, clock, load } = setup();
    load();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'One');
    clock.tick(100);
    store.history.undo();
    clock.tick(100);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Two');
    expect(future(store)).toBe(0);
    expect(past(store)).toBe(1);
    store.history.undo();
    expect(text(store)).toBe(HEADING.dataTypes.text!.value);
  });

  it('records neither selections, equal states, pageEvents nor undo/redo themselves', () => {
    const { store, clock, load } = setup();
    load();
    const s = store.getState;
    s().select({ kind: 'brick', id: 'a' });
    s().setProperty({ kind: 'brick', id: 'a' }, 'text', HEADING.dataTypes.text!.value);
    s().setPageEvents({ nodes: [], connections: [], comments: [] });
    s().copy();
    s().markSaved();
    expect(past(store)).toBe(0);
    s().setProperty({ kind: 'brick', id: 'a' }, 'text', 'x');
    clock.tick(5000);
    store.history.undo();
    store.history.redo();
    store.history.undo();
    expect(past(store)).toBe(0);
    expect(future(store)).toBe(1);
  });

  it('records the template prefab choice', () => {
    const { store, load } = setup();
    load();
    store.getState().selectTemplatePrefab('p1');
    store.history.undo();
    expect(store.getState().selectedTemplatePrefab).toBeNull();
  });

  it('clears a selection whose brick undo or redo took away, and keeps a valid one', () => {
    const { store, clock, load } = setup();
    load();
    store.getState().insert(HEADING.id, { slot: 'slot1', index: 0 });
    expect(store.getState().selection).toEqual({ kind: 'brick', id: 'n1' });
    clock.tick(5000);
    store.history.undo();
    expect(store.getState().selection).toBeNull();
    store.history.redo();
    store.getState().select({ kind: 'brick', id: 'a' });
    store.history.undo();
    expect(store.getState().selection).toEqual({ kind: 'brick', id: 'a' });
  });

  it('does nothing with nothing to undo or redo', () => {
    const { store, load } = setup();
    load();
    const state = store.getState();
    store.history.undo();
    store.history.redo();
    expect(store.getState()).toBe(state);
  });

  it('a second load starts a fresh history', () => {
    const { store, clock, load } = setup();
    load();
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'x');
    clock.tick(5000);
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'y');
    store.history.undo();
    load();
    expect(past(store)).toBe(0);
    expect(future(store)).toBe(0);
    expect(text(store)).toBe(HEADING.dataTypes.text!.value);
  });
});

// Server rendering reads zustand's initial state, which is what a fresh editor screen shows.
let seen: EditorStore | null = null;

function Probe() {
  seen = useEditorStoreApi();
  const status = useEditorStore((state) => state.status);
  const count = useEditorStore((state) => Object.keys(state.slots).length);
  const history = useHistory();
  return createElement('p', null, `${status} ${count} ${history.canUndo} ${history.canRedo}`);
}

const inProvider = (store?: EditorStore) =>
  createElement(EditorStoreProvider, { store }, createElement(Probe));

describe('EditorStoreProvider, useEditorStore and useHistory', () => {
  it('gives each provider a fresh store, or the one it is given', () => {
    expect(renderToString(inProvider())).toContain('loading 0 false false');
    const first = seen;
    renderToString(inProvider());
    expect(seen).not.toBe(first);
    const { store } = setup();
    renderToString(inProvider(store));
    expect(seen).toBe(store);
  });

  it('refuses to run outside a provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(/EditorStoreProvider/);
  });
});

describe('editor store on nested bricks', () => {
  function nested() {
    let n = 0;
    const store = createEditorStore({ newId: () => `n${++n}` });
    store.getState().load({
      content: {
        version: 2,
        template: { id: 't-1', isPrefab: false, dataTypes: {} },
        slots: {
          slot1: [
            { ...storedBrick('cols', COLUMNS), slots: { slot1: [storedBrick('a')], slot2: [] } },
            storedBrick('b'),
          ],
        },
      },
      template: templateDef(1),
      components: TREE_COMPONENTS,
    });
    return store;
  }

  it('each structural action is one undo step, and undo brings the tree back as it was', () => {
    const store = nested();
    const loaded = store.getState().slots;
    store.getState().select({ kind: 'brick', id: 'b' });
    store.getState().moveIntoPrevious('b');
    expect(shape(store.getState().slots)).toEqual({ slot1: [['cols', { slot1: ['a'], slot2: ['b'] }]] });
    store.getState().moveOut('a');
    store.getState().select({ kind: 'brick', id: 'cols' });
    store.getState().duplicate();
    expect(shape(store.getState().slots)).toEqual({
      slot1: [['cols', { slot1: [], slot2: ['b'] }], ['n1', { slot1: [], slot2: ['n2'] }], 'a'],
    });
    expect(store.temporal.getState().pastStates).toHaveLength(3);
    store.history.undo();
    store.history.undo();
    store.history.undo();
    expect(store.getState().slots).toBe(loaded);
    store.history.redo();
    expect(findBrick(store.getState().slots, 'b')?.parentId).toBe('cols');
  });

  it('selectParent is not an undo step; a refused move changes nothing', () => {
    const store = nested();
    store.getState().select({ kind: 'brick', id: 'a' });
    store.getState().selectParent();
    expect(store.getState().selection).toEqual({ kind: 'brick', id: 'cols' });
    const before = store.getState().slots;
    store.getState().move('cols', { slot: 'cols/slot2', index: 0 });
    store.getState().insert(HEADING.id, { slot: 'cols/slot3', index: 0 });
    expect(store.getState().slots).toBe(before);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
  });
});
