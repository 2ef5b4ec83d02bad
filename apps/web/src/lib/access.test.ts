import { describe, expect, it } from 'vitest';
import { meets } from './access.ts';

const org = { id: 'o1' };

describe('meets', () => {
  it('lets everyone through screens that need nothing', () => {
    expect(meets('none', null)).toBe(true);
    expect(meets('none', { currentOrg: null, teams: [] })).toBe(true);
  });

  it('needs a current organization for org screens', () => {
    expect(meets('org', { currentOrg: null, teams: [] })).toBe(false);
    expect(meets('org', { currentOrg: org, teams: [] })).toBe(true);
  });

  it('needs a team in the current organization for team screens', () => {
    expect(meets('team', { currentOrg: org, teams: [] })).toBe(false);
    expect(meets('team', { currentOrg: org, teams: [{ orgId: 'other' }] })).toBe(false);
    expect(meets('team', { currentOrg: org, teams: [{ orgId: 'o1' }] })).toBe(true);
    expect(meets('team', { currentOrg: null, teams: [{ orgId: 'o1' }] })).toBe(false);
  });
});
