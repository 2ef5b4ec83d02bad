#!/usr/bin/env node
/**
 * Live-site benchmark (issue 10). On the built server (PGlite, a fresh DATA_DIR) it signs up, creates the
 * app benchorg/benchapp and publishes two pages of 20 starter-kit bricks: '/' with the behaviour graph of
 * issue 9's scenario 1 and '/plain' with an empty graph. Then:
 *   throughput  wrk -t2 -c64 -d15s --latency against nginx serving the byte-identical HTML of '/' as a static
 *               file and against the live '/' (Host benchorg--benchapp.localhost:PORT), in one run, after a
 *               3 s warm-up of each                        ours ≥ 0.5 × nginx's requests/s, our p99 < 20 ms
 *               (then, for reference only, a bare Node process serving the same bytes)
 *   weight      gzip bytes of all the JavaScript '/' sends (every <script src> fetched with
 *               Accept-Encoding: gzip, every inline script)                          ≤ 50 KB; '/plain' 0
 *   lighthouse  npm lighthouse, default (mobile) config, in Debian's Chromium on the live '/'
 *               (median of 3 runs)                         performance ≥ 95, accessibility ≥ 90, SEO ≥ 95
 *   responsive  '/responsive' is '/plain' with values at Tablet and Phone on a third of its bricks (issue 23):
 *               its HTML bytes against '/plain''s, and the editor benchmark's 1 000-brick page's with and
 *               without such values                                                        growth < 15 %
 *               the overridden h2's computed font size in Chromium at 1440, 900 and 390 px (JavaScript off)
 *               Lighthouse mobile and desktop on it (median of 3 runs each)      100 / 100 / 100 (the issue)
 *   languages   '/plain' again in an app of two languages (en-US, pt-BR), every text translated, served in
 *               Portuguese at '/pt-br/simples' (issue 26): wrk as above against the single-language '/plain' and
 *               then the translated page                 translated ≥ 0.9 × single-language's requests/s, p99 < 20 ms
 *
 * Prints the figures with the machine and writes bench/results/live.json; exits 1 when a target is missed.
 * Run from the repository root after `npm run build`:
 *   node bench/live/run.mjs [--languages] [--seconds N] [--connections N] [--lighthouse-runs N]
 * `--languages` runs the languages part alone (no nginx, Lighthouse or responsive pages) and replaces only
 * `languages` in live.json; `--seconds`, `--connections` and `--lighthouse-runs` change wrk's duration (15 s) and
 * connections (64) and the Lighthouse runs of each audit (3), for a short check that it all works (the figures
 * of such a run are not comparable with the recorded ones).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  createBenchWorkspace,
  machine,
  reportMissed,
  signUpBenchUser,
  startBuiltServer,
} from '../lib.mjs';
import {
  LANGUAGES_APP_ALIAS,
  LANGUAGES_ROUNDS,
  LANGUAGES_TARGETS,
  languagesResult,
  languagesThroughput,
  publishTranslated,
  verifyTranslated,
  writeLanguagesOnly,
} from './languages.mjs';
import { publishLarge, RESPONSIVE_TARGETS, responsiveResult, verifyResponsive } from './responsive.mjs';
import { BRICK_COUNT, createAndPublish, DETAILS_BRICK, EXPECTED_TEXT } from './site.mjs';
import {
  freePort,
  get,
  javascriptWeight,
  runLighthouse,
  runWrk,
  scriptsOf,
  startBareNode,
  startNginx,
  toolVersions,
} from './tools.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../results/live.json');
// 4390 and 4391 unless something else listens there (then ports the system hands out).
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort(4390);
const NGINX_PORT = process.env.BENCH_NGINX_PORT
  ? Number(process.env.BENCH_NGINX_PORT)
  : await freePort(PORT === 4391 ? 4393 : 4391);
const BASE = `http://localhost:${PORT}`;
const LIVE_HOST = `benchorg--benchapp.localhost:${PORT}`;
const LIVE_URL = `http://${LIVE_HOST}/`;
const LANGUAGES_HOST = `benchorg--${LANGUAGES_APP_ALIAS}.localhost:${PORT}`;

/** `--name N`: a whole number of at least `min`, or `fallback` when not given. */
function option(name, fallback, min = 1) {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} takes a whole number (${min} or more)`);
    process.exit(2);
  }
  return value;
}
const languagesOnly = process.argv.includes('--languages');
const NUMBERED = ['--seconds', '--connections', '--lighthouse-runs'];
const unknownArgs = process.argv
  .slice(2)
  .filter((a, i, all) => a !== '--languages' && !NUMBERED.includes(a) && !NUMBERED.includes(all[i - 1]));
if (unknownArgs.length > 0) {
  console.error(`unknown argument ${unknownArgs.join(' ')}; use --languages, ${NUMBERED.join(' N, ')} N`);
  process.exit(2);
}
const SECONDS = option('--seconds', 15);
const WRK = {
  threads: 2,
  // wrk needs a connection per thread at least.
  connections: option('--connections', 64, 2),
  seconds: SECONDS,
  warmupSeconds: Math.min(3, SECONDS),
};
const WRK_TOOL = `wrk -t${WRK.threads} -c${WRK.connections} -d${WRK.seconds}s --latency, after a ${WRK.warmupSeconds} s warm-up of each`;
const LIGHTHOUSE_RUNS = option('--lighthouse-runs', 3);
const CATEGORIES = ['performance', 'accessibility', 'seo'];
const TARGETS = {
  throughputRatio: 0.5,
  p99Ms: 20,
  jsGzipBytes: 50 * 1024,
  lighthouse: { performance: 95, accessibility: 90, seo: 95 },
};

const fail = (message) => {
  throw new Error(`bench/live: ${message}`);
};

/** Both pages answer 200 on the live host with their text; '/' has the behaviour script, '/plain' none. */
async function verifyPages() {
  const found = {};
  for (const [urlPath, withGraph] of [
    ['/', true],
    ['/plain', false],
    ['/responsive', false],
  ]) {
    const response = await get(PORT, LIVE_HOST, urlPath);
    const html = response.body.toString('utf8');
    if (response.status !== 200)
      fail(`${LIVE_HOST}${urlPath} answered ${response.status}: ${html.slice(0, 300)}`);
    for (const text of Object.values(EXPECTED_TEXT))
      if (!html.includes(text)) fail(`${LIVE_HOST}${urlPath} lacks "${text}"`);
    const scripts = scriptsOf(html);
    if (withGraph && !scripts.some((s) => s.src)) fail(`${urlPath} has a graph but no <script src>`);
    found[urlPath] = { html: response.body, headers: response.headers, scripts };
  }
  return found;
}

/** In Chromium, the live '/' runs its graph: the button hides the details paragraph and shows it again. */
async function verifyBehaviour(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(LIVE_URL, { waitUntil: 'load' });
    const details = page.getByText(EXPECTED_TEXT.details);
    await details.waitFor({ state: 'visible', timeout: 5000 });
    const button = page.getByText(EXPECTED_TEXT.button);
    await button.click();
    await details
      .waitFor({ state: 'hidden', timeout: 5000 })
      .catch(() => fail('the button did not hide the details'));
    await button.click();
    await details
      .waitFor({ state: 'visible', timeout: 5000 })
      .catch(() => fail('the button did not show the details again'));
    if (errors.length > 0) fail(`the live page threw: ${errors.join('; ')}`);
  } finally {
    await context.close();
  }
}

/** The live HTML's bytes at `urlPath` (200, with its last brick drawn). */
async function liveBytes(urlPath) {
  const response = await get(PORT, LIVE_HOST, urlPath);
  if (response.status !== 200) fail(`${LIVE_HOST}${urlPath} answered ${response.status}`);
  if (!response.body.toString('utf8').includes('data-tessera-brick="bench-999"'))
    fail(`${urlPath} lacks its bricks`);
  return response.body.length;
}

async function throughput(html) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-live-nginx-'));
  const stops = [];
  try {
    const file = path.join(dir, 'index.html');
    writeFileSync(file, html);
    stops.push((await startNginx({ dir, port: NGINX_PORT })).stop);
    const fromNginx = await get(NGINX_PORT, `127.0.0.1:${NGINX_PORT}`, '/');
    if (!fromNginx.body.equals(html)) fail('nginx does not serve the live HTML byte for byte');
    const nodePort = await freePort(0);
    stops.push((await startBareNode({ file, port: nodePort })).stop);
    const same = { threads: WRK.threads, connections: WRK.connections };
    const runs = [
      ['nginx', { ...same, port: NGINX_PORT }],
      ['live', { ...same, port: PORT, host: LIVE_HOST }],
      ['bareNode', { ...same, port: nodePort }],
    ];
    // Whatever else runs on the machine moves these figures: its load is recorded with them.
    const loadBefore = os.loadavg().map((n) => Math.round(n * 100) / 100);
    console.log(`load average before: ${loadBefore.join(' ')}; warm-up: ${WRK.warmupSeconds} s each`);
    for (const [, run] of runs) await runWrk({ ...run, seconds: WRK.warmupSeconds, latency: false });
    const results = {};
    for (const [name, run] of runs) {
      const result = await runWrk({ ...run, seconds: WRK.seconds });
      console.log(`${result.command}\n${result.output.trimEnd()}\n`);
      const { output, ...figures } = result;
      if (figures.non2xx > 0) fail(`${name}: ${figures.non2xx} responses were not 2xx or 3xx`);
      results[name] = figures;
    }
    return { ...results, loadBefore, loadAfter: os.loadavg().map((n) => Math.round(n * 100) / 100) };
  } finally {
    for (const stop of stops) stop();
    // nginx exits on SIGQUIT once its workers are done; its files go after.
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 1000).unref();
  }
}

async function lighthouseRuns(url = LIVE_URL, formFactor = 'mobile') {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const run = await runLighthouse({
      url,
      chromePath: CHROMIUM,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
      categories: CATEGORIES,
      formFactor,
    });
    console.log(
      `lighthouse ${formFactor} ${url} run ${i + 1}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility}, seo ${run.scores.seo}`,
    );
    runs.push(run);
  }
  // The median run by performance score (Lighthouse's own advice for its variance).
  const median = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(runs.length / 2)
  ];
  return { median, runs };
}

/** The languages part's throughput (languages.mjs), with the nginx comparison's wrk settings. */
async function measureLanguages(site, fetched) {
  return languagesResult({
    site,
    fetched,
    wrk: await languagesThroughput(PORT, fetched, WRK),
    tool: `wrk -t${WRK.threads} -c${WRK.connections} --latency, after a ${WRK.warmupSeconds} s warm-up of each; ${LANGUAGES_ROUNDS} rounds of the single-language page, the translated one and the multilingual app's default language (for reference) in turn, ${Math.max(2, Math.round(WRK.seconds / 3))} s each; each page's medians`,
    machine: machine(toolVersions()),
  });
}

/** Everything but the set-up: the checks in Chromium, the throughput, weight and Lighthouse; live.json written. */
async function measureAll(site, large, multilingual, translatedPages) {
  const pages = await verifyPages();
  await verifyBehaviour(browser);
  const fontSizes = await verifyResponsive(browser, `http://${LIVE_HOST}/responsive`);
  // Chromium is done with: it does not share the cores with wrk, nginx and the server while they are measured.
  const chromiumVersion = browser.version();
  await browser.close();
  const html = pages['/'].html;
  console.log(
    `'/' is ${html.length} bytes of HTML (${BRICK_COUNT} bricks), '/plain' ${pages['/plain'].html.length}`,
  );

  const wrk = await throughput(html);
  const ratio = Math.round((wrk.live.rps / wrk.nginx.rps) * 1000) / 1000;
  // Right after the nginx comparison, with the same tool and settings.
  const languages = await measureLanguages(multilingual, translatedPages);

  const weight = await javascriptWeight(PORT, LIVE_HOST, html.toString('utf8'));
  const plainWeight = await javascriptWeight(PORT, LIVE_HOST, pages['/plain'].html.toString('utf8'));

  const lighthouse = await lighthouseRuns();
  const scores = lighthouse.median.scores;
  const responsiveUrl = `http://${LIVE_HOST}/responsive`;
  const responsive = responsiveResult({
    url: responsiveUrl,
    plainBytes: pages['/plain'].html.length,
    bytes: pages['/responsive'].html.length,
    html: pages['/responsive'].html.toString('utf8'),
    large: {
      bytes: await liveBytes(large.large),
      responsiveBytes: await liveBytes(large['large-responsive']),
    },
    fontSizes,
    mobile: await lighthouseRuns(responsiveUrl, 'mobile'),
    // The same bricks without values per breakpoint, under the same conditions: what the overrides cost.
    control: await lighthouseRuns(`http://${LIVE_HOST}/plain`, 'mobile'),
    desktop: await lighthouseRuns(responsiveUrl, 'desktop'),
    runs: LIGHTHOUSE_RUNS,
  });

  const met = {
    throughputRatio: ratio >= TARGETS.throughputRatio,
    p99: wrk.live.p99Ms !== null && wrk.live.p99Ms < TARGETS.p99Ms,
    jsWeight: weight.gzipBytes <= TARGETS.jsGzipBytes,
    performance: scores.performance >= TARGETS.lighthouse.performance,
    accessibility: scores.accessibility >= TARGETS.lighthouse.accessibility,
    seo: scores.seo >= TARGETS.lighthouse.seo,
    ...responsive.met,
    ...languages.met,
  };
  const result = {
    benchmark:
      'live site: wrk against a published 20-brick starter-kit page and nginx serving the same HTML; JavaScript weight; Lighthouse (mobile); the page with values per breakpoint on a third of its bricks: bytes, computed styles, Lighthouse mobile and desktop',
    date: new Date().toISOString(),
    machine: machine({
      chromium: chromiumVersion,
      ...toolVersions(),
      lighthouse: lighthouse.median.version,
    }),
    command: 'npm run build && node bench/live/run.mjs',
    page: {
      url: LIVE_URL,
      template: site.template,
      bricks: BRICK_COUNT,
      graphNodes: site.pages['/'].graphNodes,
      htmlBytes: html.length,
      behaviourBrick: DETAILS_BRICK,
      responseHeaders: {
        'content-type': pages['/'].headers['content-type'] ?? null,
        'cache-control': pages['/'].headers['cache-control'] ?? null,
        etag: pages['/'].headers.etag ?? null,
      },
      plain: { url: `http://${LIVE_HOST}/plain`, htmlBytes: pages['/plain'].html.length, graphNodes: 0 },
    },
    throughput: {
      tool: `${WRK_TOOL}; nginx, then the live page, then a bare Node server for reference`,
      nginx: { ...wrk.nginx, server: `nginx serving the live HTML as index.html, worker_processes auto` },
      live: wrk.live,
      ratio,
      loadAverage: { before: wrk.loadBefore, after: wrk.loadAfter },
      reference: {
        bareNode: {
          ...wrk.bareNode,
          server:
            'one Node process (node:http, no framework) answering every request with the same bytes; not a target: what one Node process serves here',
        },
        bareNodeRatio: Math.round((wrk.bareNode.rps / wrk.nginx.rps) * 1000) / 1000,
      },
    },
    weight: {
      jsGzipBytes: weight.gzipBytes,
      scripts: weight.scripts,
      plainJsGzipBytes: plainWeight.gzipBytes,
      plainScripts: plainWeight.scripts,
    },
    lighthouse: {
      config: `default (${lighthouse.median.formFactor}, ${lighthouse.median.throttlingMethod} throttling), median of ${LIGHTHOUSE_RUNS} runs by performance`,
      ...scores,
      runs: lighthouse.runs.map((run) => run.scores),
      metrics: lighthouse.median.metrics,
      failingAudits: lighthouse.median.failing.map((audit) => audit.id),
      failingAuditDetails: lighthouse.median.failing,
      warnings: lighthouse.median.warnings,
    },
    responsive: responsive.result,
    languages: languages.result,
    targets: { ...TARGETS, responsive: RESPONSIVE_TARGETS, languages: LANGUAGES_TARGETS },
    met,
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  console.log(`
machine: ${JSON.stringify(result.machine)}
page: ${LIVE_URL} (${BRICK_COUNT} bricks, ${html.length} bytes of HTML, ${site.pages['/'].graphNodes} graph nodes)
throughput at ${WRK.connections} connections, ${WRK.seconds} s each:
  nginx  ${wrk.nginx.rps} req/s, p50 ${wrk.nginx.p50Ms} ms, p99 ${wrk.nginx.p99Ms} ms
  live   ${wrk.live.rps} req/s, p50 ${wrk.live.p50Ms} ms, p99 ${wrk.live.p99Ms} ms
  (bare Node, reference: ${wrk.bareNode.rps} req/s, p50 ${wrk.bareNode.p50Ms} ms, p99 ${wrk.bareNode.p99Ms} ms, ${Math.round((wrk.bareNode.rps / wrk.nginx.rps) * 1000) / 1000} of nginx)
  ratio  ${ratio} (target ≥ ${TARGETS.throughputRatio}: ${mark(met.throughputRatio)}); live p99 target < ${TARGETS.p99Ms} ms: ${mark(met.p99)}
weight: ${kb(weight.gzipBytes)} gzip of JavaScript on '/' in ${weight.scripts.length} script(s) (target ≤ ${kb(TARGETS.jsGzipBytes)}: ${mark(met.jsWeight)}); '/plain' ${plainWeight.gzipBytes} bytes in ${plainWeight.scripts.length} script(s)
lighthouse ${lighthouse.median.version} (mobile, median of ${LIGHTHOUSE_RUNS}):
  performance ${scores.performance} (≥ ${TARGETS.lighthouse.performance}: ${mark(met.performance)})
  accessibility ${scores.accessibility} (≥ ${TARGETS.lighthouse.accessibility}: ${mark(met.accessibility)})
  seo ${scores.seo} (≥ ${TARGETS.lighthouse.seo}: ${mark(met.seo)})
  audits below 1: ${
    lighthouse.median.failing
      .map(
        (a) =>
          `${a.category}/${a.id} ${a.score}${a.displayValue ? ` (${a.displayValue})` : ''}${a.weight ? '' : ' [weight 0]'}`,
      )
      .join(', ') || 'none'
  }
${responsive.summary}
${languages.summary}
written to ${path.relative(process.cwd(), resultsFile)}`);
  if (plainWeight.gzipBytes > 0)
    console.warn(
      `note: '/plain' has an empty graph and still sends ${plainWeight.gzipBytes} bytes of JavaScript`,
    );
  reportMissed(met);
}

