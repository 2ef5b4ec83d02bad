import { SERVER_MESSAGES } from '@tessera/shared';
import { STARTER_COMPONENTS } from '@tessera/starter-kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, templates } from '../src/db/schema.ts';
import {
  appInput,
  CREATE_APP,
  CREATE_PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import {
  brickOf,
  PAGE_VERSION_CONTENT,
  PUBLISH_PAGE,
  ROLLBACK_PAGE,
  type VersionData,
} from './live-helpers.ts';
import { createOrg, createTeam, ok, statusOf } from './org-helpers.ts';

const PARAGRAPH = STARTER_COMPONENTS.find((c) => c.name === 'Paragraph')!;

const PAGE_STATE = `query ($id: ID!) {
  page(id: $id) { id hasUnpublishedChanges liveVersion { id number isLive } latestVersion { id number isLive } }
}`;

interface PageState {
  hasUnpublishedChanges: boolean;
  liveVersion: { id: string; number: number; isLive: boolean } | null;
  latestVersion: { id: string; number: number; isLive: boolean } | null;
}

describe('page versions: content of a version, and the newest version', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let page: PageData;
  let paragraph: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'versionsowner');
    const org = await createOrg(t, owner, { name: 'Versions Org' });
    const team = await createTeam(t, owner, 'Versions Team');
    const db = t.database.db;
    paragraph = (await db.select().from(components).where(eq(components.orgId, org.id))).find(
      (row) => row.name === 'Paragraph',
    )!.id;
    const [single] = await db
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    const app = ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
    };
    page = ok(await gql(t, CREATE_PAGE, { newPage: pageInput(app.id, single!.id) }, owner.token))
      .createPage as PageData;
  });
  afterAll(() => t.close());

  async function saveText(text: string) {
    const content = { ...page.content, slots: { slot1: [brickOf('b1', paragraph, PARAGRAPH, { text })] } };
    page = ok(await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content }) }, owner.token))
      .updatePage as PageData;
  }
  const publish = async () =>
    ok(await gql(t, PUBLISH_PAGE, { id: page.id }, owner.token)).publishPage as VersionData;
  const state = async () => ok(await gql(t, PAGE_STATE, { id: page.id }, owner.token)).page as PageState;

  it('answers the content each version published, and says which is live; the newest version follows rollbacks', async () => {
    expect((await state()).latestVersion).toBeNull();
    await saveText('First words');
    const v1 = await publish();
    await saveText('Second words');
    const v2 = await publish();

    const read = async (id: string) =>
      ok(await gql(t, PAGE_VERSION_CONTENT, { id }, owner.token)).pageVersionContent as {
        version: VersionData;
        content: {
          version: number;
          slots: { slot1: Array<{ id: string; dataTypes: { text: { value: string } } }> };
        };
      };
    const first = await read(v1.id);
    expect(first.version).toMatchObject({ id: v1.id, number: 1, isLive: false, pageId: page.id });
    expect(first.content.slots.slot1[0]!.dataTypes.text.value).toBe('First words');
    const second = await read(v2.id);
    expect(second.version.isLive).toBe(true);
    expect(second.content.slots.slot1[0]!.dataTypes.text.value).toBe('Second words');

    expect(await state()).toMatchObject({
      hasUnpublishedChanges: false,
      liveVersion: { number: 2 },
      latestVersion: { number: 2, isLive: true },
    });
    ok(await gql(t, ROLLBACK_PAGE, { id: page.id, versionId: v1.id }, owner.token));
    // The draft is still version 2's: the live page is older than it.
    expect(await state()).toMatchObject({
      hasUnpublishedChanges: true,
      liveVersion: { number: 1, isLive: true },
      latestVersion: { number: 2, isLive: false },
    });
    expect((await read(v1.id)).version.isLive).toBe(true);
  });

  it('answers 404 "version not found" for an unknown or malformed id, and a page id is not a version', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', page.id]) {
      const answer = await gql(t, PAGE_VERSION_CONTENT, { id }, owner.token);
      expect(statusOf(answer), id).toBe(404);
      expect(answer.errors?.[0]?.message, id).toBe(SERVER_MESSAGES.versionNotFound);
      expect(answer.data ?? null).toBeNull();
    }
  });
});
