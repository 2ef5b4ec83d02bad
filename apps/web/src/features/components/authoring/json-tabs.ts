import {
  checkGroups,
  dataEventsSchema,
  dataGroupsSchema,
  dataTypesSchema,
  resolveProps,
} from '@tessera/shared';
import type { z } from 'zod';
import {
  type AuthoringValues,
  type EditorError,
  isJsonObject,
  type JsonTab,
  locatePath,
  parseJsonTab,
} from './authoring-rules.ts';
import { type AuthoringKind, withEditorEntries } from './data-types.ts';

export interface CheckedTabs {
  /** The author's properties plus the editor's own entries, as saved. */
  dataTypes: Record<string, unknown>;
  dataGroups: unknown;
  /** null for templates. */
  dataEvents: unknown;
  /** What the preview passes to the component: each property's resolved value. */
  props: Record<string, unknown>;
}

export type TabsCheck = { ok: true; tabs: CheckedTabs } | { ok: false; error: EditorError };

function schemaError(text: string, tab: JsonTab, issues: ReadonlyArray<z.core.$ZodIssue>): EditorError {
  const issue = issues[0];
  const path = issue?.path ?? [];
  const where = path.length ? `${path.map(String).join('.')}: ` : '';
  return {
    type: 'Error',
    message: `${where}${issue?.message ?? 'invalid value'}`,
    ...locatePath(text, path),
    source: tab,
  };
}

/**
 * The JSON tabs as the preview and Save need them: each must parse and fit the shared schemas
 * (packages/shared property-types), groups may list only existing properties, and every property
 * type must be known. The first problem comes back with its tab, line and column.
 */
export function checkJsonTabs(
  kind: AuthoringKind,
  values: AuthoringValues,
  messages: { propertiesNotObject: string },
): TabsCheck {
  const properties = parseJsonTab(values.properties, 'properties');
  if (!properties.ok) return properties;
  if (!isJsonObject(properties.value))
    return {
      ok: false,
      error: {
        type: 'Error',
        message: messages.propertiesNotObject,
        line: 1,
        column: 1,
        source: 'properties',
      },
    };
  const types = dataTypesSchema.safeParse(properties.value);
  if (!types.success)
    return { ok: false, error: schemaError(values.properties, 'properties', types.error.issues) };

  const groups = parseJsonTab(values.groups, 'groups');
  if (!groups.ok) return groups;
  const parsedGroups = dataGroupsSchema.safeParse(groups.value);
  if (!parsedGroups.success)
    return { ok: false, error: schemaError(values.groups, 'groups', parsedGroups.error.issues) };
  const unknownInGroups = checkGroups(types.data, parsedGroups.data)[0];
  if (unknownInGroups)
    return {
      ok: false,
      error: { type: 'Error', message: unknownInGroups, line: 1, column: 1, source: 'groups' },
    };

  let dataEvents: unknown = null;
  if (values.events !== null) {
    const events = parseJsonTab(values.events, 'events');
    if (!events.ok) return events;
    const parsedEvents = dataEventsSchema.safeParse(events.value);
    if (!parsedEvents.success)
      return { ok: false, error: schemaError(values.events, 'events', parsedEvents.error.issues) };
    dataEvents = events.value;
  }

  const dataTypes = withEditorEntries(kind, properties.value, values.name);
  try {
    const props = resolveProps(dataTypes as Parameters<typeof resolveProps>[0]);
    return { ok: true, tabs: { dataTypes, dataGroups: groups.value, dataEvents, props } };
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    return { ok: false, error: { type: 'Error', message, line: 1, column: 1, source: 'properties' } };
  }
}
