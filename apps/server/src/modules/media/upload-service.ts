import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  extensionOf,
  isAcceptedExtension,
  SERVER_MESSAGES as M,
  MEDIA_EXTENSIONS,
  type MediaExtension,
  type MediaType,
  SVG_LIMITS,
} from '@tessera/shared';
import { eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type UserRow, uploads } from '../../db/schema.ts';
import { AppError, badRequest, isForeignKeyViolation, notFound } from '../../lib/errors.ts';
import { type AppAccess, authorizeApp } from '../apps/policy.ts';
import { dimensionsOf, headBytesFor, matchesExtension } from './file-checks.ts';
import { newMediaKey } from './keys.ts';
import { type MediaStorage, removeStoredFiles } from './storage/index.ts';
import { createSvgSanitiser } from './svg-sanitiser.ts';

/** A file received, checked and waiting in the temporary directory for commit (or discard). */
export interface ReceivedFile {
  tempFile: string;
  /** The bytes stored (a sanitised SVG's, for an SVG). */
  size: number;
  /** The bytes the client sent. */
  receivedSize: number;
  sha256: string;
  extension: MediaExtension;
  mediaType: MediaType;
  width: number | null;
  height: number | null;
}

/** A multipart file stream: busboy sets `truncated` when it stopped at the size limit. */
export type FileStream = Readable & { truncated?: boolean };

/** A temporary file not written to for this long belongs to no upload in progress (another process's included). */
export const STALE_TEMP_MS = 60 * 60 * 1000;
/** Expired uploads are removed this many at a time. */
const SWEEP_BATCH = 500;

/** Keeps the first `capacity` bytes of a stream, whatever its size. */
class Head {
  private readonly chunks: Buffer[] = [];
  private length = 0;
  constructor(private readonly capacity: number) {}
  add(chunk: Buffer) {
    if (this.length >= this.capacity) return;
    const part = chunk.subarray(0, this.capacity - this.length);
    // A copy: the chunk's memory may belong to a larger pooled buffer.
    this.chunks.push(Buffer.from(part));
    this.length += part.length;
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }
}

/** Reads a stream to its end and throws its bytes away. */
export async function drain(stream: Readable): Promise<void> {
  // Busboy destroys the file stream of a body that ended mid-file, sometimes before it is handed over.
  if (stream.destroyed) return;
  await pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, callback) {
        callback();
      },
    }),
  );
}

/**
 * A failure while streaming: an AppError as it is; a file-system error (it has a syscall: a full disk) is the
 * server's; anything else came from the request (a multipart body cut short, a client gone): 400.
 */
function streamFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error && typeof error === 'object' && 'syscall' in error) return error;
  return badRequest(M.uploadMalformed);
}

/**
 * POST /upload/{appId}: a file streamed to a temporary file while hashed and counted (only its head is kept
 * in memory), checked by its own bytes, then stored under a content-hashed key with a pending `uploads` row
 * that createMedia claims. Nothing is left of a refused, truncated or aborted upload; unclaimed uploads and
 * stale temporary files are swept.
 */
