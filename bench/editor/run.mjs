#!/usr/bin/env node
/**
 * Page editor benchmark: drives the real editor (production build, real server, PGlite) in Debian's headless
 * Chromium on a page of 1 000 bricks across 3 slots, and measures what users feel:
 *   ready           navigation start to the editor being ready (canvas drawn, boxes reported) target < 2000 ms
 *   select          click on a brick to the inspector showing it (next animation frame)     p95 < 50 ms
 *   keystroke       a key typed in the inspector to the canvas showing it, nothing taken out p95 < 50 ms
 *   reorder         letting go of a dragged brick to the canvas showing the new order       p95 < 50 ms
 *   heap            JS heap after 10 000 undo snapshots (garbage collected first)          < 150 MB
 * Prints the figures with the machine and writes bench/results/editor.json; exits 1 when a target is missed.
 * Run from the repository root after `npm run build`: node bench/editor/run.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS as ARGS,
  CHROMIUM,
  createBenchApp,
  machine,
  signUpBenchUser,
  startBuiltServer,
  stats,
} from '../lib.mjs';
import { buildPageContent } from './page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../results/editor.json');
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BASE = `http://localhost:${PORT}`;
const BRICKS = 1000;
const READY_RUNS = 9;
const SELECT_RUNS = 40;
const EDIT_RUNS = 30;
const REORDER_RUNS = 20;
const SNAPSHOTS = 10_000;
const TARGETS = { readyMs: 2000, p95Ms: 50, heapMB: 150 };

// ---- Server ----

const { ready: waitForServer, stop } = startBuiltServer({
  port: PORT,
  base: BASE,
  tmpPrefix: 'tessera-bench-',
});

// ---- Setup through the API (not measured) ----

async function setUp(page) {
  const gql = await signUpBenchUser(page);
  const appId = await createBenchApp(gql);
  const { templates } = await gql('{ templates(first: 100) { edges { node { id name slots dataTypes } } } }');
  const template = templates.edges.map((e) => e.node).find((t) => t.slots === 3);
  const { components } = await gql(
    '{ components(first: 100) { edges { node { id name dataTypes dataGroups } } } }',
  );
  const content = buildPageContent(
    template,
    components.edges.map((e) => e.node),
    BRICKS,
  );
  const { createPage } = await gql('mutation ($p: NewPageInput!) { createPage(newPage: $p) { id } }', {
    p: {
      appId,
      templateId: template.id,
      name: 'Big page',
      url: 'big',
      title: 'A page of a thousand bricks',
      description: 'The editor benchmark page',
      tags: ['bench'],
      content,
    },
  });
  return {
    url: `/apps/${appId}/page/${createPage.id}`,
    contentBytes: Buffer.byteLength(JSON.stringify(content)),
  };
}

// ---- In-page probes: each arms a promise in the page that resolves with the measured ms ----

const readProbe = (page) =>
  page.evaluate(() =>
    Promise.race([
      window.__probe,
      new Promise((_, reject) =>
        setTimeout(() => {
          const title = document.querySelector('[data-testid="inspector-title"]')?.textContent;
          const selected = document.querySelector('[data-selected="true"]')?.getAttribute('data-testid');
          reject(new Error(`the probe timed out (inspector: ${title}, selected: ${selected})`));
        }, 10_000),
      ),
    ]),
  );

async function centreOf(page, testId) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/**
 * Marks, in the page, the moment the editor canvas turns ready: performance.now() at the next animation
 * frame, which counts from the navigation's start. Playwright's own wait only polls (at 20, 50, 100, 100,
 * then every 500 ms), so its return would add up to half a second that no user waits for.
 */
function markReady() {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (
        target.getAttribute('data-testid') !== 'editor-canvas' ||
        target.getAttribute('data-state') !== 'ready'
      )
        continue;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__readyAt = performance.now();
      });
      return;
    }
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
}

async function ready(page, url) {
  await page.goto(url);
  await page.locator('[data-testid="editor-canvas"][data-state="ready"]').waitFor({ timeout: 60_000 });
  const readyAt = await page.waitForFunction(() => window.__readyAt).then((handle) => handle.jsonValue());
  return Math.round(readyAt);
}

