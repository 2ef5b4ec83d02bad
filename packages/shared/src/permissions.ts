import { hasRole, type Role } from './roles.ts';

/**
 * The permission matrix, written once: the lowest team role that holds each permission. Roles form a
 * ladder, so every role holds what the roles below it hold. The server's policies and the console's
 * buttons both read this table; the server refuses anyway what the console hides.
 */
export const TEAM_PERMISSIONS = {
  // viewer: reads everything of its team's apps
  'team.read': 'viewer',
  'app.read': 'viewer',
  'page.read': 'viewer',
  'activity.read': 'viewer',
  // editor: edits page content and settings, prefabs and media
  'page.editContent': 'editor',
  'page.editSettings': 'editor',
  'prefab.write': 'editor',
  'media.write': 'editor',
  // forms (issue 24): editors read the submissions of their apps' forms (and mark them read, export them)
  'form.readSubmissions': 'editor',
  // collections (issue 27, decision 0046): editors write items and delete drafts
  'collection.editItems': 'editor',
  // publisher: also creates, deletes and publishes pages
  'page.create': 'publisher',
  'page.delete': 'publisher',
  'page.publish': 'publisher',
  // collections: putting items live or taking them down (and deleting published ones), as pages
  'collection.publishItems': 'publisher',
  // developer: also authors the organization's components and templates
  'component.write': 'developer',
  'template.write': 'developer',
  // admin (shown as manager): the team itself, its members and its apps
  'team.update': 'admin',
  'team.delete': 'admin',
  'team.invite': 'admin',
  'team.changeRole': 'admin',
  'team.removeMember': 'admin',
  'app.create': 'admin',
  'app.update': 'admin',
  'app.delete': 'admin',
  // forms: where submissions go (e-mail, webhook and its secret), and deleting them (privacy requests)
  'form.manageDelivery': 'admin',
  'form.deleteSubmissions': 'admin',
  // collections: the collections and their fields (a field's removal deletes its values)
  'collection.manage': 'admin',
} as const satisfies Record<string, Role>;

/** Organization-wide permissions that only the organization's owner holds. */
export const OWNER_PERMISSIONS = ['org.update', 'team.create'] as const;

/**
 * Permissions a member holds across the organization when any of their teams gives the role:
 * components and templates belong to the organization, not to one team.
 */
export const ORG_WIDE_PERMISSIONS = ['component.write', 'template.write'] as const;

export type TeamPermission = keyof typeof TEAM_PERMISSIONS;
export type Permission = TeamPermission | (typeof OWNER_PERMISSIONS)[number];

export const ALL_PERMISSIONS: readonly Permission[] = [
  ...(Object.keys(TEAM_PERMISSIONS) as TeamPermission[]),
  ...OWNER_PERMISSIONS,
];

/** Who is asking: owner of the organization, and their role in the team concerned (null if not a member). */
export interface Standing {
  isOrgOwner: boolean;
  role: Role | null;
}

/** The one rule: the organization owner may do everything; others need the role the matrix names. */
export function can(standing: Standing, permission: Permission): boolean {
  if (standing.isOrgOwner) return true;
  if (!standing.role) return false;
  const required = (TEAM_PERMISSIONS as Record<string, Role | undefined>)[permission];
  return required !== undefined && hasRole(standing.role, required);
}

/** Every permission the standing holds, sent with entities so the console reads rather than re-derives. */
export function abilitiesOf(standing: Standing): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => can(standing, permission));
}
