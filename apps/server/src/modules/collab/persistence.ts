import type { PageContent } from '@tessera/shared';
import { applyContent, contentToDoc, docToContent, jsonEqual } from '@tessera/shared/collab';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db, Tx } from '../../db/client.ts';
import { activities, apps, pages, templates } from '../../db/schema.ts';
import { appScope, recordActivity } from '../activity/record.ts';
import { leanContent } from '../pages/content-definitions.ts';
import { checkedPageContent, storedContent } from '../pages/page-content.ts';
import { checkPageLinks } from '../pages/page-links.ts';
import { checkedPlacements } from '../prefabs/placements.ts';
import { readStoredState, type WrittenState, writeState } from './state-store.ts';

/**
 * An open page's document as this process knows it. `base` is the page's row as this process last read or wrote
 * it: a store that finds another revision knows something else wrote the page since, and merges that in first.
 */
export interface PageDocMeta {
  pageId: string;
  appId: string;
  orgId: string;
  teamId: string;
  base: { revision: number; content: PageContent };
  /** Who wrote to the document since the last store: the activity feed names them. */
  editors: Set<string>;
  /**
   * The document's state vector when the content last stored was read from it: every change it covers is in
   * the database. Editors compare it with their own to say "stored" (wire: the 'stored' message).
   */
  storedVector?: Uint8Array;
  /**
   * The document's snapshot then (state vector and delete set): a deletion adds no clock to the vector, so editors
   * tell "stored" from this one.
   */
  storedSnapshot?: Uint8Array;
  /** What this process last wrote of the document's Yjs state (state-store.ts); none: the next write is whole. */
  written?: WrittenState;
}

/**
 * One 'page.update' record per person and page in this long: a store runs about every second while people type,
 * and the feed should say "Ana edited Home", not list each second.
 */
export const ACTIVITY_WINDOW_MS = 10 * 60 * 1000;

/**
 * Whether two contents are the same JSON, whatever their keys' order (stored jsonb comes back with its keys
 * reordered, the document's in its own order). A deep comparison, not two canonical strings: a store runs about
 * every second while people type, and sorting and stringifying a 5 MB page four times took a quarter of the
 * server's time under bench/collab's load.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  return jsonEqual(a, b);
}

/**
 * Fills `doc` for the page from its stored Yjs state, so clients that kept editing offline merge into the very
 * document they left (one rebuilt from content would be another to Yjs, and their edits would land twice). A page
 * without a state (never co-edited), or whose content something else wrote since its state, gets one built here
 * (the content, or the difference merged in) and stored before anyone uses it, under the page's row lock: two
 * processes opening the page at once must start from one document, not two built apart, or Yjs would keep both
 * builds and one's values would win over edits made on the other. Null when the page does not exist.
 */
export async function loadPageDoc(db: Db, doc: Y.Doc, pageId: string): Promise<PageDocMeta | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for('update');
    if (!locked) return null;
    const [row] = await tx
      .select({
        content: pages.content,
        revision: pages.revision,
        appId: pages.appId,
        orgId: apps.orgId,
        teamId: apps.teamId,
      })
      .from(pages)
      .innerJoin(apps, eq(apps.id, pages.appId))
      .where(eq(pages.id, pageId));
    if (!row) return null;
    const content = storedContent(row.content) as PageContent;
    const stored = await readStoredState(tx, pageId);
    const readable = stored?.readable ?? null;
    let written: WrittenState;
    if (stored && readable && stored.revision === row.revision) {
      for (const part of stored.parts) Y.applyUpdate(doc, part);
      written = { vector: Y.encodeStateVector(doc), appended: stored.appended, bytes: stored.bytes };
    } else {
      const scratch = new Y.Doc();
      if (stored && readable) {
        for (const part of stored.parts) Y.applyUpdate(scratch, part);
        applyContent(scratch, null, content);
      } else {
        contentToDoc(scratch, content);
      }
      written = await writeState(tx, pageId, scratch, row.revision, undefined);
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(scratch));
      scratch.destroy();
    }
    readable?.destroy();
    return {
      pageId,
      appId: row.appId,
      orgId: row.orgId,
      teamId: row.teamId,
      base: { revision: row.revision, content },
      editors: new Set<string>(),
      written,
    };
  });
}

/**
 * The page's row changed since `meta.base` (its revision is another): brings the document up to it. A state
 * stored by another process at that very revision is merged as Yjs merges (nothing lost on either side);
 * content written by anything else is merged by its difference from what this process last knew (a three-way
 * merge: what the writer changed is applied, what people typed meanwhile elsewhere on the page stays).
 */
async function catchUp(
  tx: Tx,
  doc: Y.Doc,
  meta: PageDocMeta,
  row: { content: unknown; revision: number },
): Promise<void> {
  // What the database holds is another's now: the next write is whole.
  meta.written = undefined;
  const stored = await readStoredState(tx, meta.pageId);
  const readable = stored && stored.revision > meta.base.revision ? stored.readable : null;
  if (!readable) stored?.readable?.destroy();
  if (stored && readable) for (const part of stored.parts) Y.applyUpdate(doc, part);
  if (stored && readable && stored.revision === row.revision) {
    readable.destroy();
    return;
  }
  const prev = readable ? docToContent(readable) : meta.base.content;
  readable?.destroy();
  applyContent(doc, prev, storedContent(row.content) as PageContent);
}

