/**
 * The languages part of the live-site benchmark (issue 26: "live serving of a translated page at the same
 * throughput as a single-language page"). A second app, benchorg/benchlang, has the languages en-US and pt-BR
 * (updateAppLocales) and publishes '/plain''s 20 bricks once more, with every text translated into Portuguese
 * (`locales` beside each value, packages/shared/src/locales/values.ts) and its settings in Portuguese
 * (updatePageTranslation: the URL '/simples', title, description, tags), so its pt-BR version is served at
 * '/pt-br/simples'. Its throughput is measured against the single-language app's '/plain' with the tool and
 * method of the nginx comparison (wrk, same threads, connections and duration, a warm-up of each first, one
 * after the other in one run), then, for reference only, the multilingual app's '/plain' in its default language.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EXPECTED_TEXT, emptyGraph, pageContent, TEMPLATE_NAME } from './site.mjs';
import { get, runWrk } from './tools.mjs';

export const LOCALES = { default: 'en-US', others: ['pt-BR'] };
const LOCALE = 'pt-BR';
/** The multilingual app (its live host is benchorg--benchlang.localhost:PORT). */
export const LANGUAGES_APP_ALIAS = 'benchlang';
/** The page in the default language, as in the single-language app, and its address in Portuguese. */
const PAGE_URL = 'plain';
const TRANSLATED_URL = '/simples';
export const TRANSLATED_PATH = `/${LOCALE.toLowerCase()}${TRANSLATED_URL}`;

/**
 * The translated page's requests/s may be this share of the single-language page's, at most this p99. bench/live
 * judges its own server against nginx by a ratio of 0.5 (one Node process against nginx's workers: a different
 * comparison); two pages of the same server must serve alike, so within 10 %, and under the live page's p99.
 */
/**
 * The translated page's throughput at least 0.9 of the single-language page's, and its p99 at most 1.25 times
 * theirs, each the median of the rounds' ratios (a page and the other measured within seconds of each other).
 */
export const LANGUAGES_TARGETS = { throughputRatio: 0.9, p99Ratio: 1.25 };

/**
 * Every text of the page in Brazilian Portuguese, by its English text (the page's own in site.mjs and the
 * starter kit's defaults it keeps: the footer's links, the image's hidden caption). A text not here (the brand,
 * "Northwind") is left as it is: it reads the same in both languages, as a translator would leave it.
 */
