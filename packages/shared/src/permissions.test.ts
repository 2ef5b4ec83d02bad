import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  abilitiesOf,
  can,
  OWNER_PERMISSIONS,
  type TEAM_PERMISSIONS,
} from './permissions.ts';
import { highestRole, ROLES, type Role } from './roles.ts';

describe('permission matrix', () => {
  it('gives the organization owner every permission, member of the team or not', () => {
    for (const role of [null, ...ROLES]) {
      expect(abilitiesOf({ isOrgOwner: true, role })).toEqual(ALL_PERMISSIONS);
    }
  });

  it('gives a non-member nothing', () => {
    expect(abilitiesOf({ isOrgOwner: false, role: null })).toEqual([]);
  });

  it('keeps owner-only permissions from every team role, admin included', () => {
    for (const role of ROLES) {
      for (const permission of OWNER_PERMISSIONS)
        expect(can({ isOrgOwner: false, role }, permission)).toBe(false);
    }
  });

  it('is a ladder: each role holds everything the role below it holds, and more', () => {
    for (let i = 1; i < ROLES.length; i++) {
      const below = abilitiesOf({ isOrgOwner: false, role: ROLES[i - 1]! });
      const above = abilitiesOf({ isOrgOwner: false, role: ROLES[i]! });
      for (const permission of below) expect(above).toContain(permission);
      expect(above.length).toBeGreaterThan(below.length);
    }
  });

  it('follows the issue matrix at its edges', () => {
    const holds = (role: Role, permission: keyof typeof TEAM_PERMISSIONS) =>
      can({ isOrgOwner: false, role }, permission);
    expect(holds('viewer', 'app.read')).toBe(true);
    expect(holds('viewer', 'page.editContent')).toBe(false);
    expect(holds('editor', 'media.write')).toBe(true);
    expect(holds('editor', 'page.create')).toBe(false);
    expect(holds('publisher', 'page.publish')).toBe(true);
    expect(holds('publisher', 'component.write')).toBe(false);
    expect(holds('developer', 'template.write')).toBe(true);
    expect(holds('developer', 'team.invite')).toBe(false);
    expect(holds('admin', 'app.delete')).toBe(true);
  });
});

describe('highestRole', () => {
  it('picks the top of the ladder, or null for none', () => {
    expect(highestRole(['viewer', 'developer', 'editor'])).toBe('developer');
    expect(highestRole([])).toBeNull();
  });
});
