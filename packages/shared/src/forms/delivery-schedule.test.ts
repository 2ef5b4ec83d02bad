import { describe, expect, it } from 'vitest';
import { DELIVERY_RETRY_STEPS_SECONDS, nextDeliveryAttempt, parseRetryAfter } from './delivery-schedule.ts';

const created = new Date('2026-01-01T00:00:00Z');
const seconds = (from: Date, to: Date | null) => (to ? (to.getTime() - from.getTime()) / 1000 : null);

describe('nextDeliveryAttempt', () => {
  it('follows 5 s, 15 s, 30 s … 4 h without jitter at the middle of the dice', () => {
    const waits = DELIVERY_RETRY_STEPS_SECONDS.map((_, i) =>
      seconds(
        created,
        nextDeliveryAttempt({ attempts: i + 1, createdAt: created, now: created, random: () => 0.5 }),
      ),
    );
    expect(waits).toEqual([5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 14400]);
  });

  it('waits 6 h after the listed steps', () => {
    const now = new Date(created.getTime() + 9 * 3600_000);
    expect(
      seconds(now, nextDeliveryAttempt({ attempts: 13, createdAt: created, now, random: () => 0.5 })),
    ).toBe(6 * 3600);
  });

  it('jitters each wait by at most ±20 %', () => {
    const low = nextDeliveryAttempt({ attempts: 4, createdAt: created, now: created, random: () => 0 });
    const high = nextDeliveryAttempt({
      attempts: 4,
      createdAt: created,
      now: created,
      random: () => 0.999999,
    });
    expect(seconds(created, low)).toBeCloseTo(48, 5);
    expect(seconds(created, high)).toBeCloseTo(72, 1);
  });

  it('lands the last attempt on the end of the 24 h window, then gives up', () => {
    const now = new Date(created.getTime() + 20 * 3600_000);
    const last = nextDeliveryAttempt({ attempts: 14, createdAt: created, now, random: () => 0.5 });
    expect(last?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(
      nextDeliveryAttempt({ attempts: 15, createdAt: created, now: last!, random: () => 0.5 }),
    ).toBeNull();
  });

  it('runs the whole schedule in 24 h: about 15 attempts', () => {
    let now = created;
    let attempts = 1;
    for (;;) {
      const next = nextDeliveryAttempt({ attempts, createdAt: created, now, random: () => 0.5 });
      if (!next) break;
      now = next;
      attempts += 1;
    }
    expect(now.getTime() - created.getTime()).toBe(24 * 3600_000);
    expect(attempts).toBe(16);
  });

  it('honours Retry-After when it asks for longer, and gives up when it asks past the window', () => {
    const at = nextDeliveryAttempt({ attempts: 1, createdAt: created, now: created, retryAfterSeconds: 120 });
    expect(seconds(created, at)).toBe(120);
    const short = nextDeliveryAttempt({
      attempts: 1,
      createdAt: created,
      now: created,
      retryAfterSeconds: 1,
      random: () => 0.5,
    });
    expect(seconds(created, short)).toBe(5);
    expect(
      nextDeliveryAttempt({ attempts: 1, createdAt: created, now: created, retryAfterSeconds: 25 * 3600 }),
    ).toBeNull();
  });

  it('scales every wait and the window', () => {
    const scale = 0.001;
    expect(
      seconds(
        created,
        nextDeliveryAttempt({ attempts: 1, createdAt: created, now: created, scale, random: () => 0.5 }),
      ),
    ).toBeCloseTo(0.005, 6);
    const afterWindow = new Date(created.getTime() + 86.4 * 1000);
    expect(nextDeliveryAttempt({ attempts: 3, createdAt: created, now: afterWindow, scale })).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('reads seconds and HTTP dates, and ignores the rest', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});
