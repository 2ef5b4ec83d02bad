import { SERVER_MESSAGES } from '@tessera/shared';
import type { ApiError } from './api-error.ts';

/** Catalogue keys (i18n `errors.*`) the console shows for a failed call (spec: platform §8). */
export type ErrorKey =
  | 'errors.too_many_requests'
  | 'errors.not_authenticated'
  | 'errors.not_authorized'
  | 'errors.email_in_use'
  | 'errors.network'
  | 'errors.unexpected';

/** The generic mapping; screens match their specific answers (409 on join, 401 on sign-in) first. */
export function errorKeyFor(error: Pick<ApiError, 'statusCode' | 'message'>): ErrorKey {
  if (error.statusCode === 0) return 'errors.network';
  if (error.statusCode === 429) return 'errors.too_many_requests';
  if (error.statusCode === 401) return 'errors.not_authenticated';
  if (error.statusCode === 403) return 'errors.not_authorized';
  if (error.statusCode === 409 && error.message === SERVER_MESSAGES.emailInUse) return 'errors.email_in_use';
  return 'errors.unexpected';
}
