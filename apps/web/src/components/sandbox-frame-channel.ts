/**
 * The console's half of the frame protocol, without React: what to send, when the frame counts as hung
 * (spec: code that loops forever gets its frame replaced while the console stays responsive).
 */
import type { Device, ModuleSource, RenderNode, ToFrame } from '@tessera/runtime/protocol';

/** Ping cadence while a frame is shown, and how long a pong may take before the frame is replaced. */
export const PING_INTERVAL_MS = 1000;
export const PONG_TIMEOUT_MS = 2000;
/** Reported heights beyond this are clamped: a frame cannot make the console page endless. */
export const MAX_AUTO_HEIGHT = 20_000;

export interface RenderInput {
  modules: ModuleSource[];
  tree: RenderNode | null;
  device: Device;
}

/** A stable fingerprint of what the frame is asked to draw: callers may pass new arrays on every render. */
export function inputSignature(input: RenderInput): string {
  return JSON.stringify([input.device, input.modules, input.tree]);
}

export function renderMessage(requestId: number, input: RenderInput): ToFrame {
  return { kind: 'render', requestId, modules: input.modules, tree: input.tree, device: input.device };
}

/**
 * Liveness of one frame: a ping goes out only when the previous one was answered, and a ping left
 * unanswered for PONG_TIMEOUT_MS means the frame's thread is stuck. Timestamps come from the caller.
 */
export class Liveness {
  private pending: { n: number; sentAt: number } | null = null;
  private counter = 0;

  /** The ping to send now, or 'hung', or null (still waiting within the timeout). */
  tick(now: number): { kind: 'ping'; n: number } | 'hung' | null {
    if (this.pending) return now - this.pending.sentAt >= PONG_TIMEOUT_MS ? 'hung' : null;
    this.counter += 1;
    this.pending = { n: this.counter, sentAt: now };
    return { kind: 'ping', n: this.counter };
  }

  pong(n: number): void {
    if (this.pending?.n === n) this.pending = null;
  }

  reset(): void {
    this.pending = null;
  }
}

/**
 * Pings the frame every PING_INTERVAL_MS while it is ready and the tab is visible (background tabs throttle
 * timers: skipping beats mistaking the throttling for a hang), and calls `onHung` once it stops answering.
 * Returns the stop function. Previews and the editor canvas share it; each decides what replacing means.
 */
export function watchFrame(options: {
  frame: () => Window | null | undefined;
  ready: () => boolean;
  liveness: Liveness;
  onHung: () => void;
}): () => void {
  const timer = window.setInterval(() => {
    const frame = options.frame();
    if (!frame || !options.ready() || document.hidden) return;
    const verdict = options.liveness.tick(performance.now());
    if (verdict === 'hung') {
      options.liveness.reset();
      options.onHung();
    } else if (verdict) {
      frame.postMessage(verdict, '*');
    }
  }, PING_INTERVAL_MS);
  return () => window.clearInterval(timer);
}

/**
 * Frames in a row that hung on the same input. One hang may be a busy machine (thirty previews loading on
 * two cores) rather than an endless loop, so a fresh frame gets the same input once more; after
 * HANGS_BEFORE_WAITING in a row the input waits for an edit instead of hanging yet another frame.
 */
export const HANGS_BEFORE_WAITING = 2;

export class HangStreak<T> {
  private last: { input: T; count: number } | null = null;

  constructor(private readonly same: (a: T, b: T) => boolean) {}

  /** A frame hung while drawing `input`. */
  hung(input: T): void {
    this.last =
      this.last && this.same(this.last.input, input)
        ? { input, count: this.last.count + 1 }
        : { input, count: 1 };
  }

  /** Whether `input` has hung frames often enough in a row that it must not be sent again. */
  waiting(input: T): boolean {
    return this.last !== null && this.last.count >= HANGS_BEFORE_WAITING && this.same(this.last.input, input);
  }

  /** A frame drew something: the streak is over. */
  clear(): void {
    this.last = null;
  }
}

export function clampHeight(height: number): number {
  return Math.min(MAX_AUTO_HEIGHT, Math.max(0, Math.ceil(height)));
}
