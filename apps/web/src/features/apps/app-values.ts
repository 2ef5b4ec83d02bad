import { appInputSchema, suggestAppAlias, TAG_MESSAGES, tagsSchema } from '@tessera/shared';
import { invalidFieldsOf } from '../../lib/validation.ts';
import type { AppInputValues } from './api/app-fields.ts';

/** The app form's values: the wizard's steps 2 and 3, and the app info form. */
export interface AppValues {
  name: string;
  alias: string;
  description: string;
  tags: string[];
}

export type AppField = keyof AppValues;

const FIELDS: readonly AppField[] = ['name', 'alias', 'description', 'tags'];

export const EMPTY_APP_VALUES: AppValues = { name: '', alias: '', description: '', tags: [] };

export function valuesOfApp(app: AppValues): AppValues {
  return { name: app.name, alias: app.alias, description: app.description, tags: [...app.tags] };
}

/** The fields that break the shared app rules (the same schema the resolver applies). */
export function invalidAppFields(values: AppValues): Set<AppField> {
  return invalidFieldsOf(appInputSchema, values, FIELDS);
}

/** The values as they are sent: trimmed, the alias sanitised, the tags normalised and deduplicated. */
export function toAppInput(values: AppValues): AppInputValues {
  const parsed = appInputSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  return {
    name: values.name.trim(),
    alias: values.alias,
    description: values.description.trim(),
    tags: values.tags,
  };
}

/** Whether the form differs from the saved app (spec: Save is disabled when nothing changed). */
export function appChanged(values: AppValues, saved: AppValues): boolean {
  const next = toAppInput(values);
  const base = toAppInput(saved);
  return (
    next.name !== base.name ||
    next.alias !== base.alias ||
    next.description !== base.description ||
    next.tags.join('\n') !== base.tags.join('\n')
  );
}

/**
 * The alias the wizard shows: the suggestion from the name (letters and digits, lower case) until the user
 * edits the alias; from then on what they typed.
 */
export function wizardAlias(name: string, alias: string, aliasEdited: boolean): string {
  return aliasEdited ? alias : suggestAppAlias(name);
}

/** What is wrong with a tag list, if anything: the spec's two messages, or a tag that is too long. */
export type TagProblem = 'required' | 'count' | 'too_long';

export function tagProblem(tags: readonly string[]): TagProblem | null {
  const result = tagsSchema.safeParse(tags);
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  if (message === TAG_MESSAGES.required) return 'required';
  if (message === TAG_MESSAGES.count) return 'count';
  return 'too_long';
}

/**
 * Whether the app's live address shows something: a home page ('/') and at least one live page. Without
 * them "Open live page" would open a 404, so it is not offered (issue 21).
 */
export function hasLiveSite(app: { hasHomePage: boolean; livePageCount: number }): boolean {
  return app.hasHomePage && app.livePageCount > 0;
}
