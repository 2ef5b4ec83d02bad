/**
 * Reads the editor canvas's boxes and sends 'editor-layout' reports.
 *
 * Anything that may move a box (a request, a DOM mutation, a resize of the page or the window, an image
 * or font loading, an animation or transition ending) only schedules a measurement; the measurement runs
 * once per animation frame, after React's commit and before paint, and reads every box in one pass with
 * no DOM write in between, so the browser lays out once. A report goes out when a box moved by half a
 * pixel or more, and always after a request, so the console learns that the request was applied.
 *
 * Brick wrappers are `display: contents` and have no box of their own: a brick's box is the one a Range
 * over the wrapper's contents reports, the union of its top-level elements' and text's boxes (see
 * contentsBox for why it is computed child by child).
 */

import { slotAddress } from '@tessera/shared';
import {
  type Layout,
  type MeasuredBrick,
  type MeasuredSlot,
  resolveLayout,
  sameLayout,
} from './editor-layout.ts';
import {
  type Box,
  type EditorFrameReport,
  type EditorRenderMessage,
  isDeviceOnlyPatch,
  isValuesOnlyPatch,
} from './editor-protocol.ts';
import type { EditorStore } from './editor-store.ts';

/** The slot (by address) and brick wrappers currently in the DOM, registered by their ref callbacks. */
export class ElementRegistry {
  readonly slots = new Map<string, HTMLElement>();
  readonly bricks = new Map<string, HTMLElement>();
}

/** When requestAnimationFrame does not run (the console's tab or canvas is hidden), this still reports. */
const FALLBACK_DELAY_MS = 100;

/** Events after which content may have moved; captured on the container, since load and error do not bubble. */
const RESIZING_EVENTS = ['load', 'error', 'loadedmetadata', 'animationend', 'transitionend'] as const;

interface ReporterOptions {
  store: EditorStore;
  registry: ElementRegistry;
  container: HTMLElement;
  post: (message: EditorFrameReport) => void;
}

export class LayoutReporter {
  private readonly range = document.createRange();
  private readonly resizes: ResizeObserver;
  private readonly mutations: MutationObserver;
  private frame = 0;
  private timer = 0;
  private force = false;
  /** The latest request applied; null until the first, before which there is nothing to report. */
  private requestId: number | null = null;
  private last: Layout | null = null;
  /** The container's height at the last measurement. */
  private measuredHeight = -1;

