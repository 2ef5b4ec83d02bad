import { randomUUID } from 'node:crypto';
import { docToContent } from '@tessera/shared/collab';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appWorkspace, insertApp, insertPage, pageUpdate, UPDATE_PAGE } from './app-helpers.ts';
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
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { addMember, CHANGE_ROLE } from './org-helpers.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Scale-out (issue 25): two processes on one database and one Redis share each page's document. */
describe('co-editing across two processes (Redis)', () => {
  let base: TestApp;
  let one: TestApp;
  let two: TestApp;
  let urlOne: string;
  let urlTwo: string;
  let owner: SignedInUser;
  let org: { id: string };
  let team: { id: string };
  let componentId: string;
  let templateId: string;
  let appId: string;
  const clients: Client[] = [];

  async function open(url: string, pageId: string, user: SignedInUser = owner) {
    const client = await join(url, pageId, user.token);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    base = await createTestApp();
    // Keys and channels of this run only: other runs and tests share the Redis server.
    const collabRedisPrefix = `test-collab-${randomUUID().slice(0, 8)}`;
    one = await createTestApp({ redisUrl: REDIS_URL, collabRedisPrefix }, {}, { database: base.database });
    two = await createTestApp({ redisUrl: REDIS_URL, collabRedisPrefix }, {}, { database: base.database });
    urlOne = await listen(one);
    urlTwo = await listen(two);
    const ws = await appWorkspace(base, 'collab-redis');
    ({ owner, org, team, componentId, templateId } = ws);
    appId = (await insertApp(base.database.db, { orgId: org.id, teamId: team.id })).id;
  });

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy();
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await base?.close();
  });

  it('an edit on one process appears on the other, and the page is stored once merged', async () => {
    const pageId = (await insertPage(base.database.db, { appId, templateId })).id;
    const a = await open(urlOne, pageId);
    const b = await open(urlTwo, pageId);
    const fromA = brick(componentId, 'From one');
    const fromB = brick(componentId, 'From two');
    const started = Date.now();
    addBricks(a.doc, 'slot1', fromA);
    await waitFor(() => brickIds(docToContent(b.doc), 'slot1').includes(fromA.id), 3000, 'one → two');
    console.log(`collab: edit on one process seen on the other in ${Date.now() - started} ms`);
    addBricks(b.doc, 'slot2', fromB);
    await waitFor(() => brickIds(docToContent(a.doc), 'slot2').includes(fromB.id), 3000, 'two → one');
    expect(docToContent(a.doc)).toEqual(docToContent(b.doc));
    // Both processes store (each what its own clients wrote): the stored page ends with both edits.
    await waitFor(
      async () => {
        const { content } = await storedPage(base, pageId);
        return brickIds(content, 'slot1').includes(fromA.id) && brickIds(content, 'slot2').includes(fromB.id);
      },
      4000,
      'both stored',
    );
    expect((await storedPage(base, pageId)).content).toEqual(docToContent(a.doc));
  });

  it('updatePage on a process without the page open reaches the editors on the other', async () => {
    const pageId = (await insertPage(base.database.db, { appId, templateId })).id;
    const editor = await open(urlTwo, pageId);
    const typed = brick(componentId, 'Typed');
    addBricks(editor.doc, 'slot2', typed);
    await waitFor(async () => brickIds((await storedPage(base, pageId)).content, 'slot2').includes(typed.id));
    const stored = await storedPage(base, pageId);
    const content = structuredClone(stored.content);
    const fromApi = brick(componentId, 'From the API');
    content.slots.slot1 = [fromApi];
    const page = {
      name: 'Redis page',
      url: `/redis-${pageId.slice(0, 6)}`,
      title: 'A page title',
      description: 'A page',
      tags: ['tests'],
    };
    const answer = await gql(
      one,
      UPDATE_PAGE,
      { id: pageId, page: pageUpdate(page, { content }) },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    await waitFor(
      () => brickIds(docToContent(editor.doc), 'slot1').includes(fromApi.id),
      3000,
      'merged on two',
    );
    expect(brickIds(docToContent(editor.doc), 'slot2')).toEqual([typed.id]);
  });

  it('a role lowered on one process turns read-only a connection on the other', async () => {
    const pageId = (await insertPage(base.database.db, { appId, templateId })).id;
    const editor = await signUpAndIn(base, 'redis-editor');
    await addMember(base, org.id, team.id, editor, 'editor');
    const client = await open(urlTwo, pageId, editor);
    expect(client.scope).toBe('read-write');
    const answer = await gql(
      one,
      CHANGE_ROLE,
      { teamId: team.id, userId: editor.id, role: 'viewer' },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    await waitFor(() => client.stateless.some((m) => m.type === 'access' && m.write === false), 3000, 'told');
  });
});
