import { BASE_BREAKPOINT, DEFAULT_BREAKPOINTS } from '@tessera/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  breakpointView,
  resetBreakpointView,
  SHOW_AFTER_MS,
  setActiveBreakpoint,
  setAppBreakpoints,
  shownBreakpointView,
} from './breakpoint-view.ts';
import { canvasDrawn } from './canvas-drawn.ts';

const phone = DEFAULT_BREAKPOINTS.find((bp) => bp.maxWidth < 500)!.id;
const tablet = DEFAULT_BREAKPOINTS.find((bp) => bp.maxWidth > 900)!.id;

describe('breakpoint view: the panels follow a switch once the canvas drew it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetBreakpointView();
    setAppBreakpoints(DEFAULT_BREAKPOINTS);
  });
  afterEach(() => {
    vi.useRealTimers();
    resetBreakpointView();
  });

  it('the canvas takes a switch at once, the panels right after the canvas drew it and painted', () => {
    setActiveBreakpoint(phone);
    expect(breakpointView().active).toBe(phone);
    expect(shownBreakpointView().active).toBe(BASE_BREAKPOINT);
    vi.advanceTimersByTime(SHOW_AFTER_MS / 2);
    expect(shownBreakpointView().active).toBe(BASE_BREAKPOINT);
    canvasDrawn();
    // Not in the drawing's own task: after its paint (here, without animation frames, a task later).
    expect(shownBreakpointView().active).toBe(BASE_BREAKPOINT);
    vi.advanceTimersByTime(0);
    expect(shownBreakpointView().active).toBe(phone);
  });

  it('the panels follow anyway when no drawing is reported', () => {
    setActiveBreakpoint(tablet);
    vi.advanceTimersByTime(SHOW_AFTER_MS - 1);
    expect(shownBreakpointView().active).toBe(BASE_BREAKPOINT);
    vi.advanceTimersByTime(1);
    expect(shownBreakpointView().active).toBe(tablet);
  });

  it('a drawing with no switch waiting changes nothing; quick switches end on the last', () => {
    canvasDrawn();
    expect(shownBreakpointView().active).toBe(BASE_BREAKPOINT);
    setActiveBreakpoint(tablet);
    setActiveBreakpoint(phone);
    canvasDrawn();
    vi.advanceTimersByTime(0);
    expect(shownBreakpointView().active).toBe(phone);
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    expect(shownBreakpointView().active).toBe(phone);
  });

  it("the app's breakpoints and a reset reach the panels at once", () => {
    setActiveBreakpoint(phone);
    canvasDrawn();
    vi.advanceTimersByTime(0);
    expect(shownBreakpointView().active).toBe(phone);
    const fewer = DEFAULT_BREAKPOINTS.filter((bp) => bp.id !== phone);
    setAppBreakpoints(fewer);
    expect(breakpointView().active).toBe(BASE_BREAKPOINT);
    expect(shownBreakpointView().active).toBe(BASE_BREAKPOINT);
    expect(shownBreakpointView().breakpoints.map((bp) => bp.id)).toEqual(fewer.map((bp) => bp.id));
  });
});
