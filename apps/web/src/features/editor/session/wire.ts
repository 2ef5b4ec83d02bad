/**
 * The co-editing wire contract the server keeps too (apps/server/src/modules/collab): the WebSocket route,
 * and the stateless messages beside Yjs's own sync and awareness.
 */

/** The route, on the console's own origin (the session cookie goes with the upgrade). */
export const COLLAB_PATH = '/collab';

export function collabUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${COLLAB_PATH}`;
}

/** Client → server: store the page now (Save, Ctrl/Cmd+S). */
export const STORE_NOW = JSON.stringify({ type: 'store' });

export type ServerMessage =
  /**
   * What the last store wrote: the document's state vector then, and its snapshot (vector and delete set: a
   * deletion adds no clock to the vector, so "stored" is told from the snapshot when there is one).
   */
  | { readonly type: 'stored'; readonly vector: Map<number, number>; readonly snapshot: Uint8Array | null }
  /** This connection's rights changed while it was open. */
  | { readonly type: 'access'; readonly write: boolean }
  /** The page's settings or live version changed outside the document: read them again. */
  | { readonly type: 'page'; readonly what: 'settings' | 'live' }
  /** Content the database checks refused: the document went back to what is stored, for everyone. */
  | { readonly type: 'refused'; readonly reason: string };

/** Close reasons for one document (the socket stays open; docs/collab-protocol.md). */
export const CLOSE_REASONS = {
  /** One of this client's updates would have made the content invalid: join again with a fresh document. */
  invalidUpdate: 'invalid-update',
  accessRevoked: 'access-revoked',
  signedOut: 'signed-out',
  forbidden: 'forbidden',
} as const;

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A server's stateless message, or null when it is not one of ours. */
export function parseServerMessage(payload: string): ServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'stored' && typeof message.vector === 'object' && message.vector !== null) {
    const vector = new Map<number, number>();
    for (const [client, clock] of Object.entries(message.vector as Record<string, unknown>))
      if (typeof clock === 'number') vector.set(Number(client), clock);
    return {
      type: 'stored',
      vector,
      snapshot: typeof message.snapshot === 'string' ? fromBase64(message.snapshot) : null,
    };
  }
  if (message.type === 'access' && typeof message.write === 'boolean')
    return { type: 'access', write: message.write };
  if (message.type === 'refused' && typeof message.reason === 'string')
    return { type: 'refused', reason: message.reason };
  if (message.type === 'page' && (message.what === 'settings' || message.what === 'live'))
    return { type: 'page', what: message.what };
  return null;
}
