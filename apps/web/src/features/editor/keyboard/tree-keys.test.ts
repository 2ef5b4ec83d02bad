import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { EN_US, PT_BR } from '../../../i18n/catalogue.ts';
import { findBrick } from '../state/find-brick.ts';
import { createEditorStore } from '../state/store.ts';
import { COLUMNS, storedBrick, TREE_COMPONENTS, templateDef } from '../state/test-fixtures.ts';
import { createTreeKeyboard, treeMoveFor } from './tree-keys.ts';
import { adjacentInTree, pageOrder } from './tree-order.ts';

async function setup(
  lng: 'en-US' | 'pt-BR' = 'en-US',
  shownSlots?: () => ((address: string) => boolean) | undefined,
) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { 'en-US': { translation: EN_US }, 'pt-BR': { translation: PT_BR } },
    lng,
    interpolation: { escapeValue: false },
  });
  const store = createEditorStore();
  const cols = {
    ...storedBrick('cols', COLUMNS),
    name: 'Columns',
    slots: { slot1: [storedBrick('a')], slot2: [] },
  };
  store.getState().load({
    content: {
      version: 2,
      template: { id: 't-1', isPrefab: false, dataTypes: {} },
      slots: { slot1: [cols, { ...storedBrick('b'), name: 'Title' }], slot2: [storedBrick('c')] },
    },
    template: templateDef(2),
    components: TREE_COMPONENTS,
  });
  const said: string[] = [];
  const keys = createTreeKeyboard(store, (text) => said.push(text), i18n.t, shownSlots);
  return { store, keys, said };
}

const key = (
  k: string,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('treeMoveFor', () => {
  it('takes Alt+ArrowLeft (out) and Alt+ArrowRight (into the previous brick) and nothing else', () => {
    expect(treeMoveFor(key('ArrowLeft', { altKey: true }))).toBe('moveOut');
    expect(treeMoveFor(key('ArrowRight', { altKey: true }))).toBe('moveIntoPrevious');
    expect(treeMoveFor(key('ArrowRight'))).toBeNull();
    expect(treeMoveFor(key('ArrowUp', { altKey: true }))).toBeNull();
    expect(treeMoveFor(key('ArrowLeft', { altKey: true, shiftKey: true }))).toBeNull();
    expect(treeMoveFor(key('ArrowLeft', { altKey: true, ctrlKey: true }))).toBeNull();
  });
});

describe('tree keyboard', () => {
  it('moves the selected brick into the container before it and out again, announcing each', async () => {
    const { store, keys, said } = await setup();
    store.getState().select({ kind: 'brick', id: 'b' });
    expect(keys.move('moveIntoPrevious')).toBe(true);
    expect(findBrick(store.getState().slots, 'b')?.slot).toBe('cols/slot2');
    expect(said.at(-1)).toBe('Title moved into Columns, position 1 of 1.');
    keys.move('moveOut');
    expect(findBrick(store.getState().slots, 'b')?.slot).toBe('slot1');
    expect(said.at(-1)).toBe('Title moved out of Columns, to position 2 of 2.');
    // At the top, nothing moves and the reason is said.
    keys.move('moveOut');
    expect(said.at(-1)).toBe('Title is not inside a container.');
    store.getState().select({ kind: 'brick', id: 'cols' });
    keys.move('moveIntoPrevious');
    expect(said.at(-1)).toBe('There is no container right before Columns to move it into.');
  });

  it('says a form cannot go inside another form, in both languages, and moves nothing', async () => {
    const form = { type: 'Form', value: { after: 'message', message: '', page: null } };
    for (const [lng, text] of [
      ['en-US', 'Contact is a form, or holds one, and cannot go inside another form.'],
      ['pt-BR', 'Contact é um formulário, ou contém um, e não pode ficar dentro de outro formulário.'],
    ] as const) {
      const { store, keys, said } = await setup(lng);
      const state = store.getState();
      const asForm = (id: string, name: string) => {
        const brick = findBrick(state.slots, id)!.brick;
        return { ...brick, name, dataTypes: { ...brick.dataTypes, form } };
      };
      state.load({
        content: {
          version: 4,
          template: { id: 't-1', isPrefab: false, dataTypes: {} },
          slots: { slot1: [asForm('cols', 'Columns'), asForm('b', 'Contact')], slot2: [] },
        },
        template: templateDef(2),
        components: TREE_COMPONENTS,
      });
      store.getState().select({ kind: 'brick', id: 'b' });
      expect(keys.move('moveIntoPrevious')).toBe(true);
      expect(said.at(-1)).toBe(text);
      expect(findBrick(store.getState().slots, 'b')?.slot).toBe('slot1');
    }
  });

  it('moves into the last slot the canvas draws, and is one undo step', async () => {
    // The canvas drew only the container's first slot (a Columns set to fewer columns than it has).
    const { store, keys, said } = await setup('en-US', () => (address) => address === 'cols/slot1');
    store.getState().select({ kind: 'brick', id: 'b' });
    keys.move('moveIntoPrevious');
    expect(findBrick(store.getState().slots, 'b')?.slot).toBe('cols/slot1');
    expect(said.at(-1)).toBe('Title moved into Columns, position 2 of 2.');
    store.history.undo();
    expect(findBrick(store.getState().slots, 'b')?.slot).toBe('slot1');
  });

  it('Escape climbs to the container, then clears, in Portuguese too', async () => {
    const { store, keys, said } = await setup('pt-BR');
    store.getState().select({ kind: 'brick', id: 'a' });
    expect(keys.selectParent()).toBe(true);
    expect(store.getState().selection).toEqual({ kind: 'brick', id: 'cols' });
    expect(said.at(-1)).toBe('Columns selecionado.');
    keys.selectParent();
    expect(store.getState().selection).toBeNull();
    expect(said.at(-1)).toBe(PT_BR.canvas.keys.cleared);
    // Nothing selected: the key is not the tree's.
    expect(keys.selectParent()).toBe(false);
    expect(keys.move('moveOut')).toBe(false);
  });
});

describe('tree order', () => {
  it('walks the page in order, a container before its contents, across slots', async () => {
    const { store } = await setup();
    const { slots } = store.getState();
    expect(pageOrder(slots).map((brick) => brick.id)).toEqual(['cols', 'a', 'b', 'c']);
    expect(adjacentInTree(slots, 'cols', 1)).toBe('a');
    expect(adjacentInTree(slots, 'a', 1)).toBe('b');
    expect(adjacentInTree(slots, 'b', -1)).toBe('a');
    expect(adjacentInTree(slots, 'c', 1)).toBe('c');
    expect(adjacentInTree(slots, null, -1)).toBe('c');
    expect(adjacentInTree(slots, 'gone', 1)).toBe('cols');
    expect(adjacentInTree({ slot1: [] }, null, 1)).toBeNull();
  });
});
