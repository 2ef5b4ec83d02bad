import { randomBytes } from 'node:crypto';
import { docToContent } from '@tessera/shared/collab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { sameContent } from '../src/modules/collab/persistence.ts';
import { appWorkspace, insertApp, insertPage } from './app-helpers.ts';
import {
  addBricks,
  brick,
  brickIds,
  type Client,
  headersFor,
  join,
  listen,
  storedPage,
  waitFor,
} from './collab-helpers.ts';
import { rng } from './collab-soak-edits.ts';
import { createTestApp, type SignedInUser, type TestApp } from './helpers.ts';

/**
 * Hostile bytes over the co-editing socket (issue 25, "Bad input"), in the fuzz suite's manner (fuzz.integration
 * covers GraphQL and REST; this is the WebSocket): a signed-in writer's connection sends seeded random messages
 * of every kind Hocuspocus reads — random bytes, unknown message types, sync messages with truncated, flipped or
 * lying updates, awareness and stateless garbage, auth and close messages mid-connection — and a socket that never
 * authenticated sends raw garbage, while two honest editors keep editing. The rules: the server never crashes
 * (an uncaught exception fails the run), the honest editors are never closed, they converge, and the page is
 * stored as they show it.
 */

function varUint(n: number): number[] {
  const bytes: number[] = [];
  let rest = n;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}
const varBytes = (bytes: Uint8Array | number[]) => [...varUint(bytes.length), ...bytes];
const varString = (text: string) => varBytes(Buffer.from(text, 'utf8'));

/** Message types of the Hocuspocus wire (MessageType): sync, awareness, auth, query awareness, sync reply, stateless, broadcast stateless, close, sync status. */
const TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** One hostile message for document `name`, from `random`; `update` is a valid Yjs update to damage. */
function hostileMessage(random: () => number, name: string, update: Uint8Array): Uint8Array {
  const int = (n: number) => Math.floor(random() * n);
  const noise = (n: number) => [...randomBytes(n)];
  const head = (type: number) => [...varString(name), ...varUint(type)];
  const damaged = () => {
    const bytes = [...update];
    for (let i = 0, n = 1 + int(6); i < n; i++) bytes[int(bytes.length)] = int(256);
    return bytes;
  };
  switch (int(12)) {
    case 0:
      return Uint8Array.from(noise(int(300)));
    case 1:
      return Uint8Array.from([...head(9 + int(240)), ...noise(int(100))]);
    case 2: // a sync step 2 or update whose update is cut short (with an honest length)
      return Uint8Array.from([...head(0), 1 + int(2), ...varBytes([...update].slice(0, int(update.length)))]);
    case 3: // … or whose length lies
      return Uint8Array.from([
        ...head(int(2) === 0 ? 0 : 4),
        2,
        ...varUint(update.length + 1 + int(1000)),
        ...update,
      ]);
    case 4:
      return Uint8Array.from([...head(0), 1 + int(2), ...varBytes(damaged())]);
    case 5: // sync step 1 with a garbage state vector
      return Uint8Array.from([...head(0), 0, ...varBytes(noise(int(40)))]);
    case 6: // awareness: random bytes, or well framed with JSON that is not
      return int(2) === 0
        ? Uint8Array.from([...head(1), ...varBytes(noise(int(200)))])
        : Uint8Array.from([
            ...head(1),
            ...varBytes([
              ...varUint(1),
              ...varUint(int(2 ** 30)),
              ...varUint(int(100)),
              ...varString('{"user":'),
            ]),
          ]);
    case 7: // stateless: not JSON, the wrong JSON, a store request cut short, a large one
      return Uint8Array.from([
        ...head(int(2) === 0 ? 5 : 6),
        ...varString(
          ['{"type":"store"', '[]', 'null', '{"type":"stored","vector":7}', 'x'.repeat(200_000)][int(5)]!,
        ),
      ]);
    case 8: // auth again, with garbage
      return Uint8Array.from([...head(2), ...noise(int(60))]);
    case 9:
      return Uint8Array.from([...head(TYPES[int(TYPES.length)]!)]);
    case 10: // another document's name (one the user may not read, or none)
      return Uint8Array.from([...varString(int(2) === 0 ? '' : 'not-a-page'), 0, 2, ...varBytes(update)]);
    default:
      return Uint8Array.from([...head(7), ...noise(int(20))]);
  }
}

