/**
 * One canvas's view state outside React's props: the latest layout the frame reported, the selected
 * brick and the hovered one. Overlays subscribe to just the slice they draw, so a hover or a new layout
 * re-renders an overlay, not the canvas, and each of the many brick boxes re-renders only when its own
 * `selected` flips.
 */
import type { FromEditorFrame } from '@tessera/runtime/editor-protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Band } from './visible-band.ts';

export interface CanvasView {
  /** The latest layout of the page currently shown; null until the frame reported one. */
  readonly layout: FromEditorFrame | null;
  readonly selectedId: string | null;
  /** The selected template slot (where a paste lands), or null. */
  readonly selectedSlot: string | null;
  /** Height of the visible part of the canvas (the scroll area), in CSS pixels. */
  readonly viewportHeight: number;
  /** Its width, without the scrollbar: what "fit" scales the desktop page to. */
  readonly viewportWidth: number;
  /** The stretch of the page the plain brick boxes are drawn for (visible-band.ts); null: not measured. */
  readonly band: Band | null;
}

export interface CanvasHover {
  readonly hovered: string | null;
}

export interface CanvasStores {
  readonly view: StoreApi<CanvasView>;
  /** Apart from the view: pointer moves change it all the time and nothing else needs to listen. */
  readonly hover: StoreApi<CanvasHover>;
}

export function createCanvasStores(): CanvasStores {
  return {
    view: createStore<CanvasView>(() => ({
      layout: null,
      selectedId: null,
      selectedSlot: null,
      viewportHeight: 0,
      viewportWidth: 0,
      band: null,
    })),
    hover: createStore<CanvasHover>(() => ({ hovered: null })),
  };
}
