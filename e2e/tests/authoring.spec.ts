import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { englishLeftOn } from '../support/locales.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);
const dev = { name: 'Grace Hopper', email: `grace.dev.${stamp}@example.com`, password: 'compiler-1952' };
const org = { name: `Hopper Labs ${tail}`, description: 'Components and templates', alias: `hop${tail}` };

const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="3" y="3" width="18" height="18" rx="4" fill="#4c6ef5"/></svg>';

// ---------------------------------------------------------------------------------------------------------
// The component written from scratch. Line 5 is the one the test breaks.
const greeting = {
  name: `Greeting ${tail}`,
  description: 'A title with a signature line, written by the e2e test',
  code: [
    'export default function Greeting({ title }) {',
    '  return (',
    "    <div style={{ padding: 16, fontFamily: 'Arial, sans-serif' }}>",
    "      <h2 style={{ margin: 0, color: '#3b5bdb' }}>{title}</h2>",
    '      <p data-testid="signature">Written in the studio</p>',
    '    </div>',
    '  );',
    '}',
  ].join('\n'),
  properties: JSON.stringify(
    {
      title: {
        type: 'TextInput',
        value: 'Hello from the preview',
        i18n: { 'en-US': { label: 'Title' }, 'pt-BR': { label: 'Título' } },
      },
    },
    null,
    2,
  ),
  groups: JSON.stringify([{ name: 'content', label: 'Content', properties: ['title'] }], null, 2),
  events: JSON.stringify({ label: 'Events', events: { mouse: ['onclick'] } }, null, 2),
};

/** Line 5 uses a variable that does not exist: compiles, then throws while rendering. */
const greetingUndefined = greeting.code.replace(
  '<p data-testid="signature">Written in the studio</p>',
  '<p data-testid="signature">{missingSignature}</p>',
);
/** Line 4 loses the closing brace of `{title}`: esbuild refuses it. */
const greetingSyntax = greeting.code.replace('>{title}</h2>', '>{title</h2>');

// ---------------------------------------------------------------------------------------------------------
const twoColumns = {
  name: `Two columns ${tail}`,
  description: 'A heading over two side-by-side slots',
  code: [
    'export default function TwoColumns({ heading, slot1, slot2 }) {',
    '  return (',
    "    <main style={{ fontFamily: 'Arial, sans-serif', padding: 16 }}>",
    '      <h1 data-testid="template-heading">{heading}</h1>',
    "      <div style={{ display: 'flex', gap: 16 }}>",
    '        <section style={{ flex: 1 }}>{slot1}</section>',
    '        <section style={{ flex: 1 }}>{slot2}</section>',
    '      </div>',
    '    </main>',
    '  );',
    '}',
  ].join('\n'),
  properties: JSON.stringify({ heading: { type: 'TextInput', value: 'Two columns page' } }, null, 2),
  groups: JSON.stringify([{ name: 'page', label: 'Page', properties: ['heading'] }], null, 2),
};

// ---------------------------------------------------------------------------------------------------------
// A container component: a banded section around two columns, each a drop area for the page's bricks.
const columns = {
  name: `Columns ${tail}`,
  description: 'Two side-by-side drop areas on a coloured band',
  code: [
    'export default function Columns({ background, slot1, slot2 }) {',
    '  return (',
    '    <section data-testid="columns" style={{ background, padding: 16, display: \'flex\', gap: 16 }}>',
    '      <div style={{ flex: 1 }}>{slot1}</div>',
    '      <div style={{ flex: 1 }}>{slot2}</div>',
    '    </section>',
    '  );',
    '}',
  ].join('\n'),
  properties: JSON.stringify({ background: { type: 'TextInput', value: '#fff4e6' } }, null, 2),
  groups: JSON.stringify([{ name: 'style', label: 'Style', properties: ['background'] }], null, 2),
  events: JSON.stringify({ label: 'Events', events: { mouse: [] } }, null, 2),
};

