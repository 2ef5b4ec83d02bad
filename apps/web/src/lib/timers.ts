import { useCallback, useEffect, useRef } from 'react';

/**
 * Schedules callbacks that are cancelled when the component unmounts, so the spec's delayed resets
 * and redirects never fire on a screen the user already left.
 */
export function useLater(): (callback: () => void, delayMs: number) => void {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback((callback: () => void, delayMs: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      callback();
    }, delayMs);
    timers.current.add(id);
  }, []);
}
