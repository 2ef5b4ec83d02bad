import { expect, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { setUpApp } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

interface PageData {
  id: string;
  content: { slots: Record<string, Array<{ id: string; dataTypes: Record<string, { locales?: object }> }>> };
}

test('app languages: a manager adds two, a translation is counted, removing a language asks and removes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, {
    name: 'Rui Souza',
    email: `rui.languages.${stamp}@example.com`,
    password: 'correct horse battery',
  });
  const { appId, templates } = await setUpApp(page, {
    org: 'Souza Studio',
    alias: `lng${tail}`,
    app: 'Studio site',
    appAlias: 'studio',
  });

  await page.goto('/settings');
  const panel = page.getByTestId('languages-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('language-default')).toHaveValue('American English · en-US');
  await expect(panel.getByTestId('languages-none')).toBeVisible();
  await expect(panel.getByTestId('languages-save')).toBeDisabled();

  // Add Portuguese (Brazil) and Spanish (Spain) from the searchable list, with the keyboard for the second.
  const add = panel.getByTestId('language-add');
  await add.click();
  await add.fill('Brazil');
  await page.getByRole('option', { name: 'Brazilian Portuguese · pt-BR' }).click();
  await add.fill('es-ES');
  await add.press('ArrowDown');
  await add.press('Enter');
  await expect(panel.getByTestId('language-pt-BR')).toContainText('Served at /pt-br/');
  await expect(panel.getByTestId('language-es-ES')).toContainText('European Spanish');
  await panel.getByTestId('languages-save').click();
  await expect(panel.getByTestId('languages-saved')).toBeVisible();
  await snap(page, 'languages-saved');

  // A page with a paragraph translated into Portuguese, saved through the API as the editor would.
  const { components } = await gql<{
    components: { edges: Array<{ node: { id: string; name: string; dataTypes: Record<string, object> } }> };
  }>(page, '{ components(first: 100) { edges { node { id name dataTypes } } } }');
  const paragraph = components.edges.map((edge) => edge.node).find((node) => node.name === 'Paragraph')!;
  const settings = {
    name: 'About',
    url: 'about',
    title: 'About us',
    description: 'Who we are',
    tags: ['web'],
  };
  const { createPage: created } = await gql<{ createPage: PageData }>(
    page,
    'mutation ($p: NewPageInput!) { createPage(newPage: $p) { id content } }',
    { p: { appId, templateId: [...templates.values()][0], ...settings } },
  );
  const slot = Object.keys(created.content.slots)[0]!;
  const text = { ...paragraph.dataTypes.text, value: 'Who we are', locales: { 'pt-BR': 'Quem somos' } };
  const brick = {
    id: 'p1',
    name: 'Paragraph',
    componentId: paragraph.id,
    isPrefab: false,
    dataTypes: { text },
  };
  await gql(page, 'mutation ($id: ID!, $p: PageInput!) { updatePage(id: $id, page: $p) { id } }', {
    id: created.id,
    p: { ...settings, content: { ...created.content, slots: { ...created.content.slots, [slot]: [brick] } } },
  });

  await page.reload();
  await expect(panel.getByTestId('language-pt-BR')).toContainText('1 translated value');
  await expect(panel.getByTestId('language-es-ES')).toContainText('No translations yet');

  // Removing Portuguese says what goes with it; saving removes the translation from the page.
  await panel.getByTestId('language-remove-pt-BR').click();
  await expect(page.getByTestId('language-remove-count')).toContainText(
    '1 translated value in this language',
  );
  await snap(page, 'languages-remove-confirm');
  await page.getByTestId('language-remove-confirm').click();
  await expect(panel.getByTestId('language-pt-BR')).toHaveCount(0);
  await panel.getByTestId('languages-save').click();
  await expect(panel.getByTestId('languages-saved')).toBeVisible();
  await page.reload();
  await expect(panel.getByTestId('language-es-ES')).toBeVisible();
  await expect(panel.getByTestId('language-pt-BR')).toHaveCount(0);
  const { page: saved } = await gql<{ page: PageData }>(
    page,
    'query ($id: ID!) { page(id: $id) { id content } }',
    {
      id: created.id,
    },
  );
  expect(saved.content.slots[slot]![0]!.dataTypes.text!.locales).toBeUndefined();
});
