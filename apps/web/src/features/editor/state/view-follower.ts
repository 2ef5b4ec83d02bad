import { startTransition, useEffect, useState } from 'react';

/**
 * A value that parts of the editor follow in a transition: setting it re-renders its readers in slices that
 * yield to the browser, never in the render that set it, and an urgent update (a layout report drawn) does not
 * wait for them. The breakpoint view's toolbar and panels follow a switch this way (breakpoint-view.ts).
 */
export class ViewFollower<T> {
  private readonly listeners = new Set<(next: T) => void>();

  constructor(private current: T) {}

  get value(): T {
    return this.current;
  }

  set(next: T): void {
    if (Object.is(next, this.current)) return;
    this.current = next;
    startTransition(() => {
      for (const listener of this.listeners) listener(next);
    });
  }

  subscribe(listener: (next: T) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** A follower's value as this component shows it: the latest set, once its transition rendered. */
export function useFollower<T>(follower: ViewFollower<T>): T {
  const [state, setState] = useState(() => follower.value);
  useEffect(() => {
    setState(follower.value);
    return follower.subscribe(setState);
  }, [follower]);
  return state;
}
