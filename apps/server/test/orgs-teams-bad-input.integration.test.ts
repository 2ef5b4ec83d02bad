import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, invitations, orgMembers, orgs, teamMembers, teams, users } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import {
  type BadInputOperation,
  expect4xx,
  expectBadIdsNotFound,
  itRefusesBadValues,
  LONG,
  sortedState,
} from './bad-input-helpers.ts';
import { createTestApp, gql, outboxFiles, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import {
  ACCEPT,
  ACTIVITIES,
  addMember,
  CHANGE_ROLE,
  CREATE_ORG,
  CREATE_TEAM,
  DELETE_TEAM,
  INVITATION,
  INVITE,
  invite,
  type OrgInfo,
  ownerWithTeam,
  REMOVE_MEMBER,
  REVOKE,
  TEAM,
  TEAMS,
  type TeamInfo,
  UPDATE_ORG,
  UPDATE_TEAM,
  uniqueAlias,
} from './org-helpers.ts';

const BAD_EMAILS = [
  'plainaddress',
  '@example.com',
  'user@',
  'user@localhost',
  'user@@example.com',
  'user name@exa mple',
  'a@b.c',
  `${'x'.repeat(95)}@example.com`,
  '',
  '   ',
];

const BAD_ROLES = ['owner', 'root', 'admins', 'view', '', '  ', 'viewer,admin', LONG, 'null'];

describe('bad input to organizations, teams, invitations and activity: 4xx, never 5xx, nothing changed', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let member: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let token: string;
  let invitationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, org, team } = await ownerWithTeam(t, 'badowner', {
      org: 'Bad Input Org',
      team: 'Bad Input Team',
    }));
    member = await signUpAndIn(t, 'badmember');
    await addMember(t, org.id, team.id, member, 'editor');
    ({ token } = await invite(
      t,
      owner,
      team.id,
      `bad-invitee-${randomUUID().slice(0, 6)}@example.com`,
      'viewer',
    ));
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    invitationId = row!.id;
  });
  afterAll(() => t.close());

  /** Everything the operations could touch, for this file's users and organization. */
  async function state() {
    const db = t.database.db;
    const ownedOrgs = await db.select().from(orgs).where(eq(orgs.ownerId, owner.id));
    const orgIds = ownedOrgs.map((row) => row.id);
    const teamRows = await db.select().from(teams).where(inArray(teams.orgId, orgIds));
    return sortedState({
      orgs: ownedOrgs,
      orgMembers: await db.select().from(orgMembers).where(inArray(orgMembers.orgId, orgIds)),
      teams: teamRows,
      teamMembers: await db
        .select()
        .from(teamMembers)
        .where(
          inArray(
            teamMembers.teamId,
            teamRows.map((row) => row.id),
          ),
        ),
      invitations: await db.select().from(invitations).where(inArray(invitations.orgId, orgIds)),
      activities: await db.select().from(activities).where(inArray(activities.orgId, orgIds)),
      users: await db
        .select()
        .from(users)
        .where(inArray(users.id, [owner.id, member.id])),
      mails: outboxFiles(t).length,
    });
  }

  const OPERATIONS: BadInputOperation[] = [
    {
      name: 'createOrg',
      query: CREATE_ORG,
      valid: () => ({ name: 'Valid Org', description: 'Valid description', alias: uniqueAlias() }),
      token: () => member.token,
    },
    {
      name: 'updateOrg',
      query: UPDATE_ORG,
      valid: () => ({
        id: org.id,
        org: { name: 'Bad Input Org', description: 'Same again', alias: org.alias },
      }),
    },
    {
      name: 'createTeam',
      query: CREATE_TEAM,
      valid: () => ({ name: 'Valid Team', description: 'Valid description' }),
    },
    {
      name: 'updateTeam',
      query: UPDATE_TEAM,
      valid: () => ({ id: team.id, name: 'Bad Input Team', description: 'Valid description' }),
    },
    { name: 'deleteTeam', query: DELETE_TEAM, valid: () => ({ id: team.id }) },
    { name: 'team', query: TEAM, valid: () => ({ id: team.id }) },
    { name: 'teams', query: TEAMS, valid: () => ({ first: 10, after: null }) },
    {
      name: 'inviteTeamMember',
      query: INVITE,
      valid: () => ({
        teamId: team.id,
        email: `valid-${randomUUID().slice(0, 6)}@example.com`,
        role: 'viewer',
      }),
    },
    { name: 'invitation', query: INVITATION, valid: () => ({ token }) },
    { name: 'acceptInvitation', query: ACCEPT, valid: () => ({ token }) },
    { name: 'revokeInvitation', query: REVOKE, valid: () => ({ id: invitationId }) },
    {
      name: 'updateTeamMemberRole',
      query: CHANGE_ROLE,
      valid: () => ({ teamId: team.id, userId: member.id, role: 'editor' }),
    },
    { name: 'removeTeamMember', query: REMOVE_MEMBER, valid: () => ({ teamId: team.id, userId: member.id }) },
    { name: 'activities', query: ACTIVITIES, valid: () => ({ first: 10, after: null, appId: null }) },
  ];

  /**
   * Some of these values are valid for an optional argument (a null `after`, 42 as `first`): those cases are
   * read-only queries that may answer, but never with a 5xx, and the state check below still holds.
   */
  const MAY_SUCCEED = new Set([
    'teams: first as a number',
    'teams: first as null',
    'teams: first missing',
    'teams: after missing',
    'teams: after as null',
    'activities: first as a number',
    'activities: first as null',
    'activities: first missing',
    'activities: after missing',
    'activities: after as null',
    'activities: appId missing',
    'activities: appId as null',
  ]);

  itRefusesBadValues(OPERATIONS, () => ({ t, token: owner.token, state }), { maySucceed: MAY_SUCCEED });

  it('ids that are not UUIDs or name nothing: 404, without a query', async () => {
    const before = await state();
    const byId: Array<[string, string, (id: string) => Record<string, unknown>]> = [
      [
        'updateOrg',
        UPDATE_ORG,
        (id) => ({ id, org: { name: 'Nope', description: 'Nope', alias: org.alias } }),
      ],
      ['updateTeam', UPDATE_TEAM, (id) => ({ id, name: 'Nope', description: 'Nope' })],
      ['deleteTeam', DELETE_TEAM, (id) => ({ id })],
      ['team', TEAM, (id) => ({ id })],
      ['inviteTeamMember', INVITE, (id) => ({ teamId: id, email: 'someone@example.com', role: 'viewer' })],
      ['revokeInvitation', REVOKE, (id) => ({ id })],
      [
        'updateTeamMemberRole (team)',
        CHANGE_ROLE,
        (id) => ({ teamId: id, userId: member.id, role: 'viewer' }),
      ],
      ['updateTeamMemberRole (user)', CHANGE_ROLE, (id) => ({ teamId: team.id, userId: id, role: 'viewer' })],
      ['removeTeamMember (team)', REMOVE_MEMBER, (id) => ({ teamId: id, userId: member.id })],
      ['removeTeamMember (user)', REMOVE_MEMBER, (id) => ({ teamId: team.id, userId: id })],
      ['activities (app)', ACTIVITIES, (id) => ({ appId: id })],
    ];
    await expectBadIdsNotFound(t, owner.token, byId);
    expect(await state()).toEqual(before);
  });

  it('over-long and too-short fields: 400 naming the field', async () => {
    const before = await state();
    const fields: Array<[string, string, Record<string, unknown>, string]> = [
      [
        'createOrg name',
        CREATE_ORG,
        { name: 'n'.repeat(51), description: 'Valid', alias: uniqueAlias() },
        'name',
      ],
      [
        'createOrg description',
        CREATE_ORG,
        { name: 'Valid', description: 'd'.repeat(1025), alias: uniqueAlias() },
        'description',
      ],
      [
        'createOrg alias',
        CREATE_ORG,
        { name: 'Valid', description: 'Valid', alias: 'a'.repeat(11) },
        'alias',
      ],
      ['createOrg alias', CREATE_ORG, { name: 'Valid', description: 'Valid', alias: '!!!!!!!' }, 'alias'],
      [
        'updateOrg name',
        UPDATE_ORG,
        { id: org.id, org: { name: LONG, description: 'Valid', alias: org.alias } },
        'name',
      ],
      ['createTeam name', CREATE_TEAM, { name: LONG, description: 'Valid' }, 'name'],
      ['createTeam description', CREATE_TEAM, { name: 'Valid', description: 'dd' }, 'description'],
      ['updateTeam name', UPDATE_TEAM, { id: team.id, name: '  x ', description: 'Valid' }, 'name'],
      [
        'updateTeam description',
        UPDATE_TEAM,
        { id: team.id, name: 'Valid', description: LONG },
        'description',
      ],
    ];
    for (const [label, query, variables, field] of fields) {
      const token = label.startsWith('createOrg') ? member.token : owner.token;
      const message = expect4xx(await gql(t, query, variables, token), label);
      expect(message, label).toMatch(new RegExp(`^${field} `));
    }
    expect(await state()).toEqual(before);
  });

  it('malformed e-mails and wrong roles: 400 naming the field; roles also on role changes', async () => {
    const before = await state();
    for (const email of BAD_EMAILS) {
      const message = expect4xx(
        await gql(t, INVITE, { teamId: team.id, email, role: 'viewer' }, owner.token),
        email,
      );
      expect(message).toMatch(/^email /);
    }
    for (const role of BAD_ROLES) {
      const label = role.slice(0, 20);
      const invited = await gql(
        t,
        INVITE,
        { teamId: team.id, email: 'fine-role@example.com', role },
        owner.token,
      );
      expect(expect4xx(invited, label)).toMatch(/^role /);
      const changed = await gql(t, CHANGE_ROLE, { teamId: team.id, userId: member.id, role }, owner.token);
      expect(expect4xx(changed, label)).toMatch(/^role /);
    }
    expect(await state()).toEqual(before);
  });

  it('tokens: unknown, malformed, expired, revoked and reused ones are 4xx and change nothing', async () => {
    const invitee = await signUpAndIn(t, 'badtokens');
    const { token: used } = await invite(t, owner, team.id, invitee.email, 'viewer');
    expect((await gql(t, ACCEPT, { token: used }, invitee.token)).errors).toBeUndefined();
    const late = await signUpAndIn(t, 'badlate');
    const { token: expired } = await invite(t, owner, team.id, late.email, 'viewer');
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.tokenHash, hashToken(expired)));
    const before = await state();
    for (const bad of ['x'.repeat(43), 'short', '', LONG, "' or 1=1 --", `${used}x`]) {
      expect(expect4xx(await gql(t, INVITATION, { token: bad }), bad.slice(0, 10))).toBe(
        'invitation not found',
      );
      expect(expect4xx(await gql(t, ACCEPT, { token: bad }, invitee.token), bad.slice(0, 10))).toBe(
        'invitation not found',
      );
    }
    expect(expect4xx(await gql(t, ACCEPT, { token: used }, invitee.token), 'reused')).toBe(
      'invitation is invalid or expired',
    );
    expect(expect4xx(await gql(t, ACCEPT, { token: expired }, late.token), 'expired')).toBe(
      'invitation is invalid or expired',
    );
    expect(expect4xx(await gql(t, ACCEPT, { token: expired }, invitee.token), 'expired, other e-mail')).toBe(
      'invitation was sent to another email',
    );
    expect(await state()).toEqual(before);
    const [lateRow] = await t.database.db.select().from(users).where(eq(users.id, late.id));
    expect(lateRow?.currentOrgId).toBeNull();
  });

  it('signed out: 401 for every operation but the invitation preview', async () => {
    const before = await state();
    for (const op of OPERATIONS) {
      const answer = await gql(t, op.query, op.valid());
      if (op.name === 'invitation') {
        expect(answer.errors).toBeUndefined();
        continue;
      }
      expect(expect4xx(answer, op.name)).toBeTruthy();
      expect(answer.errors?.[0]?.extensions?.status_code, op.name).toBe(401);
    }
    expect(await state()).toEqual(before);
  });
});
