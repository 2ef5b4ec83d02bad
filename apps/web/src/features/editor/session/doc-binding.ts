import {
  allBricks,
  applyContent,
  COLLAB_ROOTS,
  type CollabChange,
  collabChange,
  docToContent,
  jsonEqual,
  type PageContent,
  structureChanged,
  updateContent,
} from '@tessera/shared';
import * as Y from 'yjs';
import { afterCanvasDrawn } from '../state/canvas-drawn.ts';
import { UNDO_DEBOUNCE_MS, UNDO_LIMIT } from '../state/constants.ts';
import { toContent } from '../state/content.ts';
import type { EditorStore } from '../state/store.ts';

/** This editor's own writes to the shared document: each is (part of) an undo step of this person's. */
export const LOCAL_EDIT = 'tessera:local-edit';
/** This editor's own writes that are not edits (a saved prefab refreshing its copies): never undone. */
export const LOCAL_REWRITE = 'tessera:local-rewrite';

/** The document's shared types an undo may touch: everything but `meta`. */
const UNDO_SCOPE = Object.values(COLLAB_ROOTS).filter((name) => name !== COLLAB_ROOTS.meta);

export interface DocBinding {
  /** Undo and redo of this person's own changes only (Yjs's undo manager, tracking LOCAL_EDIT). */
  readonly undoManager: Y.UndoManager;
  /**
   * The store shows the document from now on (after the first sync): what it holds replaces the page when it
   * differs, and every later change flows both ways.
   */
  start(): void;
  /**
   * Sends an edit still waiting (for its microtask, or a move for the canvas to draw it first): before an undo,
   * a store-now, a close, a test's check.
   */
  flush(): void;
  destroy(): void;
}

/** The longest a move waits for the canvas before it is written anyway (frames do not come in a hidden tab). */
const HOLD_MS = 100;

// Every brick at any depth (the one tree walker): a nested brick left out would be kept as it was shown.
const changedEverything = (content: PageContent) => ({
  bricks: new Set(allBricks(content.slots).map((brick) => brick.id)),
  template: true,
  graph: true,
});

/**
 * Binds the editor's store to a page's shared document (docs/decisions/0038). Local edits stay what they are:
 * the store's pure actions make the next state; right after (once zundo has decided whether it opened a new
 * step: the store's afterEdit, or a microtask for what the history does not track), the content is written into
 * the document with the fewest writes (applyContent, which skips every brick the edit left untouched by identity);
 * a move, insertion or deletion once this person's canvas has drawn it (`edited`).
 * Changes from elsewhere — another person, or an undo — come back through `applyRemote`, which keeps unchanged
 * bricks by identity. Undo folds edits as the store does (one step per burst of one property, decision 0024): a
 * new store step stops the undo manager's capture.
 */
