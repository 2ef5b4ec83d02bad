import { Readable } from 'node:stream';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { type FormSubmissionRow, formSubmissions, type SubmittedField } from '../../../db/forms-schema.ts';
import type { UserRow } from '../../../db/schema.ts';
import { unauthenticated } from '../../../lib/errors.ts';
import { isPortuguese, localeOf } from '../../../lib/locale.ts';
import type { Services } from '../../../services.ts';
import { appScope, recordActivity } from '../../activity/record.ts';
import { authorizeCurrentOrgApp } from '../../apps/policy.ts';
import { CSV_BOM, type CsvColumn, type CsvLabels, columnsOf, headerRow, submissionRow } from './csv.ts';
import {
  beside,
  createdKey,
  filterConditions,
  type SubmissionFilter,
  submissionFilterOf,
} from './listing.ts';

/** Rows read per query while the file streams. */
export const EXPORT_PAGE_ROWS = 500;

const LABELS = {
  'en-US': { receivedAt: 'Received at', read: 'Read', form: 'Form', yes: 'yes', no: 'no' },
  'pt-BR': { receivedAt: 'Recebido em', read: 'Lido', form: 'Formulário', yes: 'sim', no: 'não' },
} as const;

/** The columns: the fields of the newest submission's form first, then fields only older ones have. */
async function exportColumns(db: Db, where: SQL | undefined): Promise<CsvColumn[]> {
  const snapshots = await db
    .select({ fields: formSubmissions.fields, newest: sql`max(${formSubmissions.createdAt})` })
    .from(formSubmissions)
    .where(where)
    .groupBy(formSubmissions.fields)
    .orderBy(desc(sql`max(${formSubmissions.createdAt})`));
  return columnsOf(
    snapshots.map((row) => (Array.isArray(row.fields) ? (row.fields as SubmittedField[]) : [])),
  );
}

/** The file, streamed in keyset pages of EXPORT_PAGE_ROWS, newest first: each page is one query. */
async function* csvChunks(db: Db, appId: string, filter: SubmissionFilter, labels: CsvLabels) {
  const conditions = filterConditions(appId, filter);
  const columns = await exportColumns(db, and(...conditions));
  yield CSV_BOM + headerRow(columns, labels);
  let cursor: { key: string; id: string } | null = null;
  for (;;) {
    const rows: Array<{ row: FormSubmissionRow; key: string }> = await db
      .select({ row: formSubmissions, key: createdKey })
      .from(formSubmissions)
      .where(and(...conditions, cursor ? beside(cursor, 'after') : undefined))
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(EXPORT_PAGE_ROWS);
    if (rows.length === 0) return;
    yield rows.map(({ row }) => submissionRow(columns, row, labels)).join('');
    const last = rows.at(-1)!;
    cursor = { key: last.key, id: last.row.id };
    if (rows.length < EXPORT_PAGE_ROWS) return;
  }
}

/** An ASCII file name for content-disposition. */
function fileNameOf(appAlias: string, formKey: string | null): string {
  const form = formKey ? `-${formKey.replace(/[^A-Za-z0-9-]+/g, '-').slice(-24)}` : '';
  return `${appAlias}${form}-submissions.csv`.replace(/[^A-Za-z0-9._-]/g, '-');
}

/**
 * GET /apps/{appId}/form-submissions.csv?form=&search=&unread=: the submissions as CSV (form.readSubmissions,
 * with the console session; 401 signed out, 404 an app the user cannot see, 403 a viewer, 400 a bad filter).
 * Streamed, never cached, downloaded as a file, UTF-8 with a BOM. Recorded as form.export (the filter's shape,
 * never the search text).
 */
export function registerFormExportRoute(app: FastifyInstance, services: Services) {
  const db = services.formsConsole.db;
  app.get<{ Params: { appId: string }; Querystring: Record<string, unknown> }>(
    '/apps/:appId/form-submissions.csv',
    async (request, reply) => {
      if (!request.auth) throw unauthenticated();
      const user: UserRow = request.auth.user;
      const access = await authorizeCurrentOrgApp(db, user, request.params.appId, 'form.readSubmissions');
      const query = request.query ?? {};
      const unread = query.unread === 'true' ? true : query.unread === 'false' ? false : query.unread;
      const filter = submissionFilterOf({
        formKey: query.form === '' ? null : query.form,
        search: query.search,
        unread: unread === '' ? null : unread,
      });
      const { form, ...texts } = LABELS[isPortuguese(localeOf(request)) ? 'pt-BR' : 'en-US'];
      // A form column only when the file holds every form of the app.
      const labels: CsvLabels = filter.formKey === null ? { ...texts, form } : texts;
      await db.transaction((tx) =>
        recordActivity(tx, {
          ...appScope(access.app),
          actorId: user.id,
          action: 'form.export',
          entityType: 'app',
          entityId: access.app.id,
          entityName: access.app.name,
          details: { formKey: filter.formKey, search: filter.pattern !== null, unread: filter.unread },
        }),
      );
      reply.headers({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileNameOf(access.app.alias, filter.formKey)}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      return reply.send(Readable.from(csvChunks(db, access.app.id, filter, labels)));
    },
  );
}
