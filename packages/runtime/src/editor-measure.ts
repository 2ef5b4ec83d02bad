/**
 * Reads the editor canvas's boxes and sends 'editor-layout' reports.
 *
 * Anything that may move a box (a request, a DOM mutation, a resize of the page or the window, an image
 * or font loading, an animation or transition ending) only schedules a measurement; the measurement runs
 * once per animation frame, after React's commit and before paint, and reads every box in one pass with
 * no DOM write in between, so the browser lays out once. A report goes out when a box moved by half a
 * pixel or more, and always after a request, so the console learns that the request was applied.
 *
 * Brick wrappers are `display: contents` and have no box of their own: a brick's box is that of a Range
 * over the wrapper's contents, i.e. the union of its top-level elements' and text's boxes.
 */

import {
  type Layout,
  type MeasuredBrick,
  type MeasuredSlot,
  resolveLayout,
  sameLayout,
} from './editor-layout.ts';
import type { FromEditorFrame } from './editor-protocol.ts';
import type { EditorStore } from './editor-store.ts';

/** The slot and brick wrappers currently in the DOM, registered by their ref callbacks. */
export class ElementRegistry {
  readonly slots = new Map<string, HTMLElement>();
  readonly bricks = new Map<string, HTMLElement>();
}

/** When requestAnimationFrame does not run (the console's tab or canvas is hidden), this still reports. */
const FALLBACK_DELAY_MS = 100;

/** Events that do not bubble but may resize content; caught in the capture phase on the container. */
const RESIZING_EVENTS = ['load', 'error', 'loadedmetadata', 'animationend', 'transitionend'] as const;

interface ReporterOptions {
  store: EditorStore;
  registry: ElementRegistry;
  container: HTMLElement;
  post: (message: FromEditorFrame) => void;
}

export class LayoutReporter {
  private readonly range = document.createRange();
  private readonly resizes: ResizeObserver;
  private readonly mutations: MutationObserver;
  private frame = 0;
  private timer = 0;
  private force = false;
  private requestId = 0;
  private last: Layout | null = null;

  constructor(private readonly options: ReporterOptions) {
    const { container } = options;
    this.resizes = new ResizeObserver(this.schedule);
    this.resizes.observe(container);
    this.mutations = new MutationObserver(this.schedule);
    this.mutations.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    for (const type of RESIZING_EVENTS) container.addEventListener(type, this.schedule, true);
    window.addEventListener('resize', this.schedule);
    document.fonts?.addEventListener('loadingdone', this.schedule);
  }

  /** The request is in the DOM: report once even if nothing moved. */
  applied(requestId: number): void {
    this.requestId = requestId;
    this.force = true;
    this.schedule();
  }

  readonly schedule = (): void => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(this.run);
    this.timer = window.setTimeout(this.run, FALLBACK_DELAY_MS);
  };

  private readonly run = (): void => {
    cancelAnimationFrame(this.frame);
    window.clearTimeout(this.timer);
    this.frame = 0;
    const { slots, height } = this.read();
    const layout = resolveLayout(slots, height);
    if (!this.force && sameLayout(this.last, layout)) return;
    this.force = false;
    this.last = layout;
    this.options.post({ kind: 'editor-layout', requestId: this.requestId, ...layout });
  };

  /** The single read pass: rects and computed styles only. */
  private read(): { slots: MeasuredSlot[]; height: number } {
    const { store, registry, container } = this.options;
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;
    const toDocument = (rect: DOMRect) => ({
      x: rect.x + scrollX,
      y: rect.y + scrollY,
      width: rect.width,
      height: rect.height,
    });
    const slots: MeasuredSlot[] = [];
    for (const slot of store.slotNames()) {
      const wrapper = registry.slots.get(slot);
      // A slot the template does not render has no place on the page.
      if (!wrapper?.isConnected) continue;
      const keys = store.order(slot);
      const parent = wrapper.parentElement;
      const bricks: MeasuredBrick[] = [];
      for (const key of keys) {
        const brick = registry.bricks.get(key);
        if (!brick?.firstChild) {
          bricks.push({ key, box: { x: 0, y: 0, width: 0, height: 0 }, drawn: false });
          continue;
        }
        this.range.selectNodeContents(brick);
        const rect = this.range.getBoundingClientRect();
        // A range with no box at all reports an all-zero rect (CSSOM View).
        const drawn = rect.width !== 0 || rect.height !== 0 || rect.x !== 0 || rect.y !== 0;
        bricks.push({ key, box: toDocument(rect), drawn });
      }
      slots.push({
        slot,
        empty: keys.length === 0,
        own: toDocument(wrapper.getBoundingClientRect()),
        parent: parent ? contentBox(parent, toDocument(parent.getBoundingClientRect())) : null,
        ownsParent: parent !== null && parent.firstChild === wrapper && parent.lastChild === wrapper,
        bricks,
      });
    }
    return { slots, height: container.getBoundingClientRect().bottom + scrollY };
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    window.clearTimeout(this.timer);
    this.frame = 0;
    this.resizes.disconnect();
    this.mutations.disconnect();
    const { container } = this.options;
    for (const type of RESIZING_EVENTS) container.removeEventListener(type, this.schedule, true);
    window.removeEventListener('resize', this.schedule);
    document.fonts?.removeEventListener('loadingdone', this.schedule);
  }
}

function contentBox(element: HTMLElement, border: { x: number; y: number; width: number; height: number }) {
  const style = getComputedStyle(element);
  const left = px(style.borderLeftWidth) + px(style.paddingLeft);
  const top = px(style.borderTopWidth) + px(style.paddingTop);
  const right = px(style.borderRightWidth) + px(style.paddingRight);
  const bottom = px(style.borderBottomWidth) + px(style.paddingBottom);
  return {
    x: border.x + left,
    y: border.y + top,
    width: Math.max(0, border.width - left - right),
    height: Math.max(0, border.height - top - bottom),
  };
}

function px(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}
