import { randomBytes } from 'node:crypto';
import { APP_DEFAULT_FORM_KEY, LIMITS } from '@tessera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formDeliverySettings } from '../../../db/forms-schema.ts';
import { apps, type UserRow, users } from '../../../db/schema.ts';
import { badRequest, isForeignKeyViolation, notFound } from '../../../lib/errors.ts';
import { isId } from '../../../lib/ids.ts';
import { appScope, recordActivity } from '../../activity/record.ts';
import { authorizeApp } from '../../apps/policy.ts';
import { OPERATION_PERMISSIONS } from '../../operation-permissions.ts';
import { mayReceive } from '../recipients.ts';
import { checkWebhookUrlAtSave, type WebhookUrlPolicy } from '../webhook-url.ts';
import { settingsKeyOf } from './keys.ts';
import { FORM_MESSAGES as F } from './messages.ts';
import { type DeliverySettingsView, settingsView, storedSettings } from './reads.ts';

/** How long the previous webhook secret still signs after a rotation. */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

interface SettingsInput {
  email: boolean;
  recipients: string[];
  webhook: boolean;
  webhookUrl: string | null;
  challenge: boolean;
}

const flagOf = (input: Record<string, unknown>, key: string): boolean => {
  const value = input[key];
  if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false`);
  return value;
};

/** The input's shape and limits (400 naming the field); the recipients' standing is checked against the team. */
function parseSettings(input: unknown, policy: WebhookUrlPolicy): SettingsInput {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('input must be an object');
  }
  const raw = input as Record<string, unknown>;
  const email = flagOf(raw, 'email');
  const webhook = flagOf(raw, 'webhook');
  const challenge = flagOf(raw, 'challenge');
  const recipients = raw.recipients;
  if (!Array.isArray(recipients) || !recipients.every((id) => typeof id === 'string')) {
    throw badRequest('recipients must be a list of user ids');
  }
  const unique = [...new Set(recipients as string[])];
  if (unique.length > LIMITS.forms.recipients) throw badRequest(F.tooManyRecipients);
  // Named in refusals, so only ids: anything else is refused without being repeated.
  if (!unique.every(isId)) throw badRequest(F.recipientsNotIds);
  if (email && unique.length === 0) throw badRequest(F.emailWithoutRecipients);
  let webhookUrl: string | null = null;
  if (raw.webhookUrl !== undefined && raw.webhookUrl !== null && raw.webhookUrl !== '') {
    if (typeof raw.webhookUrl !== 'string') throw badRequest('webhookUrl must be text');
    const checked = checkWebhookUrlAtSave(raw.webhookUrl, policy);
    if (!checked.ok) throw badRequest(checked.message);
    webhookUrl = checked.url;
  }
  if (webhook && !webhookUrl) throw badRequest(F.webhookWithoutUrl);
  return { email, recipients: unique, webhook, webhookUrl, challenge };
}

export function createSettingsWrites(deps: { db: Db; webhookPolicy: WebhookUrlPolicy }) {
  const { db } = deps;

  /** Recipients who may not receive the app's submissions (forms/recipients.ts): 400 naming their ids. */
  async function checkRecipients(appId: string, ids: string[]) {
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), mayReceive(db, appId)));
    const ok = new Set(rows.map((row) => row.id));
    const refused = ids.filter((id) => !ok.has(id));
    // Ids only: naming a user of another team or organization would tell who exists there.
    if (refused.length > 0) throw badRequest(`${F.recipientsNotMembers}${refused.join(', ')}`);
  }

  return {
    /**
     * form.manageDelivery. Writes every field of the form's settings (or the app default's, '*'). The webhook
     * secret is made the first time the webhook is turned on and kept after. Recorded as app.form_delivery,
     * never with the secret nor the URL's path or query (only its host).
     */
    async update(
      actor: UserRow,
      appId: unknown,
      formKey: unknown,
      input: unknown,
    ): Promise<DeliverySettingsView> {
      const access = await authorizeApp(
        db,
        actor.id,
        appId,
        OPERATION_PERMISSIONS.updateFormDeliverySettings,
      );
      const key = settingsKeyOf(formKey);
      const data = parseSettings(input, deps.webhookPolicy);
      await checkRecipients(access.app.id, data.recipients);
      const app = access.app;
      try {
        await db.transaction(async (tx) => {
          // The app row locked: two saves of the same settings wait for each other (the secret is made once).
          const [locked] = await tx
            .select({ id: apps.id })
            .from(apps)
            .where(eq(apps.id, app.id))
            .for('update');
          if (!locked) throw notFound('app not found');
          const before = await storedSettings(tx, app.id, key);
          // A form getting settings of its own keeps the secret it was signed with under the app's default, so
          // a receiver that verifies with it goes on working.
          const inherited =
            before || key === APP_DEFAULT_FORM_KEY
              ? null
              : ((await storedSettings(tx, app.id, APP_DEFAULT_FORM_KEY))?.webhookSecret ?? null);
          const secret = before?.webhookSecret ?? inherited ?? (data.webhook ? newWebhookSecret() : null);
          const values = {
            email: data.email,
            recipients: data.recipients,
            webhook: data.webhook,
            webhookUrl: data.webhookUrl,
            webhookSecret: secret,
            challenge: data.challenge,
            updatedBy: actor.id,
            updatedAt: new Date(),
          };
          await tx
            .insert(formDeliverySettings)
            .values({ appId: app.id, formKey: key, ...values })
            .onConflictDoUpdate({
              target: [formDeliverySettings.appId, formDeliverySettings.formKey],
              set: values,
            });
          await recordActivity(tx, {
            ...appScope(app),
            actorId: actor.id,
            action: 'app.form_delivery',
            entityType: 'app',
            entityId: app.id,
            entityName: app.name,
            details: {
              formKey: key,
              email: data.email,
              recipients: data.recipients.length,
              webhook: data.webhook,
              webhookHost: data.webhookUrl ? new URL(data.webhookUrl).host : null,
              challenge: data.challenge,
              ...(!before?.webhookSecret && !inherited && secret ? { secretCreated: true } : {}),
            },
          });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound('app not found');
        throw error;
      }
      return settingsView(db, access, key);
    },

    /**
     * form.manageDelivery. A new webhook secret; the old one still signs for 24 hours (previous_secret). 400 when
     * the settings have no secret yet. Recorded as app.form_delivery (rotated), never with either secret.
     */
    async rotate(actor: UserRow, appId: unknown, formKey: unknown): Promise<DeliverySettingsView> {
      const access = await authorizeApp(db, actor.id, appId, OPERATION_PERMISSIONS.rotateFormWebhookSecret);
      const key = settingsKeyOf(formKey);
      const app = access.app;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(formDeliverySettings)
          .where(and(eq(formDeliverySettings.appId, app.id), eq(formDeliverySettings.formKey, key)))
          .for('update');
        if (!row?.webhookSecret) throw badRequest(F.noWebhookSecret);
        const now = new Date();
        await tx
          .update(formDeliverySettings)
          .set({
            webhookSecret: newWebhookSecret(),
            previousSecret: row.webhookSecret,
            previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_MS),
            updatedBy: actor.id,
            updatedAt: now,
          })
          .where(and(eq(formDeliverySettings.appId, app.id), eq(formDeliverySettings.formKey, key)));
        await recordActivity(tx, {
          ...appScope(app),
          actorId: actor.id,
          action: 'app.form_delivery',
          entityType: 'app',
          entityId: app.id,
          entityName: app.name,
          details: { formKey: key, secretRotated: true },
        });
      });
      return settingsView(db, access, key);
    },
  };
}
