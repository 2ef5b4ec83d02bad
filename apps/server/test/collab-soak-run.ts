import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { type PageContent, walkBricks } from '@tessera/shared';
import { applyContent, docToContent } from '@tessera/shared/collab';
import type WebSocket from 'ws';
import * as Y from 'yjs';
import { sameContent } from '../src/modules/collab/persistence.ts';
import { headersFor, socketWithHeaders } from './collab-helpers.ts';
import {
  checkMarks,
  type EditKind,
  type Ledger,
  type MarkCheck,
  newLedger,
  randomEdit,
  rng,
  type SoakComponents,
} from './collab-soak-edits.ts';

/**
 * The co-editing soak (issue 25): clients on one page, each on its own socket to one of the servers, making
 * random edits (collab-soak-edits.ts) with random pauses, disconnects and abrupt socket closes (they keep
 * editing offline, and merge on reconnect), then quiet: every replica must read the same content, the stored
 * page.content must be it, and every client's last marker must be on what survived. Used by the integration
 * test (collab-soak.integration.test.ts) and the benchmark (bench/collab/soak.ts).
 *
 * "Acknowledged" here: an edit is acknowledged when a `stored` vector the server sent (to any client) covers
 * the editing client's clock after it, i.e. it is in the database. At the end every edit must be.
 */

const SERVER_CLOSE = /^(invalid-update|access-revoked|signed-out|forbidden)/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SoakClient {
  readonly doc = new Y.Doc();
  readonly socket: HocuspocusProviderWebsocket;
  readonly provider: HocuspocusProvider;
  /** The highest clock per client id of the `stored` vectors received. */
  readonly stored = new Map<number, number>();
  readonly closes: string[] = [];
  readonly refusals: string[] = [];
  /** (client id, clock) after each edit that wrote something. */
  readonly edits: Array<[number, number]> = [];
  readonly ready: Promise<void>;

  constructor(
    readonly url: string,
    pageId: string,
    token: string,
  ) {
    const Base = socketWithHeaders(headersFor(token));
    this.socket = new HocuspocusProviderWebsocket({
      url,
      // The provider closes a socket still connecting when it retries; a browser's WebSocket says nothing, ws
      // emits an error the provider no longer listens to (an uncaught exception in Node).
      WebSocketPolyfill: class extends Base {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols);
          this.on('error', () => {});
        }
      },
      // Abrupt closes are part of the soak: come back quickly.
      delay: 100,
      minDelay: 100,
      maxDelay: 1000,
    });
    let synced: () => void = () => {};
    this.ready = new Promise<void>((resolve) => {
      synced = resolve;
    });
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: pageId,
      document: this.doc,
      token: 'cookie',
      onSynced: () => synced(),
      onStateless: ({ payload }) => {
        const message = JSON.parse(payload) as { type?: string; vector?: Record<string, number> };
        if (message.type === 'refused') this.refusals.push(payload);
        if (message.type !== 'stored' || !message.vector) return;
        for (const [client, clock] of Object.entries(message.vector)) {
          const id = Number(client);
          if ((this.stored.get(id) ?? 0) < clock) this.stored.set(id, clock);
        }
      },
      onClose: ({ event }) => {
        if (event.reason) this.closes.push(event.reason);
      },
    });
    this.provider.attach();
  }

  /** Whether connected, synced and with nothing unsent. */
  get settled(): boolean {
    return (
      this.socket.status === WebSocketStatus.Connected &&
      this.provider.isSynced &&
      this.provider.unsyncedChanges === 0
    );
  }

  edit(random: () => number, ledger: Ledger, components: SoakComponents): EditKind {
    const prev = docToContent(this.doc);
    const { next, kind } = randomEdit(random, prev, ledger, components);
    const before = Y.getState(this.doc.store, this.doc.clientID);
    applyContent(this.doc, prev, next, 'local');
    const after = Y.getState(this.doc.store, this.doc.clientID);
    if (after !== before) this.edits.push([this.doc.clientID, after]);
    return kind;
  }

  private disconnected = false;

  /**
   * An orderly disconnect (the provider's own: it stays away until told), or the socket torn down under it (the
   * provider reconnects by itself, as after a network drop).
   */
  goOffline(abrupt: boolean): void {
    if (abrupt) {
      if (this.socket.status === WebSocketStatus.Connected)
        (this.socket.webSocket as unknown as WebSocket | null)?.terminate();
    } else {
      this.disconnected = true;
      this.socket.disconnect();
    }
  }

  goOnline(): void {
    if (!this.disconnected) return;
    this.disconnected = false;
    void this.socket.connect();
  }

  private downSince = 0;
  /** Times the provider stayed disconnected on its own for 5 s and was told to connect (see runSoak). */
  nudges = 0;
  readonly nudgeStates: string[] = [];

  /**
   * A provider that should be connected but has stayed disconnected for 5 s is told to connect (see
   * SoakResult.reconnectNudges for why it can happen).
   */
  watch(): void {
    if (this.disconnected || this.socket.status !== WebSocketStatus.Disconnected) {
      this.downSince = 0;
      return;
    }
    if (this.downSince === 0) this.downSince = Date.now();
    else if (Date.now() - this.downSince > 5000) {
      this.nudges += 1;
      const socket = this.socket as unknown as { shouldConnect: boolean; cancelWebsocketRetry?: unknown };
      this.nudgeStates.push(
        `shouldConnect ${socket.shouldConnect}, retry running ${socket.cancelWebsocketRetry !== undefined}`,
      );
      this.downSince = 0;
      void this.socket.connect();
    }
  }

  destroy(): void {
    this.provider.destroy();
    this.socket.destroy();
    this.doc.destroy();
  }
}

