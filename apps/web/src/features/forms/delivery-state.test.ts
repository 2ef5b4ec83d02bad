import { describe, expect, it } from 'vitest';
import { canRetry, deliveryBadges, deliveryColor, knownState } from './delivery-state.ts';

describe('delivery states', () => {
  it('colours each state and reads an unknown one as pending', () => {
    expect(deliveryColor('sent')).toBe('teal');
    expect(deliveryColor('failed')).toBe('red');
    expect(deliveryColor('refused')).toBe('orange');
    expect(deliveryColor('pending')).toBe('blue');
    expect(deliveryColor('other')).toBe('gray');
    expect(knownState('queued')).toBe('pending');
  });

  it('offers a retry for anything not sent', () => {
    expect(canRetry({ state: 'failed' })).toBe(true);
    expect(canRetry({ state: 'refused' })).toBe(true);
    expect(canRetry({ state: 'pending' })).toBe(true);
    expect(canRetry({ state: 'sent' })).toBe(false);
  });

  it('shows one badge per channel, e-mail first, with the worst state', () => {
    expect(
      deliveryBadges([
        { id: '1', channel: 'webhook', state: 'sent' },
        { id: '2', channel: 'email', state: 'pending' },
        { id: '3', channel: 'webhook', state: 'failed' },
      ]),
    ).toEqual([
      { channel: 'email', state: 'pending' },
      { channel: 'webhook', state: 'failed' },
    ]);
    expect(deliveryBadges([])).toEqual([]);
  });
});
