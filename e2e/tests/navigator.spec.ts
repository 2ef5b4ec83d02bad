import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from '../support/api.ts';
import { createPage, openEditor, selectBrick, setUpApp, slotNames } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

test.use({ viewport: { width: 1440, height: 900 } });

/** The tree's rows as `level:name` in the order shown. */
function outline(page: Page): Promise<string[]> {
  return page
    .getByTestId('navigator-tree')
    .getByRole('treeitem')
    .evaluateAll((rows) =>
      rows
        .map((row) => ({ top: Number.parseFloat((row as HTMLElement).style.top), row }))
        .sort((a, b) => a.top - b.top)
        .map(({ row }) => `${row.getAttribute('aria-level')}:${row.getAttribute('aria-label')}`),
    );
}

function row(page: Page, name: string): Locator {
  return page.getByTestId('navigator-tree').getByRole('treeitem', { name, exact: true });
}

/** Drags a row with the mouse onto a point of another row (fractions of its box), checking the indicator. */
async function dragRow(
  page: Page,
  from: Locator,
  to: Locator,
  fy: number,
  expected: { position: string } | null,
): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('row has no box');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 6, start.y + start.height / 2 + 6, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height * fy, { steps: 12 });
  if (expected === null) {
    await expect(page.getByTestId('navigator-indicator')).toHaveCount(0);
    await expect(page.locator('[data-testid^="navigator-row:"][data-drop="inside"]')).toHaveCount(0);
  } else if (expected.position === 'inside') {
    await expect(to).toHaveAttribute('data-drop', 'inside');
  } else {
    await expect(page.getByTestId('navigator-indicator')).toHaveAttribute('data-position', expected.position);
  }
  await page.mouse.up();
}

