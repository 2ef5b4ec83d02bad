#!/usr/bin/env node
/**
 * Page editor benchmark: drives the real editor (production build, real server, PGlite) in Debian's headless
 * Chromium and measures what users feel, on two pages of 1 000 bricks (bench/editor/page.mjs):
 *   flat     1 000 bricks across the 3 slots of "Header, content and footer"
 *   nested   1 000 bricks four levels deep: Section › Columns (2, 3, 4 in turn) › Stack › brick
 * On each:
 *   ready           navigation start to the editor being ready (canvas drawn, boxes reported) median < 2000 ms
 *   select          click on a brick to the inspector showing it (next animation frame)     p95 < 50 ms
 *   keystroke       a key typed in the inspector to the canvas showing it, nothing taken out p95 < 50 ms
 *   reorder         letting go of a dragged brick to the canvas showing the new order       p95 < 50 ms
 * On the flat page:
 *   heap            JS heap after 10 000 undo snapshots (garbage collected first)          < 150 MB
 * On the responsive page (the flat one with values at Tablet and Phone on a third of the bricks, issue 23):
 *   ready, select, keystroke and reorder as above, within 10 % of the flat page's measured in turn with it
 *   breakpoint switch  a click on the switcher to the canvas redrawn at the new width       p95 < 150 ms
 * On the languages page (the flat one in an app with a second language, pt-BR, a third of its bricks' texts
 * translated, the editor left in the default language: issue 26's "inactive" second language):
 *   ready, select, keystroke and reorder as above, within 10 % of the flat page's measured in turn with it
 * On the nested page:
 *   deep drag       a brick dropped into a Stack of another Section (three containers down)  p95 < 50 ms
 *   navigator       the navigator toggle clicked to the tree's rows drawn                   p95 < 100 ms
 * Prints the figures with the machine and writes bench/results/editor.json (the flat page under the keys it
 * always had, the others under `nested`, `responsive` and `languages`; a run of some pages keeps the others'
 * last records); exits 1 when a target is missed. Run from the repository root after `npm run build`:
 *   node bench/editor/run.mjs [--flat] [--nested] [--responsive] [--languages] [--scale N]   (all by default)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS as ARGS,
  CHROMIUM,
  machine,
  reportMissed,
  startBuiltServer,
  stats,
  waitForQuiet,
} from '../lib.mjs';
import {
  interactionFigures,
  interactions,
  interactionsInTurn,
  loadsInTurn,
  RUNS,
  readyInTurn,
  SCALE_IN_TURN,
} from './in-turn.mjs';
import {
  bricksInFrame,
  markReady,
  measureBreakpointSwitch,
  measureDeepDrag,
  measureNavigatorOpen,
  ready,
} from './measures.mjs';
import { createBenchPages } from './setup.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../results/editor.json');
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BASE = `http://localhost:${PORT}`;
const BRICKS = 1000;
const DEEP_DRAG_RUNS = 20;
const NAVIGATOR_RUNS = 10;
const SWITCH_RUNS = 40;
/**
 * The responsive and languages pages' ready, select, keystroke and reorder may be this much slower than the flat
 * page's.
 */
const MARGIN_VS_FLAT = 1.1;
const SNAPSHOTS = 10_000;
const TARGETS = { readyMs: 2000, p95Ms: 50, heapMB: 150, navigatorOpenMs: 100, breakpointSwitchMs: 150 };
const COMMAND = 'npm run build && node bench/editor/run.mjs';