describe('co-editing: hostile socket messages', () => {
  let t: TestApp;
  let url: string;
  let owner: SignedInUser;
  let componentId: string;
  let pageId: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
    const ws = await appWorkspace(t, 'collab-fuzz');
    owner = ws.owner;
    componentId = ws.componentId;
    const appId = (await insertApp(t.database.db, { orgId: ws.org.id, teamId: ws.team.id })).id;
    pageId = (await insertPage(t.database.db, { appId, templateId: ws.templateId })).id;
  });

  afterAll(async () => {
    for (const client of clients) client.destroy();
    await t?.close();
  });

  it('a client cannot make the others read a stateless message (a forged stored vector): it is closed instead', async () => {
    const sender = await join(url, pageId, owner.token);
    const other = await join(url, pageId, owner.token);
    clients.push(sender, other);
    const forged = JSON.stringify({ type: 'stored', vector: { [other.doc.clientID]: 1_000_000 } });
    sender.provider.configuration.websocketProvider.send(
      Uint8Array.from([...varString(pageId), 6, ...varString(forged)]),
    );
    await waitFor(() => sender.closes.length > 0, 3000, 'sender closed');
    expect(sender.closes[0]).toMatch(/^invalid-update: a client may not broadcast/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.stateless.some((message) => JSON.stringify(message) === forged)).toBe(false);
    expect(other.closes).toEqual([]);
  });

  it('never crash the server nor disturb the others, who converge and are stored', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 1e6));
    const random = rng(seed);
    const a = await join(url, pageId, owner.token);
    const b = await join(url, pageId, owner.token);
    clients.push(a, b);
    // A valid update to damage: a brick added on a scratch copy of the page.
    const scratch = new Y.Doc();
    Y.applyUpdate(scratch, Y.encodeStateAsUpdate(a.doc));
    const before = Y.encodeStateVector(scratch);
    addBricks(scratch, 'slot1', brick(componentId, 'Scratch'));
    const update = Y.encodeStateAsUpdate(scratch, before);

    let hostile = await join(url, pageId, owner.token);
    clients.push(hostile);
    const raw = new WebSocket(url, { headers: headersFor(owner.token) });
    raw.on('error', () => {});
    await new Promise((resolve) => raw.once('open', resolve));
    const sent = { messages: 0, rejoins: 0 };
    const added: string[] = [];
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 10; i++) {
        // A closed document or socket is joined again: the rest of the messages go to a live connection.
        if (hostile.closes.length > 0) {
          hostile.destroy();
          hostile = await join(url, pageId, owner.token);
          clients.push(hostile);
          sent.rejoins += 1;
        }
        hostile.provider.configuration.websocketProvider.send(hostileMessage(random, pageId, update));
        if (raw.readyState === WebSocket.OPEN) raw.send(randomBytes(Math.floor(random() * 200)));
        sent.messages += 1;
      }
      const honest = brick(componentId, `Honest ${round}`);
      added.push(honest.id);
      addBricks(round % 2 === 0 ? a.doc : b.doc, round % 2 === 0 ? 'slot1' : 'slot2', honest);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    console.log(
      `collab fuzz (seed ${seed}): ${JSON.stringify(sent)}, hostile closes: ${hostile.closes.length}`,
    );

    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(a.closes).toEqual([]);
    expect(b.closes).toEqual([]);
    const all = () => {
      const content = docToContent(a.doc);
      return [...brickIds(content, 'slot1'), ...brickIds(content, 'slot2')];
    };
    await waitFor(
      () =>
        added.every((id) => all().includes(id)) &&
        Y.encodeStateVector(a.doc).join() === Y.encodeStateVector(b.doc).join(),
      5000,
      'the honest editors converged',
    );
    expect(docToContent(b.doc)).toEqual(docToContent(a.doc));
    await waitFor(
      async () => sameContent((await storedPage(t, pageId)).content, docToContent(a.doc)),
      5000,
      'the page stored as shown',
    );
    const { content } = await storedPage(t, pageId);
    expect(sameContent(content, docToContent(a.doc))).toBe(true);
    raw.terminate();
  }, 60_000);
});
