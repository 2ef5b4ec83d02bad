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
      'metrics',
      'settings',
      'plans',
      'playground',
      'documentation',
      'help',
    ]);
  });

  it('keeps only dashboard, organization, documentation and help without an organization', () => {
    expect(enabledIds({ currentOrg: null, teams: [] })).toEqual([
      'dashboard',
      'organization',
      'documentation',
      'help',
    ]);
    expect(enabledIds(null)).toEqual(['dashboard', 'organization', 'documentation', 'help']);
  });

  it('needs a team for apps, media and metrics', () => {
    const ids = enabledIds({ currentOrg: { id: 'o' }, teams: [] });
    expect(ids).toContain('teams');
    expect(ids).not.toContain('apps');
    expect(ids).not.toContain('media');
    expect(ids).not.toContain('metrics');
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
