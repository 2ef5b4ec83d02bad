import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM file of the benchmark, without types
import { TRANSFORM_OPTIONS as BENCH_OPTIONS } from '../../../../../bench/transpile/options.mjs';
import { compile, TRANSFORM_OPTIONS } from './transpiler.ts';

describe('transpiler', () => {
  it('the benchmark measures the options the server uses', () => {
    expect(BENCH_OPTIONS).toEqual(TRANSFORM_OPTIONS);
  });

  it('reports the first error with 1-based line and column', async () => {
    const result = await compile('const a = 1;\nconst b = a +;\n');
    expect(result).toMatchObject({ ok: false, error: { type: 'SyntaxError', line: 2, column: 14 } });
  });

  it('emits CommonJS with the automatic JSX runtime', async () => {
    const result = await compile('export default () => <p>hi</p>;');
    expect(result.ok && result.compiledCode).toContain('require("react/jsx-runtime")');
  });
});
