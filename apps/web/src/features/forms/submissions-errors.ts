import { FORM_CONSOLE_MESSAGES as F } from '@tessera/shared';
import type { ApiError } from '../../lib/api-error.ts';
import { type ErrorKey, errorKeyFor } from '../../lib/error-text.ts';

/** Catalogue keys of the Submissions screen's failures, before the console's general ones. */
export type SubmissionsErrorKey =
  | 'submissions.errors.submission_not_found'
  | 'submissions.errors.delivery_not_found'
  | 'submissions.errors.already_sent'
  | 'submissions.errors.too_many'
  | 'submissions.errors.bad_filter'
  | ErrorKey;

const BY_MESSAGE: ReadonlyArray<[string, SubmissionsErrorKey]> = [
  [F.submissionNotFound, 'submissions.errors.submission_not_found'],
  [F.deliveryNotFound, 'submissions.errors.delivery_not_found'],
  [F.deliveryAlreadySent, 'submissions.errors.already_sent'],
  [F.idsInvalid, 'submissions.errors.too_many'],
  [F.formKeyInvalid, 'submissions.errors.bad_filter'],
  [F.unreadInvalid, 'submissions.errors.bad_filter'],
];

/**
 * What to say when a submissions read, mark, delete or retry failed: the forms console's own refusals
 * (FORM_CONSOLE_MESSAGES), else as everywhere in the console.
 */
export function submissionsErrorKey(error: Pick<ApiError, 'statusCode' | 'message'>): SubmissionsErrorKey {
  const known = BY_MESSAGE.find(([message]) => error.message === message);
  return known ? known[1] : errorKeyFor(error);
}
