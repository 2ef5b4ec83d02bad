import { LIVE_RENDER_LIMITS, type LiveRenderErrorType, type ResponsiveProps } from '@tessera/shared';
import ivm from 'isolated-vm';
import { isolateScript } from './bundle.ts';
import type { IsolateRenderer, SlotMarkup } from './isolate-entry.ts';

/** Why a node drew nothing. */
export interface Failure {
  type: LiveRenderErrorType;
  message: string;
}

/** Drawn markup, and why the node's component drew nothing if it failed. */
export interface Drawn {
  html: string;
  error: Failure | null;
}

/**
 * A call into the isolate that did not come back: it ran out of time or memory, or something escaped the
 * renderer's own error handling. The context may be left half-way through anything: use a new one.
 */
export class SandboxFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

const CLASSIFIED: ReadonlySet<string> = new Set(['Error', 'TypeError', 'ReferenceError', 'SyntaxError']);

/** A failure from what the isolate or isolated-vm said: a known type, the first line of at most 500 characters. */
function failureOf(type: unknown, message: unknown): Failure {
  const name = String(type);
  return {
    type: CLASSIFIED.has(name) ? (name as LiveRenderErrorType) : 'Error',
    message: (String(message).split('\n', 1)[0] ?? '').slice(0, 500),
  };
}

/** The isolate's answers are checked for shape: its code shares the context with the page's modules. */
function failureFrom(value: unknown): Failure {
  const { type, message } = (value ?? {}) as { type?: unknown; message?: unknown };
  return failureOf(type, message);
}

function drawnFrom(value: unknown): Drawn {
  const { html, error } = (value ?? {}) as { html?: unknown; error?: unknown };
  if (typeof html !== 'string') {
    throw new SandboxFailure({ type: 'Error', message: 'The renderer returned no markup' });
  }
  return { html, error: error ? failureFrom(error) : null };
}

/** Values per breakpoint as the isolate takes them: '' for none (all content saved before them). */
const json = (responsive: ResponsiveProps | undefined) => (responsive ? JSON.stringify(responsive) : '');

type Call = ivm.Reference<(...args: unknown[]) => unknown>;

/** Running the renderer's script: React and the runtime load in about 20 ms. */
const SCRIPT_TIMEOUT_MS = 2_000;

/**
 * One context of the isolate with the renderer (isolate-entry.ts) loaded, and the modules loaded into it since.
 * The renderer's functions are taken before any module runs, and its global is removed, so module code cannot
 * put itself between the sandbox and the renderer.
 */
export class PageContext {
  private readonly context: ivm.Context;
  private readonly calls: Record<keyof IsolateRenderer, Call>;

  constructor(
    private readonly isolate: ivm.Isolate,
    script: ivm.Script,
  ) {
    this.context = isolate.createContextSync();
    script.runSync(this.context, { timeout: SCRIPT_TIMEOUT_MS });
    const renderer = this.context.global.getSync('__tessera', { reference: true });
    this.calls = {
      begin: renderer.getSync('begin', { reference: true }),
      stylesheet: renderer.getSync('stylesheet', { reference: true }),
      load: renderer.getSync('load', { reference: true }),
      brick: renderer.getSync('brick', { reference: true }),
      page: renderer.getSync('page', { reference: true }),
    };
    renderer.release();
    this.context.global.deleteSync('__tessera');
  }

  /** Starts the page's drawing here: an empty stylesheet, custom properties named in `namespace`. */
  begin(namespace: string): void {
    this.call(this.calls.begin, [namespace]);
  }

  /** The stylesheet of the values per breakpoint drawn here since begin. */
  stylesheet(): string {
    const css = this.call(this.calls.stylesheet, []);
    if (typeof css !== 'string') {
      throw new SandboxFailure({ type: 'Error', message: 'The renderer returned no stylesheet' });
    }
    return css;
  }