/** `--scale N`: the comparisons in turn take N times bench/editor's samples (SCALE_IN_TURN by default). */
const scaleAt = process.argv.indexOf('--scale');
const scale = scaleAt > 0 ? Number(process.argv[scaleAt + 1]) : SCALE_IN_TURN;
if (!Number.isInteger(scale) || scale < 1) {
  console.error("--scale takes a whole number of times bench/editor's samples (1 or more)");
  process.exit(2);
}
const args = process.argv.slice(2).filter((_, i, all) => i !== scaleAt - 2 && all[i - 1] !== '--scale');
const PAGES = ['--flat', '--nested', '--responsive', '--languages'];
const unknown = args.filter((a) => !PAGES.includes(a));
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(' ')}; use ${PAGES.join(', ')} or nothing (all)`);
  process.exit(2);
}
const runFlat = args.length === 0 || args.includes('--flat');
const runNested = args.length === 0 || args.includes('--nested');
const runResponsive = args.length === 0 || args.includes('--responsive');
const runLanguages = args.length === 0 || args.includes('--languages');

// ---- Server ----

const {
  ready: waitForServer,
  stop,
  server,
} = startBuiltServer({
  port: PORT,
  base: BASE,
  tmpPrefix: 'tessera-bench-',
});

// ---- Setup through the API (not measured) ----

const setUp = (page) =>
  createBenchPages(
    page,
    { flat: runFlat, responsive: runResponsive, nested: runNested, languages: runLanguages },
    BRICKS,
  );

// ---- The measures every page gets ----

/**
 * The common measures of one page. With `alongside` (another page's url), its loads and interactions alternate
 * with that page's (in-turn.mjs), whose figures come back under `alongside`.
 */
async function measureCommon(page, url, slot, alongside = null) {
  // Each page starts on a quiet machine: away from the page before, with the server done storing its edits.
  await page.goto('about:blank');
  console.log(`waited ${await waitForQuiet(server.pid)} ms for the server to be quiet`);
  const quiet = () => waitForQuiet(server.pid);
  const mine = { page, url, quiet };
  const theirs = alongside && { page, url: alongside, quiet };
  const [alongsideSamples, readySamples] = theirs
    ? await readyInTurn(theirs, mine, loadsInTurn(scale))
    : [[], await readyAlone(page, url)];
  console.log(`ready: ${readySamples.join(', ')} ms`);
  if (theirs) console.log(`ready alongside: ${alongsideSamples.join(', ')} ms`);
  const leaves = await bricksInFrame(page);
  const [figures, theirFigures] = theirs
    ? await interactionsInTurn(mine, theirs, slot, { scale })
    : [interactionFigures([await interactions(page, slot, 1, false, quiet)])];
  for (const [name, key] of [
    ['select', 'selectToInspectorMs'],
    ['keystroke', 'keystrokeToCanvasMs'],
    ['reorder', 'dragReorderMs'],
  ])
    console.log(`${name}: ${JSON.stringify(figures[key])}`);
  if (theirs) console.log(`alongside: ${JSON.stringify(theirFigures)}`);
  return {
    boxes: leaves,
    readyMs: { samples: readySamples, ...stats(readySamples) },
    ...figures,
    ...(theirs
      ? { alongside: { readyMs: { samples: alongsideSamples, ...stats(alongsideSamples) }, ...theirFigures } }
      : {}),
  };
}

/** Loads of one page (the first warms the server and the browser cache like a returning user). */
async function readyAlone(page, url) {
  const samples = [];
  for (let i = 0; i < RUNS.ready; i++) samples.push(await ready(page, url));
  return samples;
}

const INTERACTIONS = ['selectToInspectorMs', 'keystrokeToCanvasMs', 'dragReorderMs'];

function commonMet(result) {
  const met = { ready: result.readyMs.median <= TARGETS.readyMs };
  for (const key of INTERACTIONS) met[key] = result[key].p95 <= TARGETS.p95Ms;
  return met;
}

async function flatPage(page, { url, contentBytes }) {
  console.log(`— flat page (${BRICKS} bricks across 3 slots, ${contentBytes} bytes)`);
  const { boxes, ...common } = await measureCommon(page, url, 'slot1');
  if (boxes !== BRICKS) throw new Error(`expected ${BRICKS} bricks on the canvas, found ${boxes}`);
  const result = {
    benchmark: `page editor on a page of ${BRICKS} bricks across 3 slots (production build, headless Chromium)`,
    command: COMMAND,
    date: new Date().toISOString(),
    page: { bricks: BRICKS, slots: 3, contentBytes },
    ...common,
  };
  return { result, met: commonMet(result) };
}

/**
 * Heap after 10 000 undo snapshots on the flat page (see heap.mjs for how they are made), added to its figures.
 * Measured after the other pages: its burst of edits keeps the server storing them for a minute.
 */
async function flatHeap(page, { url }, flat) {
  const { measureHeap } = await import('./heap.mjs');
  const { heapAfterMB, heapBeforeMB, snapshots } = await measureHeap(page, url, SNAPSHOTS);
  console.log(`heap: ${heapBeforeMB} MB before, ${heapAfterMB} MB after ${snapshots} snapshots`);
  flat.result.heap = { snapshots, beforeMB: heapBeforeMB, afterMB: heapAfterMB };
  flat.met.heap = heapAfterMB <= TARGETS.heapMB;
}

async function nestedPage(page, { url, contentBytes, sections }) {
  const containers = sections.length * 2 + sections.reduce((n, s) => n + s.stacks.length, 0);
  console.log(
    `— nested page (${BRICKS} bricks in ${containers} containers, four levels deep, ${contentBytes} bytes)`,
  );
  const first = `${sections[0].stacks[0]}/slot1`;
  const { boxes, ...common } = await measureCommon(page, url, first);
  if (boxes !== BRICKS + containers)
    throw new Error(`expected ${BRICKS + containers} bricks on the canvas, found ${boxes}`);
  const deep = await measureDeepDrag(page, sections, DEEP_DRAG_RUNS);
  console.log(`deep drag: ${JSON.stringify(stats(deep))} ${deep.map(Math.round).join(' ')}`);
  const navigator = await measureNavigatorOpen(page, NAVIGATOR_RUNS);
  console.log(`navigator: ${JSON.stringify(stats(navigator.samples))}, ${navigator.rows} rows drawn`);
  const result = {
    benchmark:
      `page editor on a page of ${BRICKS} bricks four levels deep, Section › Columns › Stack › brick ` +
      '(production build, headless Chromium)',
    date: new Date().toISOString(),
    page: { bricks: BRICKS, containers, sections: sections.length, depth: 4, contentBytes },
    ...common,
    deepDragMs: stats(deep),
    navigatorOpenMs: { ...stats(navigator.samples), rowsDrawn: navigator.rows },
  };
  const met = {
    ...commonMet(result),
    deepDragMs: result.deepDragMs.p95 <= TARGETS.p95Ms,
    navigatorOpenMs: result.navigatorOpenMs.p95 <= TARGETS.navigatorOpenMs,
  };
  return { result, met };
}

/**
 * A variant of the flat page: the common measures, its loads and interactions alternating with the flat page's,
 * which they are compared with (ready's median and the interactions' p95, each within MARGIN_VS_FLAT). Returns
 * its figures, the flat page's in turn (`flatInTurn`) and the targets met.
 */
async function comparedWithFlat(page, url, flatUrl) {
  const { boxes, alongside, ...common } = await measureCommon(page, url, 'slot1', flatUrl);
  if (boxes !== BRICKS) throw new Error(`expected ${BRICKS} bricks on the canvas, found ${boxes}`);
  const met = commonMet(common);
  met.readyVsFlat = common.readyMs.median <= alongside.readyMs.median * MARGIN_VS_FLAT;
  for (const key of INTERACTIONS)
    met[`${key}VsFlat`] = common[key].p95 <= alongside[key].p95 * MARGIN_VS_FLAT;
  return { common, flatInTurn: alongside, met };
}

async function responsivePage(page, { url, contentBytes, overridden }, flatUrl) {
  console.log(`— responsive page (${BRICKS} bricks, ${overridden} with values at Tablet and Phone)`);
  const { common, flatInTurn, met: compared } = await comparedWithFlat(page, url, flatUrl);
  const switches = await measureBreakpointSwitch(page, SWITCH_RUNS);
  console.log(`breakpoint switch: ${JSON.stringify(stats(switches))} ${switches.map(Math.round).join(' ')}`);
  const result = {
    benchmark:
      `page editor on the flat page of ${BRICKS} bricks with values at Tablet and Phone on ${overridden} ` +
      'of them (production build, headless Chromium)',
    date: new Date().toISOString(),
    page: { bricks: BRICKS, overridden, breakpoints: 2, contentBytes },
    ...common,
    flatInTurn,
    breakpointSwitchMs: stats(switches),
  };
  const met = {
    ...compared,
    breakpointSwitchMs: result.breakpointSwitchMs.p95 <= TARGETS.breakpointSwitchMs,
  };
  return { result, met };
}

/**
 * The languages page (issue 26): the editor opens it in the app's default language, the second one inactive;
 * its figures must be the flat page's, within 10 %, measured in turn with it.
 */
async function languagesPage(page, { url, contentBytes, locales, translated, texts }, flatUrl) {
  console.log(
    `— languages page (${BRICKS} bricks in an app in ${locales.default} and ${locales.others.join(', ')}; ` +
      `${texts} texts of ${translated} bricks translated; the editor in ${locales.default})`,
  );
  const { common, flatInTurn, met } = await comparedWithFlat(page, url, flatUrl);
  // The editor saw the second language (its switcher shows) and stayed in the default one.
  const shown = await page.getByTestId('editor-language').getAttribute('data-value', { timeout: 10_000 });
  if (shown !== locales.default)
    throw new Error(`the editor's language switcher shows ${shown}, not ${locales.default}`);
  const result = {
    benchmark:
      `page editor on the flat page of ${BRICKS} bricks in an app with a second language (${locales.others.join(', ')}), ` +
      `${translated} of the bricks' texts translated, edited in the default language (production build, headless Chromium)`,
    date: new Date().toISOString(),
    page: { bricks: BRICKS, translatedBricks: translated, translatedTexts: texts, locales, contentBytes },
    editorLanguage: shown,
    ...common,
    flatInTurn,
  };
  return { result, met };
}

