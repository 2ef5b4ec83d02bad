import { rest } from '../../../lib/rest.ts';
import type { EditorError } from './authoring-rules.ts';
import { toEditorError } from './authoring-rules.ts';

export type TranspileResult =
  | { ok: true; compiledCode: string }
  | { ok: false; error: EditorError }
  /** The request itself failed (too large, offline, unexpected answer): a message, no position. */
  | { ok: false; failure: 'too_large' | 'network' | 'unexpected' };

/**
 * POST /transpile {es6Code}: 200 {compiledCode}, 400 {type, message, line, column} for code that does
 * not compile, 413 over the size limit.
 */
export async function transpile(es6Code: string): Promise<TranspileResult> {
  const response = await rest<{ compiledCode?: unknown; message?: string }>('POST', '/transpile', {
    es6Code,
  });
  if (response.status === 200 && typeof response.data.compiledCode === 'string')
    return { ok: true, compiledCode: response.data.compiledCode };
  if (response.status === 400 && typeof response.data.message === 'string')
    return { ok: false, error: toEditorError(response.data, 'code') };
  if (response.status === 413) return { ok: false, failure: 'too_large' };
  if (response.status === 0) return { ok: false, failure: 'network' };
  return { ok: false, failure: 'unexpected' };
}
