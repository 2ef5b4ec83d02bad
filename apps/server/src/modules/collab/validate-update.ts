import { IncomingMessage, MessageType } from '@hocuspocus/server';
import { collabProblem } from '@tessera/shared/collab';
import { messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';

/** Longest problem text sent back in a close reason: the reason travels in every client's log. */
const REASON_MAX = 120;

/**
 * The Yjs update a client message would apply to the document: the payload of a sync step 2 or an update (the
 * only two that write); null for anything else (step 1, awareness, stateless, auth…). A message that cannot be
 * decoded throws, as Hocuspocus's own reading of it would.
 */
export function writtenUpdate(message: Uint8Array): Uint8Array | null {
  const incoming = new IncomingMessage(message);
  incoming.readVarString();
  const type = incoming.readVarUint();
  if (type !== MessageType.Sync && type !== MessageType.SyncReply) return null;
  const step = incoming.readVarUint();
  if (step !== messageYjsSyncStep2 && step !== messageYjsUpdate) return null;
  return incoming.readVarUint8Array();
}

/**
 * Why applying `update` to `doc` would leave content that is not a page's, or null. The update is tried on a
 * scratch copy (the live document's state plus the update): Yjs cannot take back an applied update, and the live
 * one is shared by everyone on the page. Costs a copy of the document per written message (measured in the
 * collab bad-input test).
 */
export function updateProblem(doc: Y.Doc, update: Uint8Array): string | null {
  const scratch = new Y.Doc({ gc: false });
  try {
    Y.applyUpdate(scratch, Y.encodeStateAsUpdate(doc));
    try {
      Y.applyUpdate(scratch, update);
    } catch {
      return 'malformed update';
    }
    return collabProblem(scratch);
  } finally {
    scratch.destroy();
  }
}

/** The error beforeHandleMessage throws: Hocuspocus closes the sender's connection with it, applying nothing. */
export function invalidUpdate(problem: string): { code: number; reason: string } {
  const reason = `invalid-update: ${problem}`;
  return { code: 4400, reason: reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason };
}