  constructor(private readonly options: ReporterOptions) {
    const { container } = options;
    // Most edits resize the container; the measurement after the edit has seen the new size already.
    this.resizes = new ResizeObserver((entries) => {
      const size = entries.at(-1)?.borderBoxSize[0];
      if (size?.blockSize !== this.measuredHeight) this.schedule();
    });
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

  /**
   * A render request is in the DOM: its layout is measured as soon as what it changed calls for (below).
   */
  afterRequest(message: EditorRenderMessage): void {
    if (isDeviceOnlyPatch(message)) this.acknowledged(message.requestId);
    else if (isValuesOnlyPatch(message)) this.appliedValues(message.requestId);
    else this.applied(message.requestId, message.kind === 'editor-page');
  }

  /**
   * The request is in the DOM (applied inside flushSync): measure now, in the same task, and report once
   * even if nothing moved. Waiting for the next animation frame would add up to a frame to every edit the
   * console is waiting to see; the observers' own measurements that follow find nothing new and stay quiet.
   */
  applied(requestId: number, page = false): void {
    this.requestId = requestId;
    // A new page (also after the console reconnected): its first report carries every box.
    if (page) this.last = null;
    this.force = true;
    // The request's own DOM changes are in this measurement: their records would only schedule a second,
    // identical read of every box in the next frame (3–6 ms on 1 000 bricks).
    this.mutations.takeRecords();
    this.run();
  }

  /**
   * A request that changed only some bricks' values (a keystroke in the inspector): measured right after the
   * browser has painted it instead of before, so the edit reaches the screen without waiting for a read of
   * every box (3-5 ms on 1 000 bricks, in the way of every keystroke). The console's boxes follow a frame
   * later; a measurement already due (a resize, a mutation) still comes at its time.
   */
  appliedValues(requestId: number): void {
    this.requestId = requestId;
    this.force = true;
    this.mutations.takeRecords();
    if (this.frame) return;
    window.clearTimeout(this.timer);
    this.frame = requestAnimationFrame(() => {
      // In this animation frame, before its paint: the read waits for the task after it.
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(this.run, 0);
    });
    this.timer = window.setTimeout(this.run, FALLBACK_DELAY_MS);
  }

  /**
   * A request that moves nothing by itself (a patch carrying only the device: the phone frame's resize
   * follows it): its report waits for the next scheduled measurement, at the new size, instead of laying the
   * page out once more at the old one (a full layout of the page, 75 ms on 1 000 bricks).
   */
  acknowledged(requestId: number): void {
    this.requestId = requestId;
    this.force = true;
    // Not at the next animation frame: the resize may not have reached this document by then, and a
    // measurement at the old width (50 ms on 1 000 bricks) would hold up the one at the new width. The
    // resize schedules the measurement; the timer reports if no resize comes.
    if (!this.frame && !this.timer) this.timer = window.setTimeout(this.run, FALLBACK_DELAY_MS);
  }

  readonly schedule = (): void => {
    if (this.frame) return;
    window.clearTimeout(this.timer);
    this.frame = requestAnimationFrame(this.run);
    this.timer = window.setTimeout(this.run, FALLBACK_DELAY_MS);
  };

  private readonly run = (): void => {
    cancelAnimationFrame(this.frame);
    window.clearTimeout(this.timer);
    this.frame = 0;
    this.timer = 0;
    if (this.requestId === null) return;
    const { slots, height } = this.read();
    const layout = resolveLayout(slots, height);
    const same = sameLayout(this.last, layout);
    if (!this.force && same) return;
    this.force = false;
    if (same) {
      this.options.post({ kind: 'editor-layout-same', requestId: this.requestId });
      return;
    }
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
    // Depth-first, page order: a slot, then the slots of each container in it. Depth is bounded by the
    // content rules (packages/shared MAX_BRICK_DEPTH) and by React's own recursion, which rendered it.
    const measureSlot = (address: string, depth: number) => {
      const wrapper = registry.slots.get(address);
      // A slot its template or container does not render has no place on the page.
      if (!wrapper?.isConnected) return;
      const keys = store.order(address);
      const parent = wrapper.parentElement;
      const bricks: MeasuredBrick[] = [];
      for (const key of keys) {
        const brick = registry.bricks.get(key);
        const box = brick ? contentsBox(brick, this.range, scrollX, scrollY) : null;
        bricks.push(box ? { key, box, drawn: true } : { key, box: NO_BOX, drawn: false });
      }
      slots.push({
        slot: address,
        depth,
        empty: keys.length === 0,
        own: toDocument(wrapper.getBoundingClientRect()),
        parent: parent ? contentBox(parent, toDocument(parent.getBoundingClientRect())) : null,
        ownsParent: parent !== null && parent.firstChild === wrapper && parent.lastChild === wrapper,
        bricks,
      });
      for (const key of keys) {
        for (const name of store.entry(key)?.node.slotNames ?? [])
          measureSlot(slotAddress(key, name), depth + 1);
      }
    };
    for (const slot of store.slotNames()) measureSlot(slot, 1);
    const page = container.getBoundingClientRect();
    this.measuredHeight = page.height;
    return { slots, height: page.bottom + scrollY };
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    window.clearTimeout(this.timer);
    this.frame = 0;
    this.timer = 0;
    this.resizes.disconnect();
    this.mutations.disconnect();
    const { container } = this.options;
    for (const type of RESIZING_EVENTS) container.removeEventListener(type, this.schedule, true);
    window.removeEventListener('resize', this.schedule);
    document.fonts?.removeEventListener('loadingdone', this.schedule);
  }
}

/** What an element or Range without any box reports (CSSOM View). */
function isNoBox(rect: DOMRectReadOnly): boolean {
  return rect.x === 0 && rect.y === 0 && rect.width === 0 && rect.height === 0;
}

const NO_BOX: Box = Object.freeze({ x: 0, y: 0, width: 0, height: 0 });

/**
 * The box `range.selectNodeContents(wrapper); range.getBoundingClientRect()` gives (CSSOM View: the
 * union of the top-level boxes that are not empty, else the first box), moved by the scroll offset; null
 * when the contents have no box at all. Computed child by child because Chromium's Range walks every
 * descendant: on 1000 starter-kit bricks (about 6 elements each) the Range took 29 ms, this 4 ms, with
 * the same boxes. A child without a box of its own (display: contents) is looked into; text needs a Range.
 */
function contentsBox(wrapper: Node, range: Range, scrollX: number, scrollY: number): Box | null {
  const union: BoxUnion = { first: null, left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  addContents(wrapper, range, union);
  const { first, left, top, right, bottom } = union;
  if (left !== Infinity)
    return { x: left + scrollX, y: top + scrollY, width: right - left, height: bottom - top };
  return first
    ? { x: first.x + scrollX, y: first.y + scrollY, width: first.width, height: first.height }
    : null;
}

interface BoxUnion {
  first: DOMRectReadOnly | null;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function addContents(parent: Node, range: Range, union: BoxUnion): void {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    let rect: DOMRectReadOnly;
    if (node.nodeType === Node.ELEMENT_NODE) {
      rect = (node as Element).getBoundingClientRect();
      if (isNoBox(rect)) {
        addContents(node, range, union);
        continue;
      }
    } else if (node.nodeType === Node.TEXT_NODE) {
      range.selectNodeContents(node);
      rect = range.getBoundingClientRect();
      if (isNoBox(rect)) continue;
    } else {
      continue;
    }
    union.first ??= rect;
    if (rect.width === 0 && rect.height === 0) continue;
    union.left = Math.min(union.left, rect.left);
    union.top = Math.min(union.top, rect.top);
    union.right = Math.max(union.right, rect.right);
    union.bottom = Math.max(union.bottom, rect.bottom);
  }
}

function contentBox(element: HTMLElement, border: Box): Box {
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