// ---------------------------------------------------------------------------------------------------------
// The security probe: everything it tries must fail inside the sandbox.
const probe = {
  name: `Probe ${tail}`,
  description: 'Tries to reach the console from inside the sandbox',
  code: [
    "import { useEffect, useState } from 'react';",
    '',
    'function attempt(read) {',
    '  try {',
    "    return 'ok:' + String(read());",
    '  } catch (error) {',
    "    return 'blocked:' + (error && error.name);",
    '  }',
    '}',
    '',
    'export default function Probe() {',
    "  const [network, setNetwork] = useState('pending');",
    '  const cookie = attempt(() => document.cookie);',
    "  const storage = attempt(() => window.localStorage.getItem('locale'));",
    '  const parentDocument = attempt(() => window.parent.document.title);',
    '  const topCookie = attempt(() => window.top.document.cookie);',
    '  useEffect(() => {',
    "    fetch('/graphql', {",
    "      method: 'POST',",
    "      credentials: 'include',",
    "      headers: { 'content-type': 'application/json' },",
    '      body: JSON.stringify({ query: \'mutation { deleteComponent(id: "x") }\' }),',
    '    })',
    '      .then((response) => response.text())',
    "      .then((text) => setNetwork('ok:' + text))",
    "      .catch((error) => setNetwork('blocked:' + (error && error.name)));",
    '  }, []);',
    '  return (',
    "    <ul style={{ fontFamily: 'monospace', fontSize: 12 }}>",
    '      <li data-probe="cookie">{cookie}</li>',
    '      <li data-probe="storage">{storage}</li>',
    '      <li data-probe="parent">{parentDocument}</li>',
    '      <li data-probe="top">{topCookie}</li>',
    '      <li data-probe="network">{network}</li>',
    '    </ul>',
    '  );',
    '}',
  ].join('\n'),
  properties: '{}',
  groups: '[]',
  events: JSON.stringify({ label: 'Events', events: { mouse: [] } }),
};

// ---------------------------------------------------------------------------------------------------------

async function signUpAndCreateOrg(page: Page) {
  await page.goto('/join');
  await page.getByTestId('join-username').fill(dev.name);
  await page.getByTestId('join-email').fill(dev.email);
  await page.getByTestId('join-password').fill(dev.password);
  await page.getByTestId('join-repeat-password').fill(dev.password);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-success')).toBeVisible();
  await signIn(page);
  await page.goto('/organization');
  await page.getByTestId('org-new').click();
  await page.getByTestId('org-name').fill(org.name);
  await page.getByTestId('org-description').fill(org.description);
  await page.getByTestId('org-alias').fill(org.alias);
  await page.getByTestId('org-dialog-save').click();
  await expect(page.getByText('Organization created. Reloading…').first()).toBeVisible();
  await expect(page.getByTestId('org-form-name')).toHaveValue(org.name, { timeout: 10_000 });
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(dev.email);
  await page.getByTestId('login-password').fill(dev.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
}

type Tab = 'code' | 'properties' | 'groups' | 'events' | 'icon';

/** Replaces the text of one CodeMirror tab, as a user pasting it would. */
async function fillTab(page: Page, tab: Tab, text: string) {
  await page.getByTestId(`editor-tab:${tab}`).click();
  const content = page.getByTestId(`${tab}-editor`).locator('.cm-content');
  await expect(content).toBeVisible();
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
  // CodeMirror holds the text as typed; compare without whitespace differences the editor may add.
  await expect
    .poll(async () => (await content.evaluate((el) => el.textContent ?? '')).replace(/\s+/g, ''))
    .toBe(text.replace(/\s+/g, ''));
}

/** The sandboxed frame inside an element carrying the test id (or the frame carrying it itself). */
function frameIn(page: Page, testId: string): FrameLocator {
  return page
    .locator(`[data-testid="${testId}"] iframe, iframe[data-testid="${testId}"]`)
    .first()
    .contentFrame();
}

async function expectError(
  page: Page,
  expected: { type: string; line?: number; column?: number; source?: string },
) {
  const error = page.getByTestId('editor-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('data-type', expected.type);
  if (expected.source) await expect(error).toHaveAttribute('data-source', expected.source);
  if (expected.line !== undefined) await expect(error).toHaveAttribute('data-line', String(expected.line));
  if (expected.column !== undefined)
    await expect(error).toHaveAttribute('data-column', String(expected.column));
  await expect(page.getByTestId('editor-error-position')).toBeVisible();
}

/** The probe's results as rendered inside a frame: every attempt must have failed. */
async function expectProbeBlocked(frame: FrameLocator) {
  await expect(frame.locator('[data-probe="cookie"]')).toHaveText(/^(blocked:\w+|ok:)$/);
  await expect(frame.locator('[data-probe="storage"]')).toHaveText(/^blocked:/);
  await expect(frame.locator('[data-probe="parent"]')).toHaveText(/^blocked:/);
  await expect(frame.locator('[data-probe="top"]')).toHaveText(/^blocked:/);
  await expect(frame.locator('[data-probe="network"]')).toHaveText(/^blocked:/, { timeout: 15_000 });
}

/** The console's session and storage are untouched. */
async function expectSignedIn(page: Page) {
  const me = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { email } }' }),
    });
    return (await response.json()) as { data?: { me?: { email?: string } } };
  });
  expect(me.data?.me?.email).toBe(dev.email);
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('en-US');
  expect(await page.evaluate(() => document.title)).not.toBe('');
}

