import { randomBytes } from 'node:crypto';
import { isAcceptedExtension, type MediaExtension } from '@tessera/shared';

/**
 * Storage keys and URLs of media files. A key is `{appId}/{hash}-{random}.{extension}`: the first 32 hex digits
 * of the file's SHA-256, then 16 random hex digits. The hash makes the name change whenever the bytes do (so
 * the file is cached as immutable, and its ETag is its name); the random part makes every upload its own file
 * (deleting one media never touches another with the same bytes) and its URL unguessable even to someone who
 * holds the same bytes. The URL is the key under /media/.
 */

const APP_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE = '[0-9a-f]{32}-[0-9a-f]{16}\\.([a-z0-9]{2,5})';
const FILE_RE = new RegExp(`^${FILE}$`);
const KEY_RE = new RegExp(`^${APP_ID}/${FILE}$`);
const APP_ID_RE = new RegExp(`^${APP_ID}$`);
/** A form file's key (newFormFileKey): app, submission and file ids. */
const FORM_FILE_KEY_RE = new RegExp(`^forms/${APP_ID}/${APP_ID}/${APP_ID}\\.([a-z0-9]{2,5})$`);

export const MEDIA_URL_PREFIX = '/media/';

export function newMediaKey(appId: string, sha256Hex: string, extension: MediaExtension): string {
  return assertKey(`${appId}/${sha256Hex.slice(0, 32)}-${randomBytes(8).toString('hex')}.${extension}`);
}

/** The key a /media/{appId}/{file} URL names, or null when it cannot name one (never a path elsewhere). */
export function keyOf(appId: string, file: string): { key: string; extension: MediaExtension } | null {
  if (!APP_ID_RE.test(appId)) return null;
  const match = FILE_RE.exec(file);
  const extension = match?.[1];
  if (!extension || !isAcceptedExtension(extension)) return null;
  return { key: `${appId}/${file}`, extension };
}

/**
 * The key itself, after checking it has one of the two shapes keys have (a media's, a form file's): no separator
 * or dot can lead elsewhere.
 */
export function assertKey(key: string): string {
  if (!KEY_RE.test(key) && !FORM_FILE_KEY_RE.test(key))
    throw new Error(`not a media key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The file name of a key ({hash}-{random}.{extension}): the ETag of the file. */
export function fileNameOf(key: string): string {
  return key.slice(key.indexOf('/') + 1);
}

/**
 * Files sent with live forms' submissions (issue 24) are kept under `forms/{appId}/{submissionId}/{fileId}.{ext}`:
 * never a media key (keyOf refuses the `forms/` prefix), so /media and live hosts never serve them; the console
 * downloads them by their record (form-files route).
 */
export function newFormFileKey(
  appId: string,
  submissionId: string,
  fileId: string,
  extension: MediaExtension,
): string {
  const key = `forms/${appId}/${submissionId}/${fileId}.${extension}`;
  if (!FORM_FILE_KEY_RE.test(key))
    throw new Error(`not a form file key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}
