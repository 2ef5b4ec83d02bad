import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../src/config.ts';
import { newMediaKey } from '../src/modules/media/keys.ts';
import { createS3Storage } from '../src/modules/media/storage/s3.ts';
import { appWorkspace, insertApp } from './app-helpers.ts';
import { createTestApp, gql, type TestApp } from './helpers.ts';
import * as files from './media-files.ts';
import { CREATE_MEDIA, DELETE_MEDIA, type MediaData, newMedia, upload } from './media-helpers.ts';
import { ok } from './org-helpers.ts';

const BUCKET = 'tessera-media';
const APP_ID = '0b8f5e7a-1c2d-4e3f-9a8b-7c6d5e4f3a2b';

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The S3 driver against a real S3 API: s3rver (a local S3 on the file system) on a random port, in this
 * process. Path-style addressing, as MinIO and most self-hosted services want.
 */
describe('media on S3-compatible storage (s3rver)', () => {
  let server: S3rver;
  let directory: string;
  let s3: S3Config;
  let client: S3Client;
  let scratch: string;

  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    directory = mkdtempSync(path.join(tmpdir(), 'tessera-s3rver-'));
    scratch = mkdtempSync(path.join(tmpdir(), 'tessera-s3-scratch-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    s3 = {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    client = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('puts from a local file (which goes), stats, reads whole and by range, deletes', async () => {
    const storage = createS3Storage(s3, path.join(scratch, '.tmp'));
    await storage.init();
    const bytes = files.mp3(20);
    const local = path.join(storage.tempDir, 'received.part');
    writeFileSync(local, bytes);
    const key = newMediaKey(APP_ID, 'ab'.repeat(32), 'mp3');
    await storage.put(key, local, 'audio/mpeg');
    expect(existsSync(local)).toBe(false);

    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe('audio/mpeg');
    expect(head.ContentLength).toBe(bytes.length);
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect(await storage.exists(key)).toBe(true);

    const whole = await storage.get(key);
    expect(whole?.size).toBe(bytes.length);
    expect((await read(whole!.stream)).equals(bytes)).toBe(true);
    const part = await storage.get(key, { start: 10, end: 29 });
    expect(part?.size).toBe(bytes.length);
    expect((await read(part!.stream)).equals(bytes.subarray(10, 30))).toBe(true);

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is no error.
    await storage.delete(key);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/not a media key/);
  });

  describe('the server on S3', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ media: { s3 } });
    });
    afterAll(() => t.close());

    it('uploads into the bucket, serves from it (ranges included) and deletes from it', async () => {
      expect(t.services.storage.driver).toBe('s3');
      const { owner, org, team } = await appWorkspace(t, 's3owner');
      const app = await insertApp(t.database.db, { orgId: org.id, teamId: team.id });
      const bytes = files.png(6, 5);
      const sent = await upload(t, app.id, owner.token, { filename: 'bucket.png', content: bytes });
      expect(sent.status).toBe(201);
      const created = ok(
        await gql(
          t,
          CREATE_MEDIA,
          {
            newMedia: newMedia(
              app.id,
              { id: sent.body.referenceId!, size: bytes.length, extension: 'png', mediaType: 'Image' },
              'In the bucket',
            ),
          },
          owner.token,
        ),
      ).createMedia as MediaData;
      expect(created).toMatchObject({ width: 6, height: 5, size: bytes.length });
      const key = created.url.slice('/media/'.length);
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
      // Nothing on the local disk but the (empty) temporary directory.
      expect(existsSync(path.join(t.dataDir, 'media', app.id))).toBe(false);

      const served = await t.app.inject({ method: 'GET', url: created.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const range = await t.app.inject({ method: 'GET', url: created.url, headers: { range: 'bytes=1-3' } });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 1-3/${bytes.length}`);
      expect(range.rawPayload.toString('latin1')).toBe('PNG');
      const head = await t.app.inject({ method: 'HEAD', url: created.url });
      expect(head.headers['content-length']).toBe(String(bytes.length));

      ok(await gql(t, DELETE_MEDIA, { id: created.id }, owner.token));
      expect(await t.services.storage.exists(key)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: created.url })).statusCode).toBe(404);
    });
  });
});
