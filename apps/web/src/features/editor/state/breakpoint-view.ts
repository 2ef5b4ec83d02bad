import { BASE_BREAKPOINT, type Breakpoint, DEFAULT_BREAKPOINTS, sortBreakpoints } from '@tessera/shared';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { afterCanvasDrawn } from './canvas-drawn.ts';
import { useFollower, ViewFollower } from './view-follower.ts';

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

/**
 * The view the toolbar shows: it follows a switch at once, in a transition, so the click's own render is the
 * canvas's alone.
 */
const toolbar = new ViewFollower(view);

/**
 * The view the panels around the canvas show (the inspector, the navigator): a switch reaches them right after
 * the paint that follows the canvas drawing it (canvas-drawn.ts), or SHOW_AFTER_MS after the click when no
 * drawing is reported. Their re-render (the inspector's fields: tens of milliseconds) then neither competes
 * with the frame laying the page out and painting it at the new width on this machine's two cores, nor restarts
 * when the frame's report interrupts it, nor stands between the canvas's redraw and its paint.
 */
const panels = new ViewFollower(view);
let cancelShow: (() => void) | undefined;
export const SHOW_AFTER_MS = 250;

function show(): void {
  cancelShow?.();
  cancelShow = undefined;
  panels.set(view);
}

function publish(next: BreakpointView, afterCanvas = false): void {
  if (next.active === view.active && next.breakpoints === view.breakpoints) return;
  view = next;
  for (const listener of listeners) listener();
  toolbar.set(view);
  if (!afterCanvas) show();
  else cancelShow ??= afterCanvasDrawn(show, SHOW_AFTER_MS);
}

/** Shows and edits `id`; an id the app does not have shows the desktop. The panels follow the canvas. */
export function setActiveBreakpoint(id: string): void {
  const known = id === BASE_BREAKPOINT || view.breakpoints.some((bp) => bp.id === id);
  publish({ ...view, active: known ? id : BASE_BREAKPOINT }, true);
}

/** The view the panels show (see `panels`). */
export function shownBreakpointView(): BreakpointView {
  return panels.value;
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

const activeOf = () => view.active;
const listOf = () => view.breakpoints;

/** The breakpoint the canvas shows and edits; re-renders at once on a switch (the canvas). */
export function useActiveBreakpoint(): string {
  return useSyncExternalStore(subscribe, activeOf, activeOf);
}

/** The app's breakpoints, widest first; a switch does not re-render. */
export function useBreakpointList(): readonly Breakpoint[] {
  return useSyncExternalStore(subscribe, listOf, listOf);
}

/**
 * The view as the panels around the canvas show it: a switch re-renders them once the canvas has drawn it
 * (see `panels`), in a transition, so neither the click nor the canvas's redraw waits for the inspector's fields.
 */
export function useShownBreakpointView(): BreakpointView {
  return useFollower(panels);
}

const activeOfView = (shown: BreakpointView) => shown.active;

/** The breakpoint the toolbar's switcher shows: follows a switch in a transition right after the click. */
export function useSwitcherBreakpoint(): string {
  return useSwitcherView(activeOfView);
}

/**
 * What `select` picks of the view the toolbar shows (for example whether it is the phone frame): a switch that
 * picks the same does not re-render the caller.
 */
export function useSwitcherView<S>(select: (shown: BreakpointView) => S): S {
  return useFollower(toolbar, select);
}

/**
 * The app's breakpoints for an editor, set before its first render (the canvas's first page already carries
 * their steps); the editor opens at Desktop, and leaves the view as it found it. A new `list` (by identity:
 * pass a memoised one) sets them again. Returns the app's breakpoints (a switch does not re-render the caller).
 */
export function useAppBreakpoints(list: readonly Breakpoint[]): readonly Breakpoint[] {
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
  return useBreakpointList();
}
