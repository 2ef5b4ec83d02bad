import { can } from '@tessera/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { FormSubmissionRow } from '../../../db/forms-schema.ts';
import type { UserRow } from '../../../db/schema.ts';
import { notFound } from '../../../lib/errors.ts';
import type { Connection } from '../../../lib/pagination.ts';
import { authorizeAppEntity, authorizeCurrentOrgApp } from '../../apps/policy.ts';
import type { MediaStorage } from '../../media/storage/index.ts';
import type { FormDelivery } from '../delivery/service.ts';
import type { WebhookUrlPolicy } from '../webhook-url.ts';
import { createDeliveryRetry } from './delivery-retry.ts';
import { settingsKeyOf } from './keys.ts';
import { submissionFilterOf, submissionsPage, submissionsPageRequest } from './listing.ts';
import { FORM_MESSAGES as F } from './messages.ts';
import {
  type AppFormView,
  appForms,
  type DeliverySettingsView,
  deliveriesOf,
  filesOf,
  recipientCandidates,
  recipientsOf,
  settingsView,
  submissionById,
} from './reads.ts';
import { createSettingsWrites } from './settings-writes.ts';
import { createSubmissionWrites } from './submission-writes.ts';
import { createWebhookTest, type SendTestWebhook } from './webhook-test.ts';

/** A submission as the API answers it, with whether the reader manages the app's deliveries. */
export type SubmissionView = FormSubmissionRow & { manager: boolean };

/**
 * The console's side of forms on live sites (issue 24, docs/decisions/0036): reading an app's forms and their
 * submissions (form.readSubmissions: editor and up), marking them read, deleting them (form.deleteSubmissions),
 * and where they are delivered (form.manageDelivery). Reads are of the user's current organization like the
 * other app reads: an app they cannot see is 404, a viewer of its team 403.
 */
export function createFormsConsoleService(deps: {
  db: Db;
  storage: MediaStorage;
  logger: FastifyBaseLogger;
  webhookPolicy: WebhookUrlPolicy;
  /** The delivery side's signed test post. */
  sendTestWebhook: SendTestWebhook;
  /** The per-user limit on those tests. */
  consumeWebhookTest: (userId: string) => Promise<void>;
  /** The delivery service: a manager's retry goes through its queue. */
  delivery: Pick<FormDelivery, 'retryDelivery' | 'notifyWorker'>;
}) {
  const { db } = deps;
  const submissions = createSubmissionWrites(deps);
  const settings = createSettingsWrites(deps);

  return {
    /** The database, for the CSV route's streamed pages (authorized by the route itself). */
    db,

    async forms(viewer: UserRow, appId: unknown): Promise<AppFormView[]> {
      const access = await authorizeCurrentOrgApp(db, viewer, appId, 'form.readSubmissions');
      return appForms(db, access.app.id);
    },

    /** The app's submissions (one form's with formKey), newest first; search over the values, unread filter. */
    async list(
      viewer: UserRow,
      args: {
        appId?: unknown;
        formKey?: unknown;
        search?: unknown;
        unread?: unknown;
        first?: unknown;
        after?: unknown;
        last?: unknown;
        before?: unknown;
      },
    ): Promise<Connection<SubmissionView>> {
      const access = await authorizeCurrentOrgApp(db, viewer, args.appId, 'form.readSubmissions');
      const filter = submissionFilterOf(args);
      const paging = submissionsPageRequest(args);
      const page = await submissionsPage(db, access.app.id, filter, paging);
      const manager = can(access.standing, 'form.manageDelivery');
      return { ...page, edges: page.edges.map((edge) => ({ ...edge, node: { ...edge.node, manager } })) };
    },

    /** One submission (404 'submission not found' for one of an app the user cannot see, or of nothing). */
    async one(viewer: UserRow, id: unknown): Promise<SubmissionView> {
      const { row, access } = await authorizeAppEntity(
        db,
        viewer.id,
        id,
        (submissionId) => submissionById(db, submissionId),
        'form.readSubmissions',
        F.submissionNotFound,
      );
      if (access.app.orgId !== viewer.currentOrgId) throw notFound(F.submissionNotFound);
      return { ...row, manager: can(access.standing, 'form.manageDelivery') };
    },

    /** The settings that apply to a form (or the app default's, '*'); the secret for managers only. */
    async settings(viewer: UserRow, appId: unknown, formKey: unknown): Promise<DeliverySettingsView> {
      const access = await authorizeCurrentOrgApp(db, viewer, appId, 'form.readSubmissions');
      return settingsView(db, access, settingsKeyOf(formKey));
    },

    files: (submissionId: string) => filesOf(db, submissionId),
    deliveries: (submission: SubmissionView) => deliveriesOf(db, submission.id, submission.manager),
    recipients: (appId: string, ids: string[]) => recipientsOf(db, appId, ids),
    candidates: (appId: string | null) => (appId ? recipientCandidates(db, appId) : []),

    mark: submissions.mark,
    remove: submissions.remove,
    updateSettings: settings.update,
    rotateSecret: settings.rotate,
    sendTestWebhook: createWebhookTest({ db, send: deps.sendTestWebhook, consume: deps.consumeWebhookTest }),
    retryDelivery: createDeliveryRetry(deps),
  };
}

export type FormsConsoleService = ReturnType<typeof createFormsConsoleService>;
