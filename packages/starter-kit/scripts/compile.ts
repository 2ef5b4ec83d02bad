/** Writes src/playground-sample.compiled.ts: the playground sample compiled with the transpiler's options. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { compiledModuleSource, TRANSFORM_OPTIONS } from '../src/compile-options.ts';
import { PLAYGROUND_SAMPLE } from '../src/playground-sample.ts';

const { code } = await transform(PLAYGROUND_SAMPLE.code, TRANSFORM_OPTIONS);
const target = new URL('../src/playground-sample.compiled.ts', import.meta.url);
writeFileSync(target, compiledModuleSource(code));
// The repository's formatter owns the layout of every .ts file, generated ones included.
execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(target)], { stdio: 'inherit' });
console.log(`wrote ${target.pathname}`);
