import { describe, expect, it } from 'vitest';
import { isMenuItemActive, isMenuItemEnabled, MENU_ITEMS, type MenuItemId } from './menu-items.ts';

function enabledIds(user: Parameters<typeof isMenuItemEnabled>[1]): MenuItemId[] {
  return MENU_ITEMS.filter((item) => isMenuItemEnabled(item, user)).map((item) => item.id);
}

describe('side menu gating', () => {
  it('lists every entry of the spec in order', () => {
    expect(MENU_ITEMS.map((item) => item.id)).toEqual([
      'dashboard',
      'organization',
      'teams',
      'apps',
      'components',
      'templates',
      'media',
      'settings',
      'playground',
    ]);
  });

  it('lists nothing that is not built (issue 21)', () => {
    const ids: string[] = MENU_ITEMS.map((item) => item.id);
    for (const hidden of ['metrics', 'plans', 'documentation', 'help']) expect(ids).not.toContain(hidden);
  });

  it('keeps only dashboard and organization without an organization', () => {
    expect(enabledIds({ currentOrg: null, teams: [] })).toEqual(['dashboard', 'organization']);
    expect(enabledIds(null)).toEqual(['dashboard', 'organization']);
  });

  it('needs a team for apps and media', () => {
    const ids = enabledIds({ currentOrg: { id: 'o' }, teams: [] });
    expect(ids).toContain('teams');
    expect(ids).not.toContain('apps');
    expect(ids).not.toContain('media');
  });

  it('enables everything with an organization and a team in it', () => {
    expect(enabledIds({ currentOrg: { id: 'o' }, teams: [{ orgId: 'o' }] })).toHaveLength(MENU_ITEMS.length);
  });
});

describe('active entry', () => {
  const apps = MENU_ITEMS.find((item) => item.id === 'apps')!;
  const dashboard = MENU_ITEMS.find((item) => item.id === 'dashboard')!;

  it('matches the entry and its sub-pages only', () => {
    expect(isMenuItemActive(apps, '/apps')).toBe(true);
    expect(isMenuItemActive(apps, '/apps/1/page/2')).toBe(true);
    expect(isMenuItemActive(apps, '/appsx')).toBe(false);
    expect(isMenuItemActive(dashboard, '/')).toBe(true);
    expect(isMenuItemActive(dashboard, '/apps')).toBe(false);
  });
});
