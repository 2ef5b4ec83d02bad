import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_MESSAGES as M, SVG_LIMITS } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, media, uploads } from '../src/db/schema.ts';
import { appWorkspace, DELETE_APP, insertApp } from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import * as files from './media-files.ts';
import {
  CREATE_MEDIA,
  DELETE_MEDIA,
  insertMedia,
  insertUpload,
  MEDIAS,
  type MediaData,
  newMedia,
  UPDATE_MEDIA,
  upload,
} from './media-helpers.ts';
import { addMember, type OrgInfo, ok, statusOf, type TeamInfo } from './org-helpers.ts';

type Connection = {
  edges: Array<{ cursor: string; node: MediaData }>;
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string; endCursor: string };
};

describe('media library', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let appId: string;

  beforeAll(async () => {
    // Enough uploads a minute for this file's cases, all from the same users.
    t = await createTestApp({
      rateLimits: {
        perAddress: { points: 30, durationSeconds: 60 },
        perEmail: { points: 10, durationSeconds: 60 },
        upload: { points: 1000, durationSeconds: 60 },
      },
    });
    ({ owner, org, team } = await appWorkspace(t, 'mediaowner', { org: 'Media Org', team: 'Media Team' }));
    editor = await signUpAndIn(t, 'mediaeditor');
    await addMember(t, org.id, team.id, editor, 'editor');
    await t.app.inject({
      method: 'PUT',
      url: `/users/current-org/${org.id}`,
      cookies: { auth_token: editor.token },
    });
    appId = (await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Media App' })).id;
  });
  afterAll(() => t.close());

  /** Uploads `content` as `filename` and records it under `name`; returns the media. */
  async function addMedia(filename: string, content: Buffer, name: string, user = editor, app = appId) {
    const sent = await upload(t, app, user.token, { filename, content });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, sent.body.referenceId!));
    const answer = await gql(t, CREATE_MEDIA, { newMedia: newMedia(app, row!, name) }, user.token);
    return ok(answer, `createMedia ${name}`).createMedia as MediaData;
  }

  const fetchFile = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  /** Every file stored for the app (the temporary directory aside). */
  function storedFiles(app = appId): string[] {
    try {
      return readdirSync(path.join(t.dataDir, 'media', app));
    } catch {
      return [];
    }
  }

  function tempFiles(): string[] {
    return readdirSync(path.join(t.dataDir, 'media', '.tmp'));
  }

  it('takes one file of every accepted type, measured by the server, and serves it back as stored', async () => {
    for (const sample of files.SAMPLES) {
      const bytes = sample.bytes();
      const label = sample.extension;
      const sent = await upload(t, appId, editor.token, {
        filename: `sample.${sample.extension}`,
        content: bytes,
      });
      expect(sent.status, `${label}: ${JSON.stringify(sent.body)}`).toBe(201);
      expect(Object.keys(sent.body)).toEqual(['referenceId']);
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, sent.body.referenceId!));
      expect(row, label).toMatchObject({
        appId,
        userId: editor.id,
        extension: sample.extension,
        mediaType: sample.mediaType,
        width: sample.dimensions?.[0] ?? null,
        height: sample.dimensions?.[1] ?? null,
      });
      // SVG is stored sanitised (re-serialised); everything else byte for byte.
      if (sample.extension !== 'svg') expect(row!.size, label).toBe(bytes.length);
      expect(row!.receivedSize, label).toBe(bytes.length);
      const created = ok(
        await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, row!, `Sample ${label}`) }, editor.token),
        label,
      ).createMedia as MediaData;
      expect(created, label).toMatchObject({
        appId,
        name: `Sample ${label}`,
        referenceId: row!.id,
        mediaType: sample.mediaType,
        extension: sample.extension,
        size: row!.size,
        width: row!.width,
        height: row!.height,
        lastUpdatedByUser: { id: editor.id, username: 'mediaeditor person' },
      });
      expect(created.url, label).toMatch(
        new RegExp(`^/media/${appId}/[0-9a-f]{32}-[0-9a-f]{16}\\.${sample.extension}$`),
      );
      const served = await fetchFile(created.url);
      expect(served.statusCode, label).toBe(200);
      expect(served.rawPayload.length, label).toBe(row!.size);
      if (sample.extension !== 'svg') expect(served.rawPayload.equals(bytes), label).toBe(true);
      // The claimed upload is gone: the media holds it now.
      expect(await t.database.db.select().from(uploads).where(eq(uploads.id, row!.id))).toEqual([]);
    }
    expect(tempFiles()).toEqual([]);
  });

  it("refuses what its extension does not allow (415), storing nothing: the file's own bytes decide", async () => {
    const before = { files: storedFiles(), uploads: await t.database.db.select().from(uploads) };
    const cases: Array<[string, Buffer | string, string]> = [
      ['png bytes named .pdf', files.png(), 'spoof.pdf'],
      ['text named .png', 'just some text, not an image', 'notes.png'],
      ['html named .svg', '<html><body><script>alert(1)</script></body></html>', 'page.svg'],
      ['an svg root without the SVG namespace', '<svg><rect/></svg>', 'plain.svg'],
      ['a PDF named .mp3', files.pdf(), 'song.mp3'],
      ['a WebP named .png', files.webp(), 'photo.png'],
      ['a Matroska file named .webm', files.ebml('matroska'), 'movie.webm'],
      ['a HEIC image named .mp4', files.isoMedia('heic'), 'clip.mp4'],
      ['an empty file', Buffer.alloc(0), 'empty.png'],
    ];
    for (const [label, content, filename] of cases) {
      const sent = await upload(t, appId, editor.token, { filename, content });
      expect(sent.status, label).toBe(415);
      expect(sent.body.message, label).toBe(M.uploadTypeMismatch);
    }
    for (const filename of [
      'tool.exe',
      'page.html',
      'archive.zip',
      'noextension',
      'image.png.',
      'clip.mov',
    ]) {
      const sent = await upload(t, appId, editor.token, { filename, content: files.png() });
      expect(sent.status, filename).toBe(415);
      expect(sent.body.message, filename).toBe(M.uploadTypeNotAccepted);
    }
    expect(storedFiles()).toEqual(before.files);
    expect(await t.database.db.select().from(uploads)).toEqual(before.uploads);
    expect(tempFiles()).toEqual([]);
  });

  it('stores an SVG sanitised: no script, handler, foreignObject or outside reference; served with a script-free CSP', async () => {
    const hostile = files.svg(
      [
        '<script>alert(1)</script>',
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>',
        '<a xlink:href="javascript:alert(2)"><rect id="box" width="5" height="5" onclick="alert(3)"/></a>',
        '<a href="https://evil.example/"><circle r="2"/></a>',
        '<image href="https://evil.example/track.png" width="1" height="1"/>',
        '<use href="#box"/><use xlink:href="https://evil.example/sprite.svg#x"/>',
        '<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)" style="fill:url(#grad)"/>',
        '<style>@import url(https://evil.example/x.css); .a { fill: red }</style>',
        '<linearGradient id="grad"><stop offset="0" stop-color="blue"/></linearGradient>',
      ].join(''),
      ' onload="alert(4)"',
    );
    const created = await addMedia('hostile.svg', hostile, 'Hostile drawing');
    const served = await fetchFile(created.url);
    expect(served.statusCode).toBe(200);
    const text = served.body;
    for (const banned of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      'javascript:',
      'evil.example',
      '@import',
    ]) {
      expect(text, banned).not.toContain(banned);
    }
    // What is harmless stays: the drawing, its view box, its gradient and its own references.
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    for (const kept of [
      'viewBox="0 0 40 30"',
      '<rect id="box"',
      '<use href="#box"/>',
      'fill:url(#grad)',
      '<linearGradient id="grad">',
    ]) {
      expect(text, kept).toContain(kept);
    }
    // Recorded with the size of the file as sent (what the console knows); the media's size is what is stored.
    expect(created.size).toBe(served.rawPayload.length);
    expect(created.size).toBeLessThan(hostile.length);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['access-control-allow-origin']).toBe('*');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A PDF is shown by the browser's viewer, which refuses a sandbox; script stays forbidden.
    const document = await addMedia('doc.pdf', files.pdf(), 'A document');
    const pdf = await fetchFile(document.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
    );
  });

  it(`bounds an SVG at ${SVG_LIMITS.maxBytes} bytes and ${SVG_LIMITS.maxElements} elements (413)`, async () => {
    const tooBig = files.svg(`<desc>${'x'.repeat(SVG_LIMITS.maxBytes)}</desc>`);
    const tooMany = files.svg('<g/>'.repeat(SVG_LIMITS.maxElements + 1));
    for (const [label, content] of [
      ['bytes', tooBig],
      ['elements', tooMany],
    ] as const) {
      const sent = await upload(t, appId, editor.token, { filename: 'big.svg', content });
      expect(sent.status, label).toBe(413);
      expect(sent.body.message, label).toBe(M.uploadSvgTooLarge);
    }
    expect(tempFiles()).toEqual([]);
  });

  it('names are checked and unique with the extension in the app, in any case; of two racing creates one wins', async () => {
    const first = await insertUpload(t.database.db, { appId });
    for (const name of ['abcd', '    abc   ', 'bad/name', 'dots.in.name', 'x'.repeat(101), '']) {
      const answer = await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, first, name) }, editor.token);
      expect(statusOf(answer), name).toBe(400);
    }
    const made = ok(
      await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, first, '  Company   logo ') }, editor.token),
    ).createMedia as MediaData;
    expect(made.name).toBe('Company logo');
    const again = await insertUpload(t.database.db, { appId });
    for (const name of ['Company logo', 'COMPANY LOGO', 'company   logo']) {
      const answer = await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, again, name) }, editor.token);
      expect(statusOf(answer), name).toBe(409);
      expect(answer.errors?.[0]?.message, name).toBe(M.nameExists);
    }
    // The refused creates left the upload claimable; another extension is another file name.
    const gif = await insertUpload(t.database.db, { appId, extension: 'gif' });
    ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, gif, 'Company logo') }, editor.token));
    ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, again, 'Company logo 2') }, editor.token));
    // Another app may use the name.
    const other = await insertApp(t.database.db, { orgId: org.id, teamId: team.id });
    const elsewhere = await insertUpload(t.database.db, { appId: other.id });
    ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(other.id, elsewhere, 'Company logo') }, editor.token));

    // Two creates of one name at once: the unique index lets exactly one through.
    const [a, b] = [
      await insertUpload(t.database.db, { appId }),
      await insertUpload(t.database.db, { appId }),
    ];
    const race = await Promise.all(
      [a, b].map((u) => gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, u, 'Race winner') }, editor.token)),
    );
    expect(race.map((answer) => statusOf(answer) ?? 200).sort()).toEqual([200, 409]);
    // Two creates of one upload at once: one claims it, the other finds nothing.
    const shared = await insertUpload(t.database.db, { appId });
    const claims = await Promise.all(
      ['Claim one', 'Claim two'].map((name) =>
        gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, shared, name) }, editor.token),
      ),
    );
    expect(claims.map((answer) => statusOf(answer) ?? 200).sort()).toEqual([200, 404]);
    const rows = await t.database.db.select().from(media).where(eq(media.referenceId, shared.id));
    expect(rows).toHaveLength(1);
  });

  it("createMedia refuses another app's, a claimed, an expired or an unknown upload (404) and wrong details (400)", async () => {
    const other = await insertApp(t.database.db, { orgId: org.id, teamId: team.id });
    const foreign = await insertUpload(t.database.db, { appId: other.id });
    const expired = await insertUpload(t.database.db, {
      appId,
      createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000),
    });
    const claimed = await insertUpload(t.database.db, { appId });
    ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, claimed, 'Claimed once') }, editor.token));
    const notFoundCases: Array<[string, Record<string, unknown>]> = [
      ["another app's upload", newMedia(appId, foreign)],
      ['a claimed upload', newMedia(appId, claimed)],
      ['an expired upload', newMedia(appId, expired)],
      ['an unknown referenceId', newMedia(appId, { ...claimed, id: randomUUID() })],
      ['a referenceId that is no id', newMedia(appId, { ...claimed, id: '../../etc/passwd' })],
    ];
    for (const [label, input] of notFoundCases) {
      const answer = await gql(t, CREATE_MEDIA, { newMedia: input }, editor.token);
      expect(statusOf(answer), label).toBe(404);
      expect(answer.errors?.[0]?.message, label).toBe(M.uploadNotFound);
    }
    // An expired upload moved back in time in the database: the same.
    const fresh = await insertUpload(t.database.db, { appId });
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(uploads.id, fresh.id));
    expect(statusOf(await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, fresh) }, editor.token))).toBe(
      404,
    );

    const pending = await insertUpload(t.database.db, {
      appId,
      size: 68,
      extension: 'png',
      mediaType: 'Image',
    });
    for (const [label, details] of [
      ['size', { size: 69 }],
      ['extension', { extension: 'gif' }],
      ['mediaType', { mediaType: 'Document' }],
    ] as const) {
      const answer = await gql(
        t,
        CREATE_MEDIA,
        { newMedia: { ...newMedia(appId, pending), ...details } },
        editor.token,
      );
      expect(statusOf(answer), label).toBe(400);
      expect(answer.errors?.[0]?.message, label).toBe(M.uploadDetailsMismatch);
    }
    // Nothing was claimed by the refusals.
    ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, pending, 'Pending one') }, editor.token));
    ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(other.id, foreign, 'Foreign one') }, editor.token));
  });

  it('renames (409 on a clash, the URL stays) and deletes (the file goes too), each with its activity', async () => {
    const created = await addMedia('rename.png', files.png(4, 4), 'Before rename');
    await addMedia('taken.png', files.png(), 'Taken name');
    const clash = await gql(t, UPDATE_MEDIA, { id: created.id, name: 'TAKEN NAME' }, owner.token);
    expect(statusOf(clash)).toBe(409);
    expect(clash.errors?.[0]?.message).toBe(M.nameExists);
    const renamed = ok(await gql(t, UPDATE_MEDIA, { id: created.id, name: 'After rename' }, owner.token))
      .updateMedia as MediaData;
    expect(renamed).toMatchObject({
      id: created.id,
      name: 'After rename',
      url: created.url,
      createdAt: created.createdAt,
      lastUpdatedByUser: { id: owner.id },
    });
    expect(renamed.updatedAt > created.updatedAt || renamed.updatedAt === created.updatedAt).toBe(true);
    expect(statusOf(await gql(t, UPDATE_MEDIA, { id: created.id, name: 'no' }, owner.token))).toBe(400);

    expect((await fetchFile(created.url)).statusCode).toBe(200);
    expect(ok(await gql(t, DELETE_MEDIA, { id: created.id }, editor.token)).deleteMedia).toBe(created.id);
    expect(await t.database.db.select().from(media).where(eq(media.id, created.id))).toEqual([]);
    const gone = await fetchFile(created.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Not found' });
    expect(await t.services.storage.exists(created.url.slice('/media/'.length))).toBe(false);
    const again = await gql(t, DELETE_MEDIA, { id: created.id }, editor.token);
    expect(statusOf(again)).toBe(404);
    expect(again.errors?.[0]?.message).toBe(M.mediaNotFound);

    const feed = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.appId, appId), eq(activities.entityId, created.id)));
    const byAction = Object.fromEntries(feed.map((row) => [row.action, row]));
    expect(byAction['media.create']).toMatchObject({
      entityType: 'media',
      entityName: 'Before rename.png',
      actorId: editor.id,
      teamId: team.id,
    });
    expect(byAction['media.update']).toMatchObject({
      entityName: 'After rename.png',
      actorId: owner.id,
      details: { previousName: 'Before rename.png' },
    });
    expect(byAction['media.delete']).toMatchObject({ entityName: 'After rename.png', actorId: editor.id });
  });

  it('pages newest first both ways over 45 items, with exact page info, and filters by name and type', async () => {
    const app = await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Paging app' });
    const start = Date.now() - 1_000_000;
    const inserted: Array<{ id: string; name: string }> = [];
    for (let i = 0; i < 45; i++) {
      // Items 10 and 11 share a timestamp: the id breaks the tie.
      const at = new Date(start + (i === 11 ? 10 : i) * 1000);
      const type =
        i % 3 === 0 ? { extension: 'pdf', mediaType: 'Document' } : { extension: 'png', mediaType: 'Image' };
      const name =
        i === 7 ? 'Special 100%_off' : i === 8 ? 'Special 100 percent' : `Item ${String(i).padStart(2, '0')}`;
      inserted.push(await insertMedia(t.database.db, { appId: app.id, name, createdAt: at, ...type }));
    }
    const all = (
      ok(await gql(t, MEDIAS, { appId: app.id, first: 100 }, editor.token)).medias as Connection
    ).edges.map((edge) => edge.node.id);
    expect(all).toHaveLength(45);
    expect(new Set(all)).toEqual(new Set(inserted.map((m) => m.id)));
    expect(all[0]).toBe(inserted[44]!.id);
    expect(all.at(-1)).toBe(inserted[0]!.id);

    const page = async (variables: Record<string, unknown>) =>
      ok(await gql(t, MEDIAS, { appId: app.id, ...variables }, editor.token), JSON.stringify(variables))
        .medias as Connection;
    const ids = (connection: Connection) => connection.edges.map((edge) => edge.node.id);

    // Forwards: 20, 20, 5.
    const p1 = await page({});
    expect(ids(p1)).toEqual(all.slice(0, 20));
    expect(p1.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const p2 = await page({ first: 20, after: p1.pageInfo.endCursor });
    expect(ids(p2)).toEqual(all.slice(20, 40));
    expect(p2.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const p3 = await page({ after: p2.pageInfo.endCursor });
    expect(ids(p3)).toEqual(all.slice(40));
    expect(p3.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    // Backwards from the last page: the 20 just before, still newest first.
    const b2 = await page({ last: 20, before: p3.pageInfo.startCursor });
    expect(ids(b2)).toEqual(all.slice(20, 40));
    expect(b2.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const b1 = await page({ last: 20, before: b2.pageInfo.startCursor });
    expect(ids(b1)).toEqual(all.slice(0, 20));
    expect(b1.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const short = await page({ last: 20, before: p1.edges[5]!.cursor });
    expect(ids(short)).toEqual(all.slice(0, 5));
    expect(short.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    // last alone: the oldest items.
    const tail = await page({ last: 3 });
    expect(ids(tail)).toEqual(all.slice(42));
    expect(tail.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    // Nothing after the oldest; nothing before the newest.
    const end = await page({ after: p3.pageInfo.endCursor });
    expect(end.edges).toEqual([]);
    expect(end.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });

    // Filters, on every page and both ways.
    const documents = await page({ first: 100, filter: { mediaType: 'Document' } });
    expect(ids(documents)).toEqual(all.filter((id) => inserted.findIndex((m) => m.id === id) % 3 === 0));
    const firstDocs = await page({ first: 5, filter: { mediaType: 'Document' } });
    const nextDocs = await page({
      first: 5,
      after: firstDocs.pageInfo.endCursor,
      filter: { mediaType: 'Document' },
    });
    expect([...ids(firstDocs), ...ids(nextDocs)]).toEqual(ids(documents).slice(0, 10));
    const backDocs = await page({
      last: 5,
      before: nextDocs.pageInfo.startCursor,
      filter: { mediaType: 'Document' },
    });
    expect(ids(backDocs)).toEqual(ids(firstDocs));
    expect(backDocs.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const items = await page({ first: 100, filter: { text: 'iTEM 1' } });
    expect(items.edges.map((edge) => edge.node.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Item 1${i}`),
    );
    // % and _ are literal.
    expect((await page({ filter: { text: '100%_' } })).edges.map((edge) => edge.node.name)).toEqual([
      'Special 100%_off',
    ]);
    expect((await page({ filter: { text: '%' } })).edges).toHaveLength(1);
    expect((await page({ filter: { text: 'item', mediaType: 'Font' } })).edges).toEqual([]);
    expect((await page({ filter: { text: '  ', mediaType: null } })).edges).toHaveLength(20);

    // Refusals: 400 with a message.
    for (const variables of [
      { first: 0 },
      { first: 101 },
      { last: 101 },
      { first: 5, last: 5 },
      { after: p1.pageInfo.endCursor, before: p1.pageInfo.endCursor },
      { first: 5, before: p1.pageInfo.endCursor },
      { after: 'garbage' },
      { before: Buffer.from(JSON.stringify(['not a date', randomUUID()])).toString('base64url') },
      { filter: { text: 'x'.repeat(101) } },
    ]) {
      const answer = await gql(t, MEDIAS, { appId: app.id, ...variables }, editor.token);
      expect(statusOf(answer), JSON.stringify(variables)).toBe(400);
    }
  });

  it('serves byte ranges (206, 416), HEAD, conditional requests, and 404 JSON for anything else', async () => {
    const bytes = files.mp3(8);
    const created = await addMedia('range.mp3', bytes, 'Range song');
    const size = bytes.length;
    const partial = await fetchFile(created.url, { range: 'bytes=0-3' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-3/${size}`);
    expect(partial.headers['content-length']).toBe('4');
    expect(partial.headers['content-type']).toBe('audio/mpeg');
    expect(partial.rawPayload.equals(bytes.subarray(0, 4))).toBe(true);
    const suffix = await fetchFile(created.url, { range: 'bytes=-10' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(bytes.subarray(size - 10))).toBe(true);
    const open = await fetchFile(created.url, { range: `bytes=${size - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(open.rawPayload.equals(bytes.subarray(size - 5))).toBe(true);
    const outside = await fetchFile(created.url, { range: `bytes=${size}-${size + 10}` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    expect(outside.json().message).toBeTruthy();
    for (const whole of ['bytes=0-1,5-6', 'items=0-1', 'nonsense']) {
      const answer = await fetchFile(created.url, { range: whole });
      expect(answer.statusCode, whole).toBe(200);
      expect(answer.rawPayload.length, whole).toBe(size);
    }
    const etag = String(partial.headers.etag);
    expect((await fetchFile(created.url, { range: 'bytes=0-3', 'if-range': '"other"' })).statusCode).toBe(
      200,
    );
    expect((await fetchFile(created.url, { range: 'bytes=0-3', 'if-range': etag })).statusCode).toBe(206);
    const cached = await fetchFile(created.url, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    const head = await fetchFile(created.url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.length).toBe(0);
    const headRange = await fetchFile(created.url, { range: 'bytes=2-5' }, 'HEAD');
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers['content-length']).toBe('4');

    // No session needed: the URL is the permission (decision 0014).
    expect((await fetchFile(created.url)).statusCode).toBe(200);
    const file = created.url.split('/').at(-1)!;
    for (const url of [
      `/media/${appId}/${file.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0'))}`,
      `/media/${randomUUID()}/${file}`,
      `/media/${appId}/${file.replace('.mp3', '.png')}`,
      `/media/${appId}/${file.replace('.mp3', '.exe')}`,
      `/media/${appId.toUpperCase()}/${file}`,
      `/media/${appId}/..%2F..%2F..%2Fpackage.json`,
      `/media/${appId}/%2e%2e`,
      `/media/${appId}/${file}/extra`,
      `/media/${appId}`,
      '/media/',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ message: 'Not found' });
    }
    // Dot segments are resolved before routing: this is /package.json, never a file of the repository.
    const dotted = await t.app.inject({ method: 'GET', url: '/media/../../package.json' });
    expect(dotted.statusCode).toBe(404);
    expect(dotted.body).not.toContain('workspaces');
  });

  it('deleting the app deletes its media and pending uploads, and their files once it commits', async () => {
    const app = await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Doomed app' });
    const kept = await addMedia('kept.png', files.png(), 'Kept image', editor, app.id);
    const pending = await upload(t, app.id, editor.token, {
      filename: 'pending.woff2',
      content: files.woff2(),
    });
    expect(pending.status).toBe(201);
    expect(storedFiles(app.id)).toHaveLength(2);
    ok(await gql(t, DELETE_APP, { id: app.id }, owner.token));
    expect(await t.database.db.select().from(media).where(eq(media.appId, app.id))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.appId, app.id))).toEqual([]);
    expect(storedFiles(app.id)).toEqual([]);
    expect((await fetchFile(kept.url)).statusCode).toBe(404);
    const [record] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, app.id), eq(activities.action, 'app.delete')));
    expect(record?.details).toMatchObject({ mediaCount: 1, pageCount: 0 });
  });
});
