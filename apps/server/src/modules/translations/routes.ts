import { LIMITS } from '@tessera/shared';
import { sizeProblem } from '@tessera/shared/translation-files';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, unauthenticated } from '../../lib/errors.ts';
import { isPortuguese, localeOf } from '../../lib/locale.ts';
import type { Services } from '../../services.ts';
import type { AppAccess } from '../apps/policy.ts';
import { AUTH_COOKIE } from '../auth/routes.ts';
import { emptyReport, ImportRefused } from './import-report.ts';
import type { FileFormat } from './translation-export.ts';

/** A file's bytes may be LIMITS.translations.fileMaxBytes; the body a little more (a BOM, a final line break). */
export const IMPORT_BODY_LIMIT = LIMITS.translations.fileMaxBytes + 64 * 1024;

/** The media types a file may be sent as, and the format each says it is. */
const MEDIA_TYPES: Record<string, FileFormat> = {
  'application/json': 'json',
  'application/xliff+xml': 'xliff',
  'application/x-xliff+xml': 'xliff',
  'application/xml': 'xliff',
  'text/xml': 'xliff',
};

const WRONG_TYPE =
  'send the file as its text, with the content type application/xliff+xml (XLIFF) or application/json (JSON)';

function formatOf(request: FastifyRequest): FileFormat | undefined {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return MEDIA_TYPES[type];
}

/** `1`/`true` or `0`/`false` (absent: false); anything else is a 400 naming the parameter. */
function flag(query: Record<string, unknown>, name: string): boolean {
  const value = query[name];
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw badRequest(`${name} must be 1 or 0`);
}

/** A refused import answers its report, with the first problem as the message every REST answer has. */
function refusal(reply: FastifyReply, error: ImportRefused) {
  return reply.status(error.status).send({ message: error.message, ...error.report });
}

/**
 * GET /apps/{appId}/translations/{language}.xlf|.json[?pages=id,id]: the app's texts in that language as a file
 * to download (page.read; 401 signed out, 404 an app or page the user cannot see, 400 a language the app does
 * not have or another file name). Never cached.
 *
 * POST /apps/{appId}/translations/import?apply=0|1&clearEmpty=0|1: the file's text as the body
 * (application/xliff+xml or application/json, at most 20 MB; 415 another type, 413 a larger body) → 200 the
 * report (applied when apply=1), or 400/409/413 the report with its problems, nothing changed. Editors and up;
 * who may import into the app is checked before the body is read (401, 404, 403). Registered in a scope of its
 * own: no other route takes such bodies.
 */
export async function registerTranslationRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { appId: string; file: string }; Querystring: Record<string, unknown> }>(
    '/apps/:appId/translations/:file',
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const file = await services.translations.export(request.auth.user, request.params.appId, {
        file: request.params.file,
        pages: request.query?.pages,
      });
      reply.headers({
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'no-store',
      });
      return reply.send(file.text);
    },
  );

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      Object.keys(MEDIA_TYPES),
      { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error, request, reply) => {
      const code = (error as { code?: string }).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const report = emptyReport('', formatOf(request) ?? 'xliff');
        report.problems.push(sizeProblem());
        return refusal(reply, new ImportRefused(413, report));
      }
      if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ message: WRONG_TYPE });
      throw error;
    });

    const accessOf = new WeakMap<FastifyRequest, AppAccess>();
    scope.post<{ Params: { appId: string }; Querystring: Record<string, unknown> }>(
      '/apps/:appId/translations/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        // Who may import is known before a byte of the body is read: a refused client never sends 20 MB for it.
        preParsing: async (request, _reply, payload) => {
          const auth = await services.sessions.resolve(request.cookies[AUTH_COOKIE]);
          if (!auth) throw unauthenticated();
          accessOf.set(request, await services.translations.authorizeImport(auth.user, request.params.appId));
          return payload;
        },
      },
      async (request, reply) => {
        if (!request.auth) throw unauthenticated();
        const access = accessOf.get(request);
        if (!access) throw unauthenticated();
        const query = request.query ?? {};
        const options = {
          apply: flag(query, 'apply'),
          clearEmpty: flag(query, 'clearEmpty'),
          labelLocale: isPortuguese(localeOf(request)) ? 'pt-BR' : 'en-US',
        };
        const format = formatOf(request);
        if (typeof request.body !== 'string' || !format) throw badRequest(WRONG_TYPE);
        try {
          const report = await services.translations.import(
            access,
            request.auth.user,
            { text: request.body, format },
            options,
          );
          return reply.send(report);
        } catch (error) {
          if (error instanceof ImportRefused) return refusal(reply, error);
          throw error;
        }
      },
    );
  });
}
