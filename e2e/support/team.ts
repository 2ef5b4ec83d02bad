import { expect, type Page } from '@playwright/test';
import { gql, signUpAndSignIn } from './api.ts';
import { readLinkFromOutbox } from './outbox.ts';

/**
 * A second person joins the owner's team with `role`, through the API (invitation, sign-up, e-mail
 * confirmation, acceptance), and works in the owner's organization: set-up, not what a test proves.
 */
export async function joinTeam(
  owner: Page,
  member: Page,
  input: {
    orgId: string;
    teamId: string;
    role: 'viewer' | 'editor' | 'manager';
    name: string;
    email: string;
  },
): Promise<string> {
  await gql(
    owner,
    'mutation ($t: ID!, $e: String!, $r: String!) { inviteTeamMember(teamId: $t, email: $e, role: $r) { type } }',
    {
      t: input.teamId,
      e: input.email,
      r: input.role,
    },
  );
  const invitation = await readLinkFromOutbox(input.email, '/invitations/');
  await signUpAndSignIn(member, { name: input.name, email: input.email, password: `${input.name}-pw-2026!` });
  const confirm = await readLinkFromOutbox(input.email, '/email/confirm/');
  const confirmed = await member.request.post('/email-confirmation', {
    data: { token: new URL(confirm).pathname.split('/').pop() },
  });
  expect(confirmed.status()).toBe(200);
  await gql(member, 'mutation ($t: String!) { acceptInvitation(token: $t) { id } }', {
    t: new URL(invitation).pathname.split('/').pop(),
  });
  const switched = await member.request.put(`/users/current-org/${input.orgId}`);
  expect(switched.status()).toBe(200);
  const { me } = await gql<{ me: { id: string } }>(member, '{ me { id } }');
  return me.id;
}
