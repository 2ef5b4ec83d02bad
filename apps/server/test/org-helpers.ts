import { randomUUID } from 'node:crypto';
import type { Role } from '@tessera/shared';
import { expect } from 'vitest';
import { orgMembers, teamMembers } from '../src/db/schema.ts';
import {
  type GraphQLAnswer,
  gql,
  outboxFiles,
  type ParsedMail,
  readOutboxMail,
  type SignedInUser,
  signUpAndIn,
  type TestApp,
} from './helpers.ts';

/** A valid organization alias no other test file uses (test files share one database on PostgreSQL). */
export function uniqueAlias(prefix = 'o'): string {
  return `${prefix}${randomUUID()
    .replace(/-/g, '')
    .slice(0, 9 - prefix.length)}`.toLowerCase();
}

export const CREATE_ORG = `mutation ($name: String!, $description: String!, $alias: String!) {
  createOrg(name: $name, description: $description, alias: $alias) { id name description alias owner { id } abilities }
}`;
export const UPDATE_ORG = `mutation ($id: ID!, $org: OrgInput!) {
  updateOrg(id: $id, org: $org) { id name description alias }
}`;
export const CREATE_TEAM = `mutation ($name: String!, $description: String!) {
  createTeam(name: $name, description: $description) { id name description viewerRole abilities memberCount }
}`;
export const UPDATE_TEAM = `mutation ($id: ID!, $name: String!, $description: String!) {
  updateTeam(id: $id, name: $name, description: $description) { id name description }
}`;
export const DELETE_TEAM = 'mutation ($id: ID!) { deleteTeam(id: $id) }';
export const TEAM = `query ($id: ID!) {
  team(id: $id) {
    id name description memberCount viewerRole abilities
    org { id name alias }
    owner { id username email }
    users { id username email role isOrgOwner }
    invitations { id teamId email role expiresAt invitedBy { id } }
  }
}`;
export const TEAMS = `query ($first: Int, $after: String) {
  teams(first: $first, after: $after) {
    edges { cursor node { id name memberCount viewerRole users { id role } } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;
export const INVITE = `mutation ($teamId: ID!, $email: String!, $role: String!) {
  inviteTeamMember(teamId: $teamId, email: $email, role: $role) { type message }
}`;
export const INVITATION = `query ($token: String!) {
  invitation(token: $token) { email role teamName orgName status }
}`;
export const ACCEPT = `mutation ($token: String!) {
  acceptInvitation(token: $token) { id name viewerRole org { id } }
}`;
export const REVOKE = 'mutation ($id: ID!) { revokeInvitation(id: $id) }';
export const CHANGE_ROLE = `mutation ($teamId: ID!, $userId: ID!, $role: String!) {
  updateTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) { id username email role isOrgOwner }
}`;
export const REMOVE_MEMBER =
  'mutation ($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) }';
export const ACTIVITIES = `query ($first: Int, $after: String, $appId: ID) {
  activities(first: $first, after: $after, appId: $appId) {
    edges { cursor node { id action entityType entityId entityName teamId appId details createdAt actor { id username email } } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;

export function statusOf(answer: GraphQLAnswer): number | undefined {
  return answer.errors?.[0]?.extensions?.status_code;
}

/** The answer has no error; returns its data. */
export function ok(answer: GraphQLAnswer, label = 'operation'): Record<string, unknown> {
  expect(answer.errors, `${label}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
  return answer.data ?? {};
}

/** One error with this status (and a message), and no data for the operation. */
export function expectError(answer: GraphQLAnswer, status: number, message?: string | RegExp, label = '') {
  expect(statusOf(answer), `${label} ${JSON.stringify(answer.errors)}`).toBe(status);
  expect(answer.errors?.[0]?.message, label).toBeTruthy();
  if (typeof message === 'string') expect(answer.errors?.[0]?.message, label).toBe(message);
  else if (message) expect(answer.errors?.[0]?.message, label).toMatch(message);
  for (const value of Object.values(answer.data ?? {})) expect(value ?? null, label).toBeNull();
}

export interface OrgInfo {
  id: string;
  name: string;
  alias: string;
}

export async function createOrg(
  t: TestApp,
  owner: SignedInUser,
  fields: Partial<{ name: string; description: string; alias: string; locale: string }> = {},
): Promise<OrgInfo> {
  const variables = {
    name: fields.name ?? `Org ${randomUUID().slice(0, 6)}`,
    description: fields.description ?? 'An organization for tests',
    alias: fields.alias ?? uniqueAlias(),
  };
  const headers: Record<string, string> = fields.locale ? { 'x-locale': fields.locale } : {};
  const data = ok(await gql(t, CREATE_ORG, variables, owner.token, headers), 'createOrg');
  return data.createOrg as OrgInfo;
}

export interface TeamInfo {
  id: string;
  name: string;
}

/** Creates a team in the user's current organization. */
export async function createTeam(t: TestApp, user: SignedInUser, name?: string): Promise<TeamInfo> {
  const data = ok(
    await gql(
      t,
      CREATE_TEAM,
      { name: name ?? `Team ${randomUUID().slice(0, 6)}`, description: 'A team for tests' },
      user.token,
    ),
    'createTeam',
  );
  return data.createTeam as TeamInfo;
}

export interface OwnerWithTeam {
  owner: SignedInUser;
  org: OrgInfo;
  team: TeamInfo;
}

/** A new user, signed in, who creates an organization (their current one) and a team in it. */
export async function ownerWithTeam(
  t: TestApp,
  label: string,
  names: { org?: string; team?: string } = {},
): Promise<OwnerWithTeam> {
  const owner = await signUpAndIn(t, label);
  const org = await createOrg(t, owner, { name: names.org });
  const team = await createTeam(t, owner, names.team);
  return { owner, org, team };
}

/** Puts a user in a team (and its organization) directly in the database: set-up, not the flow under test. */
export async function addMember(t: TestApp, orgId: string, teamId: string, user: SignedInUser, role: Role) {
  await t.database.db.insert(orgMembers).values({ orgId, userId: user.id }).onConflictDoNothing();
  await t.database.db.insert(teamMembers).values({ teamId, userId: user.id, role });
}

/** The token in a mail's `/invitations/{token}` link. */
export function invitationTokenIn(mail: ParsedMail): string | undefined {
  return /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
}

/** Invites through the API and returns the e-mailed token (and the mail). */
export async function invite(
  t: TestApp,
  admin: SignedInUser,
  teamId: string,
  email: string,
  role: string,
  headers: Record<string, string> = {},
): Promise<{ token: string; mail: ParsedMail }> {
  const before = new Set(outboxFiles(t));
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    cookies: { auth_token: admin.token },
    payload: JSON.stringify({ query: INVITE, variables: { teamId, email, role } }),
  });
  const body = response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data.inviteTeamMember).toEqual({
    type: 'success',
    message: 'Invitation sent to the email provided',
  });
  const mails = outboxFiles(t)
    .filter((file) => !before.has(file))
    .map((file) => readOutboxMail(t, file))
    .filter((mail) => mail.to.includes(email.trim().toLowerCase()));
  expect(mails).toHaveLength(1);
  const token = invitationTokenIn(mails[0]!);
  expect(token).toBeTruthy();
  return { token: token!, mail: mails[0]! };
}

/** A new user signed in, invited to the team with the role, who accepts. */
export async function joinThroughInvitation(
  t: TestApp,
  admin: SignedInUser,
  teamId: string,
  role: string,
  label = 'joiner',
): Promise<SignedInUser> {
  const user = await signUpAndIn(t, label);
  const { token } = await invite(t, admin, teamId, user.email, role);
  ok(await gql(t, ACCEPT, { token }, user.token), 'acceptInvitation');
  return user;
}
