import type { AccessScope } from './access.ts';

/**
 * What the services that change rights need of co-editing: open connections checked again once the change is
 * committed (collab/server.ts revoke). Optional, so services built without co-editing (scripts, tests) need none.
 */
export interface AccessWatcher {
  revoke(scope: AccessScope): Promise<unknown>;
}
