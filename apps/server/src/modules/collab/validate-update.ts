import { IncomingMessage, MessageType } from '@hocuspocus/server';
import { type CollabChange, collabChange, collabProblem } from '@tessera/shared/collab';
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
 * Whether a client message is a broadcast stateless one: Hocuspocus relays those to every connection of the
 * document as they are, with no hook, so a client could make the others read a `stored` vector the server never
 * sent (their editors would say "stored" and let the page close on edits not in the database), or a refusal, or
 * an access change. Only the server speaks stateless to the editors; no provider sends this type. A message that
 * cannot be decoded is not one (Hocuspocus's own reading refuses it).
 */
export function isBroadcastStateless(message: Uint8Array): boolean {
  try {
    const incoming = new IncomingMessage(message);
    incoming.readVarString();
    return incoming.readVarUint() === MessageType.BroadcastStateless;
  } catch {
    return false;
  }
}

const CHECK = 'tessera:check';
const FOLLOW = 'tessera:follow';

const copyOf = (doc: Y.Doc): Y.Doc => {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc), FOLLOW);
  return copy;
};

/**
 * Checks a client's update before the live document takes it. Yjs cannot take back an applied update, and the
 * live document is shared by everyone on the page, so the update is tried first on a shadow copy that follows the
 * live one (every update the live document takes reaches it too; Yjs ignores what it already has). Only the bricks
 * the update touched are checked (collabProblem with its change): a keystroke on a 1 000-brick page costs a
 * fraction of a millisecond instead of a copy and a whole check. A refused or malformed update leaves the shadow
 * ahead of the live document, so it is copied again from the live one (rare: only a broken or hostile client).
 */
export class UpdateChecker {
  private shadow: Y.Doc;

  constructor(private readonly live: Y.Doc) {
    this.shadow = copyOf(live);
    live.on('update', this.follow);
  }

  private readonly follow = (update: Uint8Array) => {
    Y.applyUpdate(this.shadow, update, FOLLOW);
  };

  /** Why applying `update` would leave content that is not a page's, or null. */
  problem(update: Uint8Array): string | null {
    let change: CollabChange | null = null;
    const seen = (transaction: Y.Transaction) => {
      if (transaction.origin === CHECK) change = collabChange(transaction);
    };
    this.shadow.on('afterTransaction', seen);
    let problem: string | null;
    try {
      Y.applyUpdate(this.shadow, update, CHECK);
      // The shadow follows what the live document integrated; what the live one holds pending (an update
      // relayed from another process ahead of what it builds on) is not in it, but its deletions are.
      const incomplete = this.shadow.store.pendingStructs !== null || this.live.store.pendingStructs !== null;
      problem = change ? collabProblem(this.shadow, change, incomplete) : null;
      // A problem the live document already has is not this sender's: refusing it would refuse everyone's
      // updates until something repairs the document. Only what the update adds is refused.
      if (problem && problem === collabProblem(this.live, undefined, incomplete)) problem = null;
    } catch {
      problem = 'malformed update';
    } finally {
      this.shadow.off('afterTransaction', seen);
    }
    if (problem) this.reset();
    return problem;
  }

  private reset(): void {
    this.shadow.destroy();
    this.shadow = copyOf(this.live);
  }

  destroy(): void {
    this.live.off('update', this.follow);
    this.shadow.destroy();
  }
}

/** A one-off check of `update` against `doc` (tests; the server keeps one UpdateChecker per open document). */
export function updateProblem(doc: Y.Doc, update: Uint8Array): string | null {
  const checker = new UpdateChecker(doc);
  try {
    return checker.problem(update);
  } finally {
    checker.destroy();
  }
}

/** The error beforeHandleMessage throws: Hocuspocus closes the sender's connection with it, applying nothing. */
export function invalidUpdate(problem: string): { code: number; reason: string } {
  const reason = `invalid-update: ${problem}`;
  return { code: 4400, reason: reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason };
}