/** The console is untouched: still signed in, storage and title as they were, the menu still works. */
async function expectConsoleIntact(page: Page) {
  await expectSignedIn(page);
  await page.getByTestId('menu-item:templates').click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByTestId('page:templates')).toBeVisible();
}

// One developer and organization for every test; each test signs in on its own, so one failing test does
// not hide the others' results.
test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await signUpAndCreateOrg(page);
  await context.close();
});

test('a developer sees the starter kit, writes a component from scratch, breaks and fixes it, saves and finds it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);

  // A brand-new organization already lists the starter kit, each card with a live preview.
  await page.getByTestId('menu-item:components').click();
  await expect(page).toHaveURL(/\/components$/);
  await expect.poll(() => page.locator('[data-testid^="component-card:"]').count()).toBeGreaterThanOrEqual(8);
  // Each card draws its component live in its own sandboxed frame.
  const cards = await page.locator('[data-testid^="component-card:"]').count();
  await expect
    .poll(() => page.locator('[data-testid^="component-preview:"][data-state="rendered"]').count(), {
      timeout: 30_000,
    })
    .toBe(cards);
  for (const name of ['Heading', 'Button', 'Paragraph']) {
    await expect(frameIn(page, `component-preview:${name}`).locator('body')).toHaveText(/\S/);
  }
  await snap(page, 'components-starter-kit');

  // Searching is case-insensitive over name or description; nothing matching shows 'not found'.
  await page.getByTestId('component-search').fill('zzz-nothing-like-this');
  await expect(page.getByTestId('components-not-found')).toBeVisible();
  await snap(page, 'components-not-found');
  await page.getByTestId('components-clear-search').click();

  // A new component: code selected first, Save disabled until a successful preview.
  await page.getByTestId('component-new').click();
  await expect(page).toHaveURL(/\/components\/new$/);
  await expect(page.getByTestId('editor-title')).toHaveText('New component');
  await expect(page.getByTestId('editor-tab:code')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('editor-save')).toBeDisabled();
  await snap(page, 'component-editor-new');

  await page.getByTestId('component-name').fill(greeting.name);
  await page.getByTestId('component-description').fill(greeting.description);
  await fillTab(page, 'properties', greeting.properties);
  await fillTab(page, 'groups', greeting.groups);
  await fillTab(page, 'events', greeting.events);
  await fillTab(page, 'icon', icon);
  await expect(page.getByTestId('editor-icon-preview')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // A syntax error: the console names it with its line and column, the preview stays closed.
  await fillTab(page, 'code', greetingSyntax);
  await page.getByTestId('editor-tab:preview').click();
  await expectError(page, { type: 'SyntaxError', source: 'code', line: 4 });
  await expect(page.getByTestId('editor-tab:preview')).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByTestId('editor-save')).toBeDisabled();
  await snap(page, 'component-editor-syntax-error');

  // A variable that does not exist: it compiles, the preview throws a ReferenceError at render.
  await fillTab(page, 'code', greetingUndefined);
  await page.getByTestId('editor-tab:preview').click();
  // Line and column in the author's code (line 5, where `{missingSignature}` starts), not the compiled output's.
  await expectError(page, { type: 'ReferenceError', source: 'runtime', line: 5, column: 35 });
  await expect(page.getByTestId('editor-error-message')).toContainText('missingSignature is not defined');
  await expect(page.getByTestId('editor-save')).toBeDisabled();
  await snap(page, 'component-editor-reference-error');

  // Malformed JSON in a tab: a SyntaxError pointing into that tab.
  await fillTab(page, 'code', greeting.code);
  await fillTab(page, 'properties', '{\n  "title": {\n    "type": "TextInput",\n    "value": \n  }\n}');
  await page.getByTestId('editor-tab:preview').click();
  await expectError(page, { type: 'SyntaxError', source: 'properties', line: 5 });
  await fillTab(page, 'properties', greeting.properties);

  // Fixed: the preview opens and draws the component with its property value; Save is enabled.
  await page.getByTestId('editor-tab:preview').click();
  await expect(page.getByTestId('editor-tab:preview')).toHaveAttribute('aria-selected', 'true');
  const preview = frameIn(page, 'editor-preview');
  await expect(preview.getByText('Hello from the preview')).toBeVisible();
  await expect(preview.getByTestId('signature')).toHaveText('Written in the studio');
  await expect(page.getByTestId('editor-console-ok')).toBeVisible();
  await expect(page.getByTestId('editor-save')).toBeEnabled();
  await snap(page, 'component-editor-preview');

  // Editing any field clears the preview and disables Save again.
  await page.getByTestId('component-description').fill(`${greeting.description}.`);
  await expect(page.getByTestId('editor-preview-empty')).toBeVisible();
  await expect(page.getByTestId('editor-save')).toBeDisabled();
  await page.getByTestId('component-description').fill(greeting.description);
  await page.getByTestId('editor-tab:preview').click();
  await expect(preview.getByText('Hello from the preview')).toBeVisible();

  // Save: a notice, then after a second the component's own address, titled 'edit component'.
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Component created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/components\/(?!new)[^/]+$/, { timeout: 5000 });
  await expect(page.getByTestId('editor-title')).toHaveText('Edit component');
  await expect(page.getByTestId('component-name')).toHaveValue(greeting.name);
  // The editor's own entries are not shown in the properties tab.
  await page.getByTestId('editor-tab:properties').click();
  await expect(page.getByTestId('properties-editor')).not.toContainText('"visibility"');
  await snap(page, 'component-editor-saved');

  // The same name again is refused with the catalogue's text.
  await page.goto('/components/new');
  await page.getByTestId('component-name').fill(greeting.name);
  await page.getByTestId('component-description').fill('A copy');
  await fillTab(page, 'code', greeting.code);
  await fillTab(page, 'properties', greeting.properties);
  await fillTab(page, 'groups', greeting.groups);
  await fillTab(page, 'events', greeting.events);
  await fillTab(page, 'icon', icon);
  await page.getByTestId('editor-tab:preview').click();
  await expect(page.getByTestId('editor-save')).toBeEnabled();
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('editor-failure')).toHaveText(
    'A component with the same name already exists in this organization',
  );
  await snap(page, 'component-editor-name-exists');

  // The list finds it by a case-insensitive search on its description, with a live preview.
  await page.getByTestId('page-back').click();
  await expect(page).toHaveURL(/\/components$/);
  await page.getByTestId('component-search').fill('SIGNATURE LINE');
  const card = page.getByTestId(`component-card:${greeting.name}`);
  await expect(card).toBeVisible();
  await expect(page.locator('[data-testid^="component-card:"]')).toHaveCount(1);
  await expect(
    frameIn(page, `component-preview:${greeting.name}`).getByText('Hello from the preview'),
  ).toBeVisible();
  await snap(page, 'components-search-found');

  // Delete asks first, with a warning.
  await page.getByTestId(`component-delete:${greeting.name}`).click();
  await expect(page.getByTestId('component-delete')).toContainText('This cannot be undone');
  await snap(page, 'components-delete-confirm');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
});

