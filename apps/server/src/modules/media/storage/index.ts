import path from 'node:path';
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
