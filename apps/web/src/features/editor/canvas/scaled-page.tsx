/**
 * The page in the canvas: the iframe and, exactly over it, the interaction layer, both as tall as the
 * frame's document and at least as tall as the visible canvas.
 *
 * The page is laid out at a fixed width (the breakpoint's, canvas-width.ts) and drawn scaled (decision 0028): a
 * sizer of the scaled size takes the room in the scroll area (so it scrolls by the right amount and is
 * centred when narrower than the canvas), and the page inside it is scaled with a CSS transform. The
 * frame lays its document out at the real width and reports boxes in it; the layer keeps those
 * coordinates, so only the two conversions to and from the screen (editor-canvas.tsx) know the scale.
 * Overlays drawn in the layer undo the scale for their lines and tags (`--canvas-unscale`), so outlines
 * and name tags keep their size at any zoom.
 */
import { type CSSProperties, type ReactNode, type RefObject, useCallback, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { type CanvasZoom, scaleFor } from '../room/zoom.ts';

/** scaleFor at a page width: "fit" shrinks that width to the canvas (never enlarges it). */
export function scaleOf(zoom: CanvasZoom, available: number, width: number): number {
  if (zoom !== 'fit' || !(available > 0)) return scaleFor(zoom, available);
  return Math.min(1, available / width);
}

import type { CanvasView } from './canvas-store.ts';
import classes from './editor-canvas.module.css';

const CONTENTS: CSSProperties = { display: 'contents' };

/**
 * Measures the visible canvas (the iframe is never shorter, so an empty page still fills it; "fit" scales
 * to its width) and gives the scale the page is drawn at: 1 without a zoom (the phone); `currentScale`
 * reads the latest one from event handlers.
 */
export function useCanvasScale(
  view: StoreApi<CanvasView>,
  scrollerRef: RefObject<HTMLElement | null>,
  zoom: CanvasZoom | null,
  /** The width the page is laid out at ("fit" scales it to the canvas); null: the phone. */
  width: number | null,
  onScaleChange?: (scale: number) => void,
): { scale: number; currentScale: () => number } {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () =>
      view.setState({ viewportHeight: scroller.clientHeight, viewportWidth: scroller.clientWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [view, scrollerRef]);
  const viewportWidth = useStore(view, (state) => state.viewportWidth);
  const scale = zoom === null || width === null ? 1 : scaleOf(zoom, viewportWidth, width);
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  const currentScale = useCallback(() => scaleRef.current, []);
  useEffect(() => onScaleChange?.(scale), [onScaleChange, scale]);
  return { scale, currentScale };
}

interface ScaledPageProps {
  view: StoreApi<CanvasView>;
  /** The width the page is laid out at; null: as wide as the canvas (the phone), unscaled. */
  width: number | null;
  scale: number;
  children: ReactNode;
}

export function ScaledPage({ view, width, scale, children }: ScaledPageProps) {
  const height = useStore(view, (state) =>
    Math.ceil(Math.max(state.layout?.height ?? 0, state.viewportHeight / scale)),
  );
  // The same two elements in every view, so the iframe inside (put there by useEditorFrame, not by React)
  // stays where it is when the phone frame comes or goes: the phone's wrapper only takes no box.
  if (width === null) {
    return (
      <div style={CONTENTS}>
        <div className={classes.page} style={{ height }} data-testid="editor-canvas-page">
          {children}
        </div>
      </div>
    );
  }
  const page: CSSProperties & Record<'--canvas-unscale', string> = {
    width,
    height,
    transform: scale === 1 ? undefined : `scale(${scale})`,
    '--canvas-unscale': String(1 / scale),
  };
  return (
    <div
      className={classes.sizer}
      // Floored: a fraction of a pixel over the canvas's width would add a horizontal scrollbar at "fit".
      style={{ width: Math.floor(width * scale), height: Math.floor(height * scale) }}
    >
      <div
        className={`${classes.page} ${classes.scaled}`}
        style={page}
        data-testid="editor-canvas-page"
        data-scale={scale.toFixed(4)}
      >
        {children}
      </div>
    </div>
  );
}
