import { contentToDoc, docToContent } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { canvasDrawn } from '../state/canvas-drawn.ts';
import { toContent } from '../state/content.ts';
import {
  createEditorStore,
  type EditorStore,
  type EditorStoreOptions,
  SCREEN_HISTORY_LIMIT,
} from '../state/store.ts';
import { COMPONENTS, HEADING, storedBrick, templateDef } from '../state/test-fixtures.ts';
import { bindStoreToDoc, type DocBinding } from './doc-binding.ts';

const CONTENT = {
  version: 1,
  template: { id: 't-1', isPrefab: false, dataTypes: {} },
  slots: { slot1: [storedBrick('a'), storedBrick('b')], slot2: [] },
  pageEvents: { nodes: [], connections: [], comments: [] },
};

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Past the hold of a move (doc-binding's HOLD_MS: no animation frames here). */
const afterHold = () => new Promise<void>((resolve) => setTimeout(resolve, 150));

interface Editor {
  store: EditorStore;
  doc: Y.Doc;
  binding: DocBinding;
}

/**
 * Two editors on one page, each with its own store and document, joined by a link that can be cut (offline)
 * and joined again, exchanging real Yjs updates as the server would relay them.
 */
function twoEditors(options: EditorStoreOptions = {}) {
  const seed = new Y.Doc();
  const loaded = createEditorStore();
  loaded.getState().load({ content: CONTENT, template: templateDef(2), components: COMPONENTS });
  contentToDoc(seed, toContent(loaded.getState()));
  const make = (): Editor => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed), 'server');
    const store = createEditorStore(options);
    store.getState().load({ content: CONTENT, template: templateDef(2), components: COMPONENTS });
    const binding = bindStoreToDoc(store, doc);
    binding.start();
    return { store, doc, binding };
  };
  const a = make();
  const b = make();
  let linked = true;
  const relay = (from: Y.Doc, to: Y.Doc) =>
    from.on('update', (update: Uint8Array, origin: unknown) => {
      if (linked && origin !== 'relay') Y.applyUpdate(to, update, 'relay');
    });
  relay(a.doc, b.doc);
  relay(b.doc, a.doc);
  return {
    a,
    b,
    cut: () => {
      linked = false;
    },
    join: () => {
      linked = true;
      // What each side made while apart (Yjs's sync: each sends what the other's state vector lacks).
      Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b.doc)), 'relay');
      Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b.doc, Y.encodeStateVector(a.doc)), 'relay');
    },
  };
}

const propValue = (store: EditorStore, id: string, property: string) =>
  store.getState().slots.slot1!.find((brick) => brick.id === id)?.dataTypes[property]?.value;
const slotIds = (store: EditorStore, slot = 'slot1') =>
  store.getState().slots[slot]!.map((brick) => brick.id);

