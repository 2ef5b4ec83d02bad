import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { canvasFrame, createPage, openEditor, setUpApp } from '../support/editor.ts';
import { pngOf } from '../support/files.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

const HEADER_TEXT = 'Home · Breads · Cakes · Visit us';
const FOOTER_TEXT = 'Rua das Flores 12 · open every day from 7 to 19';

/** An image of the app's library, uploaded as the console does: setup. */
async function uploadImage(page: Page, appId: string, name: string): Promise<string> {
  const png = pngOf(64, 64, [200, 120, 40], [250, 220, 160]);
  const upload = await page.request.post(`/upload/${appId}`, {
    multipart: { media: { name: `${name}.png`, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { referenceId } = (await upload.json()) as { referenceId: string };
  const { createMedia } = await gql<{ createMedia: { url: string } }>(
    page,
    'mutation ($m: NewMediaInput!) { createMedia(newMedia: $m) { url } }',
    { m: { appId, referenceId, name, mediaType: 'Image', size: png.length, extension: 'png' } },
  );
  return createMedia.url;
}

/** A component prefab of the starter Paragraph saying `text`: setup. */
async function paragraphPrefab(page: Page, appId: string, name: string, text: string): Promise<void> {
  const { components } = await gql<{
    components: { edges: Array<{ node: { id: string; name: string; dataTypes: Record<string, unknown> } }> };
  }>(page, '{ components(first: 100) { edges { node { id name dataTypes } } } }');
  const paragraph = components.edges.map((edge) => edge.node).find((node) => node.name === 'Paragraph')!;
  const dataTypes = structuredClone(paragraph.dataTypes) as Record<string, { value: unknown }>;
  dataTypes.text!.value = text;
  await gql(
    page,
    'mutation ($appId: ID!, $p: NewPrefabInput!) { createPrefab(appId: $appId, prefab: $p) { id } }',
    {
      appId,
      p: { name, elementId: paragraph.id, dataTypes },
    },
  );
}

test('site settings: name, favicon, header and footer set in the console reach every live page; a page opts out', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, {
    name: 'Ada Baker',
    email: `ada.site.${stamp}@example.com`,
    password: 'correct horse battery',
  });
  const orgAlias = `site${tail}`;
  const { appId, templates } = await setUpApp(page, {
    org: 'Flores Bakery',
    alias: orgAlias,
    app: 'Bakery site',
    appAlias: 'bakery',
  });
  const iconUrl = await uploadImage(page, appId, 'Bakery icon');
  await paragraphPrefab(page, appId, 'Bakery navigation', HEADER_TEXT);
  await paragraphPrefab(page, appId, 'Bakery footer', FOOTER_TEXT);
  const templateId = [...templates.values()][0]!;
  await createPage(page, { appId, templateId, name: 'Home', url: '' });
  const landingId = await createPage(page, { appId, templateId, name: 'Landing', url: 'landing' });

  // The side menu's Settings is the app's site settings.
  await page.goto('/');
  await page.getByRole('link', { name: 'Site settings' }).click();
  await expect(page.getByTestId('site-settings-form')).toBeVisible();
  await expect(page.getByTestId('site-save')).toBeDisabled();
  await page.getByTestId('site-name').fill('Flores');
  await page.getByTestId('site-favicon-choose').click();
  await page
    .locator('[data-testid="media-item"][data-media-name="Bakery icon.png"]')
    .getByTestId('media-item-select')
    .click();
  await expect(page.getByTestId('site-favicon-preview')).toBeVisible();
  await page.getByTestId('site-header-select').click();
  await page.getByRole('option', { name: 'Bakery navigation' }).click();
  await page.getByTestId('site-footer-select').click();
  await page.getByRole('option', { name: 'Bakery footer' }).click();
  await snap(page, 'site-settings-filled');
  await page.getByTestId('site-save').click();
  await expect(page.getByTestId('site-saved')).toBeVisible();
  await expect(page.getByTestId('site-save')).toBeDisabled();
  await snap(page, 'site-settings-saved');

  // The editor draws them around the page, and the page settings opt this page out of the header.
  await openEditor(page, appId, landingId);
  const frame = canvasFrame(page);
  await expect(frame.locator('[data-tessera-site="header"]')).toContainText(HEADER_TEXT);
  await expect(frame.locator('[data-tessera-site="footer"]')).toContainText(FOOTER_TEXT);
  await expect(frame.locator('[data-tessera-site="header"]')).toContainText('edited in Site settings');
  await snap(page, 'site-editor-canvas');
  await page.getByTestId('editor-settings').click();
  await page.getByTestId('page-settings-site-header').click();
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByTestId('page-settings-dialog')).toHaveCount(0);
  await expect(frame.locator('[data-tessera-site="header"]')).toHaveCount(0);
  await expect(frame.locator('[data-tessera-site="footer"]')).toContainText(FOOTER_TEXT);

  // Publishing the app from the settings screen puts them on the live pages.
  await page.goto('/settings');
  await page.getByTestId('site-name').fill('Flores Bakery');
  await page.getByTestId('site-save').click();
  await page.getByTestId('site-publish-all').click();
  await expect(page.getByTestId('site-published')).toBeVisible();

  const visitor = await browser.newContext();
  const live = await visitor.newPage();
  const base = `http://${orgAlias}--bakery.localhost:${E2E_PORT}`;
  await live.goto(`${base}/`);
  await expect(live).toHaveTitle('Home page · Flores Bakery');
  await expect(live.locator('link[rel="icon"]')).toHaveAttribute('href', iconUrl);
  await expect(live.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Flores Bakery');
  await expect(live.locator('[data-tessera-site="header"]')).toContainText(HEADER_TEXT);
  await expect(live.locator('[data-tessera-site="footer"]')).toContainText(FOOTER_TEXT);
  // The icon is served from the live host (fetched by the page itself: *.localhost resolves in Chromium only).
  expect(await live.evaluate((url) => fetch(url).then((response) => response.status), iconUrl)).toBe(200);
  await live.goto(`${base}/landing`);
  await expect(live.getByText(FOOTER_TEXT)).toBeVisible();
  await expect(live.getByText(HEADER_TEXT)).toHaveCount(0);
  await visitor.close();
});
