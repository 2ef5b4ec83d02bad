import { docToContent } from '@tessera/shared/collab';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema.ts';
import { appUpdate, appWorkspace, insertApp, insertPage, UPDATE_APP } from './app-helpers.ts';
import {
  addBricks,
  brick,
  brickIds,
  type Client,
  join,
  listen,
  storedPage,
  waitFor,
} from './collab-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import { addMember, CHANGE_ROLE, createTeam, REMOVE_MEMBER } from './org-helpers.ts';

/** Rights change while people are connected (issue 25): taken away, or given back, at once. */
describe('co-editing: rights re-checked on open connections', () => {
  let t: TestApp;
  let url: string;
  let owner: SignedInUser;
  let org: { id: string };
  let team: { id: string };
  let componentId: string;
  let templateId: string;
  let appId: string;
  const clients: Client[] = [];

  async function open(pageId: string, user: SignedInUser) {
    const client = await join(url, pageId, user.token);
    clients.push(client);
    return client;
  }

  async function member(role: 'viewer' | 'editor' | 'admin') {
    const user = await signUpAndIn(t, role);
    await addMember(t, org.id, team.id, user, role);
    return user;
  }

  const newPage = async () => (await insertPage(t.database.db, { appId, templateId })).id;

  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t);
    const ws = await appWorkspace(t, 'collab-access');
    ({ owner, org, team, componentId, templateId } = ws);
    appId = (await insertApp(t.database.db, { orgId: org.id, teamId: team.id })).id;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a member removed from the team while connected is disconnected', async () => {
    const pageId = await newPage();
    const editor = await member('editor');
    const client = await open(pageId, editor);
    expect(client.scope).toBe('read-write');
    const answer = await gql(t, REMOVE_MEMBER, { teamId: team.id, userId: editor.id }, owner.token);
    expect(answer.errors).toBeUndefined();
    await waitFor(() => client.closes.includes('access-revoked'), 3000, 'closed');
    // Rejoining is refused like any page they cannot read.
    const again = await open(pageId, editor);
    expect(again.refusal).toBe('forbidden');
  });

  it('a role lowered to viewer becomes read-only at once (told by a stateless message), and raised again may write', async () => {
    const pageId = await newPage();
    const editor = await member('editor');
    const client = await open(pageId, editor);
    const watcher = await open(pageId, owner);
    const before = brick(componentId, 'Before');
    addBricks(client.doc, 'slot1', before);
    await waitFor(() => brickIds(docToContent(watcher.doc), 'slot1').includes(before.id), 3000, 'written');
    const lowered = await gql(
      t,
      CHANGE_ROLE,
      { teamId: team.id, userId: editor.id, role: 'viewer' },
      owner.token,
    );
    expect(lowered.errors).toBeUndefined();
    await waitFor(() => client.stateless.some((m) => m.type === 'access' && m.write === false), 3000, 'told');
    const ignored = brick(componentId, 'Ignored');
    addBricks(client.doc, 'slot2', ignored);
    await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot1').includes(before.id));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(brickIds(docToContent(watcher.doc), 'slot2')).toEqual([]);
    expect(brickIds((await storedPage(t, pageId)).content, 'slot2')).toEqual([]);
    const raised = await gql(
      t,
      CHANGE_ROLE,
      { teamId: team.id, userId: editor.id, role: 'editor' },
      owner.token,
    );
    expect(raised.errors).toBeUndefined();
    await waitFor(() => client.stateless.some((m) => m.type === 'access' && m.write === true), 3000, 'told');
    const after = brick(componentId, 'After');
    addBricks(client.doc, 'slot1', after);
    await waitFor(
      () => brickIds(docToContent(watcher.doc), 'slot1').includes(after.id),
      3000,
      'writes again',
    );
    // What it changed while it could not write came with it (Yjs applies one client's changes in order only); the
    // editor offers no editing while read-only, so in the console there is none.
    expect(brickIds(docToContent(watcher.doc), 'slot2')).toEqual([ignored.id]);
  });

  it('signing out closes the connections of that session, not those of another session', async () => {
    const pageId = await newPage();
    const editor = await member('editor');
    const otherSession = await send(t, 'POST', '/signin', {
      body: { email: editor.email, password: editor.password },
    });
    const otherToken = otherSession.cookies.find((c) => c.name === 'auth_token')!.value;
    const signingOut = await open(pageId, editor);
    const staying = await open(pageId, { ...editor, token: otherToken });
    const response = await send(t, 'POST', '/signout', { token: editor.token });
    expect(response.statusCode).toBe(200);
    await waitFor(() => signingOut.closes.includes('signed-out'), 3000, 'closed');
    expect(staying.closes).toEqual([]);
    // The socket itself stays open: another document joined on it is refused, the session being over.
    const onSameSocket = await join(url, await newPage(), editor.token, {
      socket: signingOut.provider.configuration.websocketProvider,
    });
    clients.push(onSameSocket);
    expect(onSameSocket.refusal).toBe('signed-out');
    const kept = brick(componentId, 'Still here');
    addBricks(staying.doc, 'slot1', kept);
    await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot1').includes(kept.id));
  });

  it("an app moved to another team: the old team's members are disconnected, the new team's may join", async () => {
    const movedApp = await insertApp(t.database.db, { orgId: org.id, teamId: team.id });
    const pageId = (await insertPage(t.database.db, { appId: movedApp.id, templateId })).id;
    const oldMember = await member('editor');
    const client = await open(pageId, oldMember);
    const other = await createTeam(t, owner, `Other ${pageId.slice(0, 4)}`);
    const moved = await gql(
      t,
      UPDATE_APP,
      {
        id: movedApp.id,
        app: appUpdate(
          { name: movedApp.name, alias: movedApp.alias, description: 'An inserted app', tags: ['tests'] },
          { teamId: other.id },
        ),
      },
      owner.token,
    );
    expect(moved.errors).toBeUndefined();
    await waitFor(() => client.closes.includes('access-revoked'), 3000, 'closed');
    const newMember = await signUpAndIn(t, 'new-team');
    await addMember(t, org.id, other.id, newMember, 'editor');
    expect((await open(pageId, newMember)).scope).toBe('read-write');
  });

  it('records one page.update per person per stored burst window, not one per keystroke', async () => {
    const pageId = await newPage();
    const editor = await member('editor');
    const client = await open(pageId, editor);
    for (let i = 0; i < 3; i++) {
      const added = brick(componentId, `Burst ${i}`);
      addBricks(client.doc, 'slot1', added);
      await waitFor(async () => brickIds((await storedPage(t, pageId)).content, 'slot1').includes(added.id));
    }
    const records = await t.database.db
      .select({ details: activities.details })
      .from(activities)
      .where(
        and(
          eq(activities.entityId, pageId),
          eq(activities.actorId, editor.id),
          eq(activities.action, 'page.update'),
        ),
      );
    expect(records).toHaveLength(1);
    expect(records[0]!.details).toMatchObject({ changed: ['content'], coEditing: true });
  });
});
