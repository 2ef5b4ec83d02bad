import { expect, type Page } from '@playwright/test';
import { pointIn } from './editor.ts';

/** Right-clicks the graph's empty canvas at a fraction of its size and picks a node from a category. */
export async function addNode(
  page: Page,
  at: [number, number],
  category: string,
  item: string,
): Promise<void> {
  const point = await pointIn(page.getByTestId('graph-canvas').locator('.react-flow__pane'), at[0], at[1]);
  await page.mouse.click(point.x, point.y, { button: 'right' });
  await expect(page.getByTestId('graph-menu')).toBeVisible();
  await page.getByTestId(`graph-menu-category:${category}`).hover();
  await page.getByTestId(item).click();
  await expect(page.getByTestId('graph-menu')).toHaveCount(0);
}

/** Opens the page's behaviour dialog and waits for its graph to be drawn and fitted. */
export async function openBehaviour(page: Page): Promise<void> {
  await page.getByTestId('editor-behaviour').click();
  await expect(page.getByTestId('page-behaviour-dialog')).toBeVisible();
  await expect(page.getByTestId('graph-canvas')).toHaveAttribute('data-fitted', 'true');
}