test('the navigator: the page as a tree that selects, renames, hides and reorders, by mouse and by keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Oscar Niemeyer',
    email: `oscar.navigator.${stamp}@example.com`,
    password: 'pampulha-curves-1943',
  });
  const { appId, templates } = await setUpApp(page, {
    org: `Niemeyer ${tail}`,
    alias: `nie${tail}`,
    app: 'Museum Site',
    appAlias: 'museum',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Two columns')!,
    name: 'Home',
    url: 'home',
  });
  await openEditor(page, appId, pageId);

  // Closed at first; the toolbar opens it. The template's two slots are there, empty.
  const toggle = page.getByTestId('editor-navigator-toggle');
  await expect(page.getByTestId('editor-navigator')).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByTestId('editor-navigator')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => outline(page)).toEqual(['1:Slot 1, empty', '1:Slot 2, empty']);

  // Three bricks placed from the components panel show under slot 1 in page order; the new one is selected.
  await page.getByTestId('drawer-item:Heading').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('drawer-item:Paragraph').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('drawer-item:Divider').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Paragraph', 'Divider']);
  await expect
    .poll(() => outline(page))
    .toEqual(['1:Slot 1', '2:Heading', '2:Paragraph', '2:Divider', '1:Slot 2, empty']);
  await expect(row(page, 'Divider')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Slot 1')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'Heading')).toHaveAttribute('aria-posinset', '1');
  await expect(row(page, 'Heading')).toHaveAttribute('aria-setsize', '3');

  // Selection both ways: a row selects the brick on the canvas, the canvas selects the row.
  await row(page, 'Heading').click();
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-selected', 'true');
  await expect(row(page, 'Heading')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Divider')).toHaveAttribute('aria-selected', 'false');
  await selectBrick(page, 'slot1', 1);
  await expect(row(page, 'Paragraph')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'Heading')).toHaveAttribute('aria-selected', 'false');
  // One tab stop: the selected row.
  await expect(page.getByTestId('navigator-tree').locator('[tabindex="0"]')).toHaveCount(1);
  await expect(row(page, 'Paragraph')).toHaveAttribute('tabindex', '0');

  // The keys: arrows, Home/End, ← collapses and goes to the parent, → expands and goes to the first child.
  await row(page, 'Heading').click();
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Paragraph')).toBeFocused();
  await page.keyboard.press('End');
  await expect(row(page, 'Slot 2, empty')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(row(page, 'Slot 1')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, 'Slot 1')).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => outline(page)).toEqual(['1:Slot 1', '1:Slot 2, empty']);
  await page.keyboard.press('ArrowRight');
  await expect(row(page, 'Slot 1')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(row(page, 'Heading')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, 'Slot 1')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(row(page, 'Paragraph')).toBeFocused();
  // Moving the focus does not select; Enter does.
  await expect(row(page, 'Heading')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('brick:slot1:1')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('inspector-title')).toHaveText('Paragraph');

  // F2 renames in place: Enter keeps the name, Escape leaves it as it was.
  await page.keyboard.press('F2');
  const rename = page.getByTestId('navigator-rename');
  await expect(rename).toBeFocused();
  await rename.fill('Intro text');
  await page.keyboard.press('Enter');
  await expect(rename).toHaveCount(0);
  await expect(row(page, 'Intro text')).toBeFocused();
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Intro text', 'Divider']);
  await expect(page.getByTestId('inspector-title')).toHaveText('Intro text');
  await page.keyboard.press('F2');
  await rename.fill('Not this');
  await page.keyboard.press('Escape');
  await expect(rename).toHaveCount(0);
  await expect(row(page, 'Intro text')).toBeFocused();
  // Escape there did not clear the editor's selection either.
  await expect(page.getByTestId('brick:slot1:1')).toHaveAttribute('data-selected', 'true');

  // The eye hides a brick: dimmed in the tree, washed out on the canvas; again shows it.
  const eye = page.getByTestId(
    `navigator-eye:${await page.getByTestId('brick:slot1:0').getAttribute('data-brick-id')}`,
  );
  await row(page, 'Heading').hover();
  await eye.click();
  await expect(row(page, 'Heading, hidden')).toHaveAttribute('data-hidden', 'true');
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-hidden', 'true');
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'navigator-open');
  const results = await new AxeBuilder({ page }).include('[data-testid="editor-navigator"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await eye.click();
  await expect(row(page, 'Heading')).toHaveAttribute('data-hidden', 'false');
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-hidden', 'false');

  // Reorder by drag: before a row (its upper half), after a row, into an empty slot's row.
  await dragRow(page, row(page, 'Divider'), row(page, 'Heading'), 0.2, { position: 'before' });
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Divider', 'Heading', 'Intro text']);
  await expect
    .poll(() => outline(page))
    .toEqual(['1:Slot 1', '2:Divider', '2:Heading', '2:Intro text', '1:Slot 2, empty']);
  await expect(row(page, 'Divider')).toHaveAttribute('aria-selected', 'true');
  await dragRow(page, row(page, 'Divider'), row(page, 'Intro text'), 0.8, { position: 'after' });
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Intro text', 'Divider']);
  await dragRow(page, row(page, 'Intro text'), row(page, 'Slot 2, empty'), 0.5, { position: 'inside' });
  await expect.poll(() => slotNames(page, 'slot2')).toEqual(['Intro text']);
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Divider']);
  await expect
    .poll(() => outline(page))
    .toEqual(['1:Slot 1', '2:Heading', '2:Divider', '1:Slot 2', '2:Intro text']);
  // Onto itself: no indicator, nothing moves.
  await dragRow(page, row(page, 'Heading'), row(page, 'Heading'), 0.7, null);
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Divider']);
  // A drag is one undo step, like a drag on the canvas.
  await page.getByTestId('editor-undo').click();
  await expect.poll(() => slotNames(page, 'slot2')).toEqual([]);
  await expect.poll(() => outline(page)).toContain('2:Intro text');

  // Delete on a focused row deletes its brick (the editor's shortcut); the focus stays in the tree.
  await row(page, 'Divider').click();
  await page.keyboard.press('Delete');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Intro text']);
  // The focus is on the row that took its place (here the next slot's), and the keys go on from there.
  await expect(row(page, 'Slot 2, empty')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(row(page, 'Intro text')).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Heading', 'Intro text', 'Divider']);

  // The open navigator is remembered for this user; a reload keeps it open.
  await page.getByTestId('editor-save').click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Page saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(page.getByTestId('editor-navigator')).toBeVisible();
  await expect
    .poll(() => outline(page))
    .toEqual(['1:Slot 1', '2:Heading', '2:Intro text', '2:Divider', '1:Slot 2, empty']);
  await page.getByTestId('editor-navigator-close').click();
  await expect(page.getByTestId('editor-navigator')).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
