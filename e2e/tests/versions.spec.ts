import { expect, type Page, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { canvasFrame, kitBrick, kitContent, setUpApp } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

const FIRST_TEXT = 'Fresh sourdough every morning from seven.';
const SECOND_TEXT = 'Now open on Sundays, with croissants until noon.';
const ADDED_TITLE = 'Our ovens';

const PAGE_FIELDS = 'id name url title description tags revision content';

/**
 * The bakery's home page published twice through the API (setup): version 1 with one paragraph, version 2
 * with the paragraph's text changed and a heading added.
 */
async function publishedTwice(page: Page, alias: string): Promise<{ appId: string; pageId: string }> {
  const { appId, templates } = await setUpApp(page, {
    org: `Bakery ${alias}`,
    alias: `${alias}${tail}`,
    app: 'Bakery Site',
    appAlias: 'bakery',
  });
  const templateId = templates.get('Single column')!;
  const kit = await kitContent(page, templateId, 1);
  const def = kit.component;
  const content = kit.content;
  const { createPage: created } = await gql<{ createPage: { id: string } & Record<string, unknown> }>(
    page,
    `mutation ($p: NewPageInput!) { createPage(newPage: $p) { ${PAGE_FIELDS} } }`,
    {
      p: {
        appId,
        templateId,
        name: 'Home',
        url: '/',
        title: 'The bakery',
        description: 'Bread and opening hours',
        tags: ['bakery'],
        content: content([kitBrick(def('Paragraph'), 'hours', { text: FIRST_TEXT })]),
      },
    },
  );
  const publish = () => gql(page, 'mutation ($id: ID!) { publishPage(id: $id) { id } }', { id: created.id });
  await publish();
  await gql(page, 'mutation ($id: ID!, $p: PageInput!) { updatePage(id: $id, page: $p) { id } }', {
    id: created.id,
    p: {
      name: 'Home',
      url: '/',
      title: 'The bakery',
      description: 'Bread and opening hours',
      tags: ['bakery'],
      content: content([
        kitBrick(def('Heading'), 'ovens', { text: ADDED_TITLE }),
        kitBrick(def('Paragraph'), 'hours', { text: SECOND_TEXT }),
      ]),
    },
  });
  await publish();
  return { appId, pageId: created.id };
}

/**
 * A shot of the app details with a dialog open, the window as tall as the page (a full-page shot of the
 * scrolled window would show the fixed header and the overlay out of place).
 */
async function snapWhole(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(height, size.height) });
  await snap(page, name);
  await page.setViewportSize(size);
}

/** Opens the page card's Versions dialog from its menu. */
async function openVersions(page: Page) {
  await page.getByTestId('page-menu:Home').click();
  await page.getByTestId('page-versions').click();
  await expect(page.getByTestId('page-versions-dialog')).toBeVisible();
  await expect(page.getByTestId('page-version:2')).toBeVisible();
}

