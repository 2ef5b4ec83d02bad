import { describe, expect, it } from 'vitest';
import type { EditorNode, ToEditorFrame } from './editor-protocol.ts';
import { EditorStore, type StoreChange } from './editor-store.ts';
import { DEFAULT_IMPORTS } from './imports.ts';
import { ModuleCache } from './loader.ts';

type Page = Extract<ToEditorFrame, { kind: 'editor-page' }>;
type Patch = Extract<ToEditorFrame, { kind: 'editor-patch' }>;

const code = (text: string) =>
  `module.exports = { default: function Text() { return ${JSON.stringify(text)}; } };`;
const text = (key: string, value = key): EditorNode => ({ key, moduleId: 'text', props: { text: value } });

function page(slots: Record<string, EditorNode[]>): Page {
  return {
    kind: 'editor-page',
    requestId: 1,
    modules: [
      { id: 'layout', compiledCode: code('layout') },
      { id: 'text', compiledCode: code('text') },
    ],
    template: { key: '', moduleId: 'layout', props: { gap: 8 } },
    slots,
    device: 'desktop',
    labels: { emptySlot: 'Drop here', unknownComponent: 'Unknown', failedComponent: 'Failed' },
  };
}

const patch = (fields: Omit<Patch, 'kind' | 'requestId'>): Patch => ({
  kind: 'editor-patch',
  requestId: 2,
  ...fields,
});

/** A store with the three-brick page loaded, and a log of which subscribers woke. */
function loaded() {
  const cache = new ModuleCache(DEFAULT_IMPORTS);
  const store = new EditorStore((sources) => cache.update(sources));
  store.applyPage(page({ slot1: [text('a'), text('b')], slot2: [text('c')], slot3: [] }));
  const woke: string[] = [];
  store.subscribePage(() => woke.push('page'));
  for (const slot of ['slot1', 'slot2', 'slot3']) store.subscribeSlot(slot, () => woke.push(slot));
  for (const key of ['a', 'b', 'c']) store.subscribeKey(key, () => woke.push(key));
  const apply = (message: Patch): StoreChange => {
    const change = store.applyPatch(message);
    store.notify(change);
    return change;
  };
  return { store, woke, apply };
}

