import fastifyMultipart from '@fastify/multipart';
import { SERVER_MESSAGES as M, MEDIA_EXTENSIONS, UPLOAD_FORM_KEY } from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.ts';
import type { Services } from '../../services.ts';
import { fileNameOf, keyOf } from './keys.ts';
import type { ByteRange, MediaStorage } from './storage/index.ts';
import { drain, type ReceivedFile, type UploadService } from './upload-service.ts';

/** Multipart limits: one file (its size from the config), a few small fields, nothing else. */
function multipartLimits(fileSize: number) {
  return { fileSize, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 };
}

/** Whether the whole request body arrived (a client that gave up mid-body has not sent it all). */
function bodyReceived(request: FastifyRequest): Promise<boolean> {
  const raw = request.raw;
  if (raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    raw.once('end', () => resolve(true));
    raw.once('close', () => resolve(raw.readableEnded));
    raw.once('error', () => resolve(false));
  });
}

/** An error of the multipart parser as the client should see it. */
function multipartFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(M.uploadTooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, M.uploadTooLarge);
  // A full disk is the server's (it has a syscall); everything else is the body's: no boundary, cut short,
  // too many parts or fields, a prototype-polluting field name.
  if (error && typeof error === 'object' && 'syscall' in error) return error;
  return badRequest(M.uploadMalformed);
}

/**
 * Reads the whole multipart body: exactly one file under UPLOAD_FORM_KEY, received and checked by the upload
 * service; fields are ignored. The body is always read to its end (bytes past a refusal are thrown away as they
 * arrive), so the answer comes once the client has sent everything. Nothing is kept of a refused body.
 */
async function receiveOneFile(request: FastifyRequest, uploads: UploadService): Promise<ReceivedFile> {
  let received: ReceivedFile | null = null;
  let refusal: unknown = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FORM_KEY || received || refusal) {
        await drain(part.file);
        refusal ??= badRequest(M.uploadNoFile);
        continue;
      }
      try {
        received = await uploads.receive(part.filename, part.file);
      } catch (error) {
        refusal = error;
        await drain(part.file).catch(() => undefined);
      }
    }
    if (!(await bodyReceived(request))) throw badRequest(M.uploadMalformed);
  } catch (error) {
    if (received) await uploads.discard(received);
    throw multipartFailure(error);
  }
  if (refusal) {
    if (received) await uploads.discard(received);
    throw multipartFailure(refusal);
  }
  if (!received) throw badRequest(M.uploadNoFile);
  return received;
}

/**
 * POST /upload/{appId}: one file under the form key 'media' → 201 {referenceId}. 401 signed out, 404 an app the
 * user cannot see, 403 'required role' below editor (media.write), 429 past the upload rate, 400 no file, two
 * files or a broken body, 413 over the size limit, 415 an extension not accepted or bytes that are not what it
 * says. Registered in a scope of its own, so no other route parses multipart bodies.
 */
export async function registerUploadRoute(app: FastifyInstance, services: Services, maxBytes: number) {
  await app.register(fastifyMultipart, { limits: multipartLimits(maxBytes) });
  app.post<{ Params: { appId: string } }>('/upload/:appId', async (request, reply) => {
    if (!request.auth) throw unauthenticated();
    const user = request.auth.user;
    await services.rateLimits.consumeUpload(user.id);
    const access = await services.uploads.authorize(user, request.params.appId);
    if (!request.isMultipart()) throw badRequest(M.uploadNoFile);
    const received = await receiveOneFile(request, services.uploads);
    const { referenceId } = await services.uploads.commit(user, access, received);
    return reply.status(201).send({ referenceId });
  });
}

/**
 * What a stored file may do when opened: nothing. No script, no plugin, no request; inline styles and embedded
 * images only, so an SVG still draws; `sandbox` makes the document an opaque origin (no cookies, no storage of
 * ours), except for PDF, which browsers' viewers refuse to show in a sandbox (a PDF runs no script of ours).
 */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";
const cspOf = (extension: string) => (extension === 'pdf' ? FILE_CSP : `${FILE_CSP}; sandbox`);

function notFoundReply(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Not found' });
}

/**
 * GET and HEAD /media/{appId}/{file}: a stored file, to anyone (its URL is unguessable; live sites show it to
 * anyone), from the product host without the session (no database query). One byte range at most (206), 416
 * for one outside the file, 304 for a matching If-None-Match. The Content-Type is the extension's, from the
 * server's own table; the URL is checked against the one shape of keys, so it cannot lead anywhere else.
 */
export function registerMediaFileRoute(app: FastifyInstance, storage: MediaStorage) {
  app.route<{ Params: { appId: string; file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/:appId/:file',
    handler: async (request, reply) => {
      const found = keyOf(request.params.appId, request.params.file);
      if (!found) return notFoundReply(reply);
      const info = await storage.stat(found.key);
      if (!info) return notFoundReply(reply);
      const etag = `"${fileNameOf(found.key)}"`;
      const common = {
        'cache-control': 'public, max-age=31536000, immutable',
        etag,
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy': cspOf(found.extension),
      };
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).headers(common).send();
      }
      let range: ByteRange | undefined;
      const rangeHeader = request.headers.range;
      const ifRange = request.headers['if-range'];
      if (rangeHeader && (!ifRange || ifRange === etag)) {
        const ranges = rangeParser(info.size, rangeHeader, { combine: true });
        if (ranges === -1) {
          return reply
            .status(416)
            .headers({ ...common, 'content-range': `bytes */${info.size}` })
            .send({ message: 'Range Not Satisfiable' });
        }
        // Malformed (-2), another unit, or several ranges: the whole file, as if no range had been asked.
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) range = ranges[0];
      }
      const file = request.method === 'HEAD' ? null : await storage.get(found.key, range);
      if (request.method !== 'HEAD' && !file) return notFoundReply(reply);
      reply.headers({
        ...common,
        'content-type': MEDIA_EXTENSIONS[found.extension].mime,
        'content-length': String(range ? range.end - range.start + 1 : info.size),
        ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${info.size}` } : {}),
      });
      reply.status(range ? 206 : 200);
      return file ? reply.send(file.stream) : reply.send();
    },
  });
}