test('a developer writes a two-slot template, breaks it, fixes it, saves it and finds it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByTestId('menu-item:templates').click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect.poll(() => page.locator('[data-testid^="template-card:"]').count()).toBeGreaterThanOrEqual(3);
  await snap(page, 'templates-starter-kit');

  await page.getByTestId('template-new').click();
  await expect(page).toHaveURL(/\/templates\/new$/);
  await expect(page.getByTestId('editor-title')).toHaveText('New template');
  await expect(page.getByTestId('editor-tab:events')).toHaveCount(0);
  await page.getByTestId('template-name').fill(twoColumns.name);
  await page.getByTestId('template-description').fill(twoColumns.description);
  await fillTab(page, 'properties', twoColumns.properties);
  await fillTab(page, 'groups', twoColumns.groups);
  await fillTab(page, 'icon', icon);

  // Broken: a JSX tag left open on line 6.
  await fillTab(page, 'code', twoColumns.code.replace('{slot1}</section>', '{slot1}'));
  await page.getByTestId('editor-tab:preview').click();
  await expectError(page, { type: 'SyntaxError', source: 'code' });
  await snap(page, 'template-editor-syntax-error');

  // A slot name off the pattern: previews, but Save refuses with the spec's message and saves nothing.
  await fillTab(page, 'code', twoColumns.code.replace(/slot2/g, 'slotB'));
  await page.getByTestId('editor-tab:preview').click();
  await expect(page.getByTestId('editor-tab:preview')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('editor-failure')).toHaveText(
    'Invalid slot property name - Check slot name pattern (e.g. slot1, slot2, slot3)',
  );
  await expect(page).toHaveURL(/\/templates\/new$/);
  await snap(page, 'template-editor-invalid-slot');

  // Fixed: both slots show their stand-ins in the preview.
  await fillTab(page, 'code', twoColumns.code);
  await page.getByTestId('editor-tab:preview').click();
  const preview = frameIn(page, 'editor-preview');
  await expect(preview.getByTestId('template-heading')).toHaveText('Two columns page');
  await expect(preview.getByText('Slot 1')).toBeVisible();
  await expect(preview.getByText('Slot 2')).toBeVisible();
  await snap(page, 'template-editor-preview');

  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Template created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/(?!new)[^/]+$/, { timeout: 5000 });
  await expect(page.getByTestId('editor-title')).toHaveText('Edit template');
  // The template's name entry is removed from the properties on load.
  await page.getByTestId('editor-tab:properties').click();
  await expect(page.getByTestId('properties-editor')).toContainText('"heading"');
  await expect(page.getByTestId('properties-editor')).not.toContainText('Template name');
  await snap(page, 'template-editor-saved');

  await page.getByTestId('page-back').click();
  await page.getByTestId('template-search').fill('side-by-side');
  await expect(page.getByTestId(`template-card:${twoColumns.name}`)).toBeVisible();
  await expect(page.locator('[data-testid^="template-card:"]')).toHaveCount(1);
  await expect(page.getByTestId(`template-icon:${twoColumns.name}`)).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await snap(page, 'templates-search-found');
  await page.getByTestId('template-search').fill('no template has this');
  await expect(page.getByTestId('templates-not-found')).toBeVisible();

  // In Portuguese, the lists and the editors show no English text of the console.
  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  for (const path of ['/templates', '/templates/new', '/components', '/components/new']) {
    await page.goto(path);
    await expect(page.getByTestId('page-title')).toBeVisible();
    if (path.endsWith('/new')) await expect(page.getByTestId('code-editor')).toBeVisible();
    else await expect(page.locator('[data-testid$="-card:"], [data-testid*="-card:"]').first()).toBeVisible();
    expect(await englishLeftOn(page), path).toEqual([]);
  }
  await page.getByTestId('editor-tab:preview').click();
  await expect(page.getByTestId('editor-error')).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);
  await snap(page, 'component-editor-pt-BR');
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
});

