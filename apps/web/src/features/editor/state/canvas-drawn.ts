/**
 * The editor's canvas drew a layout the frame reported (its boxes are committed; the browser paints them next).
 * Work that should not stand between an edit or a switch and the canvas showing it waits for this: a held move's
 * write into the shared document (session/doc-binding.ts), a breakpoint switch reaching the panels
 * (breakpoint-view.ts). One editor is open at a time, so this is one small event.
 */
const listeners = new Set<() => void>();

/** Called by the editor's canvas after each layout it drew. */
export function canvasDrawn(): void {
  for (const listener of [...listeners]) listener();
}

export function onCanvasDrawn(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Calls `run` once, right after the paint that follows the canvas's next drawing (a task queued from the
 * animation frame before that paint), or `maxMs` from now, whichever comes first (frames do not come in a hidden
 * tab, and a canvas that does not move reports nothing). Returns the cancel.
 */
export function afterCanvasDrawn(run: () => void, maxMs: number): () => void {
  let done = false;
  let frame = 0;
  let next: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    if (done) return;
    cancel();
    run();
  };
  const timer = setTimeout(fire, maxMs);
  const stop = onCanvasDrawn(() => {
    stop();
    if (typeof requestAnimationFrame !== 'function') next = setTimeout(fire, 0);
    else
      frame = requestAnimationFrame(() => {
        frame = 0;
        next = setTimeout(fire, 0);
      });
  });
  const cancel = () => {
    done = true;
    clearTimeout(timer);
    clearTimeout(next);
    stop();
    if (frame) cancelAnimationFrame(frame);
  };
  return cancel;
}
