/**
 * The responsive part of the live-site benchmark (issue 23): '/responsive' is '/plain' with values at Tablet and
 * Phone on a third of its bricks (site.mjs withOverrides). Its HTML must grow by less than 15 % over '/plain',
 * its overridden h2 must have the desktop, Tablet and Phone sizes at 1440, 900 and 390 px with JavaScript off,
 * and Lighthouse mobile and desktop must stay at 100 / 100 / 100.
 */
import { buildPageContent } from '../editor/page.mjs';
import {
  OVERRIDE_BRICK_COUNT,
  OVERRIDE_FACTORS,
  RESPONSIVE_BRICK,
  TEMPLATE_NAME,
  withOverrides,
} from './site.mjs';

/** The editor benchmark's flat page (bench/editor/page.mjs): the issue's page for the bytes target. */
export const LARGE_BRICKS = 1000;

export const RESPONSIVE_TARGETS = {
  bytesGrowth: 0.15,
  lighthouse: { performance: 100, accessibility: 100, seo: 100 },
};

/**
 * Publishes the editor benchmark's 1 000-brick page twice, as '/large' and, with values at Tablet and Phone on a
 * third of its bricks, as '/large-responsive'. Returns their paths.
 */
export async function publishLarge(gql, appId) {
  const { templates } = await gql('{ templates(first: 100) { edges { node { id name slots dataTypes } } } }');
  const template = templates.edges.map((e) => e.node).find((t) => t.name === TEMPLATE_NAME);
  const { components } = await gql(
    '{ components(first: 100) { edges { node { id name dataTypes dataGroups } } } }',
  );
  const content = buildPageContent(
    template,
    components.edges.map((e) => e.node),
    LARGE_BRICKS,
  );
  const paths = {};
  for (const [url, pageContent] of [
    ['large', content],
    ['large-responsive', withOverrides(content)],
  ]) {
    const { createPage } = await gql('mutation ($p: NewPageInput!) { createPage(newPage: $p) { id url } }', {
      p: {
        appId,
        templateId: template.id,
        name: url,
        url,
        title: url,
        description: url,
        tags: ['bench'],
        content: pageContent,
      },
    });
    const { publishPage } = await gql(
      'mutation ($id: ID!) { publishPage(id: $id) { renderErrors { key type message } } }',
      { id: createPage.id },
    );
    if (publishPage.renderErrors.length > 0)
      throw new Error(`${url} rendered with errors: ${JSON.stringify(publishPage.renderErrors.slice(0, 3))}`);
    paths[url] = createPage.url;
  }
  return paths;
}

const WIDTHS = { desktop: 1440, tablet: 900, phone: 390 };

/**
 * The overridden h2's computed font size at each width, in a context with JavaScript off (the live page has no
 * script: the media queries alone must do it). Throws unless Tablet and Phone are the desktop size scaled by
 * OVERRIDE_FACTORS.
 */
export async function verifyResponsive(browser, url) {
  const sizes = {};
  for (const [name, width] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const heading = page.locator(`[data-tessera-brick="${RESPONSIVE_BRICK}"] h2`);
      sizes[name] = await heading.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      );
    } finally {
      await context.close();
    }
  }
  for (const name of ['tablet', 'phone']) {
    const expected = sizes.desktop * OVERRIDE_FACTORS.fontSize[name];
    if (Math.abs(sizes[name] - expected) > 0.1) {
      throw new Error(
        `bench/live: ${url} draws ${RESPONSIVE_BRICK} at ${sizes[name]}px at ${WIDTHS[name]} px wide, not ${expected}px`,
      );
    }
  }
  return Object.fromEntries(
    Object.entries(WIDTHS).map(([name, width]) => [`${width}px`, `${sizes[name]}px`]),
  );
}

const lighthouseOf = (runs, count) => ({
  config: `${runs.median.formFactor}, ${runs.median.throttlingMethod} throttling, median of ${count} runs by performance`,
  ...runs.median.scores,
  runs: runs.runs.map((run) => run.scores),
  metrics: runs.median.metrics,
  failingAudits: runs.median.failing.map((audit) => audit.id),
  failingAuditDetails: runs.median.failing,
  warnings: runs.median.warnings,
});

const perfect = (scores) =>
  Object.entries(RESPONSIVE_TARGETS.lighthouse).every(([category, target]) => scores[category] >= target);

/** The figures of '/responsive' for live.json, whether its targets are met, and the lines to print. */
export function responsiveResult({
  url,
  plainBytes,
  bytes,
  html,
  large,
  fontSizes,
  mobile,
  control,
  desktop,
  runs,
}) {
  const ratio = (more, less) => Math.round(((more - less) / less) * 10_000) / 10_000;
  const growth = ratio(bytes, plainBytes);
  const largeGrowth = ratio(large.responsiveBytes, large.bytes);
  const stylesheet = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  const mediaQueries = stylesheet.match(/@media [^{]*\{/g) ?? [];
  const result = {
    url,
    overriddenBricks: OVERRIDE_BRICK_COUNT,
    breakpointsUsed: ['tablet (991px)', 'phone (478px)'],
    htmlBytes: bytes,
    plainHtmlBytes: plainBytes,
    bytesGrowth: growth,
    mediaQueries: mediaQueries.length,
    customProperties: new Set(html.match(/var\(--r[0-9a-z_]+/g) ?? []).size,
    large: {
      page: `bench/editor/page.mjs buildPageContent: ${LARGE_BRICKS} bricks, ${Math.ceil(LARGE_BRICKS / 3)} with values at Tablet and Phone`,
      htmlBytes: large.responsiveBytes,
      plainHtmlBytes: large.bytes,
      bytesGrowth: largeGrowth,
    },
    computedFontSize: fontSizes,
    lighthouseMobile: lighthouseOf(mobile, runs),
    lighthouseDesktop: lighthouseOf(desktop, runs),
    lighthouseMobilePlainControl: lighthouseOf(control, runs),
  };
  const met = {
    responsiveBytes: growth < RESPONSIVE_TARGETS.bytesGrowth,
    responsiveLargeBytes: largeGrowth < RESPONSIVE_TARGETS.bytesGrowth,
    responsiveMobile: perfect(mobile.median.scores),
    responsiveDesktop: perfect(desktop.median.scores),
  };
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const scores = (s) => `${s.performance}/${s.accessibility}/${s.seo}`;
  const summary = `responsive: ${url} (${OVERRIDE_BRICK_COUNT} of the bricks with values at Tablet and Phone)
  HTML ${bytes} bytes against '/plain' ${plainBytes}: +${(growth * 100).toFixed(1)} % (< ${RESPONSIVE_TARGETS.bytesGrowth * 100} %: ${mark(met.responsiveBytes)}); ${mediaQueries.length} media queries, ${result.customProperties} custom properties
  ${LARGE_BRICKS}-brick page: ${large.responsiveBytes} bytes against ${large.bytes}: +${(largeGrowth * 100).toFixed(1)} % (< ${RESPONSIVE_TARGETS.bytesGrowth * 100} %: ${mark(met.responsiveLargeBytes)})
  computed font size of ${RESPONSIVE_BRICK} (JavaScript off): ${Object.entries(fontSizes)
    .map(([width, size]) => `${width} ${size}`)
    .join(', ')}
  lighthouse mobile ${scores(mobile.median.scores)} (100/100/100: ${mark(met.responsiveMobile)}), desktop ${scores(desktop.median.scores)} (${mark(met.responsiveDesktop)}); '/plain' mobile in the same conditions (control) ${scores(control.median.scores)}`;
  return { result, met, summary };
}
