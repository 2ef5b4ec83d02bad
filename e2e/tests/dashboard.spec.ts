import { expect, type Page, test } from '@playwright/test';
import { gql } from '../support/api.ts';
import { createPage, setUpApp } from '../support/editor.ts';
import { englishLeftOn } from '../support/locales.ts';
import { snap } from '../support/screens.ts';

const tail = Date.now().toString(36).slice(-5);
const user = { name: 'Clara Baker', email: `clara.${tail}@example.com`, password: 'sourdough-loaf-42' };
const names = { org: 'Clara Bakery', alias: `cb${tail}`, app: 'Bakery site', appAlias: `bake${tail}` };

const STEPS = ['org', 'team', 'app', 'page', 'publish', 'invite'] as const;

/** Which first steps the dashboard shows as done. */
async function expectSteps(page: Page, done: ReadonlyArray<(typeof STEPS)[number]>) {
  for (const step of STEPS) {
    await expect(page.getByTestId(`first-step:${step}`)).toHaveAttribute(
      'data-done',
      done.includes(step) ? 'true' : 'false',
    );
  }
}

test('a new baker: sign-in prefilled after sign-up, a dashboard that follows the first steps, only built screens in the menu', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // Sign up, then reach the sign-in form any way at all: it opens with the new address.
  await page.goto('/join');
  await page.getByTestId('join-username').fill(user.name);
  await page.getByTestId('join-email').fill(user.email);
  await page.getByTestId('join-password').fill(user.password);
  await page.getByTestId('join-repeat-password').fill(user.password);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-success')).toBeVisible();
  await page.goto('/login');
  await expect(page.getByTestId('login-email')).toHaveValue(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  // A user without an organization: the dashboard says where to start; nothing is done yet.
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard).toHaveAttribute('data-state', 'no-org');
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome, ${user.name}`);
  await expectSteps(page, []);
  await expect(page.getByTestId('dashboard-steps-progress')).toHaveText('0 of 6 done');
  await expect(page.getByTestId('dashboard-create-org')).toHaveAttribute('href', '/organization');
  // Only the organization can be made now: the later steps are not links yet.
  await expect(page.getByTestId('first-step:org').getByRole('link')).toHaveAttribute('href', '/organization');
  await expect(page.getByTestId('first-step:team').getByRole('link')).toHaveCount(0);
  await snap(page, 'dashboard-no-org');

  // Metrics, plans, documentation and help are not built: not in the menu, and not routed.
  for (const hidden of ['metrics', 'plans', 'documentation', 'help']) {
    await expect(page.getByTestId(`menu-item:${hidden}`)).toHaveCount(0);
  }
  await expect(page.getByTestId('side-menu')).not.toContainText('Plans');
  await expect(page.getByTestId('side-menu')).not.toContainText('Metrics');
  await page.goto('/plans');
  await expect(page.getByTestId('not-found')).toBeVisible();

  // An organization, a team and an app with no pages yet.
  const { appId, templates } = await setUpApp(page, names);
  await page.goto('/');
  await expect(dashboard).toHaveAttribute('data-state', 'ready');
  await expectSteps(page, ['org', 'team', 'app']);
  await expect(page.getByTestId('dashboard-recent-pages-empty')).toBeVisible();
  await expect(page.getByTestId(`recent-app:${names.app}`)).toHaveAttribute('href', `/apps/${appId}`);
  await expect(page.getByTestId('dashboard-activity').getByTestId('activity-item').first()).toHaveAttribute(
    'data-action',
    'app.create',
  );
  await snap(page, 'dashboard-new-org');

  // An app without pages offers no live page to open, on its card or its screen.
  await page.goto('/apps');
  await expect(page.getByTestId(`app-card:${names.app}`)).toBeVisible();
  await expect(page.getByTestId(`app-open-live:${names.app}`)).toHaveCount(0);
  await page.goto(`/apps/${appId}`);
  await expect(page.getByTestId('app-activities')).toBeVisible();
  await expect(page.getByTestId('app-open-live')).toHaveCount(0);

  // The new-page wizard checks the URL as it is typed, with the spec's messages; no button to press.
  const homeId = await createPage(page, {
    appId,
    templateId: templates.get('Single column')!,
    name: 'Home',
    url: '/',
  });
  await page.reload();
  await page.getByTestId('page-new').first().click();
  await expect(page.getByTestId('page-wizard-check-url')).toHaveCount(0);
  await page.getByTestId('page-wizard-name').fill('Our breads');
  const status = page.getByTestId('page-wizard-url-status');
  await page.getByTestId('page-wizard-url').fill('');
  await expect(status).toHaveAttribute('data-status', 'taken');
  await expect(status).toContainText('A page with this URL already exists');
  await expect(page.getByTestId('page-wizard-next')).toBeDisabled();
  await page.getByTestId('page-wizard-url').pressSequentially('breads');
  await expect(status).toHaveAttribute('data-status', 'available');
  await expect(status).toContainText('This URL is available');
  await snap(page, 'page-wizard-url-checked');
  await page.getByTestId('page-wizard-next').click();
  await page.getByTestId('page-wizard-title').fill('Our breads, baked every morning');
  await page.getByTestId('page-wizard-description').fill('Sourdough, rye and brioche from our oven');
  await page.getByTestId('page-wizard-tags').fill('bread');
  await page.getByTestId('page-wizard-tags').press('Enter');
  await page.getByTestId('page-wizard-next').click();

  // Template thumbnails are drawn by the templates themselves: one labelled box per slot, where the
  // template puts it (side by side for two columns; header above the content, footer at the bottom).
  await page.getByTestId('page-wizard-template:Two columns').first().click();
  await expect(page.getByTestId('template-preview:Two columns')).toHaveAttribute('data-state', 'rendered', {
    timeout: 15_000,
  });
  const twoColumns = page.frameLocator('[data-testid="template-preview:Two columns-frame"]');
  const left = await twoColumns.getByText('Slot 1', { exact: true }).boundingBox();
  const right = await twoColumns.getByText('Slot 2', { exact: true }).boundingBox();
  expect(left && right && right.x > left.x + left.width / 2 && Math.abs(right.y - left.y) < 40).toBe(true);
  await snap(page, 'page-wizard-template-previews');
  await page.getByTestId('page-wizard-template:Header, content and footer').first().click();
  await expect(page.getByTestId('template-preview:Header, content and footer')).toHaveAttribute(
    'data-state',
    'rendered',
    { timeout: 15_000 },
  );
  const stacked = page.frameLocator('[data-testid="template-preview:Header, content and footer-frame"]');
  const header = await stacked.getByText('Slot 1', { exact: true }).boundingBox();
  const content = await stacked.getByText('Slot 2', { exact: true }).boundingBox();
  const footer = await stacked.getByText('Slot 3', { exact: true }).boundingBox();
  expect(header && content && footer && header.y < content.y && content.y < footer.y).toBe(true);
  await page.getByTestId('page-wizard-template-confirm').check();
  await page.getByTestId('page-wizard-create').click();
  await expect(page).toHaveURL(new RegExp(`/apps/${appId}/page/[0-9a-f-]{36}$`), { timeout: 5000 });

  // Publish the home page: the app now has a live page to open.
  await gql(page, 'mutation ($id: ID!) { publishPage(id: $id) { id } }', { id: homeId });
  await page.goto('/apps');
  await expect(page.getByTestId(`app-open-live:${names.app}`)).toHaveAttribute(
    'href',
    new RegExp(`^http://${names.alias}--${names.appAlias}\\.localhost:\\d+/$`),
  );

  // The dashboard: the pages just worked on (newest first), the app, and what changed.
  await page.goto('/');
  await expect(dashboard).toHaveAttribute('data-state', 'ready');
  const recentPages = page.getByTestId('dashboard-recent-pages').locator('[data-testid^="recent-page:"]');
  await expect(recentPages).toHaveCount(2);
  await expect(recentPages.nth(0)).toHaveAttribute('data-testid', 'recent-page:Home');
  await expect(recentPages.nth(1)).toHaveAttribute('data-testid', 'recent-page:Our breads');
  await expect(page.getByTestId('recent-page:Our breads')).toContainText(`${names.app} · /breads`);
  await expect(page.getByTestId(`recent-app:${names.app}`)).toContainText('2 pages');
  await expect(page.getByTestId(`recent-app:${names.app}`)).toContainText('1 live');
  const latest = page.getByTestId('dashboard-activity').getByTestId('activity-item');
  await expect(latest.first()).toHaveAttribute('data-action', 'page.publish');
  await expect(latest.first()).toContainText('Home');
  await expectSteps(page, ['org', 'team', 'app', 'page', 'publish']);
  await expect(page.getByTestId('first-step:invite').getByRole('link')).toHaveAttribute('href', '/teams');
  await snap(page, 'dashboard');

  // In Portuguese, not a word of English on the dashboard.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-language').click();
  await page.getByTestId('language-option:pt-BR').click();
  await page.getByTestId('language-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('dashboard-steps-progress')).toHaveText('5 de 6 concluídos');
  await expect(page.getByTestId(`recent-app:${names.app}`)).toContainText('2 páginas');
  expect(await englishLeftOn(page)).toEqual([]);
  await snap(page, 'dashboard-pt-BR');

  // Inviting someone completes the first steps: the checklist steps aside.
  const { teams } = await gql<{ teams: { edges: Array<{ node: { id: string } }> } }>(
    page,
    '{ teams(first: 10) { edges { node { id } } } }',
  );
  await gql(
    page,
    'mutation ($t: ID!, $e: String!) { inviteTeamMember(teamId: $t, email: $e, role: "editor") { type } }',
    {
      t: teams.edges[0]!.node.id,
      e: `olga.${tail}@example.com`,
    },
  );
  await page.reload();
  await expect(dashboard).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('dashboard-first-steps')).toHaveCount(0);

  // A recent page opens its editor.
  await page.getByTestId('recent-page-open:Our breads').click();
  await expect(page).toHaveURL(new RegExp(`/apps/${appId}/page/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
});
