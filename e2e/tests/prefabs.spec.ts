import { expect, type Page, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import {
  canvasFrame,
  createPage,
  dragTo,
  openEditor,
  pointIn,
  saveNow,
  setUpApp,
  slotNames,
} from '../support/editor.ts';
import { englishLeftOn } from '../support/locales.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

const RED = 'rgb(255, 0, 0)';
const BLUE = 'rgb(0, 0, 255)';

/** The first heading on the canvas: its text and colour, read at once. */
async function heading(page: Page): Promise<{ text: string; color: string }> {
  return canvasFrame(page)
    .locator('h2')
    .first()
    .evaluate((el) => ({ text: el.textContent ?? '', color: getComputedStyle(el).color }));
}

async function save(page: Page): Promise<void> {
  await saveNow(page);
}

test('a prefab made from a tuned brick: locked properties follow its edits on every page, mutable ones stay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Dorothy Vaughan',
    email: `dorothy.prefab.${stamp}@example.com`,
    password: 'fortran-team-1961',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Langley ${tail}`,
    alias: `lgy${tail}`,
    app: 'Langley Site',
    appAlias: 'langley',
  });
  const twoColumns = templates.get('Two columns')!;
  const home = await createPage(page, { appId, templateId: twoColumns, name: 'Home', url: 'home' });
  const about = await createPage(page, { appId, templateId: twoColumns, name: 'About', url: 'about' });

  // Page one: a heading tuned (text and colour), made into a prefab with its colour locked.
  await openEditor(page, appId, home);
  await expect(page.getByTestId('source-panel-prefabs-empty')).toBeVisible();
  await dragTo(
    page,
    page.getByTestId('drawer-item:Heading'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading']);
  await page.getByTestId('prop:text:input').fill('Welcome aboard');
  await page.getByTestId('prop:color:input').fill('#ff0000');
  await page.getByTestId('prop:color:input').press('Enter');
  await expect.poll(() => heading(page)).toEqual({ text: 'Welcome aboard', color: RED });

  await expect(page.getByTestId('inspector-prefab')).toHaveAttribute('data-mode', 'create');
  await page.getByTestId('inspector-prefab').click();
  const dialog = page.getByTestId('prefab-dialog');
  await expect(dialog).toHaveAttribute('data-mode', 'create');
  await expect(page.getByTestId('prefab-dialog-warning')).toHaveCount(0);
  await expect(dialog.getByTestId('prefab-preview-frame')).toBeVisible();
  const name = page.getByTestId('prefab-dialog-name');
  await name.fill('Hi');
  await expect(page.getByTestId('prefab-dialog-save')).toBeDisabled();
  await name.fill('Hero heading');
  await dialog.getByTestId('prop:color:lock').check();
  await expect(dialog.getByTestId('prop:text:lock')).not.toBeChecked();
  await snap(page, 'prefab-create');
  await page.getByTestId('prefab-dialog-save').click();
  await expect(dialog).toHaveCount(0);
  // The brick it was made from is now its first copy, with the colour locked outside the prefab.
  await expect(page.getByTestId('inspector-prefab')).toHaveAttribute('data-mode', 'edit');
  await expect(page.getByTestId('inspector-prefab-badge')).toBeVisible();
  await expect(page.getByTestId('prop:color:locked')).toBeVisible();
  await expect(page.getByTestId('prop:text:input')).toBeEnabled();
  await expect(page.getByTestId('drawer-prefab:Hero heading')).toBeVisible({ timeout: 5000 });
  await save(page);

  // Page two: the prefab dragged in from the left panel (prefabs first), its mutable text changed.
  await openEditor(page, appId, about);
  await dragTo(
    page,
    page.getByTestId('drawer-prefab:Hero heading'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Hero heading']);
  await expect.poll(() => heading(page)).toEqual({ text: 'Welcome aboard', color: RED });
  await expect(page.getByTestId('prop:color:locked')).toBeVisible();
  // The 1 s history window closes, so the text edit is an undo step of its own.
  await page.waitForTimeout(1100);
  await page.getByTestId('prop:text:input').fill('About us');
  await expect.poll(() => heading(page)).toEqual({ text: 'About us', color: RED });
  await save(page);

  // Edit the prefab from here: blue and a new text. Locked colour follows; the page's own text stays.
  await page.getByTestId('inspector-prefab').click();
  await expect(dialog).toHaveAttribute('data-mode', 'edit');
  await expect(page.getByTestId('prefab-dialog-warning')).toBeVisible();
  await expect(page.getByTestId('prefab-dialog-save')).toBeDisabled();
  await expect(dialog.getByTestId('prop:color:lock')).toBeChecked();
  await dialog.getByTestId('prop:color:input').fill('#0000ff');
  await dialog.getByTestId('prop:color:input').press('Enter');
  await dialog.getByTestId('prop:text:input').fill('Prefab text v2');
  await expect(page.getByTestId('prefab-dialog-save')).toBeEnabled();
  await snap(page, 'prefab-edit');
  await page.getByTestId('prefab-dialog-save').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => heading(page)).toEqual({ text: 'About us', color: BLUE });
  // The saved prefab edit is not undone from here: the first undo says so and changes nothing (decision 0024).
  await page.keyboard.press('Control+z');
  await expect(page.getByText('is saved on every page and cannot be undone here')).toBeVisible();
  await expect.poll(() => heading(page)).toEqual({ text: 'About us', color: BLUE });
  // The next undo takes back the page's own edit, without bringing the old locked colour back: the history
  // was refreshed with the page.
  await page.keyboard.press('Control+z');
  await expect.poll(() => heading(page)).toEqual({ text: 'Welcome aboard', color: BLUE });
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => heading(page)).toEqual({ text: 'About us', color: BLUE });
  await snap(page, 'prefab-after-edit');

  // Both pages, as stored: the locked colour updated on both, each page's text kept.
  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect.poll(() => heading(page)).toEqual({ text: 'About us', color: BLUE });
  await openEditor(page, appId, home);
  await expect.poll(() => heading(page)).toEqual({ text: 'Welcome aboard', color: BLUE });

  // Deleting the prefab keeps the copies' values; they become plain headings.
  await page.getByTestId('drawer-prefab:Hero heading').hover();
  await page.getByTestId('drawer-prefab-menu:Hero heading').click();
  await page.getByTestId('drawer-prefab-delete:Hero heading').click();
  await snap(page, 'prefab-delete');
  await page.getByTestId('prefab-delete-confirm').click();
  await expect(page.getByTestId('drawer-prefab:Hero heading')).toHaveCount(0);
  await expect(page.getByTestId('source-panel-prefabs-empty')).toBeVisible();
  await expect.poll(() => heading(page)).toEqual({ text: 'Welcome aboard', color: BLUE });
  await openEditor(page, appId, about);
  await expect.poll(() => heading(page)).toEqual({ text: 'About us', color: BLUE });
  await page.mouse.click(...(await centreOf(page, 'brick:slot1:0')));
  await expect(page.getByTestId('inspector-prefab')).toHaveAttribute('data-mode', 'create');
  await expect(page.getByTestId('prop:color:input')).toBeEnabled();

  // The prefab dialog in Portuguese.
  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await page.mouse.click(...(await centreOf(page, 'brick:slot1:0')));
  await page.getByTestId('inspector-prefab').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('prefab-preview-frame')).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);
  await snap(page, 'prefab-pt-BR');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
});

async function centreOf(page: Page, testId: string): Promise<[number, number]> {
  const point = await pointIn(page.getByTestId(testId), 0.5, 0.5);
  return [point.x, point.y];
}

const BOX_CODE = `export default function Box({ slot1, background }) {
  return <section data-box="yes" style={{ background, padding: 16, minHeight: 60 }}>{slot1}</section>;
}`;
const BOX_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" fill="currentColor"/></svg>';

interface StoredBrick {
  id: string;
  name: string;
  componentId: string;
  isPrefab: boolean;
  prefabId?: string;
  prefabBrickId?: string;
  dataTypes: Record<string, { value?: unknown; isMutable?: boolean }>;
  dataGroups: unknown;
  slots?: Record<string, StoredBrick[]>;
}

test('a prefab of a container carries its contents: edited in the dialog, placed on a second page with fresh ids', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Katherine Johnson',
    email: `katherine.container.${stamp}@example.com`,
    password: 'trajectory-1962-orbit',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Hampton ${tail}`,
    alias: `hmp${tail}`,
    app: 'Hampton Site',
    appAlias: 'hampton',
  });
  const twoColumns = templates.get('Two columns')!;
  // A container component made through the API: its code destructures slot1.
  const { createComponent: box } = await gql<{ createComponent: { id: string; slots: number } }>(
    page,
    'mutation ($c: ComponentInput!) { createComponent(newComponent: $c) { id slots } }',
    {
      c: {
        name: 'Box',
        description: 'A section holding other components',
        icon: BOX_ICON,
        code: BOX_CODE,
        dataTypes: { background: { type: 'TextInput', value: '#eef', defaultValue: '#eef' } },
        dataGroups: [{ name: 'style', label: 'Style', properties: ['background'] }],
        dataEvents: { label: 'Box', events: { mouse: [] } },
      },
    },
  );
  expect(box.slots).toBe(1);
  const { components } = await gql<{
    components: {
      edges: Array<{
        node: { id: string; name: string; dataTypes: Record<string, unknown>; dataGroups: unknown };
      }>;
    };
  }>(page, '{ components(first: 100) { edges { node { id name dataTypes dataGroups } } } }');
  const headingDef = components.edges.find((edge) => edge.node.name === 'Heading')!.node;
  const heading: StoredBrick = {
    id: 'inner-heading',
    name: 'Heading',
    componentId: headingDef.id,
    isPrefab: false,
    dataTypes: headingDef.dataTypes as StoredBrick['dataTypes'],
    dataGroups: headingDef.dataGroups,
  };
  const content = (slot1: StoredBrick[]) => ({
    version: 2,
    template: { id: twoColumns, dataTypes: {}, isPrefab: false },
    slots: { slot1, slot2: [] },
    pageEvents: { nodes: [], connections: [], comments: [] },
  });
  const boxBrick: StoredBrick = {
    id: 'the-box',
    name: 'Box',
    componentId: box.id,
    isPrefab: false,
    dataTypes: { background: { type: 'TextInput', value: '#eef' } as StoredBrick['dataTypes'][string] },
    dataGroups: [{ name: 'style', label: 'Style', properties: ['background'] }],
    slots: { slot1: [heading] },
  };
  const home = await createPage(page, {
    appId,
    templateId: twoColumns,
    name: 'Home',
    url: 'home',
    content: content([boxBrick]),
  });
  const about = await createPage(page, { appId, templateId: twoColumns, name: 'About', url: 'about' });

  // The container, selected on the page, made into a prefab with its heading inside.
  await openEditor(page, appId, home);
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Box']);
  const boxOnCanvas = page.getByTestId('brick:slot1:0');
  const corner = await pointIn(boxOnCanvas, 0.02, 0.1);
  await page.mouse.click(corner.x, corner.y);
  if ((await page.getByTestId('inspector-prefab').getAttribute('data-mode')) !== 'create') {
    // The click landed on the heading inside: Escape selects its parent, the box.
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('inspector-prefab').click();
  const dialog = page.getByTestId('prefab-dialog');
  await expect(dialog).toHaveAttribute('data-mode', 'create');
  await expect(dialog.getByTestId('prefab-contents')).toBeVisible();
  await page.getByTestId('prefab-dialog-name').fill('Hero box');
  // The heading inside: its text locked, so every copy shows the prefab's text.
  await dialog.getByTestId('prefab-contents-item:inner-heading').click();
  await expect(dialog.getByTestId('prefab-contents-item:inner-heading')).toHaveAttribute(
    'aria-current',
    'true',
  );
  await dialog.getByTestId('prop:text:input').fill('Launch window');
  await dialog.getByTestId('prop:text:lock').check();
  await snap(page, 'prefab-container-create');
  await page.getByTestId('prefab-dialog-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('drawer-prefab:Hero box')).toBeVisible({ timeout: 5000 });
  await save(page);

  const { prefabs } = await gql<{
    prefabs: { edges: Array<{ node: { id: string; name: string; slots: Record<string, StoredBrick[]> } }> };
  }>(page, 'query ($appId: ID!) { prefabs(appId: $appId) { edges { node { id name slots } } } }', { appId });
  const stored = prefabs.edges.find((edge) => edge.node.name === 'Hero box')!.node;
  const storedHeading = stored.slots.slot1![0]!;
  expect(storedHeading.id).toBe('inner-heading');
  expect(storedHeading.dataTypes.text).toMatchObject({ value: 'Launch window', isMutable: false });

  // Page two: the prefab placed from the left panel, its contents with fresh ids.
  await openEditor(page, appId, about);
  await dragTo(
    page,
    page.getByTestId('drawer-prefab:Hero box'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Hero box']);
  await save(page);
  await snap(page, 'prefab-container-placed');
  const { page: aboutPage } = await gql<{ page: { content: { slots: Record<string, StoredBrick[]> } } }>(
    page,
    'query ($id: ID!) { page(id: $id) { content } }',
    { id: about },
  );
  const copy = aboutPage.content.slots.slot1![0]!;
  expect(copy).toMatchObject({ isPrefab: true, prefabId: stored.id, componentId: box.id });
  const inner = copy.slots!.slot1![0]!;
  expect(inner.id).not.toBe('inner-heading');
  expect(inner.prefabBrickId).toBe('inner-heading');
  expect(inner.dataTypes.text?.value).toBe('Launch window');
  expect(inner.dataTypes.text).not.toHaveProperty('isMutable');
});
