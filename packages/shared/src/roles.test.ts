import { describe, expect, it } from 'vitest';
import { hasRole, parseRole, ROLES, roleRank } from './roles.ts';

describe('parseRole', () => {
  it("reads 'manager' as 'admin'", () => {
    expect(parseRole('manager')).toBe('admin');
    expect(parseRole(' Manager ')).toBe('admin');
  });

  it('accepts every role, case and whitespace aside', () => {
    for (const role of ROLES) {
      expect(parseRole(role)).toBe(role);
      expect(parseRole(`  ${role.toUpperCase()} `)).toBe(role);
    }
  });

  it('answers null for anything else', () => {
    for (const unknown of ['', ' ', 'owner', 'root', 'admins', 'view', 'manager2']) {
      expect(parseRole(unknown), unknown).toBeNull();
    }
  });
});

describe('hasRole', () => {
  it('is a ladder: viewer < editor < publisher < developer < admin', () => {
    expect(ROLES).toEqual(['viewer', 'editor', 'publisher', 'developer', 'admin']);
    expect(ROLES.map(roleRank)).toEqual([0, 1, 2, 3, 4]);
  });

  it('grants a role and every role below it, never one above', () => {
    for (const actual of ROLES) {
      for (const required of ROLES) {
        expect(hasRole(actual, required), `${actual} ≥ ${required}`).toBe(
          ROLES.indexOf(actual) >= ROLES.indexOf(required),
        );
      }
    }
    expect(hasRole('admin', 'viewer')).toBe(true);
    expect(hasRole('viewer', 'editor')).toBe(false);
    expect(hasRole('developer', 'admin')).toBe(false);
  });
});
