import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { canvasFrame, openEditor, selectBrick, setUpApp } from '../support/editor.ts';
import { englishLeftOn } from '../support/locales.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

const SEO_TITLE = 'Harbour Lights — opening hours';
const SEO_DESCRIPTION = 'When the harbour lights are on, and how to visit them.';
const BUTTON_LABEL = 'Show or hide';
const FIRST_TEXT = 'The lights are on from dusk until midnight, every day of the year.';
const SECOND_TEXT = 'From June the lights stay on until two in the morning.';

interface Brick {
  id: string;
  name: string;
  componentId: string;
  isPrefab: false;
  dataTypes: Record<string, { value: unknown }>;
  dataGroups: unknown;
}

/** A starter-kit component placed as a brick, with some of its props set. */
function brick(
  def: { id: string; name: string; dataTypes: Record<string, { value: unknown }>; dataGroups: unknown },
  id: string,
  values: Record<string, unknown>,
): Brick {
  const dataTypes = structuredClone(def.dataTypes);
  for (const [key, value] of Object.entries(values)) dataTypes[key]!.value = value;
  return { id, name: def.name, componentId: def.id, isPrefab: false, dataTypes, dataGroups: def.dataGroups };
}

/**
 * The home page '/' of a new app: the starter kit's Button ("Show or hide") and Paragraph, and the behaviour
 * graph of the scenario: the button's click toggles the paragraph. Made through the API (setup).
 */
async function homePageWithBehaviour(page: Page, appId: string, templateId: string): Promise<string> {
  const { components } = await gql<{
    components: {
      edges: Array<{
        node: {
          id: string;
          name: string;
          dataTypes: Record<string, { value: unknown }>;
          dataGroups: unknown;
        };
      }>;
    };
  }>(page, '{ components(first: 100) { edges { node { id name dataTypes dataGroups } } } }');
  const def = (name: string) => components.edges.map((e) => e.node).find((c) => c.name === name)!;
  const { template } = await gql<{ template: { dataTypes: unknown } }>(
    page,
    'query ($id: ID!) { template(id: $id) { dataTypes } }',
    { id: templateId },
  );
  const component = (id: string, x: number) => ({
    id: `node-${id}`,
    type: 'Component',
    category: 'component',
    componentId: id,
    position: { x, y: 0 },
    inputs: [
      { type: 'boolean', name: 'visible' },
      { type: 'action', name: 'show' },
      { type: 'action', name: 'hide' },
      { type: 'action', name: 'toggle' },
    ],
    outputs: [{ type: 'action', name: 'onclick' }],
    controls: [{ name: 'visible', index: 0, value: true }],
  });
  const content = {
    version: 1,
    template: { id: templateId, dataTypes: template.dataTypes, isPrefab: false },
    slots: {
      slot1: [
        brick(def('Button'), 'cta', { label: BUTTON_LABEL, link: '#' }),
        brick(def('Paragraph'), 'note', { text: FIRST_TEXT }),
      ],
    },
    pageEvents: {
      nodes: [component('cta', 0), component('note', 400)],
      connections: [
        { source: 'node-cta', sourceOutput: 'onclick', target: 'node-note', targetInput: 'toggle' },
      ],
      comments: [],
    },
  };
  const { createPage } = await gql<{ createPage: { id: string } }>(
    page,
    'mutation ($p: NewPageInput!) { createPage(newPage: $p) { id } }',
    {
      p: {
        appId,
        templateId,
        name: 'Home',
        url: '/',
        title: SEO_TITLE,
        description: SEO_DESCRIPTION,
        tags: ['harbour', 'lights'],
        content,
      },
    },
  );
  return createPage.id;
}

/**
 * A shot of the app details with a dialog open, the window as tall as the page: a full-page shot of the
 * scrolled window would show the console's fixed header and the dialog's overlay out of place.
 */
async function snapWhole(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  await snap(page, name);
  await page.setViewportSize(size);
}

/** A visitor: a browser context of its own, without the console's session. */
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean; locale?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  return { context, page: await context.newPage() };
}

