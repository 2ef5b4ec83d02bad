#!/usr/bin/env node
/**
 * Translation files benchmark (issue 26: "export and import of an app of 50 pages × 1 000 bricks × 4 languages in
 * under 5 s each"). Starts the built server (apps/server/dist, PGlite, a fresh DATA_DIR), makes an app in en-US
 * with pt-BR, es-ES and fr-FR and 50 pages of 1 000 starter-kit bricks each (bench/editor/page.mjs's flat page:
 * Heading, Paragraph, Button, Card, Divider and Image in turn over the three slots), then, for each of the three
 * other languages, over HTTP with the editor's session:
 *   export   GET /apps/{id}/translations/{lang}.xlf and .json (the whole app, every page);
 *   import   the JSON file with every unit translated, POSTed as a preview (apply=0), then applied (apply=1):
 *            every text and setting of the 50 pages gets a translation in one transaction;
 *   again    the XLIFF export, now with every target, and its import preview (the larger file: sources and notes;
 *            past 18 MB it is exported and previewed in parts of pages, `?pages=`, as the import takes 20 MB).
 * Each figure is one timed request, end to end (the client's request to the last byte of the answer). Target: each
 * export, preview and import under 5 s. Prints the figures with the machine and writes
 * bench/results/translations.json; exits 1 when a target is missed.
 * Run from the repository root after building the server: npm run build -w @tessera/server && node bench/translations/run.mjs
 * (`--pages N`, `--bricks N` for a smaller app while trying it out).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPageContent } from '../editor/page.mjs';
import { benchKit, createBenchWorkspace, machine, root, startBuiltServer } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.resolve(here, '../results/translations.json');
const PORT = Number(process.env.BENCH_PORT ?? 4394);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_MS = 5000;
const LOCALES = { default: 'en-US', others: ['pt-BR', 'es-ES', 'fr-FR'] };

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} takes a whole number`);
    process.exit(2);
  }
  return value;
}
const PAGES = option('--pages', 50);
const BRICKS = option('--bricks', 1000);

const bundle = path.join(root, 'apps/server/dist/main.js');
if (!existsSync(bundle)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build -w @tessera/server` first');
  process.exit(1);
}

const { ready, stop } = startBuiltServer({
  port: PORT,
  base: BASE,
  tmpPrefix: 'tessera-bench-translations-',
});

async function session() {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'benchmark-password-1';
  const post = (url, body, cookie) =>
    fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signup = await post('/signup', { username: 'Bench Mark', email, password, repeatPassword: password });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const login = await post('/signin', { email, password });
  const token = /auth_token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`login ${login.status}`);
  const cookie = `auth_token=${token}`;
  const gql = async (query, variables = {}) => {
    const body = await (await post('/graphql', { query, variables }, cookie)).json();
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
    return body.data;
  };
  return { cookie, gql };
}

/** One timed request: its status, body text and milliseconds (to the answer's last byte). */
async function timed(url, cookie, init = {}) {
  const started = performance.now();
  const response = await fetch(`${BASE}${url}`, { ...init, headers: { cookie, ...init.headers } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 500)}`);
  return { text, ms: Math.round(ms) };
}

const MB = 1024 * 1024;
const mb = (text) => Math.round((Buffer.byteLength(text) / MB) * 100) / 100;

/** The JSON file with every unit translated: "{source language text} [lang]", or the key's tail for settings. */
function translatedJson(text, locale) {
  const file = JSON.parse(text);
  for (const key of Object.keys(file)) {
    if (key === '$tessera') continue;
    file[key] = key.endsWith('/page/url')
      ? `/${key.slice(0, 8)}-${locale.toLowerCase()}`
      : `${key.slice(-12)} [${locale}]`;
  }
  return JSON.stringify(file, null, 2);
}

async function main() {
  await ready();
  const { cookie, gql } = await session();
  const { appId } = await createBenchWorkspace(gql);
  await gql(
    'mutation ($id: ID!, $l: SiteLocalesInput!) { updateAppLocales(appId: $id, locales: $l) { id } }',
    {
      id: appId,
      l: LOCALES,
    },
  );
  const { template, kit } = await benchKit(gql);
  const content = buildPageContent(template, kit, BRICKS);
  const setUpStarted = performance.now();
  for (let p = 0; p < PAGES; p++) {
    await gql('mutation ($p: NewPageInput!) { createPage(newPage: $p) { id } }', {
      p: {
        appId,
        templateId: template.id,
        name: `Page ${p + 1}`,
        url: `page-${p + 1}`,
        title: `Bench page ${p + 1}`,
        description: 'A page of the translation files benchmark',
        tags: ['bench', 'translations'],
        content,
      },
    });
  }
  console.log(
    `set-up: ${PAGES} pages × ${BRICKS} bricks in ${Math.round((performance.now() - setUpStarted) / 1000)} s`,
  );

  const { pages } = await gql(
    'query ($id: ID!) { pages(appId: $id, first: 100) { edges { node { id } } } }',
    {
      id: appId,
    },
  );
  const pageIds = pages.edges.map((edge) => edge.node.id);
  const languages = [];
  for (const locale of LOCALES.others) {
    const base = `/apps/${appId}/translations`;
    const xliff = await timed(`${base}/${locale}.xlf`, cookie);
    const json = await timed(`${base}/${locale}.json`, cookie);
    const units = (xliff.text.match(/<unit /g) ?? []).length;
    const file = translatedJson(json.text, locale);
    const post = (query) =>
      timed(`${base}/import?${query}`, cookie, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: file,
      });
    const preview = await post('apply=0');
    const applied = await post('apply=1');
    const report = JSON.parse(applied.text);
    if (report.added !== units) throw new Error(`${locale}: ${report.added} of ${units} units added`);
    const translatedXliff = await timed(`${base}/${locale}.xlf`, cookie);
    // A whole app's XLIFF may pass the 20 MB an import takes (sources and notes): then it goes in parts of pages,
    // as a translator would export it, each part exported and previewed on its own.
    const parts = [];
    const partCount = Math.ceil(Buffer.byteLength(translatedXliff.text) / (18 * MB));
    for (let part = 0; part < partCount; part++) {
      const ids = pageIds.filter((_, index) => index % partCount === part).join(',');
      const query = partCount === 1 ? '' : `?pages=${ids}`;
      const exported =
        partCount === 1 ? translatedXliff : await timed(`${base}/${locale}.xlf${query}`, cookie);
      const previewed = await timed(`${base}/import?apply=0`, cookie, {
        method: 'POST',
        headers: { 'content-type': 'application/xliff+xml' },
        body: exported.text,
      });
      parts.push({ exportMs: exported.ms, MB: mb(exported.text), previewMs: previewed.ms });
    }
    const row = {
      locale,
      units,
      exportXliff: { ms: xliff.ms, MB: mb(xliff.text) },
      exportJson: { ms: json.ms, MB: mb(json.text) },
      importJson: { MB: mb(file), previewMs: preview.ms, applyMs: applied.ms, pages: report.pages },
      exportXliffTranslated: { ms: translatedXliff.ms, MB: mb(translatedXliff.text) },
      xliffParts: parts,
    };
    languages.push(row);
    console.log(
      `${locale}: ${units} units; export XLIFF ${xliff.ms} ms (${row.exportXliff.MB} MB), JSON ${json.ms} ms (${row.exportJson.MB} MB); ` +
        `import JSON preview ${preview.ms} ms, apply ${applied.ms} ms; translated XLIFF export ${translatedXliff.ms} ms (${row.exportXliffTranslated.MB} MB), ` +
        `its import preview ${parts.map((p) => `${p.previewMs} ms (${p.MB} MB${parts.length > 1 ? `, exported in ${p.exportMs} ms` : ''})`).join(' + ')}`,
    );
  }
  const worst = (pick) => Math.max(...languages.map(pick));
  const met = {
    export: worst((r) => Math.max(r.exportXliff.ms, r.exportJson.ms, r.exportXliffTranslated.ms)) < TARGET_MS,
    preview:
      worst((r) => Math.max(r.importJson.previewMs, ...r.xliffParts.map((p) => p.previewMs))) < TARGET_MS,
    import: worst((r) => r.importJson.applyMs) < TARGET_MS,
  };
  const result = {
    benchmark: 'translation files: export and import of an app over HTTP (built server, PGlite)',
    command: 'npm run build -w @tessera/server && node bench/translations/run.mjs',
    date: new Date().toISOString(),
    machine: machine(),
    app: { pages: PAGES, bricksPerPage: BRICKS, locales: LOCALES },
    targetMs: TARGET_MS,
    languages,
    met,
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ machine: result.machine, met }, null, 2));
  const missed = Object.entries(met)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  if (missed.length > 0) {
    console.error(`targets missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} finally {
  stop();
}
