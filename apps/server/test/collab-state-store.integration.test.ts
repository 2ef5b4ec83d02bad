import { docToContent } from '@tessera/shared/collab';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Db } from '../src/db/client.ts';
import { pageCollabStates, pageCollabUpdates } from '../src/db/collab-schema.ts';
import { loadPageDoc, storePageDoc } from '../src/modules/collab/persistence.ts';
import { COMPACT_AFTER_UPDATES } from '../src/modules/collab/state-store.ts';
import { appWorkspace, insertApp, insertPage } from './app-helpers.ts';
import { addBricks, brick, storedPage } from './collab-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * How a page's Yjs state is kept between stores (state-store.ts): a store appends what the document took since
 * the last one, the state is written whole again every COMPACT_AFTER_UPDATES rows, and a document loaded again
 * from the state and its rows is the very document that was stored (same items, so offline edits merge).
 */
describe('co-editing: the stored Yjs state (whole state and appended updates)', () => {
  let t: TestApp;
  let appId: string;
  let templateId: string;
  let componentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const ws = await appWorkspace(t, 'state-store');
    componentId = ws.componentId;
    templateId = ws.templateId;
    appId = (await insertApp(t.database.db, { orgId: ws.org.id, teamId: ws.team.id })).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const rows = async (pageId: string) => {
    const db = t.database.db;
    const [state] = await db.select().from(pageCollabStates).where(eq(pageCollabStates.pageId, pageId));
    const updates = await db.select().from(pageCollabUpdates).where(eq(pageCollabUpdates.pageId, pageId));
    return { state: state!, updates };
  };

  async function openPage() {
    const pageId = (await insertPage(t.database.db, { appId, templateId })).id;
    const doc = new Y.Doc();
    const meta = (await loadPageDoc(t.database.db, doc, pageId))!;
    return { pageId, doc, meta };
  }

  it('appends what each store changed, and a reload is the same document', async () => {
    const { pageId, doc, meta } = await openPage();
    const first = await rows(pageId);
    expect(first.updates).toHaveLength(0);
    addBricks(doc, 'slot1', brick(componentId, 'One'));
    expect(await storePageDoc(t.database.db, doc, meta)).toBe('stored');
    addBricks(doc, 'slot1', brick(componentId, 'Two'));
    expect(await storePageDoc(t.database.db, doc, meta)).toBe('stored');
    const after = await rows(pageId);
    expect(after.updates).toHaveLength(2);
    // The whole state was not written again: only the revision moved on.
    expect(Buffer.from(after.state.state).equals(Buffer.from(first.state.state))).toBe(true);
    expect(after.state.revision).toBe((await storedPage(t, pageId)).revision);
    for (const update of after.updates)
      expect(update.update.length).toBeLessThan(first.state.state.length + 400);

    const again = new Y.Doc();
    await loadPageDoc(t.database.db, again, pageId);
    expect(Y.encodeStateVector(again)).toEqual(Y.encodeStateVector(doc));
    expect(docToContent(again)).toEqual(docToContent(doc));
    // Nothing to merge: the reloaded document already holds every item of the stored one.
    expect(Y.encodeStateAsUpdate(again, Y.encodeStateVector(doc)).length).toBeLessThan(
      Y.encodeStateAsUpdate(doc).length,
    );
  });

  it(`writes the whole state again after ${COMPACT_AFTER_UPDATES} appended rows, and drops them`, async () => {
    const { pageId, doc, meta } = await openPage();
    for (let i = 0; i < COMPACT_AFTER_UPDATES; i++) {
      addBricks(doc, 'slot1', brick(componentId, `B${i}`));
      await storePageDoc(t.database.db, doc, meta);
    }
    expect((await rows(pageId)).updates).toHaveLength(COMPACT_AFTER_UPDATES);
    addBricks(doc, 'slot2', brick(componentId, 'Last'));
    await storePageDoc(t.database.db, doc, meta);
    const compacted = await rows(pageId);
    expect(compacted.updates).toHaveLength(0);
    const again = new Y.Doc();
    Y.applyUpdate(again, compacted.state.state);
    expect(docToContent(again)).toEqual(docToContent(doc));
  });

  it('a damaged appended row makes the next load rebuild from the stored content, which stays', async () => {
    const { pageId, doc, meta } = await openPage();
    addBricks(doc, 'slot1', brick(componentId, 'Kept'));
    await storePageDoc(t.database.db, doc, meta);
    await t.database.db.insert(pageCollabUpdates).values({ pageId, update: new Uint8Array([1, 2, 3, 250]) });
    const stored = await storedPage(t, pageId);
    const again = new Y.Doc();
    await loadPageDoc(t.database.db, again, pageId);
    expect(docToContent(again).slots).toEqual(stored.content.slots);
    // Rebuilt and written whole: the damaged row is gone.
    expect((await rows(pageId)).updates).toHaveLength(0);
  });

  it('a process whose page was written by another writes whole, with both sides in it', async () => {
    const { pageId, doc, meta } = await openPage();
    addBricks(doc, 'slot1', brick(componentId, 'Mine'));
    await storePageDoc(t.database.db, doc, meta);
    // Another process opens the same page (from the state and its rows) and stores its own edit.
    const other = new Y.Doc();
    const otherMeta = (await loadPageDoc(t.database.db, other, pageId))!;
    addBricks(other, 'slot2', brick(componentId, 'Theirs'));
    await storePageDoc(t.database.db, other, otherMeta);
    addBricks(doc, 'slot1', brick(componentId, 'Mine again'));
    await storePageDoc(t.database.db, doc, meta);
    expect((await rows(pageId)).updates).toHaveLength(0);
    const names = (content: ReturnType<typeof docToContent>) =>
      Object.values(content.slots)
        .flat()
        .map((b) => (b as { name: string }).name)
        .sort();
    const again = new Y.Doc();
    await loadPageDoc(t.database.db, again, pageId);
    expect(names(docToContent(again))).toEqual(['Mine', 'Mine again', 'Theirs']);
    expect(names((await storedPage(t, pageId)).content)).toEqual(['Mine', 'Mine again', 'Theirs']);
  });

  // A store reads the document, checks and settles it against the database, and writes what settling changed
  // back into the document. An edit landing while it waits is newer than what it read: the write-back must not
  // undo it.
  it('keeps an edit made while a store waits on the database, and settles it at the next store', async () => {
    const pageId = (await insertPage(t.database.db, { appId, templateId })).id;
    const doc = new Y.Doc();
    const meta = (await loadPageDoc(t.database.db, doc, pageId))!;
    const added = brick(componentId, 'Title');
    addBricks(doc, 'slot1', added);
    const props = (doc.getMap('bricks').get(added.id) as Y.Map<unknown>).get('props') as Y.Map<unknown>;
    const title = () => props.get('title') as { type?: string; value?: string } | undefined;
    // An entry the store completes on its way in (a client wrote the value alone).
    props.set('title', { value: 'read by the store' });
    const racing = dbWithEditDuringStore(t.database.db, () =>
      props.set('title', { type: 'TextInput', value: 'typed while it stored' }),
    );
    expect(await storePageDoc(racing, doc, meta)).toBe('stored');
    expect(title()?.value).toBe('typed while it stored');
    // What that store wrote is what it read; the next one stores the edit.
    const stored = (await storedPage(t, pageId)).content.slots.slot1![0] as {
      dataTypes: Record<string, unknown>;
    };
    expect(stored.dataTypes.title).toMatchObject({ value: 'read by the store' });
    await storePageDoc(t.database.db, doc, meta);
    const next = (await storedPage(t, pageId)).content.slots.slot1![0] as {
      dataTypes: Record<string, unknown>;
    };
    expect(next.dataTypes.title).toMatchObject({ value: 'typed while it stored' });
    expect(title()).toMatchObject({ type: 'TextInput', value: 'typed while it stored' });
  });
});

/** The database, with `during` run when a store's transaction makes its second read (after reading the doc). */
function dbWithEditDuringStore(db: Db, during: () => void): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      return (work: (tx: unknown) => Promise<unknown>) =>
        target.transaction((tx) => {
          let reads = 0;
          const watched = new Proxy(tx, {
            get(inner, name) {
              const value = Reflect.get(inner, name, inner);
              if (name !== 'select' || typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                reads += 1;
                if (reads === 2) during();
                return value.apply(inner, args);
              };
            },
          });
          return work(watched);
        });
    },
  });
}
