import type { Db } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema.ts';
import { badRequest } from '../../../lib/errors.ts';
import { appScope, recordActivity } from '../../activity/record.ts';
import { authorizeApp } from '../../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../../operation-permissions.ts';
import { signingSecrets } from '../delivery/webhook-security.ts';
import type { AttemptResult } from '../delivery/webhook-send.ts';
import { settingsKeyOf } from './keys.ts';
import { FORM_MESSAGES as F } from './messages.ts';
import { appliedSettings } from './reads.ts';

/** What a manager's "Send a test" shows: the receiver's answer to one signed `form.test` post. */
export interface WebhookTestView {
  ok: boolean;
  outcome: AttemptResult['outcome'];
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string | null;
  error: string | null;
}

/** The delivery side's test post (service.ts sendTestWebhook): signed, SSRF-filtered, never retried. */
export type SendTestWebhook = (url: string, secrets: string[]) => Promise<AttemptResult>;

/**
 * form.manageDelivery. Posts one signed `form.test` event to the webhook the form's settings (its own, else the
 * app default's) name, with their secret, so a manager can check the receiver before visitors' messages go
 * there. 400 when no webhook URL is saved. Recorded as app.form_webhook_test with the host and the outcome,
 * never the URL's path, the secret or the answer.
 */
export function createWebhookTest(deps: {
  db: Db;
  send: SendTestWebhook;
  /** Counts one test of the user (RateLimits.consumeWebhookTest): 429 past it, nothing sent. */
  consume: (userId: string) => Promise<void>;
}) {
  return async (actor: UserRow, appId: unknown, formKey: unknown): Promise<WebhookTestView> => {
    const access = await authorizeApp(deps.db, actor.id, appId, OPERATION_PERMISSIONS.sendTestFormWebhook);
    const key = settingsKeyOf(formKey);
    const row = await appliedSettings(deps.db, access.app.id, key);
    const secrets = row ? signingSecrets(row) : [];
    const url = row?.webhookUrl;
    if (!url || secrets.length === 0) throw badRequest(F.noWebhookUrl);
    // Counted only for a test that would go out: refused arguments cost nothing.
    await deps.consume(actor.id);
    const result = await deps.send(url, secrets);
    const app = access.app;
    await deps.db.transaction((tx) =>
      recordActivity(tx, {
        ...appScope(app),
        actorId: actor.id,
        action: 'app.form_webhook_test',
        entityType: 'app',
        entityId: app.id,
        entityName: app.name,
        details: {
          formKey: key,
          webhookHost: new URL(url).host,
          outcome: result.outcome,
          statusCode: result.statusCode,
        },
      }),
    );
    return {
      ok: result.outcome === 'ok',
      outcome: result.outcome,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      responseExcerpt: result.excerpt,
      error: result.error,
    };
  };
}
