/**
 * The width the canvas lays the page out at for the breakpoint shown (issue 23). The frame's media queries
 * follow its own width, so the width alone decides which values apply: Desktop is never narrower than the
 * widest breakpoint plus one pixel (else that breakpoint's query would apply), a breakpoint is its max width,
 * and the narrowest one, when it is a phone's, keeps the spec's phone frame (its screen is PHONE_SCREEN_WIDTH
 * wide, inside every breakpoint at least that wide, and the narrowest of them is the one that wins).
 */
import { BASE_BREAKPOINT, type Breakpoint } from '@tessera/shared';
import { DESKTOP_WIDTH } from '../room/zoom.ts';

/** The phone frame's screen: 407 px wide, less 16 px of bezel each side (components/phone-frame.module.css). */
export const PHONE_SCREEN_WIDTH = 375;
/** Breakpoints narrower than this are phones (portrait); the phone frame is drawn for the narrowest. */
const PHONE_MAX = 600;
/** From this width up a breakpoint draws as a tablet in the switcher. */
const TABLET_MIN = 768;

export type CanvasWidth =
  | { kind: 'page'; width: number }
  /** The spec's phone frame, drawn at its real size. */
  | { kind: 'phone' };

export function canvasWidth(active: string, breakpoints: readonly Breakpoint[]): CanvasWidth {
  const widest = breakpoints.reduce((max, bp) => Math.max(max, bp.maxWidth), 0);
  const bp = active === BASE_BREAKPOINT ? undefined : breakpoints.find((b) => b.id === active);
  if (!bp) return { kind: 'page', width: Math.max(DESKTOP_WIDTH, widest + 1) };
  const narrowest = breakpoints.every((other) => other.maxWidth >= bp.maxWidth);
  if (narrowest && bp.maxWidth < PHONE_MAX && bp.maxWidth >= PHONE_SCREEN_WIDTH) return { kind: 'phone' };
  return { kind: 'page', width: bp.maxWidth };
}

export type BreakpointIcon = 'desktop' | 'tablet' | 'phone-landscape' | 'phone';

/** The switcher's icon for a breakpoint, by its width. */
export function breakpointIcon(maxWidth: number | null): BreakpointIcon {
  if (maxWidth === null) return 'desktop';
  if (maxWidth >= TABLET_MIN) return 'tablet';
  if (maxWidth >= PHONE_MAX) return 'phone-landscape';
  return 'phone';
}