export type StoreOutcome = 'stored' | 'unchanged' | 'gone';

/**
 * Lets the event loop run between a store's steps. PGlite runs each query synchronously in this thread, so a
 * store's queries and checks (150–200 ms on 1 000 bricks) would otherwise run as one chain of microtasks, every
 * edit waiting to be relayed until it ends; PostgreSQL's queries yield by themselves.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores the document's content as updatePage would store it (checked against the template, the app's
 * breakpoints and components, placed prefabs settled, page links checked), its revision bumped, and the Yjs state
 * with the revision it matches, in one transaction; the row is locked first, so two processes storing the same
 * page take turns and each merges what the other stored. Content that did not change (an edit and its undo)
 * bumps nothing. A refused content throws the AppError updatePage would answer with.
 */
export async function storePageDoc(db: Db, doc: Y.Doc, meta: PageDocMeta): Promise<StoreOutcome> {
  const editors = [...meta.editors];
  meta.editors.clear();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          content: pages.content,
          revision: pages.revision,
          templateId: pages.templateId,
          name: pages.name,
          url: pages.url,
        })
        .from(pages)
        .where(eq(pages.id, meta.pageId))
        .for('update');
      if (!row) return 'gone';
      if (row.revision !== meta.base.revision) await catchUp(tx, doc, meta, row);
      const content = docToContent(doc);
      const vector = Y.encodeStateVector(doc);
      const read = Y.snapshot(doc);
      const snapshot = Y.encodeSnapshot(read);
      const [template] = await tx
        .select({ id: templates.id, slots: templates.slots, dataTypes: templates.dataTypes })
        .from(templates)
        .where(eq(templates.id, row.templateId));
      const app = { id: meta.appId, orgId: meta.orgId };
      await breathe();
      const checked = await checkedPageContent(
        tx,
        app,
        content,
        { id: row.templateId, slots: template?.slots ?? 0, dataTypes: template?.dataTypes ?? {} },
        row.content,
      );
      // Checked and settled in the full shape (the checks read definitions), stored lean like updatePage (0037).
      await breathe();
      const settled = await checkedPlacements(tx, meta.appId, row.templateId, checked);
      await breathe();
      const placed = await leanContent(tx, meta.orgId, settled, row.templateId);
      await breathe();
      // Settling placed prefabs may rewrite a copy (or complete an entry): the document follows, so it says what
      // is stored. Not when the document took an edit while this store ran: the rewrite carries what was read
      // before it and would undo that edit; the store the edit set off settles it.
      if (!sameContent(placed, content) && Y.equalSnapshots(Y.snapshot(doc), read))
        applyContent(doc, content, placed);
      let revision = row.revision;
      const changed = !sameContent(placed, storedContent(row.content));
      if (changed) {
        await checkPageLinks(tx, meta.appId, settled, row.content as Record<string, unknown>);
        const [updated] = await tx
          .update(pages)
          .set({ content: placed, revision: sql`${pages.revision} + 1`, updatedAt: new Date() })
          .where(eq(pages.id, meta.pageId))
          .returning({ revision: pages.revision });
        revision = updated!.revision;
        for (const actorId of editors) await recordEdit(tx, meta, actorId, row);
      }
      await breathe();
      meta.written = await writeState(tx, meta.pageId, doc, revision, meta.written);
      meta.base = { revision, content: placed };
      meta.storedVector = vector;
      meta.storedSnapshot = snapshot;
      return changed ? 'stored' : 'unchanged';
    });
  } catch (error) {
    // Not stored: whoever wrote is still owed their activity record by the next store, and what was appended
    // may have been rolled back, so the next write of the state is whole.
    for (const editor of editors) meta.editors.add(editor);
    meta.written = undefined;
    throw error;
  }
}

/** page.update with changed ['content'], unless this person already has one for this page in the window. */
async function recordEdit(
  tx: Tx,
  meta: PageDocMeta,
  actorId: string,
  row: { name: string; url: string },
): Promise<void> {
  const [recent] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.appId, meta.appId),
        eq(activities.entityId, meta.pageId),
        eq(activities.actorId, actorId),
        eq(activities.action, 'page.update'),
        gt(activities.createdAt, new Date(Date.now() - ACTIVITY_WINDOW_MS)),
      ),
    )
    .orderBy(desc(activities.createdAt))
    .limit(1);
  if (recent) return;
  await recordActivity(tx, {
    ...appScope({ id: meta.appId, orgId: meta.orgId, teamId: meta.teamId }),
    actorId,
    action: 'page.update',
    entityType: 'page',
    entityId: meta.pageId,
    entityName: row.name,
    details: { url: row.url, changed: ['content'], coEditing: true },
  });
}
