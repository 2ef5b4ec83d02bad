import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, apps, invitations, orgs, teamMembers, teams, users } from '../src/db/schema.ts';
import { hashToken } from '../src/lib/tokens.ts';
import {
  createTestApp,
  gql,
  outboxFiles,
  type SignedInUser,
  send,
  signUpAndIn,
  type TestApp,
} from './helpers.ts';
import {
  ACCEPT,
  ACTIVITIES,
  addMember,
  CHANGE_ROLE,
  CREATE_ORG,
  CREATE_TEAM,
  createOrg,
  createTeam,
  DELETE_TEAM,
  expectError,
  INVITE,
  invite,
  type OrgInfo,
  ok,
  ownerWithTeam,
  REMOVE_MEMBER,
  REVOKE,
  statusOf,
  type TeamInfo,
  UPDATE_ORG,
  UPDATE_TEAM,
  uniqueAlias,
} from './org-helpers.ts';

interface ActivityNode {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  entityName: string | null;
  teamId: string | null;
  appId: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
  actor: { id: string; username: string; email: string } | null;
}

interface ActivityPage {
  edges: Array<{ cursor: string; node: ActivityNode }>;
  pageInfo: {
    hasPreviousPage: boolean;
    hasNextPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

describe('activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function rowsOf(orgId: string) {
    return db().select().from(activities).where(eq(activities.orgId, orgId));
  }

  /** Runs `act` and returns the activity rows it added to the organization. */
  async function added(orgId: string, act: () => Promise<unknown>) {
    const before = new Set((await rowsOf(orgId)).map((row) => row.id));
    await act();
    return (await rowsOf(orgId)).filter((row) => !before.has(row.id));
  }

  async function feed(user: SignedInUser, variables: Record<string, unknown> = {}): Promise<ActivityPage> {
    return ok(await gql(t, ACTIVITIES, variables, user.token), 'activities').activities as ActivityPage;
  }

  async function allOf(user: SignedInUser, variables: Record<string, unknown> = {}): Promise<ActivityNode[]> {
    const nodes: ActivityNode[] = [];
    let after: string | null = null;
    for (let i = 0; i < 100; i++) {
      const page: ActivityPage = await feed(user, { ...variables, first: 100, after });
      nodes.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) return nodes;
      after = page.pageInfo.endCursor;
    }
    throw new Error('too many pages');
  }

  describe('every mutation writes exactly one record, with what it did', () => {
    let owner: SignedInUser;
    let org: OrgInfo;
    let team: TeamInfo;
    let invitee: SignedInUser;
    let invitationId: string;
    let token: string;

    it('createOrg: org.create, organization-wide', async () => {
      owner = await signUpAndIn(t, 'actowner');
      const alias = uniqueAlias();
      const answer = await gql(
        t,
        CREATE_ORG,
        { name: 'Activity Org', description: 'Recorded', alias },
        owner.token,
      );
      org = ok(answer).createOrg as OrgInfo;
      const rows = await rowsOf(org.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'org.create',
        entityType: 'org',
        entityId: org.id,
        entityName: 'Activity Org',
        teamId: null,
        appId: null,
        actorId: owner.id,
      });
    });

    it('updateOrg: org.update with the changed fields', async () => {
      const rows = await added(org.id, async () =>
        ok(
          await gql(
            t,
            UPDATE_ORG,
            { id: org.id, org: { name: 'Activity Org 2', description: 'Recorded', alias: org.alias } },
            owner.token,
          ),
        ),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'org.update',
        entityType: 'org',
        entityId: org.id,
        entityName: 'Activity Org 2',
        teamId: null,
        actorId: owner.id,
        details: { changed: ['name'] },
      });
    });

