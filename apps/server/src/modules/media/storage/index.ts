import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { createDiskStorage } from './disk.ts';
import { createS3Storage } from './s3.ts';
import type { MediaStorage } from './storage.ts';

export type { ByteRange, MediaStorage, StoredFile } from './storage.ts';

/** The bucket of S3_BUCKET when set; otherwise $DATA_DIR/media. Files being received are under $DATA_DIR/media/.tmp either way. */
export function createStorage(config: Pick<Config, 'dataDir' | 'media'>): MediaStorage {
  const root = path.join(config.dataDir, 'media');
  return config.media.s3
    ? createS3Storage(config.media.s3, path.join(root, '.tmp'))
    : createDiskStorage(root);
}

/**
 * Removes stored files whose records are gone (after their transaction committed), never failing: a file left
 * behind is unreachable (no record points at it, its URL is unguessable); failures are logged.
 */
export async function removeStoredFiles(
  storage: MediaStorage,
  logger: FastifyBaseLogger,
  keys: string[],
  message = 'media files were not removed',
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length > 0) logger.warn({ failed: failures.length, err: failures[0]?.reason }, message);
}
