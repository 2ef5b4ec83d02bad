import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../support/api.ts';
import { createPage, openEditor, saveNow, setUpApp, slotNames } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

/** Presses Tab until the canvas takes the focus, as a keyboard user walks the editor (at most 80 stops: the panel lists every component). */
async function tabIntoCanvas(page: Page): Promise<void> {
  const layer = page.getByTestId('editor-canvas-layer');
  for (let stop = 0; stop < 80; stop += 1) {
    await page.keyboard.press('Tab');
    if (await layer.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the canvas');
}

test('a keyboard user adds components from the panel, walks, reorders and deletes them, and hears each step', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpAndSignIn(page, {
    name: 'Ada Lovelace',
    email: `ada.keyboard.${stamp}@example.com`,
    password: 'analytical-engine-1843',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Engines ${tail}`,
    alias: `eng${tail}`,
    app: 'Engine Site',
    appAlias: 'enginesite',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Two columns')!,
    name: 'Notes',
    url: 'notes',
  });
  await openEditor(page, appId, pageId);
  const said = page.getByTestId('editor-announcer');
  await expect(said).toHaveAttribute('aria-live', 'polite');

  // Enter on a tile: into the first empty slot (nothing is selected); Space on the next: right after it.
  await page.getByTestId('drawer-item:Heading').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading']);
  await expect(said).toHaveText('Heading added to slot 1, position 1 of 1.');
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('drawer-item:Paragraph').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Paragraph']);
  await expect(said).toHaveText('Paragraph added to slot 1, position 2 of 2.');
  // The focus stays on the tile, so several components can be added in a row.
  await expect(page.getByTestId('drawer-item:Paragraph')).toBeFocused();

  // Tab reaches the canvas; the arrows walk the bricks in page order.
  await tabIntoCanvas(page);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'true');
  await expect(said).toHaveText('Heading selected, 1 of 2 in slot 1.');
  await page.keyboard.press('ArrowUp');
  await expect(said).toHaveText('Heading is the first component of the page.');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('brick:slot1:1')).toHaveAttribute('data-selected', 'true');
  await expect(said).toHaveText('Paragraph selected, 2 of 2 in slot 1.');

  // Alt+arrows move the selected brick within its slot; it stays selected.
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Paragraph', 'Heading']);
  await expect(said).toHaveText('Paragraph moved to position 1 of 2 in slot 1.');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(said).toHaveText('Paragraph is already first in slot 1.');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(said).toHaveText('Heading is already last in slot 1.');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Paragraph']);
  await expect(said).toHaveText('Paragraph moved to position 2 of 2 in slot 1.');
  await expect(page.getByTestId('editor-canvas-layer')).toBeFocused();
  await snap(page, 'keyboard-canvas-focus');

  // Delete removes the selected brick and selects the one that took its place; undo brings it back.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Delete');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Paragraph']);
  await expect(said).toHaveText('Heading deleted; Paragraph selected.');
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Control+z');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Paragraph']);

  // Escape clears the selection; a tile then fills the first empty slot.
  await page.keyboard.press('Escape');
  await expect(said).toHaveText('Selection cleared.');
  await expect(page.locator('[data-testid^="brick:"][data-selected="true"]')).toHaveCount(0);
  await page.getByTestId('drawer-item:Button').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Button']);
  await expect(said).toHaveText('Button added to slot 2, position 1 of 1.');
  await saveNow(page);

  // The same path speaks Portuguese.
  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  await openEditor(page, appId, pageId);
  await tabIntoCanvas(page);
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('Heading selecionado, 1 de 2 no espaço 1.');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(said).toHaveText('Heading movido para a posição 2 de 2 no espaço 1.');
  await page.keyboard.press('Delete');
  await expect(said).toHaveText('Heading excluído; Button selecionado.');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Paragraph']);
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
});
