import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from '../support/api.ts';
import {
  canvasFrame,
  createPage,
  kitBrick,
  kitContent,
  openEditor,
  saveNow,
  selectBrick,
  setUpApp,
} from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);
const HEADING = 'About our harbour';
const HEADING_PT = 'Sobre o nosso porto';
const STORY = 'Keepers have logged the tides since 1890.';

test('multilingual site: pt-BR added, the heading, slug and title translated in the editor', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndSignIn(page, {
    name: 'Helena Prado',
    email: `helena.multilingual.${stamp}@example.com`,
    password: 'correct horse battery',
  });
  const orgAlias = `mlg${tail}`;
  const { appId, templates } = await setUpApp(page, {
    org: `Porto ${tail}`,
    alias: orgAlias,
    app: 'Harbour site',
    appAlias: 'harbour',
  });
  const templateId = templates.get('Single column')!;
  const kit = await kitContent(page, templateId, 3);
  const pageId = await createPage(page, {
    appId,
    templateId,
    name: 'About',
    url: '/about',
    content: kit.content([
      kitBrick(kit.component('Heading'), 'title', { text: HEADING }),
      kitBrick(kit.component('Paragraph'), 'story', { text: STORY }),
    ]),
  });

  // The app speaks English; a manager adds Portuguese (Brazil) in the site settings.
  await page.goto('/settings');
  const panel = page.getByTestId('languages-panel');
  const add = panel.getByTestId('language-add');
  await add.click();
  await add.fill('pt-BR');
  await add.press('ArrowDown');
  await add.press('Enter');
  await panel.getByTestId('languages-save').click();
  await expect(panel.getByTestId('languages-saved')).toBeVisible();

  // In the editor, the language switcher offers both; Portuguese shows the English texts as not translated.
  await openEditor(page, appId, pageId);
  const switcher = page.getByTestId('editor-language');
  await expect(switcher).toHaveAttribute('data-value', 'en-US');
  await switcher.focus();
  await switcher.press('ArrowDown');
  await page.getByRole('option', { name: /Brazilian Portuguese/ }).click();
  await expect(switcher).toHaveAttribute('data-value', 'pt-BR');
  const missing = page.getByTestId('editor-language-missing');
  await expect(missing).toHaveAttribute('data-count', '2');
  await selectBrick(page, 'slot1', 0);
  await expect(page.getByTestId('inspector-language-note')).toBeVisible();
  await expect(page.getByTestId('inspector-translation-text')).toHaveAttribute('data-state', 'missing');
  await expect(page.getByTestId('prop:text:input')).toHaveValue(HEADING);
  await snap(page, 'multilingual-editor-untranslated');

  // Typing translates the heading: the canvas shows Portuguese, one text is left, English is unchanged.
  await page.getByTestId('prop:text:input').fill(HEADING_PT);
  await expect(canvasFrame(page).getByText(HEADING_PT)).toBeVisible();
  await expect(page.getByTestId('inspector-translation-text')).toHaveAttribute('data-state', 'translated');
  await expect(missing).toHaveAttribute('data-count', '1');
  await snap(page, 'multilingual-editor-translated');

  // The page's settings in Portuguese: the slug and the title.
  await page.getByTestId('editor-settings').click();
  const dialog = page.getByTestId('page-settings-dialog');
  await expect(dialog).toHaveAttribute('data-language', 'pt-BR');
  await expect(dialog.getByTestId('page-settings-name-shared')).toHaveText('About');
  await dialog.getByTestId('page-settings-url').fill('sobre');
  await dialog.getByTestId('page-settings-title').fill('Sobre nós');
  await snap(page, 'multilingual-settings-pt');
  await dialog.getByTestId('page-settings-save').click();
  await expect(dialog).toHaveCount(0);

  // Back in English: the heading is English, the default settings unchanged.
  await switcher.click();
  await page.getByRole('option', { name: /American English/ }).click();
  await expect(switcher).toHaveAttribute('data-value', 'en-US');
  await expect(canvasFrame(page).getByText(HEADING)).toBeVisible();
  await expect(page.getByTestId('editor-language-missing')).toHaveCount(0);
  await expect(page.getByTestId('prop:text:input')).toHaveValue(HEADING);
  await saveNow(page);
});
