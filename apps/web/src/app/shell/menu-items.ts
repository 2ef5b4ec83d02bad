import { type AccessSubject, meets, type Requirement } from '../../lib/access.ts';

export type MenuItemId =
  | 'dashboard'
  | 'organization'
  | 'teams'
  | 'apps'
  | 'components'
  | 'templates'
  | 'media'
  | 'settings'
  | 'playground';

export interface MenuItem {
  id: MenuItemId;
  path: string;
  requires: Requirement;
}

/**
 * The side menu, in the spec's order (platform §2). The component page, template page and user
 * settings are hidden entries: routed, never listed. Metrics, plans, documentation and help are not
 * built yet: neither listed nor routed (issue 21), so no screen only says "coming soon".
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'dashboard', path: '/', requires: 'none' },
  { id: 'organization', path: '/organization', requires: 'none' },
  { id: 'teams', path: '/teams', requires: 'org' },
  { id: 'apps', path: '/apps', requires: 'team' },
  { id: 'components', path: '/components', requires: 'org' },
  { id: 'templates', path: '/templates', requires: 'org' },
  { id: 'media', path: '/media', requires: 'team' },
  { id: 'settings', path: '/settings', requires: 'org' },
  { id: 'playground', path: '/playground', requires: 'org' },
];

export function isMenuItemEnabled(item: MenuItem, user: AccessSubject | null): boolean {
  return meets(item.requires, user);
}

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
