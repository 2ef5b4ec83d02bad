/**
 * The live renderer's child process (renderer.ts): the only process that loads isolated-vm. It builds the
 * isolate's script, says it is ready, then draws one page per message, in order.
 */
import type { LiveRenderInput, LiveRenderOutput } from '@tessera/shared';
import { renderPage } from './render-page.ts';
import { Sandbox } from './sandbox.ts';

export type ToWorker = { kind: 'render'; input: LiveRenderInput };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'rendered'; output: LiveRenderOutput }
  // A fault of the renderer itself, never of a page's code.
  | { kind: 'failed'; message: string };

function send(message: FromWorker): void {
  process.send?.(message);
}

// The server went away: nothing is left to render for.
process.on('disconnect', () => process.exit(0));

const sandbox = await Sandbox.create();

process.on('message', (message: ToWorker) => {
  try {
    send({ kind: 'rendered', output: renderPage(sandbox, message.input) });
  } catch (error) {
    send({
      kind: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  setImmediate(() => sandbox.prepare());
});
send({ kind: 'ready' });
