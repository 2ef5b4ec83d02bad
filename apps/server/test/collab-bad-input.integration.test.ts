import { randomUUID } from 'node:crypto';
import type { PageContent } from '@tessera/shared';
import { applyContent, docToContent } from '@tessera/shared/collab';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { pages } from '../src/db/schema.ts';
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
import { createTestApp, type SignedInUser, type TestApp } from './helpers.ts';

/** The wire's integers and strings (lib0's var-uint encoding), to write messages no provider would send. */
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

function varBytes(bytes: Uint8Array | number[]): number[] {
  return [...varUint(bytes.length), ...bytes];
}

/** A Hocuspocus sync message of type `step` (2: update) carrying `payload` for document `name`. */
function syncMessage(name: string, step: number, payload: Uint8Array | number[]): Uint8Array {
  return Uint8Array.from([
    ...varBytes(Buffer.from(name, 'utf8')),
    ...varUint(0),
    ...varUint(step),
    ...varBytes(payload),
  ]);
}

describe('co-editing: bad input is refused, nothing applied or stored', () => {
  let t: TestApp;
  let url: string;
  let owner: SignedInUser;
  let componentId: string;
  let templateId: string;
  let appId: string;
  const clients: Client[] = [];

  async function open(pageId: string) {
    const client = await join(url, pageId, owner.token);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
    const ws = await appWorkspace(t, 'collab-bad');
    owner = ws.owner;
    componentId = ws.componentId;
    templateId = ws.templateId;
    appId = (await insertApp(t.database.db, { orgId: ws.org.id, teamId: ws.team.id })).id;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('an update that would make the content invalid closes the sender with the reason; others and storage keep the valid page', async () => {
    const pageId = (await insertPage(t.database.db, { appId, templateId })).id;
    const bad = await open(pageId);
    const good = await open(pageId);
    const kept = brick(componentId, 'Kept');
    addBricks(good.doc, 'slot1', kept);
    await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot1').includes(kept.id));
    await waitFor(() => brickIds(docToContent(bad.doc), 'slot1').includes(kept.id));
    const stored = await storedPage(t, pageId);
    // A brick without an id nor a component: no page holds one.
    const before = docToContent(bad.doc);
    const broken = structuredClone(before) as PageContent;
    broken.slots.slot2 = [
      { id: '', name: 'Broken', componentId: '', isPrefab: false, dataTypes: {}, dataGroups: [] },
    ];
    applyContent(bad.doc, before, broken, 'local');
    await waitFor(() => bad.closes.length > 0, 3000, 'sender closed');
    expect(bad.closes[0]).toMatch(/^invalid-update: /);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(docToContent(good.doc)).toEqual(stored.content);
    expect(await storedPage(t, pageId)).toEqual(stored);
    // Whoever joins now gets the valid page.
    const late = await open(pageId);
    expect(docToContent(late.doc)).toEqual(stored.content);
    // The others go on editing.
    const after = brick(componentId, 'After');
    addBricks(good.doc, 'slot2', after);
    await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot2').includes(after.id));
  });

  it('a malformed update closes the sender with the reason; the document is unchanged', async () => {
    const pageId = (await insertPage(t.database.db, { appId, templateId })).id;
    const client = await open(pageId);
    const stored = await storedPage(t, pageId);
    const garbage = Array.from({ length: 64 }, (_, i) => (i * 37 + 11) % 256);
    client.provider.configuration.websocketProvider.send(syncMessage(pageId, 2, garbage));
    await waitFor(() => client.closes.length > 0, 3000, 'sender closed');
    expect(client.closes[0]).toMatch(/^invalid-update: malformed/);
    const late = await open(pageId);
    expect(docToContent(late.doc)).toEqual(stored.content);
    expect(await storedPage(t, pageId)).toEqual(stored);
  });

  it('a message over the size limit closes the socket (1009) before anything reads it', async () => {
    const socket = new WebSocket(url, { headers: headersFor(owner.token) });
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send(Buffer.alloc(8 * 1024 * 1024 + 1));
    expect(await closed).toBe(1009);
  });

  it('content the server would not store (a slot the component lacks) is reverted for everyone, and the editors told why', async () => {
    const pageId = (await insertPage(t.database.db, { appId, templateId })).id;
    const editor = await open(pageId);
    const watcher = await open(pageId);
    const stored = await storedPage(t, pageId);
    // Valid content to the document's own check, refused by the database's: the heading component has no slots.
    const before = docToContent(editor.doc);
    const nested = structuredClone(before) as PageContent;
    nested.slots.slot1 = [
      { ...brick(componentId, 'Nested'), slots: { slot1: [brick(componentId, 'Inner')] } },
    ];
    applyContent(editor.doc, before, nested, 'local');
    await waitFor(() => editor.stateless.some((m) => m.type === 'refused'), 3000, 'refusal told');
    expect(String(editor.stateless.find((m) => m.type === 'refused')?.reason)).toMatch(/slot/);
    await waitFor(() => brickIds(docToContent(watcher.doc), 'slot1').length === 0, 3000, 'reverted');
    expect(docToContent(editor.doc)).toEqual(stored.content);
    expect((await storedPage(t, pageId)).content).toEqual(stored.content);
  });

  it('what checking a written message costs on a 1 000-brick page (printed)', async () => {
    const pageId = (await insertPage(t.database.db, { appId, templateId })).id;
    const bricks = Array.from({ length: 1000 }, (_, i) => ({
      ...brick(componentId, `Brick ${i}`),
      dataTypes: { title: { type: 'TextInput', value: `Title ${i} ${randomUUID()}` } },
    }));
    const content = (await storedPage(t, pageId)).content;
    content.slots.slot1 = bricks.slice(0, 500);
    content.slots.slot2 = bricks.slice(500);
    await t.database.db.update(pages).set({ content }).where(eq(pages.id, pageId));
    const editor = await open(pageId);
    expect(brickIds(docToContent(editor.doc), 'slot1')).toHaveLength(500);
    const stats = t.services.collab.validation;
    const startCount = stats.count;
    const startMs = stats.totalMs;
    const edits = 20;
    for (let i = 0; i < edits; i++) {
      addBricks(editor.doc, i % 2 ? 'slot1' : 'slot2', brick(componentId, `Added ${i}`));
      await waitFor(() => stats.count > startCount + i, 3000, `edit ${i} checked`);
    }
    const count = stats.count - startCount;
    const mean = (stats.totalMs - startMs) / count;
    const size = Y.encodeStateAsUpdate(editor.doc).byteLength;
    console.log(
      `collab: checking a written message on a 1 000-brick page (state ${(size / 1024).toFixed(0)} KB): ` +
        `mean ${mean.toFixed(2)} ms over ${count}, max ${stats.maxMs.toFixed(2)} ms`,
    );
    expect(count).toBeGreaterThanOrEqual(edits);
    await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot2').length === 510, 5000);
  });
});
