/**
 * Team roles form a ladder: each holds every right of the roles below it. 'admin' is shown as
 * "manager" and 'manager' is accepted on input as the same role.
 */
export const ROLES = ['viewer', 'editor', 'publisher', 'developer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_INVITE_ROLE: Role = 'viewer';

export function parseRole(input: string): Role | null {
  const value = input.trim().toLowerCase();
  if (value === 'manager') return 'admin';
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : null;
}

export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

export function hasRole(actual: Role, required: Role): boolean {
  return roleRank(actual) >= roleRank(required);
}

/** The highest of several roles (a member's standing across the teams of one organization). */
export function highestRole(roles: readonly Role[]): Role | null {
  let best: Role | null = null;
  for (const role of roles) if (!best || roleRank(role) > roleRank(best)) best = role;
  return best;
}
