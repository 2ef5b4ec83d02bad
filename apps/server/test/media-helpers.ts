import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { media, uploads } from '../src/db/schema.ts';
import type { TestApp } from './helpers.ts';

/** Queries, multipart bodies and fixtures of the media library, shared by the media, isolation and role tests. */

export const MEDIA_FIELDS = `id appId name referenceId mediaType extension url size width height createdAt updatedAt
  lastUpdatedByUser { id username }`;
export const MEDIAS = `query ($appId: ID!, $first: Int, $after: String, $last: Int, $before: String, $filter: MediaFilter) {
  medias(appId: $appId, first: $first, after: $after, last: $last, before: $before, filter: $filter) {
    edges { cursor node { ${MEDIA_FIELDS} } }
    pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
  }
}`;
export const CREATE_MEDIA = `mutation ($newMedia: NewMediaInput!) { createMedia(newMedia: $newMedia) { ${MEDIA_FIELDS} } }`;
export const UPDATE_MEDIA = `mutation ($id: ID!, $name: String!) { updateMedia(id: $id, name: $name) { ${MEDIA_FIELDS} } }`;
export const DELETE_MEDIA = 'mutation ($id: ID!) { deleteMedia(id: $id) }';

export interface MediaData {
  id: string;
  appId: string;
  name: string;
  referenceId: string;
  mediaType: string;
  extension: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  updatedAt: string;
  lastUpdatedByUser: { id: string; username: string } | null;
}

export interface FilePart {
  /** The form key; 'media' unless told. */
  name?: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body of the given parts (a part without a filename is a plain field). */
export function multipart(parts: FilePart[], boundary = `----tessera${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name ?? 'media'}"`
        : `form-data; name="${part.name ?? 'media'}"; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.contentType || part.filename !== undefined
            ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
            : '') +
          '\r\n',
        'utf8',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8'),
      Buffer.from('\r\n', 'utf8'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /upload/{appId} of one file (or of `parts` as they are) through inject. */
export async function upload(
  t: TestApp,
  appId: string,
  token: string | undefined,
  file: { filename: string; content: Buffer | string } | { parts: FilePart[] },
) {
  const { body, contentType } = multipart('parts' in file ? file.parts : [file]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/upload/${appId}`,
    headers: { 'content-type': contentType },
    cookies: token ? { auth_token: token } : {},
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.json() as { referenceId?: string; message?: string },
    response,
  };
}

/** A media inserted directly (set-up, not the flow under test), `createdAt` apart so the order is known. */
export async function insertMedia(
  db: Db,
  values: {
    appId: string;
    name?: string;
    extension?: string;
    mediaType?: string;
    createdAt?: Date;
    userId?: string;
  },
): Promise<{ id: string; name: string; key: string }> {
  const id = randomUUID();
  const extension = values.extension ?? 'png';
  const key = `${values.appId}/${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}.${extension}`;
  const name = values.name ?? `Media ${id.slice(0, 8)}`;
  await db.insert(media).values({
    id,
    appId: values.appId,
    name,
    referenceId: randomUUID(),
    extension,
    mediaType: values.mediaType ?? 'Image',
    key,
    size: 100,
    width: null,
    height: null,
    createdBy: values.userId ?? null,
    lastUpdatedBy: values.userId ?? null,
    createdAt: values.createdAt ?? new Date(),
    updatedAt: values.createdAt ?? new Date(),
  });
  return { id, name, key };
}

/** A pending upload inserted directly (no file behind it), for createMedia cases. */
export async function insertUpload(
  db: Db,
  values: {
    appId: string;
    userId?: string;
    size?: number;
    extension?: string;
    mediaType?: string;
    createdAt?: Date;
  },
): Promise<{ id: string; key: string; size: number; extension: string; mediaType: string }> {
  const id = randomUUID();
  const extension = values.extension ?? 'png';
  const key = `${values.appId}/${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}.${extension}`;
  const row = {
    id,
    appId: values.appId,
    userId: values.userId ?? null,
    key,
    size: values.size ?? 68,
    receivedSize: values.size ?? 68,
    extension,
    mediaType: values.mediaType ?? 'Image',
    width: 3,
    height: 2,
    createdAt: values.createdAt ?? new Date(),
  };
  await db.insert(uploads).values(row);
  return { id, key, size: row.size, extension, mediaType: row.mediaType };
}

/** createMedia's input for an upload; its size is the one the client sent (receivedSize, when the row has it). */
export function newMedia(
  appId: string,
  upload: { id: string; size: number; receivedSize?: number; extension: string; mediaType: string },
  name = `Media ${randomUUID().slice(0, 8)}`,
) {
  return {
    appId,
    referenceId: upload.id,
    name,
    mediaType: upload.mediaType,
    size: upload.receivedSize ?? upload.size,
    extension: upload.extension,
  };
}
