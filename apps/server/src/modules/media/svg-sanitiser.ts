import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SvgResult } from './svg.ts';

/** Longer than the largest SVG takes (about 2 s): past it the SVG counts as too large and the thread is replaced. */
const TIMEOUT_MS = 30_000;
/** Room for the largest SVG's document (about 160 MB); past it the thread dies and the SVG counts as too large. */
const HEAP_MB = 512;

/**
 * The worker thread's entry: dist/svg-worker.js beside the bundle (build.mjs), or, when the server runs from
 * source (tsx, Vitest), svg-worker.ts loaded through tsx's loader, registered in the thread first.
 */
function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./svg-worker.js', import.meta.url), options);
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/index\.cjs$/, 'index.mjs');
  const entry = new URL('./svg-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Sanitises SVGs (svg.ts) on a worker thread, one at a time: parsing the largest takes about two seconds and
 * 160 MB, which must neither hold the event loop nor add up. The thread starts with the first SVG and stays
 * (unref'd: it never keeps the process alive); a thread that fails, runs out of memory or over time is replaced,
 * and that SVG is answered as too large.
 */
export function createSvgSanitiser() {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function run(bytes: Uint8Array): Promise<SvgResult> {
    const thread = worker ?? startWorker();
    worker = thread;
    thread.unref();
    return new Promise<SvgResult>((resolve) => {
      const done = (result: SvgResult, broken: boolean) => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onFailure);
        thread.off('exit', onFailure);
        if (broken) {
          if (worker === thread) worker = null;
          void thread.terminate();
        }
        resolve(result);
      };
      const onMessage = (result: SvgResult) => done(result, false);
      const onFailure = () => done({ ok: false, reason: 'tooLarge' }, true);
      const timer = setTimeout(onFailure, TIMEOUT_MS);
      thread.on('message', onMessage);
      thread.once('error', onFailure);
      thread.once('exit', onFailure);
      thread.postMessage(bytes);
    });
  }

  return {
    sanitize(bytes: Uint8Array): Promise<SvgResult> {
      const result = queue.then(() => run(bytes));
      queue = result.catch(() => undefined);
      return result;
    },

    async close(): Promise<void> {
      const thread = worker;
      worker = null;
      await thread?.terminate();
    },
  };
}

export type SvgSanitiser = ReturnType<typeof createSvgSanitiser>;
