import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat as statFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey } from '../keys.ts';
import type { MediaStorage, StoredFile } from './storage.ts';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Media files on the local disk: `{root}/{appId}/{file}`, and files being received in `{root}/.tmp`, on the
 * same filesystem so a checked upload is moved into place by a rename (atomic: a file is whole or absent).
 */
export function createDiskStorage(root: string): MediaStorage {
  const tempDir = path.join(root, '.tmp');
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));

  async function stat(key: string): Promise<{ size: number } | null> {
    try {
      const { size } = await statFile(fileOf(key));
      return { size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    driver: 'disk',
    tempDir,

    async init() {
      await mkdir(tempDir, { recursive: true });
    },

    async put(key, file) {
      const target = fileOf(key);
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await rename(file, target);
      } finally {
        await rm(file, { force: true });
      }
    },

    async get(key, range): Promise<StoredFile | null> {
      const file = fileOf(key);
      const found = await stat(key);
      if (!found) return null;
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      try {
        // Opening can still fail (deleted in between): that is an absent file, not a broken response.
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        });
      } catch (error) {
        stream.destroy();
        if (isMissing(error)) return null;
        throw error;
      }
      return { stream, size: found.size };
    },

    stat,

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