export interface SoakOptions {
  /** The servers' /collab URLs: clients are spread over them in turn. */
  urls: readonly string[];
  pageId: string;
  token: string;
  clients: number;
  editsPerClient: number;
  components: SoakComponents;
  seed: number;
  /** Wait between two edits of one client, ms (uniform). */
  stepMs: [number, number];
  /** Per edit: the chance of going offline (for offlineMs), of which `abruptShare` by tearing the socket down. */
  disconnectChance: number;
  abruptShare: number;
  offlineMs: [number, number];
  pauseChance: number;
  pauseMs: [number, number];
  /** The page's content as stored in the database now. */
  readStored: () => Promise<PageContent>;
  quietTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface SoakResult {
  clients: number;
  servers: number;
  seed: number;
  edits: number;
  editsByKind: Partial<Record<EditKind, number>>;
  disconnects: { orderly: number; abrupt: number };
  pauses: number;
  /**
   * Providers found disconnected for 5 s although told to connect, and told again. @hocuspocus/provider 3.4.4:
   * connect() right after disconnect(), while the socket is still closing (status still connected), returns
   * without wanting a connection again, so the provider stays offline (nudgeStates: shouldConnect false).
   */
  reconnectNudges: number;
  /** The provider's state when nudged: whether it wanted to connect, whether a retry loop was running. */
  nudgeStates: string[];
  finalBricks: number;
  finalGraph: { nodes: number; connections: number; comments: number };
  marks: MarkCheck;
  /** Edits that wrote something, and of them those covered by a `stored` vector. */
  writingEdits: number;
  acknowledged: number;
  converged: boolean;
  storedEqual: boolean;
  /** The server's close reasons (invalid-update, access-revoked, signed-out, forbidden) and refusals: expected none. */
  closes: string[];
  /** Other close reasons the providers reported (their own timeouts under load). */
  otherCloses: string[];
  refusals: string[];
  ms: { editing: number; converge: number; stored: number; total: number };
}

const between = (random: () => number, [low, high]: [number, number]) => low + random() * (high - low);

function covered(stored: ReadonlyMap<number, number>, vector: ReadonlyMap<number, number>): boolean {
  for (const [client, clock] of vector) if ((stored.get(client) ?? 0) < clock) return false;
  return true;
}

function sameVector(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [client, clock] of a) if (b.get(client) !== clock) return false;
  return true;
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(50);
  }
  return check();
}

