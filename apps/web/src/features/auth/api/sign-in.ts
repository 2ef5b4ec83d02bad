import type { SignInInput } from '@tessera/shared';
import { type RestResponse, rest } from '../../../lib/rest.ts';

/** 200 sets the auth_token cookie; 401 wrong credentials; 429 too many attempts. */
export function signIn(credentials: SignInInput): Promise<RestResponse> {
  return rest('POST', '/signin', credentials);
}
