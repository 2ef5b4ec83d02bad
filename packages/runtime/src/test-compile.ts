/** Test helper: compiles JSX the way the server's transpiler does (apps/server authoring/transpiler.ts). */
import { type TransformOptions, transform } from 'esbuild';

export const SERVER_TRANSFORM_OPTIONS = {
  loader: 'jsx',
  format: 'cjs',
  jsx: 'automatic',
  target: 'es2020',
  sourcefile: 'component.jsx',
} as const satisfies TransformOptions;

export async function compileJsx(code: string, extra: TransformOptions = {}): Promise<string> {
  return (await transform(code, { ...SERVER_TRANSFORM_OPTIONS, ...extra })).code;
}
