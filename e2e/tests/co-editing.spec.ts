import { expect, type Page, test } from '@playwright/test';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { connectionSwitch } from '../support/collab.ts';
import {
  canvasFrame,
  computed,
  createPage,
  dragTo,
  openEditor,
  pointIn,
  selectBrick,
  setUpApp,
  slotNames,
} from '../support/editor.ts';
import { addNode, openBehaviour } from '../support/graph.ts';
import { snap } from '../support/screens.ts';
import { joinTeam } from '../support/team.ts';

const stamp = Date.now();
const tail = String(stamp).slice(-6);

const person = (page: Page, userId: string) =>
  page.locator(`[data-testid="editor-person"][data-user-id="${userId}"]`);
const remoteSelection = (page: Page, userId: string) =>
  page.locator(`[data-testid="canvas-remote-selection"][data-user-id="${userId}"]`);
const heading = (page: Page) => canvasFrame(page).locator('h2');

test('two members edit one page together, undo their own changes, survive going offline; a viewer watches', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [ownerContext, editorContext, viewerContext] = await Promise.all([
    browser.newContext(),
    browser.newContext(),
    browser.newContext(),
  ]);
  const a = await ownerContext.newPage();
  const b = await editorContext.newPage();
  const viewer = await viewerContext.newPage();
  await signUpAndSignIn(a, {
    name: 'Ada Co',
    email: `ada.co.${stamp}@example.com`,
    password: 'engine-notes-1843',
  });
  const { appId, orgId, teamId, templates } = await setUpApp(a, {
    org: `Together ${tail}`,
    alias: `tog${tail}`,
    app: 'Together Site',
    appAlias: 'together',
  });
  const pageId = await createPage(a, {
    appId,
    templateId: templates.get('Single column')!,
    name: 'Team',
    url: 'team',
  });
  const bobId = await joinTeam(a, b, {
    orgId,
    teamId,
    role: 'editor',
    name: 'Bob Co',
    email: `bob.co.${stamp}@example.com`,
  });
  await joinTeam(a, viewer, {
    orgId,
    teamId,
    role: 'viewer',
    name: 'Cy Co',
    email: `cy.co.${stamp}@example.com`,
  });
  const { me: ada } = await gql<{ me: { id: string } }>(a, '{ me { id } }');
  const link = await connectionSwitch(a);

  await openEditor(a, appId, pageId);
  await openEditor(b, appId, pageId);
  // Each sees the other's avatar.
  await expect(person(a, bobId)).toBeVisible();
  await expect(person(b, ada.id)).toBeVisible();
  await expect(a.getByTestId('editor-save-status')).toHaveAttribute('data-state', 'saved');

  // A drags a heading in; B sees it, and A's selection on it.
  await dragTo(
    a,
    a.getByTestId('drawer-item:Heading'),
    await pointIn(a.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect.poll(() => slotNames(b, 'slot1')).toEqual(['Heading']);
  await expect(remoteSelection(b, ada.id)).toBeVisible();
  await selectBrick(b, 'slot1', 0);
  await expect(remoteSelection(a, bobId)).toBeVisible();
  await snap(b, 'co-editing-presence');

  // Both edit the heading at once, different properties: both edits stay, on both screens.
  await a.getByTestId('prop:text:input').fill('Made together');
  await b.getByTestId('prop:color:input').fill('#ff0000');
  await b.getByTestId('prop:color:input').press('Enter');
  for (const page of [a, b]) {
    await expect(heading(page)).toHaveText('Made together');
    await expect.poll(() => computed(page, 'h2', 'color')).toBe('rgb(255, 0, 0)');
  }

  // B undoes: only B's colour goes back; A's text stays.
  await b.getByTestId('editor-undo').click();
  for (const page of [a, b]) {
    await expect.poll(() => computed(page, 'h2', 'color')).not.toBe('rgb(255, 0, 0)');
    await expect(heading(page)).toHaveText('Made together');
  }

  // A goes offline and edits; B sees it once A is back.
  await link.offline();
  await expect(a.getByTestId('editor-save-status')).toHaveAttribute('data-state', 'offline', {
    timeout: 15_000,
  });
  await a.getByTestId('prop:text:input').fill('Written offline');
  await expect(heading(a)).toHaveText('Written offline');
  await expect(heading(b)).toHaveText('Made together');
  await snap(a, 'co-editing-offline');
  link.online();
  await expect(heading(b)).toHaveText('Written offline', { timeout: 30_000 });
  await expect(a.getByTestId('editor-save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 15_000,
  });

  // The viewer watches the page change and cannot change it.
  await openEditor(viewer, appId, pageId);
  await expect(viewer.getByTestId('editor-save-status')).toHaveAttribute('data-state', 'read_only');
  await expect(heading(viewer)).toHaveText('Written offline');
  await a.getByTestId('prop:text:input').fill('Seen by the viewer');
  await expect(heading(viewer)).toHaveText('Seen by the viewer');
  await selectBrick(viewer, 'slot1', 0);
  await expect(viewer.getByTestId('prop:text:input')).toBeDisabled();
  await expect(viewer.getByTestId('editor-save')).toBeDisabled();
  await snap(viewer, 'co-editing-viewer');

  // Both open the page's behaviour: each node one adds appears in the other's open dialog, as does a move.
  await Promise.all([openBehaviour(a), openBehaviour(b)]);
  await addNode(a, [0.3, 0.4], 'input', 'graph-menu-item:Boolean');
  await expect(b.getByTestId('graph-node:Boolean')).toBeVisible();
  await addNode(b, [0.6, 0.4], 'conditional', 'graph-menu-item:Branch');
  await expect(a.getByTestId('graph-node:Branch')).toBeVisible();
  const branchAt = () => b.getByTestId('graph-node:Branch').boundingBox();
  const before = await branchAt();
  await dragTo(a, a.getByTestId('graph-node:Branch'), await pointIn(a.getByTestId('graph-canvas'), 0.6, 0.8));
  await expect.poll(async () => (await branchAt())!.y).toBeGreaterThan(before!.y + 20);
  await snap(b, 'co-editing-behaviour');
  await a.getByTestId('page-behaviour-close').click();
  await b.getByTestId('page-behaviour-close').click();

  // What everyone saw is what is stored.
  await expect
    .poll(async () => {
      const { page } = await gql<{ page: { content: unknown } }>(
        a,
        'query ($id: ID!) { page(id: $id) { content } }',
        {
          id: pageId,
        },
      );
      const stored = JSON.stringify(page.content);
      return ['Seen by the viewer', '"type":"Boolean"', '"type":"Branch"'].map((text) =>
        stored.includes(text),
      );
    })
    .toEqual([true, true, true]);
  await Promise.all([ownerContext.close(), editorContext.close(), viewerContext.close()]);
});