function previous() {
  if (!existsSync(resultsFile)) return {};
  try {
    return JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    return {};
  }
}

async function main() {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pages = await setUp(page);
  await page.addInitScript(markReady);

  const before = previous();
  const flat = runFlat ? await flatPage(page, pages.flat) : null;
  const nested = runNested ? await nestedPage(page, pages.nested) : null;
  const responsive = runResponsive ? await responsivePage(page, pages.responsive, pages.flat.url) : null;
  const languages = runLanguages ? await languagesPage(page, pages.languages, pages.flat.url) : null;
  if (flat) await flatHeap(page, pages.flat, flat);
  await browser.close();

  // A run of some pages keeps the others' last records (each carries its own date).
  const {
    nested: nestedBefore,
    responsive: responsiveBefore,
    languages: languagesBefore,
    missed: _missed,
    targets: _targets,
    machine: _machine,
    ...flatBefore
  } = before;
  const result = {
    ...(flat ? flat.result : flatBefore),
    targets: TARGETS,
    machine: machine({ chromium: browser.version() }),
    nested: nested ? nested.result : nestedBefore,
    responsive: responsive ? responsive.result : responsiveBefore,
    languages: languages ? languages.result : languagesBefore,
  };
  const met = {
    ...(flat?.met ?? {}),
    ...Object.fromEntries(Object.entries(nested?.met ?? {}).map(([k, v]) => [`nested.${k}`, v])),
    ...Object.fromEntries(Object.entries(responsive?.met ?? {}).map(([k, v]) => [`responsive.${k}`, v])),
    ...Object.fromEntries(Object.entries(languages?.met ?? {}).map(([k, v]) => [`languages.${k}`, v])),
  };
  result.missed = Object.entries(met)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  reportMissed(met);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stop);