test('component code cannot reach the console: not in the preview, the list or the playground', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
  await page.goto('/components/new');
  await page.getByTestId('component-name').fill(probe.name);
  await page.getByTestId('component-description').fill(probe.description);
  await fillTab(page, 'code', probe.code);
  await fillTab(page, 'properties', probe.properties);
  await fillTab(page, 'groups', probe.groups);
  await fillTab(page, 'events', probe.events);
  await fillTab(page, 'icon', icon);

  // In the editor's preview, a frame with scripts but without the console's origin.
  await page.getByTestId('editor-tab:preview').click();
  await expect(page.getByTestId('editor-preview-frame')).toHaveAttribute('sandbox', 'allow-scripts');
  await expectProbeBlocked(frameIn(page, 'editor-preview'));
  await expectSignedIn(page);
  await snap(page, 'security-editor-preview');
  await page.getByTestId('editor-save').click();
  await expect(page).toHaveURL(/\/components\/(?!new)[^/]+$/, { timeout: 5000 });

  // In its list card.
  await page.getByTestId('page-back').click();
  await page.getByTestId('component-search').fill(probe.name);
  await expectProbeBlocked(frameIn(page, `component-preview:${probe.name}`));
  await snap(page, 'security-list-card');
  await expectConsoleIntact(page);

  // The playground draws only its own sample (it loads no organization code), in the same sandbox: a frame
  // with scripts but without the console's origin. The console around it stays intact after the probe ran.
  await page.goto('/playground');
  await expect(page.getByTestId('playground-preview')).toHaveAttribute('data-state', 'rendered', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('playground-preview-frame')).toHaveAttribute('sandbox', 'allow-scripts');
  await snap(page, 'security-playground');
  await expectConsoleIntact(page);
});

