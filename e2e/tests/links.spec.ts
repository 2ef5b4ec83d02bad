import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { createPage, kitBrick, kitContent, openEditor, selectBrick, setUpApp } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);
const BUTTON_LABEL = 'Meet the crew';
const ABOUT_TEXT = 'We have kept the harbour lights burning since 1890.';

test("a Button's link to another page of the app is set in the inspector and followed on the live page without JavaScript", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, {
    name: 'Grace Hopper',
    email: `grace.links.${stamp}@example.com`,
    password: 'nanosecond-wire-1906',
  });
  const orgAlias = `links${tail}`;
  const { appId, templates } = await setUpApp(page, {
    org: `Lighthouse ${tail}`,
    alias: orgAlias,
    app: 'Lighthouse Site',
    appAlias: 'lighthouse',
  });
  const templateId = templates.get('Single column')!;
  const kit = await kitContent(page, templateId, 2);
  const def = kit.component;
  const content = kit.content;
  const homeId = await createPage(page, {
    appId,
    templateId,
    name: 'Home',
    url: '/',
    content: content([kitBrick(def('Button'), 'cta', { label: BUTTON_LABEL })]),
  });
  const aboutId = await createPage(page, {
    appId,
    templateId,
    name: 'About',
    url: '/about',
    content: content([kitBrick(def('Paragraph'), 'story', { text: ABOUT_TEXT })]),
  });

  // In the editor: the Button links to the About page, chosen from the app's pages.
  await openEditor(page, appId, homeId);
  await selectBrick(page, 'slot1', 0);
  const kind = page.getByTestId('prop:link:kind');
  await expect(kind).toHaveValue('anchor');
  await kind.selectOption('page');
  const picker = page.getByTestId('prop:link:page');
  await expect(picker).toBeEnabled();
  await expect(picker.locator('option')).toHaveText(['Choose a page…', 'Home (/)', 'About (/about)']);
  await picker.selectOption({ label: 'About (/about)' });
  await expect(page.getByTestId('prop:link:new-tab')).not.toBeChecked();
  await snap(page, 'links-inspector-page-link');

  // Publish the home page (saving it first), then the About page.
  await page.getByTestId('editor-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.locator('[data-testid="publish-success"][data-version="1"]')).toBeVisible();
  await expect(page.getByTestId('publish-render-errors')).toHaveCount(0);
  await gql(page, 'mutation ($id: ID!) { publishPage(id: $id) { id } }', { id: aboutId });

  // A visitor without JavaScript follows the link: a real anchor to the About page's path.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: false,
  });
  const visitor = await context.newPage();
  const home = `http://${orgAlias}--lighthouse.localhost:${E2E_PORT}/`;
  expect((await visitor.goto(home))?.status()).toBe(200);
  const link = visitor.getByRole('link', { name: BUTTON_LABEL });
  await expect(link).toHaveAttribute('href', '/about');
  await expect(link).not.toHaveAttribute('target');
  await snap(visitor, 'links-live-home');
  await link.click();
  await expect(visitor).toHaveURL(`${home}about`);
  await expect(visitor.getByText(ABOUT_TEXT)).toBeVisible();
  await context.close();
});
