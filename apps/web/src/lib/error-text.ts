import { SERVER_MESSAGES } from '@tessera/shared';
import type { ApiError } from './api-error.ts';

/** Catalogue keys (i18n `errors.*`) the console shows for a failed call (spec: platform §8). */
export type ErrorKey =
  | 'errors.too_many_requests'
  | 'errors.not_authenticated'
  | 'errors.not_authorized'
  | 'errors.required_role'
  | 'errors.email_in_use'
  | 'errors.team_not_found'
  | 'errors.org_not_found'
  | 'errors.user_not_found'
  | 'errors.app_not_found'
  | 'errors.no_current_org'
  | 'errors.invitation_mail_failed'
  | 'errors.network'
  | 'errors.unexpected';

const NOT_FOUND: ReadonlyArray<[string, ErrorKey]> = [
  [SERVER_MESSAGES.teamNotFound, 'errors.team_not_found'],
  [SERVER_MESSAGES.orgNotFound, 'errors.org_not_found'],
  [SERVER_MESSAGES.userNotFound, 'errors.user_not_found'],
  [SERVER_MESSAGES.appNotFound, 'errors.app_not_found'],
];

/** Answers whose text says it all, whatever their status. */
const BY_MESSAGE: ReadonlyArray<[string, ErrorKey]> = [
  [SERVER_MESSAGES.noCurrentOrg, 'errors.no_current_org'],
  [SERVER_MESSAGES.invitationMailFailed, 'errors.invitation_mail_failed'],
];

/** The generic mapping; screens match their specific answers (409 on join, 401 on sign-in) first. */
export function errorKeyFor(error: Pick<ApiError, 'statusCode' | 'message'>): ErrorKey {
  if (error.statusCode === 0) return 'errors.network';
  if (error.statusCode === 429) return 'errors.too_many_requests';
  const known = BY_MESSAGE.find(([message]) => error.message === message);
  if (known) return known[1];
  if (error.statusCode === 401) return 'errors.not_authenticated';
  // Spec §6: a 403 whose message contains 'required role' has its own text.
  if (error.statusCode === 403 && error.message.includes(SERVER_MESSAGES.requiredRole))
    return 'errors.required_role';
  if (error.statusCode === 403) return 'errors.not_authorized';
  if (error.statusCode === 409 && error.message === SERVER_MESSAGES.emailInUse) return 'errors.email_in_use';
  if (error.statusCode === 404) {
    const found = NOT_FOUND.find(([message]) => error.message === message);
    if (found) return found[1];
  }
  return 'errors.unexpected';
}
