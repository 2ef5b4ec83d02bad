import { parseRole, type Role } from '@tessera/shared';

/** The i18n key of a role's label ('admin' is shown as "manager"); null for a string that is no role. */
export function roleLabelKey(role: string): `roles.${Role}` | null {
  const parsed = parseRole(role);
  return parsed ? `roles.${parsed}` : null;
}
