import { readFileSync } from 'node:fs';
import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
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
/** The translator's better wording, brought back in the XLIFF file. */
const HEADING_PT_FILE = 'Conheça o nosso porto';
const STORY = 'Keepers have logged the tides since 1890.';

/** A live page's status and body, asked with the site's Host header (Node's fetch drops it). */
function live(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: E2E_PORT, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** What a visitor's browser shows of a live page: its language, title and first heading. */
async function visit(browser: Browser, url: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const visitor = await context.newPage();
  const response = await visitor.goto(url);
  const seen = {
    status: response?.status(),
    lang: await visitor.locator('html').getAttribute('lang'),
    title: await visitor.title(),
    heading: (await visitor.locator('h1, h2').first().textContent())?.trim(),
  };
  await context.close();
  return seen;
}

test('multilingual site: pt-BR added, the heading, slug and title translated in the editor', async ({
  page,
}) => {
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
  // The list says what is left to translate in each language.
  await expect(page.getByRole('option', { name: /Brazilian Portuguese\s*1 not translated/ })).toBeVisible();
  await snap(page, 'multilingual-language-list');
  await page.getByRole('option', { name: /American English/ }).click();
  await expect(switcher).toHaveAttribute('data-value', 'en-US');
  await expect(canvasFrame(page).getByText(HEADING)).toBeVisible();
  await expect(page.getByTestId('editor-language-missing')).toHaveCount(0);
  await expect(page.getByTestId('prop:text:input')).toHaveValue(HEADING);
  await saveNow(page);

  // The Portuguese texts go to a translator as XLIFF 2.0, who changes the heading's translation.
  await page.goto('/settings');
  const files = page.getByTestId('translation-files-panel');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    files.getByTestId('translation-export-xliff-pt-BR').click(),
  ]);
  expect(download.suggestedFilename()).toBe('harbour-pt-BR.xlf');
  const xliff = readFileSync((await download.path())!, 'utf8');
  expect(xliff).toContain(`<target>${HEADING_PT}</target>`);
  expect(xliff).toContain(`<source>${STORY}</source>`);
  const edited = xliff.replace(`<target>${HEADING_PT}</target>`, `<target>${HEADING_PT_FILE}</target>`);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    files.getByTestId('translation-import-pt-BR').click(),
  ]);
  await chooser.setFiles({
    name: 'harbour-pt-BR.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(edited),
  });

  // Importing says what changes before anything does; applying stores it.
  const report = page.getByTestId('translation-import-report');
  await expect(report.getByTestId('translation-import-changes')).toContainText(HEADING_PT_FILE);
  await expect(report.getByTestId('translation-import-changes')).toContainText(HEADING_PT);
  await snap(page, 'multilingual-import-preview');
  // The panel and the preview have no serious or critical accessibility violation (decision 0029).
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await report.getByTestId('translation-import-apply').click();
  await expect(page.getByText('Translations imported: 0 added, 1 changed, 0 removed.')).toBeVisible();

  // The editor shows the imported translation; publishing publishes both languages.
  await openEditor(page, appId, pageId);
  await switcher.click();
  await page.getByRole('option', { name: /Brazilian Portuguese/ }).click();
  await expect(canvasFrame(page).getByText(HEADING_PT_FILE)).toBeVisible();
  await page.getByTestId('editor-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.locator('[data-testid="publish-success"][data-version="1"]')).toBeVisible();
  await expect(page.getByTestId('publish-render-errors')).toHaveCount(0);

  const host = `${orgAlias}--harbour.localhost`;
  const base = `http://${host}:${E2E_PORT}`;
  for (const javaScriptEnabled of [true, false]) {
    expect(await visit(page.context().browser()!, `${base}/about`, javaScriptEnabled)).toEqual({
      status: 200,
      lang: 'en-US',
      title: 'About page',
      heading: HEADING,
    });
    expect(await visit(page.context().browser()!, `${base}/pt-br/sobre`, javaScriptEnabled)).toEqual({
      status: 200,
      lang: 'pt-BR',
      title: 'Sobre nós',
      heading: HEADING_PT_FILE,
    });
  }
  // Each names the other (and the default) as alternates; the sitemap lists both addresses.
  const english = await live(host, '/about');
  const portuguese = await live(host, '/pt-br/sobre');
  for (const html of [english.body, portuguese.body]) {
    expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="${base}/about">`);
    expect(html).toContain(`<link rel="alternate" hreflang="pt-BR" href="${base}/pt-br/sobre">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}/about">`);
  }
  expect(portuguese.body).toContain(`<link rel="canonical" href="${base}/pt-br/sobre">`);
  const sitemap = await live(host, '/sitemap.xml');
  expect(sitemap.body).toContain(`${base}/about`);
  expect(sitemap.body).toContain(`${base}/pt-br/sobre`);
});
