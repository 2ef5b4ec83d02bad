/**
 * The inspector's one edit rule (spec §4, §9: field edits are debounced 200 ms): every change of a
 * property, typed or clicked, shows at once in its editor and reaches the store after 200 ms without a
 * further change to that property; leaving the property (blur), closing its section, selecting another
 * brick or leaving the editor sends a waiting change at once, so nothing typed is lost. One rule for
 * every editor keeps toggles and text fields equally cheap for the undo history (a burst of clicks on
 * bold becomes one entry) and means there is only one path to test.
 */

export const FIELD_DEBOUNCE_MS = 200;

export interface Timers {
  set(callback: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: Timers = {
  set: (callback, delayMs) => setTimeout(callback, delayMs),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Holds one waiting value and sends it after a quiet period, or earlier on flush(). */
export class PendingCommit<V> {
  private handle: unknown = null;
  private waiting: { value: V } | null = null;

  constructor(
    private readonly send: (value: V) => void,
    private readonly delayMs = FIELD_DEBOUNCE_MS,
    private readonly timers: Timers = globalTimers,
  ) {}

  /** Replaces any waiting value and starts the quiet period again. */
  schedule(value: V): void {
    this.waiting = { value };
    if (this.handle !== null) this.timers.clear(this.handle);
    this.handle = this.timers.set(() => this.flush(), this.delayMs);
  }

  /** Sends the waiting value now, if there is one. */
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
