import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import {
  Connection,
  type Document,
  type Extension,
  Hocuspocus,
  type onStoreDocumentPayload,
} from '@hocuspocus/server';
import { can, LIMITS, type PageContent } from '@tessera/shared';
import { applyContent } from '@tessera/shared/collab';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import * as Y from 'yjs';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionService } from '../auth/session-service.ts';
import { authorizePageOf } from '../pages/page-service.ts';
import {
  type AccessScope,
  CLOSE_REASONS,
  type CollabContext,
  recheckConnections,
  sessionAlive,
} from './access.ts';
import { type CollabEvent, type CollabFanout, createCollabFanout, type PageNews } from './fanout.ts';
import { loadPageDoc, type PageDocMeta, storePageDoc } from './persistence.ts';
import { attachCollabUpgrade } from './upgrade.ts';
import { invalidUpdate, isBroadcastStateless, UpdateChecker, writtenUpdate } from './validate-update.ts';

/** Whether a stateless message is an editor's Save (`{"type":"store"}`). */
function isStoreRequest(payload: string): boolean {
  try {
    const message: unknown = JSON.parse(payload);
    return (
      typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'store'
    );
  } catch {
    return false;
  }
}

export interface CollabConfig {
  consoleOrigin: string;
  redisUrl: string | undefined;
  /** Keys and channels of co-editing in Redis (COLLAB_REDIS_PREFIX). */
  redisPrefix: string;
}

/** Origins of the server's own writes to a document (Yjs transaction origins). */
const API_ORIGIN = 'api';
const REVERT_ORIGIN = 'revert';

/** The reason a document was refused: the same for a page that does not exist and one the user may not read. */
const FORBIDDEN = { code: 4403, reason: 'forbidden' };
const SIGNED_OUT = { code: 4401, reason: CLOSE_REASONS.signedOut };

/**
 * Stores run at most this long after an edit (issue 25: about a second): Hocuspocus waits for 500 ms of quiet,
 * and never more than 1 s after the first edit of a burst.
 */
const STORE_DEBOUNCE_MS = 500;
const STORE_MAX_DEBOUNCE_MS = 1000;

/** How long closing waits for the documents to unload (the Redis extension's disconnect delay is 1 s). */
const UNLOAD_WAIT_MS = 3000;

/**
 * Hocuspocus's Redis extension without its store lock: a process that misses the lock skips its store, and the
 * edits only its clients made would wait for the next one. Stores here lock the page's row and merge what another
 * process stored (persistence.ts), so both may store.
 */
class SharedDocuments extends RedisExtension {
  override async onStoreDocument(): Promise<void> {}
  override async afterStoreDocument(): Promise<void> {}
}

/**
 * Co-editing (issue 25): Hocuspocus without a listener of its own, on the console's HTTP server (upgrade.ts), one
 * document per page named by the page's id, stored into page.content (persistence.ts).
 */
