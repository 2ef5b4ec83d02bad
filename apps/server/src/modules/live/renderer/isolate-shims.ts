/**
 * Runs first inside the isolate (bundle.ts), before React: what React's server build and ordinary component
 * code expect of a browser that a bare V8 context lacks (docs/decisions/0020). Nothing here waits: a render
 * is one synchronous call, so timers and messages run at once.
 */
export {};

const scope = globalThis as unknown as Record<string, unknown>;

// Nothing a component needs to draw markup, and memory the isolate's heap limit does not watch.
delete scope.WebAssembly;
delete scope.SharedArrayBuffer;
delete scope.Atomics;

scope.setTimeout = (callback: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
  callback(...args);
  return 0;
};
scope.clearTimeout = () => undefined;
scope.queueMicrotask = (callback: () => void) => {
  void Promise.resolve().then(callback);
};

// Components log while they render; React reports errors through console.error.
const ignore = () => undefined;
scope.console = { log: ignore, info: ignore, warn: ignore, error: ignore, debug: ignore };

/** React's scheduler posts to a MessageChannel; here the other port hears it at once. */
class SyncPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: SyncPort | null = null;

  postMessage(data: unknown): void {
    this.peer?.onmessage?.({ data });
  }

  close(): void {}
}

scope.MessageChannel = class MessageChannel {
  readonly port1 = new SyncPort();
  readonly port2 = new SyncPort();

  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
};

/** React's server build encodes its markup chunks when it loads. */
scope.TextEncoder = class TextEncoder {
  readonly encoding = 'utf-8';

  encode(text = ''): Uint8Array {
    const bytes: number[] = [];
    for (const char of text) {
      let code = char.codePointAt(0) ?? 0;
      // A lone surrogate is no character: UTF-8 writes the replacement character instead.
      if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
      if (code < 0x80) bytes.push(code);
      else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
      else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
      else {
        bytes.push(
          0xf0 | (code >> 18),
          0x80 | ((code >> 12) & 63),
          0x80 | ((code >> 6) & 63),
          0x80 | (code & 63),
        );
      }
    }
    return new Uint8Array(bytes);
  }
};
