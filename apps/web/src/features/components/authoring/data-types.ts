import { isJsonObject } from './authoring-rules.ts';

/**
 * The entries the editors add to dataTypes (spec §3): the component editor a 'name' (TextInput,
 * default the component name) and a 'visibility' (Switch, value true) entry, the template editor a
 * 'name' entry labelled 'Template name'. They are added on save and removed on load, so the
 * properties tab shows only what the author wrote and the name always follows the component's.
 */
export const SPECIAL_ENTRIES = ['name', 'visibility'] as const;

export type AuthoringKind = 'component' | 'template';

/** Labels per locale, in the dataTypes entry's `i18n` shape (packages/shared property-types schemas). */
const NAME_LABELS: Record<AuthoringKind, Record<string, { label: string }>> = {
  component: { 'en-US': { label: 'Name' }, 'pt-BR': { label: 'Nome' } },
  template: { 'en-US': { label: 'Template name' }, 'pt-BR': { label: 'Nome do modelo' } },
};

const VISIBILITY_LABELS = { 'en-US': { label: 'Visibility' }, 'pt-BR': { label: 'Visibilidade' } };

export function nameEntry(kind: AuthoringKind, name: string): Record<string, unknown> {
  return {
    type: 'TextInput',
    value: name,
    defaultValue: name,
    isMutable: true,
    settings: {},
    i18n: NAME_LABELS[kind],
  };
}

export function visibilityEntry(): Record<string, unknown> {
  return {
    type: 'Switch',
    value: true,
    defaultValue: true,
    isMutable: true,
    settings: {},
    i18n: VISIBILITY_LABELS,
  };
}

/** dataTypes as saved: the author's properties plus the editor's own entries. */
export function withEditorEntries(
  kind: AuthoringKind,
  dataTypes: Record<string, unknown>,
  name: string,
): Record<string, unknown> {
  const own = withoutEditorEntries(kind, dataTypes);
  if (kind === 'template') return { name: nameEntry(kind, name.trim()), ...own };
  return { name: nameEntry(kind, name.trim()), visibility: visibilityEntry(), ...own };
}

/** dataTypes as the properties tab shows them: without the editor's own entries. */
export function withoutEditorEntries(kind: AuthoringKind, dataTypes: unknown): Record<string, unknown> {
  if (!isJsonObject(dataTypes)) return {};
  const copy: Record<string, unknown> = { ...dataTypes };
  for (const key of kind === 'template' ? ['name'] : SPECIAL_ENTRIES) delete copy[key];
  return copy;
}
