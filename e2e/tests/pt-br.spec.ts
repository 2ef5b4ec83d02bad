import { expect, type Page, test } from '@playwright/test';
import { catalogueTexts } from '@tessera/shared';
import { KIT_COMPONENTS, KIT_TEMPLATES } from '@tessera/starter-kit';
import { gql } from '../support/api.ts';
import { dragTo, openEditor, pointIn, selectBrick } from '../support/editor.ts';
import { catalogues } from '../support/locales.ts';
import { snap } from '../support/screens.ts';

/**
 * The console in pt-BR (issue 21, item 8): a person who signs up in Portuguese walks every screen and
 * reads no English. A visible text node fails the walk when it equals an en-US text of the console's
 * catalogue or of the starter kit that differs from its pt-BR translation and is not itself a pt-BR text
 * (words both languages use, like "Apps" or "Tags", are identical in both catalogues and so never count).
 */

/** Words Portuguese uses as they are, shown on their own in the console. */
const SHARED_WORDS = new Set(['Tessera', 'URL', 'CSS', 'SEO', 'HTML', 'SVG', 'JSON', 'JSX', 'Link', 'Links']);

interface English {
  exact: Set<string>;
  patterns: Array<{ pattern: RegExp; text: string }>;
}

function kitTexts(value: unknown, out: Array<[string, string]>): void {
  if (Array.isArray(value)) for (const item of value) kitTexts(item, out);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const text = record.kitText as Record<string, string> | undefined;
    if (text && Object.keys(record).length === 1) out.push([text['en-US']!, text['pt-BR']!]);
    else if (record['en-US'] && record['pt-BR'] && Object.keys(record).length === 2) {
      // Property and group labels: { 'en-US': { label }, 'pt-BR': { label } }.
      const en = (record['en-US'] as { label?: string }).label;
      const pt = (record['pt-BR'] as { label?: string }).label;
      if (en && pt) out.push([en, pt]);
    } else for (const item of Object.values(record)) kitTexts(item, out);
  }
}

/** The behaviour graph's node texts (the server's catalogue), en-US beside pt-BR. */
function graphTexts(out: Array<[string, string]>): void {
  const pt = catalogueTexts('pt-BR');
  catalogueTexts('en-US').forEach((text, index) => {
    out.push([text, pt[index]!]);
  });
}

function englishTexts(): English {
  const { en, pt } = catalogues();
  const pairs: Array<[string, string]> = [...en].map(([key, text]) => [text, pt.get(key) ?? '']);
  kitTexts([...KIT_COMPONENTS, ...KIT_TEMPLATES], pairs);
  graphTexts(pairs);
  const portuguese = new Set([...pt.values()].map((text) => text.trim()));
  for (const [, text] of pairs) portuguese.add(text.trim());
  const english: English = { exact: new Set(), patterns: [] };
  for (const [text, translation] of pairs) {
    const trimmed = text.trim();
    if (trimmed === translation.trim() || portuguese.has(trimmed) || SHARED_WORDS.has(trimmed)) continue;
    if (trimmed.includes('<') || !/\p{L}/u.test(trimmed)) continue;
    if (!trimmed.includes('{{')) {
      english.exact.add(trimmed);
      continue;
    }
    // "{{count}} pages" matches "3 pages": only when the words around the values say something.
    const literal = trimmed.replace(/\{\{[^}]*\}\}/g, '');
    if ((literal.match(/\p{L}{3,}/gu) ?? []).length === 0) continue;
    const source = trimmed
      .split(/\{\{[^}]*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?');
    english.patterns.push({ pattern: new RegExp(`^${source}$`, 's'), text: trimmed });
  }
  return english;
}

const ENGLISH = englishTexts();

/** The visible text nodes of the console (code editors and the canvas's own page excluded). */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.cm-editor, script, style, noscript')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      texts.add(text);
    }
    return [...texts];
  });
}

async function expectPortuguese(page: Page, where: string): Promise<void> {
  // Let lazy screens and queries settle: no loader left on screen.
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 });
  const english = (await visibleTexts(page)).filter(
    (text) => ENGLISH.exact.has(text) || ENGLISH.patterns.some(({ pattern }) => pattern.test(text)),
  );
  expect(english, `English on ${where}`).toEqual([]);
}

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);

