import { FORM_CONSOLE_MESSAGES as FORM_MESSAGES, WEBHOOK_URL_MESSAGES } from '@tessera/shared';
import type { ApiError } from '../../lib/api-error.ts';
import type { FormDeliveryInput, FormDeliverySettings } from './api/form-delivery.ts';

/** The delivery settings as the inspector's fields hold them while a manager edits. */
export interface DeliveryDraft {
  email: boolean;
  recipients: string[];
  webhook: boolean;
  webhookUrl: string;
  challenge: boolean;
}

export type DeliveryField = 'recipients' | 'webhookUrl';

/** The `form_delivery.errors.*` texts (parts/form-delivery.*.json). */
export type DeliveryErrorKey =
  | 'email_without_recipients'
  | 'too_many_recipients'
  | 'webhook_without_url'
  | 'no_webhook_url'
  | 'recipients_not_members'
  | 'url_invalid'
  | 'url_too_long'
  | 'url_https'
  | 'url_credentials'
  | 'url_private';

/** A refusal the fields can name: which field, and the `form_delivery.errors.*` key that says why. */
export interface DeliveryProblem {
  field: DeliveryField | null;
  key: DeliveryErrorKey;
}

export function draftOf(settings: FormDeliverySettings): DeliveryDraft {
  return {
    email: settings.email,
    recipients: settings.recipients.map((r) => r.id),
    webhook: settings.webhook,
    webhookUrl: settings.webhookUrl ?? '',
    challenge: settings.challenge,
  };
}

export function inputOf(draft: DeliveryDraft): FormDeliveryInput {
  const url = draft.webhookUrl.trim();
  return {
    email: draft.email,
    recipients: draft.recipients,
    webhook: draft.webhook,
    webhookUrl: url === '' ? null : url,
    challenge: draft.challenge,
  };
}

/**
 * Whether saving would change anything. A form that inherits the app default's settings is "changed" as soon as
 * a field is: saving gives it settings of its own.
 */
export function isChanged(draft: DeliveryDraft, settings: FormDeliverySettings): boolean {
  const saved = inputOf(draftOf(settings));
  const next = inputOf(draft);
  return (
    saved.email !== next.email ||
    saved.webhook !== next.webhook ||
    saved.challenge !== next.challenge ||
    saved.webhookUrl !== next.webhookUrl ||
    saved.recipients.join() !== next.recipients.join()
  );
}

/** What the server would refuse and the console can tell before sending (the rest comes back from it). */
export function draftProblems(draft: DeliveryDraft): DeliveryProblem[] {
  const problems: DeliveryProblem[] = [];
  if (draft.email && draft.recipients.length === 0) {
    problems.push({ field: 'recipients', key: 'email_without_recipients' });
  }
  if (draft.webhook && draft.webhookUrl.trim() === '') {
    problems.push({ field: 'webhookUrl', key: 'webhook_without_url' });
  }
  return problems;
}

const BY_MESSAGE: ReadonlyArray<[string, DeliveryProblem]> = [
  [FORM_MESSAGES.emailWithoutRecipients, { field: 'recipients', key: 'email_without_recipients' }],
  [FORM_MESSAGES.tooManyRecipients, { field: 'recipients', key: 'too_many_recipients' }],
  [FORM_MESSAGES.webhookWithoutUrl, { field: 'webhookUrl', key: 'webhook_without_url' }],
  [FORM_MESSAGES.noWebhookUrl, { field: 'webhookUrl', key: 'no_webhook_url' }],
  [FORM_MESSAGES.noWebhookSecret, { field: 'webhookUrl', key: 'no_webhook_url' }],
  [WEBHOOK_URL_MESSAGES.invalid, { field: 'webhookUrl', key: 'url_invalid' }],
  [WEBHOOK_URL_MESSAGES.tooLong, { field: 'webhookUrl', key: 'url_too_long' }],
  [WEBHOOK_URL_MESSAGES.https, { field: 'webhookUrl', key: 'url_https' }],
  [WEBHOOK_URL_MESSAGES.credentials, { field: 'webhookUrl', key: 'url_credentials' }],
  [WEBHOOK_URL_MESSAGES.private, { field: 'webhookUrl', key: 'url_private' }],
];

/** The refusal of a save, a rotation or a test as the fields show it; null: the generic error texts apply. */
export function deliveryProblemOf(error: Pick<ApiError, 'statusCode' | 'message'>): DeliveryProblem | null {
  if (error.statusCode !== 400) return null;
  const known = BY_MESSAGE.find(([message]) => message === error.message);
  if (known) return known[1];
  if (error.message.startsWith(FORM_MESSAGES.recipientsNotMembers)) {
    return { field: 'recipients', key: 'recipients_not_members' };
  }
  return null;
}

/** The webhook's host, to say where submissions go without repeating a path that may hold a token. */
export function webhookHostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
