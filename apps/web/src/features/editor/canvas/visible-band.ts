/**
 * The stretch of the page the plain brick boxes are drawn for (brick-boxes.tsx): the part of the canvas in
 * view and one view's height above and two below, in the frame document's coordinates. A page of 1 000
 * bricks is some forty views tall; drawing a box for each brick made every new layout (a breakpoint switch,
 * a drop) restyle and lay out a thousand elements in the console, of which a few dozen are on screen.
 *
 * The band moves in whole steps of the view's height, so scrolling redraws the boxes once per view scrolled,
 * not on every scroll event. Hit-testing, the hover, the selection and the drop targets read the reported
 * layout, not these boxes, so they cover the whole page whatever the band.
 */
import type { PaintBand } from '@tessera/runtime/editor-protocol';
import { type RefObject, useLayoutEffect } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { CanvasView } from './canvas-store.ts';

/** The band is the stretch the frame paints too (paint-band.ts): one shape, the editor protocol's. */
export type Band = Readonly<PaintBand>;

/** Never a step shorter than this (a canvas not laid out yet measures 0). */
const MIN_STEP = 200;

/** The band for a view whose top is at `top` and `height` tall (both in the document's pixels). */
export function bandOf(top: number, height: number): Band {
  const step = Math.max(MIN_STEP, Math.ceil(height));
  const index = Math.floor(Math.max(0, top) / step);
  return { top: (index - 1) * step, bottom: (index + 3) * step };
}

export function inBand(box: { y: number; height: number }, band: Band | null): boolean {
  return band === null || (box.y + box.height >= band.top && box.y <= band.bottom);
}

/**
 * Keeps `band` in the view store in step with the scroller: measured when the scale changes (the click's
 * own commit on a breakpoint switch, before the frame reports), on scrolling (once per animation frame)
 * and when the visible canvas is resized.
 */
export function useVisibleBand(
  view: StoreApi<CanvasView>,
  scrollerRef: RefObject<HTMLElement | null>,
  layerRef: RefObject<HTMLElement | null>,
  scale: number,
): void {
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const layer = layerRef.current;
    if (!scroller || !layer) return;
    let pending = 0;
    const measure = () => {
      pending = 0;
      const above = scroller.getBoundingClientRect().top - layer.getBoundingClientRect().top;
      const band = bandOf(above / scale, scroller.clientHeight / scale);
      const shown = view.getState().band;
      if (shown?.top !== band.top || shown.bottom !== band.bottom) view.setState({ band });
    };
    measure();
    const onScroll = () => {
      if (!pending) pending = requestAnimationFrame(measure);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const stop = view.subscribe((state, previous) => {
      if (state.viewportHeight !== previous.viewportHeight) measure();
    });
    return () => {
      cancelAnimationFrame(pending);
      scroller.removeEventListener('scroll', onScroll);
      stop();
    };
  }, [view, scrollerRef, layerRef, scale]);
}
