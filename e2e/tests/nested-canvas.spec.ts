import { expect, type Page, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import {
  canvasFrame,
  createPage,
  dragTo,
  openEditor,
  pointIn,
  setUpApp,
  slotNames,
} from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 4h8v16H3zM13 4h8v16h-8z" fill="currentColor"/></svg>';

/** A container: its code destructures slot1 and slot2, so the server counts two slots (decision 0032). */
const SPLIT_CODE = `export default function Split({ slot1, slot2 }) {
  return (
    <div style={{ display: 'flex', gap: 16, padding: 24, background: '#eef2f8' }}>
      <div style={{ flex: 1, minWidth: 0 }}>{slot1}</div>
      <div style={{ flex: 1, minWidth: 0 }}>{slot2}</div>
    </div>
  );
}`;

async function createSplit(page: Page): Promise<void> {
  const { createComponent } = await gql<{ createComponent: { id: string; slots: number } }>(
    page,
    'mutation ($c: ComponentInput!) { createComponent(newComponent: $c) { id slots } }',
    {
      c: {
        name: 'Split',
        description: 'Two columns side by side',
        icon: ICON,
        code: SPLIT_CODE,
        dataTypes: {},
        dataGroups: [],
        dataEvents: { label: 'Split', events: { mouse: [] } },
      },
    },
  );
  expect(createComponent.slots).toBe(2);
}

test('a container on the canvas: its empty slots show the hint, take drops, and a click selects the innermost', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Grace Hopper',
    email: `grace.nested.${stamp}@example.com`,
    password: 'cobol-compiler-1959',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Nested ${tail}`,
    alias: `nst${tail}`,
    app: 'Nested Site',
    appAlias: 'nestedsite',
  });
  await createSplit(page);
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Two columns')!,
    name: 'Home',
    url: 'home',
  });
  await openEditor(page, appId, pageId);
  // Playwright misaims clicks inside an iframe drawn under a CSS scale: the page at its real size.
  await page.getByTestId('editor-zoom').click();
  await page.getByTestId('editor-zoom-option:100').click();

  // The container goes into the template's first slot.
  await dragTo(
    page,
    page.getByTestId('drawer-item:Split'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Split']);
  const splitId = (await page.getByTestId('brick:slot1:0').getAttribute('data-brick-id'))!;
  const left = `${splitId}/slot1`;
  const right = `${splitId}/slot2`;

  // Both of its slots are empty: each draws the empty-slot hint inside the container, and is a drop zone.
  for (const address of [left, right]) {
    const hint = canvasFrame(page).locator(`[data-tessera-slot="${address}"][data-empty]`);
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText('Drop components here');
    await expect(page.getByTestId(`dropzone:${address}`)).toHaveCount(1);
  }
  // The selected container is outlined outside its box, with its two slots dashed inside.
  await expect(page.getByTestId('canvas-selection')).toHaveAttribute('data-container', 'true');
  await expect(page.locator('[data-testid^="canvas-container-slot:"]')).toHaveCount(2);
  await snap(page, 'nested-empty-container');

  // A heading dragged onto the right column lands in the container's second slot, and the hint there goes.
  await dragTo(
    page,
    page.getByTestId('drawer-item:Heading'),
    await pointIn(page.getByTestId(`dropzone:${right}`), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(page, right)).toEqual(['Heading']);
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Split']);
  await expect(canvasFrame(page).locator(`[data-tessera-slot="${right}"] h2`)).toBeVisible();
  await expect(canvasFrame(page).locator(`[data-tessera-slot="${right}"][data-empty]`)).toHaveCount(0);
  await expect(canvasFrame(page).locator(`[data-tessera-slot="${left}"][data-empty]`)).toBeVisible();
  const headingBox = page.getByTestId(`brick:${right}:0`);
  await expect(headingBox).toHaveAttribute('data-selected', 'true');
  const headingId = (await headingBox.getAttribute('data-brick-id'))!;

  // Click on the container's own padding, outside both slots: the container.
  const onPadding = await pointIn(page.getByTestId('brick:slot1:0'), 0.5, 0.02);
  await page.mouse.click(onPadding.x, onPadding.y);
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('canvas-selection')).toHaveAttribute('data-brick-id', splitId);
  await expect(headingBox).toHaveAttribute('data-selected', 'false');

  // Click on the heading: the innermost brick is selected, its container dashed around it.
  const onHeading = await pointIn(headingBox, 0.5, 0.5);
  await page.mouse.click(onHeading.x, onHeading.y);
  await expect(headingBox).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'false');
  await expect(page.getByTestId('canvas-selection')).toHaveAttribute('data-brick-id', headingId);
  await expect(page.getByTestId('canvas-parent')).toHaveAttribute('data-brick-id', splitId);
  await snap(page, 'nested-inner-selected');

  // Click in the container's empty left slot: that slot is selected (where a paste lands).
  const inLeft = await pointIn(page.getByTestId(`dropzone:${left}`), 0.5, 0.5);
  await page.mouse.click(inLeft.x, inLeft.y);
  await expect(page.getByTestId(`dropzone:${left}`)).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('canvas-selection')).toHaveCount(0);

  // Dragging the container over its own slot shows no indicator inside it, only around it in the template slot.
  await page.mouse.click(onPadding.x, onPadding.y);
  await expect(page.getByTestId('canvas-selection')).toHaveAttribute('data-brick-id', splitId);
  const handle = await pointIn(page.getByTestId('canvas-selection-drag'), 0.5, 0.5);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(handle.x + 8, handle.y + 8, { steps: 4 });
  const overLeft = await pointIn(page.getByTestId(`dropzone:${left}`), 0.5, 0.5);
  await page.mouse.move(overLeft.x, overLeft.y, { steps: 15 });
  await expect(page.getByTestId('canvas-drop-indicator')).toHaveAttribute('data-slot', 'slot1');
  await expect(page.getByTestId(`dropzone:${left}`)).toHaveAttribute('data-over', 'false');
  // Screen readers hear where the brick would land (dnd-kit's live region follows the slot under the pointer).
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Split is over slot 1.');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Split']);
  await expect.poll(() => slotNames(page, right)).toEqual(['Heading']);
});
