/**
 * The canvas's pointer input. The iframe has `pointer-events: none`, so the interaction layer over it gets
 * every pointer event; positions are divided by the page's scale on their way into the layer, whose
 * coordinates are the frame's reported boxes. Hover and click (a press released where it started) hit-test
 * those boxes (the innermost brick, or a slot where no brick is), and the drag and drop bridge gets a drop
 * surface that turns a pointer position into a slot and an index (never one inside the dragged brick).
 */
import { type PointerEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { ACTIVATION_DISTANCE, type DndBridge, type DropSurface } from '../dnd/dnd-bridge.ts';
import { dropTargetAt } from '../dnd/drop-target.ts';
import type { Selection } from '../model/types.ts';
import type { BrickLookup } from './canvas-overlays.tsx';
import type { CanvasStores } from './canvas-store.ts';
import { brickAt, type Point, selectionAt } from './hit-test.ts';

export interface CanvasPointerInput {
  readonly stores: CanvasStores;
  readonly bridge: DndBridge | null;
  /** The canvas's scroll container: only what is seen in it takes a drop. */
  readonly scrollerRef: RefObject<HTMLDivElement | null>;
  /** The interaction layer, as large as the page laid out, drawn at the page's scale. */
  readonly layerRef: RefObject<HTMLDivElement | null>;
  /** The scale the page is drawn at now. */
  currentScale(): number;
  /** The canvas's latest props, read when an event arrives. */
  readonly latest: RefObject<{
    readonly bricks: BrickLookup;
    readonly previewing: boolean;
    readonly readOnly: boolean;
    onSelect(selection: Selection): void;
  }>;
}

/** The interaction layer's pointer handlers; also lends the drag and drop bridge the canvas's drop surface. */
export function useCanvasPointer({
  stores,
  bridge,
  scrollerRef,
  layerRef,
  currentScale,
  latest,
}: CanvasPointerInput) {
  // Screen to layer coordinates: the layer's on-screen box is the scaled page.
  const toLayer = useCallback(
    (client: Point): Point | null => {
      const rect = layerRef.current?.getBoundingClientRect();
      const factor = currentScale();
      return rect ? { x: (client.x - rect.left) / factor, y: (client.y - rect.top) / factor } : null;
    },
    [currentScale, layerRef],
  );

  useEffect(() => {
    if (!bridge) return;
    const surface: DropSurface = {
      hitAt: (client) => {
        const scroller = scrollerRef.current;
        const layout = stores.view.getState().layout;
        if (!scroller || !layout || latest.current.previewing) return null;
        // The layer is as tall as the page and runs on past the visible canvas: only what is seen counts.
        const visible = scroller.getBoundingClientRect();
        if (client.x < visible.left || client.x > visible.right) return null;
        if (client.y < visible.top || client.y > visible.bottom) return null;
        const point = toLayer(client);
        const source = bridge.store.getState().source;
        return point ? dropTargetAt(point, layout, source?.kind === 'brick' ? source.brickId : null) : null;
      },
      scroller: () => scrollerRef.current,
    };
    bridge.surface = surface;
    return () => {
      if (bridge.surface === surface) bridge.surface = null;
    };
  }, [bridge, stores, toLayer, scrollerRef, latest]);

  const brickUnder = useCallback(
    (event: { clientX: number; clientY: number }): string | null => {
      const layout = stores.view.getState().layout;
      const point = toLayer({ x: event.clientX, y: event.clientY });
      if (!layout || !point) return null;
      const key = brickAt(point, layout.bricks)?.key ?? null;
      // A layout a step behind the store may still show a brick that is gone.
      return key !== null && latest.current.bricks.has(key) ? key : null;
    },
    [stores, toLayer, latest],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if (bridge?.store.getState().source) return;
      const hovered = brickUnder(event);
      if (stores.hover.getState().hovered !== hovered) stores.hover.setState({ hovered });
    },
    [bridge, brickUnder, stores],
  );

  const onPointerLeave = useCallback(() => stores.hover.setState({ hovered: null }), [stores]);

  // Selection happens on the release of a press that did not travel (a click), read from pointer events
  // rather than 'click': dnd-kit swallows every click for a moment after a drag ends, which would drop a
  // quick selection right after a drop.
  const press = useRef<{ id: number; x: number; y: number } | null>(null);

  const onPointerDown = useCallback((event: PointerEvent<HTMLDivElement>) => {
    const onControl = event.target instanceof Element && event.target.closest('[data-canvas-control]');
    press.current =
      event.button === 0 && event.isPrimary && !onControl
        ? { id: event.pointerId, x: event.clientX, y: event.clientY }
        : null;
  }, []);

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const pressed = press.current;
      press.current = null;
      if (!pressed || pressed.id !== event.pointerId) return;
      if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) >= ACTIVATION_DISTANCE) return;
      if (bridge?.store.getState().source) return;
      // The innermost brick, or a slot where no brick is (an empty one, a container's, or the gap below a
      // slot's bricks): the slot, where a paste then lands (decision 0031).
      const layout = stores.view.getState().layout;
      const point = toLayer({ x: event.clientX, y: event.clientY });
      // A layout a step behind the store may still show a brick that is gone.
      const picked =
        layout && point ? selectionAt(point, layout, (id) => latest.current.bricks.has(id)) : null;
      latest.current.onSelect(picked?.kind === 'slot' && latest.current.readOnly ? null : picked);
    },
    [bridge, stores, toLayer, latest],
  );

  return { onPointerMove, onPointerLeave, onPointerDown, onPointerUp };
}