    it('createTeam, updateTeam: team.create, team.update', async () => {
      let rows = await added(org.id, async () => {
        team = await createTeam(t, owner, 'Recorded Team');
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'team.create',
        entityType: 'team',
        entityId: team.id,
        entityName: 'Recorded Team',
        teamId: team.id,
        actorId: owner.id,
      });
      rows = await added(org.id, async () =>
        ok(await gql(t, UPDATE_TEAM, { id: team.id, name: 'Renamed Team', description: 'New' }, owner.token)),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'team.update',
        entityId: team.id,
        entityName: 'Renamed Team',
        teamId: team.id,
        details: { changed: ['name', 'description'], previousName: 'Recorded Team' },
      });
    });

    it('inviteTeamMember: member.invite on success only', async () => {
      invitee = await signUpAndIn(t, 'actinvitee');
      const rows = await added(org.id, async () => {
        token = (await invite(t, owner, team.id, invitee.email, 'editor')).token;
      });
      const [invitation] = await db().select().from(invitations).where(eq(invitations.email, invitee.email));
      invitationId = invitation!.id;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'member.invite',
        entityType: 'invitation',
        entityId: invitationId,
        entityName: invitee.email,
        teamId: team.id,
        actorId: owner.id,
        details: { email: invitee.email, role: 'editor', teamName: 'Renamed Team' },
      });
      // Inviting the owner (a member) is an error result: nothing recorded.
      const none = await added(org.id, async () => {
        const answer = await gql(
          t,
          INVITE,
          { teamId: team.id, email: owner.email, role: 'viewer' },
          owner.token,
        );
        expect(ok(answer).inviteTeamMember).toMatchObject({ type: 'error' });
      });
      expect(none).toEqual([]);
    });

    it('acceptInvitation: member.join by the new member', async () => {
      const rows = await added(org.id, async () => ok(await gql(t, ACCEPT, { token }, invitee.token)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'member.join',
        entityType: 'member',
        entityId: invitee.id,
        entityName: 'actinvitee person',
        teamId: team.id,
        actorId: invitee.id,
        details: { role: 'editor', invitedRole: 'editor', invitationId },
      });
    });

    it('revokeInvitation: invitation.revoke', async () => {
      const { token: other } = await invite(
        t,
        owner,
        team.id,
        `revoke-${randomUUID().slice(0, 6)}@example.com`,
        'viewer',
      );
      const [row] = await db()
        .select()
        .from(invitations)
        .where(eq(invitations.tokenHash, hashToken(other)));
      const rows = await added(org.id, async () => ok(await gql(t, REVOKE, { id: row!.id }, owner.token)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'invitation.revoke',
        entityType: 'invitation',
        entityId: row!.id,
        entityName: row!.email,
        teamId: team.id,
      });
    });

    it('updateTeamMemberRole and removeTeamMember: member.role_change, member.remove', async () => {
      let rows = await added(org.id, async () =>
        ok(
          await gql(t, CHANGE_ROLE, { teamId: team.id, userId: invitee.id, role: 'developer' }, owner.token),
        ),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'member.role_change',
        entityType: 'member',
        entityId: invitee.id,
        entityName: 'actinvitee person',
        teamId: team.id,
        details: { from: 'editor', to: 'developer', teamName: 'Renamed Team' },
      });
      rows = await added(org.id, async () =>
        ok(await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: invitee.id }, owner.token)),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'member.remove', entityId: invitee.id, teamId: team.id });
    });

    it('deleteTeam: team.delete, kept after the team is gone', async () => {
      const rows = await added(org.id, async () =>
        ok(await gql(t, DELETE_TEAM, { id: team.id }, owner.token)),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'team.delete',
        entityId: team.id,
        entityName: 'Renamed Team',
        teamId: team.id,
      });
      const feedActions = (await allOf(owner)).map((node) => node.action);
      expect(feedActions).toEqual(
        expect.arrayContaining([
          'org.create',
          'org.update',
          'team.create',
          'team.update',
          'member.invite',
          'member.join',
          'invitation.revoke',
          'member.role_change',
          'member.remove',
          'team.delete',
        ]),
      );
    });

    it('failed mutations write nothing', async () => {
      const stranger = await signUpAndIn(t, 'actstranger');
      const kept = await createTeam(t, owner, 'Kept Team');
      await db().insert(apps).values({
        id: randomUUID(),
        orgId: org.id,
        teamId: kept.id,
        name: 'App',
        alias: 'keptapp',
        description: 'Keeps the team',
      });
      const rows = await added(org.id, async () => {
        const failures = [
          await gql(
            t,
            UPDATE_ORG,
            { id: org.id, org: { name: 'x', description: 'Recorded', alias: org.alias } },
            owner.token,
          ),
          await gql(
            t,
            UPDATE_ORG,
            { id: org.id, org: { name: 'Taken', description: 'Recorded', alias: org.alias } },
            stranger.token,
          ),
          await gql(t, CREATE_TEAM, { name: 'Kept Team', description: 'Duplicate' }, owner.token),
          await gql(t, UPDATE_TEAM, { id: kept.id, name: 'no', description: 'Too short' }, owner.token),
          await gql(t, DELETE_TEAM, { id: kept.id }, owner.token),
          await gql(t, INVITE, { teamId: kept.id, email: 'bad-email', role: 'viewer' }, owner.token),
          await gql(t, INVITE, { teamId: kept.id, email: 'fine@example.com', role: 'emperor' }, owner.token),
          await gql(t, ACCEPT, { token }, invitee.token),
          await gql(t, REVOKE, { id: invitationId }, owner.token),
          await gql(t, CHANGE_ROLE, { teamId: kept.id, userId: stranger.id, role: 'viewer' }, owner.token),
          await gql(t, REMOVE_MEMBER, { teamId: kept.id, userId: owner.id }, owner.token),
        ];
        for (const failure of failures) {
          const status = statusOf(failure);
          expect(status, JSON.stringify(failure)).toBeGreaterThanOrEqual(400);
          expect(status).toBeLessThan(500);
        }
      });
      expect(rows).toEqual([]);
      const before = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(eq(activities.actorId, stranger.id));
      expectError(
        await gql(t, CREATE_ORG, { name: 'Clash', description: 'Clash', alias: org.alias }, stranger.token),
        409,
      );
      expect(
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(activities)
          .where(eq(activities.actorId, stranger.id)),
      ).toEqual(before);
    });
  });

  describe('the record and the change commit together', () => {
    const MARK = 'reject-activity';

    beforeAll(async () => {
      // A trigger that refuses marked activity records: the mutation must then leave no change behind.
      await db().execute(
        sql.raw(`
        create or replace function test_reject_marked_activity() returns trigger language plpgsql as $$
        begin
          if coalesce(new.entity_name, '') like '${MARK}%' or coalesce(new.details->>'email', '') like '${MARK}%'
            or coalesce(new.details->>'previousName', '') like '${MARK}%' then
            raise exception 'activity refused by the test trigger';
          end if;
          return new;
        end $$`),
      );
      await db().execute(sql.raw('drop trigger if exists test_reject_marked_activity on activities'));
      await db().execute(
        sql.raw(`create trigger test_reject_marked_activity before insert on activities
          for each row execute function test_reject_marked_activity()`),
      );
    });

    afterAll(async () => {
      await db().execute(sql.raw('drop trigger if exists test_reject_marked_activity on activities'));
    });

    function expectFailed(answer: Awaited<ReturnType<typeof gql>>) {
      expect(answer.errors?.length, JSON.stringify(answer)).toBe(1);
      for (const value of Object.values(answer.data ?? {})) expect(value ?? null).toBeNull();
    }

    it('when the record cannot be written, no mutation leaves its change behind', async () => {
      const { owner, org, team } = await ownerWithTeam(t, 'txowner', { org: 'Tx Org', team: 'Tx Team' });
      const marked = await signUpAndIn(t, MARK);
      const snapshot = async () => ({
        orgs: await db().select().from(orgs).where(eq(orgs.ownerId, owner.id)),
        teams: await db().select().from(teams).where(eq(teams.orgId, org.id)),
        members: await db().select().from(teamMembers).where(eq(teamMembers.teamId, team.id)),
        invitations: await db().select().from(invitations).where(eq(invitations.orgId, org.id)),
        activities: await rowsOf(org.id),
        owner: await db().select().from(users).where(eq(users.id, owner.id)),
        marked: await db().select().from(users).where(eq(users.id, marked.id)),
      });

      // Set-up written directly: a marked team, a marked member, pending invitations.
      const markedTeamId = randomUUID();
      await db()
        .insert(teams)
        .values({
          id: markedTeamId,
          orgId: org.id,
          name: `${MARK} team`,
          description: 'x',
          ownerId: owner.id,
        });
      await addMember(t, org.id, team.id, marked, 'viewer');
      const pendingToken = 'p'.repeat(43);
      const pendingId = randomUUID();
      await db()
        .insert(invitations)
        .values({
          id: pendingId,
          orgId: org.id,
          teamId: team.id,
          email: `${MARK}-pending@example.com`,
          role: 'viewer',
          tokenHash: hashToken(pendingToken),
          invitedBy: owner.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      const markedInvitee = await signUpAndIn(t, MARK);
      const joinToken = 'j'.repeat(43);
      await db()
        .insert(invitations)
        .values({
          id: randomUUID(),
          orgId: org.id,
          teamId: team.id,
          email: markedInvitee.email,
          role: 'editor',
          tokenHash: hashToken(joinToken),
          invitedBy: owner.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      const before = await snapshot();

      const otherOwner = await signUpAndIn(t, 'txother');
      // The sign-up's own confirmation mail is set-up: count from here.
      const mailsBefore = outboxFiles(t).length;
      const otherBefore = await db().select().from(users).where(eq(users.id, otherOwner.id));
      const alias = uniqueAlias();
      expectFailed(
        await gql(
          t,
          CREATE_ORG,
          { name: `${MARK} org`, description: 'x'.repeat(5), alias },
          otherOwner.token,
        ),
      );
      expect(await db().select().from(orgs).where(eq(orgs.alias, alias))).toEqual([]);
      expect(await db().select().from(users).where(eq(users.id, otherOwner.id))).toEqual(otherBefore);

      const attempts = [
        gql(
          t,
          UPDATE_ORG,
          { id: org.id, org: { name: `${MARK} org`, description: 'Changed', alias: org.alias } },
          owner.token,
        ),
        gql(t, CREATE_TEAM, { name: `${MARK} new`, description: 'Never' }, owner.token),
        gql(t, UPDATE_TEAM, { id: team.id, name: `${MARK} renamed`, description: 'Never' }, owner.token),
        gql(t, DELETE_TEAM, { id: markedTeamId }, owner.token),
        gql(
          t,
          INVITE,
          { teamId: team.id, email: `${MARK}-pending@example.com`, role: 'editor' },
          owner.token,
        ),
        gql(t, ACCEPT, { token: joinToken }, markedInvitee.token),
        gql(t, REVOKE, { id: pendingId }, owner.token),
        gql(t, CHANGE_ROLE, { teamId: team.id, userId: marked.id, role: 'admin' }, owner.token),
        gql(t, REMOVE_MEMBER, { teamId: team.id, userId: marked.id }, owner.token),
      ];
      for (const attempt of attempts) expectFailed(await attempt);
      // updateTeam renames: the previous name is checked; rename the marked team so its activity is refused.
      expectFailed(
        await gql(t, UPDATE_TEAM, { id: markedTeamId, name: 'Unmarked', description: 'Never' }, owner.token),
      );

      const after = await snapshot();
      expect(after.teams.find((row) => row.id === markedTeamId)).toBeTruthy();
      expect(after).toEqual(before);
      expect(outboxFiles(t).length).toBe(mailsBefore);
    });
  });

  describe('the feed', () => {
    let owner: SignedInUser;
    let memberA: SignedInUser;
    let adminB: SignedInUser;
    let org: OrgInfo;
    let teamA: TeamInfo;
    let teamB: TeamInfo;
    let appA: string;
    let appB: string;

    beforeAll(async () => {
      owner = await signUpAndIn(t, 'feedowner');
      memberA = await signUpAndIn(t, 'feedmembera');
      adminB = await signUpAndIn(t, 'feedadminb');
      org = await createOrg(t, owner, { name: 'Feed Org' });
      teamA = await createTeam(t, owner, 'Feed Team A');
      teamB = await createTeam(t, owner, 'Feed Team B');
      await addMember(t, org.id, teamA.id, memberA, 'publisher');
      await addMember(t, org.id, teamB.id, adminB, 'admin');
      for (const user of [memberA, adminB])
        await send(t, 'PUT', `/users/current-org/${org.id}`, { token: user.token });
      await invite(t, owner, teamA.id, `feed-a-${randomUUID().slice(0, 6)}@example.com`, 'viewer');
      await invite(t, adminB, teamB.id, `feed-b-${randomUUID().slice(0, 6)}@example.com`, 'viewer');
      ok(
        await gql(
          t,
          UPDATE_TEAM,
          { id: teamB.id, name: 'Feed Team B2', description: 'Team B' },
          adminB.token,
        ),
      );
      ok(
        await gql(t, UPDATE_TEAM, { id: teamA.id, name: 'Feed Team A2', description: 'Team A' }, owner.token),
      );
      // Two apps and records about them, as the apps issue will write them.
      appA = randomUUID();
      appB = randomUUID();
      await db()
        .insert(apps)
        .values([
          { id: appA, orgId: org.id, teamId: teamA.id, name: 'App A', alias: 'feedappa', description: 'A' },
          { id: appB, orgId: org.id, teamId: teamB.id, name: 'App B', alias: 'feedappb', description: 'B' },
        ]);
      const base = Date.now();
      await db()
        .insert(activities)
        .values(
          [appA, appB, appA].map((appId, i) => ({
            id: randomUUID(),
            orgId: org.id,
            teamId: appId === appA ? teamA.id : teamB.id,
            appId,
            actorId: owner.id,
            action: 'app.update',
            entityType: 'app',
            entityId: appId,
            entityName: appId === appA ? 'App A' : 'App B',
            createdAt: new Date(base + i),
          })),
        );
    });

    it('the owner sees every record of the organization, newest first, each with its actor', async () => {
      const nodes = await allOf(owner);
      const rows = await rowsOf(org.id);
      expect(nodes).toHaveLength(rows.length);
      const expected = [...rows]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((row) => row.id);
      expect(nodes.map((node) => node.id)).toEqual(expected);
      const join = nodes.find((node) => node.action === 'team.create');
      expect(join?.actor).toEqual({ id: owner.id, username: 'feedowner person', email: owner.email });
    });

    it("a member sees organization-wide records and their team's, not another team's nor its invitations", async () => {
      const nodes = await allOf(memberA);
      const teamsSeen = new Set(nodes.map((node) => node.teamId));
      expect([...teamsSeen].sort()).toEqual([null, teamA.id].sort());
      expect(nodes.map((node) => node.action)).toEqual(
        expect.arrayContaining(['org.create', 'team.create', 'team.update']),
      );
      // A publisher may not invite: invitation records of their team stay hidden.
      expect(nodes.map((node) => node.action)).not.toContain('member.invite');
      expect(JSON.stringify(nodes)).not.toContain('Feed Team B');
      expect(JSON.stringify(nodes)).not.toContain('feed-b-');

      const adminNodes = await allOf(adminB);
      expect(new Set(adminNodes.map((node) => node.teamId))).toEqual(new Set([null, teamB.id]));
      expect(adminNodes.filter((node) => node.action === 'member.invite')).toHaveLength(1);
      expect(JSON.stringify(adminNodes)).not.toContain('Feed Team A');
    });

    it('appId narrows to one app the viewer may see; another team’s app is 404', async () => {
      const owned = await allOf(owner, { appId: appA });
      expect(owned.map((node) => [node.appId, node.entityName])).toEqual([
        [appA, 'App A'],
        [appA, 'App A'],
      ]);
      expect((await allOf(memberA, { appId: appA })).length).toBe(2);
      expect((await allOf(adminB, { appId: appB })).map((node) => node.appId)).toEqual([appB]);
      for (const [user, appId] of [
        [memberA, appB],
        [adminB, appA],
        [owner, randomUUID()],
        [owner, 'not-a-uuid'],
      ] as const) {
        const answer = await gql(t, ACTIVITIES, { appId }, user.token);
        expectError(answer, 404, 'app not found', `${appId}`);
        expect(JSON.stringify(answer)).not.toContain('App ');
      }
    });

    it('pages with first and after, without repeats or gaps', async () => {
      const all = (await allOf(owner)).map((node) => node.id);
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const page: ActivityPage = await feed(owner, { first: 2, after });
        pages++;
        expect(page.edges.length).toBeLessThanOrEqual(2);
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        seen.push(...page.edges.map((edge) => edge.node.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(seen).toEqual(all);
      expect(pages).toBe(Math.ceil(all.length / 2));
      const defaults = await feed(owner);
      expect(defaults.edges.length).toBe(Math.min(all.length, 50));
    });

    it('400 for bad page sizes and cursors, empty without an organization, 401 signed out', async () => {
      for (const first of [0, -3, 101])
        expectError(await gql(t, ACTIVITIES, { first }, owner.token), 400, /first/);
      const badDate = Buffer.from(JSON.stringify(['not a date', randomUUID()])).toString('base64url');
      for (const after of ['%%%', badDate, 'eyJhIjoxfQ']) {
        expectError(await gql(t, ACTIVITIES, { after }, owner.token), 400, /after/);
      }
      const lonely = await signUpAndIn(t, 'feedlonely');
      expect((await feed(lonely)).edges).toEqual([]);
      expectError(await gql(t, ACTIVITIES, { appId: appA }, lonely.token), 404);
      expectError(await gql(t, ACTIVITIES, {}), 401);
    });

    it('a member removed from a team no longer sees its records', async () => {
      ok(await gql(t, REMOVE_MEMBER, { teamId: teamA.id, userId: memberA.id }, owner.token));
      const nodes = await allOf(memberA);
      expect(nodes.every((node) => node.teamId === null)).toBe(true);
      expect(nodes.length).toBeGreaterThan(0);
      const [row] = await db()
        .select()
        .from(activities)
        .where(and(eq(activities.orgId, org.id), eq(activities.action, 'member.remove')));
      expect(row?.entityId).toBe(memberA.id);
    });
  });
});
