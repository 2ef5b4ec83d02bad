import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPE_NAMES } from './constants.ts';
import { styleOf } from './resolve.ts';
import { checkGroups, dataEventsSchema, dataGroupsSchema, dataTypesSchema } from './schemas.ts';

/** The authoring guide's worked example must stay valid: its JSON is parsed straight from the page. */
const guide = readFileSync(new URL('../../../../docs/component-authoring.md', import.meta.url), 'utf8');
const example = guide.slice(guide.indexOf('## Worked example'));
const jsonBlocks = [...example.matchAll(/```json\n([\s\S]*?)```/g)].map((match) =>
  JSON.parse(match[1] ?? ''),
);

describe('docs/component-authoring.md', () => {
  it('documents every property type', () => {
    for (const name of PROPERTY_TYPE_NAMES)
      expect(guide, name).toMatch(new RegExp(`(\\| \`${name}\` \\||### ${name}\\n)`));
  });

  it('has a worked example whose properties, groups and events are valid', () => {
    const [properties, groups, events] = jsonBlocks;
    const dataTypes = dataTypesSchema.parse(properties);
    expect(checkGroups(dataTypes, dataGroupsSchema.parse(groups))).toEqual([]);
    expect(dataEventsSchema.safeParse(events).success).toBe(true);
  });

  it('renders the heading with the style the guide states', () => {
    const dataTypes = dataTypesSchema.parse(jsonBlocks[0]);
    expect(styleOf(dataTypes)).toMatchObject({
      fontSize: '2rem',
      fontFamily: 'Arial, sans-serif',
      fontWeight: 'bold',
      color: '#1f2937',
      textAlign: 'center',
      padding: '10px 0px 0px 0px',
      minWidth: '200px',
      maxWidth: '700px',
      animation: 'tessera-opacity 300ms linear 0ms both',
    });
  });
});
