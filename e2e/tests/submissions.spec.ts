import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { createPage, type KitComponent, kitBrick, kitContent, setUpApp } from '../support/editor.ts';
import { snap } from '../support/screens.ts';

const tail = Date.now().toString(36).slice(-5);
/** Markup a visitor typed: the console shows it as text, never as HTML. */
const MESSAGE = '<b>Is the lighthouse</b> open on Sundays?';

/** A kit field brick with its FormField set (name, label, required). */
function field(def: KitComponent, id: string, value: Record<string, unknown>) {
  const base = def.dataTypes.field!.value as Record<string, unknown>;
  return kitBrick(def, id, { field: { ...base, ...value } });
}

/** A visitor sends the live form as a person would: fills it in, waits a moment, presses the button. */
async function sendForm(
  browser: Browser,
  url: string,
  values: { name: string; email: string; message: string },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(url);
  await visitor.getByLabel('Your name').fill(values.name);
  await visitor.getByLabel('E-mail').fill(values.email);
  await visitor.getByLabel('Message').fill(values.message);
  await visitor.waitForTimeout(1100); // FORMS_MIN_SECONDS=1 (playwright.config.ts): a person takes longer
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByText('Thank you. Your message has been sent.')).toBeVisible();
  await context.close();
}

const rows = (page: Page) => page.getByTestId('submission-row');

test('submissions: what visitors sent is read, searched, marked, exported and deleted in the console', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signUpAndSignIn(page, {
    name: `keeper${tail}`,
    email: `keeper-${tail}@example.com`,
    password: 'foghorn-lantern-1849',
  });
  const orgAlias = `subs${tail}`;
  const { appId, templates } = await setUpApp(page, {
    org: `Harbour ${tail}`,
    alias: orgAlias,
    app: 'Harbour Site',
    appAlias: 'harbour',
  });
  // Setup through the API: a page with the kit's Form (name, e-mail, message, send), published, whose
  // submissions also go to a webhook (this machine reaches no network: its delivery does not succeed).
  const templateId = templates.get('Single column')!;
  const kit = await kitContent(page, templateId, 2);
  const form = {
    ...kitBrick(kit.component('Form'), 'contact', {}),
    // The form's name in the console is its brick's.
    name: 'Contact',
    slots: {
      slot1: [
        field(kit.component('Text field'), 'name1', { name: 'name', label: 'Your name', required: true }),
        field(kit.component('E-mail field'), 'email1', { name: 'email', label: 'E-mail', required: true }),
        field(kit.component('Long text field'), 'msg1', { name: 'message', label: 'Message' }),
        kitBrick(kit.component('Submit button'), 'send', { label: 'Send message' }),
      ],
    },
  };
  const pageId = await createPage(page, {
    appId,
    templateId,
    name: 'Contact',
    url: '/contact',
    content: kit.content([form]),
  });
  await gql(
    page,
    `mutation ($appId: ID!, $formKey: String!, $input: FormDeliverySettingsInput!) {
      updateFormDeliverySettings(appId: $appId, formKey: $formKey, input: $input) { formKey } }`,
    {
      appId,
      formKey: `${pageId}/contact`,
      input: {
        email: false,
        recipients: [],
        webhook: true,
        webhookUrl: 'https://hooks.example.com/harbour',
        challenge: false,
      },
    },
  );
  await gql(page, 'mutation ($id: ID!) { publishPage(id: $id) { id } }', { id: pageId });
  const liveUrl = `http://${orgAlias}--harbour.localhost:${E2E_PORT}/contact`;
  await sendForm(browser, liveUrl, { name: 'Grace Darling', email: 'grace@example.com', message: MESSAGE });
  await sendForm(browser, liveUrl, {
    name: 'Ida Lewis',
    email: 'ida@example.com',
    message: 'Tours for schools?',
  });

  // From the app's details to its Submissions screen: the form, with both unread, newest first.
  await page.goto(`/apps/${appId}`);
  await page.getByTestId('app-submissions').click();
  await expect(page).toHaveURL(new RegExp(`/apps/${appId}/submissions$`));
  const formItem = page.getByTestId('forms-list-item');
  await expect(formItem).toHaveCount(1);
  await expect(formItem).toContainText('Contact');
  await expect(formItem).toContainText('2 unread of 2');
  await expect(formItem).toContainText('Live');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toHaveAttribute('data-read', 'false');
  await expect(rows(page).first().getByTestId('submission-summary')).toContainText(
    'Ida Lewis · ida@example.com',
  );
  await expect(rows(page).first().getByTestId('delivery-badge')).toHaveAttribute('data-channel', 'webhook');
  await formItem.click();
  // Where this form's submissions go, from the screen itself (a site footer's form has no page inspector).
  await page.getByTestId('submissions-delivery').click();
  const delivery = page.getByTestId('submissions-delivery-dialog');
  await expect(delivery.getByTestId('form-delivery-webhook-url')).toHaveValue(
    'https://hooks.example.com/harbour',
  );
  await page.keyboard.press('Escape');
  await expect(delivery).toBeHidden();

  // The server's search: one of them.
  await page.getByTestId('submissions-search').fill('lighthouse');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('submission-summary')).toContainText('Grace Darling');
  await snap(page, 'submissions-list');

  // Keyboard: the row takes focus, Enter opens it; opening reads it.
  await rows(page).first().focus();
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('submission-detail');
  await expect(detail).toBeVisible();
  await expect(detail.locator('[data-testid="submission-field"][data-name="message"] dd')).toHaveText(
    MESSAGE,
  );
  await expect(detail.locator('b')).toHaveCount(0);
  await expect(detail.getByTestId('delivery-card')).toHaveCount(1);
  await expect(detail.getByTestId('delivery-card')).toContainText('https://hooks.example.com/harbour');
  await expect(rows(page).first()).toHaveAttribute('data-read', 'true');
  await expect(formItem).toContainText('1 unread of 2');
  await snap(page, 'submissions-detail');
  // The owner manages deliveries: the webhook's delivery (not sent) can be tried again now.
  await detail.getByTestId('delivery-retry').click();
  await expect(page.getByText('The delivery will be tried again now.')).toBeVisible();

  // Unread again from the drawer, Escape closes it; read again from the selection.
  await detail.getByTestId('submission-mark-unread').click();
  await expect(rows(page).first()).toHaveAttribute('data-read', 'false');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await rows(page).first().getByTestId('submission-select').check();
  await page.getByTestId('submissions-mark-read').click();
  await expect(rows(page).first()).toHaveAttribute('data-read', 'true');

  // The CSV of what the filter shows: the searched submission only.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('submissions-export').click();
  const download = await downloading;
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Grace Darling');
  expect(csv).toContain('Is the lighthouse');
  expect(csv).not.toContain('Ida Lewis');

  // A privacy request: deleted for good, after a confirmation that says so.
  await page.getByTestId('submissions-delete').click();
  const dialog = page.getByTestId('submissions-delete-dialog');
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByTestId('submissions-delete-dialog-confirm').click();
  await expect(page.getByTestId('submissions-no-matches')).toBeVisible();
  await page.getByTestId('submissions-search-clear').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(formItem).toContainText('1 unread of 1');
});
