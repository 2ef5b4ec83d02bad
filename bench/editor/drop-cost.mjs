#!/usr/bin/env node
/**
 * What a drop costs the server, and what that does to the reorder figure (issue 23's reorder tail, bench/README
 * "The reorder and the server's store"). Three sides, one after the other in one headless Chromium: the commit
 * before breakpoints (d2c27f8, built by `compare.mjs --responsive` in /tmp/tessera-before-responsive) on the flat
 * page, this checkout on the flat page, and this checkout on the responsive page. Each takes RUNS drops back to
 * back (as the bench did before each drop waited for a quiet server) and then RUNS drops each after the server is
 * quiet; the server's CPU time during the back-to-back drops is read from /proc. Writes
 * bench/results/editor-drop-cost.json. From the repository root after `npm run build`:
 *   node bench/editor/drop-cost.mjs [--runs N]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS as ARGS,
  benchKit,
  CHROMIUM,
  createBenchApp,
  createBenchPage,
  machine,
  root,
  signUpBenchUser,
  startBuiltServer,
  stats,
  waitForQuiet,
} from '../lib.mjs';
import { markReady, measureReorder } from './measures.mjs';
import { buildPageContent, buildResponsivePageContent } from './page.mjs';

const at = process.argv.indexOf('--runs');
const RUNS = at > 0 ? Number(process.argv[at + 1]) : 30;
const BEFORE = '/tmp/tessera-before-responsive';
const SIDES = [
  { name: 'd2c27f8, flat page', cwd: BEFORE, port: 4395, responsive: false },
  { name: 'this checkout, flat page', cwd: root, port: 4396, responsive: false },
  { name: 'this checkout, responsive page', cwd: root, port: 4397, responsive: true },
];

/** CPU seconds a process has used (Linux /proc). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measureSide(browser, side) {
  const base = `http://localhost:${side.port}`;
  const started = startBuiltServer({ port: side.port, base, tmpPrefix: 'tessera-drop-cost-', cwd: side.cwd });
  await started.ready();
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const gql = await signUpBenchUser(page);
    const appId = await createBenchApp(gql);
    const { template, kit } = await benchKit(gql);
    const content = side.responsive
      ? buildResponsivePageContent(template, kit, 1000).content
      : buildPageContent(template, kit, 1000);
    const { url } = await createBenchPage(gql, { appId, template, url: 'big', title: 'Big', content });
    await page.addInitScript(markReady);
    await page.goto(url);
    await page.locator('[data-testid="editor-canvas"][data-state="ready"]').waitFor();
    const pid = started.server.pid;
    const quiet = () => waitForQuiet(pid);
    await measureReorder(page, 'slot1', 3);
    await quiet();
    const cpuBefore = cpuSeconds(pid);
    const backToBack = await measureReorder(page, 'slot1', RUNS);
    const serverCpuMsPerDrop = Math.round(((cpuSeconds(pid) - cpuBefore) * 1000) / RUNS);
    await quiet();
    const afterQuiet = await measureReorder(page, 'slot1', RUNS, quiet);
    return { serverCpuMsPerDrop, backToBackMs: stats(backToBack), afterQuietServerMs: stats(afterQuiet) };
  } finally {
    await context.close();
    started.stop();
  }
}

async function main() {
  if (!existsSync(path.join(BEFORE, 'apps/server/dist/main.js')))
    throw new Error(`build d2c27f8 first: node bench/editor/compare.mjs --responsive (makes ${BEFORE})`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const sides = {};
  try {
    for (const side of SIDES) {
      sides[side.name] = await measureSide(browser, side);
      console.log(side.name, JSON.stringify(sides[side.name]));
    }
  } finally {
    await browser.close();
  }
  const result = {
    benchmark: `server CPU per drop and drag reorder (ms) of ${RUNS} drops back to back and ${RUNS} after a quiet server, per side`,
    command: 'npm run build && node bench/editor/drop-cost.mjs',
    date: new Date().toISOString(),
    sides,
    machine: machine({ chromium: browser.version() }),
  };
  const file = path.join(root, 'bench/results/editor-drop-cost.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
