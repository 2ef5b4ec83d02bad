import { expect, type Page, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { connectionSwitch } from '../support/collab.ts';
import {
  canvasFrame,
  computed,
  createPage,
  dragTo,
  openEditor,
  pointIn,
  saveNow,
  selectBrick,
  setUpApp,
  slotNames,
} from '../support/editor.ts';
import { englishLeftOn } from '../support/locales.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

/** Lets the 1 s history window close, so the next edit is an undo step of its own. */
const nextUndoStep = (page: Page) => page.waitForTimeout(1100);

test('builds a page from the starter kit, edits it, undoes and redoes, saves and finds it after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAndSignIn(page, {
    name: 'Margaret Hamilton',
    email: `margaret.editor.${stamp}@example.com`,
    password: 'apollo-guidance-1969',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Lunar ${tail}`,
    alias: `lun${tail}`,
    app: 'Lunar Site',
    appAlias: 'lunarsite',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Two columns')!,
    name: 'Landing',
    url: 'landing',
  });
  await openEditor(page, appId, pageId);
  await expect(page.getByTestId('editor-page-name')).toHaveText('Landing');
  await expect(page.getByTestId('dropzone:slot1')).toBeVisible();
  await expect(page.getByTestId('dropzone:slot2')).toBeVisible();
  await expect(page.getByTestId('editor-undo')).toBeDisabled();
  await expect(page.getByTestId('editor-redo')).toBeDisabled();
  await expect(page.getByTestId('inspector-empty')).toBeVisible();
  await snap(page, 'editor-empty-page');

  // A tile says what its component is for, in the panel's one tooltip.
  await page.getByTestId('drawer-item:Card').hover();
  await expect(page.getByTestId('source-panel-hint')).toContainText('framed as a card');
  await page.mouse.move(600, 400);
  await expect(page.getByTestId('source-panel-hint')).toHaveCount(0);

  // Three components from the left panel into two slots.
  await dragTo(
    page,
    page.getByTestId('drawer-item:Heading'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading']);
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('inspector-title')).toHaveText('Heading');
  await dragTo(
    page,
    page.getByTestId('drawer-item:Paragraph'),
    await pointIn(page.getByTestId('brick:slot1:0'), 0.5, 0.9),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Paragraph']);
  await dragTo(
    page,
    page.getByTestId('drawer-item:Image'),
    await pointIn(page.getByTestId('dropzone:slot2'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Image']);
  await expect(canvasFrame(page).locator('h2')).toHaveText('Build something people love');
  await expect(page.getByTestId('editor-undo')).toBeEnabled();

  // Letting go outside every slot does nothing.
  await dragTo(
    page,
    page.getByTestId('drawer-item:Button'),
    await pointIn(page.getByTestId('editor-toolbar'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Paragraph']);
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Image']);

  // Reorder within a slot: the paragraph goes above the heading and stays selected.
  await selectBrick(page, 'slot1', 1);
  await dragTo(
    page,
    page.getByTestId('canvas-selection-drag'),
    await pointIn(page.getByTestId('brick:slot1:0'), 0.5, 0.15),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Paragraph', 'Heading']);
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'true');

  // Move between slots: the heading goes under the image.
  await selectBrick(page, 'slot1', 1);
  await dragTo(
    page,
    page.getByTestId('canvas-selection-drag'),
    await pointIn(page.getByTestId('brick:slot2:0'), 0.5, 0.9),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Paragraph']);
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Image', 'Heading']);
  await expect(page.getByTestId('brick:slot2:1')).toHaveAttribute('data-selected', 'true');
  await snap(page, 'editor-three-bricks');

  // Text and colour of the heading.
  await page.getByTestId('prop:text:input').fill('Harbor news');
  await expect(canvasFrame(page).locator('h2')).toHaveText('Harbor news');
  await page.getByTestId('prop:color:input').fill('#ff0000');
  await page.getByTestId('prop:color:input').press('Enter');
  await expect.poll(() => computed(page, 'h2', 'color')).toBe('rgb(255, 0, 0)');

  // Spacing, linked (one value for every side) and then unlinked (the left side alone).
  const link = page.getByTestId('prop:padding:link');
  if ((await link.getAttribute('aria-pressed')) !== 'true') await link.click();
  await expect(link).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('prop:padding:all:value').fill('20');
  await expect.poll(() => computed(page, 'h2', 'padding')).toBe('20px');
  await link.click();
  await expect(link).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('prop:padding:left:value').fill('48');
  await expect.poll(() => computed(page, 'h2', 'padding-left')).toBe('48px');
  await expect.poll(() => computed(page, 'h2', 'padding-top')).toBe('20px');
  await snap(page, 'editor-inspector-heading');

  // Size of the image: auto, then back to a number, which is 100 %.
  await selectBrick(page, 'slot2', 0);
  await expect(page.getByTestId('inspector-title')).toHaveText('Image');
  const widthAuto = page.getByTestId('prop:size:width:auto');
  await expect(widthAuto).not.toBeChecked();
  await widthAuto.check({ force: true });
  await expect(page.getByTestId('prop:size:width:value')).toBeDisabled();
  await expect
    .poll(() =>
      canvasFrame(page)
        .locator('figure')
        .first()
        .evaluate((el) => el.style.width),
    )
    .toBe('auto');
  await widthAuto.uncheck({ force: true });
  await expect(page.getByTestId('prop:size:width:value')).toHaveValue('100');
  await expect(page.getByTestId('prop:size:width:unit')).toHaveValue('%');
  await expect
    .poll(() =>
      canvasFrame(page)
        .locator('figure')
        .first()
        .evaluate((el) => el.style.width),
    )
    .toBe('100%');

  // Hide the paragraph: blurred on the canvas with the eye-off icon.
  await nextUndoStep(page);
  await selectBrick(page, 'slot1', 0);
  const paragraphId = (await page.getByTestId('brick:slot1:0').getAttribute('data-brick-id'))!;
  await page.getByTestId('inspector-visibility').uncheck({ force: true });
  await expect(page.getByTestId(`canvas-hidden:${paragraphId}`)).toBeVisible();
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-hidden', 'true');

  // Undo and redo by keyboard.
  await nextUndoStep(page);
  await page.getByTestId('editor-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId(`canvas-hidden:${paragraphId}`)).toHaveCount(0);
  await expect(page.getByTestId('editor-redo')).toBeEnabled();
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByTestId(`canvas-hidden:${paragraphId}`)).toBeVisible();
  await expect(page.getByTestId('editor-redo')).toBeDisabled();
  await snap(page, 'editor-hidden-brick');

  // The breakpoint switcher: Tablet lays the page out at its max width, the arrow keys walk the radio group
  // (Phone landscape, then Phone in the phone frame), then back to the desktop; fullscreen shows only its
  // exit button.
  const canvas = page.getByTestId('editor-canvas');
  await page.getByTestId('editor-breakpoint-tablet').click();
  await expect(canvas).toHaveAttribute('data-width', '991');
  await expect(page.getByTestId('editor-canvas-page')).toHaveCSS('width', '991px');
  await expect(page.getByRole('radio', { name: 'Tablet: 991 px and below' })).toBeChecked();
  await snap(page, 'editor-breakpoint-tablet');
  await page.getByRole('radio', { name: 'Tablet: 991 px and below' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(canvas).toHaveAttribute('data-breakpoint', 'phone-landscape');
  await expect(canvas).toHaveAttribute('data-width', '767');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('editor-phone')).toBeVisible();
  await expect(canvas).toHaveAttribute('data-device', 'mobile');
  const phone = await page.getByTestId('editor-phone').boundingBox();
  expect(Math.round(phone!.width)).toBe(407);
  expect(Math.round(phone!.height)).toBe(787);
  await expect(page.getByTestId('editor-fullscreen')).toBeDisabled();
  await snap(page, 'editor-phone');
  await page.getByTestId('editor-breakpoint-desktop').click();
  await expect(page.getByTestId('editor-phone')).toHaveCount(0);
  await expect(canvas).toHaveAttribute('data-width', '1440');
  await page.getByTestId('editor-fullscreen').click();
  await expect(page.getByTestId('editor-toolbar')).toHaveCount(0);
  await expect(page.getByTestId('inspector')).toHaveCount(0);
  await snap(page, 'editor-fullscreen');
  await page.getByTestId('editor-fullscreen-exit').click();
  await expect(page.getByTestId('editor-toolbar')).toBeVisible();

  // Page settings: Save only once something changed; the URL shows without its slash.
  await page.getByTestId('editor-settings').click();
  await expect(page.getByTestId('page-settings-url')).toHaveValue('landing');
  await expect(page.getByTestId('page-settings-save')).toBeDisabled();
  await page.getByTestId('page-settings-title').fill('Lunar landing');
  await page.getByTestId('page-settings-url').fill('Lunar Landing');
  await expect(page.getByTestId('page-settings-url')).toHaveValue('lunar-landing');
  await snap(page, 'editor-page-settings');
  await page.getByTestId('page-settings-save').click();
  await expect(page.getByTestId('page-settings-dialog')).toHaveCount(0);

  // Ctrl+S saves; the page is no longer dirty.
  await saveNow(page);

  // After a reload everything is as it was left.
  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Paragraph']);
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Image', 'Heading']);
  await expect(canvasFrame(page).locator('h2')).toHaveText('Harbor news');
  await expect.poll(() => computed(page, 'h2', 'color')).toBe('rgb(255, 0, 0)');
  await expect.poll(() => computed(page, 'h2', 'padding-left')).toBe('48px');
  await expect(page.getByTestId(`canvas-hidden:${paragraphId}`)).toBeVisible();
  await expect(page.getByTestId('editor-undo')).toBeDisabled();
  await page.getByTestId('editor-settings').click();
  await expect(page.getByTestId('page-settings-title')).toHaveValue('Lunar landing');
  await expect(page.getByTestId('page-settings-url')).toHaveValue('lunar-landing');
  await page.getByTestId('page-settings-cancel').click();

  // The stored content carries no isMutable.
  const { page: stored } = await gql<{ page: { content: unknown } }>(
    page,
    'query ($id: ID!) { page(id: $id) { content } }',
    {
      id: pageId,
    },
  );
  expect(JSON.stringify(stored.content)).not.toContain('isMutable');
  await snap(page, 'editor-after-reload');
});

test('leaving with changes not yet stored asks first; once back online they are stored', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndSignIn(page, {
    name: 'Katherine Johnson',
    email: `katherine.editor.${stamp}@example.com`,
    password: 'trajectory-1962',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Orbit ${tail}`,
    alias: `orb${tail}`,
    app: 'Orbit Site',
    appAlias: 'orbitsite',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Single column')!,
    name: 'Mission',
    url: 'mission',
  });
  const link = await connectionSwitch(page);
  await openEditor(page, appId, pageId);
  await expect(page.getByTestId('editor-save-status')).toHaveAttribute('data-state', 'saved');

  // Offline, a heading dragged in is kept in the tab, not stored: leaving asks, staying keeps it.
  await link.offline();
  await expect(page.getByTestId('editor-save-status')).toHaveAttribute('data-state', 'offline', {
    timeout: 15_000,
  });
  await dragTo(
    page,
    page.getByTestId('drawer-item:Heading'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading']);
  await expect(page.getByTestId('editor-save')).toHaveAttribute('data-dirty', 'true');
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Not stored yet: the server cannot be reached')).toBeVisible({
    timeout: 10_000,
  });
  await snap(page, 'editor-offline');
  await page.getByTestId('editor-back').click();
  await expect(page.getByTestId('editor-leave-dialog')).toBeVisible();
  await page.getByTestId('editor-leave-stay').click();
  await expect(page).toHaveURL(new RegExp(`/page/${pageId}$`));

  // Back online, the heading is stored by itself; leaving no longer asks.
  link.online();
  await expect(page.getByTestId('editor-save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('editor-save')).toHaveAttribute('data-dirty', 'false');
  const { page: stored } = await gql<{ page: { content: { slots: { slot1: unknown[] } } } }>(
    page,
    'query ($id: ID!) { page(id: $id) { content } }',
    { id: pageId },
  );
  expect(stored.content.slots.slot1).toHaveLength(1);
  await page.getByTestId('editor-back').click();
  await expect(page).toHaveURL(new RegExp(`/apps/${appId}$`));
  await context.close();
});

