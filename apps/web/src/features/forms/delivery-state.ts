import type { DeliveryBadge } from './api/submission-fields.ts';

/** The badge colours of a delivery's states (the console's theme colours). */
const STATE_COLORS: Record<string, string> = {
  sent: 'teal',
  pending: 'blue',
  failed: 'red',
  refused: 'orange',
};

export function deliveryColor(state: string): string {
  return STATE_COLORS[state] ?? 'gray';
}

/** The states the catalogue names; anything else (a newer server's) shows as pending. */
export type KnownDeliveryState = 'pending' | 'sent' | 'failed' | 'refused';

export function knownState(state: string): KnownDeliveryState {
  return state === 'sent' || state === 'failed' || state === 'refused' ? state : 'pending';
}

/** A manager may ask for another attempt of anything not sent (a pending one is tried sooner). */
export function canRetry(delivery: Pick<DeliveryBadge, 'state'>): boolean {
  return delivery.state !== 'sent';
}

/** The list's badges: e-mail before webhook, one per channel (the worst state when there are several). */
export function deliveryBadges(
  deliveries: readonly DeliveryBadge[],
): { channel: string; state: KnownDeliveryState }[] {
  const rank: Record<KnownDeliveryState, number> = { sent: 0, pending: 1, refused: 2, failed: 3 };
  const byChannel = new Map<string, KnownDeliveryState>();
  for (const delivery of deliveries) {
    const state = knownState(delivery.state);
    const current = byChannel.get(delivery.channel);
    if (!current || rank[state] > rank[current]) byChannel.set(delivery.channel, state);
  }
  return [...byChannel]
    .sort(([a], [b]) => (a === b ? 0 : a === 'email' ? -1 : b === 'email' ? 1 : a.localeCompare(b)))
    .map(([channel, state]) => ({ channel, state }));
}
