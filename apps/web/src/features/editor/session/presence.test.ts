import { describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { createPresence } from './presence.ts';

/** Two people's awareness, joined the way the server relays it. */
function twoPeople() {
  const mine = new Awareness(new Y.Doc());
  const theirs = new Awareness(new Y.Doc());
  const relay = (from: Awareness, to: Awareness) =>
    from.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
      const ids = [...added!, ...updated!, ...removed!];
      applyAwarenessUpdate(to, encodeAwarenessUpdate(from, ids), 'relay');
    });
  relay(mine, theirs);
  relay(theirs, mine);
  const me = createPresence(mine, { id: 'u-me', name: 'Ana' });
  const them = createPresence(theirs, { id: 'u-them', name: 'Bruno' });
  return { me, them };
}

describe('presence', () => {
  it("lists the others with their selection, and keeps the list while only this person's own selection changes", () => {
    const { me, them } = twoPeople();
    expect(me.peers.getState().map((peer) => peer.user.name)).toEqual(['Bruno']);
    them.setSelection({ kind: 'brick', id: 'b1' });
    const drawn = me.peers.getState();
    expect(drawn[0]!.brickId).toBe('b1');
    // Clicking around (every select) does not redraw what shows the others.
    me.setSelection({ kind: 'brick', id: 'a1' });
    me.setSelection({ kind: 'brick', id: 'a2' });
    expect(me.peers.getState()).toBe(drawn);
    expect(them.peers.getState()[0]!.brickId).toBe('a2');
    // The same state sent again keeps it too; a change of theirs does not.
    them.setInBehaviour(false);
    expect(me.peers.getState()).toBe(drawn);
    them.setInBehaviour(true);
    expect(me.peers.getState()).not.toBe(drawn);
    expect(me.peers.getState()[0]!.inBehaviour).toBe(true);
  });
});
