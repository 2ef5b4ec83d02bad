import { type Browser, expect, type Page, test } from '@playwright/test';
import { englishLeftOn } from '../support/locales.ts';
import { readLinkFromOutbox } from '../support/outbox.ts';
import { snap } from '../support/screens.ts';

const stamp = Date.now().toString(36);
const tail = stamp.slice(-5);
const ada = { name: 'Ada Lovelace', email: `ada.owner.${stamp}@example.com`, password: 'analytical-1' };
const bob = { name: 'Bob Babbage', email: `bob.editor.${stamp}@example.com`, password: 'difference-2' };
const carol = `carol.${stamp}@example.com`;
const firstOrg = {
  name: `Acme Studio ${tail}`,
  description: 'Websites for the whole Acme group',
  alias: `acme${tail}`,
};
const secondOrg = {
  name: `Lab Works ${tail}`,
  description: 'Experiments and prototypes',
  alias: `lab${tail}`,
};

async function signUp(page: Page, user: typeof ada) {
  await page.goto('/join');
  await page.getByTestId('join-username').fill(user.name);
  await page.getByTestId('join-email').fill(user.email);
  await page.getByTestId('join-password').fill(user.password);
  await page.getByTestId('join-repeat-password').fill(user.password);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('join-success')).toBeVisible();
}

async function signIn(page: Page, user: typeof ada) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
}

/** A notification with this text is showing (earlier ones may still be on screen). */
async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function expectMenu(page: Page, enabled: Record<string, boolean>) {
  for (const [id, on] of Object.entries(enabled)) {
    await expect(page.getByTestId(`menu-item:${id}`)).toHaveAttribute('data-enabled', on ? 'true' : 'false');
  }
}

async function createTeam(page: Page, name: string, description: string) {
  await page.getByTestId('team-new').click();
  const dialog = page.getByTestId('team-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('team-save')).toBeDisabled();
  await page.getByTestId('team-name').fill(name);
  await page.getByTestId('team-description').fill(description);
  await page.getByTestId('team-save').click();
  await expectToast(page, 'Team created');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`team-card:${name}`)).toBeVisible();
}

async function newOrganization(page: Page, org: typeof firstOrg) {
  await page.getByTestId('org-new').click();
  await expect(page.getByTestId('org-dialog')).toBeVisible();
  await page.getByTestId('org-name').fill(org.name);
  await page.getByTestId('org-description').fill(org.description);
  await page.getByTestId('org-alias').fill(org.alias);
  await page.getByTestId('org-dialog-save').click();
  await expectToast(page, 'Organization created. Reloading…');
}

async function actionsInFeed(page: Page): Promise<string[]> {
  await expect(page.getByTestId('activity-feed')).toBeVisible();
  return page
    .getByTestId('activity-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-action') ?? ''));
}

