import {
  dataEventsSchema as sharedDataEvents,
  dataGroupsSchema as sharedDataGroups,
  dataTypesSchema as sharedDataTypes,
} from '@tessera/shared';
import { z } from 'zod';

type Shape = 'object' | 'array';

/**
 * The shared schemas of the JSON tabs (packages/shared property-types), behind a shape check whose message names
 * the field: 'dataTypes must be a JSON object' reads better than zod's 'expected record, received array'. The
 * shared schema's own first message (e.g. 'Unknown data type: X') is passed on as is.
 */
function jsonField(field: string, shape: Shape, schema: z.ZodType) {
  return z.unknown().superRefine((value, ctx) => {
    const isArray = Array.isArray(value);
    const isObject = typeof value === 'object' && value !== null && !isArray;
    if (shape === 'object' ? !isObject : !isArray) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a JSON ${shape}` });
      return;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue?.path.length ? ` (${field}.${issue.path.map(String).join('.')})` : '';
      const message = issue?.message ?? 'is invalid';
      // Messages that already name what is wrong (Unknown data type: X) stand alone.
      ctx.addIssue({
        code: 'custom',
        message: /^(Unknown |Invalid property name|Duplicate |Mouse events)/.test(message)
          ? message
          : `${field} is invalid: ${message}${where}`,
      });
    }
  });
}

export const dataTypesSchema = jsonField('dataTypes', 'object', sharedDataTypes);
export const dataGroupsSchema = jsonField('dataGroups', 'array', sharedDataGroups);
export const dataEventsSchema = jsonField('dataEvents', 'object', sharedDataEvents);
