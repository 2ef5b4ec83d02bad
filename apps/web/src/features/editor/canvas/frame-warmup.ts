/**
 * The canvas frame, started before the canvas exists (docs/decisions/0013-editor-startup.md).
 *
 * Opening the editor used to be strictly sequential: the page's data arrived, the canvas mounted, and only
 * then did the browser start a renderer for the sandboxed frame, fetch /frame.html and its script and run
 * it (~650 ms on the benchmark machine) before the page could even be sent. Now the editor route starts the
 * frame as soon as it is navigated to, parked out of sight under <body>, and the canvas adopts it with
 * `Node.moveBefore`, which moves an iframe without reloading it. Where the browser cannot move an iframe
 * that way nothing is parked: the canvas creates its frame as before.
 */
import { parseFromFrame } from '@tessera/runtime/protocol';
import { FRAME_URL } from '../../../components/sandbox-preview.tsx';
import { decodeFrameData } from './frame-data.ts';

/** A parked frame nobody adopted within this time (the user went elsewhere) is thrown away. */
export const WARM_FRAME_TTL_MS = 30_000;

interface MovableParent {
  moveBefore(node: Node, child: Node | null): void;
}

interface WarmFrame {
  iframe: HTMLIFrameElement;
  ready: boolean;
  onMessage: (event: MessageEvent) => void;
  timer: number;
}

let warm: WarmFrame | null = null;

/** A fresh canvas frame element: sandboxed to scripts only, so its origin is opaque (decision 0007). */
export function createCanvasIframe(): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.referrerPolicy = 'no-referrer';
  iframe.tabIndex = -1;
  iframe.dataset.testid = 'editor-canvas-frame';
  iframe.src = FRAME_URL;
  return iframe;
}

function canMoveFrames(): boolean {
  return typeof Element !== 'undefined' && 'moveBefore' in Element.prototype;
}

function discard(frame: WarmFrame): void {
  window.removeEventListener('message', frame.onMessage);
  window.clearTimeout(frame.timer);
  frame.iframe.remove();
  if (warm === frame) warm = null;
}

/** Starts loading a canvas frame out of sight, unless one is already parked or frames cannot be moved. */
export function warmCanvasFrame(): void {
  if (warm || !canMoveFrames() || !document.body) return;
  const iframe = createCanvasIframe();
  iframe.setAttribute('aria-hidden', 'true');
  // Laid out (a frame that is display:none may be deprioritised) but invisible and out of the way.
  iframe.style.cssText =
    'position:fixed;left:-10000px;top:0;width:1024px;height:768px;border:0;visibility:hidden;pointer-events:none';
  const frame: WarmFrame = {
    iframe,
    ready: false,
    onMessage: (event) => {
      if (event.source !== iframe.contentWindow) return;
      if (parseFromFrame(decodeFrameData(event.data))?.kind === 'ready') frame.ready = true;
    },
    timer: window.setTimeout(() => discard(frame), WARM_FRAME_TTL_MS),
  };
  window.addEventListener('message', frame.onMessage);
  document.body.appendChild(iframe);
  warm = frame;
}

/**
 * Moves the parked frame into `host` without reloading it and hands it over, with whether it has already
 * said 'ready' (that message went to the parking listener, not to the canvas). Null when none is parked or
 * the move fails; the caller then creates a frame of its own.
 */
export function adoptWarmFrame(host: HTMLElement): { iframe: HTMLIFrameElement; ready: boolean } | null {
  const frame = warm;
  if (!frame) return null;
  window.removeEventListener('message', frame.onMessage);
  window.clearTimeout(frame.timer);
  warm = null;
  try {
    (host as unknown as MovableParent).moveBefore(frame.iframe, null);
  } catch {
    frame.iframe.remove();
    return null;
  }
  frame.iframe.removeAttribute('style');
  frame.iframe.removeAttribute('aria-hidden');
  return { iframe: frame.iframe, ready: frame.ready };
}
