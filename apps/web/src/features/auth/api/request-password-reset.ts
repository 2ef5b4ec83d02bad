import { type RestResponse, rest } from '../../../lib/rest.ts';

/** Always 200 by contract, whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<RestResponse> {
  return rest('POST', '/password/reset', { email });
}
