import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EditorStore } from '../state/store.ts';
import { bindStoreToDoc, type DocBinding } from './doc-binding.ts';
import { CLOSE_REASONS, collabUrl, parseServerMessage, STORE_NOW } from './wire.ts';

/**
 * Where the open page stands with the server (the toolbar's indicator and the leave guard read it):
 * `connection` — the socket; `synced` — the shared document arrived at least once (editing waits for it);
 * `stored` — every change this editor knows is in the database (what Save and the leave guard mean);
 * `writable` — the server lets this person write (a role lowered while connected turns it off).
 */
export interface SessionStatus {
  readonly connection: 'connecting' | 'online' | 'offline';
  readonly synced: boolean;
  readonly stored: boolean;
  readonly writable: boolean;
  /**
   * The page cannot go on as it is: 'invalid' — the server refused one of this editor's changes (reload from
   * what is stored); 'revoked' — access to the page ended (removed, signed out, page deleted). Null: fine.
   */
  readonly ended: 'invalid' | 'revoked' | null;
  /** The reason of the last content the server's database checks refused (the page went back for everyone). */
  readonly refusedReason: string | null;
  /** The last time the page's settings or live version changed elsewhere (seq counts them). */
  readonly news: { readonly what: 'settings' | 'live'; readonly seq: number } | null;
}

export interface PageSession {
  readonly doc: Y.Doc;
  readonly provider: HocuspocusProvider;
  readonly binding: DocBinding;
  readonly status: StoreApi<SessionStatus>;
  /** Asks the server to store the page now; true once everything this editor knows is stored (or false after `timeoutMs`). */
  storeNow(timeoutMs?: number): Promise<boolean>;
  destroy(): void;
}

export interface PageSessionOptions {
  readonly pageId: string;
  readonly store: EditorStore;
  /**
   * The store's state when the page loaded, as the server sent it (default: the store now). A session made after
   * the canvas first drew passes it, so edits made before merge from there (doc-binding's `bound`).
   */
  readonly loaded?: ReturnType<EditorStore['getState']>;
  /** ws(s)://… of the console's origin; tests pass their own. */
  readonly url?: string;
}

/** Whether a stored state vector covers every change in `local` (each client's clock at least as far). */
export function covers(stored: Map<number, number>, local: Map<number, number>): boolean {
  for (const [client, clock] of local) if ((stored.get(client) ?? 0) < clock) return false;
  return true;
}

/**
 * One open page's co-editing session (issue 25, docs/decisions/0038): the shared document, its connection to
 * the server (Hocuspocus, cookie-authenticated, the document named by the page id), the binding to the editor
 * store, and the stored/online status. The server says after each store what it stored (a state vector), so
 * "stored" is known exactly, not guessed from a timer.
 */