const PORTUGUESE = new Map([
  [EXPECTED_TEXT.heading, 'Planeje sua semana em dez minutos'],
  [
    'Northwind is the planner for small teams that would rather do the work than talk about it. One calm screen for the week ahead, shared with everyone who needs it.',
    'A Northwind é o planejador das equipes pequenas que preferem fazer o trabalho a falar dele. Uma tela tranquila para a semana que vem, compartilhada com todos que precisam dela.',
  ],
  [EXPECTED_TEXT.button, 'Mostrar os detalhes'],
  [
    `${EXPECTED_TEXT.details}: the board shows who does what this week, the calendar shows when, and the notes keep the why.\n\nNothing to install, and your data stays yours.`,
    'A Northwind guarda cada projeto, prazo e conversa em um só lugar: o quadro mostra quem faz o quê nesta semana, o calendário mostra quando, e as notas guardam o porquê.\n\nNada para instalar, e seus dados continuam seus.',
  ],
  ['The weekly board of a team', 'O quadro semanal de uma equipe'],
  ['Features', 'Recursos'],
  ['A board for the week', 'Um quadro para a semana'],
  [
    'Drag tasks between days and people; the board keeps itself tidy.',
    'Arraste tarefas entre dias e pessoas; o quadro se mantém organizado.',
  ],
  ['See the board', 'Ver o quadro'],
  ['A board with tasks by day', 'Um quadro com tarefas por dia'],
  ['Deadlines you can trust', 'Prazos em que você pode confiar'],
  [
    'Every date has an owner, and a reminder two days before.',
    'Cada data tem um responsável e um lembrete dois dias antes.',
  ],
  ['Read about reminders', 'Leia sobre os lembretes'],
  ['A calendar with deadlines', 'Um calendário com prazos'],
  ['Notes next to the work', 'Notas ao lado do trabalho'],
  [
    'Decisions stay beside the task they were made for.',
    'As decisões ficam ao lado da tarefa para a qual foram tomadas.',
  ],
  ['Explore notes', 'Explorar as notas'],
  ['Notes attached to a task', 'Notas anexadas a uma tarefa'],
  ['How it works', 'Como funciona'],
  [
    'Invite your team, import last week from a spreadsheet, and pick the three things that matter most. Northwind builds the week around them.',
    'Convide sua equipe, importe a semana passada de uma planilha e escolha as três coisas que mais importam. A Northwind monta a semana em torno delas.',
  ],
  ['A planned week', 'Uma semana planejada'],
  [
    'On Friday, the review shows what got done and what moves to next week, so Monday starts with a plan instead of a meeting.',
    'Na sexta-feira, a revisão mostra o que foi feito e o que passa para a semana seguinte, e a segunda-feira começa com um plano em vez de uma reunião.',
  ],
  ['Get in touch', 'Fale conosco'],
  [
    'Questions about teams, prices or your data? We answer every message within a day.',
    'Dúvidas sobre equipes, preços ou seus dados? Respondemos a todas as mensagens em até um dia.',
  ],
  ['Write to us', 'Escreva para nós'],
  [
    'Features | #features\nHow it works | #how\nContact | #contact',
    'Recursos | #features\nComo funciona | #how\nContato | #contact',
  ],
  ['The weekly planner for small teams.', 'O planejador semanal para equipes pequenas.'],
  [`${EXPECTED_TEXT.footer}. All rights reserved.`, '© 2025 Northwind Labs. Todos os direitos reservados.'],
  [
    'Features | #features\nPricing | #pricing\nChangelog | #changelog\nAbout | #about\nCareers | #careers\nContact | #contact',
    'Recursos | #features\nPreços | #pricing\nNovidades | #changelog\nSobre | #about\nCarreiras | #careers\nContato | #contact',
  ],
  ['A caption for the picture', 'Uma legenda para a imagem'],
]);

/** Texts the translated page must contain (and its English counterparts it must not). */
export const EXPECTED_PORTUGUESE = {
  heading: PORTUGUESE.get(EXPECTED_TEXT.heading),
  button: PORTUGUESE.get(EXPECTED_TEXT.button),
  footer: 'Todos os direitos reservados',
};

const SEO = {
  url: TRANSLATED_URL,
  title: 'Northwind – o planejador semanal para equipes pequenas',
  description:
    'Planeje a semana da sua equipe em dez minutos: um quadro compartilhado, prazos com responsáveis e notas ao lado do trabalho.',
  tags: ['planejador', 'equipes pequenas', 'planejamento semanal', 'produtividade'],
};

