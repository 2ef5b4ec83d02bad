import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { E2E_PORT } from '../playwright.config.ts';
import { gql, signUpAndSignIn } from '../support/api.ts';
import { createPage, dropTile, openEditor, selectBrick, setUpApp, slotNames } from '../support/editor.ts';
import { pngOf } from '../support/files.ts';
import { readLinkFromOutbox, readMailFromOutbox } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

const tail = Date.now().toString(36).slice(-5);

/** A webhook receiver on this machine, as a team's own server would be: keeps every post. */
async function webhookSink() {
  const posts: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { posts, url: `http://127.0.0.1:${port}/tessera`, close: () => server.close() };
}

async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

test('forms: a contact form is built, delivered to the team and a webhook, and sent by visitors with JavaScript off and on', async ({
  page,
  browser,
}) => {
  // About a minute on a fast machine; twice that and more on a slow one (2 cores, three times slower).
  test.setTimeout(300_000);
  const sink = await webhookSink();
  const email = `lena-${tail}@example.com`;
  await signUpAndSignIn(page, { name: `lena${tail}`, email, password: 'breakwater-lantern-77' });
  // Recipients are members with a confirmed address: Lena confirms hers from the e-mail.
  await page.goto(await readLinkFromOutbox(email, '/email/confirm/'));
  await page.getByTestId('email-confirm-submit').click();
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  const orgAlias = `form${tail}`;
  const { appId, templates } = await setUpApp(page, {
    org: `Pier ${tail}`,
    alias: orgAlias,
    app: 'Pier Site',
    appAlias: 'piers',
  });
  const pageId = await createPage(page, {
    appId,
    templateId: templates.get('Single column')!,
    name: 'Contact',
    url: '/contact',
  });

  // 1. The editor: a Form in the page, then the kit's fields into the Form; each reads right as dropped.
  await openEditor(page, appId, pageId);
  await dropTile(page, 'Form', page.getByTestId('dropzone:slot1'));
  await expect.poll(() => slotNames(page, 'slot1')).toEqual(['Form']);
  const formId = (await page.getByTestId('brick:slot1:0').getAttribute('data-brick-id'))!;
  const inForm = `${formId}/slot1`;
  await dropTile(page, 'Text field', page.getByTestId(`dropzone:${inForm}`));
  await expect.poll(() => slotNames(page, inForm)).toEqual(['Text field']);
  for (const [tile, count] of [
    ['E-mail field', 2],
    ['Long text field', 3],
    ['File upload', 4],
    ['Submit button', 5],
  ] as const) {
    await dropTile(page, tile, page.getByTestId(`brick:${inForm}:${count - 2}`), 0.5, 0.9);
    await expect.poll(() => slotNames(page, inForm)).toHaveLength(count);
  }
  // The message is optional here: unticked in the inspector.
  await selectBrick(page, inForm, 2);
  await page.getByTestId('prop:field:required').click();
  await expect(page.getByTestId('prop:field:required')).not.toBeChecked();

  // 2. The Form's delivery, in its inspector: e-mail to Lena, a webhook to the team's receiver, a signed test.
  // The Form itself: Escape from one of its fields selects it.
  await selectBrick(page, inForm, 0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('canvas-selection')).toHaveAttribute('data-brick-id', formId);
  const delivery = page.getByTestId('form-delivery');
  await expect(delivery).toContainText('Every submission is stored.');
  await delivery.getByTestId('form-delivery-email').click();
  await delivery.getByTestId('form-delivery-recipients').click();
  await page.getByRole('option', { name: new RegExp(email) }).click();
  await delivery.getByTestId('form-delivery-webhook').click();
  await delivery.getByTestId('form-delivery-webhook-url').fill('http://10.1.2.3/hook');
  await delivery.getByTestId('form-delivery-save').click();
  // A private address the operator did not allow is refused, next to the field.
  await expect(delivery).toContainText('points at a private or local address');
  await delivery.getByTestId('form-delivery-webhook-url').fill(sink.url);
  await delivery.getByTestId('form-delivery-save').click();
  await expect(delivery.getByTestId('form-delivery-saved')).toBeVisible();
  await expect(delivery.getByTestId('form-delivery-secret')).toHaveValue(/^whsec_/);
  await delivery.getByTestId('form-delivery-test').click();
  await expect(delivery.getByTestId('form-delivery-test-result')).toHaveAttribute('data-ok', 'true');
  expect(JSON.parse(sink.posts[0]!.body)).toMatchObject({ type: 'form.test' });
  await snap(page, 'forms-inspector-delivery');
  const secret = await delivery.getByTestId('form-delivery-secret').inputValue();

  // 3. Saved and published from the editor.
  await page.getByTestId('editor-publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.locator('[data-testid="publish-success"][data-version="1"]')).toBeVisible();
  const liveUrl = `http://${orgAlias}--piers.localhost:${E2E_PORT}/contact`;

  // 4. Without JavaScript: an empty form comes back with its errors, then the values are sent.
  const plain = await visitor(browser, false);
  await plain.page.goto(liveUrl);
  await plain.page.getByLabel('Your name').fill('Ada Lovelace');
  await plain.page.waitForTimeout(1100); // FORMS_MIN_SECONDS=1: a person takes longer
  await plain.page.getByRole('button', { name: 'Send message' }).click();
  await expect(plain.page.getByText('There is a problem')).toBeVisible();
  await expect(plain.page.getByText('Enter e-mail address').first()).toBeVisible();
  await expect(plain.page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await snap(plain.page, 'forms-live-errors-no-js');
  await plain.page.getByLabel('E-mail address').fill('ada@example.com');
  await plain.page.getByLabel('Your message').fill('<script>alert(1)</script> Is the pier open?');
  // A file too, which makes the form multipart: the picture of the pier (files keep no value on a page again).
  await plain.page.getByLabel('Attachment').setInputFiles({
    name: 'pier.png',
    mimeType: 'image/png',
    buffer: pngOf(40, 30, [20, 60, 120], [200, 200, 210]),
  });
  await plain.page.waitForTimeout(1100);
  await plain.page.getByRole('button', { name: 'Send message' }).click();
  await expect(plain.page).toHaveURL(/\?sent=/);
  await expect(plain.page.getByRole('status')).toContainText('Thank you');
  await plain.context.close();

  // 5. With JavaScript: the errors and the thank-you appear in place, without a page load.
  const live = await visitor(browser, true);
  await live.page.goto(liveUrl);
  await live.page.getByLabel('Your name').fill('Grace Hopper');
  await live.page.getByLabel('E-mail address').fill('grace-at-example');
  await live.page.waitForTimeout(1100);
  const loads: string[] = [];
  live.page.on('framenavigated', (frame) => loads.push(frame.url()));
  await live.page.getByRole('button', { name: 'Send message' }).click();
  await expect(live.page.getByText('in the correct format').first()).toBeVisible();
  await live.page.getByLabel('E-mail address').fill('grace@example.com');
  await live.page.getByRole('button', { name: 'Send message' }).click();
  await expect(live.page.getByText('Thank you').first()).toBeVisible();
  expect(loads).toEqual([]);
  await snap(live.page, 'forms-live-sent-js');
  await live.context.close();

  // 6. The e-mail in the outbox and the signed webhook at the receiver, for each submission.
  const mail = await readMailFromOutbox(email, 'Grace Hopper');
  expect(mail).toContain('grace@example.com');
  await expect.poll(() => sink.posts.length, { timeout: 30_000 }).toBe(3);
  const verifier = new Webhook(secret);
  const events = sink.posts
    .slice(1)
    .map((post) => verifier.verify(post.body, post.headers as Record<string, string>));
  expect(events.map((e) => (e as { type: string }).type)).toEqual(['form.submission', 'form.submission']);
  expect(JSON.stringify(events)).toContain('Ada Lovelace');
  sink.close();

  // 7. The console: both submissions, delivered; the markup a visitor typed is text.
  await page.goto(`/apps/${appId}/submissions`);
  const rows = page.getByTestId('submission-row');
  await expect(rows).toHaveCount(2);
  await rows.last().click();
  const detail = page.getByTestId('submission-detail');
  await expect(detail).toContainText('<script>alert(1)</script> Is the pier open?');
  await expect(detail.getByTestId('delivery-card')).toHaveCount(2);
  for (const card of await detail.getByTestId('delivery-card').all()) {
    await expect(card).toHaveAttribute('data-state', 'sent');
  }
  await snap(page, 'forms-console-delivered');
  // The picture, downloaded from the console only.
  const downloading = page.waitForEvent('download');
  await detail.getByTestId('submission-file-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pier.png');
  expect(
    readFileSync((await download.path())!)
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
  expect(await gql(page, '{ me { id } }')).toBeTruthy();
});
