import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { setUpApp } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const tail = Date.now().toString(36).slice(-5);

const rows = (page: Page) => page.getByTestId('item-row');

/** The items' names as the table shows them, in order. */
async function names(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((all) =>
    all.map((row) => (row.querySelector('td:nth-child(2)')?.textContent ?? '').trim()),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('collections: a manager makes a collection with its fields; items are added, searched, sorted, published and deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, {
    name: `curator${tail}`,
    email: `curator-${tail}@example.com`,
    password: 'lighthouse-ledger-1852',
  });
  const { appId } = await setUpApp(page, {
    org: `Quay ${tail}`,
    alias: `quay${tail}`,
    app: 'Quay Journal',
    appAlias: 'journal',
  });

  // From the app to its collections: none yet, and the manager is offered to make one.
  await page.goto(`/apps/${appId}`);
  await page.getByTestId('app-collections').click();
  await expect(page.getByTestId('collections-page')).toBeVisible();
  await expect(page.getByText('No collections yet')).toBeVisible();
  await page.getByTestId('collections-new').first().click();
  await page.getByTestId('collection-create-name').fill('Posts');
  await page.getByTestId('collection-create-submit').click();

  // The new collection starts with a Name and a Slug; a date field is added in its settings.
  await expect(page.getByTestId('collection-page')).toBeVisible();
  await page.getByTestId('collection-settings-open').click();
  await expect(page.getByTestId('collection-field-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add field' }).click();
  const fieldDialog = page.getByTestId('collection-field-dialog');
  await fieldDialog.getByTestId('collection-field-name').fill('Published on');
  await fieldDialog.getByTestId('collection-field-type').click();
  await page.getByRole('option', { name: /^Date/ }).click();
  await fieldDialog.getByTestId('collection-field-done').click();
  await expect(page.getByTestId('collection-field-row')).toHaveCount(3);
  await page.getByTestId('collection-settings-save').click();
  await expect(page.getByTestId('collection-settings-save')).toBeHidden();

  // Two items through the form: the slug follows the name as it is typed.
  const addItem = async (name: string, day: string) => {
    await page.getByTestId('items-new').or(page.getByTestId('items-empty-new')).first().click();
    const drawer = page.getByTestId('item-drawer');
    await drawer.getByLabel('Name').fill(name);
    await expect(drawer.getByLabel('Slug')).toHaveValue(name.toLowerCase().replaceAll(' ', '-'));
    await drawer.getByLabel('Published on').fill(day);
    await drawer.getByLabel('Published on').press('Tab');
    await drawer.getByTestId('item-save').click();
    // Saved, the drawer stays on the item (its name as title, a draft) until it is closed.
    await expect(drawer.getByTestId('item-drawer-title')).toContainText(name);
    await expect(drawer.getByTestId('item-save')).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  };
  await addItem('Harbour lights', 'Dec 3, 2026');
  await addItem('Anchors away', 'Nov 20, 2026');
  await expect(page.getByTestId('items-total')).toContainText('2');
  await expect(page.getByTestId('item-status-draft')).toHaveCount(2);

  // A third item and a fourth through the API (what the console's form sends), to sort and search among.
  const { collections } = await gql<{ collections: Array<{ id: string; fields: Array<{ id: string }> }> }>(
    page,
    'query ($appId: ID!) { collections(appId: $appId) { id fields { id } } }',
    { appId },
  );
  const collectionId = collections[0]!.id;
  expect(collections[0]!.fields.map((f) => f.id)).toEqual(['name', 'slug', 'published-on']);
  for (const [name, slug] of [
    ['Zephyr over the quay', 'zephyr-over-the-quay'],
    ['Crab season opens', 'crab-season-opens'],
  ])
    await gql(
      page,
      'mutation ($c: ID!, $v: JSON!) { createCollectionItem(collectionId: $c, values: $v) { id } }',
      { c: collectionId, v: { name, slug } },
    );
  await page.reload();
  await expect(rows(page)).toHaveCount(4);

  // Sorted by name, then the other way; searched by a word's beginning.
  await page.getByTestId('items-sort-name').click();
  await expect
    .poll(() => names(page))
    .toEqual(['Anchors away', 'Crab season opens', 'Harbour lights', 'Zephyr over the quay']);
  await page.getByTestId('items-sort-name').click();
  await expect
    .poll(() => names(page))
    .toEqual(['Zephyr over the quay', 'Harbour lights', 'Crab season opens', 'Anchors away']);
  await page.getByPlaceholder(/Search/).fill('harb');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Harbour lights');
  await page.getByPlaceholder(/Search/).fill('');
  await expect(rows(page)).toHaveCount(4);

  // Two published at once from the table; the status filter then finds them.
  const rowOf = (name: string) => rows(page).filter({ hasText: name });
  await rowOf('Harbour lights').getByTestId('item-select').check();
  await rowOf('Anchors away').getByTestId('item-select').check();
  await expect(page.getByTestId('items-selection')).toContainText('2');
  await page.getByTestId('items-publish').click();
  await expect(page.getByTestId('item-status-published')).toHaveCount(2);
  // Done, the selection goes: the next action starts from a fresh choice.
  await expect(page.getByTestId('items-selection')).toContainText('None selected');
  await snap(page, 'collections-items');
  expect(await seriousViolations(page)).toEqual([]);

  // An edit of a published item leaves it live with a newer draft: "Changed".
  await rowOf('Harbour lights').getByText('Harbour lights').click();
  const drawer = page.getByTestId('item-drawer');
  await drawer.getByLabel('Name').fill('Harbour lights at dusk');
  // Escape over an unsaved edit asks first; keeping it loses nothing.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('close-guard')).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(drawer.getByLabel('Name')).toHaveValue('Harbour lights at dusk');
  await drawer.getByTestId('item-save').click();
  await expect(drawer.getByTestId('item-drawer-title')).toContainText('Harbour lights at dusk');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(rowOf('Harbour lights at dusk').getByTestId('item-status-changed')).toBeVisible();
  await page.getByTestId('items-status-filter').getByText('Published').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Anchors away');
  await page.getByTestId('items-status-filter').getByText('All').click();

  // A draft deleted; the live items stay.
  await rowOf('Crab season opens').getByTestId('item-select').check();
  await page.getByTestId('items-delete').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(rows(page)).toHaveCount(3);
  const { collectionItems } = await gql<{ collectionItems: { totalCount: number } }>(
    page,
    'query ($c: ID!) { collectionItems(collectionId: $c, status: "draft") { totalCount } }',
    { c: collectionId },
  );
  expect(collectionItems.totalCount).toBe(1);

  // The collections list counts them.
  await page.goto(`/apps/${appId}/collections`);
  const row = page.getByTestId('collection-row').filter({ hasText: 'Posts' });
  await expect(row).toContainText('3');
  await snap(page, 'collections-list');
});
