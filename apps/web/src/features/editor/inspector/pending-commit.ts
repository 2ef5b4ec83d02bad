/**
 * The inspector's one edit rule (decision 0024, departing from the spec's 200 ms field debounce): every
 * change of a property, typed or clicked, shows at once in its editor and reaches the store at once when none
 * went in the same animation frame, otherwise on the next frame (the last value of the ones that came in
 * between): a keystroke never waits for a frame to start its way to the canvas, and keys typed faster than
 * frames still make at most two store updates a frame (decision 0039). Grouping edits into undo steps is the
 * store's business (store.ts), not the field's. Leaving the property (blur), closing its section, selecting
 * another brick, leaving the editor or an undo/redo (flushPendingEdits) sends a waiting change at once, so
 * nothing typed is lost.
 */

export interface Timers {
  set(callback: () => void): unknown;
  clear(handle: unknown): void;
}

/** The next animation frame; a zero timeout where there is none (tests without a DOM). */
const frameTimers: Timers =
  typeof requestAnimationFrame === 'function'
    ? {
        set: (callback) => requestAnimationFrame(callback),
        clear: (handle) => cancelAnimationFrame(handle as number),
      }
    : {
        set: (callback) => setTimeout(callback, 0),
        clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      };

/** Every commit with a value waiting, so an undo can send them all first. */
const waitingCommits = new Set<PendingCommit<unknown>>();

/**
 * Sends every waiting field edit now. The editor calls it before undo and redo: the history then holds the
 * last keystroke, and the undo undoes it instead of racing a frame that would write it again afterwards.
 */
export function flushPendingEdits(): void {
  for (const pending of [...waitingCommits]) pending.flush();
}

/**
 * Sends a value at once when none was sent in this frame; otherwise holds it (the last one wins) and sends it
 * on the next frame, or earlier on flush().
 */
export class PendingCommit<V> {
  private handle: unknown = null;
  private waiting: { value: V } | null = null;

  constructor(
    private readonly send: (value: V) => void,
    private readonly timers: Timers = frameTimers,
  ) {}

  /** Sends `value` now if nothing went in this frame, else replaces any waiting value for the next frame. */
  schedule(value: V): void {
    if (this.handle === null) {
      // The frame's first: sent now, and the frame's later values wait for the next one.
      this.handle = this.timers.set(() => this.flush());
      this.send(value);
      return;
    }
    this.waiting = { value };
    waitingCommits.add(this as PendingCommit<unknown>);
  }

  /** Sends the waiting value now, if there is one; the next value is sent at once. */
  flush(): void {
    const waiting = this.waiting;
    this.cancel();
    if (waiting) this.send(waiting.value);
  }

  /** Drops the waiting value without sending it. */
  cancel(): void {
    if (this.handle !== null) this.timers.clear(this.handle);
    this.handle = null;
    this.waiting = null;
    waitingCommits.delete(this as PendingCommit<unknown>);
  }

  get pending(): boolean {
    return this.waiting !== null;
  }
}

/** A field's shown value and the stored value it was last reconciled with. */
export interface DraftState<V> {
  readonly source: V;
  readonly value: V;
}

/**
 * Reconciles a field with a stored value that may have changed: a new stored value (undo, redo, reset,
 * the echo of the field's own edit) replaces what is shown unless an edit is waiting, which wins because
 * it is about to be sent. Answers the same object when nothing changed.
 */
export function syncDraft<V>(draft: DraftState<V>, stored: V, waiting: boolean): DraftState<V> {
  if (draft.source === stored) return draft;
  return { source: stored, value: waiting ? draft.value : stored };
}