  /** Runs a module's code; null when it exports a component. */
  load(id: string, compiledCode: string): Failure | null {
    const result = this.call(this.calls.load, [id, compiledCode]);
    return result === null ? null : failureFrom(result);
  }

  /** A brick in its wrapper, around its slots' markup; an empty wrapper when `id` is null or it throws. */
  brick(
    key: string,
    id: string | null,
    props: Record<string, unknown>,
    slots: SlotMarkup[] = [],
    responsive?: ResponsiveProps,
  ): Drawn {
    return drawnFrom(
      this.call(this.calls.brick, [key, id, JSON.stringify(props), JSON.stringify(slots), json(responsive)]),
    );
  }

  /** The template around the slots' markup; the slots stacked when `id` is null or the template throws. */
  page(
    id: string | null,
    props: Record<string, unknown>,
    slots: SlotMarkup[],
    responsive?: ResponsiveProps,
  ): Drawn {
    return drawnFrom(
      this.call(this.calls.page, [id, JSON.stringify(props), JSON.stringify(slots), json(responsive)]),
    );
  }

  release(): void {
    if (!this.isolate.isDisposed) this.context.release();
  }

  private call(call: Call, args: unknown[]): unknown {
    try {
      return call.applySync(undefined, args, {
        arguments: { copy: true },
        result: { copy: true },
        timeout: LIVE_RENDER_LIMITS.renderTimeoutMs,
      });
    } catch (error) {
      throw new SandboxFailure(this.describe(error));
    }
  }

  private describe(error: unknown): Failure {
    if (this.isolate.isDisposed) {
      return { type: 'Memory', message: `Used more than ${LIVE_RENDER_LIMITS.memoryMb} MB of memory` };
    }
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: error };
    if (message === 'Script execution timed out.') {
      return { type: 'Timeout', message: `Ran for more than ${LIVE_RENDER_LIMITS.renderTimeoutMs} ms` };
    }
    return failureOf(name, message);
  }
}

/**
 * The warm isolate, with the renderer's script compiled once; each page gets a context of its own, where the
 * script runs again: nothing a page's modules did is left for the next page. Running it takes about 20 ms, so
 * the next page's context is made ahead, while the process waits. An isolate disposed for going over its
 * memory limit is replaced on the next context.
 */
export class Sandbox {
  private isolate: ivm.Isolate | null = null;
  private script: ivm.Script | null = null;
  private spare: PageContext | null = null;

  private constructor(private readonly code: string) {}

  static async create(): Promise<Sandbox> {
    const sandbox = new Sandbox(await isolateScript());
    sandbox.prepare();
    return sandbox;
  }

  /** Makes the next page's context now, if there is none waiting. */
  prepare(): void {
    this.spare ??= this.context();
  }

  /**
   * A new context: nothing of any earlier page, and no module yet. An isolate whose heap holds more than half its
   * limit (contexts of earlier pages not yet collected) is replaced first: a page is measured against its own
   * memory, never failed for what the pages before it left behind.
   */
  open(): PageContext {
    if (this.isolate && !this.isolate.isDisposed && this.crowded(this.isolate)) {
      this.spare = null;
      this.isolate.dispose();
    }
    const spare = this.spare;
    this.spare = null;
    return spare ?? this.context();
  }

  private crowded(isolate: ivm.Isolate): boolean {
    const { used_heap_size, externally_allocated_size } = isolate.getHeapStatisticsSync();
    return used_heap_size + externally_allocated_size > (LIVE_RENDER_LIMITS.memoryMb * 1024 * 1024) / 2;
  }

  private context(): PageContext {
    if (!this.isolate || !this.script || this.isolate.isDisposed) {
      this.isolate = new ivm.Isolate({ memoryLimit: LIVE_RENDER_LIMITS.memoryMb });
      this.script = this.isolate.compileScriptSync(this.code, { filename: 'tessera-live-renderer.js' });
    }
    return new PageContext(this.isolate, this.script);
  }
}
