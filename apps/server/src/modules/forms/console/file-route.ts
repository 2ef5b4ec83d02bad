import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formSubmissionFiles } from '../../../db/forms-schema.ts';
import { unauthenticated } from '../../../lib/errors.ts';
import { isId } from '../../../lib/ids.ts';
import type { Services } from '../../../services.ts';
import { authorizeCurrentOrgApp } from '../../apps/policy.ts';
import { FORM_MESSAGES as F } from './messages.ts';

/** Where the console downloads a submission's file (FormSubmissionFile.url). */
export function formFileUrl(appId: string, fileId: string): string {
  return `/apps/${appId}/form-files/${fileId}`;
}

/** The visitor's file name for content-disposition: an ASCII fallback and the UTF-8 name (RFC 6266, 5987). */
export function attachmentOf(name: string, extension: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/;%*?<>|:]/g, '_')
    .trim();
  const fallback = ascii.replace(/^\.+/, '') || `file.${extension}`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ message: F.fileNotFound });
}

/**
 * GET /apps/{appId}/form-files/{fileId}: a file a visitor sent with a submission (issue 24), downloaded by the
 * console (form.readSubmissions, the console session; 401 signed out, 404 an app the user cannot see or a file
 * that is not the app's, 403 a viewer). Always an attachment, never sniffed, never cached, opened in no origin
 * of ours; these files are never served by /media nor by live hosts.
 */
export function registerFormFileRoute(app: FastifyInstance, services: Services) {
  const db = services.formsConsole.db;
  app.get<{ Params: { appId: string; fileId: string } }>(
    '/apps/:appId/form-files/:fileId',
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const access = await authorizeCurrentOrgApp(
        db,
        request.auth.user,
        request.params.appId,
        'form.readSubmissions',
      );
      const { fileId } = request.params;
      if (!isId(fileId)) return notFound(reply);
      const [row] = await db
        .select()
        .from(formSubmissionFiles)
        .where(and(eq(formSubmissionFiles.id, fileId), eq(formSubmissionFiles.appId, access.app.id)))
        .limit(1);
      if (!row) return notFound(reply);
      const file = await services.storage.get(row.key);
      if (!file) return notFound(reply);
      reply.headers({
        'content-type': row.mediaType,
        'content-length': String(file.size),
        'content-disposition': attachmentOf(row.name, row.extension),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'same-origin',
      });
      return reply.send(file.stream);
    },
  );
}