test('content it cannot read opens with a warning and survives a save', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, {
    name: 'Mary Jackson',
    email: `mary.editor.${stamp}@example.com`,
    password: 'wind-tunnel-1958',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Tunnel ${tail}`,
    alias: `tun${tail}`,
    app: 'Tunnel Site',
    appAlias: 'tunnelsite',
  });
  const templateId = templates.get('Single column')!;
  const pageId = await createPage(page, { appId, templateId, name: 'Legacy', url: 'legacy' });
  const { page: created } = await gql<{
    page: { content: { slots: Record<string, unknown[]> } & Record<string, unknown> };
  }>(page, 'query ($id: ID!) { page(id: $id) { content } }', { id: pageId });
  const ghost = {
    id: 'ghost-1',
    name: 'Old banner',
    componentId: '00000000-0000-4000-8000-000000000000',
    isPrefab: false,
    dataTypes: { title: { type: 'TextInput', value: 'From an old release' } },
    dataGroups: [],
  };
  const { components } = await gql<{ components: { edges: Array<{ node: { id: string; name: string } }> } }>(
    page,
    '{ components(first: 100) { edges { node { id name } } } }',
  );
  const headingId = components.edges.find((e) => e.node.name === 'Heading')!.node.id;
  // A heading from a newer release: one property of a type this release does not know.
  const odd = {
    id: 'odd-1',
    name: 'Odd one',
    componentId: headingId,
    isPrefab: false,
    dataTypes: { sparkle: { type: 'Hologram', value: { intensity: 3 } } },
    dataGroups: [],
  };
  const kept = {
    id: 'kept-1',
    name: 'Kept',
    componentId: ghost.componentId,
    isPrefab: false,
    dataTypes: {},
    dataGroups: [],
  };
  await gql(page, 'mutation ($id: ID!, $p: PageInput!) { updatePage(id: $id, page: $p) { id } }', {
    id: pageId,
    p: {
      name: 'Legacy',
      url: 'legacy',
      title: 'Legacy page',
      description: 'The Legacy page of the website',
      tags: ['web'],
      content: { ...created.content, slots: { slot1: [ghost, odd], slot2: [kept] } },
    },
  });

  await openEditor(page, appId, pageId);
  await expect(page.getByTestId('editor-problems')).toBeVisible();
  await expect(page.getByTestId('editor-problem:extraSlot:slot2')).toBeVisible();
  await expect(page.getByTestId('editor-problem:unknownComponent')).toBeVisible();
  await expect(page.getByTestId('editor-problem:unknownType')).toContainText('Hologram');
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-missing', 'true');
  await snap(page, 'editor-problems');

  // The placeholder can be deleted; the rest is kept through a save.
  await selectBrick(page, 'slot1', 0);
  await page.keyboard.press('Delete');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Odd one']);
  await saveNow(page);
  const { page: saved } = await gql<{ page: { content: { slots: Record<string, Array<{ id: string }>> } } }>(
    page,
    'query ($id: ID!) { page(id: $id) { content } }',
    { id: pageId },
  );
  expect(saved.content.slots.slot1!.map((b) => b.id)).toEqual(['odd-1']);
  expect(saved.content.slots.slot2!.map((b) => b.id)).toEqual(['kept-1']);
  expect(JSON.stringify(saved.content)).toContain('"intensity":3');

  // The editor in Portuguese: toolbar, notices, left panel and inspector, no English left.
  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  await openEditor(page, appId, pageId);
  await expect(page.getByTestId('editor-problems')).toBeVisible();
  await selectBrick(page, 'slot1', 0);
  await expect(page.getByTestId('inspector-title')).toHaveText('Odd one');
  expect(await englishLeftOn(page)).toEqual([]);
  await snap(page, 'editor-pt-BR');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
});
