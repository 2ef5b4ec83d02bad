import { expect, type Locator, type Page, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import {
  canvasFrame,
  createPage,
  dragTo,
  openEditor,
  pointIn,
  saveNow,
  setUpApp,
  slotNames,
} from '../support/editor.ts';
import { pngOf, woff2Font } from '../support/files.ts';
import { englishLeftOn } from '../support/locales.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

const RED: [number, number, number] = [220, 40, 40];
const BLUE: [number, number, number] = [40, 90, 220];

function item(page: Page, fileName: string): Locator {
  return page.locator(`[data-testid="media-item"][data-media-name="${fileName}"]`);
}

/** Uploads through the REST route, as the console does: setup for paging, not what the test proves. */
async function uploadByApi(page: Page, appId: string, name: string, png: Buffer): Promise<void> {
  const upload = await page.request.post(`/upload/${appId}`, {
    multipart: { media: { name: `${name}.png`, mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { referenceId } = (await upload.json()) as { referenceId: string };
  await gql(page, 'mutation ($m: NewMediaInput!) { createMedia(newMedia: $m) { id } }', {
    m: { appId, referenceId, name, mediaType: 'Image', size: png.length, extension: 'png' },
  });
}

/** The natural size of the canvas's first image once it has loaded (0 × 0 while it has not). */
async function canvasImage(page: Page): Promise<{ src: string; width: number; height: number }> {
  return canvasFrame(page)
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => ({
      src: img.getAttribute('src') ?? '',
      width: img.complete ? img.naturalWidth : 0,
      height: img.complete ? img.naturalHeight : 0,
    }));
}

test('uploads, crops and names an image, places it in an image component, saves and sees it after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Annie Easley',
    email: `annie.media.${stamp}@example.com`,
    password: 'centaur-rocket-1963',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Harbor ${tail}`,
    alias: `hbr${tail}`,
    app: 'Harbor Site',
    appAlias: 'harborsite',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Two columns')!,
    name: 'Gallery',
    url: 'gallery',
  });

  // The app's library, from its details: empty at first.
  await page.goto(`/apps/${appId}`);
  await page.getByTestId('app-media').click();
  const manager = page.getByTestId('media-manager');
  await expect(manager).toBeVisible();
  await expect(page.getByTestId('media-manager-title')).toContainText('Harbor Site');
  await expect(page.getByTestId('media-empty')).toBeVisible();
  await snap(page, 'media-empty');

  // Wrong kinds and too many files are refused by the dropzone with their own messages.
  const input = page.getByTestId('media-dropzone-input');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain words'),
  });
  await expect(page.getByTestId('media-dropzone-error')).toHaveAttribute('data-problem', 'rejected');
  const png = pngOf(640, 400, RED, BLUE);
  // Two files dropped at once, as a person drags a selection from their files.
  const twoFiles = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    for (const name of ['one.png', 'two.png'])
      transfer.items.add(new File(['x'], name, { type: 'image/png' }));
    return transfer;
  });
  await page.getByTestId('media-dropzone').dispatchEvent('dragenter', { dataTransfer: twoFiles });
  await page.getByTestId('media-dropzone').dispatchEvent('drop', { dataTransfer: twoFiles });
  await expect(page.getByTestId('media-dropzone-error')).toHaveAttribute('data-problem', 'too_many');
  await expect(page.getByTestId('media-upload')).toHaveCount(0);

  // Drop an image, name it (characters outside the rule are stripped as typed), crop it, upload it.
  await input.setInputFiles({ name: 'harbor-photo.png', mimeType: 'image/png', buffer: png });
  const dialog = page.getByTestId('media-upload');
  await expect(dialog).toHaveAttribute('data-step', 'name');
  const name = page.getByTestId('media-upload-name');
  await expect(name).toHaveValue('harbor-photo');
  await name.fill('');
  await name.pressSequentially('Harbor at dawn!');
  await expect(name).toHaveValue('Harbor at dawn');
  await name.fill('Harb');
  await expect(page.getByTestId('media-upload-next')).toBeDisabled();
  await name.fill('Harbor at dawn');
  await page.getByTestId('media-upload-next').click();
  await expect(dialog).toHaveAttribute('data-step', 'crop');
  await expect(page.getByTestId('media-cropper')).toHaveAttribute('data-ready', 'true');
  // (Before the tools: a full-page screenshot re-lays the cropper out, which starts it over.)
  await snap(page, 'media-cropper');
  await page.getByTestId('media-crop-rotate').click();
  await page.getByTestId('media-crop-zoom-in').click();
  await page.getByTestId('media-crop-zoom-out').click();
  await page.getByTestId('media-upload-save').click();
  await expect(item(page, 'Harbor at dawn.png')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('media-upload')).toHaveCount(0);
  const uploaded = item(page, 'Harbor at dawn.png');
  await expect(uploaded).toContainText(/\d+\s*×\s*\d+/);
  await snap(page, 'media-grid');

  // The same name and extension again: refused with the catalogue's message, nothing added.
  await input.setInputFiles({
    name: 'Harbor at dawn.png',
    mimeType: 'image/png',
    buffer: pngOf(64, 64, BLUE, RED),
  });
  await expect(page.getByTestId('media-upload-name')).toHaveValue('Harbor at dawn');
  await page.getByTestId('media-upload-next').click();
  await page.getByTestId('media-upload-save').click();
  await expect(page.getByTestId('media-upload-error')).toContainText(
    'A media with the same name and extension already exists for this app',
  );
  await expect(page.getByTestId('media-upload')).toHaveCount(0);
  await expect(page.locator('[data-testid="media-item"]')).toHaveCount(1);

  // Rename, and the list view.
  await uploaded.getByTestId('media-item-rename').click();
  await page.getByTestId('media-rename-name').fill('Harbor at sunrise');
  await page.getByTestId('media-rename-save').click();
  await expect(item(page, 'Harbor at sunrise.png')).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('media-view-list').click();
  await expect(item(page, 'Harbor at sunrise.png')).toBeVisible();
  await snap(page, 'media-list');
  await page.getByTestId('media-view-grid').click();

  // Its URL answers with the image itself.
  const { medias } = await gql<{
    medias: { edges: Array<{ node: { url: string; width: number; height: number } }> };
  }>(page, 'query ($appId: ID!) { medias(appId: $appId) { edges { node { url width height } } } }', {
    appId,
  });
  const url = medias.edges[0]!.node.url;
  expect(url).toMatch(new RegExp(`^/media/${appId}/.+\\.png$`));
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  // Turned a quarter clockwise in the cropper: the red left half of the file is now the top of the stored image.
  const stored = await page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
    const middle = Math.floor(bitmap.width / 2);
    return { width: bitmap.width, top: at(middle, 2), bottom: at(middle, bitmap.height - 3) };
  }, url);
  expect(stored.width).toBeLessThanOrEqual(400);
  expect(stored.top[0]).toBeGreaterThan(180);
  expect(stored.top[2]).toBeLessThan(90);
  expect(stored.bottom[2]).toBeGreaterThan(180);
  expect(stored.bottom[0]).toBeLessThan(90);
  await page.getByTestId('media-manager-close').click();
  await expect(manager).toHaveCount(0);

  // Into an Image component from the inspector's library, saved, and still there after a reload.
  await openEditor(page, appId, pageId);
  await dragTo(
    page,
    page.getByTestId('drawer-item:Image'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Image']);
  await page.getByTestId('prop:image:library').click();
  await expect(manager).toBeVisible();
  // Opened from an image selector, the manager shows images only.
  await expect(page.getByTestId('media-filter')).toContainText(/image/i);
  // Shortcuts do not reach the page while the manager is open.
  await page.keyboard.press('Control+z');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Image']);
  await item(page, 'Harbor at sunrise.png').getByTestId('media-item-select').click();
  await expect(manager).toHaveCount(0);
  await expect
    .poll(async () => {
      const image = await canvasImage(page);
      return image.src === url && image.width > 0 ? `${image.width}x${image.height}` : '';
    })
    .toBe(`${medias.edges[0]!.node.width}x${medias.edges[0]!.node.height}`);
  // The alternative text now names the chosen image, not the placeholder it replaced.
  await expect(page.getByTestId('prop:image:alt')).toHaveValue('Harbor at sunrise');
  await expect(canvasFrame(page).locator('img').first()).toHaveAttribute('alt', 'Harbor at sunrise');
  await snap(page, 'media-in-canvas');
  await saveNow(page);
  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect.poll(async () => (await canvasImage(page)).src).toBe(url);
  await expect.poll(async () => (await canvasImage(page)).width).toBeGreaterThan(0);
});

test('an uploaded font appears in the font selector and the canvas draws the heading in it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, {
    name: 'Katherine Johnson',
    email: `katherine.media.${stamp}@example.com`,
    password: 'orbital-mechanics-62',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Orbit ${tail}`,
    alias: `orb${tail}`,
    app: 'Orbit Site',
    appAlias: 'orbitsite',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Two columns')!,
    name: 'Typography',
    url: 'typography',
  });
  await openEditor(page, appId, pageId);
  await dragTo(
    page,
    page.getByTestId('drawer-item:Heading'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading']);

  // "Add new font…" opens the library filtered to fonts; the uploaded font is chosen from there.
  await page.getByTestId('prop:font:input').click();
  await page.getByTestId('prop:font:add-font').click();
  const manager = page.getByTestId('media-manager');
  await expect(manager).toBeVisible();
  await page.getByTestId('media-dropzone-input').setInputFiles({
    name: 'brand-sans.woff2',
    mimeType: 'font/woff2',
    buffer: woff2Font(),
  });
  await page.getByTestId('media-upload-name').fill('Brand Sans');
  await page.getByTestId('media-upload-save').click();
  await expect(item(page, 'Brand Sans.woff2')).toBeVisible({ timeout: 15_000 });
  await snap(page, 'media-font');
  await item(page, 'Brand Sans.woff2').getByTestId('media-item-select').click();
  await expect(manager).toHaveCount(0);

  // The heading is drawn in the uploaded face: its family is declared in the frame and has loaded.
  const heading = canvasFrame(page).locator('h2').first();
  await expect
    .poll(() => heading.evaluate((el) => getComputedStyle(el).fontFamily))
    .toMatch(/^"?tessera-font-/);
  await expect
    .poll(() =>
      heading.evaluate(async (el) => {
        const family = getComputedStyle(el).fontFamily.split(',')[0]!.trim();
        await document.fonts.load(`16px ${family}`);
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.status === 'loaded' && face.family.replace(/"/g, '') === family.replace(/"/g, ''))
            loaded = true;
        });
        return document.fonts.check(`16px ${family}`) && loaded;
      }),
    )
    .toBe(true);

  // The font is now one of the selector's options, under its name.
  await page.getByTestId('prop:font:input').click();
  await expect(page.getByRole('option', { name: 'Brand Sans' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the media screen pages, searches and deletes across an app library', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, {
    name: 'Mary Jackson',
    email: `mary.media.${stamp}@example.com`,
    password: 'wind-tunnel-1958',
  });
  const { appId } = await setUpApp(page, {
    org: `Tunnel ${tail}`,
    alias: `tnl${tail}`,
    app: 'Tunnel Site',
    appAlias: 'tunnelsite',
  });
  for (let n = 1; n <= 21; n += 1) {
    await uploadByApi(page, appId, `Wind test ${String(n).padStart(2, '0')}`, pngOf(40 + n, 30, RED, BLUE));
  }

  await page.goto('/media');
  await expect(page.getByTestId('media-app-select')).toBeVisible();
  const items = page.locator('[data-testid="media-item"]');
  // Newest first, 20 a page.
  await expect(items).toHaveCount(20);
  await expect(items.first()).toHaveAttribute('data-media-name', 'Wind test 21.png');
  await expect(page.getByTestId('media-previous')).toBeDisabled();
  await snap(page, 'media-screen');
  await page.getByTestId('media-next').click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute('data-media-name', 'Wind test 01.png');
  await expect(page.getByTestId('media-next')).toBeDisabled();
  await page.getByTestId('media-previous').click();
  await expect(items).toHaveCount(20);
  await expect(items.first()).toHaveAttribute('data-media-name', 'Wind test 21.png');

  // Search on the server, and a search that finds nothing.
  await page.getByTestId('media-search').fill('test 1');
  await expect(items).toHaveCount(10);
  await page.getByTestId('media-search').fill('nothing like this');
  await expect(page.getByTestId('media-no-results')).toBeVisible();
  await page.getByTestId('media-clear-search').click();
  await expect(items).toHaveCount(20);

  // Delete asks first; the file is gone afterwards.
  const doomed = item(page, 'Wind test 21.png');
  const { medias } = await gql<{ medias: { edges: Array<{ node: { url: string } }> } }>(
    page,
    'query ($appId: ID!) { medias(appId: $appId, first: 1) { edges { node { url } } } }',
    { appId },
  );
  const url = medias.edges[0]!.node.url;
  expect((await page.request.get(url)).status()).toBe(200);
  await doomed.getByTestId('media-item-delete').click();
  await snap(page, 'media-delete-confirm');
  await page.getByTestId('media-delete-confirm').click();
  await expect(doomed).toHaveCount(0);
  await expect(items.first()).toHaveAttribute('data-media-name', 'Wind test 20.png');
  await expect.poll(async () => (await page.request.get(url)).status()).toBe(404);

  // The whole screen in Portuguese, the upload steps included.
  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  await page.reload();
  await expect(items).toHaveCount(20);
  expect(await englishLeftOn(page)).toEqual([]);
  await page
    .getByTestId('media-dropzone-input')
    .setInputFiles({ name: 'vento.png', mimeType: 'image/png', buffer: pngOf(80, 60, RED, BLUE) });
  await expect(page.getByTestId('media-upload')).toHaveAttribute('data-step', 'name');
  expect(await englishLeftOn(page)).toEqual([]);
  await snap(page, 'media-pt-BR');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
});