export async function createCollab(deps: {
  db: Db;
  config: CollabConfig;
  sessions: SessionService;
  logger: FastifyBaseLogger;
}) {
  const { db, logger } = deps;
  const metas = new WeakMap<Document, PageDocMeta>();
  /** One shadow checker per open document (validate-update.ts), made at its first written message. */
  const checkers = new WeakMap<Document, UpdateChecker>();
  /** What refusing bad updates costs (validate-update.ts): read by the tests and the bench. */
  const validation = { count: 0, totalMs: 0, maxMs: 0 };
  let fanout: CollabFanout | undefined;

  const hooks: Extension = {
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const { userId, sessionId } = context as CollabContext;
      // A socket outlives a sign-out (only its documents are closed): joining another document on it needs the
      // session still signed in.
      if (!(await sessionAlive(db, sessionId))) throw SIGNED_OUT;
      try {
        const { access } = await authorizePageOf(db, userId, documentName, 'page.read');
        connectionConfig.readOnly = !can(access.standing, 'page.editContent');
      } catch (error) {
        // 404 and 403 alike: whether a page exists is not told to whoever may not read it.
        if (error instanceof AppError) throw FORBIDDEN;
        throw error;
      }
    },

    async onLoadDocument({ document, documentName }) {
      const meta = await loadPageDoc(db, document, documentName);
      if (!meta) throw FORBIDDEN;
      // What was just loaded is what is stored (a merge of content changed since waits for the next store, and
      // moves the vector on then).
      meta.storedVector = Y.encodeStateVector(document);
      meta.storedSnapshot = Y.encodeSnapshot(Y.snapshot(document));
      metas.set(document, meta);
    },

    async onChange({ document, transactionOrigin }) {
      if (transactionOrigin instanceof Connection) {
        metas.get(document)?.editors.add((transactionOrigin.context as CollabContext).userId);
      }
    },

    async beforeHandleMessage({ connection, document, update }) {
      if (isBroadcastStateless(update)) throw invalidUpdate('a client may not broadcast stateless messages');
      // Hocuspocus drops a read-only connection's writes itself (MessageReceiver).
      if (connection.readOnly) return;
      let written: Uint8Array | null;
      try {
        written = writtenUpdate(update);
      } catch {
        throw invalidUpdate('malformed message');
      }
      if (!written) return;
      const started = performance.now();
      let checker = checkers.get(document);
      if (!checker) {
        checker = new UpdateChecker(document);
        checkers.set(document, checker);
      }
      const problem = checker.problem(written);
      const ms = performance.now() - started;
      validation.count += 1;
      validation.totalMs += ms;
      validation.maxMs = Math.max(validation.maxMs, ms);
      if (problem) throw invalidUpdate(problem);
    },

    /**
     * An editor's Save (wire: `{ type: 'store' }`): a store waiting for its debounce runs now; with none waiting,
     * what is stored is said again. Never a database write of its own, so sending it often costs nothing.
     */
    async onStateless({ payload, document }) {
      if (!isStoreRequest(payload)) return;
      const meta = metas.get(document);
      if (!meta) return;
      const id = `onStoreDocument-${document.name}`;
      if (hocuspocus.debouncer.isDebounced(id)) await hocuspocus.debouncer.executeNow(id);
      else if (!hocuspocus.debouncer.isCurrentlyExecuting(id)) tellStored(document, meta);
    },

    async beforeUnloadDocument({ document }) {
      checkers.get(document)?.destroy();
      checkers.delete(document);
    },

    async onStoreDocument({ document }) {
      const meta = metas.get(document);
      if (!meta) return;
      try {
        await storePageDoc(db, document, meta);
        tellStored(document, meta);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) {
          logger.error({ err: error, pageId: meta.pageId }, 'collab: storing a page failed');
          throw error;
        }
        refuseContent(document, meta, error.message);
      }
    },
  };

  /**
   * Tells every connection what is now in the database (wire: `{ type: 'stored', vector }`, the document's state
   * vector when the stored content was read): an editor whose own changes it covers says "stored".
   */
  function tellStored(document: Document, meta: PageDocMeta): void {
    if (!meta.storedVector) return;
    const vector = Object.fromEntries(Y.decodeStateVector(meta.storedVector));
    const snapshot = meta.storedSnapshot ? Buffer.from(meta.storedSnapshot).toString('base64') : undefined;
    const message = JSON.stringify({ type: 'stored', vector, snapshot });
    for (const connection of document.getConnections()) connection.sendStateless(message);
  }

  /**
   * Content the server will not store (what updatePage would refuse: a component's slot it lacks, a breakpoint
   * the app has not, too big…) got past the per-message check, which knows no database: the document goes back to
   * what is stored, for everyone, and the editors are told why.
   */
  function refuseContent(document: Document, meta: PageDocMeta, reason: string): void {
    logger.warn(
      { pageId: meta.pageId, reason },
      'collab: content refused, document reverted to the stored one',
    );
    applyContent(document, null, meta.base.content, REVERT_ORIGIN);
    for (const connection of document.getConnections()) {
      connection.sendStateless(JSON.stringify({ type: 'refused', reason }));
    }
  }

  const extensions: Extension[] = [];
  if (deps.config.redisUrl) {
    const url = deps.config.redisUrl;
    extensions.push(
      new SharedDocuments({
        prefix: deps.config.redisPrefix,
        createClient: () => new Redis(url, { maxRetriesPerRequest: 2 }),
      }),
    );
  }
  const hocuspocus = new Hocuspocus({
    name: 'tessera',
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions: [...extensions, hooks],
  });

  function storePayload(document: Document): onStoreDocumentPayload {
    return {
      clientsCount: document.getConnectionsCount(),
      context: {},
      document,
      documentName: document.name,
      instance: hocuspocus,
      requestHeaders: {},
      requestParameters: new URLSearchParams(),
      socketId: 'server',
    };
  }

  /**
   * Runs the document's store now (after one in progress), through Hocuspocus so stores never overlap. Never
   * throws: the write that asked for it (updatePage, a prefab change) has committed, and a store that failed is
   * logged and retried by the next edit.
   */
  async function storeNow(document: Document): Promise<void> {
    try {
      await hocuspocus.storeDocumentHooks(document, storePayload(document), true);
    } catch (error) {
      logger.error({ err: error, pageId: document.name }, 'collab: storing a merged page failed');
    }
  }

  async function revokeHere(scope: AccessScope) {
    const counts = await recheckConnections(db, hocuspocus.documents.values(), (d) => metas.get(d), scope);
    if (counts.closed + counts.readOnly + counts.writable > 0)
      logger.info({ scope, ...counts }, 'collab access');
    return counts;
  }

  async function pagesChangedHere(pageIds: readonly string[]): Promise<void> {
    for (const id of pageIds) {
      const document = hocuspocus.documents.get(id);
      if (document && metas.has(document)) await storeNow(document);
    }
  }

  /** Tells the editors open on these pages here that their settings or live version changed. */
  function newsHere(pageIds: readonly string[], what: PageNews): void {
    const message = JSON.stringify({ type: 'page', what });
    for (const id of pageIds) {
      const document = hocuspocus.documents.get(id);
      if (!document) continue;
      for (const connection of document.getConnections()) connection.sendStateless(message);
    }
  }

  function onEvent(event: CollabEvent): void {
    if (event.kind === 'news') {
      newsHere(event.pageIds, event.what);
      return;
    }
    const done =
      event.kind === 'revoke'
        ? revokeHere(event.scope)
        : pagesChangedHere(event.pageIds).then(() => undefined);
    done.catch((error: unknown) => logger.error({ err: error, event }, 'collab: fan-out event failed'));
  }

  if (deps.config.redisUrl) {
    fanout = await createCollabFanout(deps.config.redisUrl, deps.config.redisPrefix, onEvent, logger);
  }

  async function tell(event: CollabEvent): Promise<void> {
    try {
      await fanout?.publish(event);
    } catch (error) {
      logger.error({ err: error, event }, 'collab: fan-out publish failed');
    }
  }

  let upgrade: ReturnType<typeof attachCollabUpgrade> | undefined;

  return {
    hocuspocus,
    validation,

    /** Takes the server's WebSocket upgrades to /collab. */
    attach(server: Server): void {
      upgrade = attachCollabUpgrade(server, {
        consoleOrigin: deps.config.consoleOrigin,
        resolveSession: (token) => deps.sessions.resolve(token),
        maxPayload: LIMITS.collab.messageMaxBytes,
        logger,
        onSocket: (socket, request, context) => hocuspocus.handleConnection(socket, request, context),
      });
    },

    /** Whether this process has the page's document open. */
    isOpen(pageId: string): boolean {
      return hocuspocus.documents.has(pageId);
    },

    /**
     * updatePage stored `next` over `prev` (the content it replaced) at `revision`: when people have the page open
     * here, what the API changed is merged into their document (a three-way merge: what they typed meanwhile
     * elsewhere on the page stays), and the merged result is stored at once. Open in another process: that one
     * merges the stored content now. Resolves once stored.
     */
    async mergeContent(pageId: string, change: { prev: PageContent; next: PageContent; revision: number }) {
      const document = hocuspocus.documents.get(pageId);
      const meta = document ? metas.get(document) : undefined;
      if (!document || !meta) {
        await tell({ kind: 'changed', pageIds: [pageId] });
        return;
      }
      applyContent(document, change.prev, change.next, API_ORIGIN);
      if (meta.base.revision < change.revision)
        meta.base = { revision: change.revision, content: change.next };
      await storeNow(document);
    },

    /**
     * A page's settings (name, address, title…) or live version (publish, rollback) changed: its open editors,
     * here and in the other processes, read them again without a reload.
     */
    async news(pageIds: readonly string[], what: PageNews): Promise<void> {
      if (pageIds.length === 0) return;
      newsHere(pageIds, what);
      await tell({ kind: 'news', pageIds: [...pageIds], what });
    },

    /** Something else rewrote these pages (a prefab, the app's breakpoints): open documents merge it now. */
    async pagesChanged(pageIds: readonly string[]): Promise<void> {
      if (pageIds.length === 0) return;
      await pagesChangedHere(pageIds);
      await tell({ kind: 'changed', pageIds: [...pageIds] });
    },

    /**
     * Rights changed: every open connection in `scope` is checked again, here and in the other processes
     * (access.ts: closed, read-only, or writable again).
     */
    async revoke(scope: AccessScope) {
      const counts = await revokeHere(scope);
      await tell({ kind: 'revoke', scope });
      return counts;
    },

    /** Stores every open document, then closes the sockets and the Redis connections. */
    async close(): Promise<void> {
      const documents = [...hocuspocus.documents.values()];
      await Promise.allSettled(
        documents.map(async (document) => {
          const pending = hocuspocus.debouncer.executeNow(`onStoreDocument-${document.name}`);
          await pending;
          await document.saveMutex.waitForUnlock();
        }),
      );
      upgrade?.close();
      // The closed sockets unload their documents (the Redis extension waits a second for last syncs, then
      // unsubscribes): Redis is let go only after, or the unsubscribe would meet a closed connection.
      const until = Date.now() + UNLOAD_WAIT_MS;
      while (hocuspocus.getDocumentsCount() > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
      await fanout?.close();
    },
  };
}

export type Collab = Awaited<ReturnType<typeof createCollab>>;
