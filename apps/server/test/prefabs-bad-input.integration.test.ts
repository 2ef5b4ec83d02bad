import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, pages, prefabs } from '../src/db/schema.ts';
import { appWorkspace, insertApp, insertPage } from './app-helpers.ts';
import { insertContainer } from './authoring-helpers.ts';
import {
  type BadInputOperation,
  expect4xx,
  expectBadIdsNotFound,
  itRefusesBadValues,
  LONG,
  sortedState,
} from './bad-input-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import type { OrgInfo } from './org-helpers.ts';
import {
  CREATE_PREFAB,
  DELETE_PREFAB,
  insertPrefab,
  PREFAB,
  PREFABS,
  prefabDataTypes,
  prefabInput,
  UPDATE_PREFAB,
} from './prefab-helpers.ts';

const BAD_CURSORS = ['garbage', '!!!', ' ', LONG, Buffer.from('["a","not-a-uuid"]').toString('base64url')];

describe('bad input to prefabs: 4xx with a message, never 5xx, nothing written', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let appId: string;
  let componentId: string;
  let item: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await appWorkspace(t, 'badprefabowner', { org: 'Bad Prefab Org', team: 'Bad Prefab' });
    ({ owner, org, componentId } = workspace);
    appId = (await insertApp(t.database.db, { orgId: org.id, teamId: workspace.team.id })).id;
    item = await insertPrefab(t.database.db, { appId, elementId: componentId, name: 'Existing prefab' });
    await insertPrefab(t.database.db, { appId, elementId: componentId, name: 'Other prefab' });
    await insertPage(t.database.db, { appId, templateId: workspace.templateId });
  });
  afterAll(() => t.close());

  async function state() {
    const db = t.database.db;
    return sortedState({
      prefabs: await db.select().from(prefabs).where(eq(prefabs.appId, appId)),
      pages: await db
        .select()
        .from(pages)
        .where(inArray(pages.appId, [appId])),
      activities: await db.select().from(activities).where(eq(activities.orgId, org.id)),
    });
  }

  const OPERATIONS: BadInputOperation[] = [
    {
      name: 'createPrefab',
      query: CREATE_PREFAB,
      // A name that is taken: even a variant that passed every check could not write.
      valid: () => ({ appId, prefab: prefabInput(componentId, { name: 'Existing prefab', dataGroups: [] }) }),
    },
    {
      name: 'updatePrefab',
      query: UPDATE_PREFAB,
      valid: () => ({ id: item.id, prefab: { name: 'Other prefab', dataTypes: prefabDataTypes() } }),
    },
    { name: 'deletePrefab', query: DELETE_PREFAB, valid: () => ({ id: item.id }) },
    { name: 'prefab', query: PREFAB, valid: () => ({ id: item.id }) },
    { name: 'prefabs', query: PREFABS, valid: () => ({ appId, first: 10, after: null }) },
  ];

  /** Read-only: optional arguments given valid values may answer, never with a 5xx. */
  const MAY_SUCCEED = new Set([
    'prefabs: first as a number',
    'prefabs: first as null',
    'prefabs: first missing',
    'prefabs: after missing',
    'prefabs: after as null',
  ]);

  itRefusesBadValues(OPERATIONS, () => ({ t, token: owner.token, state }), {
    maySucceed: MAY_SUCCEED,
    missingFields: true,
  });

  it('ids that are not UUIDs or name nothing: 404 naming the prefab or the app', async () => {
    const before = await state();
    await expectBadIdsNotFound(t, owner.token, [
      ['prefab', PREFAB, (id) => ({ id }), /^prefab not found$/],
      [
        'updatePrefab',
        UPDATE_PREFAB,
        (id) => ({ id, prefab: { name: 'A fine name', dataTypes: {} } }),
        /^prefab not found$/,
      ],
      ['deletePrefab', DELETE_PREFAB, (id) => ({ id }), /^prefab not found$/],
      ['prefabs', PREFABS, (id) => ({ appId: id }), /^app not found$/],
      [
        'createPrefab (app)',
        CREATE_PREFAB,
        (id) => ({ appId: id, prefab: prefabInput(componentId) }),
        /^app not found$/,
      ],
      [
        'createPrefab (element)',
        CREATE_PREFAB,
        (id) => ({ appId, prefab: prefabInput(id) }),
        /^component not found$/,
      ],
    ]);
    expect(await state()).toEqual(before);
  });

  it('malformed cursors and page sizes: 400 naming the argument', async () => {
    for (const cursor of BAD_CURSORS) {
      const message = expect4xx(
        await gql(t, PREFABS, { appId, after: cursor }, owner.token),
        cursor.slice(0, 10),
      );
      expect(message).toBe('after must be a cursor returned by the previous page');
    }
    for (const first of [0, -1, 101]) {
      expect(expect4xx(await gql(t, PREFABS, { appId, first }, owner.token), `first ${first}`)).toBe(
        'first must be between 1 and 100',
      );
    }
  });

  it('NUL characters, bad property entries and oversized JSON: 400 or 413, nothing written', async () => {
    const before = await state();
    const nul = { title: { type: 'TextInput', value: 'a\u0000b' } };
    const cases: Array<[string, Record<string, unknown>]> = [
      ['a NUL in the name', { name: 'Nul\u0000name' }],
      ['a NUL in a value', { dataTypes: nul }],
      ['a NUL in the groups', { dataGroups: [{ name: 'a\u0000', properties: [] }] }],
      ['a property name that is no identifier', { dataTypes: { 'not a name': { type: 'TextInput' } } }],
      ['an entry without a type', { dataTypes: { title: { value: 'x' } } }],
      ['dataTypes as a string', { dataTypes: 'text' }],
      ['dataTypes as null', { dataTypes: null }],
      ['a group naming a bad property', { dataGroups: [{ name: 'g', properties: ['1x'] }] }],
      [
        'duplicate group names',
        {
          dataGroups: [
            { name: 'g', properties: [] },
            { name: 'g', properties: [] },
          ],
        },
      ],
      [
        'over a million characters of JSON',
        { dataTypes: { title: { type: 'TextInput', value: 'x'.repeat(1_000_001) } } },
      ],
    ];
    for (const [label, overrides] of cases) {
      expect4xx(
        await gql(t, CREATE_PREFAB, { appId, prefab: prefabInput(componentId, overrides) }, owner.token),
        `create: ${label}`,
      );
      const { name = 'Renamed prefab', dataTypes = prefabDataTypes() } = overrides as {
        name?: string;
        dataTypes?: unknown;
      };
      if ('dataGroups' in overrides) continue;
      expect4xx(
        await gql(t, UPDATE_PREFAB, { id: item.id, prefab: { name, dataTypes } }, owner.token),
        `update: ${label}`,
      );
    }
    expect(await state()).toEqual(before);
  });

  it('values per breakpoint: 400 naming the property and the breakpoint (and the brick inside contents), nothing written', async () => {
    const before = await state();
    const rem = (value: unknown) => ({ value, unit: 'rem' });
    const size = (breakpoints: unknown) => ({
      ...prefabDataTypes(),
      size: { type: 'FontSize', value: rem(2), breakpoints },
    });
    const cases: Array<[string, unknown, string | RegExp]> = [
      [
        'an unknown breakpoint',
        size({ watch: rem(1) }),
        "prefab size: 'watch' is not one of this app's breakpoints",
      ],
      [
        'a wrong shape at one breakpoint',
        size({ tablet: rem(1), phone: rem('big') }),
        /^prefab size at breakpoint 'phone': /,
      ],
      [
        'breakpoints on a TextInput',
        { title: { type: 'TextInput', value: 'Hi', breakpoints: { phone: 'Yo' } } },
        'prefab title: TextInput values cannot vary by breakpoint',
      ],
      [
        'breakpoints as a list',
        size([rem(1)]),
        /breakpoints must be an object of values by breakpoint id.*\(dataTypes\.size\.breakpoints\)/,
      ],
      [
        'breakpoints as a string',
        size('phone'),
        /breakpoints must be an object of values by breakpoint id.*\(dataTypes\.size\.breakpoints\)/,
      ],
    ];
    for (const [label, dataTypes, expected] of cases) {
      const created = await gql(
        t,
        CREATE_PREFAB,
        { appId, prefab: prefabInput(componentId, { name: 'Responsive prefab', dataTypes }) },
        owner.token,
      );
      expect(expect4xx(created, `create: ${label}`)).toMatch(expected);
      const updated = await gql(
        t,
        UPDATE_PREFAB,
        { id: item.id, prefab: { name: item.name, dataTypes } },
        owner.token,
      );
      expect(expect4xx(updated, `update: ${label}`)).toMatch(expected);
      expect(updated.errors?.[0]?.extensions?.status_code, label).toBe(400);
    }
    // Inside a container prefab's contents, at any depth: named by the brick.
    const containerId = await insertContainer(t.database.db, org.id, owner.id, 1);
    const heading = {
      id: 'b1',
      name: 'Heading',
      componentId,
      isPrefab: false,
      dataTypes: { size: { type: 'FontSize', value: rem(2), breakpoints: { watch: rem(1) } } },
      dataGroups: [],
    };
    const contents = await gql(
      t,
      CREATE_PREFAB,
      {
        appId,
        prefab: prefabInput(containerId, {
          name: 'Responsive container',
          slots: {
            slot1: [
              {
                ...heading,
                id: 'box',
                name: 'Box',
                componentId: containerId,
                dataTypes: {},
                slots: { slot1: [heading] },
              },
            ],
          },
        }),
      },
      owner.token,
    );
    expect(expect4xx(contents, 'contents')).toBe(
      "slots: Heading (b1) size: 'watch' is not one of this app's breakpoints",
    );
    expect(await state()).toEqual(before);
  });
});
