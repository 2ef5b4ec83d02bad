import { describe, expect, it } from 'vitest';
import { type AppWizardState, appStepValid, creatableTeams } from './app-wizard-steps.ts';

const state: AppWizardState = {
  teamId: 't1',
  values: { name: 'Shop', alias: 'shop1', description: 'Our shop', tags: ['store'] },
  aliasTaken: false,
};

describe('new-app wizard steps', () => {
  it('needs a team on the first step', () => {
    expect(appStepValid(0, state)).toBe(true);
    expect(appStepValid(0, { ...state, teamId: null })).toBe(false);
  });

  it('needs a valid name and a free alias on the second step', () => {
    expect(appStepValid(1, state)).toBe(true);
    expect(appStepValid(1, { ...state, values: { ...state.values, name: 'ab' } })).toBe(false);
    expect(appStepValid(1, { ...state, values: { ...state.values, alias: 'abc' } })).toBe(false);
    expect(appStepValid(1, { ...state, aliasTaken: true })).toBe(false);
    // The SEO fields do not hold the naming step back.
    expect(appStepValid(1, { ...state, values: { ...state.values, description: '', tags: [] } })).toBe(true);
  });

  it('needs a description and 1 to 10 tags on the last step', () => {
    expect(appStepValid(2, state)).toBe(true);
    expect(appStepValid(2, { ...state, values: { ...state.values, tags: [] } })).toBe(false);
    expect(appStepValid(2, { ...state, values: { ...state.values, description: 'ab' } })).toBe(false);
    expect(appStepValid(3, state)).toBe(false);
  });

  it('offers the teams where the user may create apps, searched by name or description', () => {
    const teams = [
      { id: 't1', name: 'Design', description: 'Landing pages', abilities: ['app.create'] },
      { id: 't2', name: 'Docs', description: 'Guides', abilities: ['app.read'] },
      { id: 't3', name: 'Growth', description: 'Design experiments', abilities: ['app.create'] },
    ];
    expect(creatableTeams(teams).map((t) => t.id)).toEqual(['t1', 't3']);
    expect(creatableTeams(teams, ' DESIGN ').map((t) => t.id)).toEqual(['t1', 't3']);
    expect(creatableTeams(teams, 'growth').map((t) => t.id)).toEqual(['t3']);
    expect(creatableTeams(teams, 'docs')).toEqual([]);
  });
});
