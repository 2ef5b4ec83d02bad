/**
 * The test helpers (apps/server/test) check GraphQL answers with vitest's `expect`, and importing `vitest` outside
 * its runner throws. The benchmark's server process sets its site up with those same helpers, so this hook gives
 * them `expect` from the parts vitest builds it from (chai with vitest's Jest matchers): same matchers, no runner.
 * Loaded with `node --import tsx --import ./bench/forms/vitest-expect.mjs`.
 */
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'vitest') return { url: ${JSON.stringify(new URL('./vitest-expect-shim.mjs', import.meta.url).href)}, shortCircuit: true };
  return next(specifier, context);
}`),
);