/** Where two contents differ: the top-level parts, and the bricks by id (for a failing soak's report). */
function differences(a: PageContent, b: PageContent): string[] {
  const found: string[] = [];
  if (!sameContent(a.template, b.template)) found.push('template');
  if (!sameContent(a.pageEvents, b.pageEvents)) found.push('pageEvents');
  const bricksOf = (content: PageContent) => {
    const all = new Map<string, string>();
    walkBricks(content.slots, (brick, place) => {
      const { slots: _inner, ...own } = brick;
      all.set(brick.id, JSON.stringify([place.parentId, place.slot, place.index, own]));
    });
    return all;
  };
  const [x, y] = [bricksOf(a), bricksOf(b)];
  for (const [id, value] of x) if (y.get(id) !== value) found.push(`${id}: ${value} / ${y.get(id)}`);
  for (const id of y.keys()) if (!x.has(id)) found.push(`${id} only in the second`);
  return found;
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const clients = Array.from(
    { length: options.clients },
    (_, i) => new SoakClient(options.urls[i % options.urls.length]!, options.pageId, options.token),
  );
  const ledgers = clients.map((_, i) => newLedger(i));
  const disconnects = { orderly: 0, abrupt: 0 };
  let pauses = 0;
  try {
    await Promise.all(clients.map((client) => client.ready));
    log(`${clients.length} clients joined in ${Date.now() - started} ms`);
    const editingFrom = Date.now();
    await Promise.all(
      clients.map(async (client, i) => {
        const random = rng(options.seed * 1000 + i);
        let onlineAt = 0;
        for (let n = 0; n < options.editsPerClient; n++) {
          client.watch();
          if (onlineAt && Date.now() >= onlineAt) {
            client.goOnline();
            onlineAt = 0;
          }
          client.edit(random, ledgers[i]!, options.components);
          if (!onlineAt && random() < options.disconnectChance) {
            const abrupt = random() < options.abruptShare;
            disconnects[abrupt ? 'abrupt' : 'orderly'] += 1;
            client.goOffline(abrupt);
            onlineAt = Date.now() + between(random, options.offlineMs);
          }
          if (random() < options.pauseChance) {
            pauses += 1;
            await sleep(between(random, options.pauseMs));
          } else await sleep(between(random, options.stepMs));
          if ((n + 1) % 100 === 0 && i === 0)
            log(`client 0: ${n + 1} edits (${Date.now() - editingFrom} ms)`);
        }
        client.goOnline();
      }),
    );
    const editingMs = Date.now() - editingFrom;
    log(`editing done in ${editingMs} ms; waiting for quiet`);

    const convergeFrom = Date.now();
    const vectorOf = (client: SoakClient) => Y.decodeStateVector(Y.encodeStateVector(client.doc));
    const quiet = options.quietTimeoutMs ?? 60_000;
    const converged = await until(() => {
      for (const client of clients) {
        client.goOnline();
        client.watch();
      }
      if (!clients.every((client) => client.settled)) return false;
      const first = vectorOf(clients[0]!);
      return clients.every((client) => sameVector(vectorOf(client), first));
    }, quiet);
    const contents = clients.map((client) => docToContent(client.doc));
    const json = contents.map((content) => JSON.stringify(content));
    const same = converged && json.every((one) => one === json[0]);
    const convergeMs = Date.now() - convergeFrom;
    log(`converged: ${same} in ${convergeMs} ms`);

    // The last store covers everything: wait for a `stored` vector that does (asking for a store meanwhile).
    const storedFrom = Date.now();
    const finalVector = vectorOf(clients[0]!);
    const allStored = new Map<number, number>();
    const gather = () => {
      for (const client of clients)
        for (const [id, clock] of client.stored)
          if ((allStored.get(id) ?? 0) < clock) allStored.set(id, clock);
      return allStored;
    };
    let asked = 0;
    await until(() => {
      if (covered(gather(), finalVector)) return true;
      if (++asked % 20 === 0)
        for (const client of clients.slice(0, options.urls.length))
          client.provider.sendStateless(JSON.stringify({ type: 'store' }));
      return false;
    }, 15_000);
    const stored = await options.readStored();
    const storedEqual = sameContent(stored, contents[0]);
    if (!same || !storedEqual) {
      for (const [i, client] of clients.entries())
        log(
          `client ${i}: status ${client.socket.status}, synced ${client.provider.isSynced}, unsynced ${client.provider.unsyncedChanges}, vector ${JSON.stringify([...vectorOf(client)])}`,
        );
      log(`content differences: ${differences(contents[0]!, stored).join('; ')}`);
    }
    const storedMs = Date.now() - storedFrom;

    gather();
    let writingEdits = 0;
    let acknowledged = 0;
    for (const client of clients) {
      writingEdits += client.edits.length;
      for (const [id, clock] of client.edits) if ((allStored.get(id) ?? 0) >= clock) acknowledged += 1;
    }
    const final = contents[0]!;
    let finalBricks = 0;
    walkBricks(final.slots, () => {
      finalBricks += 1;
    });
    const editsByKind: Partial<Record<EditKind, number>> = {};
    for (const ledger of ledgers)
      for (const [kind, n] of Object.entries(ledger.counts))
        editsByKind[kind as EditKind] = (editsByKind[kind as EditKind] ?? 0) + n;
    return {
      clients: clients.length,
      servers: options.urls.length,
      seed: options.seed,
      edits: clients.length * options.editsPerClient,
      editsByKind,
      disconnects,
      pauses,
      reconnectNudges: clients.reduce((sum, client) => sum + client.nudges, 0),
      nudgeStates: [...new Set(clients.flatMap((client) => client.nudgeStates))],
      finalBricks,
      finalGraph: {
        nodes: final.pageEvents.nodes.length,
        connections: final.pageEvents.connections.length,
        comments: final.pageEvents.comments.length,
      },
      marks: checkMarks(final, ledgers),
      writingEdits,
      acknowledged,
      converged: same,
      storedEqual,
      closes: clients.flatMap((client) => client.closes).filter((reason) => SERVER_CLOSE.test(reason)),
      otherCloses: clients.flatMap((client) => client.closes).filter((reason) => !SERVER_CLOSE.test(reason)),
      refusals: clients.flatMap((client) => client.refusals),
      ms: { editing: editingMs, converge: convergeMs, stored: storedMs, total: Date.now() - started },
    };
  } finally {
    for (const client of clients) client.destroy();
  }
}
