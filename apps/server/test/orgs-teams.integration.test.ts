import { createHash, randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS } from '@tessera/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  apps,
  invitations,
  orgMembers,
  orgs,
  teamMembers,
  teams,
  users,
} from '../src/db/schema.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import {
  ACCEPT,
  addMember,
  CHANGE_ROLE,
  CREATE_ORG,
  CREATE_TEAM,
  createOrg,
  createTeam,
  DELETE_TEAM,
  expectError,
  INVITATION,
  INVITE,
  invite,
  joinThroughInvitation,
  type OrgInfo,
  ok,
  ownerWithTeam,
  REMOVE_MEMBER,
  REVOKE,
  statusOf,
  TEAM,
  TEAMS,
  type TeamInfo,
  UPDATE_ORG,
  UPDATE_TEAM,
  uniqueAlias,
} from './org-helpers.ts';

const ME =
  '{ me { id currentOrg { id name alias owner { id } abilities } orgs { id } teams { id name role } } }';

interface MeAnswer {
  id: string;
  currentOrg: { id: string; name: string; alias: string; owner: { id: string }; abilities: string[] } | null;
  orgs: Array<{ id: string }>;
  teams: Array<{ id: string; name: string; role: string }>;
}

describe('organizations, teams and invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function profile(user: SignedInUser): Promise<MeAnswer> {
    return ok(await gql(t, ME, {}, user.token), 'me').me as MeAnswer;
  }

  async function orgRow(id: string) {
    const [row] = await db().select().from(orgs).where(eq(orgs.id, id));
    return row;
  }

  async function teamRow(id: string) {
    const [row] = await db().select().from(teams).where(eq(teams.id, id));
    return row;
  }

  async function roleOf(teamId: string, userId: string) {
    const [row] = await db()
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return row?.role ?? null;
  }

  async function isOrgMember(orgId: string, userId: string) {
    const rows = await db()
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
    return rows.length === 1;
  }

  describe('createOrg', () => {
    it('makes the creator the owner, a member, and the organization their current one', async () => {
      const owner = await signUpAndIn(t, 'founder');
      const alias = uniqueAlias();
      const answer = await gql(
        t,
        CREATE_ORG,
        { name: '  Acme Studio  ', description: ' Builds sites ', alias: alias.toUpperCase() },
        owner.token,
      );
      const org = ok(answer).createOrg as OrgInfo & {
        description: string;
        owner: { id: string };
        abilities: string[];
      };
      expect(org).toMatchObject({
        name: 'Acme Studio',
        description: 'Builds sites',
        alias,
        owner: { id: owner.id },
      });
      expect([...org.abilities].sort()).toEqual([...ALL_PERMISSIONS].sort());
      expect(await isOrgMember(org.id, owner.id)).toBe(true);
      const me = await profile(owner);
      expect(me.currentOrg).toMatchObject({ id: org.id, alias, owner: { id: owner.id } });
      expect(me.orgs).toEqual([{ id: org.id }]);
      // A second organization becomes the current one in turn.
      const second = await createOrg(t, owner);
      expect((await profile(owner)).currentOrg?.id).toBe(second.id);
      expect((await profile(owner)).orgs.map((o) => o.id).sort()).toEqual([org.id, second.id].sort());
    });

    it('keeps only letters and digits of the alias, lower-cased, before the first dash', async () => {
      const owner = await signUpAndIn(t, 'aliaser');
      const base = uniqueAlias('s').slice(0, 8);
      const cases: Array<[string, string]> = [
        [` ${base.toUpperCase().slice(0, 4)}_!.${base.slice(4)} `, base],
        [`${base}-anything-after`, base],
      ];
      for (const [input, expected] of cases) {
        await db().delete(orgs).where(eq(orgs.alias, expected));
        const org = await createOrg(t, owner, { alias: input });
        expect(org.alias, input).toBe(expected);
        expect((await orgRow(org.id))?.alias).toBe(expected);
      }
    });

    it('accepts every field at its bounds and answers 400 naming the field just past them', async () => {
      const owner = await signUpAndIn(t, 'bounds');
      const valid = { name: 'abc', description: 'abc', alias: uniqueAlias().slice(0, 5) };
      ok(await gql(t, CREATE_ORG, valid, owner.token), 'minimum');
      ok(
        await gql(
          t,
          CREATE_ORG,
          { name: 'n'.repeat(50), description: 'd'.repeat(1024), alias: uniqueAlias().padEnd(10, '0') },
          owner.token,
        ),
        'maximum',
      );
      const before = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orgs)
        .where(eq(orgs.ownerId, owner.id));
      const bad: Array<[string, Record<string, string>]> = [
        ['name', { name: 'ab' }],
        ['name', { name: 'n'.repeat(51) }],
        ['name', { name: '   ' }],
        ['description', { description: 'ab' }],
        ['description', { description: 'd'.repeat(1025) }],
        ['alias', { alias: 'abcd' }],
        ['alias', { alias: 'abcdefghijk' }],
        ['alias', { alias: '-----' }],
        ['alias', { alias: 'ab-cdefgh' }],
        ['alias', { alias: 'é%$#@!' }],
      ];
      for (const [field, override] of bad) {
        const answer = await gql(t, CREATE_ORG, { ...valid, alias: uniqueAlias(), ...override }, owner.token);
        expectError(answer, 400, new RegExp(`^${field} `), JSON.stringify(override));
      }
      const after = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orgs)
        .where(eq(orgs.ownerId, owner.id));
      expect(after).toEqual(before);
    });

    it("answers 409 'alias already exists' across the product, whatever the case or punctuation", async () => {
      const first = await signUpAndIn(t, 'firstowner');
      const second = await signUpAndIn(t, 'secondowner');
      const org = await createOrg(t, first);
      for (const alias of [
        org.alias,
        org.alias.toUpperCase(),
        `${org.alias}-x`,
        ` ${org.alias.slice(0, 3)}.${org.alias.slice(3)} `,
      ]) {
        const answer = await gql(
          t,
          CREATE_ORG,
          { name: 'Copy', description: 'Copycat', alias },
          second.token,
        );
        expectError(answer, 409, 'alias already exists', alias);
      }
      expect((await profile(second)).orgs).toEqual([]);
      expect((await profile(second)).currentOrg).toBeNull();
    });

    it('lets exactly one of two racing requests for one alias win', async () => {
      const a = await signUpAndIn(t, 'racera');
      const b = await signUpAndIn(t, 'racerb');
      const alias = uniqueAlias('r');
      const answers = await Promise.all(
        [a, b].map((user) => gql(t, CREATE_ORG, { name: 'Racer', description: 'Racing', alias }, user.token)),
      );
      const statuses = answers.map((answer) => (answer.errors ? statusOf(answer) : 200)).sort();
      expect(statuses).toEqual([200, 409]);
      const rows = await db().select().from(orgs).where(eq(orgs.alias, alias));
      expect(rows).toHaveLength(1);
      const loser = rows[0]!.ownerId === a.id ? b : a;
      expect((await profile(loser)).currentOrg).toBeNull();
      const orgActivities = await db().select().from(activities).where(eq(activities.orgId, rows[0]!.id));
      expect(orgActivities).toHaveLength(1);
    });

    it('answers 401 when signed out', async () => {
      const answer = await gql(t, CREATE_ORG, {
        name: 'Nobody',
        description: 'Nobody',
        alias: uniqueAlias(),
      });
      expectError(answer, 401);
    });
  });

  describe('updateOrg', () => {
    let owner: SignedInUser;
    let admin: SignedInUser;
    let outsider: SignedInUser;
    let org: OrgInfo;
    let other: OrgInfo;

    beforeAll(async () => {
      owner = await signUpAndIn(t, 'uorgowner');
      admin = await signUpAndIn(t, 'uorgadmin');
      outsider = await signUpAndIn(t, 'uorgoutsider');
      other = await createOrg(t, outsider);
      org = await createOrg(t, owner, { name: 'Before' });
      const team = await createTeam(t, owner);
      await addMember(t, org.id, team.id, admin, 'admin');
    });

    const input = (fields: Partial<{ name: string; description: string; alias: string }> = {}) => ({
      name: 'After',
      description: 'Updated description',
      alias: org.alias,
      ...fields,
    });

    it('lets the owner edit every field, keeping or changing the alias', async () => {
      const same = ok(await gql(t, UPDATE_ORG, { id: org.id, org: input() }, owner.token)).updateOrg;
      expect(same).toEqual({
        id: org.id,
        name: 'After',
        description: 'Updated description',
        alias: org.alias,
      });
      const alias = uniqueAlias('u');
      const changed = ok(
        await gql(
          t,
          UPDATE_ORG,
          { id: org.id, org: input({ alias: `${alias.toUpperCase()}-old` }) },
          owner.token,
        ),
      ).updateOrg;
      expect(changed).toMatchObject({ alias });
      org = { ...org, alias, name: 'After' };
      expect((await orgRow(org.id))?.alias).toBe(alias);
    });

    it("answers 409 'alias already exists' for another organization's alias and changes nothing", async () => {
      const before = await orgRow(org.id);
      const answer = await gql(
        t,
        UPDATE_ORG,
        { id: org.id, org: input({ alias: other.alias.toUpperCase() }) },
        owner.token,
      );
      expectError(answer, 409, 'alias already exists');
      expect(await orgRow(org.id)).toEqual(before);
    });

    it("answers 403 'required role' to a member who is not the owner", async () => {
      const before = await orgRow(org.id);
      const answer = await gql(
        t,
        UPDATE_ORG,
        { id: org.id, org: input({ name: 'Taken over' }) },
        admin.token,
      );
      expectError(answer, 403);
      expect(answer.errors?.[0]?.message).toContain('required role');
      expect(await orgRow(org.id)).toEqual(before);
    });

    it('answers 404 to a non-member and for unknown or malformed ids, without the organization', async () => {
      const before = await orgRow(org.id);
      for (const [user, id] of [
        [outsider, org.id],
        [owner, randomUUID()],
        [owner, 'not-a-uuid'],
        [owner, `${org.id}0`],
      ] as const) {
        const answer = await gql(t, UPDATE_ORG, { id, org: input({ name: 'Hijacked' }) }, user.token);
        expectError(answer, 404, 'organization not found', id);
        expect(JSON.stringify(answer)).not.toContain(org.alias);
      }
      expect(await orgRow(org.id)).toEqual(before);
    });

    it('answers 400 naming the field for invalid values, after the role check', async () => {
      const before = await orgRow(org.id);
      for (const [field, fields] of [
        ['name', { name: 'x' }],
        ['description', { description: 'd'.repeat(1025) }],
        ['alias', { alias: 'abc' }],
      ] as const) {
        expectError(
          await gql(t, UPDATE_ORG, { id: org.id, org: input(fields) }, owner.token),
          400,
          new RegExp(`^${field} `),
        );
      }
      // A member without the role learns nothing about the values: the role is checked first.
      expectError(await gql(t, UPDATE_ORG, { id: org.id, org: input({ name: 'x' }) }, admin.token), 403);
      expect(await orgRow(org.id)).toEqual(before);
    });

    it('gives members only the org-wide abilities of their highest role', async () => {
      const dev = await signUpAndIn(t, 'orgdev');
      const viewer = await signUpAndIn(t, 'orgviewer');
      const teamA = await createTeam(t, owner);
      const teamB = await createTeam(t, owner);
      await addMember(t, org.id, teamA.id, dev, 'viewer');
      await addMember(t, org.id, teamB.id, dev, 'developer');
      await addMember(t, org.id, teamA.id, viewer, 'viewer');
      for (const user of [dev, viewer, admin]) {
        await send(t, 'PUT', `/users/current-org/${org.id}`, { token: user.token });
      }
      expect((await profile(dev)).currentOrg).toMatchObject({
        owner: { id: owner.id },
        abilities: ['component.write', 'template.write'],
      });
      expect((await profile(viewer)).currentOrg?.abilities).toEqual([]);
      expect((await profile(admin)).currentOrg?.abilities).toEqual(['component.write', 'template.write']);
    });
  });

  describe('teams', () => {
    let owner: SignedInUser;
    let member: SignedInUser;
    let stranger: SignedInUser;
    let org: OrgInfo;
    let team: TeamInfo;

    beforeAll(async () => {
      owner = await signUpAndIn(t, 'teamowner');
      member = await signUpAndIn(t, 'teammember');
      stranger = await signUpAndIn(t, 'teamstranger');
      org = await createOrg(t, owner);
    });

    it('createTeam: 400 with a clear message while the user has no current organization', async () => {
      const answer = await gql(t, CREATE_TEAM, { name: 'Lonely', description: 'No org' }, stranger.token);
      expectError(answer, 400, /organization/);
    });

    it('createTeam: the owner creates a team in the current organization and becomes its admin', async () => {
      const answer = await gql(
        t,
        CREATE_TEAM,
        { name: '  Design  ', description: ' The design team ' },
        owner.token,
      );
      const created = ok(answer).createTeam as TeamInfo & { viewerRole: string; memberCount: number };
      expect(created).toMatchObject({
        name: 'Design',
        description: 'The design team',
        viewerRole: 'admin',
        memberCount: 1,
      });
      team = created;
      expect(await teamRow(team.id)).toMatchObject({ orgId: org.id, ownerId: owner.id });
      expect(await roleOf(team.id, owner.id)).toBe('admin');
      const read = ok(await gql(t, TEAM, { id: team.id }, owner.token)).team as Record<string, unknown>;
      expect(read).toMatchObject({
        org: { id: org.id },
        owner: { id: owner.id },
        users: [{ id: owner.id, role: 'admin', isOrgOwner: true }],
        invitations: [],
      });
      expect((await profile(owner)).teams).toEqual([{ id: team.id, name: 'Design', role: 'admin' }]);
    });

    it("createTeam: 403 'required role' for a member of the organization who is not its owner", async () => {
      await addMember(t, org.id, team.id, member, 'admin');
      await send(t, 'PUT', `/users/current-org/${org.id}`, { token: member.token });
      const answer = await gql(t, CREATE_TEAM, { name: 'Rogue', description: 'Not allowed' }, member.token);
      expectError(answer, 403, 'required role');
      expect(await db().select().from(teams).where(eq(teams.name, 'Rogue'))).toEqual([]);
    });

    it('createTeam: bounds, and 409 for a name taken in the organization in any case', async () => {
      ok(await gql(t, CREATE_TEAM, { name: 'abc', description: 'abc' }, owner.token));
      ok(await gql(t, CREATE_TEAM, { name: 'N'.repeat(50), description: 'd'.repeat(1024) }, owner.token));
      for (const [field, vars] of [
        ['name', { name: 'ab', description: 'fine' }],
        ['name', { name: 'n'.repeat(51), description: 'fine' }],
        ['description', { name: 'Fine name', description: 'ab' }],
        ['description', { name: 'Fine name', description: 'd'.repeat(1025) }],
      ] as const) {
        expectError(await gql(t, CREATE_TEAM, vars, owner.token), 400, new RegExp(`^${field} `));
      }
      for (const name of ['Design', 'DESIGN', ' design ']) {
        expectError(
          await gql(t, CREATE_TEAM, { name, description: 'Again' }, owner.token),
          409,
          'name already exists',
        );
      }
      // Another organization may use the name.
      const elsewhere = await createOrg(t, stranger);
      expect(elsewhere.id).toBeTruthy();
      const copy = await createTeam(t, stranger, 'Design');
      expect((await teamRow(copy.id))?.orgId).toBe(elsewhere.id);
    });

    it('updateTeam: an admin member edits; 409 for a taken name; the own name in another case is fine', async () => {
      const other = await createTeam(t, owner, 'Marketing');
      const renamed = ok(
        await gql(t, UPDATE_TEAM, { id: team.id, name: 'design', description: 'Lower case' }, member.token),
      );
      expect(renamed.updateTeam).toEqual({ id: team.id, name: 'design', description: 'Lower case' });
      const before = await teamRow(team.id);
      const clash = await gql(
        t,
        UPDATE_TEAM,
        { id: team.id, name: 'MARKETING', description: 'Clash' },
        member.token,
      );
      expectError(clash, 409, 'name already exists');
      expect(await teamRow(team.id)).toEqual(before);
      expect((await teamRow(other.id))?.name).toBe('Marketing');
    });

    it('updateTeam: 403 for a member without the role, 404 for someone outside the team', async () => {
      const editor = await signUpAndIn(t, 'teameditor');
      await addMember(t, org.id, team.id, editor, 'publisher');
      const before = await teamRow(team.id);
      expectError(
        await gql(t, UPDATE_TEAM, { id: team.id, name: 'Nope', description: 'Nope' }, editor.token),
        403,
        'required role',
      );
      expectError(
        await gql(t, UPDATE_TEAM, { id: team.id, name: 'Nope', description: 'Nope' }, stranger.token),
        404,
        'team not found',
      );
      expect(await teamRow(team.id)).toEqual(before);
    });

    it('team(id): members and the owner see it; a member of another team of the organization does not', async () => {
      const other = await createTeam(t, owner, 'Hidden');
      const read = await gql(t, TEAM, { id: team.id }, member.token);
      expect(ok(read).team).toMatchObject({ id: team.id, viewerRole: 'admin', org: { id: org.id } });
      const hidden = await gql(t, TEAM, { id: other.id }, member.token);
      expectError(hidden, 404, 'team not found');
      expect(JSON.stringify(hidden)).not.toContain('Hidden');
      expect(ok(await gql(t, TEAM, { id: other.id }, owner.token)).team).toMatchObject({
        name: 'Hidden',
        viewerRole: 'admin',
      });
      // The owner sees every team of the organization, even one they are not a member of.
      await db()
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, other.id), eq(teamMembers.userId, owner.id)));
      const asOwner = ok(await gql(t, TEAM, { id: other.id }, owner.token)).team as {
        viewerRole: null;
        abilities: string[];
      };
      expect(asOwner).toMatchObject({ name: 'Hidden', viewerRole: null });
      expect([...asOwner.abilities].sort()).toEqual([...ALL_PERMISSIONS].sort());
      expectError(await gql(t, TEAM, { id: team.id }, stranger.token), 404);
    });

    it('team(id) answers for the current organization only; mutations follow membership wherever the team is', async () => {
      const elsewhere = await createOrg(t, owner, { name: 'Elsewhere' });
      const far = await createTeam(t, owner, 'Far Team');
      expect(ok(await gql(t, TEAM, { id: far.id }, owner.token)).team).toMatchObject({
        org: { id: elsewhere.id },
      });
      // Back to the first organization: the other one's team is not readable by id, yet still manageable.
      expect((await send(t, 'PUT', `/users/current-org/${org.id}`, { token: owner.token })).statusCode).toBe(
        200,
      );
      expectError(await gql(t, TEAM, { id: far.id }, owner.token), 404, 'team not found');
      const edited = await gql(
        t,
        UPDATE_TEAM,
        { id: far.id, name: 'Far Team 2', description: 'Still mine' },
        owner.token,
      );
      expect(ok(edited).updateTeam).toMatchObject({ name: 'Far Team 2' });
      const listed = ok(await gql(t, TEAMS, {}, owner.token)).teams as {
        edges: Array<{ node: { id: string } }>;
      };
      expect(listed.edges.map((e) => e.node.id)).not.toContain(far.id);
    });

    it('deleteTeam: 409 while an app belongs to the team; then it goes with members and invitations', async () => {
      const doomed = await createTeam(t, owner, 'Doomed');
      const joiner = await signUpAndIn(t, 'doomedmember');
      await addMember(t, org.id, doomed.id, joiner, 'viewer');
      await invite(t, owner, doomed.id, 'pending-doomed@example.com', 'viewer');
      const appId = randomUUID();
      await db().insert(apps).values({
        id: appId,
        orgId: org.id,
        teamId: doomed.id,
        name: 'Site',
        alias: 'site1',
        description: 'A site',
      });
      expectError(await gql(t, DELETE_TEAM, { id: doomed.id }, owner.token), 409, 'apps associated');
      expect(await teamRow(doomed.id)).toBeTruthy();
      await db().delete(apps).where(eq(apps.id, appId));
      expect(ok(await gql(t, DELETE_TEAM, { id: doomed.id }, owner.token)).deleteTeam).toBe(doomed.id);
      expect(await teamRow(doomed.id)).toBeUndefined();
      expect(await db().select().from(teamMembers).where(eq(teamMembers.teamId, doomed.id))).toEqual([]);
      expect(await db().select().from(invitations).where(eq(invitations.teamId, doomed.id))).toEqual([]);
      // The member stays in the organization.
      expect(await isOrgMember(org.id, joiner.id)).toBe(true);
      expectError(await gql(t, DELETE_TEAM, { id: doomed.id }, owner.token), 404);
    });

    it('deleteTeam: 403 for a developer of the team, 404 for a stranger', async () => {
      const kept = await createTeam(t, owner, 'Kept');
      const dev = await signUpAndIn(t, 'keptdev');
      await addMember(t, org.id, kept.id, dev, 'developer');
      expectError(await gql(t, DELETE_TEAM, { id: kept.id }, dev.token), 403, 'required role');
      expectError(await gql(t, DELETE_TEAM, { id: kept.id }, stranger.token), 404, 'team not found');
      expect(await teamRow(kept.id)).toBeTruthy();
    });
  });

  describe('teams(first, after)', () => {
    let owner: SignedInUser;
    let member: SignedInUser;
    const names = ['bravo', 'Alpha', 'delta', 'Charlie', 'echo'];
    let created: TeamInfo[];

    beforeAll(async () => {
      owner = await signUpAndIn(t, 'pager');
      member = await signUpAndIn(t, 'pagemember');
      const org = await createOrg(t, owner);
      created = [];
      for (const name of names) created.push(await createTeam(t, owner, name));
      await addMember(t, org.id, created[0]!.id, member, 'editor');
      await addMember(t, org.id, created[2]!.id, member, 'viewer');
      await send(t, 'PUT', `/users/current-org/${org.id}`, { token: member.token });
    });

    interface Page {
      edges: Array<{
        cursor: string;
        node: { id: string; name: string; memberCount: number; viewerRole: string | null };
      }>;
      pageInfo: {
        hasPreviousPage: boolean;
        hasNextPage: boolean;
        startCursor: string | null;
        endCursor: string | null;
      };
    }

    async function page(user: SignedInUser, variables: Record<string, unknown>): Promise<Page> {
      return ok(await gql(t, TEAMS, variables, user.token), 'teams').teams as Page;
    }

    it('walks every team of the owner in pages of two, by name regardless of case, without repeats', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      const shapes: Array<[number, boolean, boolean]> = [];
      for (let i = 0; i < 5; i++) {
        const current: Page = await page(owner, { first: 2, after });
        shapes.push([current.edges.length, current.pageInfo.hasPreviousPage, current.pageInfo.hasNextPage]);
        seen.push(...current.edges.map((edge) => edge.node.name));
        expect(current.pageInfo.startCursor).toBe(current.edges[0]?.cursor ?? null);
        expect(current.pageInfo.endCursor).toBe(current.edges.at(-1)?.cursor ?? null);
        if (!current.pageInfo.hasNextPage) break;
        after = current.pageInfo.endCursor;
      }
      expect(seen).toEqual(['Alpha', 'bravo', 'Charlie', 'delta', 'echo']);
      expect(shapes).toEqual([
        [2, false, true],
        [2, true, true],
        [1, true, false],
      ]);
    });

    it('answers the whole list by default (page size 100) with members', async () => {
      const all = await page(owner, {});
      expect(all.edges.map((e) => e.node.name)).toEqual(['Alpha', 'bravo', 'Charlie', 'delta', 'echo']);
      expect(all.pageInfo.hasNextPage).toBe(false);
      expect(all.edges.find((e) => e.node.name === 'bravo')?.node.memberCount).toBe(2);
      expect(ok(await gql(t, TEAMS, { first: 100 }, owner.token))).toBeTruthy();
    });

    it('shows a member only their own teams, with their role', async () => {
      const mine = await page(member, { first: 1 });
      expect(mine.edges.map((e) => [e.node.name, e.node.viewerRole])).toEqual([['bravo', 'editor']]);
      const next = await page(member, { first: 1, after: mine.pageInfo.endCursor });
      expect(next.edges.map((e) => [e.node.name, e.node.viewerRole])).toEqual([['delta', 'viewer']]);
      expect(next.pageInfo.hasNextPage).toBe(false);
    });

    it('answers 400 for first beyond 1..100 and for cursors it did not issue', async () => {
      for (const first of [0, -1, 101, 1000]) {
        expectError(await gql(t, TEAMS, { first }, owner.token), 400, /first/, String(first));
      }
      const forged = Buffer.from(JSON.stringify(['x', 'not-a-uuid'])).toString('base64url');
      for (const after of ['garbage!', 'bm90IGpzb24', forged, 'x'.repeat(600), '']) {
        expectError(await gql(t, TEAMS, { after }, owner.token), 400, /after/, after.slice(0, 20));
      }
      expectError(await gql(t, TEAMS, { first: 2 ** 40 }, owner.token), 400);
    });

    it('answers an empty page to a user without an organization and 401 signed out', async () => {
      const lonely = await signUpAndIn(t, 'lonely');
      expect(await page(lonely, {})).toEqual({
        edges: [],
        pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null },
      });
      expectError(await gql(t, TEAMS, {}), 401);
    });
  });

  describe('invitations', () => {
    let owner: SignedInUser;
    let org: OrgInfo;
    let team: TeamInfo;

    beforeAll(async () => {
      ({ owner, org, team } = await ownerWithTeam(t, 'inviter', { org: 'Invite Org', team: 'Invite Team' }));
    });

    async function invitationRows(email: string) {
      return db().select().from(invitations).where(eq(invitations.email, email));
    }

    it('e-mails a link to the console, stores only the hash of the token, valid 7 days', async () => {
      const email = `Guest.${randomUUID().slice(0, 6)}@Example.com`;
      const started = Date.now();
      const { token, mail } = await invite(t, owner, team.id, `  ${email} `, 'editor');
      expect(mail.to).toContain(email.toLowerCase());
      expect(mail.text).toContain(`http://localhost:4999/invitations/${token}`);
      expect(mail.html).toContain(`/invitations/${token}`);
      expect(mail.text).toContain('Invite Team');
      expect(mail.subject).toContain('Invite Org');
      const [row] = await invitationRows(email.toLowerCase());
      expect(row).toMatchObject({ teamId: team.id, orgId: org.id, role: 'editor', invitedBy: owner.id });
      expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(token);
      const days = (row!.expiresAt.getTime() - started) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThan(7.01);
      const preview = ok(await gql(t, INVITATION, { token })).invitation;
      expect(preview).toEqual({
        email: email.toLowerCase(),
        role: 'editor',
        teamName: 'Invite Team',
        orgName: 'Invite Org',
        status: 'valid',
      });
      // The admin sees it pending.
      const read = ok(await gql(t, TEAM, { id: team.id }, owner.token)).team as { invitations: unknown[] };
      expect(read.invitations).toContainEqual(
        expect.objectContaining({
          id: row!.id,
          email: email.toLowerCase(),
          role: 'editor',
          invitedBy: { id: owner.id },
        }),
      );
    });

    it('writes the mail in Portuguese for x-locale pt-BR', async () => {
      const { mail } = await invite(
        t,
        owner,
        team.id,
        `pt-${randomUUID().slice(0, 6)}@example.com`,
        'viewer',
        {
          'x-locale': 'pt-BR',
        },
      );
      expect(mail.subject).toContain('Você foi convidado');
      expect(mail.text).toContain('leitor');
    });

    it("answers type error 'user is already part of the team' for a member, storing nothing", async () => {
      const member = await joinThroughInvitation(t, owner, team.id, 'viewer', 'already');
      const before = await db().select().from(invitations).where(eq(invitations.teamId, team.id));
      for (const email of [member.email, member.email.toUpperCase(), ` ${member.email} `]) {
        const answer = await gql(t, INVITE, { teamId: team.id, email, role: 'admin' }, owner.token);
        expect(ok(answer).inviteTeamMember).toEqual({
          type: 'error',
          message: 'user is already part of the team',
        });
      }
      expect(await db().select().from(invitations).where(eq(invitations.teamId, team.id))).toEqual(before);
      expect(await roleOf(team.id, member.id)).toBe('viewer');
    });

    it("takes 'manager' as admin; 400 naming role or email for bad values, storing nothing", async () => {
      const email = `mgr-${randomUUID().slice(0, 6)}@example.com`;
      await invite(t, owner, team.id, email, 'Manager');
      expect((await invitationRows(email))[0]?.role).toBe('admin');
      const count = async () =>
        (await db().select().from(invitations).where(eq(invitations.teamId, team.id))).length;
      const before = await count();
      for (const role of ['owner', 'superadmin', '', 'viewer ; drop table', 'x'.repeat(1000)]) {
        const answer = await gql(
          t,
          INVITE,
          { teamId: team.id, email: `r-${randomUUID().slice(0, 6)}@example.com`, role },
          owner.token,
        );
        expectError(answer, 400, /^role /, role.slice(0, 20));
      }
      for (const email of [
        'not-an-email',
        'a@b.c',
        'no-at-sign.example.com',
        `${'x'.repeat(95)}@example.com`,
        '@example.com',
        'two@@example.com',
        '',
      ]) {
        const answer = await gql(t, INVITE, { teamId: team.id, email, role: 'viewer' }, owner.token);
        expectError(answer, 400, /^email /, email.slice(0, 20));
      }
      expect(await count()).toBe(before);
    });

    it('accepting with another e-mail answers 403 and leaves the invitation usable', async () => {
      const invitee = await signUpAndIn(t, 'rightperson');
      const wrong = await signUpAndIn(t, 'wrongperson');
      const { token } = await invite(t, owner, team.id, invitee.email, 'publisher');
      expectError(await gql(t, ACCEPT, { token }, wrong.token), 403, 'invitation was sent to another email');
      expect(await roleOf(team.id, wrong.id)).toBeNull();
      expect(await isOrgMember(org.id, wrong.id)).toBe(false);
      expect((ok(await gql(t, INVITATION, { token })).invitation as { status: string }).status).toBe('valid');
      expectError(await gql(t, ACCEPT, { token }), 401);

      // The right person joins the organization and the team with the role; it becomes their current one.
      const joined = ok(await gql(t, ACCEPT, { token }, invitee.token)).acceptInvitation;
      expect(joined).toEqual({
        id: team.id,
        name: 'Invite Team',
        viewerRole: 'publisher',
        org: { id: org.id },
      });
      expect(await roleOf(team.id, invitee.id)).toBe('publisher');
      expect(await isOrgMember(org.id, invitee.id)).toBe(true);
      const me = await profile(invitee);
      expect(me.currentOrg?.id).toBe(org.id);
      expect(me.teams).toEqual([{ id: team.id, name: 'Invite Team', role: 'publisher' }]);
      expect((ok(await gql(t, INVITATION, { token })).invitation as { status: string }).status).toBe(
        'accepted',
      );
      const [row] = await invitationRows(invitee.email);
      expect(row).toMatchObject({ acceptedBy: invitee.id });

      // Single use.
      expectError(await gql(t, ACCEPT, { token }, invitee.token), 400, 'invitation is invalid or expired');
      const read = ok(await gql(t, TEAM, { id: team.id }, owner.token)).team as {
        invitations: Array<{ email: string }>;
      };
      expect(read.invitations.map((i) => i.email)).not.toContain(invitee.email);
    });

    it('keeps the current organization of a user who already has one', async () => {
      const busy = await signUpAndIn(t, 'busy');
      const own = await createOrg(t, busy);
      const { token } = await invite(t, owner, team.id, busy.email, 'viewer');
      ok(await gql(t, ACCEPT, { token }, busy.token));
      const me = await profile(busy);
      expect(me.currentOrg?.id).toBe(own.id);
      expect(me.orgs.map((o) => o.id).sort()).toEqual([own.id, org.id].sort());
      // Switching to the joined organization works.
      expect((await send(t, 'PUT', `/users/current-org/${org.id}`, { token: busy.token })).statusCode).toBe(
        200,
      );
      expect((await profile(busy)).teams.map((x) => x.id)).toEqual([team.id]);
    });

    it('a member who accepts keeps the higher of their role and the invited one', async () => {
      const up = await signUpAndIn(t, 'goesup');
      const down = await signUpAndIn(t, 'staysup');
      const upToken = (await invite(t, owner, team.id, up.email, 'developer')).token;
      const downToken = (await invite(t, owner, team.id, down.email, 'viewer')).token;
      // Both joined by other means before accepting.
      await addMember(t, org.id, team.id, up, 'editor');
      await addMember(t, org.id, team.id, down, 'admin');
      expect(
        (ok(await gql(t, ACCEPT, { token: upToken }, up.token)).acceptInvitation as { viewerRole: string })
          .viewerRole,
      ).toBe('developer');
      expect(
        (
          ok(await gql(t, ACCEPT, { token: downToken }, down.token)).acceptInvitation as {
            viewerRole: string;
          }
        ).viewerRole,
      ).toBe('admin');
      expect(await roleOf(team.id, up.id)).toBe('developer');
      expect(await roleOf(team.id, down.id)).toBe('admin');
    });

    it('a newer invitation to the same address for the team revokes the older one', async () => {
      const later = await signUpAndIn(t, 'later');
      const first = (await invite(t, owner, team.id, later.email, 'viewer')).token;
      const second = (await invite(t, owner, team.id, later.email, 'editor')).token;
      expect((ok(await gql(t, INVITATION, { token: first })).invitation as { status: string }).status).toBe(
        'revoked',
      );
      expect((ok(await gql(t, INVITATION, { token: second })).invitation as { status: string }).status).toBe(
        'valid',
      );
      expectError(
        await gql(t, ACCEPT, { token: first }, later.token),
        400,
        'invitation is invalid or expired',
      );
      expect(await roleOf(team.id, later.id)).toBeNull();
      ok(await gql(t, ACCEPT, { token: second }, later.token));
      expect(await roleOf(team.id, later.id)).toBe('editor');
      // Pending list: neither.
      const read = ok(await gql(t, TEAM, { id: team.id }, owner.token)).team as {
        invitations: Array<{ email: string }>;
      };
      expect(read.invitations.map((i) => i.email)).not.toContain(later.email);
    });

    it('an expired invitation shows expired, cannot be accepted and is no longer pending', async () => {
      const late = await signUpAndIn(t, 'late');
      const { token } = await invite(t, owner, team.id, late.email, 'viewer');
      await db()
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.email, late.email));
      expect((ok(await gql(t, INVITATION, { token })).invitation as { status: string }).status).toBe(
        'expired',
      );
      expectError(await gql(t, ACCEPT, { token }, late.token), 400, 'invitation is invalid or expired');
      expect(await roleOf(team.id, late.id)).toBeNull();
      expect(await isOrgMember(org.id, late.id)).toBe(false);
      expect((await profile(late)).currentOrg).toBeNull();
      const read = ok(await gql(t, TEAM, { id: team.id }, owner.token)).team as {
        invitations: Array<{ email: string }>;
      };
      expect(read.invitations.map((i) => i.email)).not.toContain(late.email);
    });

    it('revokeInvitation: the admin withdraws it; others cannot; a revoked one cannot be used or revoked again', async () => {
      const invitee = await signUpAndIn(t, 'revoked');
      const viewer = await joinThroughInvitation(t, owner, team.id, 'viewer', 'revokeviewer');
      const outsider = await signUpAndIn(t, 'revokeoutsider');
      await createOrg(t, outsider);
      const { token } = await invite(t, owner, team.id, invitee.email, 'editor');
      const [row] = await invitationRows(invitee.email);
      // A viewer does not see pending invitations and may not revoke them.
      const seen = ok(await gql(t, TEAM, { id: team.id }, viewer.token)).team as {
        invitations: unknown[];
        abilities: string[];
      };
      expect(seen.invitations).toEqual([]);
      expect(seen.abilities).not.toContain('team.invite');
      expectError(await gql(t, REVOKE, { id: row!.id }, viewer.token), 403, 'required role');
      expectError(await gql(t, REVOKE, { id: row!.id }, outsider.token), 404, 'invitation not found');
      expectError(await gql(t, REVOKE, { id: randomUUID() }, owner.token), 404, 'invitation not found');
      expectError(await gql(t, REVOKE, { id: 'nope' }, owner.token), 404, 'invitation not found');
      expect((ok(await gql(t, INVITATION, { token })).invitation as { status: string }).status).toBe('valid');

      expect(ok(await gql(t, REVOKE, { id: row!.id }, owner.token)).revokeInvitation).toBe(row!.id);
      expect((ok(await gql(t, INVITATION, { token })).invitation as { status: string }).status).toBe(
        'revoked',
      );
      expectError(await gql(t, ACCEPT, { token }, invitee.token), 400, 'invitation is invalid or expired');
      expectError(
        await gql(t, REVOKE, { id: row!.id }, owner.token),
        400,
        'invitation is invalid or expired',
      );
      expect(await roleOf(team.id, invitee.id)).toBeNull();
    });

    it('invitation(token): 404 for unknown or malformed tokens, signed in or out', async () => {
      for (const token of ['x'.repeat(43), 'short', '', 'a/b/c', 'x'.repeat(5000), "' or 1=1 --"]) {
        expectError(await gql(t, INVITATION, { token }), 404, 'invitation not found', token.slice(0, 10));
        expectError(
          await gql(t, ACCEPT, { token }, owner.token),
          404,
          'invitation not found',
          token.slice(0, 10),
        );
      }
    });
  });

  describe('members: role changes and removal', () => {
    let owner: SignedInUser;
    let admin: SignedInUser;
    let member: SignedInUser;
    let org: OrgInfo;
    let team: TeamInfo;

    beforeAll(async () => {
      owner = await signUpAndIn(t, 'memowner');
      org = await createOrg(t, owner);
      team = await createTeam(t, owner, 'Members');
      admin = await joinThroughInvitation(t, owner, team.id, 'manager', 'memadmin');
      member = await joinThroughInvitation(t, owner, team.id, 'viewer', 'memviewer');
    });

    it('an admin changes a role; manager means admin; the answer is the member', async () => {
      const answer = ok(
        await gql(t, CHANGE_ROLE, { teamId: team.id, userId: member.id, role: 'publisher' }, admin.token),
      );
      expect(answer.updateTeamMemberRole).toEqual({
        id: member.id,
        username: 'memviewer person',
        email: member.email,
        role: 'publisher',
        isOrgOwner: false,
      });
      ok(await gql(t, CHANGE_ROLE, { teamId: team.id, userId: member.id, role: 'MANAGER' }, admin.token));
      expect(await roleOf(team.id, member.id)).toBe('admin');
      ok(await gql(t, CHANGE_ROLE, { teamId: team.id, userId: member.id, role: 'viewer' }, owner.token));
      expect(await roleOf(team.id, member.id)).toBe('viewer');
    });

    it('role changes: 403 for a viewer, 404 for non-members and unknown users, 400 for unknown roles', async () => {
      expectError(
        await gql(t, CHANGE_ROLE, { teamId: team.id, userId: admin.id, role: 'viewer' }, member.token),
        403,
        'required role',
      );
      const outsider = await signUpAndIn(t, 'memoutsider');
      for (const userId of [outsider.id, randomUUID(), 'not-a-uuid']) {
        expectError(
          await gql(t, CHANGE_ROLE, { teamId: team.id, userId, role: 'viewer' }, admin.token),
          404,
          'member not found',
        );
      }
      for (const role of ['owner', 'root', '', ' ']) {
        expectError(
          await gql(t, CHANGE_ROLE, { teamId: team.id, userId: member.id, role }, admin.token),
          400,
          /^role /,
        );
      }
      expect(await roleOf(team.id, member.id)).toBe('viewer');
      expect(await roleOf(team.id, admin.id)).toBe('admin');
    });

    it('removal: the organization owner stays (409); a removed member stays in the organization but loses the team', async () => {
      const answer = await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: owner.id }, admin.token);
      expectError(answer, 409, 'the organization owner cannot be removed');
      expectError(await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: owner.id }, owner.token), 409);
      expect(await roleOf(team.id, owner.id)).toBe('admin');

      expectError(
        await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: admin.id }, member.token),
        403,
        'required role',
      );
      expect(
        ok(await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: member.id }, admin.token)).removeTeamMember,
      ).toBe(member.id);
      expect(await roleOf(team.id, member.id)).toBeNull();
      expect(await isOrgMember(org.id, member.id)).toBe(true);
      const me = await profile(member);
      expect(me.orgs.map((o) => o.id)).toContain(org.id);
      expect(me.teams).toEqual([]);
      expectError(await gql(t, TEAM, { id: team.id }, member.token), 404);
      expectError(
        await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: member.id }, admin.token),
        404,
        'member not found',
      );
      // An admin may leave on their own.
      ok(await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: admin.id }, admin.token));
      expect(await roleOf(team.id, admin.id)).toBeNull();
      const [user] = await db().select().from(users).where(eq(users.id, member.id));
      expect(user?.currentOrgId).toBe(org.id);
    });
  });
});
