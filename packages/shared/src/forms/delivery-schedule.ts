/**
 * When a form delivery (an e-mail or a webhook) is tried again after a failed attempt (issue 24,
 * docs/decisions/0036): 5 s, 15 s, 30 s, 1 min, 2 min, 5 min, 10 min, 20 min, 30 min, 1 h, 2 h, 4 h, then every
 * 6 h, for 24 h after the submission; each wait ±20 % so that receivers coming back are not hit all at once. A
 * receiver's Retry-After is honoured (never sooner than it asks). Pure: the caller passes the clock and the dice.
 */
export const DELIVERY_RETRY_STEPS_SECONDS: readonly number[] = [
  5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 14400,
];
/** After the listed steps, every this long. */
export const DELIVERY_RETRY_LATER_SECONDS = 6 * 60 * 60;
/** Nothing is tried later than this after the submission came. */
export const DELIVERY_RETRY_WINDOW_SECONDS = 24 * 60 * 60;
export const DELIVERY_RETRY_JITTER = 0.2;

export interface RetryInput {
  /** Attempts made so far, the one that just failed included (1 after the first). */
  attempts: number;
  /** When the delivery was created (the submission's time). */
  createdAt: Date;
  /** Now. */
  now: Date;
  /** The receiver's Retry-After, in seconds (already parsed; dates turned into seconds from now). */
  retryAfterSeconds?: number | undefined;
  /** Multiplies every wait and the 24 h window: 1 in production; tests and the bench run the schedule faster. */
  scale?: number;
  /** A number in [0, 1) for the jitter; Math.random by default. */
  random?: () => number;
}

/**
 * When to try next, or null when the window is over and the delivery has failed for good. The last attempt
 * lands on the window's end when a step would pass it (unless Retry-After asks for later: then none).
 */
export function nextDeliveryAttempt(input: RetryInput): Date | null {
  const scale = input.scale ?? 1;
  const random = input.random ?? Math.random;
  const deadline = input.createdAt.getTime() + DELIVERY_RETRY_WINDOW_SECONDS * 1000 * scale;
  const now = input.now.getTime();
  if (now >= deadline) return null;
  const step = DELIVERY_RETRY_STEPS_SECONDS[Math.max(0, input.attempts - 1)] ?? DELIVERY_RETRY_LATER_SECONDS;
  const jitter = 1 - DELIVERY_RETRY_JITTER + 2 * DELIVERY_RETRY_JITTER * random();
  let waitMs = step * 1000 * scale * jitter;
  if (input.retryAfterSeconds !== undefined && input.retryAfterSeconds > 0) {
    const asked = input.retryAfterSeconds * 1000 * scale;
    // A receiver that asks to wait past the window is not tried sooner than it asked: the delivery fails.
    if (now + asked > deadline) return null;
    waitMs = Math.max(waitMs, asked);
  }
  return new Date(Math.min(now + waitMs, deadline));
}

/**
 * A Retry-After header in seconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
