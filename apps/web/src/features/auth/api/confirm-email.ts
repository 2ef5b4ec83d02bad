import { type RestResponse, rest } from '../../../lib/rest.ts';

/** Opens an e-mail confirmation link: 200 with the confirmed address, 400 for a bad link, 409 if it was taken. */
export function confirmEmail(token: string): Promise<RestResponse<{ message?: string; email?: string }>> {
  return rest('POST', '/email-confirmation', { token });
}