test('a developer writes a container component with two slots and sees where content will go', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
  await page.goto('/components/new');
  await page.getByTestId('component-name').fill(columns.name);
  await page.getByTestId('component-description').fill(columns.description);
  await fillTab(page, 'properties', columns.properties);
  await fillTab(page, 'groups', columns.groups);
  await fillTab(page, 'events', columns.events);
  await fillTab(page, 'icon', icon);

  // A slot name off the pattern: the template's message, live under the code, and Save refuses it.
  await fillTab(page, 'code', columns.code.replace(/slot2/g, 'slotB'));
  const slotRule = 'Invalid slot property name - Check slot name pattern (e.g. slot1, slot2, slot3)';
  await expect(page.getByTestId('editor-slot-error')).toHaveText(slotRule);
  await expect(page.getByTestId('editor-slots')).toHaveCount(0);
  await page.getByTestId('editor-tab:preview').click();
  await expect(page.getByTestId('editor-tab:preview')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('editor-failure')).toHaveText(slotRule);
  await expect(page).toHaveURL(/\/components\/new$/);

  // Fixed: a container of two slots, each an empty drop area in the preview.
  await fillTab(page, 'code', columns.code);
  await expect(page.getByTestId('editor-slot-error')).toHaveCount(0);
  await expect(page.getByTestId('editor-slots')).toHaveText('Container · 2 slots');
  await page.getByTestId('editor-tab:preview').click();
  const preview = frameIn(page, 'editor-preview');
  await expect(preview.getByTestId('columns')).toBeVisible();
  await expect(preview.getByText('Slot 1')).toBeVisible();
  await expect(preview.getByText('Slot 2')).toBeVisible();
  await snap(page, 'component-editor-container-preview');

  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Component created').first()).toBeVisible();
  await expect(page).toHaveURL(/\/components\/(?!new)[^/]+$/, { timeout: 5000 });
  await expect(page.getByTestId('editor-slots')).toHaveText('Container · 2 slots');

  // In the list: the slot count on its card, and its drop areas in the card's live preview.
  await page.getByTestId('page-back').click();
  await page.getByTestId('component-search').fill(columns.name);
  await expect(page.getByTestId(`component-slots:${columns.name}`)).toHaveText('Container · 2 slots');
  const card = frameIn(page, `component-preview:${columns.name}`);
  await expect(card.getByText('Slot 2')).toBeVisible();
  await snap(page, 'components-container-card');

  await page.evaluate(() => window.localStorage.setItem('locale', 'pt-BR'));
  await page.reload();
  await page.getByTestId('component-search').fill(columns.name);
  await expect(page.getByTestId(`component-slots:${columns.name}`)).toHaveText('Contêiner · 2 espaços');
  expect(await englishLeftOn(page)).toEqual([]);
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
});
