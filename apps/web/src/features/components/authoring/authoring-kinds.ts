import type { Permission } from '@tessera/shared';
import type { TFunction } from 'i18next';
import type { AuthoringInput, AuthoringItem } from '../api/authoring-fields.ts';
import type { SavePayload } from './authoring-editor.tsx';
import { type AuthoringValues, prettyJson } from './authoring-rules.ts';
import { type AuthoringKind, withoutEditorEntries } from './data-types.ts';

/** What the console's screens need to know of a kind; everything else is written once for both. */
export const AUTHORING_KINDS = {
  component: { plural: 'components', permission: 'component.write', tags: ['component'] },
  // Spec §5: on save, tags are fixed placeholders and template thumbnails three fixed placeholder paths.
  template: { plural: 'templates', permission: 'template.write', tags: ['template'] },
} as const satisfies Record<AuthoringKind, { plural: string; permission: Permission; tags: string[] }>;

export const TEMPLATE_THUMBNAILS = [
  '/thumbnails/template-1.svg',
  '/thumbnails/template-2.svg',
  '/thumbnails/template-3.svg',
];

/** The editor's empty form; templates have no events tab (null). */
export function emptyValues(kind: AuthoringKind): AuthoringValues {
  const events = kind === 'component' ? '' : null;
  return { name: '', description: '', code: '', properties: '', groups: '', events, icon: '' };
}

/** Spec §3: the editor's own dataTypes entries are removed on load, before display. */
export function valuesOf<K extends AuthoringKind>(kind: K, item: AuthoringItem<K>): AuthoringValues {
  return {
    name: item.name,
    description: item.description,
    code: item.code,
    properties: prettyJson(withoutEditorEntries(kind, item.dataTypes)),
    groups: prettyJson(item.dataGroups),
    events: 'dataEvents' in item ? prettyJson(item.dataEvents) : null,
    icon: item.icon,
  };
}

/** What create and update send for a kind. */
export function toInput(kind: AuthoringKind, payload: SavePayload): AuthoringInput<AuthoringKind> {
  const common = {
    name: payload.name,
    description: payload.description,
    icon: payload.icon,
    code: payload.code,
    compiledCode: payload.compiledCode,
    dataTypes: payload.dataTypes,
    dataGroups: payload.dataGroups,
    tags: [...AUTHORING_KINDS[kind].tags],
  };
  return kind === 'component'
    ? { ...common, dataEvents: payload.dataEvents }
    : { ...common, slots: payload.slots, thumbnails: TEMPLATE_THUMBNAILS };
}

/**
 * How a list card and the editor name an item's slots: a component with slots is a container
 * ("Container · 2 slots"), a template counts its slots ("2 slots"); null when there are none to show.
 */
export function slotCountText(t: TFunction, kind: AuthoringKind, slots: number): string | null {
  if (slots <= 0) return null;
  return kind === 'component'
    ? t('components.container_slots', { count: slots })
    : t('templates.slot_count', { count: slots });
}