// ---- Run ----

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const { ready, stop } = startBuiltServer({ port: PORT, base: BASE, tmpPrefix: 'tessera-bench-live-' });
try {
  await ready();
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const gql = await signUpBenchUser(page);
  const { appId, teamId } = await createBenchWorkspace(gql);
  const site = await createAndPublish(gql, appId);
  const large = languagesOnly ? null : await publishLarge(gql, appId);
  const multilingual = await publishTranslated(gql, teamId);
  await context.close();
  for (const [url, { liveUrl }] of Object.entries(site.pages)) console.log(`published ${url}: ${liveUrl}`);
  console.log(
    `published ${multilingual.defaultPath} in ${multilingual.locales.default} and ${multilingual.locales.others.join(', ')}: ${multilingual.liveUrl}, ${multilingual.translatedLiveUrl}`,
  );
  const translatedPages = await verifyTranslated(PORT, { singleHost: LIVE_HOST, host: LANGUAGES_HOST });
  if (languagesOnly) {
    // The languages part alone: no nginx, Lighthouse or responsive pages, and no Chromium left running.
    await browser.close();
    const languages = await measureLanguages(multilingual, translatedPages);
    writeLanguagesOnly(resultsFile, languages);
    console.log(`
machine: ${JSON.stringify(languages.result.machine)}
${languages.summary}
written to ${path.relative(process.cwd(), resultsFile)} (its languages part only)`);
    reportMissed(languages.met);
  } else await measureAll(site, large, multilingual, translatedPages);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
  if (browser.isConnected()) await browser.close();
}