describe('the editor store bound to the shared document', () => {
  it('keeps the store as loaded when the document holds the same page, whatever the order of its keys', () => {
    const store = createEditorStore();
    store.getState().load({ content: CONTENT, template: templateDef(2), components: COMPONENTS });
    const doc = new Y.Doc();
    contentToDoc(doc, toContent(store.getState()));
    const read = JSON.stringify(docToContent(doc));
    // The document reads its keys back in an order of its own: not the same text, the same content.
    expect(read).not.toBe(JSON.stringify(toContent(store.getState())));
    const slots = store.getState().slots;
    const binding = bindStoreToDoc(store, doc);
    binding.start();
    expect(store.getState().slots).toBe(slots);
    binding.destroy();
  });

  it('merges an edit made before the binding existed from the page as loaded, with what others did meanwhile', () => {
    // The session begins once the canvas first drew (use-page-session): a quick edit may come before it.
    const store = createEditorStore();
    store.getState().load({ content: CONTENT, template: templateDef(2), components: COMPONENTS });
    const loaded = store.getState();
    // Someone else changed b in the shared document; this person changed a before the binding was made.
    const theirs = createEditorStore();
    theirs.getState().load({ content: CONTENT, template: templateDef(2), components: COMPONENTS });
    theirs.getState().setProperty({ kind: 'brick', id: 'b' }, 'text', 'From B');
    const seed = new Y.Doc();
    contentToDoc(seed, toContent(theirs.getState()));
    store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Mine');
    const joined = new Y.Doc();
    Y.applyUpdate(joined, Y.encodeStateAsUpdate(seed));
    const binding = bindStoreToDoc(store, joined, loaded);
    binding.start();
    expect(propValue(store, 'a', 'text')).toBe('Mine');
    expect(propValue(store, 'b', 'text')).toBe('From B');
    binding.destroy();
  });

  it("shows another person's property edit, and keeps every other brick by identity", async () => {
    const { a, b } = twoEditors();
    const untouched = b.store.getState().slots.slot1![1];
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Hello from A');
    await settle();
    expect(propValue(b.store, 'a', 'text')).toBe('Hello from A');
    expect(b.store.getState().slots.slot1![1]).toBe(untouched);
  });

  it('sends an edit in the task that made it, before anything queued after it (React draws in a microtask)', async () => {
    const { a, b } = twoEditors();
    const textIn = (doc: Y.Doc) => {
      const first = docToContent(doc).slots.slot1![0] as { dataTypes: Record<string, { value?: unknown }> };
      return first.dataTypes.text?.value;
    };
    let inMicrotask: unknown;
    queueMicrotask(() => {
      inMicrotask = textIn(b.doc);
    });
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Sent at once');
    expect(textIn(b.doc)).toBe('Sent at once');
    await settle();
    expect(inMicrotask).toBe('Sent at once');
  });

  it('shows a brick inserted elsewhere, in its place, once the inserting canvas has had time to draw it', async () => {
    const { a, b } = twoEditors();
    a.store.getState().insert(HEADING.id, { slot: 'slot2', index: 0 });
    await settle();
    // Held for this person's canvas first (until it drew the move, at most HOLD_MS without a drawing).
    expect(slotIds(b.store, 'slot2')).toHaveLength(0);
    await afterHold();
    expect(slotIds(b.store, 'slot2')).toEqual(slotIds(a.store, 'slot2'));
    expect(slotIds(b.store, 'slot2')).toHaveLength(1);
  });

  it('writes a held move right after the canvas has drawn it, not waiting for the longest hold', async () => {
    const { a, b } = twoEditors();
    a.store.getState().insert(HEADING.id, { slot: 'slot2', index: 0 });
    await settle();
    expect(slotIds(b.store, 'slot2')).toHaveLength(0);
    // A layout drawn: the write follows the paint (a task after it; no animation frames here).
    canvasDrawn();
    expect(slotIds(b.store, 'slot2')).toHaveLength(0);
    await settle();
    expect(slotIds(b.store, 'slot2')).toEqual(slotIds(a.store, 'slot2'));
    expect(slotIds(b.store, 'slot2')).toHaveLength(1);
  });

  it('writes a held move before the next edit, as its own undo step, and before a change from elsewhere', async () => {
    const { a, b } = twoEditors();
    a.store.getState().insert(HEADING.id, { slot: 'slot2', index: 0 });
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Right after the drop');
    expect(slotIds(b.store, 'slot2')).toHaveLength(1);
    expect(propValue(b.store, 'a', 'text')).toBe('Right after the drop');
    a.binding.undoManager.undo();
    await settle();
    expect(propValue(b.store, 'a', 'text')).not.toBe('Right after the drop');
    expect(slotIds(b.store, 'slot2')).toHaveLength(1);
    a.binding.undoManager.undo();
    await settle();
    expect(slotIds(b.store, 'slot2')).toHaveLength(0);

    // Held again, then B's edit arrives: A's move goes in first and B's lands on top; nothing is lost.
    a.store.getState().insert(HEADING.id, { slot: 'slot2', index: 0 });
    b.store.getState().rename('b', 'Named by B');
    await settle();
    for (const editor of [a, b]) {
      expect(slotIds(editor.store, 'slot2')).toHaveLength(1);
      expect(editor.store.getState().slots.slot1![1]!.name).toBe('Named by B');
    }
    expect(docToContent(a.doc)).toEqual(docToContent(b.doc));
  });

  it('keeps both edits when two people change two properties of one brick at once', async () => {
    const { a, b, cut, join } = twoEditors();
    cut();
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Text by A');
    b.store.getState().rename('a', 'Named by B');
    await settle();
    join();
    await settle();
    for (const editor of [a, b]) {
      expect(propValue(editor.store, 'a', 'text')).toBe('Text by A');
      expect(editor.store.getState().slots.slot1![0]!.name).toBe('Named by B');
    }
    expect(docToContent(a.doc)).toEqual(docToContent(b.doc));
  });

  it("undoes only this person's own edit", async () => {
    const { a, b } = twoEditors();
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'A wrote this');
    await settle();
    b.store.getState().setProperty({ kind: 'brick', id: 'b' }, 'text', 'B wrote this');
    await settle();
    b.binding.flush();
    b.binding.undoManager.undo();
    await settle();
    for (const editor of [a, b]) {
      expect(propValue(editor.store, 'a', 'text')).toBe('A wrote this');
      expect(propValue(editor.store, 'b', 'text')).not.toBe('B wrote this');
    }
    expect(b.binding.undoManager.undoStack).toHaveLength(0);
    expect(a.binding.undoManager.undoStack).toHaveLength(1);
  });

  it('merges what was edited offline when the connection is back', async () => {
    const { a, b, cut, join } = twoEditors();
    cut();
    a.store.getState().remove('b');
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Offline edit');
    await settle();
    expect(slotIds(b.store)).toEqual(['a', 'b']);
    join();
    await settle();
    expect(slotIds(b.store)).toEqual(['a']);
    expect(propValue(b.store, 'a', 'text')).toBe('Offline edit');
  });

  it.each([
    ['a full history', {}],
    ["the editor screen's one snapshot", { historyLimit: SCREEN_HISTORY_LIMIT }],
  ])(
    'folds a burst of typing in one field into one undo step, and a different field into another, with %s',
    async (_, options) => {
      const { a } = twoEditors(options);
      for (const typed of ['H', 'He', 'Hel']) {
        a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', typed);
        await settle();
      }
      a.store.getState().rename('a', 'Renamed');
      await settle();
      a.store.getState().setProperty({ kind: 'brick', id: 'b' }, 'text', 'Other');
      await settle();
      expect(a.binding.undoManager.undoStack).toHaveLength(3);
      a.binding.undoManager.undo();
      a.binding.undoManager.undo();
      expect(propValue(a.store, 'a', 'text')).toBe('Hel');
      expect(a.store.getState().slots.slot1![0]!.name).not.toBe('Renamed');
    },
  );

  it('keeps an edit still waiting to be written when a change from elsewhere arrives first', async () => {
    const { a, b } = twoEditors();
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Typed in A');
    // B's edit reaches A's document before A's own microtask wrote A's edit.
    b.store.getState().rename('b', 'Renamed in B');
    b.binding.flush();
    expect(propValue(a.store, 'a', 'text')).toBe('Typed in A');
    expect(a.store.getState().slots.slot1![1]!.name).toBe('Renamed in B');
    await settle();
    for (const editor of [a, b]) {
      expect(propValue(editor.store, 'a', 'text')).toBe('Typed in A');
      expect(editor.store.getState().slots.slot1![1]!.name).toBe('Renamed in B');
    }
  });

  it('merges edits made before the document arrived, keeping what others did meanwhile', async () => {
    const { a } = twoEditors();
    // A second tab of A's opened the page as the server sent it, and edits before its document arrives.
    const store = createEditorStore();
    store.getState().load({ content: CONTENT, template: templateDef(2), components: COMPONENTS });
    const doc = new Y.Doc();
    const binding = bindStoreToDoc(store, doc);
    store.getState().remove('b');
    // Meanwhile A edits another brick.
    a.store.getState().setProperty({ kind: 'brick', id: 'a' }, 'text', 'Edited meanwhile');
    await settle();
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(a.doc), 'server');
    binding.start();
    await settle();
    expect(slotIds(store)).toEqual(['a']);
    expect(propValue(store, 'a', 'text')).toBe('Edited meanwhile');
    expect(docToContent(doc).slots.slot1!.map((brick) => brick.id)).toEqual(['a']);
  });
});
