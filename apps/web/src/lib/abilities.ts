import type { Permission } from '@tessera/shared';
import { useCallback } from 'react';

/** Anything the server sends with the signed-in user's permissions on it (Org, Team). */
export interface WithAbilities {
  abilities: readonly string[];
}

/**
 * Whether the server granted `permission` on the entity. The console never derives rights from roles
 * itself: it reads the `abilities` the server computed from the shared matrix, and the server refuses
 * anyway what the console hides.
 */
export function allows(entity: WithAbilities | null | undefined, permission: Permission): boolean {
  return entity?.abilities.includes(permission) ?? false;
}

/** `const can = usePolicy(team); can('team.update')` — a stable reader of one entity's abilities. */
export function usePolicy(entity: WithAbilities | null | undefined): (permission: Permission) => boolean {
  return useCallback((permission: Permission) => allows(entity, permission), [entity]);
}
