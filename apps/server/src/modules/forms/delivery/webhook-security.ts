import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks v1 (https://www.standardwebhooks.com, docs/decisions/0036): a secret is `whsec_` and the base64
 * of 32 random bytes; a message is signed `v1,{base64 HMAC-SHA256(secret bytes, "{id}.{timestamp}.{body}")}`.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** After a rotation the previous secret still signs this long, so receivers can switch over. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export function isWebhookSecret(value: string): boolean {
  if (!value.startsWith(WEBHOOK_SECRET_PREFIX)) return false;
  const key = value.slice(WEBHOOK_SECRET_PREFIX.length);
  return /^[A-Za-z0-9+/]+={0,2}$/.test(key) && Buffer.from(key, 'base64').length >= 24;
}

/**
 * The settings' secret columns after a rotation: a new secret, and the current one kept as the previous until
 * `now + 24 h` (it signs too, meanwhile).
 */
export function rotateWebhookSecret(current: string | null, now = new Date()) {
  return {
    webhookSecret: generateWebhookSecret(),
    previousSecret: current,
    previousSecretUntil: current ? new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS) : null,
  };
}

/** The secrets that sign at `now`: the current one, and the previous one during its grace period. */
export function signingSecrets(
  settings: { webhookSecret: string | null; previousSecret: string | null; previousSecretUntil: Date | null },
  now = new Date(),
): string[] {
  const secrets = settings.webhookSecret ? [settings.webhookSecret] : [];
  if (settings.previousSecret && settings.previousSecretUntil && settings.previousSecretUntil > now) {
    secrets.push(settings.previousSecret);
  }
  return secrets;
}

export function webhookMessageId(deliveryId: string): string {
  return `msg_${deliveryId}`;
}

/** The three signature headers for a body; several secrets (a rotation) give space-separated signatures. */
export function signWebhook(options: {
  deliveryId: string;
  body: string;
  secrets: string[];
  timestamp?: Date;
}): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const id = webhookMessageId(options.deliveryId);
  const ts = String(Math.floor((options.timestamp ?? new Date()).getTime() / 1000));
  const signatures = options.secrets.map((secret) => {
    const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(6) : secret, 'base64');
    const mac = createHmac('sha256', key).update(`${id}.${ts}.${options.body}`).digest('base64');
    return `v1,${mac}`;
  });
  return { 'webhook-id': id, 'webhook-timestamp': ts, 'webhook-signature': signatures.join(' ') };
}

export interface WebhookAddressSettings {
  /** FORMS_WEBHOOK_ALLOW_PRIVATE: private and loopback addresses, and http, are allowed. */
  webhookAllowPrivate: boolean;
  /** FORMS_WEBHOOK_ALLOW_ADDRESSES: these addresses are allowed although private (and http to them). */
  webhookAllowAddresses: string[];
}
