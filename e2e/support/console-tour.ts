import { expect, type Page } from '@playwright/test';
import { gql, signUpAndSignIn } from './api.ts';
import { createPage, openEditor, setUpApp, slotNames } from './editor.ts';
import { pngOf } from './files.ts';

/** Called on every screen of the tour once it has settled; `name` says which screen it is. */
export type TourStop = (name: string) => Promise<void>;

/** The screens the tour visits, in order: a test can check that none was skipped. */
export const TOUR_SCREENS = [
  'login',
  'join',
  'password-reset',
  'dashboard',
  'organizations',
  'teams',
  'apps',
  'app-wizard',
  'app-pages',
  'page-wizard',
  'editor',
  'page-settings',
  'behaviour-dialog',
  'prefab-dialog',
  'editor-with-prefab',
  'page-versions',
  'media-manager',
  'media',
  'components',
  'component-authoring',
  'templates',
  'template-authoring',
  'user-settings',
  'activity',
  'playground',
] as const;

export type TourScreen = (typeof TOUR_SCREENS)[number];

/** Waits until a screen shows `testId` and no spinner, then lets transitions end. */
async function settle(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 20_000 });
  // Dialogs fade and slide in (Mantine, 200 ms): a check mid-transition would see half-faded text.
  await page.waitForTimeout(300);
}

/** Closes the open dialog with Escape, as a keyboard user does, and waits until it is gone. */
async function closeWith(page: Page, testId: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(testId)).toHaveCount(0);
}

/**
 * A walk through every console screen and the editor's dialogs, as one new user: signed out first, then
 * signed up, with an organization, a team, an app, a page with a brick (published), an image and a
 * prefab made along the way (setup through the API where it is not what a screen shows). `stop` runs on
 * each screen; the names are TOUR_SCREENS.
 */
export async function consoleTour(page: Page, stop: (name: TourScreen) => Promise<void>): Promise<void> {
  const stamp = Date.now().toString(36);
  const tail = stamp.slice(-5);

  for (const [path, testId, name] of [
    ['/login', 'login-card', 'login'],
    ['/join', 'join-card', 'join'],
    ['/password/reset', 'reset-card', 'password-reset'],
  ] as const) {
    await page.goto(path);
    await settle(page, testId);
    await stop(name);
  }

  await signUpAndSignIn(page, {
    name: 'Grace Hopper',
    email: `grace.tour.${stamp}@example.com`,
    password: 'compiler-cobol-1959',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Harbour ${tail}`,
    alias: `hbr${tail}`,
    app: 'Harbour Site',
    appAlias: 'harbour',
  });
  const templateId = templates.get('Two columns')!;
  const pageId = await createPage(page, { appId, templateId, name: 'Home', url: '' });
  const png = pngOf(64, 48, [30, 120, 200], [240, 180, 40]);
  const upload = await page.request.post(`/upload/${appId}`, {
    multipart: { media: { name: 'harbour.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { referenceId } = (await upload.json()) as { referenceId: string };
  await gql(page, 'mutation ($m: NewMediaInput!) { createMedia(newMedia: $m) { id } }', {
    m: { appId, referenceId, name: 'harbour', mediaType: 'Image', size: png.length, extension: 'png' },
  });

  for (const [path, name] of [
    ['/', 'dashboard'],
    ['/organization', 'organizations'],
    ['/teams', 'teams'],
    ['/apps', 'apps'],
  ] as const) {
    await page.goto(path);
    await settle(page, `page:${name === 'organizations' ? 'organization' : name}`);
    await stop(name);
  }
  await page.getByTestId('app-new').first().click();
  await settle(page, 'app-wizard');
  await stop('app-wizard');
  await closeWith(page, 'app-wizard');

  await page.goto(`/apps/${appId}`);
  await settle(page, 'page-card:Home');
  await stop('app-pages');
  await page.getByTestId('page-new').first().click();
  await settle(page, 'page-wizard');
  await stop('page-wizard');
  await closeWith(page, 'page-wizard');

  // The editor with a brick selected, and its dialogs.
  await openEditor(page, appId, pageId);
  await page.getByTestId('drawer-item:Heading').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading']);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('editor-save')).toHaveAttribute('data-dirty', 'false');
  await settle(page, 'inspector-title');
  await stop('editor');
  for (const [button, dialog, name] of [
    ['editor-settings', 'page-settings-dialog', 'page-settings'],
    ['editor-behaviour', 'page-behaviour-dialog', 'behaviour-dialog'],
  ] as const) {
    await page.getByTestId(button).click();
    await settle(page, dialog);
    await stop(name);
    await closeWith(page, dialog);
  }
  await page.getByTestId('inspector-prefab').click();
  await settle(page, 'prefab-dialog');
  await stop('prefab-dialog');
  await page.getByTestId('prefab-dialog-name').fill('Harbour heading');
  await page.getByTestId('prefab-dialog-save').click();
  await expect(page.getByTestId('prefab-dialog')).toHaveCount(0);
  await settle(page, 'drawer-prefab:Harbour heading');
  await stop('editor-with-prefab');

  await gql(page, 'mutation ($id: ID!) { publishPage(id: $id) { id } }', { id: pageId });
  await page.goto(`/apps/${appId}`);
  await settle(page, 'page-card:Home');
  await page.getByTestId('page-menu:Home').click();
  await page.getByTestId('page-versions').click();
  await settle(page, 'page-versions-dialog');
  await stop('page-versions');
  await closeWith(page, 'page-versions-dialog');
  await page.getByTestId('app-media').click();
  await settle(page, 'media-manager');
  await stop('media-manager');
  await closeWith(page, 'media-manager');

  const { components } = await gql<{ components: { edges: Array<{ node: { id: string; name: string } }> } }>(
    page,
    '{ components(first: 100) { edges { node { id name } } } }',
  );
  const heading = components.edges.find((edge) => edge.node.name === 'Heading')!.node.id;
  for (const [path, testId, name] of [
    ['/media', 'media-page', 'media'],
    ['/components', 'page:components', 'components'],
    [`/components/${heading}`, 'code-editor', 'component-authoring'],
    ['/templates', 'page:templates', 'templates'],
    [`/templates/${templateId}`, 'code-editor', 'template-authoring'],
    ['/user/settings', 'user-settings', 'user-settings'],
    ['/activity', 'activity-feed', 'activity'],
    ['/playground', 'playground-preview', 'playground'],
  ] as const) {
    await page.goto(path);
    await settle(page, testId);
    await stop(name);
  }
}
