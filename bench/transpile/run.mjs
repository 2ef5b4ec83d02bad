#!/usr/bin/env node
/**
 * Transpile benchmark: esbuild.transform of a 500-line JSX component with the server's exact options,
 * 20 warm-ups then 200 timed runs. Prints median, p95, min and max in ms with the machine, and writes
 * bench/results/transpile.json. Run from the repository root: node bench/transpile/run.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { version as esbuildVersion, transform } from 'esbuild';
import { generateComponent } from './component.mjs';
import { TRANSFORM_OPTIONS } from './options.mjs';

const WARMUPS = 20;
const RUNS = 200;
const LINES = 500;
const TARGET_MEDIAN_MS = 20;

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../results/transpile.json');

const code = generateComponent(LINES);
const lineCount = code.trimEnd().split('\n').length;

// The component must compile: a benchmark of an error path would measure nothing useful.
const check = await transform(code, TRANSFORM_OPTIONS);
if (!check.code.includes('require("react/jsx-runtime")')) throw new Error('unexpected output');

for (let i = 0; i < WARMUPS; i++) await transform(code, TRANSFORM_OPTIONS);
const samples = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  await transform(code, TRANSFORM_OPTIONS);
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const quantile = (q) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)];
const round = (ms) => Math.round(ms * 1000) / 1000;

const result = {
  benchmark: 'esbuild.transform of a 500-line JSX component (server options)',
  command: 'node bench/transpile/run.mjs',
  date: new Date().toISOString(),
  input: {
    lines: lineCount,
    bytes: Buffer.byteLength(code, 'utf8'),
    outputBytes: Buffer.byteLength(check.code),
  },
  options: TRANSFORM_OPTIONS,
  warmups: WARMUPS,
  runs: RUNS,
  ms: {
    median: round((samples[RUNS / 2 - 1] + samples[RUNS / 2]) / 2),
    p95: round(quantile(0.95)),
    min: round(samples[0]),
    max: round(samples.at(-1)),
  },
  targetMedianMs: TARGET_MEDIAN_MS,
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    totalMemoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    esbuild: esbuildVersion,
  },
};
result.pass = result.ms.median < TARGET_MEDIAN_MS;

mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);

console.log(`command: ${result.command}`);
console.log(
  `machine: ${result.machine.cpu}, ${result.machine.cores} cores, ${result.machine.totalMemoryGiB} GiB, node ${result.machine.node}, esbuild ${result.machine.esbuild}`,
);
console.log(`input:   ${result.input.lines} lines, ${result.input.bytes} bytes`);
console.log(`runs:    ${RUNS} after ${WARMUPS} warm-ups`);
console.log(
  `median ${result.ms.median} ms | p95 ${result.ms.p95} ms | min ${result.ms.min} ms | max ${result.ms.max} ms`,
);
console.log(`target:  median < ${TARGET_MEDIAN_MS} ms: ${result.pass ? 'PASS' : 'FAIL'}`);
console.log(`written: ${path.relative(process.cwd(), resultsFile)}`);
if (!result.pass) process.exitCode = 1;
