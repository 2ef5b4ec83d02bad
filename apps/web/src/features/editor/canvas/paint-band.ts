/**
 * Tells the frame which stretch of the page the canvas shows around its view (the band of visible-band.ts), so
 * that it paints only that (packages/runtime/src/paint-band.ts): once on each new channel, then whenever the
 * band moves (once per view scrolled, or when the scale changes).
 */
import type { ToEditorFrame } from '@tessera/runtime/editor-protocol';
import type { StoreApi } from 'zustand/vanilla';
import type { CanvasView } from './canvas-store.ts';
import type { Band } from './visible-band.ts';

export function postPaintBand(port: MessagePort | null, band: Band | null): void {
  if (!port || !band) return;
  const message: ToEditorFrame = { kind: 'editor-view', top: band.top, bottom: band.bottom };
  port.postMessage(JSON.stringify(message));
}

/** Sends each new band to the frame on `port()`; returns the unsubscribe. */
export function followPaintBand(view: StoreApi<CanvasView>, port: () => MessagePort | null): () => void {
  return view.subscribe((state, previous) => {
    if (state.band !== previous.band) postPaintBand(port(), state.band);
  });
}
