import http from 'node:http';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { signUpAndSignIn } from '../support/api.ts';
import {
  canvasFrame,
  computed,
  createPage,
  kitBrick,
  kitContent,
  openEditor,
  selectBrick,
  setUpApp,
} from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);
const TITLE = 'Tide tables for every harbour';
const STORY = 'Our keepers have logged the tides at dawn and dusk since 1890.';

/** The canvas at a breakpoint: the switcher pressed, the frame as wide as the breakpoint says. */
async function showBreakpoint(page: Page, id: string): Promise<void> {
  await page.getByTestId(`editor-breakpoint-${id}`).click();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-breakpoint', id);
}

interface Seen {
  fontSize: string;
  storyShown: boolean;
}

/** The live page's HTML, asked with the site's Host header (Node's fetch drops it). */
function liveHtml(host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: E2E_PORT, path: '/', headers: { host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      },
    );
    request.on('error', reject);
  });
}

/** What a visitor sees at each width, with or without JavaScript. */
async function liveAt(
  browser: Browser,
  url: string,
  javaScriptEnabled: boolean,
  widths: number[],
): Promise<Seen[]> {
  const context = await browser.newContext({
    viewport: { width: widths[0]!, height: 900 },
    javaScriptEnabled,
  });
  const visitor = await context.newPage();
  expect((await visitor.goto(url))?.status()).toBe(200);
  const seen: Seen[] = [];
  for (const width of widths) {
    await visitor.setViewportSize({ width, height: 900 });
    const fontSize = await visitor
      .locator('h2')
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize);
    const storyShown = await visitor.getByText(STORY).isVisible();
    seen.push({ fontSize, storyShown });
    if (!javaScriptEnabled) await snap(visitor, `responsive-live-${width}`);
  }
  await context.close();
  return seen;
}

test('a heading sized for phones and a paragraph hidden from tablets down look the same in the canvas and on the live page, with or without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Ada Lovelace',
    email: `ada.responsive.${stamp}@example.com`,
    password: 'analytical-engine-1843',
  });
  const orgAlias = `resp${tail}`;
  const { appId, templates } = await setUpApp(page, {
    org: `Tidewater ${tail}`,
    alias: orgAlias,
    app: 'Tidewater Site',
    appAlias: 'tides',
  });
  const templateId = templates.get('Single column')!;
  const kit = await kitContent(page, templateId, 3);
  const pageId = await createPage(page, {
    appId,
    templateId,
    name: 'Home',
    url: '/',
    content: kit.content([
      kitBrick(kit.component('Heading'), 'title', { text: TITLE }),
      kitBrick(kit.component('Paragraph'), 'story', { text: STORY }),
    ]),
  });

  await openEditor(page, appId, pageId);
  await expect(page.getByTestId('editor-breakpoint-desktop')).toBeVisible();
  const desktopSize = await computed(page, 'h2', 'font-size');
  expect(desktopSize).toBe('36px');

  // Phone: the heading's font size set there, and only there.
  await showBreakpoint(page, 'phone');
  await selectBrick(page, 'slot1', 0);
  const size = page.getByTestId('prop:fontSize:value');
  await size.click();
  await size.press('ControlOrMeta+a');
  await size.pressSequentially('1.25');
  await size.press('Enter');
  await expect(page.getByTestId('inspector-bp-state-fontSize')).toHaveAttribute('data-state', 'set');
  await expect.poll(() => computed(page, 'h2', 'font-size')).toBe('20px');
  await snap(page, 'responsive-editor-phone');

  // Tablet: the paragraph hidden from here down; the heading's phone size does not reach tablets.
  await showBreakpoint(page, 'tablet');
  const tabletSize = await computed(page, 'h2', 'font-size');
  expect(tabletSize).not.toBe('20px');
  await selectBrick(page, 'slot1', 1);
  await page.getByTestId('inspector-visibility').uncheck({ force: true });
  await expect(page.getByTestId('canvas-hidden:story')).toBeVisible();
  await snap(page, 'responsive-editor-tablet');

  // Each breakpoint again: the values in force there, the blurred overlay only where hidden.
  await showBreakpoint(page, 'desktop');
  await expect.poll(() => computed(page, 'h2', 'font-size')).toBe(desktopSize);
  await expect(page.getByTestId('canvas-hidden:story')).toHaveCount(0);
  await expect(canvasFrame(page).getByText(STORY)).toBeVisible();
  await showBreakpoint(page, 'phone-landscape');
  await expect(page.getByTestId('canvas-hidden:story')).toBeVisible();
  const landscapeSize = await computed(page, 'h2', 'font-size');
  await showBreakpoint(page, 'phone');
  await expect.poll(() => computed(page, 'h2', 'font-size')).toBe('20px');
  await expect(page.getByTestId('canvas-hidden:story')).toBeVisible();
  expect(landscapeSize).toBe(tabletSize);

  // Undo brings the paragraph back on tablets; redo hides it again.
  await page.getByTestId('editor-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('canvas-hidden:story')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByTestId('canvas-hidden:story')).toBeVisible();

  // Publish, then read the live page at desktop, tablet and phone widths, with and without JavaScript.
  await page.getByTestId('editor-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.locator('[data-testid="publish-success"][data-version="1"]')).toBeVisible();
  await expect(page.getByTestId('publish-render-errors')).toHaveCount(0);
  const url = `http://${orgAlias}--tides.localhost:${E2E_PORT}/`;
  const expected: Seen[] = [
    { fontSize: desktopSize, storyShown: true },
    { fontSize: tabletSize, storyShown: false },
    { fontSize: '20px', storyShown: false },
  ];
  for (const javaScriptEnabled of [true, false]) {
    expect(await liveAt(browser, url, javaScriptEnabled, [1440, 900, 390])).toEqual(expected);
  }
  // One stylesheet in the head holds the media queries; no script was added to lay the page out.
  const html = await liveHtml(`${orgAlias}--tides.localhost`);
  expect(html).not.toContain('<script');
  expect(html.match(/<style>/g)).toHaveLength(1);
  expect(html).toMatch(/@media \(max-width:478px\)\{:root\{[^}]*--r[0-9a-z]+:1\.25rem/);
});
