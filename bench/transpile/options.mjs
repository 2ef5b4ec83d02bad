/**
 * The transform options of the transpiler (packages/runtime/src/compile-options.ts, used by
 * apps/server's transpiler). A unit test (transpiler.test.ts) fails if the two drift apart.
 */
export const TRANSFORM_OPTIONS = {
  loader: 'jsx',
  format: 'cjs',
  jsx: 'automatic',
  target: 'es2020',
  sourcefile: 'component.jsx',
  sourcemap: 'inline',
  sourcesContent: false,
};
