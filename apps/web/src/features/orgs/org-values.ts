import { aliasHead, orgInputSchema, sanitizeAlias } from '@tessera/shared';
import { invalidFieldsOf } from '../../lib/validation.ts';

export interface OrgValues {
  name: string;
  description: string;
  alias: string;
}

export type OrgField = keyof OrgValues;

const FIELDS: readonly OrgField[] = ['name', 'description', 'alias'];

/** The form's values for a saved organization: the alias shows only its part before the first dash. */
export function valuesOf(org: OrgValues): OrgValues {
  return { name: org.name, description: org.description, alias: aliasHead(org.alias) };
}

/** What the alias input keeps of what was typed or pasted: letters and digits, lower-cased. */
export function aliasInput(raw: string): string {
  return sanitizeAlias(raw);
}

/** The fields that break the shared organization rules (the same schema the resolver applies). */
export function invalidFields(values: OrgValues): Set<OrgField> {
  return invalidFieldsOf(orgInputSchema, values, FIELDS);
}

/** The values as they are sent: trimmed, the alias reduced to its head and sanitised. */
export function toInput(values: OrgValues): OrgValues {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    alias: sanitizeAlias(aliasHead(values.alias)),
  };
}

/** Whether the form differs from the saved organization; the alias is compared without its tail. */
export function hasChanges(values: OrgValues, saved: OrgValues): boolean {
  const next = toInput(values);
  const base = valuesOf(saved);
  return next.name !== base.name || next.description !== base.description || next.alias !== base.alias;
}
