import { Document, OutgoingMessage } from '@hocuspocus/server';
import { emptyPageContent, type PageContent } from '@tessera/shared';
import { applyContent, contentToDoc, docToContent } from '@tessera/shared/collab';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { sameContent } from './persistence.ts';
import {
  invalidUpdate,
  isBroadcastStateless,
  UpdateChecker,
  updateProblem,
  writtenUpdate,
} from './validate-update.ts';

const TEMPLATE = { id: 'tpl', slots: 2, dataTypes: {} };

function pageDoc(): Y.Doc {
  const doc = new Y.Doc();
  contentToDoc(doc, emptyPageContent(TEMPLATE));
  return doc;
}

/** The update a client's edit to `doc` sends: its changes since `doc` was copied from `base`. */
function editOf(base: Y.Doc, change: (content: PageContent) => void): Uint8Array {
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(base));
  const before = docToContent(client);
  const next = structuredClone(before);
  change(next);
  applyContent(client, before, next);
  return Y.encodeStateAsUpdate(client, Y.encodeStateVector(base));
}

describe('writtenUpdate', () => {
  it('finds the update in sync step 2 and update messages, and nothing in the others', () => {
    const doc = pageDoc();
    const update = Y.encodeStateAsUpdate(doc);
    const step2 = new OutgoingMessage('page').createSyncMessage().writeUpdate(update).toUint8Array();
    expect(writtenUpdate(step2)).toEqual(update);
    const served = new Document('page');
    Y.applyUpdate(served, update);
    const step1 = new OutgoingMessage('page')
      .createSyncMessage()
      .writeFirstSyncStepFor(served)
      .toUint8Array();
    expect(writtenUpdate(step1)).toBeNull();
    expect(writtenUpdate(new OutgoingMessage('page').writeStateless('{}').toUint8Array())).toBeNull();
  });

  it('throws on a message that ends before its update', () => {
    expect(() => writtenUpdate(Uint8Array.from([4, 112, 97, 103, 101, 0, 2, 50]))).toThrow();
  });
});

describe('isBroadcastStateless', () => {
  it('finds a broadcast stateless message, and only that', () => {
    const broadcast = new OutgoingMessage('page').writeBroadcastStateless('{"type":"stored"}').toUint8Array();
    expect(isBroadcastStateless(broadcast)).toBe(true);
    expect(isBroadcastStateless(new OutgoingMessage('page').writeStateless('{}').toUint8Array())).toBe(false);
    expect(isBroadcastStateless(Uint8Array.from([200]))).toBe(false);
  });
});

describe('updateProblem', () => {
  it('accepts a valid edit and leaves the live document as it was', () => {
    const doc = pageDoc();
    const before = Y.encodeStateAsUpdate(doc);
    const update = editOf(doc, (content) => {
      content.slots.slot1 = [
        { id: 'b1', name: 'Heading', componentId: 'c1', isPrefab: false, dataTypes: {}, dataGroups: [] },
      ];
    });
    expect(updateProblem(doc, update)).toBeNull();
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
  });

  it('names what an invalid edit breaks, and refuses bytes that are no update', () => {
    const doc = pageDoc();
    const update = editOf(doc, (content) => {
      content.slots.slot1 = [
        { id: '', name: 'Broken', componentId: '', isPrefab: false, dataTypes: {}, dataGroups: [] },
      ];
    });
    expect(updateProblem(doc, update)).toMatch(/componentId is required/);
    expect(updateProblem(doc, Uint8Array.from([1, 2, 3, 250, 250, 250]))).toBe('malformed update');
  });
});

describe('an update that arrives before the edits it builds on', () => {
  /**
   * A client edits offline, reconnects, and moves a brick again before its sync step 2 (which carries the offline
   * edits) reached the server: the move's new place waits for the missing edits, while its deletion of the old
   * place applies at once, so the brick has no place until they arrive. That is an honest client: the check
   * must not refuse it (the brick reads as absent meanwhile), and the page is whole once the rest arrives.
   */
  it('is accepted, and the page is whole once the earlier edits arrive', () => {
    const leaf = (id: string) => ({
      id,
      name: 'Heading',
      componentId: 'c1',
      isPrefab: false,
      dataTypes: {},
      dataGroups: [],
    });
    const server = pageDoc();
    applyContent(server, docToContent(server), {
      ...docToContent(server),
      slots: { slot1: [leaf('a'), leaf('b')], slot2: [] },
    });
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(server));
    const move = (to: 'slot1' | 'slot2') => {
      const before = docToContent(client);
      const next = structuredClone(before);
      const all = [...next.slots.slot1!, ...next.slots.slot2!];
      next.slots = { slot1: all.filter((b) => b.id !== 'a'), slot2: [] };
      next.slots[to] = [...next.slots[to]!, all.find((b) => b.id === 'a')!];
      applyContent(client, before, next);
    };
    const offline = Y.encodeStateVector(client);
    move('slot2');
    const sent = Y.encodeStateVector(client);
    const offlineEdits = Y.encodeStateAsUpdate(client, offline);
    move('slot1');
    const early = Y.encodeStateAsUpdate(client, sent);
    expect(updateProblem(server, early)).toBeNull();
    // Relayed to the live document of another process (unchecked there): others' updates are still accepted.
    const checker = new UpdateChecker(server);
    const otherBase = new Y.Doc();
    Y.applyUpdate(otherBase, Y.encodeStateAsUpdate(server));
    Y.applyUpdate(server, early);
    const other = editOf(otherBase, (content) => {
      content.slots.slot2 = [leaf('c')];
    });
    expect(checker.problem(other)).toBeNull();
    checker.destroy();
    Y.applyUpdate(server, offlineEdits);
    Y.applyUpdate(client, other);
    Y.applyUpdate(server, other);
    expect(docToContent(server)).toEqual(docToContent(client));
  });
});

describe('invalidUpdate', () => {
  it('closes with 4400 and a reason short enough for a close message', () => {
    expect(invalidUpdate('x')).toEqual({ code: 4400, reason: 'invalid-update: x' });
    expect(invalidUpdate('y'.repeat(500)).reason.length).toBe(120);
  });
});

describe('sameContent', () => {
  it('ignores the order of keys (stored jsonb reorders them), not the order of bricks', () => {
    expect(sameContent({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameContent({ list: [1, 2] }, { list: [2, 1] })).toBe(false);
  });
});
