/**
 * What the drag-and-drop provider and the canvas share. dnd-kit only sees the left panel's items, the
 * selected brick and one droppable per slot; where exactly a drop lands is the canvas's business, since
 * only it knows where the frame's reported boxes are on screen. The canvas registers a surface that turns a
 * viewport point into a drop target, and both sides read the drag's state from one small store, so a
 * pointer move re-renders the indicator and the slot outlines, not the canvas.
 */
import { createContext, useContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Point } from '../canvas/hit-test.ts';
import type { DragSource } from '../model/types.ts';
import type { DropHit } from './drop-target.ts';

/** A click must still select: a drag starts only once the pointer moved this far with the button down. */
export const ACTIVATION_DISTANCE = 4;

/** The canvas as a place to drop on. */
export interface DropSurface {
  /** The drop target under a viewport point, or null outside every slot (or outside the visible canvas). */
  hitAt(client: Point): DropHit | null;
  /** The element that scrolls the page (the canvas, or the phone's screen). */
  scroller(): HTMLElement | null;
}

export interface DragState {
  /** What is being dragged; null when no drag is on. */
  readonly source: DragSource | null;
  /** Where it would land now. */
  readonly hit: DropHit | null;
  /** Dragging is off (viewers). */
  readonly disabled: boolean;
}

export interface DndBridge {
  readonly store: StoreApi<DragState>;
  /** The canvas registers itself here while it is mounted. */
  surface: DropSurface | null;
}

export function createDndBridge(): DndBridge {
  return {
    store: createStore<DragState>(() => ({ source: null, hit: null, disabled: false })),
    surface: null,
  };
}

export const DndBridgeContext = createContext<DndBridge | null>(null);

/** The bridge of the enclosing EditorDndProvider; null when there is none (a canvas shown on its own). */
export function useDndBridge(): DndBridge | null {
  return useContext(DndBridgeContext);
}

/** Draggable ids: one per left-panel component and prefab, and one for the selected brick. */
export function draggableId(source: DragSource): string {
  switch (source.kind) {
    case 'component':
      return `component:${source.componentId}`;
    case 'prefab':
      return `prefab:${source.prefabId}`;
    case 'brick':
      return `brick:${source.brickId}`;
  }
}

export function droppableId(slot: string): string {
  return `slot:${slot}`;
}

export function sameHit(a: DropHit | null, b: DropHit | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.slot === b.slot &&
    a.index === b.index &&
    a.indicator.x === b.indicator.x &&
    a.indicator.y === b.indicator.y &&
    a.indicator.width === b.indicator.width &&
    a.indicator.height === b.indicator.height
  );
}
