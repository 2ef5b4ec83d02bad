import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has left: the answer's timing then says nothing about what the work found (a
 * password reset for an account that exists answers as fast as one for an address that does not). Failures are
 * the operator's to see; `idle()` lets a clean shutdown (and a test) wait for what is still running.
 */
export function createBackground(logger: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(label: string, work: () => Promise<void>): void {
      const task = (async () => {
        // Starts on the next turn of the event loop, never inside the request that asked for it.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await work();
      })()
        .catch((error: unknown) => logger.error({ err: error }, `${label} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
