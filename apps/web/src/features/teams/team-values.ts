import { teamInputSchema } from '@tessera/shared';
import { invalidFieldsOf } from '../../lib/validation.ts';

export interface TeamValues {
  name: string;
  description: string;
}

export type TeamField = keyof TeamValues;

/** The fields that break the shared team rules (the same schema the resolver applies). */
export function invalidTeamFields(values: TeamValues): Set<TeamField> {
  return invalidFieldsOf(teamInputSchema, values, ['name', 'description']);
}

export function toTeamInput(values: TeamValues): TeamValues {
  return { name: values.name.trim(), description: values.description.trim() };
}

/** Whether the dialog differs from the saved team (a new team always does). */
export function teamChanged(values: TeamValues, saved: TeamValues | null): boolean {
  if (!saved) return true;
  const next = toTeamInput(values);
  return next.name !== saved.name || next.description !== saved.description;
}

/** The search box: a case-insensitive match on name or description; blank shows every team. */
export function matchesSearch(team: TeamValues, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    team.name.toLocaleLowerCase().includes(needle) || team.description.toLocaleLowerCase().includes(needle)
  );
}
