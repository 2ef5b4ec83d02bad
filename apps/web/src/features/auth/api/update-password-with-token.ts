import { type RestResponse, rest } from '../../../lib/rest.ts';

/** 200 changed; 401 for an unknown, used or expired token. */
export function updatePasswordWithToken(token: string, password: string): Promise<RestResponse> {
  return rest('PUT', '/password/update', { token, password });
}
