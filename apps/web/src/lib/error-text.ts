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
  | 'errors.page_not_found'
  | 'errors.template_not_found'
  | 'errors.version_not_found'
  | 'errors.app_alias_exists'
  | 'errors.page_url_exists'
  | 'errors.page_content_mismatch'
  | 'errors.page_content_too_large'
  | 'errors.form_on_page_and_site'
  | 'errors.no_current_org'
  | 'errors.invitation_mail_failed'
  | 'errors.password_too_common'
  | 'errors.email_not_verified'
  | 'errors.network'
  | 'errors.unexpected';

const NOT_FOUND: ReadonlyArray<[string, ErrorKey]> = [
  [SERVER_MESSAGES.teamNotFound, 'errors.team_not_found'],
  [SERVER_MESSAGES.orgNotFound, 'errors.org_not_found'],
  [SERVER_MESSAGES.userNotFound, 'errors.user_not_found'],
  [SERVER_MESSAGES.appNotFound, 'errors.app_not_found'],
  [SERVER_MESSAGES.pageNotFound, 'errors.page_not_found'],
  [SERVER_MESSAGES.templateNotFound, 'errors.template_not_found'],
  [SERVER_MESSAGES.versionNotFound, 'errors.version_not_found'],
];

/** Spec §8: conflicts the app and page forms name. */
const CONFLICTS: ReadonlyArray<[string, ErrorKey]> = [
  [SERVER_MESSAGES.emailInUse, 'errors.email_in_use'],
  // Organization forms answer their own alias conflict first; anything else with an alias is an app.
  [SERVER_MESSAGES.aliasExists, 'errors.app_alias_exists'],
  [SERVER_MESSAGES.urlExists, 'errors.page_url_exists'],
];

/** Answers whose text says it all, whatever their status. */
const BY_MESSAGE: ReadonlyArray<[string, ErrorKey]> = [
  [SERVER_MESSAGES.noCurrentOrg, 'errors.no_current_org'],
  [SERVER_MESSAGES.invitationMailFailed, 'errors.invitation_mail_failed'],
  [SERVER_MESSAGES.passwordTooCommon, 'errors.password_too_common'],
  [SERVER_MESSAGES.emailNotVerified, 'errors.email_not_verified'],
  [SERVER_MESSAGES.contentTemplateMismatch, 'errors.page_content_mismatch'],
  [SERVER_MESSAGES.contentTooLarge, 'errors.page_content_too_large'],
  [SERVER_MESSAGES.formOnPageAndSite, 'errors.form_on_page_and_site'],
];

/** The generic mapping; screens match their specific answers (409 on join, 401 on sign-in) first. */
export function errorKeyFor(error: Pick<ApiError, 'statusCode' | 'message'>): ErrorKey {
  if (error.statusCode === 0) return 'errors.network';
  if (error.statusCode === 429) return 'errors.too_many_requests';
  // Only a page's content can make a request this large (the body limit, or the content's own).
  if (error.statusCode === 413) return 'errors.page_content_too_large';
  const known = BY_MESSAGE.find(([message]) => error.message === message);
  if (known) return known[1];
  if (error.statusCode === 401) return 'errors.not_authenticated';
  // Spec §6: a 403 whose message contains 'required role' has its own text.
  if (error.statusCode === 403 && error.message.includes(SERVER_MESSAGES.requiredRole))
    return 'errors.required_role';
  if (error.statusCode === 403) return 'errors.not_authorized';
  if (error.statusCode === 409) {
    const conflict = CONFLICTS.find(([message]) => error.message === message);
    if (conflict) return conflict[1];
  }
  if (error.statusCode === 404) {
    const found = NOT_FOUND.find(([message]) => error.message === message);
    if (found) return found[1];
  }
  return 'errors.unexpected';
}
