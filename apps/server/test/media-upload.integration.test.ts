import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SERVER_MESSAGES as M, UPLOAD_MAX_BYTES } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { STALE_TEMP_MS } from '../src/modules/media/upload-service.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import * as files from './media-files.ts';
import { CREATE_MEDIA, MEDIAS, type MediaData, multipart, newMedia, upload } from './media-helpers.ts';
import { addMember, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';

const CHUNK = Buffer.alloc(1024 * 1024, 0x20);

/**
 * Streams a multipart upload of `size` bytes (`head` first, then spaces) to a listening server without ever holding
 * it in memory. `abortAfter`: destroy the request once that many file bytes are sent and `onAborting` resolves.
 */
function streamUpload(
  port: number,
  appId: string,
  token: string,
  options: {
    filename: string;
    head: Buffer;
    size: number;
    abortAfter?: number;
    onAborting?: () => Promise<void>;
  },
): Promise<{ status: number; body: Record<string, unknown> } | 'aborted'> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="${options.filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/upload/${appId}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': opening.length + options.size + closing.length,
        cookie: `auth_token=${token}`,
      },
    });
    let aborted = false;
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
        }),
      );
    });
    request.on('error', (error) => (aborted ? resolve('aborted') : reject(error)));
    const write = (data: Buffer) =>
      new Promise<void>((done) => {
        if (request.write(data)) done();
        else request.once('drain', done);
      });
    (async () => {
      await write(opening);
      let sent = 0;
      const head = options.head.subarray(0, options.size);
      await write(head);
      sent += head.length;
      while (sent < options.size) {
        if (options.abortAfter !== undefined && sent >= options.abortAfter) {
          await options.onAborting?.();
          aborted = true;
          request.destroy();
          resolve('aborted');
          return;
        }
        const next = CHUNK.subarray(0, Math.min(CHUNK.length, options.size - sent));
        await write(next);
        sent += next.length;
      }
      request.end(closing);
    })().catch(reject);
  });
}

