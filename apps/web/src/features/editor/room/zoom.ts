/**
 * The desktop canvas's zoom (decision 0028). The page is laid out at DESKTOP_WIDTH, the width most
 * desktop visitors see, and drawn scaled: "fit" shrinks it to the canvas (never enlarges it), a fixed
 * zoom draws it at that share of its real size and the canvas scrolls sideways when it is wider.
 */

/** The width a desktop page is laid out at, in CSS pixels. */
export const DESKTOP_WIDTH = 1440;

/** The zooms offered besides "fit", as fractions of the real size. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5] as const;

export type CanvasZoom = 'fit' | number;

const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 1;

/** The scale the page is drawn at in a canvas `available` pixels wide. */
export function scaleFor(zoom: CanvasZoom, available: number): number {
  if (zoom !== 'fit') return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  if (!(available > 0)) return 1;
  return Math.min(1, available / DESKTOP_WIDTH);
}

/** A zoom read back from storage, or null when it is not one of ours. */
export function parseZoom(value: unknown): CanvasZoom | null {
  if (value === 'fit') return 'fit';
  return typeof value === 'number' && (ZOOM_STEPS as readonly number[]).includes(value) ? value : null;
}

/**
 * The next step in (+1) or out (-1) from the scale shown now (a fit of 63% zooms in to 75% and out to
 * 50%); null at either end.
 */
export function stepZoom(shown: number, direction: 1 | -1): number | null {
  const EPSILON = 0.001;
  if (direction === 1) return ZOOM_STEPS.find((step) => step > shown + EPSILON) ?? null;
  return [...ZOOM_STEPS].reverse().find((step) => step < shown - EPSILON) ?? null;
}

/** "63%": the scale as the zoom control shows it. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}
