#!/usr/bin/env node
/**
 * The editor's single-user figures against an earlier commit's, measured in turn (issue 25: co-editing may not
 * make one person's editing more than 10 % slower). Both builds run at once, each its own server on a fresh
 * data folder, with the same flat page of 1 000 bricks (bench/editor/page.mjs); one headless Chromium opens
 * each in its own context, and their loads and interactions alternate (in-turn.mjs), so the comparison does
 * not depend on the machine's moment. Heap after 10 000 undo snapshots is measured on each with its own
 * checkout's heap.mjs. Compared: ready median; select, keystroke and reorder p95; keystroke median; heap.
 *
 * The earlier commit is built in a git worktree the first time (`--base DIR`, default
 * /tmp/tessera-before-co-editing; `--commit`, default d4101d8, the commit before co-editing). Writes
 * bench/results/editor-vs-before-co-editing.json; exits 1 when a figure is more than 10 % worse.
 *
 * `--responsive` (issue 23: the page with values at two breakpoints on a third of its bricks keeps the figures
 * of the day before breakpoints existed, within 10 %): this checkout opens that page, the commit before issue 23
 * (d2c27f8, built in /tmp/tessera-before-responsive) the flat page it was measured on; ready, select, keystroke
 * and reorder (no heap), written to bench/results/editor-vs-before-responsive.json. From the repository root
 * after `npm run build`:
 *   node bench/editor/compare.mjs [--responsive] [--base DIR] [--commit SHA]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS as ARGS,
  benchKit,
  CHROMIUM,
  createBenchApp,
  createBenchPage,
  machine,
  reportMissed,
  root,
  SERVER_NICE,
  signUpBenchUser,
  startBuiltServer,
  stats,
  waitForQuiet,
} from '../lib.mjs';
import { interactionsInTurn, readyInTurn } from './in-turn.mjs';
import { bricksInFrame, markReady } from './measures.mjs';
import { buildPageContent, buildResponsivePageContent } from './page.mjs';

const BRICKS = 1000;
const SNAPSHOTS = 10_000;
const MARGIN = 1.1;
const responsive = process.argv.includes('--responsive');
const before = responsive ? 'before-responsive' : 'before-co-editing';
const resultsFile = path.join(
  root,
  `bench/results/editor-vs-${before}${SERVER_NICE ? '-server-nice' : ''}.json`,
);

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const commit = option('--commit', responsive ? 'd2c27f8' : 'd4101d8');
const baseDir = path.resolve(option('--base', `/tmp/tessera-${before}`));
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The earlier commit checked out and built in `baseDir` (once: kept for the next run). */
function prepareBase() {
  if (existsSync(path.join(baseDir, 'apps/server/dist/main.js'))) return;
  console.log(`— building ${commit} in ${baseDir}`);
  if (!existsSync(baseDir)) git('worktree', 'add', '--force', '--detach', baseDir, commit);
  const run = (args) => execFileSync('npm', args, { cwd: baseDir, stdio: 'inherit' });
  run(['ci', '--no-audit', '--no-fund']);
  run(['run', 'build']);
}

/** One build's server, a browser context on it, a signed-in user and the flat page. */
async function sideOf(browser, { name, cwd, port }) {
  const base = `http://localhost:${port}`;
  const started = startBuiltServer({ port, base, tmpPrefix: `tessera-compare-${name}-`, cwd });
  await started.ready();
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const gql = await signUpBenchUser(page);
  const appId = await createBenchApp(gql);
  const { template, kit } = await benchKit(gql);
  // This checkout gets the page with values per breakpoint when comparing with the day before they existed.
  const content =
    responsive && name === 'current'
      ? buildResponsivePageContent(template, kit, BRICKS).content
      : buildPageContent(template, kit, BRICKS);
  const { url } = await createBenchPage(gql, {
    appId,
    template,
    url: 'big',
    title: 'A page of a thousand bricks',
    content,
  });
  await page.addInitScript(markReady);
  const quiet = () => waitForQuiet(started.server.pid);
  return { name, cwd, page, url, server: started, quiet };
}

const compare = (before, after) => ({
  before,
  after,
  ratio: Math.round((after / before) * 100) / 100,
  within: after <= before * MARGIN,
});

async function main() {
  prepareBase();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const base = await sideOf(browser, { name: 'base', cwd: baseDir, port: 4393 });
  const current = await sideOf(browser, { name: 'current', cwd: root, port: 4394 });
  try {
    for (const side of [base, current]) await waitForQuiet(side.server.server.pid);
    const [baseReady, currentReady] = await readyInTurn(base, current);
    console.log(`ready: ${commit} ${baseReady.join(', ')}; now ${currentReady.join(', ')} ms`);
    for (const side of [base, current]) {
      await side.page.goto(side.url);
      await side.page.locator('[data-testid="editor-canvas"][data-state="ready"]').waitFor();
      const bricks = await bricksInFrame(side.page);
      if (bricks !== BRICKS) throw new Error(`${side.name}: expected ${BRICKS} bricks, found ${bricks}`);
      await side.page.goto('about:blank');
    }
    const [beforeFigures, afterFigures] = await interactionsInTurn(base, current, 'slot1');
    const heap = {};
    for (const side of responsive ? [] : [base, current]) {
      const { measureHeap } = await import(path.join(side.cwd, 'bench/editor/heap.mjs'));
      await side.page.goto(side.url);
      const { heapBeforeMB, heapAfterMB } = await measureHeap(side.page, side.url, SNAPSHOTS);
      heap[side.name] = { beforeMB: heapBeforeMB, afterMB: heapAfterMB };
    }
    const figures = {
      readyMedianMs: compare(stats(baseReady).median, stats(currentReady).median),
      ...Object.fromEntries(
        ['selectToInspectorMs', 'keystrokeToCanvasMs', 'dragReorderMs'].map((key) => [
          `${key}P95`,
          compare(beforeFigures[key].p95, afterFigures[key].p95),
        ]),
      ),
      keystrokeToCanvasMsMedian: compare(
        beforeFigures.keystrokeToCanvasMs.median,
        afterFigures.keystrokeToCanvasMs.median,
      ),
      ...(responsive ? {} : { heapAfterMB: compare(heap.base.afterMB, heap.current.afterMB) }),
    };
    const page = responsive
      ? `this checkout on the page of ${BRICKS} bricks with values at Tablet and Phone on a third of them, ` +
        `${commit} on the same page without them`
      : `a page of ${BRICKS} bricks across 3 slots, this checkout against ${commit}`;
    const result = {
      benchmark: `page editor on ${page}, measured in turn (production builds, headless Chromium)`,
      command:
        `npm run build && ${SERVER_NICE ? `BENCH_SERVER_NICE=${SERVER_NICE} ` : ''}` +
        `node bench/editor/compare.mjs${responsive ? ' --responsive' : ''}`,
      serverNice: SERVER_NICE,
      date: new Date().toISOString(),
      commits: { before: commit, after: git('rev-parse', '--short', 'HEAD') },
      margin: MARGIN,
      figures,
      before: { readyMs: baseReady, ...beforeFigures, ...(heap.base ? { heap: heap.base } : {}) },
      after: { readyMs: currentReady, ...afterFigures, ...(heap.current ? { heap: heap.current } : {}) },
      machine: machine({ chromium: browser.version() }),
    };
    const met = Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value.within]));
    result.missed = Object.entries(met)
      .filter(([, ok]) => !ok)
      .map(([key]) => key);
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify({ figures, missed: result.missed }, null, 2));
    reportMissed(met);
  } finally {
    await browser.close();
    base.server.stop();
    current.server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
