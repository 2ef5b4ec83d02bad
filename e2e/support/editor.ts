import { expect, type FrameLocator, type Locator, type Page, type Request } from '@playwright/test';
import { gql } from './api.ts';

/** An organization, a team and an app made through the API: setup for the editor tests, not what they prove. */
export async function setUpApp(
  page: Page,
  names: { org: string; alias: string; app: string; appAlias: string },
): Promise<{ appId: string; orgId: string; teamId: string; templates: Map<string, string> }> {
  const { createOrg } = await gql<{ createOrg: { id: string } }>(
    page,
    'mutation ($name: String!, $description: String!, $alias: String!) { createOrg(name: $name, description: $description, alias: $alias) { id } }',
    { name: names.org, description: 'Sites built in the page editor', alias: names.alias },
  );
  const { createTeam } = await gql<{ createTeam: { id: string } }>(
    page,
    'mutation ($name: String!, $description: String!) { createTeam(name: $name, description: $description) { id } }',
    { name: 'Web Team', description: 'Builds the public websites' },
  );
  const { createApp } = await gql<{ createApp: { id: string } }>(
    page,
    'mutation ($a: NewAppInput!) { createApp(newApp: $a) { id } }',
    {
      a: {
        name: names.app,
        alias: names.appAlias,
        description: 'The public website',
        tags: ['web'],
        teamId: createTeam.id,
      },
    },
  );
  const { templates } = await gql<{ templates: { edges: Array<{ node: { id: string; name: string } }> } }>(
    page,
    '{ templates(first: 100) { edges { node { id name } } } }',
  );
  return {
    appId: createApp.id,
    orgId: createOrg.id,
    teamId: createTeam.id,
    templates: new Map(templates.edges.map((e) => [e.node.name, e.node.id])),
  };
}

export async function createPage(
  page: Page,
  input: { appId: string; templateId: string; name: string; url: string; content?: unknown },
): Promise<string> {
  const { createPage: created } = await gql<{ createPage: { id: string } }>(
    page,
    'mutation ($p: NewPageInput!) { createPage(newPage: $p) { id } }',
    {
      p: {
        ...input,
        title: `${input.name} page`,
        description: `The ${input.name} page of the website`,
        tags: ['web'],
      },
    },
  );
  return created.id;
}

export async function openEditor(page: Page, appId: string, pageId: string): Promise<void> {
  let frameLoads = 0;
  const count = (request: Request) => {
    if (new URL(request.url()).pathname === '/frame.html') frameLoads += 1;
  };
  page.on('request', count);
  await page.goto(`/apps/${appId}/page/${pageId}`);
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  page.off('request', count);
  // The frame the route started while the page loaded is the canvas's (decision 0013): loaded once, and
  // no second frame is left behind.
  expect(frameLoads).toBe(1);
  await expect(page.locator('iframe')).toHaveCount(1);
}

export function canvasFrame(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="editor-canvas-frame"]');
}

/** A computed style of the first element of the canvas matching `selector`. */
export function computed(page: Page, selector: string, property: string): Promise<string> {
  return canvasFrame(page)
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
}

/** Names of a slot's bricks in order, from the canvas's brick boxes (read at once: boxes change on every layout). */
export async function slotNames(page: Page, slot: string): Promise<string[]> {
  return page.locator(`[data-testid^="brick:${slot}:"]`).evaluateAll((boxes) =>
    boxes
      .map((box) => ({
        index: Number(box.getAttribute('data-testid')?.split(':')[2]),
        name: box.getAttribute('data-name') ?? '',
      }))
      .sort((a, b) => a.index - b.index)
      .map((box) => box.name),
  );
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse as a person does: press, a small move to start the drag, travel, let go. */
export async function dragTo(page: Page, from: Locator, to: { x: number; y: number }): Promise<void> {
  // A tile low in the left panel is scrolled to first, as a person would.
  await from.scrollIntoViewIfNeeded();
  const start = await centre(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.move(to.x, to.y + 1, { steps: 2 });
  await page.mouse.up();
}

/** A point inside a box: fractions of its width and height from its top-left corner. */
export async function pointIn(locator: Locator, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Drags a components panel tile onto a point of `target` (fractions of its box): a drop on the canvas. */
export async function dropTile(page: Page, tile: string, target: Locator, fx = 0.5, fy = 0.5): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await dragTo(page, page.getByTestId(`drawer-item:${tile}`), await pointIn(target, fx, fy));
}

/** Selects a brick by clicking the canvas where its box is. */
export async function selectBrick(page: Page, slot: string, index: number): Promise<void> {
  const point = await pointIn(page.getByTestId(`brick:${slot}:${index}`), 0.5, 0.5);
  await page.mouse.click(point.x, point.y);
  await expect(page.getByTestId(`brick:${slot}:${index}`)).toHaveAttribute('data-selected', 'true');
}

/** A starter-kit component as the API answers it: what a brick placed through the API is made of. */
export interface KitComponent {
  id: string;
  name: string;
  dataTypes: Record<string, { value: unknown }>;
  dataGroups: unknown;
}

/** A kit component placed as a brick, with some of its props set (setup, through the API). */
export function kitBrick(def: KitComponent, id: string, values: Record<string, unknown>) {
  const dataTypes = structuredClone(def.dataTypes);
  for (const [key, value] of Object.entries(values)) dataTypes[key]!.value = value;
  return { id, name: def.name, componentId: def.id, isPrefab: false, dataTypes, dataGroups: def.dataGroups };
}

/**
 * The organization's kit components by name and a template's settings, to build page content through the API:
 * `content(slot1)` is that template's content with `slot1` holding the given bricks.
 */
export async function kitContent(
  page: Page,
  templateId: string,
  version: number,
): Promise<{
  component: (name: string) => KitComponent;
  content: (slot1: unknown[]) => Record<string, unknown>;
}> {
  const { components } = await gql<{ components: { edges: Array<{ node: KitComponent }> } }>(
    page,
    '{ components(first: 100) { edges { node { id name dataTypes dataGroups } } } }',
  );
  const { template } = await gql<{ template: { dataTypes: unknown } }>(
    page,
    'query ($id: ID!) { template(id: $id) { dataTypes } }',
    { id: templateId },
  );
  return {
    component: (name) => components.edges.map((e) => e.node).find((c) => c.name === name)!,
    content: (slot1) => ({
      version,
      template: { id: templateId, dataTypes: template.dataTypes, isPrefab: false },
      slots: { slot1 },
      pageEvents: { nodes: [], connections: [], comments: [] },
    }),
  };
}

/**
 * Save (Ctrl/Cmd+S) and wait until the server said everything is stored (the Save button counts such saves):
 * co-editing stores continuously, so "not dirty" alone may be read before the keystroke's change went out.
 */
export async function saveNow(page: Page): Promise<void> {
  const button = page.getByTestId('editor-save');
  const before = Number((await button.getAttribute('data-saves')) ?? '0');
  await page.keyboard.press('Control+s');
  await expect(button).toHaveAttribute('data-saves', String(before + 1), { timeout: 15_000 });
  await expect(button).toHaveAttribute('data-dirty', 'false');
}
