import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { PageContent } from '@tessera/shared';
import { applyContent, docToContent } from '@tessera/shared/collab';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { pageCollabStates } from '../src/db/collab-schema.ts';
import { pages } from '../src/db/schema.ts';
import { storedContent } from '../src/modules/pages/page-content.ts';
import type { TestApp } from './helpers.ts';

/** Co-editing clients and their checks: real sockets, real Hocuspocus providers, on a listening test app. */

/** createTestApp's console origin (PORT 4999, no CONSOLE_ORIGIN): the one Origin /collab accepts. */
export const TEST_CONSOLE_ORIGIN = 'http://localhost:4999';

/** Listens on a free loopback port; the /collab URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/collab`;
}

/** A ws WebSocket that sends these headers, as a browser sends its cookie and Origin. */
export function socketWithHeaders(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers });
      // A socket closed while still connecting (a test's clean-up) emits 'error': heard here, as a browser would.
      this.on('error', () => {});
    }
  };
}

export function headersFor(token: string | undefined, origin = TEST_CONSOLE_ORIGIN): Record<string, string> {
  return { origin, ...(token ? { cookie: `auth_token=${token}` } : {}) };
}

/** The HTTP status an upgrade is refused with (a plain ws client), or 101 when it opened. */
export function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => {
      resolve(101);
      socket.close();
    });
    socket.on('error', (error) => reject(error));
  });
}

export interface Client {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** 'readonly' or 'read-write' once joined (Hocuspocus's words); null when refused. */
  scope: string | null;
  refusal: string | null;
  /** Stateless messages from the server, parsed. */
  stateless: Array<Record<string, unknown>>;
  /** Reasons of the server's close messages for this document. */
  closes: string[];
  destroy(): void;
}

/**
 * Joins the page's document as the user, on a socket of its own or on `options.socket` (one socket carries several
 * documents); resolves once synced, or refused.
 */
export async function join(
  url: string,
  pageId: string,
  token: string | undefined,
  options: { origin?: string; socket?: HocuspocusProviderWebsocket } = {},
): Promise<Client> {
  const doc = new Y.Doc();
  const client: Client = {
    doc,
    scope: null,
    refusal: null,
    stateless: [],
    closes: [],
    provider: undefined as unknown as HocuspocusProvider,
    destroy: () => {
      client.provider.destroy();
      if (!options.socket) socket.destroy();
    },
  };
  const socket =
    options.socket ??
    new HocuspocusProviderWebsocket({
      url,
      WebSocketPolyfill: socketWithHeaders(headersFor(token, options.origin)),
    });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`join ${pageId}: no answer in 10 s`)), 10_000);
    client.provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: pageId,
      document: doc,
      token: 'cookie',
      onAuthenticated: ({ scope }) => {
        client.scope = scope;
      },
      onSynced: () => {
        clearTimeout(timer);
        resolve();
      },
      onAuthenticationFailed: ({ reason }) => {
        client.refusal = reason;
        clearTimeout(timer);
        resolve();
      },
      onStateless: ({ payload }) => {
        client.stateless.push(JSON.parse(payload) as Record<string, unknown>);
      },
      onClose: ({ event }) => {
        if (event.reason) client.closes.push(event.reason);
      },
    });
    // A provider given its socket attaches only when told (one socket may carry several documents).
    client.provider.attach();
  });
  return client;
}

/** Polls until `check` holds (or throws after `ms`); returns how long it took. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms = 5000,
  label = 'condition',
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${label}: not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** The page's stored content (upgraded as the server reads it) and revision. */
export async function storedPage(
  t: TestApp,
  pageId: string,
): Promise<{ content: PageContent; revision: number }> {
  const [row] = await t.database.db
    .select({ content: pages.content, revision: pages.revision })
    .from(pages)
    .where(eq(pages.id, pageId));
  return { content: storedContent(row!.content) as PageContent, revision: row!.revision };
}

export async function storedState(t: TestApp, pageId: string) {
  const [row] = await t.database.db
    .select()
    .from(pageCollabStates)
    .where(eq(pageCollabStates.pageId, pageId));
  return row;
}

/** A brick as the editor places it: lean (decision 0037), its component's definitions not copied. */
export function brick(componentId: string, name = 'Heading') {
  return {
    id: `b-${randomUUID().slice(0, 8)}`,
    name,
    componentId,
    isPrefab: false,
    dataTypes: {},
  };
}

/** A local edit on a client's document, as the editor makes it: the content with `bricks` appended to `slot`. */
export function addBricks(doc: Y.Doc, slot: string, ...bricks: Array<ReturnType<typeof brick>>): PageContent {
  const before = docToContent(doc);
  const next = structuredClone(before);
  next.slots[slot] = [...(next.slots[slot] ?? []), ...bricks];
  applyContent(doc, before, next, 'local');
  return next;
}

export function brickIds(content: PageContent, slot: string): string[] {
  return (content.slots[slot] ?? []).map((b) => b.id);
}
