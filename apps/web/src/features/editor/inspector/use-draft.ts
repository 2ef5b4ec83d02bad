import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sameValue } from './field-values.ts';
import { type DraftState, PendingCommit, syncDraft } from './pending-commit.ts';

/**
 * A stable function that calls the latest `callback`. Held by a component that is keyed per selection,
 * so it only ever calls callbacks of that selection: a change flushed while the inspector switches to
 * another brick still reaches the brick it was typed for.
 */
export function useLatestCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const ref = useRef(callback);
  useLayoutEffect(() => {
    ref.current = callback;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

export interface Draft<V> {
  /** What the field shows: the last edit, or the stored value when nothing is waiting. */
  readonly value: V;
  /** Shows `next` at once and sends it, normalized, after the quiet period (pending-commit.ts). */
  set(next: V): void;
  /** Sends a waiting edit now (blur), or shows the stored value again if nothing is waiting. */
  flush(): void;
}

/**
 * A property's field state over its stored value. A stored value that changes while no edit waits
 * (undo, redo, reset, the echo of our own edit) replaces what is shown; while an edit waits, the edit
 * wins, since it is about to be sent. A waiting edit is sent when the field unmounts.
 */
export function useDraft<V>(stored: V, normalize: (value: V) => V, commit: (value: V) => void): Draft<V> {
  const [draft, setDraft] = useState<DraftState<V>>({ source: stored, value: stored });
  const normalizeRef = useRef(normalize);
  const commitRef = useRef(commit);
  const storedRef = useRef(stored);
  useLayoutEffect(() => {
    normalizeRef.current = normalize;
    commitRef.current = commit;
    storedRef.current = stored;
  });
  const [pending] = useState(
    () =>
      new PendingCommit<V>((value) => {
        const normal = normalizeRef.current(value);
        // Shown clamped and rounded from now on, even if the store keeps an equal value unchanged.
        setDraft((current) => (sameValue(current.value, normal) ? current : { ...current, value: normal }));
        commitRef.current(normal);
      }),
  );
  useEffect(() => () => pending.flush(), [pending]);

  const synced = syncDraft(draft, stored, pending.pending);
  if (synced !== draft) setDraft(synced);

  const set = useCallback(
    (next: V) => {
      setDraft((current) => ({ ...current, value: next }));
      // Nothing to send when the edit ends where the store already is (typed and erased again, or a
      // picker echoing the value on open): no empty undo steps.
      if (sameValue(normalizeRef.current(next), storedRef.current)) pending.cancel();
      else pending.schedule(next);
    },
    [pending],
  );
  const flush = useCallback(() => {
    if (pending.pending) pending.flush();
    // An edit that ended where the store already is was never sent (5000 typed over a stored maximum
    // of 1000): leaving the field shows the stored value again.
    else
      setDraft((current) =>
        sameValue(current.value, storedRef.current) ? current : { ...current, value: storedRef.current },
      );
  }, [pending]);
  return { value: synced.value, set, flush };
}

/**
 * A field that shows the value at the active breakpoint (issue 23): when the breakpoint changes, an edit
 * still waiting is sent where it was typed (the layout cleanup runs before the draft takes the new commit),
 * and the field then shows the value in force at the new breakpoint rather than the edit made at the old one.
 */
export function useBreakpointDraft<V>(draft: Draft<V>, at: string): void {
  const { flush } = draft;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the breakpoint changes, by design
  useLayoutEffect(() => () => flush(), [at, flush]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the breakpoint changes, by design
  useEffect(() => flush(), [at, flush]);
}