test('versions: preview, compare, roll back, and restore into the editor as one undoable change', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, {
    name: 'Grace Baker',
    email: `grace.versions.${stamp}@example.com`,
    password: 'sourdough-starter-42',
  });
  const { appId } = await publishedTwice(page, 'bake');
  await page.goto(`/apps/${appId}`);
  const card = page.getByTestId('page-card:Home');
  await expect(card.getByTestId('page-status-live')).toHaveAttribute('data-version', '2');
  await openVersions(page);

  // Preview version 1, in a new tab, in the sandboxed frame.
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('page-version-preview:1').click(),
  ]);
  await expect(preview.getByTestId('draft-preview')).toHaveAttribute('data-state', 'ready', {
    timeout: 20_000,
  });
  await expect(preview.getByTestId('draft-preview')).toHaveAttribute('data-version', '1');
  await expect(preview.getByTestId('draft-preview-badge')).toHaveText('Version 1');
  const previewFrame = preview.frameLocator('[data-testid="editor-canvas-frame"]');
  await expect(previewFrame.getByText(FIRST_TEXT)).toBeVisible();
  await expect(previewFrame.getByText(SECOND_TEXT)).toHaveCount(0);
  await preview.close();

  // Compare version 1 with version 2: the heading was added, the paragraph's text changed.
  await page.getByTestId('page-version-compare:2').click();
  const compare = page.getByTestId('version-compare');
  await expect(compare).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('version-diff-added')).toContainText('1 component added');
  await expect(page.getByTestId('version-diff-added').getByTestId('version-diff-brick:ovens')).toBeVisible();
  const changed = page.getByTestId('version-diff-changed').getByTestId('version-diff-brick:hours');
  await expect(changed).toContainText('Paragraph');
  await expect(changed).toContainText('Text');
  await expect(page.getByTestId('version-diff-removed')).toHaveCount(0);
  await snapWhole(page, 'versions-compare');
  // The other way round, the heading is removed.
  await page.getByTestId('version-compare-from').click();
  await page.getByRole('option', { name: 'Version 2' }).click();
  await page.getByTestId('version-compare-to').click();
  await page.getByRole('option', { name: 'Version 1' }).click();
  await expect(
    page.getByTestId('version-diff-removed').getByTestId('version-diff-brick:ovens'),
  ).toBeVisible();
  await page.getByTestId('version-compare-back').click();

  // Roll back to version 1: the card says the live page is older than the draft.
  await page.getByTestId('page-version-rollback:1').click();
  await page.getByTestId('rollback-confirm').click();
  await expect(page.getByTestId('page-version:1')).toHaveAttribute('data-live', 'true');
  await snapWhole(page, 'versions-rolled-back');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('page-versions-dialog')).toHaveCount(0);
  await expect(card.getByTestId('page-status-older')).toHaveAttribute('data-version', '1');
  await expect(card.getByTestId('page-status-older')).toHaveText('Live is an older version');

  // Restore version 1 into the editor from the card: the draft shows version 1, unsaved; undo brings it back.
  await openVersions(page);
  await page.getByTestId('page-version-restore:1').click();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(page).not.toHaveURL(/restore=/);
  await expect(page.getByTestId('editor-live-older')).toHaveAttribute('data-version', '1');
  await expect(page.getByTestId('editor-live-older')).toHaveText('Live: v1, older');
  const canvas = canvasFrame(page);
  await expect(canvas.getByText(FIRST_TEXT)).toBeVisible();
  await expect(canvas.getByText(ADDED_TITLE)).toHaveCount(0);
  await expect(page.getByTestId('version-restored')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(canvas.getByText(SECOND_TEXT)).toBeVisible();
  await expect(canvas.getByText(ADDED_TITLE)).toBeVisible();
  await expect(page.getByTestId('editor-save')).toHaveAttribute('data-dirty', 'false');

  // The same from the editor's own Versions dialog; redo and undo walk between the two.
  await page.getByTestId('editor-versions').click();
  await expect(page.getByTestId('page-version:1')).toHaveAttribute('data-live', 'true');
  await page.getByTestId('page-version-restore:1').click();
  await expect(page.getByTestId('page-versions-dialog')).toHaveCount(0);
  await expect(canvas.getByText(FIRST_TEXT)).toBeVisible();
  await snap(page, 'versions-restored-in-editor');
  await page.keyboard.press('Control+z');
  await expect(canvas.getByText(SECOND_TEXT)).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(canvas.getByText(FIRST_TEXT)).toBeVisible();
});

test("the page card's menu is not drawn over the Versions dialog", async ({ page }) => {
  await signUpAndSignIn(page, {
    name: 'Menu Checker',
    email: `menu.versions.${stamp}@example.com`,
    password: 'sourdough-starter-43',
  });
  const { appId } = await publishedTwice(page, 'menu');
  await page.goto(`/apps/${appId}`);
  await page.getByTestId('page-menu:Home').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  await page.getByTestId('page-versions').click();
  await expect(page.getByTestId('page-versions-dialog')).toBeVisible();
  await expect(menu).toHaveCount(0);

  // Where the menu was, the dialog (or its overlay) is on top: nothing of the menu is left drawn.
  const topmost = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element?.closest('[role="menu"]') ? 'menu' : 'other';
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(topmost).toBe('other');
});
