import { isDeepStrictEqual } from 'node:util';
import type { PageContent } from '@tessera/shared';
import { docToContent } from '@tessera/shared/collab';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../src/db/schema.ts';
import { appWorkspace, insertApp, insertPage, pageUpdate, UPDATE_PAGE } from './app-helpers.ts';
import {
  addBricks,
  brick,
  brickIds,
  type Client,
  headersFor,
  join,
  listen,
  storedPage,
  storedState,
  upgradeStatus,
  waitFor,
} from './collab-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { PUBLISH_PAGE } from './live-helpers.ts';
import { UPDATE_APP_LOCALES } from './locale-helpers.ts';
import { addMember } from './org-helpers.ts';
import { DELETE_PREFAB, insertPrefab } from './prefab-helpers.ts';

describe('co-editing transport and storage (/collab)', () => {
  let t: TestApp;
  let url: string;
  let owner: SignedInUser;
  let viewer: SignedInUser;
  let outsider: SignedInUser;
  let componentId: string;
  let templateId: string;
  let appId: string;
  let outsiderPageId: string;
  const clients: Client[] = [];

  async function open(pageId: string, user: SignedInUser | undefined) {
    const client = await join(url, pageId, user?.token);
    clients.push(client);
    return client;
  }

  async function newPage() {
    return (await insertPage(t.database.db, { appId, templateId })).id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
    const ws = await appWorkspace(t, 'collab');
    owner = ws.owner;
    componentId = ws.componentId;
    templateId = ws.templateId;
    appId = (await insertApp(t.database.db, { orgId: ws.org.id, teamId: ws.team.id })).id;
    viewer = await signUpAndIn(t, 'viewer');
    await addMember(t, ws.org.id, ws.team.id, viewer, 'viewer');
    const other = await appWorkspace(t, 'outsider');
    outsider = other.owner;
    const otherApp = await insertApp(t.database.db, { orgId: other.org.id, teamId: other.team.id });
    outsiderPageId = (await insertPage(t.database.db, { appId: otherApp.id, templateId: other.templateId }))
      .id;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses an upgrade from another Origin (403) or without a valid session (401), before upgrading', async () => {
    expect(await upgradeStatus(url, headersFor(owner.token, 'https://evil.example'))).toBe(403);
    expect(await upgradeStatus(url, headersFor(owner.token, 'null'))).toBe(403);
    const { origin: _dropped, ...noOrigin } = headersFor(owner.token);
    expect(await upgradeStatus(url, noOrigin)).toBe(403);
    expect(await upgradeStatus(url, headersFor(undefined))).toBe(401);
    expect(await upgradeStatus(url, headersFor('not-a-session'))).toBe(401);
    expect(await upgradeStatus(url.replace('/collab', '/collab-other'), headersFor(owner.token))).toBe(404);
    expect(await upgradeStatus(url, headersFor(owner.token))).toBe(101);
  });

  it('two editors converge, and the content is stored within about a second', async () => {
    const pageId = await newPage();
    const a = await open(pageId, owner);
    const b = await open(pageId, owner);
    expect(a.scope).toBe('read-write');
    const first = brick(componentId, 'First');
    const second = brick(componentId, 'Second');
    const editedAt = Date.now();
    addBricks(a.doc, 'slot1', first);
    addBricks(b.doc, 'slot2', second);
    await waitFor(
      () =>
        brickIds(docToContent(a.doc), 'slot2').length === 1 &&
        brickIds(docToContent(b.doc), 'slot1').length === 1,
      3000,
      'convergence',
    );
    expect(docToContent(a.doc)).toEqual(docToContent(b.doc));
    const before = await storedPage(t, pageId);
    await waitFor(
      async () => brickIds((await storedPage(t, pageId)).content, 'slot2').includes(second.id),
      3000,
      'stored',
    );
    const storedAfter = Date.now() - editedAt;
    const stored = await storedPage(t, pageId);
    console.log(`collab: edit to stored row ${storedAfter} ms (debounce 500 ms, at most 1 000 ms)`);
    expect(storedAfter).toBeLessThan(2000);
    expect(brickIds(stored.content, 'slot1')).toEqual([first.id]);
    // Stored lean (decision 0037): what the store leaned (dataGroups) comes back to the editors' documents.
    await waitFor(
      () => isDeepStrictEqual(stored.content, docToContent(a.doc)),
      3000,
      'the stored shape in the doc',
    );
    expect(stored.content).toEqual(docToContent(a.doc));
    expect(stored.revision).toBeGreaterThan(before.revision);
    expect((await storedState(t, pageId))?.revision).toBe(stored.revision);
  });

  it('a viewer joins read-only and its writes change neither the document nor storage', async () => {
    const pageId = await newPage();
    const editor = await open(pageId, owner);
    const watcher = await open(pageId, viewer);
    expect(watcher.scope).toBe('readonly');
    const kept = brick(componentId, 'Kept');
    addBricks(editor.doc, 'slot1', kept);
    await waitFor(
      () => brickIds(docToContent(watcher.doc), 'slot1').includes(kept.id),
      3000,
      'viewer sees it',
    );
    await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot1').includes(kept.id));
    const storedBefore = await storedPage(t, pageId);
    addBricks(watcher.doc, 'slot2', brick(componentId, 'Intruder'));
    // Longer than a store takes: nothing the viewer wrote may arrive anywhere.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(brickIds(docToContent(editor.doc), 'slot2')).toEqual([]);
    const late = await open(pageId, owner);
    expect(brickIds(docToContent(late.doc), 'slot2')).toEqual([]);
    expect(await storedPage(t, pageId)).toEqual(storedBefore);
  });

  it("refuses another organization's page exactly like a page that does not exist", async () => {
    const foreign = await open(outsiderPageId, owner);
    const missing = await open('0b6f1a52-4a38-4a8c-9a53-4a1f0e7c2d11', owner);
    const malformed = await open('not-a-page-id', owner);
    expect(foreign.refusal).toBe('forbidden');
    expect(missing.refusal).toBe(foreign.refusal);
    expect(malformed.refusal).toBe(foreign.refusal);
    expect(docToContent(foreign.doc).slots).toEqual({});
    // The page's own organization's owner joins it.
    const own = await open(outsiderPageId, outsider);
    expect(own.scope).toBe('read-write');
  });

  it("tells open editors when the page's settings change or it is published (they read them again)", async () => {
    const pageId = await newPage();
    const editor = await open(pageId, viewer);
    const page = {
      name: 'Renamed elsewhere',
      url: `/renamed-${pageId.slice(0, 6)}`,
      title: 'A page title',
      description: 'A page',
      tags: ['tests'],
    };
    expect(
      (await gql(t, UPDATE_PAGE, { id: pageId, page: pageUpdate(page) }, owner.token)).errors,
    ).toBeUndefined();
    await waitFor(
      () => editor.stateless.some((m) => m.type === 'page' && m.what === 'settings'),
      3000,
      'settings news',
    );
    const published = await gql(t, PUBLISH_PAGE, { id: pageId }, owner.token);
    expect(published.errors).toBeUndefined();
    await waitFor(
      () => editor.stateless.some((m) => m.type === 'page' && m.what === 'live'),
      3000,
      'live news',
    );
  });

  it("tells the app's open editors when its languages change (their switcher offers what the app has)", async () => {
    const pageId = await newPage();
    const editor = await open(pageId, viewer);
    const changed = await gql(
      t,
      UPDATE_APP_LOCALES,
      { appId, locales: { default: 'en-US', others: ['pt-BR'] } },
      owner.token,
    );
    expect(changed.errors).toBeUndefined();
    await waitFor(
      () => editor.stateless.some((m) => m.type === 'page' && m.what === 'settings'),
      3000,
      'settings news',
    );
    expect(
      (await gql(t, UPDATE_APP_LOCALES, { appId, locales: { default: 'en-US', others: [] } }, owner.token))
        .errors,
    ).toBeUndefined();
  });

  it('updatePage with content merges into an open document: what is typed meanwhile stays', async () => {
    const pageId = await newPage();
    const editor = await open(pageId, owner);
    const typed = brick(componentId, 'Typed');
    addBricks(editor.doc, 'slot2', typed);
    // Saved over the stored content (which may not have the typed brick yet): it changes slot1 only.
    const stored = await storedPage(t, pageId);
    const fromApi = brick(componentId, 'From the API');
    const content: PageContent = structuredClone(stored.content);
    content.slots.slot1 = [fromApi];
    const page = {
      name: 'Merged page',
      url: `/merged-${pageId.slice(0, 6)}`,
      title: 'A page title',
      description: 'A page',
      tags: ['tests'],
    };
    const answer = await gql(
      t,
      UPDATE_PAGE,
      { id: pageId, page: pageUpdate(page, { content }) },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    await waitFor(() => brickIds(docToContent(editor.doc), 'slot1').includes(fromApi.id), 3000, 'merged');
    expect(brickIds(docToContent(editor.doc), 'slot2')).toEqual([typed.id]);
    await waitFor(
      async () => {
        const now = (await storedPage(t, pageId)).content;
        return brickIds(now, 'slot1').includes(fromApi.id) && brickIds(now, 'slot2').includes(typed.id);
      },
      3000,
      'merged and stored',
    );
  });

  it('a prefab deleted while its page is open: the copy turns plain in the open document, what is typed stays', async () => {
    const pageId = await newPage();
    const prefab = await insertPrefab(t.database.db, { appId, elementId: componentId });
    const copy = {
      id: 'copy-1',
      name: 'Copy',
      componentId,
      isPrefab: true,
      prefabId: prefab.id,
      dataTypes: {
        title: { type: 'TextInput', value: 'Locked title', defaultValue: 'Hello' },
        subtitle: { type: 'TextInput', value: 'Mutable subtitle', defaultValue: '' },
      },
      dataGroups: [{ name: 'content', properties: ['title', 'subtitle'] }],
    };
    const content = (await storedPage(t, pageId)).content;
    content.slots.slot1 = [copy];
    await t.database.db.update(pages).set({ content }).where(eq(pages.id, pageId));
    const editor = await open(pageId, owner);
    expect(docToContent(editor.doc).slots.slot1?.[0]?.isPrefab).toBe(true);
    const typed = brick(componentId, 'Typed');
    addBricks(editor.doc, 'slot2', typed);
    const deleted = await gql(t, DELETE_PREFAB, { id: prefab.id }, owner.token);
    expect(deleted.errors).toBeUndefined();
    await waitFor(() => docToContent(editor.doc).slots.slot1?.[0]?.isPrefab === false, 3000, 'copy detached');
    expect(brickIds(docToContent(editor.doc), 'slot2')).toEqual([typed.id]);
    await waitFor(
      async () => {
        const now = (await storedPage(t, pageId)).content;
        return now.slots.slot1?.[0]?.isPrefab === false && brickIds(now, 'slot2').includes(typed.id);
      },
      3000,
      'stored',
    );
  });

  it('a restart resumes the stored document: clients that kept theirs merge without duplicates', async () => {
    const base = t;
    const first = await createTestApp({}, {}, { database: base.database });
    const firstUrl = await listen(first);
    const pageId = await newPage();
    const editor = await join(firstUrl, pageId, owner.token);
    const kept = brick(componentId, 'Before restart');
    addBricks(editor.doc, 'slot1', kept);
    await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot1').includes(kept.id));
    editor.provider.disconnect();
    await first.close();
    // Offline meanwhile, the same person adds another brick.
    const offline = brick(componentId, 'Offline');
    addBricks(editor.doc, 'slot2', offline);
    const second = await createTestApp({}, {}, { database: base.database });
    try {
      const secondUrl = await listen(second);
      const fresh = await join(secondUrl, pageId, owner.token);
      expect(brickIds(docToContent(fresh.doc), 'slot1')).toEqual([kept.id]);
      // The offline document, reconnected to the new process: its edit merges, nothing is doubled.
      const back = await join(secondUrl, pageId, owner.token);
      const { applyUpdate, encodeStateAsUpdate } = await import('yjs');
      applyUpdate(back.doc, encodeStateAsUpdate(editor.doc));
      await waitFor(
        () => brickIds(docToContent(fresh.doc), 'slot2').includes(offline.id),
        3000,
        'offline merged',
      );
      expect(brickIds(docToContent(fresh.doc), 'slot1')).toEqual([kept.id]);
      await waitFor(async () =>
        brickIds((await storedPage(t, pageId)).content, 'slot2').includes(offline.id),
      );
      fresh.destroy();
      back.destroy();
    } finally {
      editor.destroy();
      await second.close();
    }
  });
});
