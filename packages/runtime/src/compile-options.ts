import type { TransformOptions } from 'esbuild';

/**
 * How component and template code is compiled, for the runtime to load: CommonJS (evaluated with the
 * runtime's own `require`) with the automatic JSX runtime, and an inline source map without sources so a
 * runtime error maps back to the author's line and column. The server's transpiler and the starter kit
 * both use these options; bench/transpile keeps a copy checked by a unit test.
 */
export const TRANSFORM_OPTIONS = {
  loader: 'jsx',
  format: 'cjs',
  jsx: 'automatic',
  target: 'es2020',
  sourcefile: 'component.jsx',
  sourcemap: 'inline',
  sourcesContent: false,
} as const satisfies TransformOptions;
