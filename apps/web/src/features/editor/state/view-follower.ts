import { startTransition, useEffect, useRef, useState } from 'react';

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

const itself = <T>(value: T) => value;

/**
 * A follower's value as this component shows it: the latest set, once its transition rendered. With `select`,
 * only what it picks: a new value that picks the same (Object.is) does not re-render the component.
 */
export function useFollower<T, S = T>(
  follower: ViewFollower<T>,
  select: (value: T) => S = itself as (value: T) => S,
): S {
  const pick = useRef(select);
  pick.current = select;
  const [state, setState] = useState(() => select(follower.value));
  useEffect(() => {
    setState(pick.current(follower.value));
    return follower.subscribe((next) => setState(pick.current(next)));
  }, [follower]);
  return state;
}