async function main() {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { url, contentBytes } = await setUp(page);
  await page.addInitScript(markReady);

  // Ready: the first load warms the server and the browser cache like a returning user; all are reported.
  const readySamples = [];
  for (let i = 0; i < READY_RUNS; i++) readySamples.push(await ready(page, url));
  console.log(`ready: ${readySamples.join(', ')} ms`);
  const brickCount = await page.locator('[data-testid^="brick:"]').count();
  if (brickCount !== BRICKS) throw new Error(`expected ${BRICKS} bricks on the canvas, found ${brickCount}`);

  // Select: the first bricks of slot 1 (in view at the top of the canvas), alternating so each click changes the selection.
  const selectSamples = [];
  for (let i = 0; i < SELECT_RUNS; i++) {
    const testId = `brick:slot1:${i % 8}`;
    await page.getByTestId(testId).scrollIntoViewIfNeeded();
    const { x, y } = await centreOf(page, testId);
    const name = await page.getByTestId(testId).getAttribute('data-name');
    await page.evaluate(
      ({ testId, name }) => {
        window.__probe = new Promise((resolve) => {
          addEventListener(
            'pointerdown',
            () => {
              const start = performance.now();
              const check = () => {
                const brick = document.querySelector(`[data-testid="${testId}"]`);
                const title = document.querySelector('[data-testid="inspector-title"]');
                if (brick?.getAttribute('data-selected') === 'true' && title?.textContent === name)
                  resolve(performance.now() - start);
                else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            },
            { once: true, capture: true },
          );
        });
      },
      { testId, name },
    );
    await page.mouse.click(x, y);
    selectSamples.push(await readProbe(page));
  }
  console.log(`select: ${JSON.stringify(stats(selectSamples))}`);

  // Keystroke: a key typed into a Heading's text field, from its input event to the frame drawing the text
  // (decision 0024: edits reach the store on the next animation frame; nothing is taken out).
  const frame = page.frames().find((f) => f.url().includes('/frame.html'));
  if (!frame) throw new Error('the canvas frame was not found');
  const headingIndex = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-testid^="brick:slot1:"]')];
    return boxes.findIndex((b) => b.getAttribute('data-name') === 'Heading');
  });
  const headingTestId = `brick:slot1:${headingIndex}`;
  await page.getByTestId(headingTestId).scrollIntoViewIfNeeded();
  const heading = await centreOf(page, headingTestId);
  await page.mouse.click(heading.x, heading.y);
  const field = page.getByTestId('prop:text:input');
  await field.waitFor();
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  let typedText = '';
  const editSamples = [];
  for (let i = 0; i < EDIT_RUNS; i++) {
    const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26];
    typedText += key;
    await frame.evaluate((text) => {
      window.__seen = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if ([...document.querySelectorAll('h1, h2, h3, h4')].some((h) => h.textContent === text)) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }, typedText);
    await page.evaluate(() => {
      window.__typed = new Promise((resolve) =>
        addEventListener('input', () => resolve(performance.timeOrigin + performance.now()), {
          once: true,
          capture: true,
        }),
      );
    });
    await page.keyboard.press(key);
    const typed = await page.evaluate(() => window.__typed);
    const seen = await frame.evaluate(() => window.__seen);
    editSamples.push(seen - typed);
  }
  console.log(`keystroke: ${JSON.stringify(stats(editSamples))}`);

  // Reorder: drag the first brick of slot 1 below the third, from letting go to the canvas showing it.
  const reorderSamples = [];
  for (let i = 0; i < REORDER_RUNS; i++) {
    await page.getByTestId('brick:slot1:0').scrollIntoViewIfNeeded();
    const first = await centreOf(page, 'brick:slot1:0');
    await page.mouse.click(first.x, first.y);
    const moved = await page.getByTestId('brick:slot1:0').getAttribute('data-brick-id');
    const handle = await centreOf(page, 'canvas-selection-drag');
    const target = (await centreOf(page, 'brick:slot1:2')).box;
    await page.evaluate((moved) => {
      window.__probe = new Promise((resolve) => {
        addEventListener(
          'pointerup',
          () => {
            const start = performance.now();
            const check = () => {
              const box = document.querySelector('[data-testid="brick:slot1:2"]');
              if (box?.getAttribute('data-brick-id') === moved) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { once: true, capture: true },
        );
      });
    }, moved);
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    await page.mouse.move(handle.x + 6, handle.y + 6, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height * 0.85, { steps: 10 });
    await page.mouse.up();
    reorderSamples.push(await readProbe(page));
  }
  console.log(
    `reorder: ${JSON.stringify(stats(reorderSamples))} ${reorderSamples.map(Math.round).join(' ')}`,
  );

  // Heap after 10 000 undo snapshots (see heap.mjs for how they are made).
  const { heapAfterMB, heapBeforeMB, snapshots } = await import('./heap.mjs').then((m) =>
    m.measureHeap(page, url, SNAPSHOTS),
  );
  console.log(`heap: ${heapBeforeMB} MB before, ${heapAfterMB} MB after ${snapshots} snapshots`);

  await browser.close();

  const result = {
    benchmark: `page editor on a page of ${BRICKS} bricks across 3 slots (production build, headless Chromium)`,
    command: 'npm run build && node bench/editor/run.mjs',
    date: new Date().toISOString(),
    page: { bricks: BRICKS, slots: 3, contentBytes },
    readyMs: { samples: readySamples, ...stats(readySamples) },
    selectToInspectorMs: stats(selectSamples),
    keystrokeToCanvasMs: stats(editSamples),
    dragReorderMs: stats(reorderSamples),
    heap: { snapshots, beforeMB: heapBeforeMB, afterMB: heapAfterMB },
    targets: TARGETS,
    machine: machine({ chromium: browser.version() }),
  };
  const missed = [];
  if (result.readyMs.median > TARGETS.readyMs) missed.push('ready');
  for (const key of ['selectToInspectorMs', 'keystrokeToCanvasMs', 'dragReorderMs'])
    if (result[key].p95 > TARGETS.p95Ms) missed.push(key);
  if (heapAfterMB > TARGETS.heapMB) missed.push('heap');
  result.missed = missed;
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  if (missed.length > 0) {
    console.error(`targets missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stop);