async function secondBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an owner creates an organization and teams, invites a colleague who joins as editor; both see the activity', async ({
  page,
  browser,
}) => {
  // Ada signs up and in; without an organization only the organization page is open to her.
  await signUp(page, ada);
  await signIn(page, ada);
  await expectMenu(page, { organization: true, teams: false, apps: false });

  await page.getByTestId('menu-item:organization').click();
  await expect(page.getByTestId('org-empty')).toBeVisible();
  await expect(page.getByTestId('org-empty')).toContainText('No organization registered');
  await snap(page, 'org-empty');

  // The new-org dialog: Save waits for valid input; the alias keeps letters and digits only.
  await page.getByTestId('org-new').click();
  await expect(page.getByTestId('org-dialog')).toBeVisible();
  await expect(page.getByTestId('org-dialog-save')).toBeDisabled();
  await expect(page.getByTestId('org-dialog')).toContainText('5 to 10 characters');
  await page.getByTestId('org-name').fill(firstOrg.name);
  await page.getByTestId('org-description').fill(firstOrg.description);
  await page.getByTestId('org-alias').fill('Acme-Studio 2!');
  await expect(page.getByTestId('org-alias')).toHaveValue('acmestudio2');
  await page.getByTestId('org-alias').blur();
  await expect(page.getByText('Must be between 5 and 10 characters')).toBeVisible();
  await expect(page.getByTestId('org-dialog-save')).toBeDisabled();
  await snap(page, 'org-dialog-invalid');
  await page.getByTestId('org-alias').fill(firstOrg.alias.toUpperCase());
  await expect(page.getByTestId('org-alias')).toHaveValue(firstOrg.alias);
  await expect(page.getByTestId('org-dialog-save')).toBeEnabled();
  await page.getByTestId('org-dialog-save').click();
  await expectToast(page, 'Organization created. Reloading…');
  await snap(page, 'org-created');

  // After the reload it is her current organization, read-only until Edit; teams opens up.
  await expect(page.getByTestId('org-form')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('org-form-name')).toHaveValue(firstOrg.name);
  await expect(page.getByTestId('org-form-alias')).toHaveValue(firstOrg.alias);
  await expect(page.getByTestId('org-form-name')).toHaveAttribute('readonly', '');
  await expectMenu(page, { organization: true, teams: true, components: true, apps: false });
  await snap(page, 'org-profile');

  // Edit, then Cancel restores; Save persists.
  await page.getByTestId('org-edit').click();
  await expect(page.getByTestId('org-save')).toBeDisabled();
  await page.getByTestId('org-form-name').fill('Something Temporary');
  await page.getByTestId('org-edit').click();
  await expect(page.getByTestId('org-form-name')).toHaveValue(firstOrg.name);
  await expect(page.getByTestId('org-form-name')).toHaveAttribute('readonly', '');
  await page.getByTestId('org-edit').click();
  firstOrg.description = 'Websites and landing pages for the Acme group';
  await page.getByTestId('org-form-description').fill(firstOrg.description);
  await snap(page, 'org-editing');
  await page.getByTestId('org-save').click();
  await expectToast(page, 'Organization updated');
  await expect(page.getByTestId('org-form-description')).toHaveAttribute('readonly', '');
  await page.reload();
  await expect(page.getByTestId('org-form-description')).toHaveValue(firstOrg.description);

  // Teams: the empty state offers a new team; two teams, then search, edit and delete.
  await page.getByTestId('menu-item:teams').click();
  await expect(page.getByTestId('teams-empty')).toBeVisible();
  await snap(page, 'teams-empty');
  await createTeam(page, 'Design', 'Landing pages and campaign sites');
  await expectMenu(page, { apps: true, media: true });
  await createTeam(page, 'Backend', 'APIs, integrations and the data layer');
  await expect(page.getByTestId('team-card:Design')).toContainText('1 member');
  await expect(page.getByTestId('team-card:Design')).toContainText('Manager');
  await snap(page, 'teams-list');

  await page.getByTestId('team-search').fill('INTEGRATIONS');
  await expect(page.getByTestId('team-card:Backend')).toBeVisible();
  await expect(page.getByTestId('team-card:Design')).toBeHidden();
  await page.getByTestId('team-search').fill('design');
  await expect(page.getByTestId('team-card:Design')).toBeVisible();
  await expect(page.getByTestId('team-card:Backend')).toBeHidden();
  await page.getByTestId('team-search').fill('no such team');
  await expect(page.getByTestId('teams-no-results')).toBeVisible();
  await snap(page, 'teams-no-results');
  await page.getByTestId('teams-clear-search').click();
  await expect(page.getByTestId('team-card:Backend')).toBeVisible();

  // Edit: Save stays disabled until something changed; a duplicate name is refused.
  await page.getByTestId('team-edit:Backend').click();
  await expect(page.getByTestId('team-dialog')).toBeVisible();
  await expect(page.getByTestId('team-name')).toHaveValue('Backend');
  await expect(page.getByTestId('team-save')).toBeDisabled();
  await page.getByTestId('team-name').fill('Design');
  await page.getByTestId('team-save').click();
  await expect(page.getByText('A team with the same name already exists in this organization')).toBeVisible();
  await snap(page, 'team-name-taken');
  await page.getByTestId('team-name').fill('Platform');
  await page.getByTestId('team-save').click();
  await expectToast(page, 'Team updated');
  await expect(page.getByTestId('team-card:Platform')).toBeVisible();
  await expect(page.getByTestId('team-card:Backend')).toBeHidden();

  // Delete with a confirmation that warns.
  await page.getByTestId('team-delete:Platform').click();
  await expect(page.getByTestId('team-delete')).toBeVisible();
  await expect(page.getByTestId('team-delete')).toContainText('This cannot be undone');
  await snap(page, 'team-delete-confirm');
  await page.getByTestId('team-delete-confirm').click();
  await expectToast(page, 'Team deleted');
  await expect(page.getByTestId('team-card:Platform')).toBeHidden();

  // Members: invite Bob as editor; the button waits for a valid e-mail; the dialog closes when sent.
  await page.getByTestId('team-members:Design').click();
  const members = page.getByTestId('members-dialog');
  await expect(members).toBeVisible();
  await expect(page.getByTestId(`member:${ada.name}`)).toBeVisible();
  await expect(page.getByTestId(`member:${ada.name}`).getByTestId('member-avatar')).toHaveCSS(
    'width',
    '60px',
  );
  await expect(page.getByTestId('invite-role')).toHaveValue('viewer');
  await expect(page.getByTestId('invite-submit')).toBeDisabled();
  await page.getByTestId('invite-email').fill('not-an-email');
  await expect(page.getByTestId('invite-submit')).toBeDisabled();
  await page.getByTestId('invite-email').fill(` ${bob.email.slice(0, 5)} ${bob.email.slice(5)} `);
  await expect(page.getByTestId('invite-email')).toHaveValue(bob.email);
  await page.getByTestId('invite-role').selectOption('editor');
  await expect(page.getByTestId('invite-submit')).toBeEnabled();
  await snap(page, 'members-invite');
  await page.getByTestId('invite-submit').click();
  await expectToast(page, 'Invitation sent to the email provided');
  await expect(members).toBeHidden();

  // Inviting a member is refused on the e-mail field and the dialog stays open; the invitation is pending.
  await page.getByTestId('team-members:Design').click();
  await expect(members).toBeVisible();
  await expect(page.getByTestId(`invitation:${bob.email}`)).toContainText('Editor');
  await page.getByTestId('invite-email').fill(ada.email);
  await page.getByTestId('invite-submit').click();
  await expect(members.getByText('user is already part of the team')).toBeVisible();
  await expect(members).toBeVisible();
  await snap(page, 'members-already-member');
  await page.getByTestId('members-close').click();
  await expect(members).toBeHidden();

  // Bob, in his own browser, opens the e-mailed link, signs up through it, signs in and accepts.
  const link = await readLinkFromOutbox(bob.email, '/invitations/');
  const invitationPath = new URL(link).pathname;
  // Signed in as someone else, the invitation says whose it is and offers to sign out.
  await page.goto(invitationPath);
  await expect(page.getByTestId('invitation-other-email')).toBeVisible();
  await expect(page.getByTestId('invitation-other-email')).toContainText(
    'This invitation was sent to another email',
  );
  await expect(page.getByTestId('invitation-accept')).toHaveCount(0);
  await snap(page, 'invitation-other-email');
  await page.goto('/teams');

  const bobPage = await secondBrowserPage(browser);
  await bobPage.goto(invitationPath);
  await expect(bobPage.getByTestId('invitation-card')).toBeVisible();
  await expect(bobPage.getByTestId('invitation-org')).toHaveText(firstOrg.name);
  await expect(bobPage.getByTestId('invitation-team')).toHaveText('Design');
  await expect(bobPage.getByTestId('invitation-role')).toHaveText('Editor');
  await expect(bobPage.getByTestId('invitation-email')).toHaveText(bob.email);
  await snap(bobPage, 'invitation-signed-out');
  await bobPage.getByTestId('invitation-join').click();
  await expect(bobPage).toHaveURL(/\/join\?/);
  await expect(bobPage.getByTestId('join-email')).toHaveValue(bob.email);
  await bobPage.getByTestId('join-username').fill(bob.name);
  await bobPage.getByTestId('join-password').fill(bob.password);
  await bobPage.getByTestId('join-repeat-password').fill(bob.password);
  await bobPage.getByTestId('join-submit').click();
  await expect(bobPage.getByTestId('join-success')).toBeVisible();
  await bobPage.getByTestId('join-success-login').click();
  await expect(bobPage.getByTestId('login-email')).toHaveValue(bob.email);
  await bobPage.getByTestId('login-password').fill(bob.password);
  await bobPage.getByTestId('login-submit').click();
  await expect(bobPage).toHaveURL(new RegExp(`${invitationPath}$`), { timeout: 5000 });
  // Bob's address is typed, not yet proved: the invitation waits for the link the sign-up mailed him.
  await expect(bobPage.getByTestId('invitation-confirm-first')).toBeVisible();
  await expect(bobPage.getByTestId('invitation-accept')).toHaveCount(0);
  await snap(bobPage, 'invitation-confirm-first');
  const confirmLink = await readLinkFromOutbox(bob.email, '/email/confirm/');
  await bobPage.goto(new URL(confirmLink).pathname);
  await bobPage.getByTestId('email-confirm-submit').click();
  await expect(bobPage.getByTestId('email-confirmed')).toContainText(bob.email);
  await bobPage.goto(invitationPath);
  await expect(bobPage.getByTestId('invitation-accept')).toBeVisible();
  await snap(bobPage, 'invitation-signed-in');
  await bobPage.getByTestId('invitation-accept').click();
  await expect(bobPage).toHaveURL(/\/teams$/);
  await expectToast(bobPage, 'Welcome to Design');

  // Bob is in Design as editor, in Ada's organization; editors may not edit or delete the team.
  const bobCard = bobPage.getByTestId('team-card:Design');
  await expect(bobCard).toBeVisible();
  await expect(bobCard.getByTestId('team-viewer-role')).toHaveText('Editor');
  await expect(bobCard).toContainText('2 members');
  await expect(bobPage.getByTestId('team-edit:Design')).toHaveCount(0);
  await expect(bobPage.getByTestId('team-delete:Design')).toHaveCount(0);
  await expect(bobPage.getByTestId('team-new')).toHaveCount(0);
  await expectMenu(bobPage, { organization: true, teams: true, apps: true });
  await snap(bobPage, 'teams-as-editor');
  await bobPage.getByTestId('team-members:Design').click();
  await expect(bobPage.getByTestId(`member:${bob.name}`)).toHaveAttribute('data-role', 'editor');
  await expect(bobPage.getByTestId('invite-form')).toHaveCount(0);
  await expect(bobPage.getByTestId(`member-remove:${ada.name}`)).toHaveCount(0);
  await snap(bobPage, 'members-as-editor');
  await bobPage.getByTestId('members-close').click();
  await bobPage.getByTestId('menu-item:organization').click();
  await expect(bobPage.getByTestId('org-form-name')).toHaveValue(firstOrg.name);
  await expect(bobPage.getByTestId('org-read-only')).toBeVisible();
  await expect(bobPage.getByTestId('org-edit')).toHaveCount(0);
  await snap(bobPage, 'org-as-editor');

  // The used link now says so.
  await bobPage.goto(invitationPath);
  await expect(bobPage.getByTestId('invitation-invalid')).toHaveAttribute('data-status', 'accepted');
  await snap(bobPage, 'invitation-used');

  // Ada sees Bob in the team with his role.
  await page.getByTestId('team-members:Design').click();
  await expect(page.getByTestId(`member:${bob.name}`)).toHaveAttribute('data-role', 'editor');
  await expect(page.getByTestId(`invitation:${bob.email}`)).toHaveCount(0);
  await snap(page, 'members-after-join');

  // Managers change roles and revoke pending invitations; the owner has no remove button.
  await expect(page.getByTestId(`member-remove:${ada.name}`)).toHaveCount(0);
  await page.getByTestId(`member-role:${bob.name}`).selectOption('publisher');
  await expectToast(page, 'Role updated');
  await expect(page.getByTestId(`member:${bob.name}`)).toHaveAttribute('data-role', 'publisher');
  await page.getByTestId('invite-email').fill(carol);
  await page.getByTestId('invite-submit').click();
  await expectToast(page, 'Invitation sent to the email provided');
  await page.getByTestId('team-members:Design').click();
  await expect(page.getByTestId(`invitation:${carol}`)).toContainText('Viewer');
  await page.getByTestId(`invitation-revoke:${carol}`).click();
  await expectToast(page, 'Invitation revoked');
  await expect(page.getByTestId(`invitation:${carol}`)).toHaveCount(0);
  await page.getByTestId('members-close').click();
  await bobPage.goto('/teams');
  await expect(bobPage.getByTestId('team-card:Design').getByTestId('team-viewer-role')).toHaveText(
    'Publisher',
  );

  // A second organization, from the organization page's header; then switch back to the first.
  await page.getByTestId('menu-item:organization').click();
  await newOrganization(page, secondOrg);
  await expect(page.getByTestId('org-form-name')).toHaveValue(secondOrg.name, { timeout: 10_000 });
  await expectMenu(page, { teams: true, apps: false });
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-switch-org').click();
  const switcher = page.getByTestId('switch-org-dialog');
  await expect(switcher).toBeVisible();
  await expect(page.getByTestId('switch-org-save')).toBeDisabled();
  await switcher.getByText(firstOrg.name).click();
  await snap(page, 'switch-org');
  await page.getByTestId('switch-org-save').click();
  await expectToast(page, 'Organization switched. Reloading…');
  await expect(page.getByTestId('org-form-name')).toHaveValue(firstOrg.name, { timeout: 10_000 });
  await expectMenu(page, { teams: true, apps: true });

  // The activity feed, newest first, tells what was done.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-activity').click();
  await expect(page).toHaveURL(/\/activity$/);
  const adaActions = await actionsInFeed(page);
  for (const action of [
    'org.create',
    'org.update',
    'team.create',
    'team.update',
    'team.delete',
    'member.invite',
    'member.join',
    'member.role_change',
    'invitation.revoke',
  ]) {
    expect(adaActions, action).toContain(action);
  }
  expect(adaActions.slice(0, 4)).toEqual([
    'invitation.revoke',
    'member.invite',
    'member.role_change',
    'member.join',
  ]);
  await expect(page.getByTestId('activity-feed')).toContainText(
    `${ada.name} made ${bob.name} Publisher in the team Design`,
  );
  await expect(page.getByTestId('activity-feed')).toContainText(
    `${bob.name} joined the team Design as Editor`,
  );
  await expect(page.getByTestId('activity-feed')).toContainText(`${ada.name} created the team Design`);
  await snap(page, 'activity-owner');

  await bobPage.goto('/activity');
  const bobActions = await actionsInFeed(bobPage);
  expect(bobActions).toContain('member.join');
  expect(bobActions).toContain('team.create');
  await snap(bobPage, 'activity-editor');

  // In Portuguese, the new screens have no English left.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-language').click();
  await page.getByTestId('language-option:pt-BR').click();
  await page.getByTestId('language-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('activity-feed')).toBeVisible();
  await expect(page.getByTestId('activity-feed')).toContainText(
    `${bob.name} entrou no time Design como Editor`,
  );
  await snap(page, 'activity-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);

  await page.goto('/organization');
  await expect(page.getByTestId('org-form')).toBeVisible();
  await page.getByTestId('org-edit').click();
  await snap(page, 'org-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);
  await page.getByTestId('org-new').click();
  await expect(page.getByTestId('org-dialog')).toBeVisible();
  await expect(page.getByTestId('org-dialog')).toContainText('de 5 a 10 caracteres');
  expect(await englishLeftOn(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/teams');
  await expect(page.getByTestId('team-card:Design')).toBeVisible();
  await expect(page.getByTestId('team-card:Design')).toContainText('2 membros');
  await snap(page, 'teams-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);
  await page.getByTestId('team-members:Design').click();
  await expect(page.getByTestId('members-dialog')).toBeVisible();
  await snap(page, 'members-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);
  // Removing a member asks first, in Portuguese too.
  await page.getByTestId(`member-remove:${bob.name}`).click();
  await expect(page.getByTestId('member-remove')).toBeVisible();
  await snap(page, 'member-remove-pt-BR');
  expect(await englishLeftOn(page)).toEqual([]);
  await page.getByTestId('member-remove-confirm').click();
  await expectToast(page, 'Membro removido do time');
  await expect(page.getByTestId(`member:${bob.name}`)).toHaveCount(0);
  await page.getByTestId('members-close').click();
  await expect(page.getByTestId('team-card:Design')).toContainText('1 membro');
  await page.getByTestId('team-search').fill('nada disso');
  await expect(page.getByTestId('teams-no-results')).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);

  await bobPage.context().close();
});
