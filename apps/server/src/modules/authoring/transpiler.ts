import { TRANSFORM_OPTIONS } from '@tessera/runtime/compile-options';
import { type Message, type TransformOptions, transform } from 'esbuild';

/** What the transpiler takes at most, in UTF-8 bytes of source (spec: 300 KB of code is refused). */
export const MAX_CODE_BYTES = 256 * 1024;

/**
 * The one set of options every compile uses: the console's preview, saved components and templates and the
 * starter kit all run the same output. CommonJS with the automatic JSX runtime: the sandboxed runtime evaluates
 * it with its own `require` that hands out React and `react/jsx-runtime`.
 */
export { TRANSFORM_OPTIONS };

/** A compile failure as the editors show it. line and column are 1-based (esbuild's column is 0-based). */
export interface CompileError {
  type: 'SyntaxError';
  message: string;
  line: number;
  column: number;
}

export type CompileResult = { ok: true; compiledCode: string } | { ok: false; error: CompileError };

export function codeBytes(code: string): number {
  return Buffer.byteLength(code, 'utf8');
}

function isEsbuildFailure(error: unknown): error is { errors: Message[] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { errors?: unknown }).errors) &&
    (error as { errors: unknown[] }).errors.length > 0
  );
}

/** The first error's text and location; a failure without location points at the start. */
export function toCompileError(error: { errors: Message[] }): CompileError {
  const first = error.errors[0]!;
  return {
    type: 'SyntaxError',
    message: first.text,
    line: first.location?.line ?? 1,
    column: (first.location?.column ?? 0) + 1,
  };
}

/** Compiles JSX source with the server's options. Anything but a compile error is rethrown (a 500). */
export async function compile(
  code: string,
  options: TransformOptions = TRANSFORM_OPTIONS,
): Promise<CompileResult> {
  try {
    const result = await transform(code, options);
    return { ok: true, compiledCode: result.code };
  } catch (error) {
    if (isEsbuildFailure(error)) return { ok: false, error: toCompileError(error) };
    throw error;
  }
}

/**
 * The same source as ES modules, for reading its shape (the default export's parameters): esbuild normalises
 * every form of default export to `export { name as default }` and strips JSX, comments and formatting.
 */
export async function compileToModule(code: string): Promise<CompileResult> {
  return compile(code, { ...TRANSFORM_OPTIONS, format: 'esm' });
}
