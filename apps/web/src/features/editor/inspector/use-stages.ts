import { startTransition, useEffect, useState } from 'react';

/**
 * Counts up from 0 to `last`, one step after each painted frame, each step rendered as a transition. The
 * inspector uses it to show a new selection at once (its title and name) and to add the heavier parts
 * in the following frames: selecting another brick must show in under 50 ms on a 1 000-brick page, and
 * a brick's fields are most of the inspector's work. A transition that a quicker next selection makes
 * useless is abandoned with the component.
 */
export function usePaintedStages(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    // requestAnimationFrame runs just before the next paint, the timeout right after it.
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setStage(stage + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [stage, last]);
  return stage;
}
