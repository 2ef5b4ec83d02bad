import type { Awareness } from 'y-protocols/awareness';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Selection } from '../model/types.ts';

/** Who a person is, as the others see them (the awareness state's `user`). */
export interface PresenceUser {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

/** Another person on the page: what they selected, and whether the behaviour dialog is open for them. */
export interface Peer {
  /** Their connection (one person in two tabs is two peers, drawn as one avatar). */
  readonly clientId: number;
  readonly user: PresenceUser;
  readonly brickId: string | null;
  readonly inBehaviour: boolean;
}

/**
 * Colours of the people on a page: the console's own palette (Mantine's 6th shades), readable on white as
 * outlines and behind white initials. A person keeps one colour everywhere (by their id).
 */
const COLORS = ['#228be6', '#e64980', '#12b886', '#fd7e14', '#7950f2', '#40c057', '#15aabf', '#fa5252'];

export function colorFor(userId: string): string {
  let hash = 0;
  for (let i = 0; i < userId.length; i += 1) hash = (hash * 31 + userId.charCodeAt(i)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A peer read from an awareness state, or null when it is not one (an old or foreign client). */
export function peerOf(clientId: number, state: unknown): Peer | null {
  if (!isRecord(state) || !isRecord(state.user)) return null;
  const { id, name, color } = state.user;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof color !== 'string') return null;
  // Only a colour of the palette is drawn: another client cannot style this one's canvas.
  const safe = COLORS.includes(color) ? color : colorFor(id);
  return {
    clientId,
    user: { id, name: name.slice(0, 100), color: safe },
    brickId: typeof state.brickId === 'string' ? state.brickId : null,
    inBehaviour: state.inBehaviour === true,
  };
}

interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

function samePeers(a: readonly Peer[], b: readonly Peer[]): boolean {
  return (
    a.length === b.length &&
    a.every((peer, i) => {
      const other = b[i]!;
      return (
        peer.clientId === other.clientId &&
        peer.brickId === other.brickId &&
        peer.inBehaviour === other.inBehaviour &&
        peer.user.id === other.user.id &&
        peer.user.name === other.user.name &&
        peer.user.color === other.user.color
      );
    })
  );
}

export interface Presence {
  /** The others on the page, sorted by name (this connection left out). */
  readonly peers: StoreApi<readonly Peer[]>;
  setSelection(selection: Selection): void;
  setInBehaviour(open: boolean): void;
  destroy(): void;
}

/** This person's presence on the page (y-protocols awareness), and the others'. */
export function createPresence(awareness: Awareness, user: Omit<PresenceUser, 'color'>): Presence {
  awareness.setLocalState({ user: { ...user, color: colorFor(user.id) }, brickId: null, inBehaviour: false });
  const peers = createStore<readonly Peer[]>(() => []);
  const read = () => {
    const list: Peer[] = [];
    for (const [clientId, state] of awareness.getStates()) {
      if (clientId === awareness.clientID) continue;
      const peer = peerOf(clientId, state);
      if (peer) list.push(peer);
    }
    list.sort((a, b) => a.user.name.localeCompare(b.user.name) || a.clientId - b.clientId);
    // The same people as drawn: the list stays, so nothing that shows them draws again.
    if (!samePeers(peers.getState(), list)) peers.setState(list, true);
  };
  // This connection's own changes (a selection, on every click) are not the others'.
  const changed = ({ added, updated, removed }: AwarenessChange) => {
    if ([added, updated, removed].some((ids) => ids.some((id) => id !== awareness.clientID))) read();
  };
  awareness.on('change', changed);
  read();
  return {
    peers,
    setSelection: (selection) =>
      awareness.setLocalStateField('brickId', selection?.kind === 'brick' ? selection.id : null),
    setInBehaviour: (open) => awareness.setLocalStateField('inBehaviour', open),
    destroy: () => awareness.off('change', changed),
  };
}

/** One avatar per person (several tabs of one person are one), in name order. */
export function peopleOf(peers: readonly Peer[]): PresenceUser[] {
  const seen = new Map<string, PresenceUser>();
  for (const peer of peers) if (!seen.has(peer.user.id)) seen.set(peer.user.id, peer.user);
  return [...seen.values()];
}