describe('EditorStore', () => {
  it('loads a page: bricks by key, slot orders, template, labels and modules', () => {
    const { store } = loaded();
    expect(store.loaded()).toBe(true);
    expect(store.slotNames()).toEqual(['slot1', 'slot2', 'slot3']);
    expect(store.order('slot1')).toEqual(['a', 'b']);
    expect(store.order('slot3')).toEqual([]);
    expect(store.entry('c')?.node.props).toEqual({ text: 'c' });
    expect(store.entry('c')?.module?.component).toBeTypeOf('function');
    expect(store.template()?.node.props).toEqual({ gap: 8 });
    expect(store.labels().emptySlot).toBe('Drop here');
    expect([...store.loadedModules().keys()]).toEqual(['layout', 'text']);
  });

  it('wakes only the changed brick for a props edit, keeping the others snapshots', () => {
    const { store, woke, apply } = loaded();
    const before = { a: store.entry('a'), order: store.order('slot1'), template: store.template() };
    apply(patch({ nodes: [text('b', 'changed')] }));
    expect(woke).toEqual(['b']);
    expect(store.entry('b')?.node.props).toEqual({ text: 'changed' });
    expect(store.entry('a')).toBe(before.a);
    expect(store.order('slot1')).toBe(before.order);
    expect(store.template()).toBe(before.template);
  });

  it('wakes only the slots of a move, not the moved brick', () => {
    const { store, woke, apply } = loaded();
    const moved = store.entry('a');
    apply(patch({ order: { slot1: ['b'], slot3: ['a'] } }));
    expect(woke.sort()).toEqual(['slot1', 'slot3']);
    expect(store.order('slot3')).toEqual(['a']);
    expect(store.entry('a')).toBe(moved);
  });

  it('inserts a brick with its node and its slot order in one patch', () => {
    const { store, woke, apply } = loaded();
    apply(patch({ nodes: [text('d')], order: { slot2: ['d', 'c'] } }));
    expect(woke).toEqual(['slot2']);
    expect(store.order('slot2')).toEqual(['d', 'c']);
    expect(store.entry('d')?.module?.id).toBe('text');
  });

  it('removes a brick, and drops it from its slot even without a new order', () => {
    const { store, woke, apply } = loaded();
    apply(patch({ removed: ['a'] }));
    expect(store.entry('a')).toBeUndefined();
    expect(store.order('slot1')).toEqual(['b']);
    expect(woke.sort()).toEqual(['a', 'slot1']);
  });

  it('wakes the page for template props and leaves the bricks alone', () => {
    const { store, woke, apply } = loaded();
    apply(patch({ template: { key: '', moduleId: 'layout', props: { gap: 24 } } }));
    expect(woke).toEqual(['page']);
    expect(store.template()?.node.props).toEqual({ gap: 24 });
  });

  it('reloads changed code and wakes only the bricks that use it', () => {
    const { store, woke, apply } = loaded();
    const layout = store.loadedModules().get('layout');
    const change = apply(patch({ modules: [{ id: 'text', compiledCode: code('new text') }] }));
    expect(change.loaded.map((module) => module.id)).toEqual(['text']);
    expect(woke.sort()).toEqual(['a', 'b', 'c']);
    expect(store.loadedModules().get('layout')).toBe(layout);
    expect(store.entry('a')?.module?.compiledCode).toBe(code('new text'));
  });

  it('keeps modules a patch does not repeat, and reports new ones that fail to load', () => {
    const { store, apply } = loaded();
    const change = apply(patch({ modules: [{ id: 'broken', compiledCode: 'nope(' }] }));
    expect([...store.loadedModules().keys()]).toEqual(['layout', 'text', 'broken']);
    expect(change.loaded).toHaveLength(1);
    expect(change.loaded[0]?.error?.type).toBe('SyntaxError');
  });

  it('ignores unknown and repeated keys in an order, and an order that did not change', () => {
    const { store, woke, apply } = loaded();
    apply(patch({ order: { slot1: ['a', 'b'] } }));
    expect(woke).toEqual([]);
    apply(patch({ order: { slot1: ['b', 'ghost', 'b', 'a'] } }));
    expect(store.order('slot1')).toEqual(['b', 'a']);
  });

  it('adds a slot named by an order that the page did not have', () => {
    const { store, woke, apply } = loaded();
    apply(patch({ order: { slot4: ['c'], slot2: [] } }));
    expect(store.slotNames()).toEqual(['slot1', 'slot2', 'slot3', 'slot4']);
    expect(woke).toContain('page');
  });

  it('wakes everything on a new page and forgets what it does not list', () => {
    const { store, woke } = loaded();
    const change = store.applyPage(page({ slot1: [text('z')] }));
    store.notify(change);
    expect(store.slotNames()).toEqual(['slot1']);
    expect(store.entry('a')).toBeUndefined();
    expect(woke.sort()).toEqual(['a', 'b', 'c', 'page', 'slot1', 'slot2', 'slot3']);
    expect(change.loaded).toHaveLength(2);
  });

  it('stops waking a subscriber that unsubscribed', () => {
    const { store, apply } = loaded();
    let calls = 0;
    const unsubscribe = store.subscribeKey('a', () => calls++);
    apply(patch({ nodes: [text('a', '1')] }));
    unsubscribe();
    apply(patch({ nodes: [text('a', '2')] }));
    expect(calls).toBe(1);
  });

  it('holds the site header and footer with their modules, and none without them (decision 0026)', () => {
    const cache = new ModuleCache(DEFAULT_IMPORTS);
    const store = new EditorStore((sources) => cache.update(sources));
    store.applyPage(page({ slot1: [] }));
    expect(store.site()).toBeNull();
    const site = {
      header: text('site:header', 'Menu'),
      footer: null,
      headerLabel: 'Header',
      footerLabel: 'Footer',
    };
    store.applyPage({ ...page({ slot1: [] }), site });
    expect(store.site()?.header?.node.props).toEqual({ text: 'Menu' });
    expect(store.site()?.header?.module?.component).toBeTypeOf('function');
    expect(store.site()?.footer).toBeNull();
    expect(store.site()?.headerLabel).toBe('Header');
    const reloaded = store.applyPatch(patch({ modules: [{ id: 'text', compiledCode: code('new text') }] }));
    expect(reloaded.page).toBe(true);
    store.applyPage(page({ slot1: [] }));
    expect(store.site()).toBeNull();
  });

  describe('nested slots', () => {
    const box = (key: string): EditorNode => ({
      key,
      moduleId: 'layout',
      props: {},
      slotNames: ['slot1', 'slot2'],
    });

    /** slot1: [row], row/slot1: [a, inner], inner/slot1: [b], row/slot2 and inner/slot2 empty. */
    function nested() {
      const cache = new ModuleCache(DEFAULT_IMPORTS);
      const store = new EditorStore((sources) => cache.update(sources));
      store.applyPage(
        page({
          slot1: [box('row')],
          'row/slot1': [text('a'), box('inner')],
          'row/slot2': [],
          'inner/slot1': [text('b')],
          'inner/slot2': [],
        }),
      );
      const woke: string[] = [];
      store.subscribePage(() => woke.push('page'));
      for (const slot of ['slot1', 'row/slot1', 'row/slot2', 'inner/slot1', 'inner/slot2']) {
        store.subscribeSlot(slot, () => woke.push(slot));
      }
      for (const key of ['row', 'a', 'inner', 'b']) store.subscribeKey(key, () => woke.push(key));
      const apply = (message: Patch) => store.notify(store.applyPatch(message));
      return { store, woke, apply };
    }

    it("keys a container's slots by address and keeps them out of the template's slot names", () => {
      const { store } = nested();
      expect(store.slotNames()).toEqual(['slot1']);
      expect(store.order('row/slot1')).toEqual(['a', 'inner']);
      expect(store.order('inner/slot1')).toEqual(['b']);
      expect(store.order('row/slot2')).toEqual([]);
      expect(store.entry('row')?.node.slotNames).toEqual(['slot1', 'slot2']);
    });

    it('wakes only the two slots of a move between depths, not the containers or the page', () => {
      const { store, woke, apply } = nested();
      const row = store.entry('row');
      apply(patch({ order: { 'inner/slot1': [], 'row/slot2': ['b'] } }));
      expect(woke.sort()).toEqual(['inner/slot1', 'row/slot2']);
      expect(store.order('row/slot2')).toEqual(['b']);
      expect(store.entry('row')).toBe(row);
      expect(store.slotNames()).toEqual(['slot1']);
    });

    it('wakes only a nested brick edited three levels down', () => {
      const { woke, apply } = nested();
      apply(patch({ nodes: [text('b', 'changed')] }));
      expect(woke).toEqual(['b']);
    });

    it("forgets a removed container's slots with it", () => {
      const { store, woke, apply } = nested();
      apply(patch({ order: { 'row/slot1': ['a'] }, removed: ['inner', 'b'] }));
      expect(store.entry('inner')).toBeUndefined();
      expect(store.entry('b')).toBeUndefined();
      expect(store.order('row/slot1')).toEqual(['a']);
      expect(store.order('inner/slot1')).toEqual([]);
      expect(woke).toEqual(expect.arrayContaining(['row/slot1', 'inner/slot1', 'inner', 'b']));
      expect(woke).not.toContain('row');
    });
  });
});
