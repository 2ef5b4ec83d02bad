import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, media, uploads } from '../src/db/schema.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import {
  type BadInputOperation,
  expect4xx,
  expectBadIdsNotFound,
  itRefusesBadValues,
  LONG,
  sortedState,
} from './bad-input-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import {
  CREATE_MEDIA,
  DELETE_MEDIA,
  insertMedia,
  insertUpload,
  MEDIAS,
  newMedia,
  UPDATE_MEDIA,
} from './media-helpers.ts';
import type { OrgInfo } from './org-helpers.ts';

const BAD_CURSORS = ['garbage', '!!!', ' ', LONG, Buffer.from('["a","not-a-uuid"]').toString('base64url')];

describe('bad input to the media library: 4xx with a message, never 5xx, nothing written', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let appId: string;
  let item: { id: string; name: string };
  let pending: { id: string; size: number; extension: string; mediaType: string };

  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await appWorkspace(t, 'badmediaowner', { org: 'Bad Media Org', team: 'Bad Media' });
    ({ owner, org } = workspace);
    appId = (await insertApp(t.database.db, { orgId: org.id, teamId: workspace.team.id })).id;
    item = await insertMedia(t.database.db, { appId, name: 'Existing media' });
    await insertMedia(t.database.db, { appId, name: 'Other media' });
    pending = await insertUpload(t.database.db, { appId });
  });
  afterAll(() => t.close());

  async function state() {
    const db = t.database.db;
    return sortedState({
      media: await db.select().from(media).where(eq(media.appId, appId)),
      uploads: await db
        .select()
        .from(uploads)
        .where(inArray(uploads.appId, [appId])),
      activities: await db.select().from(activities).where(eq(activities.orgId, org.id)),
    });
  }

  const OPERATIONS: BadInputOperation[] = [
    {
      name: 'createMedia',
      query: CREATE_MEDIA,
      // A name that is taken: even a variant that passed every check could not write.
      valid: () => ({ newMedia: newMedia(appId, pending, 'Existing media') }),
    },
    { name: 'updateMedia', query: UPDATE_MEDIA, valid: () => ({ id: item.id, name: 'Other media' }) },
    { name: 'deleteMedia', query: DELETE_MEDIA, valid: () => ({ id: item.id }) },
    {
      name: 'medias',
      query: MEDIAS,
      valid: () => ({ appId, first: 10, after: null, filter: { text: 'media', mediaType: 'Image' } }),
    },
  ];

  /** Read-only: optional arguments given valid values may answer, never with a 5xx. */
  const MAY_SUCCEED = new Set([
    'medias: first as a number',
    'medias: first as null',
    'medias: first missing',
    'medias: after missing',
    'medias: after as null',
    'medias: filter missing',
    'medias: filter as null',
    'medias: filter.text as null',
    'medias: filter.text as an empty string',
    'medias: filter.text missing',
    'medias: filter.mediaType as null',
    'medias: filter.mediaType missing',
  ]);

  itRefusesBadValues(OPERATIONS, () => ({ t, token: owner.token, state }), {
    maySucceed: MAY_SUCCEED,
    missingFields: true,
  });

  it('ids that are not UUIDs or name nothing: 404 naming the media or the app', async () => {
    const before = await state();
    await expectBadIdsNotFound(t, owner.token, [
      ['updateMedia', UPDATE_MEDIA, (id) => ({ id, name: 'A fine name' }), /^media not found$/],
      ['deleteMedia', DELETE_MEDIA, (id) => ({ id }), /^media not found$/],
      ['medias', MEDIAS, (id) => ({ appId: id }), /^app not found$/],
      ['createMedia (app)', CREATE_MEDIA, (id) => ({ newMedia: newMedia(id, pending) }), /^app not found$/],
    ]);
    // A referenceId that names no upload: 404 too (an empty or 200+ character one is a 400 of the input).
    for (const id of ['not-a-uuid', '../../etc/passwd', "' or 1=1 --", '0']) {
      const answer = await gql(
        t,
        CREATE_MEDIA,
        { newMedia: newMedia(appId, { ...pending, id }) },
        owner.token,
      );
      expect(answer.errors?.[0]?.extensions?.status_code, id).toBe(404);
      expect(answer.errors?.[0]?.message, id).toMatch(/^upload not found/);
    }
    expect(await state()).toEqual(before);
  });

  it('malformed cursors both ways: 400 naming the argument', async () => {
    for (const cursor of BAD_CURSORS) {
      for (const [argument, variables] of [
        ['after', { appId, after: cursor }],
        ['before', { appId, before: cursor }],
      ] as const) {
        const message = expect4xx(
          await gql(t, MEDIAS, variables, owner.token),
          `${argument} ${cursor.slice(0, 10)}`,
        );
        expect(message).toBe(`${argument} must be a cursor returned by the previous page`);
      }
    }
  });

  it('NUL characters and oversized names: 400, nothing written', async () => {
    const before = await state();
    for (const name of ['Nul\u0000name', 'x'.repeat(101), '\u0000\u0000\u0000\u0000\u0000']) {
      expect4xx(await gql(t, UPDATE_MEDIA, { id: item.id, name }, owner.token), JSON.stringify(name));
      expect4xx(
        await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, pending, name) }, owner.token),
        JSON.stringify(name),
      );
    }
    expect4xx(await gql(t, MEDIAS, { appId, filter: { text: 'a\u0000b' } }, owner.token), 'filter NUL');
    expect(await state()).toEqual(before);
  });
});
