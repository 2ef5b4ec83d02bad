import { LIMITS } from '@tessera/shared';

/**
 * The forms console's refusals: English, lower case, machine-readable, like SERVER_MESSAGES (which the console
 * maps to its catalogue's texts). Kept here while the forms parts are built in parallel; they move to
 * SERVER_MESSAGES when the console screens map them.
 */
export const FORM_MESSAGES = {
  submissionNotFound: 'submission not found',
  fileNotFound: 'file not found',
  formKeyInvalid: "formKey must be a form's key (pageId/brickId or site/brickId)",
  settingsKeyInvalid: "formKey must be a form's key (pageId/brickId or site/brickId) or * for every form",
  idsInvalid: `ids must be 1 to 100 submission ids`,
  recipientsNotIds: 'recipients must be user ids',
  tooManyRecipients: `recipients must be at most ${LIMITS.forms.recipients}`,
  /** Followed by the ids refused, comma-separated. */
  recipientsNotMembers: "recipients must be members of the app's team with a confirmed email: ",
  emailWithoutRecipients: 'e-mail delivery needs at least one recipient',
  webhookWithoutUrl: 'webhook delivery needs a webhookUrl',
  noWebhookSecret: 'the form has no webhook secret yet: turn the webhook on first',
  unreadInvalid: 'unread must be true or false',
} as const;

/** Submissions one mark or delete takes at most. */
export const MAX_IDS = 100;