test('a person who uses the console in pt-BR reads no English on any screen', async ({ page }) => {
  test.setTimeout(240_000);
  const person = {
    name: `lucia${tail}`,
    email: `lucia.${stamp}@example.com`,
    password: 'pao-de-queijo-2025',
  };
  expect(ENGLISH.exact.has('Heading')).toBe(true);
  expect(ENGLISH.exact.has('Mouse move')).toBe(true);

  // Sign-up and sign-in, in Portuguese from the first screen.
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  await page.goto('/join');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByTestId('join-username').fill(person.name);
  await page.getByTestId('join-email').fill(person.email);
  await page.getByTestId('join-password').fill(person.password);
  await page.getByTestId('join-repeat-password').fill(person.password);
  await expectPortuguese(page, 'sign-up');
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-success')).toBeVisible();
  await expectPortuguese(page, 'sign-up done');
  await page.getByTestId('join-success-login').click();
  await page.getByTestId('login-email').fill(person.email);
  await page.getByTestId('login-password').fill(person.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expectPortuguese(page, 'dashboard');

  // Her organization, made in the console: its starter kit arrives in Portuguese.
  await page.goto('/organization');
  await expect(page.getByTestId('org-empty')).toBeVisible();
  await expectPortuguese(page, 'organization (empty)');
  await page.getByTestId('org-new').click();
  await page.getByTestId('org-name').fill('Padaria Pão Dourado');
  await page.getByTestId('org-description').fill('Pães, bolos e cafés desde 1987');
  await page.getByTestId('org-alias').fill(`pao${tail}`);
  await expectPortuguese(page, 'new organization dialog');
  await page.getByTestId('org-dialog-save').click();
  await expect(page.getByTestId('org-form')).toBeVisible({ timeout: 10_000 });
  await expectPortuguese(page, 'organization');

  const { createTeam } = await gql<{ createTeam: { id: string } }>(
    page,
    'mutation ($name: String!, $description: String!) { createTeam(name: $name, description: $description) { id } }',
    { name: 'Equipe do site', description: 'Cuida do site da padaria' },
  );
  const { createApp } = await gql<{ createApp: { id: string } }>(
    page,
    'mutation ($a: NewAppInput!) { createApp(newApp: $a) { id } }',
    {
      a: {
        name: 'Site da padaria',
        alias: `site${tail}`,
        description: 'O site público',
        tags: ['site'],
        teamId: createTeam.id,
      },
    },
  );
  const appId = createApp.id;
  const { templates } = await gql<{ templates: { edges: Array<{ node: { id: string; name: string } }> } }>(
    page,
    '{ templates(first: 100) { edges { node { id name } } } }',
  );
  expect(templates.edges.map((e) => e.node.name).sort()).toEqual(
    ['Cabeçalho, conteúdo e rodapé', 'Coluna única', 'Duas colunas'].sort(),
  );
  const single = templates.edges.find((e) => e.node.name === 'Coluna única')!.node.id;
  const { createPage } = await gql<{ createPage: { id: string } }>(
    page,
    'mutation ($p: NewPageInput!) { createPage(newPage: $p) { id } }',
    {
      p: {
        appId,
        templateId: single,
        name: 'Início',
        url: 'inicio',
        title: 'Padaria Pão Dourado',
        description: 'Pães fresquinhos todas as manhãs',
        tags: ['site'],
      },
    },
  );
  const pageId = createPage.id;
  const { components } = await gql<{ components: { edges: Array<{ node: { id: string; name: string } }> } }>(
    page,
    '{ components(first: 100) { edges { node { id name } } } }',
  );
  const heading = components.edges.find((e) => e.node.name === 'Título')!.node.id;

  // Every console screen.
  const screens: Array<[string, string]> = [
    ['/', 'page:dashboard'],
    ['/teams', 'page:teams'],
    ['/apps', 'page:apps'],
    [`/apps/${appId}`, 'app-details'],
    ['/components', 'page:components'],
    [`/components/${heading}`, 'page:component'],
    ['/components/new', 'page:component'],
    ['/templates', 'page:templates'],
    [`/templates/${single}`, 'page:template'],
    ['/activity', 'page:activity'],
    ['/playground', 'page:playground'],
    ['/user/settings', 'page:user_settings'],
  ];
  for (const [path, testId] of screens) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expectPortuguese(page, path);
  }
  await page.goto('/components');
  await expect(page.getByText('Barra de navegação', { exact: true })).toBeVisible();
  await snap(page, 'pt-BR-components');
  await page.goto('/templates');
  await expect(page.getByText('Coluna única', { exact: true })).toBeVisible();
  await snap(page, 'pt-BR-templates');

  // The media library, with the upload limit in one unit convention.
  await page.goto(`/apps/${appId}`);
  await page.getByTestId('app-media').click();
  await expect(page.getByTestId('media-manager')).toBeVisible();
  await expect(page.getByTestId('media-dropzone')).toContainText('100 MB');
  await expectPortuguese(page, 'media');
  await snap(page, 'pt-BR-media');

  // The wizards: a new app, and a new page down to the choice of its template (the kit's names).
  await page.goto('/apps');
  await page.getByTestId('app-new').click();
  await expect(page.getByTestId('app-wizard')).toBeVisible();
  await expectPortuguese(page, 'new app wizard');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('app-wizard')).toHaveCount(0);
  await page.goto(`/apps/${appId}`);
  await page.getByTestId('page-new').first().click();
  await expect(page.getByTestId('page-wizard')).toBeVisible();
  await page.getByTestId('page-wizard-name').fill('Sobre nós');
  await page.getByTestId('page-wizard-url').fill('sobre');
  const checkUrl = page.getByTestId('page-wizard-check-url');
  if (await checkUrl.isVisible()) await checkUrl.click();
  await expect(page.getByTestId('page-wizard-next')).toBeEnabled();
  await expectPortuguese(page, 'new page wizard');
  await page.getByTestId('page-wizard-next').click();
  await page.getByTestId('page-wizard-title').fill('Sobre a padaria');
  await page.getByTestId('page-wizard-description').fill('Nossa história e nossos pães');
  await page.getByTestId('page-wizard-tags').fill('site');
  await page.getByTestId('page-wizard-tags').press('Enter');
  await page.getByTestId('page-wizard-next').click();
  await expect(page.getByTestId('page-wizard-template:Coluna única').first()).toBeVisible();
  await expectPortuguese(page, 'new page wizard: template');
  await snap(page, 'pt-BR-page-wizard-template');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('page-wizard')).toHaveCount(0);

  // The editor: the kit's tiles, a brick with its inspector, page settings, prefab and behaviour dialogs.
  await openEditor(page, appId, pageId);
  await expect(page.getByTestId('drawer-item:Botão')).toBeVisible();
  await expectPortuguese(page, 'editor');
  await dragTo(
    page,
    page.getByTestId('drawer-item:Botão'),
    await pointIn(page.getByTestId('dropzone:slot1'), 0.5, 0.5),
  );
  await expect(page.getByTestId('brick:slot1:0')).toHaveAttribute('data-name', 'Botão');
  await expect(
    page.frameLocator('[data-testid="editor-canvas-frame"]').getByText('Comece agora'),
  ).toBeVisible();
  await selectBrick(page, 'slot1', 0);
  await expect(page.getByTestId('inspector-title')).toBeVisible();
  await expectPortuguese(page, 'editor inspector');
  await snap(page, 'pt-BR-editor');

  await page.getByTestId('inspector-prefab').click();
  await expect(page.getByTestId('prefab-dialog')).toBeVisible();
  await expectPortuguese(page, 'prefab dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('prefab-dialog')).toHaveCount(0);

  await page.getByTestId('editor-settings').click();
  await expect(page.getByTestId('page-settings-title')).toBeVisible();
  await expectPortuguese(page, 'page settings');
  await page.keyboard.press('Escape');

  const brickId = await page.getByTestId('brick:slot1:0').getAttribute('data-brick-id');
  await page.getByTestId('editor-behaviour').click();
  await expect(page.getByTestId('graph-canvas')).toHaveAttribute('data-fitted', 'true');
  await expectPortuguese(page, 'behaviour graph');
  const pane = page.getByTestId('graph-canvas').locator('.react-flow__pane');
  const at = await pointIn(pane, 0.3, 0.3);
  await page.mouse.click(at.x, at.y, { button: 'right' });
  await page.getByTestId('graph-menu-category:component').hover();
  await expectPortuguese(page, 'behaviour graph menu');
  await page.getByTestId(`graph-menu-component:${brickId}`).click();
  const node = page.getByTestId(`graph-component:${brickId}`);
  await expect(node).toContainText('Mouse se move');
  await expectPortuguese(page, 'behaviour graph with a component');
  await snap(page, 'pt-BR-graph');
});
