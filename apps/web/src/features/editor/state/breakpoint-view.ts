import { BASE_BREAKPOINT, type Breakpoint, DEFAULT_BREAKPOINTS, sortBreakpoints } from '@tessera/shared';
import { useCallback, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * Which breakpoint the editor shows and edits (issue 23, docs/decisions/0035), and the app's breakpoints. One
 * editor is open at a time, so this is one small store: the toolbar's switcher sets the active breakpoint, the
 * canvas takes its width, and the inspector reads and writes values at it.
 */
export interface BreakpointView {
  /** BASE_BREAKPOINT ('desktop') or the id of one of `breakpoints`. */
  readonly active: string;
  /** The app's breakpoints, widest first. */
  readonly breakpoints: readonly Breakpoint[];
}

let view: BreakpointView = { active: BASE_BREAKPOINT, breakpoints: DEFAULT_BREAKPOINTS };
const listeners = new Set<() => void>();

function publish(next: BreakpointView): void {
  if (next.active === view.active && next.breakpoints === view.breakpoints) return;
  view = next;
  for (const listener of listeners) listener();
}

/** Shows and edits `id`; an id the app does not have shows the desktop. */
export function setActiveBreakpoint(id: string): void {
  const known = id === BASE_BREAKPOINT || view.breakpoints.some((bp) => bp.id === id);
  publish({ ...view, active: known ? id : BASE_BREAKPOINT });
}

/** The app's breakpoints as loaded; the active one falls back to the desktop when it is gone. */
export function setAppBreakpoints(list: readonly Breakpoint[]): void {
  const breakpoints = sortBreakpoints(list);
  const active = breakpoints.some((bp) => bp.id === view.active) ? view.active : BASE_BREAKPOINT;
  publish({ active, breakpoints });
}

/** Back to the desktop and the default list (an editor closing). */
export function resetBreakpointView(): void {
  publish({ active: BASE_BREAKPOINT, breakpoints: DEFAULT_BREAKPOINTS });
}

export function breakpointView(): BreakpointView {
  return view;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBreakpointView(): BreakpointView {
  return useSyncExternalStore(subscribe, breakpointView, breakpointView);
}

/**
 * The view as the panels around the canvas show it: a switch re-renders them in a deferred render, after the
 * canvas took the new width (the frame lays the page out meanwhile, in its own process), so a click on the
 * switcher does not wait for the inspector's fields to re-render.
 */
export function useShownBreakpointView(): BreakpointView {
  return useDeferredValue(useBreakpointView());
}

/**
 * The app's breakpoints for an editor, set before its first render (the canvas's first page already carries
 * their steps); the editor opens at Desktop, and leaves the view as it found it. A new `list` (by identity:
 * pass a memoised one) sets them again. Returns the view.
 */
export function useAppBreakpoints(list: readonly Breakpoint[]): BreakpointView {
  const installed = useRef<unknown>(null);
  const install = useCallback(() => {
    resetBreakpointView();
    setAppBreakpoints(list);
    installed.current = breakpointView().breakpoints;
  }, [list]);
  useState(install);
  useEffect(() => {
    // Again only after a cleanup reset it (StrictMode's second mount): a new list would re-resolve every brick.
    if (breakpointView().breakpoints !== installed.current) install();
    return resetBreakpointView;
  }, [install]);
  return useBreakpointView();
}
