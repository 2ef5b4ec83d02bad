import { allows } from '../../lib/abilities.ts';
import type { AppTeam } from './api/app-teams.ts';
import { type AppValues, invalidAppFields } from './app-values.ts';

/** The new-app wizard's steps, in order (spec §2): team, name and alias, SEO. */
export const APP_WIZARD_STEPS = ['team', 'name', 'seo'] as const;
export type AppWizardStep = (typeof APP_WIZARD_STEPS)[number];

export interface AppWizardState {
  teamId: string | null;
  values: AppValues;
  /** The server answered 409 'alias already exists' for the alias now in the field. */
  aliasTaken: boolean;
}

/** Whether Next (or Create, on the last step) may be pressed: the step's fields follow the shared rules. */
export function appStepValid(step: number, state: AppWizardState): boolean {
  const invalid = invalidAppFields(state.values);
  switch (APP_WIZARD_STEPS[step]) {
    case 'team':
      return state.teamId !== null;
    case 'name':
      return !invalid.has('name') && !invalid.has('alias') && !state.aliasTaken;
    case 'seo':
      return !invalid.has('description') && !invalid.has('tags');
    default:
      return false;
  }
}

/** Teams where the user may create an app (their 'app.create' ability), matching the search by name. */
export function creatableTeams(teams: readonly AppTeam[], search = ''): AppTeam[] {
  const needle = search.trim().toLocaleLowerCase();
  return teams.filter(
    (team) =>
      allows(team, 'app.create') &&
      (!needle ||
        team.name.toLocaleLowerCase().includes(needle) ||
        team.description.toLocaleLowerCase().includes(needle)),
  );
}
