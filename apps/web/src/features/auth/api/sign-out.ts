import { type RestResponse, rest } from '../../../lib/rest.ts';

/** Revokes the session and clears the auth_token cookie; safe to call when already signed out. */
export function signOut(): Promise<RestResponse> {
  return rest('POST', '/signout');
}
