import { type RestResponse, rest } from './rest.ts';

/** Makes `orgId` the user's current organization (200; 403 not a member; 404 unknown org). */
export function switchCurrentOrg(orgId: string): Promise<RestResponse> {
  return rest('PUT', `/users/current-org/${encodeURIComponent(orgId)}`);
}