test('a page with a behaviour graph is published, visited with and without JavaScript, republished and rolled back', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, {
    name: 'Hedy Lamarr',
    email: `hedy.live.${stamp}@example.com`,
    password: 'frequency-hopping-1942',
  });
  const orgAlias = `live${tail}`;
  const { appId, templates } = await setUpApp(page, {
    org: `Harbour ${tail}`,
    alias: orgAlias,
    app: 'Harbour Site',
    appAlias: 'harbour',
  });
  const pageId = await homePageWithBehaviour(page, appId, templates.get('Single column')!);
  const { page: stored } = await gql<{ page: { liveUrl: string } }>(
    page,
    'query ($id: ID!) { page(id: $id) { liveUrl } }',
    { id: pageId },
  );
  const liveUrl = `http://${orgAlias}--harbour.localhost:${E2E_PORT}/`;
  expect(stored.liveUrl).toBe(liveUrl);

  const guest = await visitor(browser);
  const live = guest.page;
  const paragraph = live.getByText(FIRST_TEXT);
  const button = live.getByRole('link', { name: BUTTON_LABEL });

  // Before the first publish the address answers "not published yet", with a real 404.
  const before = await live.goto(liveUrl);
  expect(before?.status()).toBe(404);
  await expect(live.getByRole('heading', { name: 'Not published yet' })).toBeVisible();

  // The editor: play is disabled and says why until the page is published.
  await openEditor(page, appId, pageId);
  const play = page.getByTestId('editor-play');
  await expect(play).toHaveAttribute('aria-disabled', 'true');
  await play.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Not published yet');

  // Publish, after a confirmation.
  await page.getByTestId('editor-publish').click();
  const confirm = page.getByTestId('publish-confirm-dialog');
  await expect(confirm).toContainText('Publish the page “Home”?');
  await expect(page.getByTestId('publish-unsaved')).toHaveCount(0);
  await snap(page, 'live-publish-confirm');
  await page.getByTestId('publish-confirm').click();
  await expect(confirm).toHaveCount(0);
  const published1 = page.locator('[data-testid="publish-success"][data-version="1"]');
  await expect(published1).toBeVisible();
  await expect(published1.getByTestId('publish-open-live')).toHaveAttribute('href', liveUrl);
  await expect(page.getByTestId('publish-render-errors')).toHaveCount(0);
  await snap(page, 'live-published');
  await expect(play).not.toHaveAttribute('aria-disabled');

  // Play opens the live page in a new tab.
  const popupOpened = page.context().waitForEvent('page');
  await play.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(liveUrl);
  await expect(popup.getByText(FIRST_TEXT)).toBeVisible();
  await expect(popup).toHaveTitle(SEO_TITLE);
  // The console's session cookie is never sent to a live host.
  expect(await page.context().cookies(liveUrl)).toEqual([]);
  await popup.close();

  // With JavaScript off, the visitor still reads the page: it arrives rendered.
  const noJs = await visitor(browser, { javaScriptEnabled: false });
  const plain = await noJs.page.goto(liveUrl);
  expect(plain?.status()).toBe(200);
  expect(plain?.headers()['content-type']).toContain('text/html');
  await expect(noJs.page).toHaveTitle(SEO_TITLE);
  await expect(noJs.page.locator('meta[name="description"]')).toHaveAttribute('content', SEO_DESCRIPTION);
  await expect(noJs.page.locator('link[rel="canonical"]')).toHaveAttribute('href', liveUrl);
  await expect(noJs.page.getByText(FIRST_TEXT)).toBeVisible();
  await expect(noJs.page.getByRole('link', { name: BUTTON_LABEL })).toBeVisible();
  // Nothing of the console: no console markup, no console script.
  await expect(noJs.page.locator('[data-testid]')).toHaveCount(0);
  await expect(noJs.page.locator('script[src*="/assets/"]')).toHaveCount(0);
  await snap(noJs.page, 'live-no-javascript');
  await noJs.context.close();

  // With JavaScript on, the button toggles the paragraph.
  const visit = await live.goto(liveUrl);
  expect(visit?.status()).toBe(200);
  await expect(paragraph).toBeVisible();
  await button.click();
  await expect(paragraph).toBeHidden();
  await snap(live, 'live-paragraph-hidden');
  await button.click();
  await expect(paragraph).toBeVisible();

  // Edit in the editor, then publish: the dialog offers to save first.
  await selectBrick(page, 'slot1', 1);
  await page.getByTestId('prop:text:input').fill(SECOND_TEXT);
  await expect(canvasFrame(page).getByText(SECOND_TEXT)).toBeVisible();
  await page.getByTestId('editor-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.locator('[data-testid="publish-success"][data-version="2"]')).toBeVisible();
  await expect(page.getByTestId('editor-save')).toHaveAttribute('data-dirty', 'false');
  await live.reload();
  await expect(live.getByText(SECOND_TEXT)).toBeVisible();
  await expect(paragraph).toHaveCount(0);

  // Roll back from the app's page list.
  await page.goto(`/apps/${appId}`);
  const card = page.getByTestId('page-card:Home');
  await expect(card.getByTestId('page-status-live')).toHaveAttribute('data-version', '2');
  await expect(page.getByTestId('app-live-count')).toHaveAttribute('data-count', '1');
  await page.getByTestId('page-menu:Home').click();
  await page.getByTestId('page-versions').click();
  const versions = page.getByTestId('page-versions-dialog');
  await expect(versions).toBeVisible();
  await expect(page.getByTestId('page-version:2')).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('page-version:1')).toHaveAttribute('data-live', 'false');
  await expect(page.getByTestId('page-version:1')).toContainText('by Hedy Lamarr');
  await expect(page.getByTestId('page-version-rollback:2')).toHaveCount(0);
  await snapWhole(page, 'live-versions');
  await page.getByTestId('page-version-rollback:1').click();
  await expect(page.getByTestId('rollback-confirm-dialog')).toContainText('Make version 1 live again?');
  await page.getByTestId('rollback-confirm').click();
  await expect(page.locator('[data-testid="rollback-success"][data-version="1"]')).toBeVisible();
  await expect(page.getByTestId('rollback-confirm-dialog')).toHaveCount(0);
  await expect(page.getByTestId('page-version:1')).toHaveAttribute('data-live', 'true');
  await expect(page.getByTestId('page-version:1').getByTestId('page-version-live')).toBeVisible();
  await expect(page.getByTestId('page-version:2')).toHaveAttribute('data-live', 'false');
  await snapWhole(page, 'live-rolled-back');
  await page.keyboard.press('Escape');
  await expect(versions).toHaveCount(0);
  // Version 1 is live; the saved page (version 2's text) is not: the live page is older than the draft.
  await expect(card.getByTestId('page-status-older')).toHaveAttribute('data-version', '1');

  // The first version is live again, and its button still toggles the paragraph.
  await live.reload();
  await expect(paragraph).toBeVisible();
  await expect(live.getByText(SECOND_TEXT)).toHaveCount(0);
  await button.click();
  await expect(paragraph).toBeHidden();
  await button.click();
  await expect(paragraph).toBeVisible();

  // The draft preview shows what is saved (version 2's text), unpublished, in the sandboxed frame.
  await page.getByTestId('page-menu:Home').click();
  const previewOpened = page.context().waitForEvent('page');
  await page.getByTestId('page-draft-preview').click();
  const preview = await previewOpened;
  expect(new URL(preview.url()).pathname).toBe(`/apps/${appId}/page/${pageId}/preview`);
  await expect(preview.getByTestId('draft-preview')).toHaveAttribute('data-state', 'ready', {
    timeout: 20_000,
  });
  await expect(preview.getByTestId('draft-preview-badge')).toBeVisible();
  const frame = preview.getByTestId('editor-canvas-frame');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
  const draft = canvasFrame(preview);
  await expect(draft.getByText(SECOND_TEXT)).toBeVisible();
  await expect(draft.getByText(FIRST_TEXT)).toHaveCount(0);
  await snap(preview, 'live-draft-preview');
  // Its behaviour runs there too.
  await draft.getByText(BUTTON_LABEL).click();
  await expect(draft.getByText(SECOND_TEXT)).toBeHidden();
  await preview.close();

  // A path with no page is a real 404 page on the live host, in the visitor's language.
  const missing = await live.goto(`${liveUrl}no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(live.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(live.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  await snap(live, 'live-not-found');
  await guest.context.close();
  const brazilian = await visitor(browser, { locale: 'pt-BR' });
  expect((await brazilian.page.goto(`${liveUrl}no-such-page`))?.status()).toBe(404);
  await expect(brazilian.page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await brazilian.context.close();

  // In Portuguese, the versions and the rollback confirmation say everything in Portuguese.
  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  await page.reload();
  await page.getByTestId('page-menu:Home').click();
  await page.getByTestId('page-versions').click();
  await expect(page.getByTestId('page-version:1')).toHaveAttribute('data-live', 'true');
  await page.getByTestId('page-version-rollback:2').click();
  await expect(page.getByTestId('rollback-confirm-dialog')).toContainText('versão 2');
  expect(await englishLeftOn(page)).toEqual([]);
  await snapWhole(page, 'live-rollback-pt-BR');
  await page.getByTestId('rollback-cancel').click();
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
});
