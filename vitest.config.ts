import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Only the unit project runs in threads; the integration project keeps one fresh process per file (forks).
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          // In worker threads that keep their module graph from one file to the next (poolOptions above): the
          // suite runs in under a minute instead of ~3 on two cores. A test that changes global state resets it.
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/test/**/*.integration.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
