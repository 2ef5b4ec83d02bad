import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { formSubmissionFiles, formSubmissions } from '../../../db/forms-schema.ts';
import type { UserRow } from '../../../db/schema.ts';
import { notFound } from '../../../lib/errors.ts';
import { isId } from '../../../lib/ids.ts';
import { appScope, recordActivity } from '../../activity/record.ts';
import { authorizeApp } from '../../apps/policy.ts';
import { type MediaStorage, removeStoredFiles } from '../../media/storage/index.ts';
import { OPERATION_PERMISSIONS } from '../../operation-permissions.ts';
import { idsOf } from './keys.ts';
import { FORM_MESSAGES as F } from './messages.ts';

/**
 * The ids, each a submission of the app, locked for the write: 404 'submission not found' when any is not
 * (an id of another app, of nothing, or not an id), so a list with one wrong id changes nothing.
 */
async function lockSubmissions(tx: Tx, appId: string, ids: string[]) {
  if (!ids.every(isId)) throw notFound(F.submissionNotFound);
  const rows = await tx
    .select({ id: formSubmissions.id, formKey: formSubmissions.formKey })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.appId, appId), inArray(formSubmissions.id, ids)))
    .for('update');
  if (rows.length !== ids.length) throw notFound(F.submissionNotFound);
  return rows;
}

/**
 * The records of every file sent to the app's forms, deleted inside the app's deletion transaction
 * (deleteAppContents; the cascade would take them without their keys). Returns their storage keys, to remove
 * once that commits.
 */
export async function deleteAppFormFiles(tx: Tx, appId: string): Promise<string[]> {
  const rows = await tx
    .delete(formSubmissionFiles)
    .where(eq(formSubmissionFiles.appId, appId))
    .returning({ key: formSubmissionFiles.key });
  return rows.map((row) => row.key);
}

export function createSubmissionWrites(deps: { db: Db; storage: MediaStorage; logger: FastifyBaseLogger }) {
  const { db } = deps;
  return {
    /**
     * form.readSubmissions. Marks the submissions read (by the actor, now; one already read keeps its first
     * reader) or unread; returns their ids.
     */
    async mark(actor: UserRow, appId: unknown, rawIds: unknown, read: unknown): Promise<string[]> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.markFormSubmissions);
      const ids = idsOf(rawIds);
      const markRead = read === true;
      await db.transaction(async (tx) => {
        await lockSubmissions(tx, access.app.id, ids);
        // Read stays read by whoever read it first; unread clears both.
        await tx
          .update(formSubmissions)
          .set(markRead ? { readAt: new Date(), readBy: actor.id } : { readAt: null, readBy: null })
          .where(
            and(
              eq(formSubmissions.appId, access.app.id),
              inArray(formSubmissions.id, ids),
              markRead ? isNull(formSubmissions.readAt) : undefined,
            ),
          );
      });
      return ids;
    },

    /**
     * form.deleteSubmissions (privacy requests). The submissions with their files' records, deliveries and
     * attempts (cascade) and one activity record (counts and form keys, never the values), in one transaction;
     * the stored files once that has committed.
     */
    async remove(actor: UserRow, appId: unknown, rawIds: unknown): Promise<string[]> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.deleteFormSubmissions);
      const ids = idsOf(rawIds);
      const app = access.app;
      const keys = await db.transaction(async (tx) => {
        const rows = await lockSubmissions(tx, app.id, ids);
        const files = await tx
          .select({ key: formSubmissionFiles.key })
          .from(formSubmissionFiles)
          .where(inArray(formSubmissionFiles.submissionId, ids));
        await tx
          .delete(formSubmissions)
          .where(and(eq(formSubmissions.appId, app.id), inArray(formSubmissions.id, ids)));
        await recordActivity(tx, {
          ...appScope(app),
          actorId: actor.id,
          action: 'form.delete',
          entityType: 'app',
          entityId: app.id,
          entityName: app.name,
          details: { count: rows.length, formKeys: [...new Set(rows.map((row) => row.formKey))].sort() },
        });
        return files.map((file) => file.key);
      });
      await removeStoredFiles(deps.storage, deps.logger, keys, 'a form submission file was not removed');
      return ids;
    },
  };
}
