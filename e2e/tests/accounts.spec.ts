import { expect, type Page, test } from '@playwright/test';
import { englishLeftOn } from '../support/locales.ts';
import { readLinkFromOutbox } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const email = `ada.${stamp}@example.com`;
const renamed = `ada.lovelace.${stamp}@example.com`;
const firstPassword = 'analytical-1';
const secondPassword = 'engine-2843';
const thirdPassword = 'difference-3';

async function signIn(page: Page, address: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(address);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a new user signs up, signs in, edits the profile, changes and resets the password, in two languages', async ({
  page,
}) => {
  // Signed out, the studio sends the visitor to sign in.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-card')).toBeVisible();
  await snap(page, 'login');

  // Join.
  await page.getByTestId('login-join-link').click();
  await expect(page).toHaveURL(/\/join$/);
  await page.getByTestId('join-username').fill('Ada Lovelace');
  await page.getByTestId('join-email').fill(`  ${email} `);
  await page.getByTestId('join-password').fill('abc');
  await expect(page.getByText('Password too short')).toBeVisible();
  await page.getByTestId('join-password').fill(firstPassword);
  await page.getByTestId('join-repeat-password').fill('something-else');
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(page.getByTestId('join-submit')).toBeDisabled();
  await snap(page, 'join-invalid');
  await page.getByTestId('join-repeat-password').fill(firstPassword);
  await expect(page.getByTestId('join-email')).toHaveValue(email);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-success')).toBeVisible();
  await snap(page, 'join-success');

  // The same e-mail again is refused with the catalogue's message.
  await page.goto('/join');
  await page.getByTestId('join-username').fill('Someone Else');
  await page.getByTestId('join-email').fill(email.toUpperCase());
  await page.getByTestId('join-password').fill(firstPassword);
  await page.getByTestId('join-repeat-password').fill(firstPassword);
  await page.getByTestId('join-submit').click();
  await expect(page.getByText('This email is already in use')).toBeVisible();
  await snap(page, 'join-email-in-use');

  // A wrong password shakes the card; the right one lands on the dashboard after a second.
  await signIn(page, email, 'wrong-password');
  await expect(page.getByTestId('login-card')).toHaveAttribute('data-failed', 'true');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await snap(page, 'login-failed');
  await expect(page.getByTestId('login-card')).not.toHaveAttribute('data-failed', 'true', { timeout: 3000 });
  await page.getByTestId('login-password').fill(firstPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-success')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await expect(page.getByTestId('dashboard')).toBeVisible();
  // Without an organization only the dashboard and the organization are enabled.
  await expect(page.getByTestId('menu-item:apps')).toHaveAttribute('data-enabled', 'false');
  await expect(page.getByTestId('menu-item:organization')).toHaveAttribute('data-enabled', 'true');
  await snap(page, 'dashboard');

  // A screen that needs an organization says so and returns to the dashboard.
  await page.goto('/apps');
  await expect(page.getByTestId('not-authorized')).toBeVisible();
  await snap(page, 'apps-not-authorized');
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  // Edit the profile: read-only until Edit; Cancel restores; Save persists.
  await page.getByTestId('user-menu').click();
  await snap(page, 'user-menu');
  await page.getByTestId('user-menu-settings').click();
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByTestId('profile-username')).toHaveAttribute('readonly', '');
  await page.getByTestId('profile-form-toggle').click();
  await page.getByTestId('profile-username').fill('Someone Temporary');
  await page.getByTestId('profile-form-toggle').click();
  await expect(page.getByTestId('profile-username')).toHaveValue('Ada Lovelace');
  // A new account's address waits for its confirmation link; the settings say so.
  await expect(page.getByTestId('email-unverified')).toContainText(email);
  await snap(page, 'profile-unverified');
  await page.getByTestId('profile-form-toggle').click();
  await page.getByTestId('profile-username').fill('Augusta Ada King');
  await page.getByTestId('profile-email').fill(renamed);
  // Another sign-in address asks for the password before it can be saved.
  await expect(page.getByTestId('profile-current-password')).toBeVisible();
  await expect(page.getByTestId('profile-save')).toBeDisabled();
  await page.getByTestId('profile-current-password').fill('not-my-password');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
  await page.getByTestId('profile-current-password').fill(firstPassword);
  await snap(page, 'profile-editing');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(`We sent a link to ${renamed}`)).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveAttribute('readonly', '', { timeout: 5000 });
  // The name changed at once; the e-mail only once its link is opened.
  await expect(page.getByTestId('profile-email')).toHaveValue(email);
  await expect(page.getByTestId('email-pending')).toContainText(renamed);
  await expect(page.getByTestId('user-menu')).toContainText('Augusta Ada King');
  await snap(page, 'profile-email-pending');
  const confirmLink = await readLinkFromOutbox(renamed, '/email/confirm/');
  await page.goto(new URL(confirmLink).pathname);
  await snap(page, 'email-confirm');
  await page.getByTestId('email-confirm-submit').click();
  await expect(page.getByTestId('email-confirmed')).toContainText(renamed);
  await snap(page, 'email-confirmed');
  // A link works once.
  await page.goto(new URL(confirmLink).pathname);
  await page.getByTestId('email-confirm-submit').click();
  await expect(page.getByTestId('email-confirm-failed')).toBeVisible();
  await snap(page, 'email-confirm-used');
  await page.goto('/user/settings');
  await expect(page.getByTestId('profile-username')).toHaveValue('Augusta Ada King');
  await expect(page.getByTestId('profile-email')).toHaveValue(renamed);
  await expect(page.getByTestId('email-pending')).toHaveCount(0);
  await expect(page.getByTestId('email-unverified')).toHaveCount(0);

  // Change the password: the wrong current one is refused, then the change succeeds.
  await page.getByTestId('password-form-toggle').click();
  await page.getByTestId('password-current').fill('not-my-password');
  await page.getByTestId('password-new').fill(secondPassword);
  await page.getByTestId('password-repeat').fill(secondPassword);
  await page.getByTestId('password-save').click();
  await expect(page.getByText('The current password is wrong')).toBeVisible();
  await snap(page, 'password-wrong');
  await page.getByTestId('password-current').fill(firstPassword);
  await page.getByTestId('password-save').click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page.getByTestId('password-current')).toHaveValue('', { timeout: 5000 });
  await snap(page, 'password-changed');

  // Sign out, and back in with the new password.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/user/settings');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, renamed, firstPassword);
  await expect(page.getByTestId('login-error')).toBeVisible();

  // Forgot it: request a reset, open the e-mailed link, choose a new password, sign in with it.
  await page.getByTestId('login-reset-link').click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await page.getByTestId('reset-email').fill(renamed);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-sent')).toBeVisible();
  await snap(page, 'reset-requested');
  const link = await readLinkFromOutbox(renamed, '/password/new/');
  const token = link.split('/password/new/')[1]!;
  expect(token.length).toBeGreaterThanOrEqual(100);
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('new-password-card')).toBeVisible();
  await page.getByTestId('new-password-password').fill(thirdPassword);
  await page.getByTestId('new-password-repeat').fill(thirdPassword);
  await snap(page, 'new-password');
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('new-password-success')).toBeVisible();
  await snap(page, 'new-password-saved');

  // The link is single use: opening it again ends on the invalid-token message and back at reset.
  await page.goto(new URL(link).pathname);
  await page.getByTestId('new-password-password').fill('another-pass');
  await page.getByTestId('new-password-repeat').fill('another-pass');
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('invalid-token')).toBeVisible();
  await snap(page, 'new-password-used-token');
  await expect(page).toHaveURL(/\/password\/reset$/, { timeout: 8000 });

  await signIn(page, renamed, secondPassword);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signIn(page, renamed, thirdPassword);
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  await expect(page.getByTestId('dashboard')).toBeVisible();

  // Switch to Português (Brasil): the choice survives the reload and every screen speaks Portuguese.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-language').click();
  const dialog = page.getByTestId('language-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('language-save')).toBeDisabled();
  await page.getByTestId('language-option:pt-BR').click();
  await snap(page, 'language-dialog');
  await page.getByTestId('language-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('pt-BR');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await snap(page, 'dashboard-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);

  await page.goto('/user/settings');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await page.getByTestId('password-form-toggle').click();
  await snap(page, 'user-settings-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-menu-dropdown')).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-card')).toBeVisible();
  await snap(page, 'login-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);
  await signIn(page, renamed, 'wrong-password');
  await expect(page.getByTestId('login-error')).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);

  for (const [pathname, testId, name] of [
    ['/join', 'join-card', 'join-pt-BR'],
    ['/password/reset', 'reset-card', 'reset-pt-BR'],
    [`/password/new/${token}`, 'new-password-card', 'new-password-pt-BR'],
    ['/no/such/page', 'not-found', 'not-found-pt-BR'],
  ] as const) {
    await page.goto(pathname);
    await expect(page.getByTestId(testId)).toBeVisible();
    await snap(page, name);
    expect(await englishLeftOn(page), `English text on ${pathname}`).toEqual([]);
  }
});
