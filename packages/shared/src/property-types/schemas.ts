import { z } from 'zod';
import { isPropertyTypeName, MOUSE_EVENTS, PROPERTY_NAME_PATTERN } from './constants.ts';

/**
 * The JSON tabs of the component and template editors (spec §2, §3): properties (dataTypes), groups
 * (dataGroups) and events (dataEvents). The server validates stored JSON with these and the editors
 * use them to enable Save. Objects are loose so that fields added by later versions survive a round
 * trip through an older server.
 */

/** Labels per locale ('en-US', 'pt-BR', …): `{ label }`, with room for more texts such as a hint. */
export const i18nSchema = z.record(z.string().min(1), z.looseObject({ label: z.string().optional() }));

export const dataTypeEntrySchema = z.looseObject({
  type: z.string({ error: 'type is required' }).refine(isPropertyTypeName, {
    error: (issue) => `Unknown data type: ${String(issue.input)}`,
  }),
  value: z.unknown().optional(),
  defaultValue: z.unknown().optional(),
  /** false locks the property outside prefab view (spec §4); absent means mutable. */
  isMutable: z.boolean().optional(),
  /** Type-specific options: Select `options`, Slider `min`/`max`/`step`, `cssProperty`, … */
  settings: z.record(z.string(), z.unknown()).optional(),
  /**
   * Values below the desktop by breakpoint id (issue 23): `{ "phone": { "value": 1.5, "unit": "rem" } }`.
   * Only the shape is checked here; which types may vary and each value's shape are checked by
   * breakpointValuesProblem (responsive/values.ts), which names the property and the breakpoint.
   */
  breakpoints: z
    .record(z.string(), z.unknown(), {
      error: 'breakpoints must be an object of values by breakpoint id, like { "phone": … }',
    })
    .optional(),
  i18n: i18nSchema.optional(),
});

export type DataTypeEntry = z.infer<typeof dataTypeEntrySchema>;

const propertyNameMessage = (name: string) =>
  `Invalid property name: ${name} (letters, digits and underscores, not starting with a digit)`;

const propertyNameSchema = z.string().regex(PROPERTY_NAME_PATTERN, {
  error: (issue) => propertyNameMessage(String(issue.input)),
});

/**
 * Property name to entry; names are JavaScript identifiers because they become JSX props. Keys are
 * checked here rather than by a key schema so the issue carries our message and the key as its path
 * (zod reports key failures as a generic 'Invalid key in record').
 */
export const dataTypesSchema = z.record(z.string(), dataTypeEntrySchema).superRefine((dataTypes, ctx) => {
  for (const name of Object.keys(dataTypes)) {
    if (!PROPERTY_NAME_PATTERN.test(name))
      ctx.addIssue({ code: 'custom', path: [name], message: propertyNameMessage(name) });
  }
});

export type DataTypes = z.infer<typeof dataTypesSchema>;

/**
 * Groups: the inspector's collapsible property sections, in display order. Each group names the
 * properties it shows, in order; `label` is the fallback text and `i18n` the per-locale labels.
 * `collapsed` says whether the section starts closed.
 *
 *   [{ "name": "title", "label": "Title", "i18n": { "pt-BR": { "label": "Título" } },
 *      "properties": ["title", "titleFontSize"] }]
 */
export const dataGroupSchema = z.looseObject({
  name: z.string().trim().min(1, 'group name is required'),
  label: z.string().optional(),
  i18n: i18nSchema.optional(),
  properties: z.array(propertyNameSchema),
  collapsed: z.boolean().optional(),
});

export const dataGroupsSchema = z.array(dataGroupSchema).superRefine((groups, ctx) => {
  const seen = new Set<string>();
  groups.forEach((group, index) => {
    if (seen.has(group.name)) {
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `Duplicate group name: ${group.name}` });
    }
    seen.add(group.name);
  });
});

export type DataGroup = z.infer<typeof dataGroupSchema>;
export type DataGroups = z.infer<typeof dataGroupsSchema>;

/** Events a component emits to the behaviour graph (spec §3). */
export const dataEventsSchema = z.looseObject({
  label: z.string(),
  events: z.looseObject({
    mouse: z
      .array(z.enum(MOUSE_EVENTS, { error: (issue) => `Unknown mouse event: ${String(issue.input)}` }))
      .refine((list) => new Set(list).size === list.length, 'Mouse events must not repeat'),
  }),
});

export type DataEvents = z.infer<typeof dataEventsSchema>;

/**
 * Cross-checks groups against properties: every grouped name must exist in dataTypes. Returns the
 * problems as messages (empty when consistent), so editors can show them next to the JSON tab.
 */
export function checkGroups(
  dataTypes: Readonly<Record<string, unknown>>,
  dataGroups: readonly DataGroup[],
): string[] {
  const problems: string[] = [];
  for (const group of dataGroups) {
    for (const property of group.properties) {
      if (!(property in dataTypes)) problems.push(`Group ${group.name} lists unknown property: ${property}`);
    }
  }
  return problems;
}
