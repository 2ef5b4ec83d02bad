import { randomUUID } from 'node:crypto';
import { LIMITS, PAGE_CONTENT_VERSION, SERVER_MESSAGES } from '@tessera/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, apps, pages, users } from '../src/db/schema.ts';
import {
  APP,
  APPS,
  appInput,
  appWorkspace,
  CREATE_APP,
  CREATE_PAGE,
  DELETE_APP,
  DELETE_PAGE,
  insertApp,
  insertPage,
  PAGE,
  PAGE_EXISTS,
  PAGES,
  pageInput,
  UPDATE_APP,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { insertContainer } from './authoring-helpers.ts';
import {
  type BadInputOperation,
  expect4xx,
  expectBadIdsNotFound,
  itRefusesBadValues,
  LONG,
  WRONG_VALUES,
} from './bad-input-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import type { OrgInfo, TeamInfo } from './org-helpers.ts';

const BAD_CURSORS = ['garbage', '!!!', ' ', LONG, Buffer.from('["a","not-a-uuid"]').toString('base64url')];

describe('bad input to apps and pages: 4xx with a message, never 5xx, nothing written', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let templateId: string;
  let componentId: string;
  let containerId: string;
  let app: { id: string; name: string; alias: string };
  let page: { id: string; name: string; url: string };

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, org, team, templateId, componentId } = await appWorkspace(t, 'badappsowner', {
      org: 'Bad Apps Org',
      team: 'Bad Apps Team',
    }));
    containerId = await insertContainer(t.database.db, org.id, owner.id, 2);
    app = await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Bad Input App' });
    // The root is taken, so a URL that normalises to '/' (an empty string) is a 409, not a new page.
    await insertPage(t.database.db, { appId: app.id, templateId, url: '/' });
    page = await insertPage(t.database.db, { appId: app.id, templateId, url: '/existing' });
  });
  afterAll(() => t.close());

  /** Everything the operations could touch in this file's organization. */
  async function state() {
    const db = t.database.db;
    // Ordered: without it PostgreSQL may answer in another order once its plan changes (an index instead of a scan).
    const appRows = await db.select().from(apps).where(eq(apps.orgId, org.id)).orderBy(apps.id);
    return {
      apps: appRows,
      pages: await db
        .select()
        .from(pages)
        .where(
          inArray(
            pages.appId,
            appRows.map((row) => row.id),
          ),
        )
        .orderBy(pages.id),
      activities: await db
        .select()
        .from(activities)
        .where(eq(activities.orgId, org.id))
        .orderBy(activities.id),
      owner: await db.select().from(users).where(eq(users.id, owner.id)),
    };
  }

  const appFields = () => ({
    name: app.name,
    alias: app.alias,
    description: 'An inserted app',
    tags: ['tests'],
  });
  const pageFields = () => ({
    name: page.name,
    url: page.url,
    title: 'An inserted page',
    description: 'An inserted page',
    tags: ['tests'],
  });

  // Content is optional (null means absent): its bad values have their own test below.
  const OPERATIONS: BadInputOperation[] = [
    { name: 'createApp', query: CREATE_APP, valid: () => ({ newApp: appInput(team.id) }) },
    { name: 'updateApp', query: UPDATE_APP, valid: () => ({ id: app.id, app: appFields() }) },
    { name: 'deleteApp', query: DELETE_APP, valid: () => ({ id: app.id }) },
    { name: 'app', query: APP, valid: () => ({ id: app.id }) },
    { name: 'apps', query: APPS, valid: () => ({ first: 10, after: null, search: null }) },
    { name: 'createPage', query: CREATE_PAGE, valid: () => ({ newPage: pageInput(app.id, templateId) }) },
    { name: 'updatePage', query: UPDATE_PAGE, valid: () => ({ id: page.id, page: pageFields() }) },
    { name: 'deletePage', query: DELETE_PAGE, valid: () => ({ id: page.id }) },
    { name: 'page', query: PAGE, valid: () => ({ id: page.id }) },
    { name: 'pages', query: PAGES, valid: () => ({ appId: app.id, first: 10, after: null, search: null }) },
    { name: 'pageExists', query: PAGE_EXISTS, valid: () => ({ appId: app.id, url: '/existing' }) },
  ];

  /** Valid values, not bad input: two tags are fine. Not sent, as a success would write. */
  const VALID_VALUES = new Set([
    'createApp: newApp.tags as an array of strings',
    'updateApp: app.tags as an array of strings',
    'createPage: newPage.tags as an array of strings',
    'updatePage: page.tags as an array of strings',
  ]);

  /** Read-only queries given a valid value for an optional argument: they may answer, never with a 5xx. */
  const MAY_SUCCEED = new Set([
    ...['apps', 'pages'].flatMap((op) => [
      `${op}: first as a number`,
      `${op}: first as null`,
      `${op}: first missing`,
      `${op}: after missing`,
      `${op}: after as null`,
      `${op}: search missing`,
      `${op}: search as null`,
      `${op}: search as an empty string`,
    ]),
    'pageExists: url as an empty string',
  ]);

  itRefusesBadValues(OPERATIONS, () => ({ t, token: owner.token, state }), {
    skip: VALID_VALUES,
    maySucceed: MAY_SUCCEED,
    missingFields: true,
  });

  it('ids that are not UUIDs or name nothing: 404 with the entity named, nothing written', async () => {
    const before = await state();
    const byId: Array<[string, string, (id: string) => Record<string, unknown>, RegExp]> = [
      ['app', APP, (id) => ({ id }), /^app not found$/],
      ['updateApp', UPDATE_APP, (id) => ({ id, app: appFields() }), /^app not found$/],
      ['deleteApp', DELETE_APP, (id) => ({ id }), /^app not found$/],
      ['pages', PAGES, (id) => ({ appId: id }), /^app not found$/],
      ['pageExists', PAGE_EXISTS, (id) => ({ appId: id, url: '/' }), /^app not found$/],
      ['createPage (app)', CREATE_PAGE, (id) => ({ newPage: pageInput(id, templateId) }), /^app not found$/],
      [
        'createPage (template)',
        CREATE_PAGE,
        (id) => ({ newPage: pageInput(app.id, id) }),
        /^template not found$/,
      ],
      ['createApp (team)', CREATE_APP, (id) => ({ newApp: appInput(id) }), /^team not found$/],
      [
        'updateApp (team)',
        UPDATE_APP,
        (id) => ({ id: app.id, app: { ...appFields(), teamId: id } }),
        /^team not found$/,
      ],
      ['page', PAGE, (id) => ({ id }), /^page not found$/],
      ['updatePage', UPDATE_PAGE, (id) => ({ id, page: pageFields() }), /^page not found$/],
      ['deletePage', DELETE_PAGE, (id) => ({ id }), /^page not found$/],
    ];
    await expectBadIdsNotFound(t, owner.token, byId);
    expect(await state()).toEqual(before);
  });

  it('malformed cursors: 400', async () => {
    const before = await state();
    for (const after of BAD_CURSORS) {
      for (const [name, query, variables] of [
        ['apps', APPS, { after }],
        ['pages', PAGES, { appId: app.id, after }],
      ] as const) {
        const message = expect4xx(
          await gql(t, query, variables, owner.token),
          `${name} ${after.slice(0, 10)}`,
        );
        expect(message).toBe('after must be a cursor returned by the previous page');
      }
    }
    expect(await state()).toEqual(before);
  });

  it('bad content on createPage and updatePage: 400 (413 when too large) naming the content', async () => {
    const before = await state();
    const good = {
      version: 2,
      template: { id: templateId, dataTypes: {}, isPrefab: false },
      slots: { slot1: [], slot2: [] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
    const bad: Array<[string, unknown]> = [
      ...WRONG_VALUES.filter(([label]) => label !== 'null'),
      ['slots as a list', { ...good, slots: [[], []] }],
      ['a slot as an object', { ...good, slots: { slot1: {}, slot2: [] } }],
      ['slot0', { ...good, slots: { slot0: [], slot1: [] } }],
      ['a brick as a string', { ...good, slots: { slot1: ['brick'], slot2: [] } }],
      ['template id as a number', { ...good, template: { ...good.template, id: 42 } }],
      ['pageEvents as a string', { ...good, pageEvents: 'none' }],
      ['a newer version', { ...good, version: PAGE_CONTENT_VERSION + 1 }],
      ['a fractional version', { ...good, version: 0.5 }],
      ['another template', { ...good, template: { ...good.template, id: randomUUID() } }],
      ['slot1 missing', { ...good, slots: { slot2: [], slot3: [] } }],
      ['U+0000 in a string', { ...good, template: { ...good.template, dataTypes: { x: 'a\u0000b' } } }],
      [
        'too large',
        {
          ...good,
          template: { ...good.template, dataTypes: { x: 'y'.repeat(LIMITS.page.contentMaxChars) } },
        },
      ],
    ];
    for (const [label, content] of bad) {
      const created = await gql(
        t,
        CREATE_PAGE,
        { newPage: pageInput(app.id, templateId, { content }) },
        owner.token,
      );
      const updated = await gql(
        t,
        UPDATE_PAGE,
        { id: page.id, page: { ...pageFields(), content } },
        owner.token,
      );
      for (const [op, answer] of [
        ['createPage', created],
        ['updatePage', updated],
      ] as const) {
        const message = expect4xx(answer, `${op} content ${label}`);
        expect(message, `${op} ${label}`).toMatch(/^content/);
        const status = answer.errors?.[0]?.extensions?.status_code;
        expect(status, `${op} ${label}`).toBe(label === 'too large' ? 413 : 400);
      }
    }
    expect(await state()).toEqual(before);
  });

  it('values per breakpoint on createPage and updatePage: 400 naming brick, property and breakpoint, nothing written', async () => {
    const before = await state();
    const rem = (value: unknown) => ({ value, unit: 'rem' });
    const heading = (dataTypes: Record<string, unknown>) => ({
      id: 'b1',
      name: 'Heading',
      componentId,
      isPrefab: false,
      dataTypes: { text: { type: 'TextInput', value: 'Hello' }, ...dataTypes },
      dataGroups: [],
    });
    const size = (breakpoints: unknown) => ({ size: { type: 'FontSize', value: rem(2), breakpoints } });
    const content = (brick: unknown) => ({
      version: PAGE_CONTENT_VERSION,
      template: { id: templateId, dataTypes: {}, isPrefab: false },
      // Inside a container, so the check reaches every depth.
      slots: {
        slot1: [
          { ...heading({}), id: 'box', name: 'Box', componentId: containerId, slots: { slot1: [brick] } },
        ],
        slot2: [],
      },
      pageEvents: { nodes: [], connections: [], comments: [] },
    });
    const cases: Array<[string, unknown, string | RegExp]> = [
      [
        'an unknown breakpoint',
        content(heading(size({ watch: rem(1) }))),
        "Heading (b1) size: 'watch' is not one of this app's breakpoints",
      ],
      [
        'a wrong shape at one breakpoint',
        content(heading(size({ tablet: rem(1.5), phone: rem('big') }))),
        /^Heading \(b1\) size at breakpoint 'phone': /,
      ],
      [
        'breakpoints on a TextInput',
        content(heading({ text: { type: 'TextInput', value: 'Hi', breakpoints: { phone: 'Yo' } } })),
        'Heading (b1) text: TextInput values cannot vary by breakpoint',
      ],
      [
        'breakpoints as a list',
        content(heading(size([rem(1)]))),
        'Heading (b1) size: breakpoints must be an object of values by breakpoint id',
      ],
      [
        'breakpoints as a number',
        content(heading(size(3))),
        'Heading (b1) size: breakpoints must be an object of values by breakpoint id',
      ],
      [
        "an unknown breakpoint on the template's values",
        {
          ...content(heading({})),
          template: { id: templateId, dataTypes: size({ watch: rem(1) }), isPrefab: false },
        },
        "template size: 'watch' is not one of this app's breakpoints",
      ],
    ];
    for (const [label, bad, expected] of cases) {
      for (const [op, answer] of [
        [
          'createPage',
          await gql(
            t,
            CREATE_PAGE,
            { newPage: pageInput(app.id, templateId, { url: '/responsive', content: bad }) },
            owner.token,
          ),
        ],
        [
          'updatePage',
          await gql(t, UPDATE_PAGE, { id: page.id, page: { ...pageFields(), content: bad } }, owner.token),
        ],
      ] as const) {
        expect(expect4xx(answer, `${op} ${label}`), `${op} ${label}`).toMatch(expected);
        expect(answer.errors?.[0]?.extensions?.status_code, `${op} ${label}`).toBe(400);
      }
    }
    // The page's revision and content are as they were, and nothing was recorded.
    expect(await state()).toEqual(before);
  });

  it('bad nesting on createPage and updatePage: 400 naming the brick, nothing written', async () => {
    const before = await state();
    const brick = (id: string, component: string, slots?: Record<string, unknown[]>) => ({
      id,
      name: id,
      componentId: component,
      isPrefab: false,
      dataTypes: {},
      dataGroups: [],
      ...(slots ? { slots } : {}),
    });
    /** A chain of containers `levels` deep, the innermost holding a leaf. */
    const chain = (levels: number): unknown => {
      let inner: unknown = brick(`leaf`, componentId);
      for (let level = levels - 1; level >= 1; level--)
        inner = brick(`box-${level}`, containerId, { slot1: [inner] });
      return inner;
    };
    const content = (slot1: unknown[]) => ({
      version: 2,
      template: { id: templateId, dataTypes: {}, isPrefab: false },
      slots: { slot1, slot2: [] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    });
    const cases: Array<[string, unknown, RegExp]> = [
      [
        'deeper than 12',
        content([chain(13)]),
        /^content: brick leaf is nested 13 deep; bricks nest 12 deep at most$/,
      ],
      [
        'a slot the component does not have',
        content([brick('cols', containerId, { slot3: [brick('x', componentId)] })]),
        /^content: brick cols has slot3, but its component has 2 slots$/,
      ],
      [
        'bricks inside a component without slots',
        content([brick('heading', componentId, { slot1: [brick('x', componentId)] })]),
        /^content: brick heading holds bricks, but its component has no slots$/,
      ],
      [
        'a brick inside itself',
        content([brick('loop', containerId, { slot1: [brick('loop', containerId)] })]),
        /^content: brick loop appears more than once/,
      ],
      [
        'a slot named badly inside a brick',
        content([brick('cols', containerId, { left: [] })]),
        /^content\.slots\.slot1\.0\.slots: slots must be named slot1, slot2/,
      ],
    ];
    for (const [label, bad, expected] of cases) {
      for (const [op, answer] of [
        [
          'createPage',
          await gql(
            t,
            CREATE_PAGE,
            { newPage: pageInput(app.id, templateId, { content: bad }) },
            owner.token,
          ),
        ],
        [
          'updatePage',
          await gql(t, UPDATE_PAGE, { id: page.id, page: { ...pageFields(), content: bad } }, owner.token),
        ],
      ] as const) {
        expect(expect4xx(answer, `${op} ${label}`), `${op} ${label}`).toMatch(expected);
        expect(answer.errors?.[0]?.extensions?.status_code, `${op} ${label}`).toBe(400);
      }
    }
    // An unknown component is kept as a placeholder, as before: its slots are not checked.
    const unknown = content([brick('ghost', randomUUID(), { slot7: [brick('x', componentId)] })]);
    const accepted = await gql(
      t,
      CREATE_PAGE,
      { newPage: pageInput(app.id, templateId, { url: '/ghost', content: unknown }) },
      owner.token,
    );
    expect(accepted.errors).toBeUndefined();
    await gql(
      t,
      DELETE_PAGE,
      { id: (accepted.data as { createPage: { id: string } }).createPage.id },
      owner.token,
    );
    expect(await state()).toMatchObject({ apps: before.apps, pages: before.pages });
  });

  it('JSON nested 100 000 deep: 400 at once, nothing written', async () => {
    const before = await state();
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const body = (variables: string) =>
      `{"query":${JSON.stringify(UPDATE_PAGE)},"variables":{"id":"${page.id}","page":{"name":"x","url":"/existing","content":${variables}}}}`;
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: t.address(),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      cookies: { auth_token: owner.token },
      payload: body(deep),
    });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.statusCode).toBeLessThan(500);
    const answer = response.json() as {
      errors?: Array<{ message: string; extensions?: { status_code?: number } }>;
    };
    expect(answer.errors?.[0]?.extensions?.status_code ?? response.statusCode).toBe(400);
    expect(answer.errors?.[0]?.message).toMatch(/nested/);
    expect(await state()).toEqual(before);
  });

  it('updatePage expectedRevision that is no revision: 4xx, nothing written', async () => {
    const before = await state();
    // null is the 'overwrite' choice, a valid value; 42 is a revision the page does not have: 409.
    const wrong = [
      ...WRONG_VALUES.filter(([label]) => label !== 'null'),
      ['zero', 0],
      ['negative', -1],
    ] as const;
    for (const [label, expectedRevision] of wrong) {
      const answer = await gql(
        t,
        UPDATE_PAGE,
        { id: page.id, page: { ...pageFields(), expectedRevision } },
        owner.token,
      );
      const message = expect4xx(answer, `expectedRevision ${label}`);
      if (
        typeof expectedRevision === 'number' &&
        Number.isInteger(expectedRevision) &&
        expectedRevision < 1
      ) {
        expect(message, label).toBe('expectedRevision must be a positive integer');
      }
    }
    expect(await state()).toEqual(before);
  });

  it('over-long and too-short fields: 400 naming the field', async () => {
    const before = await state();
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['createApp name', CREATE_APP, { newApp: appInput(team.id, { name: LONG }) }, 'name'],
      ['createApp alias', CREATE_APP, { newApp: appInput(team.id, { alias: LONG }) }, 'alias'],
      [
        'createApp description',
        CREATE_APP,
        { newApp: appInput(team.id, { description: LONG }) },
        'description',
      ],
      ['createApp tags', CREATE_APP, { newApp: appInput(team.id, { tags: [LONG] }) }, 'each tag'],
      ['updateApp name', UPDATE_APP, { id: app.id, app: { ...appFields(), name: ' x ' } }, 'name'],
      ['createPage title', CREATE_PAGE, { newPage: pageInput(app.id, templateId, { title: LONG }) }, 'title'],
      ['createPage url', CREATE_PAGE, { newPage: pageInput(app.id, templateId, { url: LONG }) }, 'url'],
      ['updatePage name', UPDATE_PAGE, { id: page.id, page: { ...pageFields(), name: LONG } }, 'name'],
      [
        'updatePage url',
        UPDATE_PAGE,
        { id: page.id, page: { ...pageFields(), url: 'u'.repeat(301) } },
        'url',
      ],
    ];
    for (const [label, query, variables, field] of cases) {
      const message = expect4xx(await gql(t, query, variables, owner.token), label);
      expect(message, label).toMatch(new RegExp(`^${field} `));
    }
    expect(await state()).toEqual(before);
  });

  it('the NUL character in a text field: 400 naming it, not a 500, nothing written', async () => {
    const before = await state();
    const cases: Array<[string, string, Record<string, unknown>]> = [
      [
        'createApp description',
        CREATE_APP,
        { newApp: appInput(team.id, { description: 'a\u0000b harbor' }) },
      ],
      [
        'updatePage title',
        UPDATE_PAGE,
        { id: page.id, page: { ...pageFields(), title: 'Title \u0000 here' } },
      ],
    ];
    for (const [label, query, variables] of cases) {
      const result = await gql(t, query, variables, owner.token);
      expect(expect4xx(result, label), label).toBe(SERVER_MESSAGES.nulCharacter);
    }
    expect(await state()).toEqual(before);
  });

  it('signed out: 401 for every operation, nothing written', async () => {
    const before = await state();
    for (const op of OPERATIONS) {
      const answer = await gql(t, op.query, op.valid());
      expect4xx(answer, op.name);
      expect(answer.errors?.[0]?.extensions?.status_code, op.name).toBe(401);
    }
    expect(await state()).toEqual(before);
  });
});
