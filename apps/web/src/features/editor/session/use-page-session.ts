import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { flushPendingEdits } from '../inspector/pending-commit.ts';
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
const NOBODY = createStore<readonly Peer[]>(() => []);

/**
 * The open page's co-editing session for the editor screen: made when the screen mounts (after the store
 * loaded the page as the server sent it, so the canvas draws at once), destroyed when it leaves. The store's
 * selection is this person's presence.
 */
export function usePageSession(pageId: string, api: EditorStore, user: Omit<PresenceUser, 'color'>) {
  const [open, setOpen] = useState<OpenSession | null>(null);
  useEffect(() => {
    const session = createPageSession({ pageId, store: api });
    const presence = createPresence(session.provider.awareness!, user);
    presence.setSelection(api.getState().selection);
    const unsubscribe = api.subscribe((state, previous) => {
      if (state.selection !== previous.selection) presence.setSelection(state.selection);
    });
    setOpen({ session, presence });
    // bench/editor's heap figure counts the undo steps this session holds.
    const bench = window.__tesseraBench;
    if (bench?.store === api) bench.undoDepth = () => session.binding.undoManager.undoStack.length;
    return () => {
      unsubscribe();
      presence.destroy();
      session.destroy();
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
