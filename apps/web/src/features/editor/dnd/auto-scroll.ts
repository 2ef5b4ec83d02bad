/** Scrolling the canvas while a drag is held near its top or bottom edge. */

/** Distance from an edge within which the canvas scrolls, in CSS pixels. */
export const AUTO_SCROLL_EDGE = 56;
/** Fastest scroll, in pixels per animation frame (reached at the edge and beyond it). */
export const AUTO_SCROLL_MAX_STEP = 22;

/**
 * Pixels to scroll this frame (negative: up) for a pointer at `y` over a scroll area spanning
 * [top, bottom]: growing from 0 at AUTO_SCROLL_EDGE inside an edge to the maximum at the edge. A pointer
 * up to one edge-width beyond the area (over the toolbar above it, say) keeps the maximum; farther away
 * the drag has left the canvas and nothing scrolls.
 */
export function autoScrollStep(y: number, top: number, bottom: number): number {
  const edge = Math.min(AUTO_SCROLL_EDGE, (bottom - top) / 3);
  if (edge <= 0 || y < top - AUTO_SCROLL_EDGE || y > bottom + AUTO_SCROLL_EDGE) return 0;
  if (y < top + edge) return -Math.ceil(AUTO_SCROLL_MAX_STEP * Math.min(1, (top + edge - y) / edge));
  if (y > bottom - edge) return Math.ceil(AUTO_SCROLL_MAX_STEP * Math.min(1, (y - (bottom - edge)) / edge));
  return 0;
}
