import { LIMITS } from '../limits.ts';

/**
 * The forms console's refusals (issue 24): English, lower case, machine-readable, like SERVER_MESSAGES. The
 * server sends exactly these strings and the console (the Submissions screen, the inspector's delivery block)
 * maps them to its catalogue's texts.
 */
export const FORM_CONSOLE_MESSAGES = {
  submissionNotFound: 'submission not found',
  fileNotFound: 'file not found',
  formKeyInvalid: "formKey must be a form's key (pageId/brickId or site/brickId)",
  settingsKeyInvalid: "formKey must be a form's key (pageId/brickId or site/brickId) or * for every form",
  idsInvalid: 'ids must be 1 to 100 submission ids',
  recipientsNotIds: 'recipients must be user ids',
  tooManyRecipients: `recipients must be at most ${LIMITS.forms.recipients}`,
  /** Followed by the ids refused, comma-separated. */
  recipientsNotMembers: "recipients must be members of the app's team with a confirmed email: ",
  emailWithoutRecipients: 'e-mail delivery needs at least one recipient',
  webhookWithoutUrl: 'webhook delivery needs a webhookUrl',
  noWebhookSecret: 'the form has no webhook secret yet: turn the webhook on first',
  noWebhookUrl: 'the form has no webhook to test: save a webhook URL first',
  unreadInvalid: 'unread must be true or false',
  deliveryNotFound: 'delivery not found',
  deliveryAlreadySent: 'the delivery was already sent',
} as const;

/** Why a webhook URL is refused at save (the server's webhook-url.ts). */
export const WEBHOOK_URL_MESSAGES = {
  invalid: 'webhookUrl must be an absolute URL without spaces or control characters',
  tooLong: `webhookUrl must be at most ${LIMITS.forms.webhookUrlMax} characters`,
  https: 'webhookUrl must use https',
  credentials: 'webhookUrl must not contain a user name or password',
  private: 'webhookUrl must not point at a private, loopback or link-local address',
} as const;
