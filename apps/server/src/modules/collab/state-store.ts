import { collabProblem } from '@tessera/shared/collab';
import { asc, eq } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Tx } from '../../db/client.ts';
import { pageCollabStates, pageCollabUpdates } from '../../db/collab-schema.ts';

/**
 * A page document's Yjs state in the database: the state written whole (page_collab_states) and what stores
 * appended since (page_collab_updates). Appending keeps a store's write to what changed since the last one; the
 * state is written whole again when the appended rows reach either bound below, so loading stays one read of a
 * state and a bounded list.
 */
export const COMPACT_AFTER_UPDATES = 60;
export const COMPACT_AFTER_BYTES = 1024 * 1024;

/** What this process last wrote for a document, at the revision it keeps in its meta. */
export interface WrittenState {
  /** The document's state vector when written: an append carries what the document took since. */
  vector: Uint8Array;
  /** Rows appended since the state was written whole, and their bytes. */
  appended: number;
  bytes: number;
}

export interface StoredState {
  revision: number;
  /** A document holding the state and every appended update, when Yjs reads them and they hold valid content. */
  readable: Y.Doc | null;
  /** The state and the updates, in order, to apply to the live document. */
  parts: Uint8Array[];
  appended: number;
  bytes: number;
}

/** The page's stored document, or null when it has none yet (never co-edited). */
export async function readStoredState(tx: Tx, pageId: string): Promise<StoredState | null> {
  const [row] = await tx.select().from(pageCollabStates).where(eq(pageCollabStates.pageId, pageId));
  if (!row) return null;
  const updates = await tx
    .select({ update: pageCollabUpdates.update })
    .from(pageCollabUpdates)
    .where(eq(pageCollabUpdates.pageId, pageId))
    .orderBy(asc(pageCollabUpdates.id));
  const parts = [row.state, ...updates.map((u) => u.update)];
  return {
    revision: row.revision,
    readable: readableState(parts),
    parts,
    appended: updates.length,
    bytes: updates.reduce((sum, u) => sum + u.update.length, 0),
  };
}

/** A scratch document of the stored parts; null when damaged (then the page's content is used). */
function readableState(parts: Uint8Array[]): Y.Doc | null {
  const scratch = new Y.Doc({ gc: false });
  try {
    for (const part of parts) Y.applyUpdate(scratch, part);
    if (collabProblem(scratch) === null) return scratch;
  } catch {
    // Not Yjs: rebuilt from the content.
  }
  scratch.destroy();
  return null;
}

/**
 * Writes what the database must hold for `doc` at `revision`: only what it took since `written` when the rows
 * appended since the last whole write are few, else the whole state (and the appended rows go). Returns what is
 * now written. Called under the page's row lock, so writes of one page never interleave.
 */
export async function writeState(
  tx: Tx,
  pageId: string,
  doc: Y.Doc,
  revision: number,
  written: WrittenState | undefined,
): Promise<WrittenState> {
  if (written && written.appended < COMPACT_AFTER_UPDATES && written.bytes < COMPACT_AFTER_BYTES) {
    const update = Y.encodeStateAsUpdate(doc, written.vector);
    const vector = Y.encodeStateVector(doc);
    await tx.insert(pageCollabUpdates).values({ pageId, update });
    await tx
      .update(pageCollabStates)
      .set({ revision, updatedAt: new Date() })
      .where(eq(pageCollabStates.pageId, pageId));
    return { vector, appended: written.appended + 1, bytes: written.bytes + update.length };
  }
  const state = Y.encodeStateAsUpdate(doc);
  const vector = Y.encodeStateVector(doc);
  await tx.delete(pageCollabUpdates).where(eq(pageCollabUpdates.pageId, pageId));
  await tx
    .insert(pageCollabStates)
    .values({ pageId, state, revision })
    .onConflictDoUpdate({
      target: pageCollabStates.pageId,
      set: { state, revision, updatedAt: new Date() },
    });
  return { vector, appended: 0, bytes: 0 };
}