export function createPageSession({ pageId, store, url, loaded }: PageSessionOptions): PageSession {
  const doc = new Y.Doc();
  const bound = loaded ?? store.getState();
  const now = store.getState();
  const status = createStore<SessionStatus>(() => ({
    connection: 'connecting',
    synced: false,
    // Edits made since the page loaded, before this session began, are not stored yet.
    stored:
      now.slots === bound.slots && now.template === bound.template && now.pageEvents === bound.pageEvents,
    writable: false,
    ended: null,
    refusedReason: null,
    news: null,
  }));
  const binding = bindStoreToDoc(store, doc, bound);
  let storedVector = new Map<number, number>();
  let storedSnapshot: Y.Snapshot | null = null;
  /** Whether everything this document holds, deletions included, is in what the server last stored. */
  const storedNow = () => {
    if (!covers(storedVector, Y.decodeStateVector(Y.encodeStateVector(doc)))) return false;
    if (storedSnapshot === null) return true;
    // Deletions add no clock: the document's delete set must be within the stored one. Read off the store, not
    // from an encoded copy of the whole document (200 kB on 1 000 bricks at every 'stored' message).
    const { ds } = storedSnapshot;
    return Y.equalDeleteSets(ds, Y.mergeDeleteSets([ds, Y.createDeleteSetFromStructStore(doc.store)]));
  };

  const provider = new HocuspocusProvider({
    url: url ?? collabUrl(window.location),
    name: pageId,
    document: doc,
    // The cookie authenticates; Hocuspocus's own handshake still wants a token to send.
    token: 'session-cookie',
    onAuthenticated: ({ scope }) => status.setState({ writable: scope === 'read-write' }),
    onStatus: ({ status: connection }) =>
      status.setState({
        connection:
          connection === 'connected' ? 'online' : connection === 'connecting' ? 'connecting' : 'offline',
      }),
    onSynced: ({ state }) => {
      if (!state) return;
      binding.start();
      status.setState({ synced: true, stored: storedNow() });
      // What the server has stored, said back at once (the first 'stored' message otherwise waits for an edit).
      provider.sendStateless(STORE_NOW);
    },
    onStateless: ({ payload }) => {
      const message = parseServerMessage(payload);
      if (!message) return;
      if (message.type === 'stored') {
        storedVector = message.vector;
        try {
          storedSnapshot = message.snapshot ? Y.decodeSnapshot(message.snapshot) : null;
        } catch {
          storedSnapshot = null;
        }
        status.setState({ stored: storedNow() });
      } else if (message.type === 'access') status.setState({ writable: message.write });
      else if (message.type === 'page')
        status.setState((state) => ({ news: { what: message.what, seq: (state.news?.seq ?? 0) + 1 } }));
      else status.setState({ refusedReason: message.reason });
    },
    onClose: ({ event }) => {
      const reason = event.reason ?? '';
      if (reason.startsWith(CLOSE_REASONS.invalidUpdate))
        status.setState({ ended: 'invalid', writable: false });
      else if (
        reason === CLOSE_REASONS.accessRevoked ||
        reason === CLOSE_REASONS.signedOut ||
        reason === CLOSE_REASONS.forbidden
      )
        status.setState({ ended: 'revoked', writable: false });
      // The provider would join again and again: an ended session stays ended.
      if (status.getState().ended) stop();
    },
    onAuthenticationFailed: () => {
      status.setState({ ended: 'revoked', writable: false });
      stop();
    },
  });

  /** The provider's own socket stops trying (provider.disconnect() does nothing in Hocuspocus 3). */
  function stop() {
    provider.configuration.websocketProvider.disconnect();
  }

  // This person's changes make the page "storing" until a store covers them; others' changes arriving from the
  // server are theirs to wait for (a watcher's page is not "storing" while others type).
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin === provider) return;
    if (status.getState().stored) status.setState({ stored: false });
  };
  doc.on('update', onUpdate);
  // Before the first sync, edits stay in the store (the binding writes them when the document arrives): not stored.
  const unsubscribe = store.subscribe((state, previous) => {
    if (status.getState().synced) return;
    if (
      state.slots !== previous.slots ||
      state.template !== previous.template ||
      state.pageEvents !== previous.pageEvents
    )
      status.setState({ stored: false });
  });
  const synced = () =>
    status.getState().synced
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            stop();
            resolve(false);
          }, 5000);
          const stop = status.subscribe((next) => {
            if (!next.synced) return;
            clearTimeout(timer);
            stop();
            resolve(true);
          });
        });

  return {
    doc,
    provider,
    binding,
    status,
    async storeNow(timeoutMs = 5000) {
      if (!(await synced())) return false;
      binding.flush();
      if (storedNow()) {
        status.setState({ stored: true });
        return true;
      }
      provider.sendStateless(STORE_NOW);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          unsubscribe();
          resolve(false);
        }, timeoutMs);
        const unsubscribe = status.subscribe((next) => {
          if (!next.stored) return;
          clearTimeout(timer);
          unsubscribe();
          resolve(true);
        });
      });
    },
    destroy() {
      unsubscribe();
      doc.off('update', onUpdate);
      binding.destroy();
      provider.destroy();
      doc.destroy();
    },
  };
}
