import { LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { invalidTeamFields, matchesSearch, teamChanged } from './team-values.ts';

const team = { name: 'Design', description: 'Landing pages and Campaigns' };
const N = LIMITS.team.name;

describe('team search', () => {
  it('matches name or description, whatever the case', () => {
    expect(matchesSearch(team, 'design')).toBe(true);
    expect(matchesSearch(team, 'CAMPAIGN')).toBe(true);
    expect(matchesSearch(team, '  landing ')).toBe(true);
    expect(matchesSearch(team, 'backend')).toBe(false);
  });

  it('shows everything for a blank search', () => {
    expect(matchesSearch(team, '')).toBe(true);
    expect(matchesSearch(team, '   ')).toBe(true);
  });
});

describe('team dialog values', () => {
  it('needs a name and a description within the shared limits', () => {
    expect(invalidTeamFields(team).size).toBe(0);
    expect(invalidTeamFields({ name: '', description: '' })).toEqual(new Set(['name', 'description']));
    expect(invalidTeamFields({ ...team, name: 'x'.repeat(N.max + 1) })).toEqual(new Set(['name']));
    expect(invalidTeamFields({ ...team, name: ` ${'x'.repeat(N.min - 1)} ` })).toEqual(new Set(['name']));
  });

  it('is unchanged when only surrounding spaces differ', () => {
    expect(teamChanged({ name: ' Design ', description: team.description }, team)).toBe(false);
    expect(teamChanged({ ...team, description: 'Other' }, team)).toBe(true);
    expect(teamChanged(team, null)).toBe(true);
  });
});
