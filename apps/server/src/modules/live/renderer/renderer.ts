import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  LIVE_RENDER_LIMITS,
  type LiveRenderErrorType,
  type LiveRenderInput,
  type LiveRenderOutput,
} from '@tessera/shared';
import type { FromWorker, ToWorker } from './live-render-worker.ts';

/** Past the page's own limit, for the child's start and the copies both ways; then the child is killed. */
const RENDER_TIMEOUT_MS = LIVE_RENDER_LIMITS.pageTimeoutMs + 5_000;

/**
 * The child's entry: dist/live-render-worker.js beside the bundle (build.mjs), or, when the server runs from
 * source (tsx, Vitest), live-render-worker.ts through tsx's loader. isolated-vm needs Node's own startup
 * snapshot off. The child gets no environment: no secret of the server's reaches the process that runs
 * organizations' code.
 */
function startChild(): ChildProcess {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './live-render-worker.ts' : './live-render-worker.js', import.meta.url);
  const execArgv = ['--no-node-snapshot'];
  if (fromSource) {
    execArgv.push('--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href);
  }
  return fork(fileURLToPath(entry), [], {
    execArgv,
    env: {},
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The page as nothing but the template's error, when the child could not answer. */
function failedPage(input: LiveRenderInput, type: LiveRenderErrorType, message: string): LiveRenderOutput {
  const { key, moduleId } = input.template;
  return { html: '', stylesheet: '', errors: [{ key, moduleId, type, message }] };
}

interface Worker {
  child: ChildProcess;
  /** Its sandbox is built: from then on, its exit is a page's doing, not a broken install. */
  ready: boolean;
}

/**
 * Renders live pages in a child process (live-render-worker.ts), one at a time. The child starts with the
 * first render and stays, unref'd (it never keeps the server alive); when it exits, crashes or overruns
 * RENDER_TIMEOUT_MS it is killed and the next render starts a new one. A page's code failing never throws:
 * it comes back in `errors`. Only a renderer that cannot start, or fails itself, throws.
 */
export function createLiveRenderer() {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  function startWorker(): Worker {
    const started: Worker = { child: startChild(), ready: false };
    const forget = () => {
      if (worker === started) worker = null;
    };
    started.child.once('exit', forget);
    started.child.on('error', forget);
    started.child.unref();
    started.child.channel?.unref();
    return started;
  }

  function run(input: LiveRenderInput): Promise<LiveRenderOutput> {
    const current = worker ?? startWorker();
    worker = current;
    const { child } = current;
    const request: ToWorker = { kind: 'render', input };
    return new Promise<LiveRenderOutput>((resolve, reject) => {
      const settle = (finish: () => void, kill: boolean) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onExit);
        if (kill) {
          if (worker === current) worker = null;
          child.kill('SIGKILL');
        }
        finish();
      };
      const onMessage = (message: FromWorker) => {
        if (message.kind === 'ready') {
          current.ready = true;
          child.send(request);
        } else if (message.kind === 'rendered') {
          settle(() => resolve(message.output), false);
        } else {
          settle(() => reject(new Error(`The live renderer failed: ${message.message}`)), true);
        }
      };
      const onExit = () => {
        if (current.ready) {
          settle(
            () => resolve(failedPage(input, 'Error', 'The renderer stopped while drawing the page')),
            true,
          );
        } else {
          settle(() => reject(new Error('The live renderer could not start')), true);
        }
      };
      const timer = setTimeout(
        () => settle(() => resolve(failedPage(input, 'Timeout', 'The page took too long to render')), true),
        RENDER_TIMEOUT_MS,
      );
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.once('error', onExit);
      if (current.ready) child.send(request);
    });
  }

  return {
    render(input: LiveRenderInput): Promise<LiveRenderOutput> {
      const result = queue.then(() => run(input));
      queue = result.catch(() => undefined);
      return result;
    },

    async close(): Promise<void> {
      const child = worker?.child;
      worker = null;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

export type LiveRenderer = ReturnType<typeof createLiveRenderer>;
