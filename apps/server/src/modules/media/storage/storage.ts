import type { Readable } from 'node:stream';

/** An inclusive byte range of a stored file, as range-parser gives it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The file's bytes, or the range's when one was asked for. */
  stream: Readable;
  /** The whole file's size, whatever the range. */
  size: number;
}

/**
 * Where media files live: the disk under $DATA_DIR/media by default, an S3-compatible bucket when S3_BUCKET
 * is set. Keys are `{appId}/{content hash}-{random}.{extension}` (media/keys.ts); a stored file never changes.
 *
 * Uploads are first written to a local temporary file under `tempDir` (on the same filesystem as the disk
 * storage, so `put` is a rename there), checked, then handed over with `put`.
 */
export interface MediaStorage {
  readonly driver: 'disk' | 's3';
  /** A local directory for files being received; nothing in it is ever served. */
  readonly tempDir: string;
  /** Creates what the storage needs (directories); called once on start. */
  init(): Promise<void>;
  /** Stores the local file `file` under `key`; the local file is gone afterwards, whatever the outcome. */
  put(key: string, file: string, contentType: string): Promise<void>;
  /** The file (or the byte range of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}