async function until(condition: () => boolean | Promise<boolean>, label: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('uploads over a real connection: limits, aborts, concurrency, sweeps', () => {
  let t: TestApp;
  let port: number;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let appId: string;

  const tempDir = () => path.join(t.dataDir, 'media', '.tmp');
  const tempFiles = () => readdirSync(tempDir());
  const storedFiles = () =>
    existsSync(path.join(t.dataDir, 'media', appId)) ? readdirSync(path.join(t.dataDir, 'media', appId)) : [];
  const uploadRows = () => t.database.db.select().from(uploads).where(eq(uploads.appId, appId));

  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        perAddress: { points: 30, durationSeconds: 60 },
        perEmail: { points: 10, durationSeconds: 60 },
        upload: { points: 1000, durationSeconds: 60 },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    ({ owner, org, team } = await appWorkspace(t, 'streamowner'));
    appId = (await insertApp(t.database.db, { orgId: org.id, teamId: team.id })).id;
  });
  afterAll(() => t.close());

  it('takes exactly 100 MB and refuses 100 MB and one byte with 413, keeping nothing of it', async () => {
    const pdfHead = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
    const exact = await streamUpload(port, appId, owner.token, {
      filename: 'exact.pdf',
      head: pdfHead,
      size: UPLOAD_MAX_BYTES,
    });
    expect(exact).toMatchObject({ status: 201 });
    const [row] = await uploadRows();
    expect(row?.size).toBe(UPLOAD_MAX_BYTES);
    expect(row?.mediaType).toBe('Document');
    expect(await t.services.storage.stat(row!.key)).toEqual({ size: UPLOAD_MAX_BYTES });

    const before = { rows: await uploadRows(), stored: storedFiles() };
    const over = await streamUpload(port, appId, owner.token, {
      filename: 'over.pdf',
      head: pdfHead,
      size: UPLOAD_MAX_BYTES + 1,
    });
    expect(over).toEqual({ status: 413, body: { message: M.uploadTooLarge } });
    expect(await uploadRows()).toEqual(before.rows);
    expect(storedFiles()).toEqual(before.stored);
    expect(tempFiles()).toEqual([]);
  }, 60_000);

  it('leaves nothing of an upload whose client goes away mid-file: no row, no temporary file', async () => {
    const before = { rows: await uploadRows(), stored: storedFiles() };
    const result = await streamUpload(port, appId, owner.token, {
      filename: 'aborted.pdf',
      head: files.pdf(),
      size: 20 * 1024 * 1024,
      abortAfter: 4 * 1024 * 1024,
      // Abort once the server is writing the file: its temporary file exists.
      onAborting: () => until(() => tempFiles().length > 0, 'the temporary file'),
    });
    expect(result).toBe('aborted');
    await until(() => tempFiles().length === 0, 'the temporary file to go');
    // The server is done with it: still no row, no stored file.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await uploadRows()).toEqual(before.rows);
    expect(storedFiles()).toEqual(before.stored);
    expect(tempFiles()).toEqual([]);
  });

  it('completes 20 concurrent uploads, all listed once recorded', async () => {
    const app = await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Busy app' });
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(t, app.id, owner.token, { filename: `image-${i}.png`, content: files.png(i + 1, i + 2) }),
      ),
    );
    expect(sent.map((s) => s.status)).toEqual(Array(20).fill(201));
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.appId, app.id));
    expect(rows).toHaveLength(20);
    const created = await Promise.all(
      rows.map((row) =>
        gql(t, CREATE_MEDIA, { newMedia: newMedia(app.id, row, `Image ${row.width}`) }, owner.token),
      ),
    );
    for (const answer of created) ok(answer);
    const listed = ok(await gql(t, MEDIAS, { appId: app.id, first: 100 }, owner.token)).medias as {
      edges: Array<{ node: MediaData }>;
    };
    expect(listed.edges.map((edge) => edge.node.name).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `Image ${i + 1}`).sort(),
    );
    expect(new Set(listed.edges.map((edge) => edge.node.url)).size).toBe(20);
    expect(tempFiles()).toEqual([]);
  });

  it('sweeps uploads never claimed within 24 h, with their files, and leaves younger ones', async () => {
    const old = await upload(t, appId, owner.token, { filename: 'old.png', content: files.png() });
    const young = await upload(t, appId, owner.token, { filename: 'young.png', content: files.png() });
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(uploads.id, old.body.referenceId!));
    const [oldRow] = await t.database.db.select().from(uploads).where(eq(uploads.id, old.body.referenceId!));
    const [youngRow] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, young.body.referenceId!));
    expect(await t.services.storage.exists(oldRow!.key)).toBe(true);
    expect(await t.services.uploads.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, oldRow!.id))).toEqual([]);
    expect(await t.services.storage.exists(oldRow!.key)).toBe(false);
    expect(await t.services.storage.exists(youngRow!.key)).toBe(true);
    // The young one can still be recorded.
    ok(await gql(t, CREATE_MEDIA, { newMedia: newMedia(appId, youngRow!, 'Young image') }, owner.token));
  });

  it('removes stale temporary files on start, and only those', async () => {
    const stale = path.join(tempDir(), 'stale-upload.part');
    const fresh = path.join(tempDir(), 'fresh-upload.part');
    writeFileSync(stale, 'left by a killed process');
    writeFileSync(fresh, 'being written right now');
    const past = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    utimesSync(stale, past, past);
    const restarted = await createTestApp(
      { dataDir: t.dataDir, media: { sweep: true } },
      {},
      { database: t.database },
    );
    try {
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe('POST /upload/{appId}: who may, and bad requests (4xx with a message, never 5xx, nothing kept)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let viewer: SignedInUser;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        perAddress: { points: 30, durationSeconds: 60 },
        perEmail: { points: 10, durationSeconds: 60 },
        upload: { points: 60, durationSeconds: 60 },
      },
    });
    const workspace = await appWorkspace(t, 'uploadbad');
    owner = workspace.owner;
    viewer = await signUpAndIn(t, 'uploadviewer');
    await addMember(t, workspace.org.id, workspace.team.id, viewer, 'viewer');
    appId = (await insertApp(t.database.db, { orgId: workspace.org.id, teamId: workspace.team.id })).id;
  });
  afterAll(() => t.close());

  const state = async () => ({
    rows: await t.database.db.select().from(uploads),
    stored: existsSync(path.join(t.dataDir, 'media', appId))
      ? readdirSync(path.join(t.dataDir, 'media', appId))
      : [],
    temp: readdirSync(path.join(t.dataDir, 'media', '.tmp')),
  });

  it('401 signed out, 404 for an app out of reach or a bad id, 403 below editor', async () => {
    const file = { filename: 'a.png', content: files.png() };
    const signedOut = await upload(t, appId, undefined, file);
    expect(signedOut).toMatchObject({ status: 401, body: { message: M.notAuthenticated } });
    const stranger = await signUpAndIn(t, 'uploadstranger');
    for (const [label, id, token] of [
      ['a stranger', appId, stranger.token],
      ['an unknown app', '00000000-0000-4000-8000-000000000000', owner.token],
      ['a bad id', 'not-an-id', owner.token],
      ['a traversal', '..%2F..%2Fetc', owner.token],
    ] as const) {
      const answer = await upload(t, id, token, file);
      expect(answer.status, label).toBe(404);
      expect(answer.body.message, label).toBe(M.appNotFound);
    }
    const denied = await upload(t, appId, viewer.token, file);
    expect(denied).toMatchObject({ status: 403, body: { message: M.requiredRole } });
  });

  it('refuses bodies that are not exactly one file under "media"', async () => {
    const before = await state();
    const png = files.png();
    const cases: Array<[string, { payload: Buffer | string; contentType?: string }, number, string]> = [];
    const form = (parts: Parameters<typeof multipart>[0], boundary?: string) => {
      const { body, contentType } = multipart(parts, boundary);
      return { payload: body, contentType };
    };
    cases.push(['JSON', { payload: '{"media":"x"}', contentType: 'application/json' }, 400, M.uploadNoFile]);
    cases.push(['text', { payload: 'media', contentType: 'text/plain' }, 400, M.uploadNoFile]);
    cases.push(['no body', { payload: '' }, 400, M.uploadNoFile]);
    cases.push(['only a field', form([{ name: 'media', content: 'not a file' }]), 400, M.uploadNoFile]);
    cases.push([
      'a file under another key',
      form([{ name: 'file', filename: 'a.png', content: png }]),
      400,
      M.uploadNoFile,
    ]);
    cases.push([
      'two files',
      form([
        { filename: 'a.png', content: png },
        { filename: 'b.png', content: png },
      ]),
      400,
      M.uploadTooManyFiles,
    ]);
    cases.push([
      'a file and one under another key',
      form([
        { name: 'other', filename: 'x.png', content: png },
        { filename: 'a.png', content: png },
      ]),
      400,
      M.uploadTooManyFiles,
    ]);
    cases.push([
      'a multipart body without its boundary parameter',
      { payload: form([{ filename: 'a.png', content: png }]).payload, contentType: 'multipart/form-data' },
      400,
      M.uploadMalformed,
    ]);
    cases.push([
      'a body cut before its end',
      (() => {
        const whole = form([{ filename: 'a.png', content: png }]);
        return { ...whole, payload: (whole.payload as Buffer).subarray(0, 150) };
      })(),
      400,
      M.uploadMalformed,
    ]);
    cases.push([
      'garbage under a multipart type',
      { payload: randomBytes(300), contentType: 'multipart/form-data; boundary=xyz' },
      400,
      M.uploadNoFile,
    ]);
    cases.push([
      'too many fields',
      form([
        ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, content: 'x' })),
        { filename: 'a.png', content: png },
      ]),
      400,
      M.uploadMalformed,
    ]);
    cases.push([
      'a prototype field name',
      form([
        { name: '__proto__', content: 'x' },
        { filename: 'a.png', content: png },
      ]),
      400,
      M.uploadMalformed,
    ]);
    cases.push(['an empty file name', form([{ filename: '', content: png }]), 415, M.uploadTypeNotAccepted]);
    cases.push([
      'a file name without extension',
      form([{ filename: 'image', content: png }]),
      415,
      M.uploadTypeNotAccepted,
    ]);
    for (const [label, request, status, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/upload/${appId}`,
        headers: request.contentType ? { 'content-type': request.contentType } : {},
        cookies: { auth_token: owner.token },
        payload: request.payload,
      });
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(response.json().message, label).toBe(message);
    }
    // An unknown content type is refused by the server before the route (415 from Fastify, with a message).
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/upload/${appId}`,
      headers: { 'content-type': 'application/x-unknown' },
      cookies: { auth_token: owner.token },
      payload: 'x',
    });
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().message).toBeTruthy();
    expect(await state()).toEqual(before);
  });

  it('takes odd file names as they are: NUL, paths, unicode; only the extension counts', async () => {
    for (const filename of [
      'ima\u0000ge.png',
      '../../../etc/passwd.png',
      'C:\\\\temp\\\\x.PNG',
      'ñandú 🖼.png',
    ]) {
      const sent = await upload(t, appId, owner.token, { filename, content: files.png() });
      expect(sent.status, filename).toBe(201);
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, sent.body.referenceId!));
      expect(row?.extension, filename).toBe('png');
      expect(row?.key, filename).toMatch(new RegExp(`^${appId}/[0-9a-f]{32}-[0-9a-f]{16}\\.png$`));
    }
  });

  it('answers 429 past the upload rate, per user', async () => {
    const limited = await createTestApp(
      {
        rateLimits: {
          perAddress: { points: 30, durationSeconds: 60 },
          perEmail: { points: 10, durationSeconds: 60 },
          upload: { points: 2, durationSeconds: 60 },
        },
      },
      {},
      { database: t.database },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await upload(limited, appId, owner.token, { filename: 'r.png', content: files.png() })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
      // Another user is not held back.
      const other = await upload(limited, appId, viewer.token, { filename: 'r.png', content: files.png() });
      expect(other.status).toBe(403);
    } finally {
      await limited.close();
    }
  });
});