/** packages/shared/src/locales/values.ts: the types translated, and the entries never translated. */
const TEXT_TYPES = new Set(['TextInput', 'TextAreaInput', 'ImageSelector']);
const NEVER_TRANSLATED = new Set(['name', 'visibility']);
const ADDRESS = /^(#|\/|https?:|mailto:|tel:|data:)/;

/**
 * `content` with every text translated into pt-BR from PORTUGUESE: a text input's or text area's value, an
 * image's alt text (the picture kept). Returns the content, the count of texts translated and the texts with
 * words left as they are (not in PORTUGUESE; a link is not words).
 */
export function translated(content) {
  let texts = 0;
  const kept = new Set();
  const slots = {};
  for (const [slot, bricks] of Object.entries(content.slots)) {
    slots[slot] = bricks.map((brick) => {
      const dataTypes = { ...brick.dataTypes };
      for (const [name, entry] of Object.entries(dataTypes)) {
        if (NEVER_TRANSLATED.has(name) || !TEXT_TYPES.has(entry.type)) continue;
        const value = entry.value ?? entry.defaultValue;
        const text = typeof value === 'string' ? value : value?.alt;
        if (typeof text !== 'string' || text.trim() === '' || ADDRESS.test(text)) continue;
        const portuguese = PORTUGUESE.get(text);
        if (portuguese === undefined) {
          kept.add(text);
          continue;
        }
        dataTypes[name] = {
          ...entry,
          locales: { [LOCALE]: typeof value === 'string' ? portuguese : { ...value, alt: portuguese } },
        };
        texts += 1;
      }
      return { ...brick, dataTypes };
    });
  }
  return { content: { ...content, slots }, texts, kept: [...kept] };
}

/**
 * Creates the multilingual app in `teamId` (en-US and pt-BR), then '/plain''s bricks translated into pt-BR, its
 * Portuguese settings, and publishes it (every language). Returns the app's alias, the page's live addresses
 * and what was translated.
 */
export async function publishTranslated(gql, teamId) {
  const { createApp } = await gql('mutation ($a: NewAppInput!) { createApp(newApp: $a) { id } }', {
    a: {
      name: 'Bench Languages',
      alias: LANGUAGES_APP_ALIAS,
      description: 'Benchmarks',
      tags: ['bench'],
      teamId,
    },
  });
  const appId = createApp.id;
  await gql(
    'mutation ($appId: ID!, $l: SiteLocalesInput!) { updateAppLocales(appId: $appId, locales: $l) { id } }',
    { appId, l: LOCALES },
  );
  const { templates } = await gql('{ templates(first: 100) { edges { node { id name slots dataTypes } } } }');
  const template = templates.edges.map((e) => e.node).find((t) => t.name === TEMPLATE_NAME);
  const { components } = await gql(
    '{ components(first: 100) { edges { node { id name dataTypes dataGroups } } } }',
  );
  const { content, texts, kept } = translated(
    pageContent(
      template,
      components.edges.map((e) => e.node),
      emptyGraph(),
    ),
  );
  const { createPage } = await gql('mutation ($p: NewPageInput!) { createPage(newPage: $p) { id url } }', {
    p: {
      appId,
      templateId: template.id,
      name: 'Plain',
      url: PAGE_URL,
      title: 'Northwind – the weekly planner for small teams',
      description:
        'Plan your team’s week in ten minutes: a shared board, deadlines with owners and notes next to the work.',
      tags: ['planner', 'small teams', 'weekly planning', 'productivity'],
      content,
    },
  });
  const { updatePageTranslation } = await gql(
    `mutation ($pageId: ID!, $locale: String!, $t: PageTranslationInput!) {
      updatePageTranslation(pageId: $pageId, locale: $locale, translation: $t) { translations { locale url liveUrl } } }`,
    { pageId: createPage.id, locale: LOCALE, t: SEO },
  );
  const { publishPage } = await gql(
    'mutation ($id: ID!) { publishPage(id: $id) { isLive renderErrors { key type message } } }',
    { id: createPage.id },
  );
  if (!publishPage.isLive) throw new Error(`bench/live: ${PAGE_URL} in ${LANGUAGES_APP_ALIAS} is not live`);
  if (publishPage.renderErrors.length > 0)
    throw new Error(
      `bench/live: the translated page rendered with errors: ${JSON.stringify(publishPage.renderErrors)}`,
    );
  const { page } = await gql('query ($id: ID!) { page(id: $id) { url liveUrl } }', { id: createPage.id });
  const translation = updatePageTranslation.translations.find((t) => t.locale === LOCALE);
  // The address measured is the one the API gives the page in Portuguese.
  if (!translation?.liveUrl || new URL(translation.liveUrl).pathname !== TRANSLATED_PATH)
    throw new Error(
      `bench/live: the page's pt-BR address is ${translation?.liveUrl}, not …${TRANSLATED_PATH}`,
    );
  return {
    alias: LANGUAGES_APP_ALIAS,
    locales: LOCALES,
    defaultPath: page.url,
    translatedPath: TRANSLATED_PATH,
    liveUrl: page.liveUrl,
    translatedLiveUrl: translation.liveUrl,
    translatedTexts: texts,
    keptAsIs: kept,
  };
}

/**
 * The translated page answers 200 on the multilingual app's host at TRANSLATED_PATH, in Portuguese (lang,
 * texts, none of the English ones it translates), and its '/plain' in English; the single-language '/plain'
 * answers too. Returns each one's HTML bytes and headers.
 */
export async function verifyTranslated(port, { singleHost, host }) {
  const fetched = {};
  for (const [name, onHost, path] of [
    ['single', singleHost, '/plain'],
    ['translated', host, TRANSLATED_PATH],
    ['default', host, '/plain'],
  ]) {
    const response = await get(port, onHost, path);
    const html = response.body.toString('utf8');
    if (response.status !== 200)
      throw new Error(`bench/live: ${onHost}${path} answered ${response.status}: ${html.slice(0, 300)}`);
    fetched[name] = { host: onHost, path, html, bytes: response.body.length, headers: response.headers };
  }
  const pt = fetched.translated.html;
  if (!/<html lang="pt-BR"/.test(pt)) throw new Error(`bench/live: ${TRANSLATED_PATH} is not lang="pt-BR"`);
  for (const text of Object.values(EXPECTED_PORTUGUESE))
    if (!pt.includes(text)) throw new Error(`bench/live: ${TRANSLATED_PATH} lacks "${text}"`);
  for (const text of [EXPECTED_TEXT.heading, EXPECTED_TEXT.button])
    if (pt.includes(text)) throw new Error(`bench/live: ${TRANSLATED_PATH} still says "${text}"`);
  for (const name of ['single', 'default'])
    for (const text of Object.values(EXPECTED_TEXT))
      if (!fetched[name].html.includes(text))
        throw new Error(`bench/live: ${fetched[name].host}${fetched[name].path} lacks "${text}"`);
  return fetched;
}

/** How many rounds of the three pages in turn: a pause of the machine then falls on every page alike. */
export const LANGUAGES_ROUNDS = 5;

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * wrk against the single-language '/plain', the translated page and (reference) the multilingual '/plain', with
 * `wrk` ({ threads, connections, seconds, warmupSeconds }): a warm-up of each, then LANGUAGES_ROUNDS rounds of
 * the three in turn, each a third of `seconds` long (at least 2 s); each page's figures are its rounds' medians.
 * Measured one after the other, a page that happened to run during a pause of this 2-core machine (a collection,
 * another process) read up to a quarter slower in one run and not in the next.
 */
export async function languagesThroughput(port, fetched, wrk) {
  const same = { port, threads: wrk.threads, connections: wrk.connections };
  const runs = [
    ['single', { ...same, host: fetched.single.host, path: fetched.single.path }],
    ['translated', { ...same, host: fetched.translated.host, path: fetched.translated.path }],
    ['defaultLanguage', { ...same, host: fetched.default.host, path: fetched.default.path }],
  ];
  const load = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
  const loadBefore = load();
  const seconds = Math.max(2, Math.round(wrk.seconds / 3));
  console.log(
    `languages: load average before: ${loadBefore.join(' ')}; warm-up: ${wrk.warmupSeconds} s each; ${LANGUAGES_ROUNDS} rounds of ${seconds} s each in turn`,
  );
  for (const [, run] of runs) await runWrk({ ...run, seconds: wrk.warmupSeconds, latency: false });
  const rounds = Object.fromEntries(runs.map(([name]) => [name, []]));
  for (let round = 0; round < LANGUAGES_ROUNDS; round++) {
    for (const [name, run] of runs) {
      const { output, ...figures } = await runWrk({ ...run, seconds });
      if (figures.non2xx > 0)
        throw new Error(`bench/live: languages ${name}: ${figures.non2xx} responses were not 2xx or 3xx`);
      rounds[name].push(figures);
      console.log(`round ${round + 1} ${name}: ${figures.rps} req/s, p99 ${figures.p99Ms} ms`);
    }
  }
  const results = {};
  for (const [name] of runs) {
    const list = rounds[name];
    results[name] = {
      command: list[0].command,
      rps: median(list.map((r) => r.rps)),
      p50Ms: median(list.map((r) => r.p50Ms)),
      p99Ms: median(list.map((r) => r.p99Ms)),
      non2xx: 0,
      rounds: list.map(({ command: _c, ...figures }) => figures),
    };
  }
  // Each round's pages ran within seconds of each other: their ratio is what the machine's swings leave alone.
  const paired = (field) =>
    median(rounds.translated.map((r, i) => (r[field] ?? 0) / (rounds.single[i][field] || 1)));
  const round3 = (n) => Math.round(n * 1000) / 1000;
  return {
    ...results,
    pairedRatio: round3(paired('rps')),
    pairedP99Ratio: round3(paired('p99Ms')),
    loadBefore,
    loadAfter: load(),
  };
}

/** The figures for live.json's `languages`, whether its targets are met, and the lines to print. */
export function languagesResult({ site, fetched, wrk, tool, machine }) {
  const ratio = wrk.pairedRatio;
  const defaultRatio = Math.round((wrk.defaultLanguage.rps / wrk.single.rps) * 1000) / 1000;
  const pageOf = (name) => ({
    url: `http://${fetched[name].host}${fetched[name].path}`,
    htmlBytes: fetched[name].bytes,
    etag: fetched[name].headers.etag ?? null,
    vary: fetched[name].headers.vary ?? null,
  });
  const result = {
    benchmark:
      "live site, issue 26: wrk against '/plain' of a single-language app and the same page translated into pt-BR in an app of two languages (every text, its URL and settings), served at /pt-br/…",
    date: new Date().toISOString(),
    machine,
    locales: site.locales,
    pages: {
      single: pageOf('single'),
      translated: {
        ...pageOf('translated'),
        liveUrl: site.translatedLiveUrl,
        translatedTexts: site.translatedTexts,
        keptAsIs: site.keptAsIs,
      },
      defaultLanguage: pageOf('default'),
    },
    throughput: {
      tool,
      single: wrk.single,
      translated: wrk.translated,
      ratio,
      p99Ratio: wrk.pairedP99Ratio,
      loadAverage: { before: wrk.loadBefore, after: wrk.loadAfter },
      reference: {
        defaultLanguage: {
          ...wrk.defaultLanguage,
          page: "the multilingual app's '/plain' in its default language (en-US); not a target",
        },
        defaultLanguageRatio: defaultRatio,
      },
    },
  };
  const met = {
    languagesThroughputRatio: ratio >= LANGUAGES_TARGETS.throughputRatio,
    languagesP99: wrk.pairedP99Ratio <= LANGUAGES_TARGETS.p99Ratio,
  };
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const line = (name, figures) =>
    `  ${name} ${figures.rps} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`;
  const summary = `languages (issue 26): ${result.pages.translated.url} (${site.translatedTexts} texts in pt-BR, ${fetched.translated.bytes} bytes) against ${result.pages.single.url} (${fetched.single.bytes} bytes)
${line('single-language', wrk.single)}
${line('translated     ', wrk.translated)}
  (multilingual app's default language, reference: ${wrk.defaultLanguage.rps} req/s, p99 ${wrk.defaultLanguage.p99Ms} ms, ${defaultRatio} of the single-language page)
  ratio ${ratio} (median of the rounds'; target ≥ ${LANGUAGES_TARGETS.throughputRatio}: ${mark(met.languagesThroughputRatio)}); p99 ratio ${wrk.pairedP99Ratio} (target ≤ ${LANGUAGES_TARGETS.p99Ratio}: ${mark(met.languagesP99)})`;
  return { result, met, summary };
}

/**
 * `--languages`: the part's record written into `file`'s (live.json) last record, its other figures kept (each
 * part carries its own date and machine); the targets and `met` of the languages part replaced.
 */
export function writeLanguagesOnly(file, languages) {
  const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const met = Object.fromEntries(
    Object.entries(before.met ?? {}).filter(([name]) => !name.startsWith('languages')),
  );
  const result = {
    ...before,
    languages: languages.result,
    targets: { ...before.targets, languages: LANGUAGES_TARGETS },
    met: { ...met, ...languages.met },
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}
