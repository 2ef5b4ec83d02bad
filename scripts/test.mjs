// `npm test`: lint, type-check, unit, API integration (PGlite; PostgreSQL too in CI) and e2e, in order.
// Ends with one line "tests: N passed, N failed" summing every runner.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { banner, readJson, run } from './lib.mjs';

const reportDir = path.resolve('test-results/reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const env = { REPORT_DIR: reportDir };

const steps = [
  ['Lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['Type-check', 'npm', ['run', 'typecheck']],
  [
    'Unit tests',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/unit.json`,
    ],
  ],
  ['API integration tests', 'node', ['scripts/integration.mjs']],
  ['End-to-end tests', 'node', ['scripts/e2e.mjs']],
];

const started = Date.now();
let failedStep;
for (const [name, command, args] of steps) {
  banner(name);
  const code = await run(command, args, { env });
  if (code !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'integration-pglite', 'integration-postgres']) {
  const report = readJson(`${reportDir}/${name}.json`);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
const e2e = readJson(`${reportDir}/e2e.json`);
if (e2e) {
  const ok = (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  const bad = e2e.stats.unexpected ?? 0;
  passed += ok;
  failed += bad;
  console.log(`e2e: ${ok} passed, ${bad} failed`);
}
if (failedStep) {
  console.error(`\n${failedStep} failed.`);
  failed = Math.max(failed, 1);
}
console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
