import { randomUUID } from 'node:crypto';
import { allBricks, DEFAULT_BREAKPOINTS, emptyPageContent, SERVER_MESSAGES as M } from '@tessera/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageVersions } from '../src/db/live-schema.ts';
import { activities, components, pages, prefabs, templates, users } from '../src/db/schema.ts';
import { appInput, CREATE_APP, insertPage } from './app-helpers.ts';
import {
  APP_BREAKPOINTS,
  BREAKPOINT_VALUE_COUNTS,
  type BreakpointData,
  breakpointData,
  breakpointInput,
  defaultBreakpointsInput,
  storedBreakpoints,
  UPDATE_APP_BREAKPOINTS,
} from './breakpoint-helpers.ts';
import { createTestApp, gql, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { insertVersion } from './live-helpers.ts';
import {
  addMember,
  createOrg,
  createTeam,
  expectError,
  type OrgInfo,
  ok,
  statusOf,
  type TeamInfo,
} from './org-helpers.ts';
import { insertPrefab } from './prefab-helpers.ts';

interface Counts {
  breakpointId: string;
  count: number;
}

/** Every value a tree of bricks (or a template's settings) holds at `id`, as `{brickId}.{property}`. */
function valuesAt(
  content: { template?: unknown; slots?: unknown; dataTypes?: unknown },
  id: string,
): string[] {
  const found: string[] = [];
  const look = (owner: string, dataTypes: unknown) => {
    for (const [name, entry] of Object.entries(
      (dataTypes ?? {}) as Record<string, { breakpoints?: object }>,
    )) {
      if (entry?.breakpoints && id in entry.breakpoints) found.push(`${owner}.${name}`);
    }
  };
  look('template', (content.template as { dataTypes?: unknown } | undefined)?.dataTypes);
  look('self', content.dataTypes);
  const slots = (content.slots ?? {}) as Parameters<typeof allBricks>[0];
  for (const brick of allBricks(slots)) look(brick.id, (brick as { dataTypes?: unknown }).dataTypes);
  return found;
}

describe('app breakpoints (issue 23)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let publisher: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let kit: { paragraph: string; template: string };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpAndIn(t, 'bpowner');
    org = await createOrg(t, owner, { name: 'Breakpoint Org' });
    team = await createTeam(t, owner, 'Breakpoint Team');
    admin = await signUpAndIn(t, 'bpadmin');
    viewer = await signUpAndIn(t, 'bpviewer');
    publisher = await signUpAndIn(t, 'bppublisher');
    await addMember(t, org.id, team.id, admin, 'admin');
    await addMember(t, org.id, team.id, viewer, 'viewer');
    await addMember(t, org.id, team.id, publisher, 'publisher');
    for (const user of [admin, viewer, publisher])
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, user.id));
    const [paragraph] = await db()
      .select()
      .from(components)
      .where(and(eq(components.orgId, org.id), eq(components.name, 'Paragraph')));
    const [single] = await db()
      .select()
      .from(templates)
      .where(and(eq(templates.orgId, org.id), eq(templates.slots, 1)));
    kit = { paragraph: paragraph!.id, template: single!.id };
  });
  afterAll(() => t.close());

  async function createApp(): Promise<{ id: string; name: string }> {
    return ok(await gql(t, CREATE_APP, { newApp: appInput(team.id) }, owner.token)).createApp as {
      id: string;
      name: string;
    };
  }

  const update = (appId: string, breakpoints: unknown[], user = owner) =>
    gql(t, UPDATE_APP_BREAKPOINTS, { appId, breakpoints }, user.token);

  async function read(appId: string, user = owner): Promise<BreakpointData[]> {
    return (
      ok(await gql(t, APP_BREAKPOINTS, { id: appId }, user.token)).app as { breakpoints: BreakpointData[] }
    ).breakpoints;
  }

  async function counts(appId: string, user = owner): Promise<Record<string, number>> {
    const answer = ok(await gql(t, BREAKPOINT_VALUE_COUNTS, { appId }, user.token));
    const list = answer.appBreakpointValueCounts as Counts[];
    return Object.fromEntries(list.map((c) => [c.breakpointId, c.count]));
  }

  const brick = (id: string, dataTypes: Record<string, unknown>, slots?: Record<string, unknown[]>) => ({
    id,
    name: `Brick ${id}`,
    componentId: kit.paragraph,
    isPrefab: false,
    dataTypes,
    dataGroups: [],
    ...(slots ? { slots } : {}),
  });

  /**
   * A page with values at Tablet, Phone landscape and Phone on its template settings and on bricks three levels
   * deep: tablet 3 (background, visibility, color), phone 3 (background, font size, spacing), phone-landscape 1.
   */
  async function insertResponsivePage(appId: string) {
    const content = {
      ...emptyPageContent({ id: kit.template, slots: 1, dataTypes: {} }),
      template: {
        id: kit.template,
        isPrefab: false,
        dataTypes: {
          background: {
            type: 'BackgroundColor',
            value: '#ffffff',
            breakpoints: { tablet: '#eeeeee', phone: '#dddddd' },
          },
        },
      },
      slots: {
        slot1: [
          brick(
            'outer',
            {
              fontSize: { type: 'FontSize', value: '2rem', breakpoints: { phone: '1.25rem' } },
              visibility: { type: 'Toggle', value: true, breakpoints: { tablet: false } },
            },
            {
              slot1: [
                brick(
                  'middle',
                  { color: { type: 'Color', value: '#000000', breakpoints: { tablet: '#111111' } } },
                  {
                    slot1: [
                      brick('inner', {
                        gap: {
                          type: 'Spacing',
                          value: '8px',
                          breakpoints: { phone: '2px', 'phone-landscape': '4px' },
                        },
                        text: { type: 'TextInput', value: 'Hello' },
                      }),
                    ],
                  },
                ),
              ],
            },
          ),
        ],
      },
    };
    const id = randomUUID();
    await db()
      .insert(pages)
      .values({
        id,
        appId,
        templateId: kit.template,
        name: `Responsive ${id.slice(0, 6)}`,
        url: `/responsive-${id.slice(0, 8)}`,
        title: 'A responsive page',
        description: 'Values per breakpoint',
        tags: [],
        content,
      });
    return id;
  }

  /** A container prefab with a value at Tablet on itself and one at Phone in its contents. */
  async function insertResponsivePrefab(appId: string) {
    const prefab = await insertPrefab(db(), {
      appId,
      elementId: kit.paragraph,
      dataTypes: {
        color: { type: 'Color', value: '#000000', breakpoints: { tablet: '#222222' }, isMutable: true },
      },
    });
    await db()
      .update(prefabs)
      .set({
        slots: {
          slot1: [
            brick('in-prefab', {
              fontSize: { type: 'FontSize', value: '1rem', breakpoints: { phone: '0.8rem' } },
            }),
          ],
        },
      })
      .where(eq(prefabs.id, prefab.id));
    return prefab.id;
  }

  const pageRow = async (id: string) => (await db().select().from(pages).where(eq(pages.id, id)))[0]!;
  const prefabRow = async (id: string) => (await db().select().from(prefabs).where(eq(prefabs.id, id)))[0]!;

  it('reads the defaults while the app never set any, for every member, without storing them', async () => {
    const app = await createApp();
    for (const user of [owner, viewer, publisher]) {
      expect(await read(app.id, user)).toEqual(DEFAULT_BREAKPOINTS.map(breakpointData));
    }
    expect(await counts(app.id, viewer)).toEqual({ tablet: 0, 'phone-landscape': 0, phone: 0 });
    expect(await storedBreakpoints(db(), app.id)).toBeNull();
  });

  it('counts the values of pages (at any depth) and prefabs per breakpoint', async () => {
    const app = await createApp();
    await insertResponsivePage(app.id);
    await insertResponsivePrefab(app.id);
    expect(await counts(app.id, viewer)).toEqual({ tablet: 4, 'phone-landscape': 1, phone: 4 });
  });

  it('adds, renames and moves breakpoints, keeping their ids and values, and records app.breakpoints', async () => {
    const app = await createApp();
    const pageId = await insertResponsivePage(app.id);
    const revision = (await pageRow(pageId)).revision;
    const saved = ok(
      await update(
        app.id,
        [
          breakpointInput(null, 600, 'Large phone', 'Celular grande'),
          breakpointInput('tablet', 1024, '  Small laptop ', 'Notebook pequeno'),
          breakpointInput('phone-landscape', 767, 'Phone landscape', 'Celular na horizontal'),
          breakpointInput('phone', 420, 'Phone', 'Celular'),
        ],
        admin,
      ),
    ).updateAppBreakpoints as { breakpoints: BreakpointData[] };
    const expected = [
      { id: 'tablet', maxWidth: 1024, label: { enUS: 'Small laptop', ptBR: 'Notebook pequeno' } },
      {
        id: 'phone-landscape',
        maxWidth: 767,
        label: { enUS: 'Phone landscape', ptBR: 'Celular na horizontal' },
      },
      { id: 'large-phone', maxWidth: 600, label: { enUS: 'Large phone', ptBR: 'Celular grande' } },
      { id: 'phone', maxWidth: 420, label: { enUS: 'Phone', ptBR: 'Celular' } },
    ];
    expect(saved.breakpoints).toEqual(expected);
    expect(await read(app.id, viewer)).toEqual(expected);
    expect(await counts(app.id)).toEqual({ tablet: 3, 'phone-landscape': 1, 'large-phone': 0, phone: 3 });
    expect((await pageRow(pageId)).revision).toBe(revision);
    const [record] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.appId, app.id), eq(activities.action, 'app.breakpoints')));
    expect(record).toMatchObject({ actorId: admin.id, entityId: app.id, entityName: app.name });
    expect(record!.details).toEqual({
      added: ['large-phone'],
      changed: ['tablet', 'phone'],
      removed: [],
      clearedPages: 0,
      clearedPrefabs: 0,
    });
  });

  it('deleting a breakpoint removes its values from every page and prefab at any depth, bumping revisions', async () => {
    const app = await createApp();
    const pageId = await insertResponsivePage(app.id);
    const prefabId = await insertResponsivePrefab(app.id);
    const plain = await insertPrefab(db(), { appId: app.id, elementId: kit.paragraph });
    const plainBefore = await prefabRow(plain.id);
    const before = await pageRow(pageId);
    const version = await insertVersion(db(), { pageId, appId: app.id, number: 1, live: true });
    await db().update(pageVersions).set({ content: before.content }).where(eq(pageVersions.id, version.id));
    const second = await insertResponsivePage(app.id);
    const bare = await insertPage(db(), { appId: app.id, templateId: kit.template, slots: 1 });
    // Phone removed and a new one named like it: it gets another id, so the old values cannot come back with it.
    ok(
      await update(app.id, [
        breakpointInput('tablet', 991, 'Tablet'),
        breakpointInput('phone-landscape', 767, 'Phone landscape'),
        breakpointInput(null, 478, 'Phone', 'Celular'),
      ]),
    );
    expect((await read(app.id)).map((bp) => bp.id)).toEqual(['tablet', 'phone-landscape', 'phone-2']);
    const after = await pageRow(pageId);
    expect(valuesAt(after.content, 'phone')).toEqual([]);
    expect(valuesAt(before.content, 'phone')).toEqual(['template.background', 'outer.fontSize', 'inner.gap']);
    // The other breakpoints' values, the base values and everything else are kept.
    expect(valuesAt(after.content, 'tablet')).toEqual(valuesAt(before.content, 'tablet'));
    expect(valuesAt(after.content, 'phone-landscape')).toEqual(['inner.gap']);
    const inner = allBricks((after.content as { slots: Parameters<typeof allBricks>[0] }).slots).find(
      (b) => b.id === 'inner',
    ) as unknown as { dataTypes: Record<string, unknown> };
    expect(inner.dataTypes).toEqual({
      gap: { type: 'Spacing', value: '8px', breakpoints: { 'phone-landscape': '4px' } },
      text: { type: 'TextInput', value: 'Hello' },
    });
    expect(after.revision).toBe(before.revision + 1);
    expect((await pageRow(second)).revision).toBe(before.revision + 1);
    expect((await pageRow(bare.id)).revision).toBe(1);
    const prefab = await prefabRow(prefabId);
    expect(valuesAt(prefab, 'phone')).toEqual([]);
    expect(valuesAt(prefab, 'tablet')).toEqual(['self.color']);
    expect(await prefabRow(plain.id)).toEqual(plainBefore);
    // Published versions are history: they keep what they showed.
    const [kept] = await db().select().from(pageVersions).where(eq(pageVersions.id, version.id));
    expect(valuesAt(kept!.content, 'phone')).toHaveLength(3);
    // Two pages (3 at tablet, 1 at phone landscape each) and the prefab (1 at tablet).
    expect(await counts(app.id)).toEqual({ tablet: 7, 'phone-landscape': 2, 'phone-2': 0 });
    const [record] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.appId, app.id), eq(activities.action, 'app.breakpoints')));
    expect(record!.details).toMatchObject({
      removed: ['phone'],
      added: ['phone-2'],
      clearedPages: 2,
      clearedPrefabs: 1,
    });
  });

  it('refuses bad lists with a 400 naming the field, storing nothing', async () => {
    const app = await createApp();
    ok(await update(app.id, defaultBreakpointsInput()));
    const stored = await storedBreakpoints(db(), app.id);
    const nine = Array.from({ length: 9 }, (_, i) => breakpointInput(null, 300 + i * 50, `Width ${i}`));
    const cases: Array<[unknown[], string | RegExp]> = [
      [nine, 'an app has at most 8 breakpoints'],
      [
        [breakpointInput('tablet', 767, 'Tablet'), breakpointInput('phone', 767, 'Phone')],
        'two breakpoints have the max width 767',
      ],
      [
        [breakpointInput('tablet', 991, '   ')],
        /^breakpoints\[0\]: breakpoint label \(en-US\) must be between 1 and 40/,
      ],
      [
        [breakpointInput('tablet', 991, 'Tablet', 'x'.repeat(41))],
        /^breakpoints\[0\]: breakpoint label \(pt-BR\)/,
      ],
      [
        [breakpointInput('tablet', 991, 'Tablet'), breakpointInput(null, 100, 'Tiny')],
        /^breakpoints\[1\]: breakpoint maxWidth must be between 240 and 3840/,
      ],
      [[breakpointInput(null, 5000, 'Huge')], /maxWidth must be between 240 and 3840/],
      [
        [breakpointInput('watch', 300, 'Watch')],
        /^breakpoints\[0\]: 'watch' is not one of this app's breakpoints/,
      ],
      [[breakpointInput('desktop', 1200, 'Desktop')], /'desktop' is not one of this app's breakpoints/],
      [
        [breakpointInput('tablet', 991, 'Tablet'), breakpointInput('tablet', 700, 'Tablet')],
        "breakpoint id 'tablet' is used twice",
      ],
    ];
    for (const [list, message] of cases) {
      expectError(await update(app.id, list), 400, message, JSON.stringify(list).slice(0, 120));
    }
    expect(await storedBreakpoints(db(), app.id)).toEqual(stored);
    // A width that is not an integer never reaches the service: GraphQL refuses it, still a 400.
    const fractional = await update(app.id, [{ maxWidth: 500.5, label: { enUS: 'Half', ptBR: 'Meio' } }]);
    expect(statusOf(fractional)).toBe(400);
  });

  it('an unknown app, or one of another organization, is 404 app not found', async () => {
    const outsider = await signUpAndIn(t, 'bpoutsider');
    await createOrg(t, outsider, { name: 'Other Org' });
    const app = await createApp();
    for (const [appId, user] of [
      [randomUUID(), owner],
      ['not-an-id', owner],
      [app.id, outsider],
    ] as const) {
      expectError(await update(appId, defaultBreakpointsInput(), user), 404, M.appNotFound);
      expectError(await gql(t, BREAKPOINT_VALUE_COUNTS, { appId }, user.token), 404, M.appNotFound);
    }
  });

  it('viewers and publishers may not change them (403); the team manager and the owner may', async () => {
    const app = await createApp();
    for (const user of [viewer, publisher]) {
      expectError(
        await update(app.id, [breakpointInput('tablet', 900, 'Tablet')], user),
        403,
        M.requiredRole,
      );
    }
    expect(await storedBreakpoints(db(), app.id)).toBeNull();
    ok(await update(app.id, [breakpointInput('tablet', 900, 'Tablet')], admin));
    ok(await update(app.id, [], owner));
    expect(await read(app.id, viewer)).toEqual([]);
    expect(await storedBreakpoints(db(), app.id)).toEqual([]);
  });
});