export function createUploadService(deps: {
  db: Db;
  storage: MediaStorage;
  config: MediaConfig;
  logger: FastifyBaseLogger;
}) {
  const { db, storage } = deps;
  // SVGs are parsed whole, on a thread of their own, one at a time (SVG_LIMITS).
  const svgSanitiser = createSvgSanitiser();

  /** The sanitised SVG replaces the received bytes in the temporary file; its hash and size are the stored file's. */
  async function checkSvg(tempFile: string, size: number) {
    if (size > SVG_LIMITS.maxBytes) throw new AppError(413, M.uploadSvgTooLarge);
    const result = await svgSanitiser.sanitize(await readFile(tempFile));
    if (!result.ok) {
      throw result.reason === 'tooLarge'
        ? new AppError(413, M.uploadSvgTooLarge)
        : new AppError(415, M.uploadTypeMismatch);
    }
    // Structured cloning turns the Buffer into a plain Uint8Array.
    const svg = Buffer.from(result.svg.buffer, result.svg.byteOffset, result.svg.byteLength);
    await writeFile(tempFile, svg);
    return {
      size: svg.byteLength,
      sha256: createHash('sha256').update(svg).digest('hex'),
      dimensions: dimensionsOf(svg),
    };
  }

  /** Removes uploads never claimed within the TTL, rows first, then their files. Returns how many. */
  async function sweepExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - deps.config.uploadTtlMs);
    let removed = 0;
    for (;;) {
      const expired = db
        .select({ id: uploads.id })
        .from(uploads)
        .where(lt(uploads.createdAt, cutoff))
        .limit(SWEEP_BATCH);
      const rows = await db
        .delete(uploads)
        .where(inArray(uploads.id, expired))
        .returning({ key: uploads.key });
      await removeStoredFiles(
        storage,
        deps.logger,
        rows.map((row) => row.key),
      );
      removed += rows.length;
      if (rows.length < SWEEP_BATCH) return removed;
    }
  }

  /**
   * Removes temporary files nobody has written to for STALE_TEMP_MS: those of a process that was killed
   * mid-upload. A live upload writes all the time, another process's included. Returns how many.
   */
  async function sweepTemp(now = new Date()): Promise<number> {
    let removed = 0;
    let names: string[];
    try {
      names = await readdir(storage.tempDir);
    } catch {
      return 0;
    }
    for (const name of names) {
      const file = path.join(storage.tempDir, name);
      try {
        const info = await stat(file);
        if (now.getTime() - info.mtimeMs > STALE_TEMP_MS) {
          await rm(file, { force: true, recursive: true });
          removed++;
        }
      } catch {
        // Gone meanwhile (its upload finished): nothing to do.
      }
    }
    return removed;
  }

  return {
    /** media.write on the app: 404 'app not found' for one the user cannot see, 403 'required role' below editor. */
    authorize(actor: UserRow, appId: unknown): Promise<AppAccess> {
      return authorizeApp(db, actor.id, appId, 'media.write');
    },

    /**
     * Streams one file to a temporary file and checks it: 415 for an extension outside MEDIA_EXTENSIONS
     * (nothing written) or bytes that are not what it says, 413 past the size limit. On any failure the
     * temporary file is gone before this returns. The stream is always read to its end.
     */
    async receive(fileName: string, stream: FileStream): Promise<ReceivedFile> {
      const extension = extensionOf(fileName);
      if (!isAcceptedExtension(extension)) {
        await drain(stream).catch(() => undefined);
        throw new AppError(415, M.uploadTypeNotAccepted);
      }
      // A body that ended mid-file: busboy may have destroyed the stream before handing it over, and a
      // pipeline from a stream destroyed already would never settle.
      if (stream.destroyed) throw badRequest(M.uploadMalformed);
      const tempFile = path.join(storage.tempDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      const head = new Head(headBytesFor(extension));
      let size = 0;
      try {
        await pipeline(
          stream,
          new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              size += chunk.length;
              hash.update(chunk);
              head.add(chunk);
              callback(null, chunk);
            },
          }),
          createWriteStream(tempFile, { flags: 'wx' }),
        );
        if (stream.truncated) throw new AppError(413, M.uploadTooLarge);
        if (size === 0) throw new AppError(415, M.uploadTypeMismatch);
        const { mediaType } = MEDIA_EXTENSIONS[extension];
        if (extension === 'svg') {
          const svg = await checkSvg(tempFile, size);
          return {
            tempFile,
            size: svg.size,
            receivedSize: size,
            sha256: svg.sha256,
            extension,
            mediaType,
            width: svg.dimensions?.width ?? null,
            height: svg.dimensions?.height ?? null,
          };
        }
        const bytes = head.bytes();
        if (!(await matchesExtension(extension, bytes))) throw new AppError(415, M.uploadTypeMismatch);
        const dimensions = mediaType === 'Image' ? dimensionsOf(bytes) : null;
        return {
          tempFile,
          size,
          receivedSize: size,
          sha256: hash.digest('hex'),
          extension,
          mediaType,
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
        };
      } catch (error) {
        await rm(tempFile, { force: true });
        throw streamFailure(error);
      }
    },

    /** Removes a received file that will not be committed. */
    async discard(file: ReceivedFile): Promise<void> {
      await rm(file.tempFile, { force: true });
    },

    /**
     * Stores a received file for `access`'s app and records the pending upload; returns its referenceId. The row
     * comes first, so a file never sits in storage without one (a row whose file never arrived is swept).
     */
    async commit(actor: UserRow, access: AppAccess, file: ReceivedFile): Promise<{ referenceId: string }> {
      const id = randomUUID();
      const key = newMediaKey(access.app.id, file.sha256, file.extension);
      try {
        await db.insert(uploads).values({
          id,
          appId: access.app.id,
          userId: actor.id,
          key,
          size: file.size,
          receivedSize: file.receivedSize,
          extension: file.extension,
          mediaType: file.mediaType,
          width: file.width,
          height: file.height,
          createdAt: new Date(),
        });
      } catch (error) {
        await rm(file.tempFile, { force: true });
        // The app deleted since it was authorized.
        if (isForeignKeyViolation(error)) throw notFound(M.appNotFound);
        throw error;
      }
      try {
        await storage.put(key, file.tempFile, MEDIA_EXTENSIONS[file.extension].mime);
      } catch (error) {
        await db.delete(uploads).where(eq(uploads.id, id));
        throw error;
      }
      // The app deleted while the file was being stored: its deletion took the row, so the file is ours to remove.
      const [still] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id));
      if (!still) {
        await storage.delete(key);
        throw notFound(M.appNotFound);
      }
      return { referenceId: id };
    },

    sweepExpired,
    sweepTemp,

    /** Stops the SVG sanitiser's thread (on close). */
    close(): Promise<void> {
      return svgSanitiser.close();
    },

    /** Both sweeps; failures are logged, never thrown (a sweep runs again within the hour). */
    async sweep(): Promise<void> {
      try {
        const expired = await sweepExpired();
        const temp = await sweepTemp();
        if (expired || temp) deps.logger.info({ expired, temp }, 'media sweep removed files');
      } catch (error) {
        deps.logger.warn({ err: error }, 'media sweep failed');
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
