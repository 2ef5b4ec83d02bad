/**
 * The responsive part of the live-site benchmark (issue 23): '/responsive' is '/plain' with values at Tablet and
 * Phone on a third of its bricks (site.mjs withOverrides). Its HTML must grow by less than 15 % over '/plain',
 * its overridden h2 must have the desktop, Tablet and Phone sizes at 1440, 900 and 390 px with JavaScript off,
 * and Lighthouse mobile and desktop must stay at 100 / 100 / 100.
 */
import { OVERRIDE_BRICK_COUNT, OVERRIDE_FACTORS, RESPONSIVE_BRICK } from './site.mjs';

export const RESPONSIVE_TARGETS = {
  bytesGrowth: 0.15,
  lighthouse: { performance: 100, accessibility: 100, seo: 100 },
};

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
export function responsiveResult({ url, plainBytes, bytes, html, fontSizes, mobile, desktop, runs }) {
  const growth = Math.round(((bytes - plainBytes) / plainBytes) * 10_000) / 10_000;
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
    computedFontSize: fontSizes,
    lighthouseMobile: lighthouseOf(mobile, runs),
    lighthouseDesktop: lighthouseOf(desktop, runs),
  };
  const met = {
    responsiveBytes: growth < RESPONSIVE_TARGETS.bytesGrowth,
    responsiveMobile: perfect(mobile.median.scores),
    responsiveDesktop: perfect(desktop.median.scores),
  };
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  const scores = (s) => `${s.performance}/${s.accessibility}/${s.seo}`;
  const summary = `responsive: ${url} (${OVERRIDE_BRICK_COUNT} of the bricks with values at Tablet and Phone)
  HTML ${bytes} bytes against '/plain' ${plainBytes}: +${(growth * 100).toFixed(1)} % (< ${RESPONSIVE_TARGETS.bytesGrowth * 100} %: ${mark(met.responsiveBytes)}); ${mediaQueries.length} media queries, ${result.customProperties} custom properties
  computed font size of ${RESPONSIVE_BRICK} (JavaScript off): ${Object.entries(fontSizes)
    .map(([width, size]) => `${width} ${size}`)
    .join(', ')}
  lighthouse mobile ${scores(mobile.median.scores)} (100/100/100: ${mark(met.responsiveMobile)}), desktop ${scores(desktop.median.scores)} (${mark(met.responsiveDesktop)})`;
  return { result, met, summary };
}
