import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { flushPendingEdits } from '../inspector/pending-commit.ts';
import { afterCanvasDrawn } from '../state/canvas-drawn.ts';
import type { EditorStore } from '../state/store.ts';
import { createPageSession, type PageSession, type SessionStatus } from './page-session.ts';
import { createPresence, type Peer, type Presence, type PresenceUser } from './presence.ts';

export interface OpenSession {
  readonly session: PageSession;
  readonly presence: Presence;
}

const CONNECTING = createStore<SessionStatus>(() => ({
  connection: 'connecting',
  synced: false,
  stored: true,
  writable: false,
  ended: null,
  refusedReason: null,
  news: null,
}));
/** The longest the session waits for the canvas's first drawing (a hidden tab draws nothing). */
const SESSION_WAIT_MS = 1000;
const NOBODY = createStore<readonly Peer[]>(() => []);

/**
 * The open page's co-editing session for the editor screen: made once the canvas first drew the page as the
 * server sent it (the store loaded it before the screen mounted), destroyed when the screen leaves. The store's
 * selection is this person's presence.
 */
export function usePageSession(pageId: string, api: EditorStore, user: Omit<PresenceUser, 'color'>) {
  const [open, setOpen] = useState<OpenSession | null>(null);
  useEffect(() => {
    // The page as the server sent it: edits made before the session begins merge from here.
    const loaded = api.getState();
    let ended: (() => void) | null = null;
    // The session begins once the canvas has first drawn: decoding the shared document (and the server's work of
    // sending it) stays out of the way of the page's opening (docs/decisions/0042). Edits made before stay in
    // the store and go in when the document arrives, as edits before the first sync always did.
    const cancel = afterCanvasDrawn(() => {
      const session = createPageSession({ pageId, store: api, loaded });
      const presence = createPresence(session.provider.awareness!, user);
      presence.setSelection(api.getState().selection);
      const unsubscribe = api.subscribe((state, previous) => {
        if (state.selection !== previous.selection) presence.setSelection(state.selection);
      });
      setOpen({ session, presence });
      // bench/editor's heap figure counts the undo steps this session holds.
      const bench = window.__tesseraBench;
      if (bench?.store === api) {
        bench.undoDepth = () => session.binding.undoManager.undoStack.length;
        bench.synced = () => session.status.getState().synced;
      }
      ended = () => {
        unsubscribe();
        presence.destroy();
        session.destroy();
      };
    }, SESSION_WAIT_MS);
    return () => {
      cancel();
      ended?.();
      setOpen(null);
    };
    // `user` is memoised by the screen (id and name): a new session only when the person changes.
  }, [pageId, api, user]);
  const status = useStore(open?.session.status ?? CONNECTING);
  const peers: StoreApi<readonly Peer[]> = open?.presence.peers ?? NOBODY;
  return { open, status, peers };
}

/** Undo and redo of this person's own changes (the session's undo manager), as the toolbar needs them. */
export function useSessionHistory(open: OpenSession | null) {
  const manager = open?.session.binding.undoManager ?? null;
  const subscribe = useMemo(
    () => (notify: () => void) => {
      if (!manager) return () => {};
      const events = ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const;
      for (const event of events) manager.on(event, notify);
      return () => {
        for (const event of events) manager.off(event, notify);
      };
    },
    [manager],
  );
  const canUndo = useSyncExternalStore(subscribe, () => (manager?.undoStack.length ?? 0) > 0);
  const canRedo = useSyncExternalStore(subscribe, () => (manager?.redoStack.length ?? 0) > 0);
  return useMemo(() => {
    const travel = (step: 'undo' | 'redo') => {
      if (!open) return;
      // A keystroke still waiting for its frame, or for its microtask, is part of what is undone.
      flushPendingEdits();
      open.session.binding.flush();
      open.session.binding.undoManager[step]();
    };
    return {
      canUndo,
      canRedo,
      depth: () => manager?.undoStack.length ?? 0,
      undo: () => travel('undo'),
      redo: () => travel('redo'),
    };
  }, [open, manager, canUndo, canRedo]);
}
