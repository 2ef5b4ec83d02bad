import { type Browser, expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { canvasFrame, openEditor } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

const HERO = 'Launch a site your team is proud of';
const FEATURES = ['Fast by default', 'Looks right everywhere', 'Made for teams'];
const PLANS = ['Starter', 'Team', 'Business'];

async function visitor(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('a new app starts with the landing page: nested sections in the editor and on the live page without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, {
    name: 'Katherine Johnson',
    email: `katherine.landing.${stamp}@example.com`,
    password: 'trajectory-1962',
  });
  const orgAlias = `lnd${tail}`;
  await gql(
    page,
    'mutation ($name: String!, $description: String!, $alias: String!) { createOrg(name: $name, description: $description, alias: $alias) { id } }',
    { name: `Orbit ${tail}`, description: 'Sites of the orbit company', alias: orgAlias },
  );
  await gql(
    page,
    'mutation ($name: String!, $description: String!) { createTeam(name: $name, description: $description) { id } }',
    { name: 'Web Team', description: 'Builds the public websites' },
  );

  // The wizard: the landing page is offered, ticked, on its last step.
  await page.goto('/apps');
  await page.getByTestId('app-new').first().click();
  await page.getByTestId('app-wizard-team:Web Team').click();
  await page.getByTestId('app-wizard-next').click();
  await page.getByTestId('app-wizard-name').fill('Orbit Launch');
  await page.getByTestId('app-wizard-alias').fill('orbit');
  await page.getByTestId('app-wizard-next').click();
  await page.getByTestId('app-wizard-description').fill('The launch site');
  await page.getByTestId('app-wizard-tags').fill('launch');
  await page.getByTestId('app-wizard-tags').press('Enter');
  const option = page.getByTestId('app-wizard-landing-page');
  await expect(option).toBeChecked();
  await expect(page.getByTestId('app-wizard')).toContainText('Start with a landing page');
  await snap(page, 'landing-wizard');
  await page.getByTestId('app-wizard-create').click();
  await expect(page).toHaveURL(/\/apps\/[0-9a-f-]{36}$/);
  const appId = page.url().split('/').at(-1)!;
  await expect(page.getByTestId('pages-empty')).toHaveCount(0);
  await expect(page.getByText('Landing page').first()).toBeVisible();
  await snap(page, 'landing-app-details');

  const { pages } = await gql<{ pages: { edges: Array<{ node: { id: string; url: string } }> } }>(
    page,
    'query ($appId: ID!) { pages(appId: $appId) { edges { node { id url } } } }',
    { appId },
  );
  expect(pages.edges.map((e) => e.node.url)).toEqual(['/']);
  const pageId = pages.edges[0]!.node.id;

  // The editor draws the nested sections.
  await openEditor(page, appId, pageId);
  const frame = canvasFrame(page);
  await expect(frame.getByRole('heading', { level: 1, name: HERO })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByRole('heading', { level: 3, name: FEATURES[0] })).toBeVisible();
  await snap(page, 'landing-editor');

  // Publish.
  await page.getByTestId('editor-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.locator('[data-testid="publish-success"][data-version="1"]')).toBeVisible();
  await expect(page.getByTestId('publish-render-errors')).toHaveCount(0);

  // The live page with JavaScript off, at desktop and phone widths.
  const liveUrl = `http://${orgAlias}--orbit.localhost:${E2E_PORT}/`;
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    const guest = await visitor(browser, width, height);
    const live = guest.page;
    const answer = await live.goto(liveUrl);
    expect(answer?.status()).toBe(200);
    // Nested: the hero's heading is in a section, in a column, beside the image.
    const hero = live.locator('section').filter({ has: live.getByRole('heading', { level: 1, name: HERO }) });
    await expect(hero).toHaveCount(1);
    await expect(hero.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '#pricing');
    await expect(hero.getByRole('img', { name: 'Hills under a soft violet sky' })).toBeVisible();
    await expect(hero.getByRole('img', { name: 'Northwind' })).toBeVisible();
    for (const name of FEATURES) await expect(live.getByRole('heading', { level: 3, name })).toBeVisible();
    for (const name of PLANS)
      await expect(live.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    await expect(live.getByRole('region', { name: 'Pricing' })).toBeVisible();
    await expect(live.locator('figure blockquote')).toContainText(
      'We rebuilt our whole site in an afternoon',
    );
    // The FAQ opens and closes without JavaScript.
    const question = live.locator('summary', { hasText: 'Can I use my own domain?' });
    const answerText = live.getByText('Of course: point your domain at us and your pages follow.');
    await expect(answerText).toBeHidden();
    await question.click();
    await expect(answerText).toBeVisible();
    // Side by side on a desktop, stacked on a phone.
    const heading = await live.getByRole('heading', { level: 1, name: HERO }).boundingBox();
    const picture = await hero.getByRole('img', { name: 'Hills under a soft violet sky' }).boundingBox();
    if (label === 'desktop') expect(picture!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
    else expect(picture!.y).toBeGreaterThan(heading!.y + heading!.height - 1);
    // No horizontal scrolling at either width.
    expect(await live.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(live.locator('script')).toHaveCount(0);
    await snap(live, `landing-live-${label}`);
    await guest.context.close();
  }
});
