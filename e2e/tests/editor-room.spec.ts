import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../support/api.ts';
import {
  canvasFrame,
  createPage,
  dragTo,
  openEditor,
  pointIn,
  selectBrick,
  setUpApp,
  slotNames,
} from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

test.use({ viewport: { width: 1440, height: 900 } });

async function scaleOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('editor-canvas-page').getAttribute('data-scale'));
}

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box.width;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The stretch of the page the canvas's frame paints (its body's clip), or null when it paints all of it. */
async function paintedBand(page: Page): Promise<{ top: number; bottom: number } | null> {
  const clip = await canvasFrame(page)
    .locator('body')
    .evaluate((body) => getComputedStyle(body).clipPath);
  const match = /inset\((-?[\d.]+)px .*calc\(100% - (-?[\d.]+)px\)/.exec(clip);
  return match ? { top: Number(match[1]), bottom: Number(match[2]) } : null;
}

test('the editor room: a real desktop width scaled to fit, zoom, collapsible panels, inspector Content and Style with a filter, component search', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Lina Bo Bardi',
    email: `lina.room.${stamp}@example.com`,
    password: 'glass-house-1951-sp',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Bardi ${tail}`,
    alias: `bar${tail}`,
    app: 'Bakery Site',
    appAlias: 'bakery',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Two columns')!,
    name: 'Home',
    url: 'home',
  });
  await openEditor(page, appId, pageId);

  // Desktop is laid out at 1440 px and drawn scaled to the canvas, with the scale in the zoom control.
  const frame = page.getByTestId('editor-canvas-frame');
  expect(
    await canvasFrame(page)
      .locator('html')
      .evaluate(() => window.innerWidth),
  ).toBe(1440);
  const fit = await scaleOf(page);
  expect(fit).toBeGreaterThan(0.5);
  expect(fit).toBeLessThan(0.75);
  expect(await widthOf(frame)).toBeCloseTo(1440 * fit, 0);
  // The frame paints only the stretch the canvas shows: from a view above its view to two views below, in the
  // page's own pixels (visible-band.ts, packages/runtime/src/paint-band.ts).
  const shown = (await page.getByTestId('editor-canvas').boundingBox())!.height / fit;
  await expect.poll(() => paintedBand(page)).not.toBeNull();
  const fitBand = (await paintedBand(page))!;
  expect(fitBand.top).toBeLessThanOrEqual(0);
  expect(fitBand.bottom).toBeGreaterThanOrEqual(shown * 2);
  const zoom = page.getByTestId('editor-zoom');
  await expect(zoom).toHaveAttribute('data-zoom', 'fit');
  await expect(zoom).toHaveText(`Fit · ${Math.round(fit * 100)}%`);

  // Dragging under the scale lands where the pointer is: the right column is slot2.
  await dragTo(
    page,
    page.getByTestId('drawer-item:Heading'),
    await pointIn(page.getByTestId('dropzone:slot2'), 0.5, 0.3),
  );
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Heading']);
  await expect.poll(() => slotNames(page, 'slot1')).toEqual([]);
  await dragTo(
    page,
    page.getByTestId('drawer-item:Paragraph'),
    await pointIn(page.getByTestId('brick:slot2:0'), 0.5, 0.1),
  );
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Paragraph', 'Heading']);

  // The zoom control changes the scale; drops and clicks still land under it.
  await zoom.click();
  await page.getByTestId('editor-zoom-option:50').click();
  await expect.poll(() => scaleOf(page)).toBe(0.5);
  await expect(zoom).toHaveText('50%');
  expect(await widthOf(frame)).toBeCloseTo(720, 0);
  // Smaller, the canvas shows more of the page: the painted stretch grows with it.
  await expect.poll(async () => (await paintedBand(page))?.bottom ?? 0).toBeGreaterThan(fitBand.bottom);
  await page.getByTestId('editor-zoom-in').click();
  await expect.poll(() => scaleOf(page)).toBe(0.75);
  await dragTo(
    page,
    page.getByTestId('drawer-item:Divider'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.2),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Divider']);
  await selectBrick(page, 'slot2', 1);
  await expect(page.getByTestId('inspector-title')).toHaveText('Heading');
  await zoom.click();
  await page.getByTestId('editor-zoom-option:fit').click();
  await expect.poll(() => scaleOf(page)).toBeCloseTo(fit, 3);

  // Inspector: the groups holding text, images or video come first under Content, the rest under Style.
  await expect(page.getByTestId('inspector-kind:content')).toBeVisible();
  await expect(page.getByTestId('inspector-kind:style')).toBeVisible();
  expect(
    await page
      .getByTestId('inspector')
      .locator('[data-testid^="inspector-kind:"], [data-testid^="inspector-group:"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid'))),
  ).toEqual([
    'inspector-kind:content',
    'inspector-group:text',
    'inspector-kind:style',
    'inspector-group:typography',
    'inspector-group:effects',
    'inspector-group:box',
  ]);
  // A closed group stays closed for the next Heading, after a reload too.
  const typography = page.getByTestId('inspector-group-toggle:typography');
  await expect(page.getByTestId('inspector-control:fontSize')).toBeVisible();
  await page.getByTestId('inspector-group-toggle:typography').click();
  await expect(typography).toHaveAttribute('aria-expanded', 'false');

  // The filter finds controls by label, in Content and Style alike.
  const filter = page.getByTestId('inspector-filter');
  await filter.fill('colour');
  // The filter opens the groups it finds controls in, closed ones included.
  await expect(page.getByTestId('inspector-control:color')).toBeVisible();
  await expect(page.getByTestId('inspector-control:textShadowColor')).toBeVisible();
  await expect(page.getByTestId('inspector-control:fontSize')).toBeHidden();
  await expect(page.getByTestId('inspector-group:text')).toBeHidden();
  await expect(page.getByTestId('inspector-kind:content')).toBeHidden();
  await filter.fill('tex');
  await expect(page.getByTestId('inspector-control:text')).toBeVisible();
  await expect(page.getByTestId('inspector-control:textStyle')).toBeVisible();
  await filter.fill('nothing like this');
  await expect(page.getByTestId('inspector-filter-empty')).toBeVisible();
  await page.getByTestId('inspector-filter-clear').click();
  await expect(page.getByTestId('inspector-group:text')).toBeVisible();
  await expect(typography).toHaveAttribute('aria-expanded', 'false');

  // The component panel: search and categories.
  await expect(page.getByTestId('source-category:media').getByTestId('drawer-item:Video')).toBeVisible();
  await expect(page.getByTestId('source-category:text').getByTestId('drawer-item:Heading')).toBeVisible();
  const search = page.getByTestId('source-panel-search');
  await search.fill('vid');
  await expect(page.getByTestId('drawer-item:Video')).toBeVisible();
  await expect(page.getByTestId('drawer-item:Heading')).toBeHidden();
  await expect(page.getByTestId('source-category:text')).toHaveCount(0);
  await search.fill('croissant');
  await expect(page.getByTestId('source-panel-no-match')).toBeVisible();
  await search.fill('');

  // Toasts sit where they hide nothing being edited: clear of the inspector.
  await page.getByTestId('editor-save').click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Page saved' });
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const inspectorBox = await page.getByTestId('editor-panel:right').boundingBox();
  expect(toastBox && inspectorBox && overlap(toastBox, inspectorBox)).toBe(false);
  await snap(page, 'editor-room-1440');

  // The side panels collapse; the canvas takes the room and fits a larger scale.
  await page.getByTestId('editor-panel-toggle:left').click();
  await expect(page.getByTestId('editor-panel:left')).toBeHidden();
  await page.getByTestId('editor-panel-toggle:right').click();
  await expect(page.getByTestId('editor-panel:right')).toBeHidden();
  await expect.poll(() => scaleOf(page)).toBeGreaterThan(0.95);
  await snap(page, 'editor-room-panels-collapsed');

  // All of it is remembered for this user.
  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(page.getByTestId('editor-panel:left')).toBeHidden();
  await expect(page.getByTestId('editor-panel:right')).toBeHidden();
  await page.getByTestId('editor-panel-toggle:left').click();
  await page.getByTestId('editor-panel-toggle:right').click();
  await expect(page.getByTestId('editor-panel:left')).toBeVisible();
  await expect.poll(() => scaleOf(page)).toBeCloseTo(fit, 3);
  await selectBrick(page, 'slot2', 1);
  await expect(page.getByTestId('inspector-group:typography')).toBeVisible();
  await expect(typography).toHaveAttribute('aria-expanded', 'false');
  await typography.click();
  await expect(page.getByTestId('inspector-control:fontSize')).toBeVisible();

  // The phone keeps its real size: no zoom there.
  await page.getByTestId('editor-breakpoint-phone').click();
  await expect(page.getByTestId('editor-zoom')).toHaveCount(0);
  expect(Math.round(await widthOf(page.getByTestId('editor-phone')))).toBe(407);
});
