/**
 * The editor frame paints only the stretch of the page the canvas shows around its view (issue 23, decision
 * 0035): the iframe is as tall as its document (decision 0013), so without this every change repainted the
 * whole page (20 ms on the 1 000-brick bench page at each breakpoint switch, ~1 ms with it). A clip on the
 * body is paint only: layout, and the boxes the frame reports, are those of the whole page. Sideways the clip
 * reaches far out, so content wider than the page still shows.
 */
import type { PaintBand } from './editor-protocol.ts';

const SIDEWAYS = 100_000;

/** The clip-path for a band; '' (none) for no band. */
export function paintBandClip(band: PaintBand | null): string {
  if (!band) return '';
  const top = Math.floor(band.top);
  const bottom = Math.ceil(band.bottom);
  return `inset(${top}px -${SIDEWAYS}px calc(100% - ${bottom}px) -${SIDEWAYS}px)`;
}

// What was written, per body (the browser serialises the clip its own way, so it is not read back).
const written = new WeakMap<HTMLElement, string>();

export function applyPaintBand(body: HTMLElement, band: PaintBand | null): void {
  const clip = paintBandClip(band);
  if ((written.get(body) ?? '') === clip) return;
  written.set(body, clip);
  body.style.clipPath = clip;
}
