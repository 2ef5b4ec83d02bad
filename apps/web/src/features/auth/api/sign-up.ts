import type { SignUpInput } from '@tessera/shared';
import { type RestResponse, rest } from '../../../lib/rest.ts';

/** 201 created; 409 'email is already being used'; 400 with a message naming the field. */
export function signUp(user: SignUpInput): Promise<RestResponse> {
  return rest('POST', '/signup', user);
}
