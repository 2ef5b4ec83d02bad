import { expect, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { setUpApp } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

interface PageData {
  id: string;
  content: {
    slots: Record<string, Array<{ id: string; dataTypes: Record<string, { breakpoints?: object }> }>>;
  };
}

test('app breakpoints: a manager renames one, adds one and deletes one with its values; a reload shows the result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, {
    name: 'Bia Lima',
    email: `bia.breakpoints.${stamp}@example.com`,
    password: 'correct horse battery',
  });
  const { appId, templates } = await setUpApp(page, {
    org: 'Lima Studio',
    alias: `bps${tail}`,
    app: 'Studio site',
    appAlias: 'studio',
  });
  // Setup: a page with two paragraphs, one hidden at Tablet and one hidden at Phone.
  const { components } = await gql<{
    components: { edges: Array<{ node: { id: string; name: string; dataTypes: Record<string, object> } }> };
  }>(page, '{ components(first: 100) { edges { node { id name dataTypes } } } }');
  const paragraph = components.edges.map((edge) => edge.node).find((node) => node.name === 'Paragraph')!;
  const hiddenAt = (id: string, breakpoint: string) => ({
    id,
    name: 'Paragraph',
    componentId: paragraph.id,
    isPrefab: false,
    dataTypes: {
      ...paragraph.dataTypes,
      visibility: { ...paragraph.dataTypes.visibility, breakpoints: { [breakpoint]: false } },
    },
    dataGroups: [],
  });
  const fields = 'id content';
  const { createPage: created } = await gql<{ createPage: PageData }>(
    page,
    `mutation ($p: NewPageInput!) { createPage(newPage: $p) { ${fields} } }`,
    {
      p: {
        appId,
        templateId: [...templates.values()][0],
        name: 'Home',
        url: '',
        title: 'Home page',
        description: 'The home page',
        tags: ['web'],
      },
    },
  );
  const firstSlot = Object.keys(created.content.slots)[0]!;
  await gql(page, 'mutation ($id: ID!, $p: PageInput!) { updatePage(id: $id, page: $p) { id } }', {
    id: created.id,
    p: {
      name: 'Home',
      url: '',
      title: 'Home page',
      description: 'The home page',
      tags: ['web'],
      content: {
        ...created.content,
        slots: {
          ...created.content.slots,
          [firstSlot]: [hiddenAt('p-tablet', 'tablet'), hiddenAt('p-phone', 'phone')],
        },
      },
    },
  });

  // What the server counts at Phone: the paragraph's hidden-at-phone switch and the kit's own phone values.
  const { appBreakpointValueCounts: counts } = await gql<{
    appBreakpointValueCounts: Array<{ breakpointId: string; count: number }>;
  }>(page, 'query ($id: ID!) { appBreakpointValueCounts(appId: $id) { breakpointId count } }', { id: appId });
  const atPhone = counts.find((entry) => entry.breakpointId === 'phone')!.count;
  expect(atPhone).toBeGreaterThanOrEqual(1);

  await page.goto('/settings');
  const panel = page.getByTestId('breakpoints-panel');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('breakpoint-base')).toContainText('Desktop');
  await expect(page.getByTestId('breakpoint-save')).toBeDisabled();

  // Rename Tablet and widen it.
  const tablet = page.getByTestId('breakpoint-row-tablet');
  await tablet.getByTestId('breakpoint-name-en').fill('Small laptop');
  await tablet.getByTestId('breakpoint-name-pt').fill('Notebook pequeno');
  await tablet.getByTestId('breakpoint-width').fill('1024');

  // Add one.
  await page.getByTestId('breakpoint-add').click();
  const added = page.getByTestId('breakpoint-row-new-1');
  await added.getByTestId('breakpoint-name-en').fill('Large phone');
  await added.getByTestId('breakpoint-name-pt').fill('Celular grande');
  await added.getByTestId('breakpoint-width').fill('600');

  // Delete Phone: the dialog says how many values go with it.
  await page.getByTestId('breakpoint-row-phone').getByTestId('breakpoint-delete').click();
  await expect(page.getByTestId('breakpoint-delete-count')).toContainText(
    `${atPhone} ${atPhone === 1 ? 'value' : 'values'} set at this breakpoint`,
  );
  await snap(page, 'breakpoints-delete-confirm');
  await page.getByTestId('breakpoint-delete-confirm').click();
  await expect(page.getByTestId('breakpoint-row-phone')).toHaveCount(0);
  await page.getByTestId('breakpoint-save').click();
  await expect(page.getByTestId('breakpoints-saved')).toBeVisible();
  await snap(page, 'breakpoints-saved');

  await page.reload();
  await expect(page.getByTestId('breakpoints-panel')).toBeVisible();
  await expect(page.getByTestId('breakpoint-row-tablet').getByTestId('breakpoint-name-en')).toHaveValue(
    'Small laptop',
  );
  await expect(page.getByTestId('breakpoint-row-tablet').getByTestId('breakpoint-width')).toHaveValue('1024');
  await expect(page.getByTestId('breakpoint-row-large-phone').getByTestId('breakpoint-name-pt')).toHaveValue(
    'Celular grande',
  );
  await expect(page.getByTestId('breakpoint-row-phone-landscape')).toBeVisible();
  await expect(page.getByTestId('breakpoint-row-phone')).toHaveCount(0);
  await expect(page.locator('[data-testid^="breakpoint-row-"]')).toHaveCount(3);
  await snap(page, 'breakpoints-reloaded');

  // The deleted breakpoint's value left the page; the renamed one's stayed.
  const { page: saved } = await gql<{ page: PageData }>(
    page,
    `query ($id: ID!) { page(id: $id) { ${fields} } }`,
    {
      id: created.id,
    },
  );
  const bricks = saved.content.slots[firstSlot]!;
  expect(bricks.find((b) => b.id === 'p-tablet')!.dataTypes.visibility!.breakpoints).toEqual({
    tablet: false,
  });
  // Lean content (decision 0037) spells "no values per breakpoint left" as an empty map.
  expect(bricks.find((b) => b.id === 'p-phone')!.dataTypes.visibility!.breakpoints ?? {}).toEqual({});
});
