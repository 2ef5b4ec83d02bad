import { createReadStream } from 'node:fs';
import { mkdir, rm, stat as statFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config.ts';
import { assertKey } from '../keys.ts';
import type { MediaStorage, StoredFile } from './storage.ts';

/** The SDK's "no such object": NoSuchKey from GetObject, NotFound (a bodiless 404) from HeadObject. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Media files in an S3-compatible bucket, one object per key. Uploads are received in a local temporary
 * directory first (`tempDir`), then sent with one PutObject (at most 100 MB, under the 5 GB single-request
 * limit). Checksums are only sent when an operation requires them: the SDK's default trailing checksums
 * (aws-chunked uploads) are not spoken by every S3-compatible service.
 */
export function createS3Storage(config: S3Config, tempDir: string): MediaStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    driver: 's3',
    tempDir,

    async init() {
      await mkdir(tempDir, { recursive: true });
    },

    async put(key, file, contentType) {
      try {
        const { size } = await statFile(file);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: assertKey(key),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      } finally {
        await rm(file, { force: true });
      }
    },

    async get(key, range): Promise<StoredFile | null> {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: assertKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // With a range, the whole size is the part of Content-Range after the slash.
        const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : object.ContentLength;
        return { stream: object.Body as Readable, size: total ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    stat,

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
  };
}