export function bindStoreToDoc(
  store: EditorStore,
  doc: Y.Doc,
  bound: ReturnType<EditorStore['getState']> = store.getState(),
): DocBinding {
  const undoManager = new Y.UndoManager(
    UNDO_SCOPE.map((name) => doc.getMap(name)),
    { trackedOrigins: new Set([LOCAL_EDIT]), captureTimeout: UNDO_DEBOUNCE_MS },
  );
  let started = false;
  /** The content the document held after the last write or remote load, as the store made it. */
  let known: PageContent | null = null;
  let applying = false;
  let pending = false;
  let untracked = false;
  let lastStep: unknown = store.temporal.getState().pastStates.at(-1);
  // `bound`: what the store showed when the page loaded (as the server sent it): edits made before the first sync
  // merge from it.
  const loaded = toContent(bound);

  /** Writes `next` into the document as the history step `step` (a new step stops the undo capture). */
  const write = (next: PageContent, step: unknown, rewrite: boolean) => {
    if (step !== lastStep) undoManager.stopCapturing();
    lastStep = step;
    applyContent(doc, known, next, rewrite ? LOCAL_REWRITE : LOCAL_EDIT);
    known = next;
    // Yjs keeps every step; the spec keeps the last UNDO_LIMIT.
    if (undoManager.undoStack.length > UNDO_LIMIT)
      undoManager.undoStack.splice(0, undoManager.undoStack.length - UNDO_LIMIT);
  };

  /**
   * A move, insertion or deletion waiting for this person's canvas to draw it: the content and history step it
   * made, written as they were even when more edits follow (each stays its own undo step).
   */
  let held: { next: PageContent; step: unknown; rewrite: boolean; cancel: () => void } | null = null;
  const writeHeld = () => {
    if (!held) return;
    const { next, step, rewrite, cancel } = held;
    held = null;
    cancel();
    write(next, step, rewrite);
  };

  /** The edit waiting to be written: the content now, its history step, and whether it is a rewrite. */
  const take = () => {
    pending = false;
    const rewrite = untracked;
    untracked = false;
    return { next: toContent(store.getState()), step: store.temporal.getState().pastStates.at(-1), rewrite };
  };

  const flush = () => {
    writeHeld();
    if (!pending) return;
    const { next, step, rewrite } = take();
    write(next, step, rewrite);
  };

  /**
   * A tracked edit, just taken by the history. A value goes out at once (before React draws it: the others see
   * it sooner, and writing it costs a fraction of a millisecond). A drop, paste or deletion costs a few ms to
   * write and send on a 1 000-brick page, on the way of the drop to this person's own canvas (the frame's layout
   * waits for this thread): it waits until the canvas has drawn it and the browser painted that (at most HOLD_MS
   * when no drawing comes: a hidden tab). Two animation frames, the wait before, often ended before the frame's
   * layout report on a large page (a drop across Sections: 30-60 ms), putting the write in the drop's way. Anything that reads the document first (a change from elsewhere, an
   * undo, a store, a close) writes it first.
   */
  const edited = () => {
    writeHeld();
    if (!pending) return;
    const { next, step, rewrite } = take();
    if (known !== null && structureChanged(known.slots, next.slots))
      held = { next, step, rewrite, cancel: afterCanvasDrawn(writeHeld, HOLD_MS) };
    else write(next, step, rewrite);
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (!started || applying) return;
    if (
      state.slots === previous.slots &&
      state.template === previous.template &&
      state.pageEvents === previous.pageEvents
    )
      return;
    untracked ||= !store.temporal.getState().isTracking;
    if (pending) return;
    pending = true;
    // An edit the history tracks is sent as soon as the history has taken it (afterEdit, still in this task,
    // before React draws it: the others see it sooner); anything else right after this task's sets.
    queueMicrotask(() => {
      if (pending) flush();
    });
  });
  const stopAfterEdit = store.afterEdit(edited);
  // A tab closed or reloaded right after a drop: the held move goes out with the page.
  const leaving = () => flush();
  globalThis.addEventListener?.('pagehide', leaving);

  /** The document's content as last read, untouched objects kept by identity (updateContent). */
  let shared: PageContent | null = null;

  const showDoc = (change: CollabChange | null) => {
    const content = shared ?? docToContent(doc);
    applying = true;
    try {
      store.getState().applyRemote(content, change ?? changedEverything(content));
    } finally {
      applying = false;
    }
    known = toContent(store.getState());
  };

  const onTransaction = (transaction: Y.Transaction) => {
    if (!started || transaction.changed.size === 0) return;
    const change = collabChange(transaction);
    const local = transaction.origin === LOCAL_EDIT || transaction.origin === LOCAL_REWRITE;
    if (!local && (pending || held)) {
      // An edit of this person's not yet written goes in first, and the remote change lands on top of it; its
      // own transaction is seen after this one, so the content is read whole here.
      flush();
      shared = docToContent(doc);
    } else if (local && (change.structure || change.meta)) {
      // This person's own move or insertion: the whole document would be read again (a move can repair
      // anywhere), on the way of their drop to their canvas. It is read when a change from elsewhere comes.
      shared = null;
    } else shared = shared ? updateContent(doc, shared, change) : docToContent(doc);
    if (!local) showDoc(change);
  };
  doc.on('afterTransaction', onTransaction);

  return {
    undoManager,
    start() {
      if (started) return;
      started = true;
      const state = store.getState();
      const current = toContent(state);
      const edited =
        state.slots !== bound.slots ||
        state.template !== bound.template ||
        state.pageEvents !== bound.pageEvents;
      // Edits made before the document arrived are this person's change from the page as loaded: merged in, so
      // what others did meanwhile stays too.
      if (edited) applyContent(doc, loaded, current, LOCAL_EDIT);
      shared = docToContent(doc);
      // Equal but for the order of keys (the document writes its own): the store keeps its objects, and nothing
      // is resolved or drawn again (a 1 000-brick page was, in full, at every opening).
      if (jsonEqual(current, shared)) known = current;
      else showDoc(null);
    },
    flush,
    destroy() {
      flush();
      globalThis.removeEventListener?.('pagehide', leaving);
      unsubscribe();
      stopAfterEdit();
      doc.off('afterTransaction', onTransaction);
      undoManager.destroy();
    },
  };
}
