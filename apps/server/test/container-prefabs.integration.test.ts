import {
  allBricks,
  definitionsFrom,
  findInTree,
  leanBricks,
  SERVER_MESSAGES as M,
  type TreeSlots,
} from '@tessera/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, pages, prefabs } from '../src/db/schema.ts';
import {
  appWorkspace,
  CREATE_PAGE,
  insertApp,
  PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { insertContainer } from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, ok } from './org-helpers.ts';
import {
  CREATE_PREFAB,
  DELETE_PREFAB,
  type PageRevisionChange,
  PREFAB,
  type PrefabData,
  UPDATE_PREFAB,
} from './prefab-helpers.ts';

type Brick = {
  id: string;
  name: string;
  componentId: string;
  isPrefab: boolean;
  prefabId?: string;
  prefabBrickId?: string;
  dataTypes: Record<string, { type: string; value?: unknown; isMutable?: boolean }>;
  dataGroups: unknown;
  slots?: Record<string, Brick[]>;
};

const text = (value: string, isMutable?: boolean) => ({
  type: 'TextInput',
  value,
  ...(isMutable === undefined ? {} : { isMutable }),
});

function brick(
  id: string,
  componentId: string,
  dataTypes: Brick['dataTypes'] = {},
  slots?: Brick['slots'],
): Brick {
  return {
    id,
    name: id,
    componentId,
    isPrefab: false,
    dataTypes,
    dataGroups: [],
    ...(slots ? { slots } : {}),
  };
}

const valueIn = (b: Brick | undefined, name: string) => b?.dataTypes[name]?.value;

describe('nested content and container prefabs', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let componentId: string;
  let templateId: string;
  let containerId: string;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await appWorkspace(t, 'containerowner', {
      org: 'Container Org',
      team: 'Container Team',
    });
    ({ owner, componentId, templateId } = workspace);
    containerId = await insertContainer(t.database.db, workspace.org.id, owner.id, 2);
    appId = (
      await insertApp(t.database.db, { orgId: workspace.org.id, teamId: workspace.team.id, name: 'Nest' })
    ).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** Bricks as a page stores them since content version 5: lean against their components (decision 0037). */
  async function stored(list: unknown[]): Promise<unknown[]> {
    const rows = await db().select().from(components);
    return (leanBricks({ slot1: list } as never, definitionsFrom(rows)) as Record<string, unknown[]>).slot1!;
  }

  async function newPage(slot1: Brick[] = []) {
    const content = {
      version: 2,
      template: { id: templateId, dataTypes: {}, isPrefab: false },
      slots: { slot1, slot2: [] },
      pageEvents: { nodes: [], connections: [], comments: [] },
    };
    const answer = await gql(
      t,
      CREATE_PAGE,
      { newPage: pageInput(appId, templateId, { content }) },
      owner.token,
    );
    return ok(answer, 'createPage').createPage as PageData;
  }

  async function save(page: PageData, slot1: Brick[]) {
    const content = { ...page.content, slots: { ...(page.content.slots as object), slot1 } };
    const answer = await gql(
      t,
      UPDATE_PAGE,
      { id: page.id, page: pageUpdate(page, { content, expectedRevision: page.revision }) },
      owner.token,
    );
    return ok(answer, 'updatePage').updatePage as PageData;
  }

  const slotsOf = (page: PageData) => page.content.slots as unknown as TreeSlots<Brick>;
  const readPage = async (id: string) => ok(await gql(t, PAGE, { id }, owner.token), 'page').page as PageData;

  async function createPrefab(name: string, slots: Record<string, Brick[]>, dataTypes = {}) {
    const prefab = { name, elementId: containerId, prefabType: 'Component', dataTypes, slots };
    return ok(await gql(t, CREATE_PREFAB, { appId, prefab }, owner.token), 'createPrefab')
      .createPrefab as PrefabData;
  }

  function updatePrefab(prefab: PrefabData, slots: unknown, dataTypes: unknown = prefab.dataTypes) {
    return gql(
      t,
      UPDATE_PREFAB,
      { id: prefab.id, prefab: { name: prefab.name, dataTypes, slots } },
      owner.token,
    );
  }

  /** A placed copy of a container prefab as the editor drops it: its contents with fresh ids. */
  function copyOf(prefab: PrefabData, id: string): Brick {
    let n = 0;
    const copySlots = (slots: Record<string, Brick[]>): Record<string, Brick[]> =>
      Object.fromEntries(
        Object.entries(slots).map(([name, list]) => [
          name,
          list.map((b) => ({
            ...b,
            id: `${id}-${++n}`,
            prefabBrickId: b.id,
            dataTypes: Object.fromEntries(
              Object.entries(b.dataTypes).map(([k, { isMutable: _dropped, ...entry }]) => [k, entry]),
            ),
            ...(b.slots ? { slots: copySlots(b.slots) } : {}),
          })),
        ]),
      );
    return {
      ...brick(id, prefab.elementId),
      isPrefab: true,
      prefabId: prefab.id,
      slots: copySlots(prefab.slots as Record<string, Brick[]>),
    };
  }

  it('a nested page round-trips through createPage, updatePage and the page query', async () => {
    const nested = [
      brick(
        'section',
        containerId,
        {},
        {
          slot1: [
            brick(
              'columns',
              containerId,
              { gap: text('16px') },
              { slot1: [brick('heading', componentId)], slot2: [] },
            ),
          ],
        },
      ),
    ];
    const created = await newPage(nested);
    expect(slotsOf(created).slot1).toEqual(await stored(nested));
    // Move the heading from the first column to the second.
    const moved = structuredClone(nested);
    const columns = moved[0]!.slots!.slot1![0]!;
    columns.slots = { slot1: [], slot2: columns.slots!.slot1! };
    const updated = await save(created, moved);
    expect(slotsOf(updated).slot1).toEqual(await stored(moved));
    expect(slotsOf(await readPage(created.id)).slot1).toEqual(await stored(moved));
  });

  it('a container prefab stores its contents; copies follow its structure and locks, keep mutable values', async () => {
    const hero = await createPrefab('Hero block', {
      slot1: [brick('p-heading', componentId, { title: text('Welcome', true) })],
      slot2: [brick('p-button', componentId, { title: text('Buy', false) })],
    });
    expect(allBricks(hero.slots as TreeSlots<Brick>).map((b) => b.id)).toEqual(['p-heading', 'p-button']);
    expect((hero.slots.slot1 as Brick[])[0]!.dataTypes.title!.isMutable).toBe(true);

    // Placed inside a plain container on one page: found at depth 2.
    const copy = copyOf(hero, 'hero-1');
    const page = await newPage([brick('wrap', containerId, {}, { slot1: [copy] })]);
    // The page sets the mutable heading, overwrites the locked button and adds a brick inside the copy.
    const edited = structuredClone(slotsOf(page).slot1!) as Brick[];
    const placed = edited[0]!.slots!.slot1![0]!;
    placed.slots!.slot1![0]!.dataTypes.title = text('Hello from the page');
    placed.slots!.slot2![0]!.dataTypes.title = text('Free');
    placed.slots!.slot2!.push(brick('intruder', componentId));
    const saved = await save(page, edited);
    const savedCopy = findInTree(slotsOf(saved), 'hero-1')!.brick;
    expect(valueIn(savedCopy.slots!.slot1![0], 'title')).toBe('Hello from the page');
    expect(valueIn(savedCopy.slots!.slot2![0], 'title')).toBe('Buy');
    expect(savedCopy.slots!.slot2!.map((b) => b.id)).toEqual(['hero-1-2']);
    expect(ok(await gql(t, PREFAB, { id: hero.id }, owner.token)).prefab).toMatchObject({
      placedPageCount: 1,
    });

    // The prefab changes: the locked label, and a new brick in slot1.
    const changedSlots = {
      slot1: [
        brick('p-heading', componentId, { title: text('Welcome!', true) }),
        brick('p-new', componentId, { title: text('New', false) }),
      ],
      slot2: [brick('p-button', componentId, { title: text('Buy now', false) })],
    };
    const answer = ok(await updatePrefab(hero, changedSlots), 'updatePrefab').updatePrefab as {
      prefab: PrefabData;
      pages: PageRevisionChange[];
    };
    expect(answer.pages.map((p) => p.id)).toEqual([page.id]);
    const after = findInTree(slotsOf(await readPage(page.id)), 'hero-1')!.brick;
    expect(after.slots!.slot1!.map((b) => [b.id, b.prefabBrickId, valueIn(b, 'title')])).toEqual([
      ['hero-1-1', 'p-heading', 'Hello from the page'],
      [expect.any(String), 'p-new', 'New'],
    ]);
    expect(after.slots!.slot2!.map((b) => valueIn(b, 'title'))).toEqual(['Buy now']);

    // Deleted: the copy keeps its contents as plain bricks of the page.
    ok(await gql(t, DELETE_PREFAB, { id: hero.id }, owner.token), 'deletePrefab');
    const plain = findInTree(slotsOf(await readPage(page.id)), 'hero-1')!.brick;
    expect(plain.isPrefab).toBe(false);
    expect(allBricks(plain.slots!)).toHaveLength(3);
    for (const inner of allBricks(plain.slots!)) expect(inner).not.toHaveProperty('prefabBrickId');
  });

  it('a change to a prefab used inside a container prefab reaches both the container prefab and the pages', async () => {
    const badge = ok(
      await gql(
        t,
        CREATE_PREFAB,
        {
          appId,
          prefab: { name: 'Badge', elementId: componentId, dataTypes: { title: text('Old', false) } },
        },
        owner.token,
      ),
    ).createPrefab as PrefabData;
    const badgeCopy = {
      ...brick('p-badge', componentId, { title: text('Old') }),
      isPrefab: true,
      prefabId: badge.id,
    };
    const card = await createPrefab('Card block', { slot1: [badgeCopy] });
    const page = await newPage([copyOf(card, 'card-1')]);
    ok(await updatePrefab(badge, undefined, { title: text('New', false) }), 'updatePrefab badge');
    const [stored] = await db().select({ slots: prefabs.slots }).from(prefabs).where(eq(prefabs.id, card.id));
    expect(valueIn((stored!.slots as Record<string, Brick[]>).slot1![0], 'title')).toBe('New');
    const onPage = findInTree(slotsOf(await readPage(page.id)), 'card-1')!.brick;
    expect(valueIn(onPage.slots!.slot1![0], 'title')).toBe('New');
    expect(onPage.slots!.slot1![0]!.id).toBe('card-1-1');
  });

  it('bad contents: 400 naming the problem, nothing written', async () => {
    const inner = await createPrefab('Inner block', { slot1: [brick('i-1', componentId)] });
    const outer = await createPrefab('Outer block', { slot1: [copyOf(inner, 'o-inner')] });
    const before = {
      prefabs: await db().select().from(prefabs).orderBy(prefabs.id),
      pages: await db().select().from(pages).where(eq(pages.appId, appId)).orderBy(pages.id),
    };
    /** Containers `levels` deep inside the prefab's own container. */
    const chain = (levels: number): Brick => {
      let current = brick('leaf', componentId);
      for (let level = levels - 1; level >= 1; level--)
        current = brick(`box-${level}`, containerId, {}, { slot1: [current] });
      return current;
    };
    const create = (name: string, slots: unknown, elementId = containerId, prefabType = 'Component') =>
      gql(
        t,
        CREATE_PREFAB,
        { appId, prefab: { name, elementId, prefabType, dataTypes: {}, slots } },
        owner.token,
      );
    expectError(
      await create('Too deep', { slot1: [chain(12)] }),
      400,
      /^slots: brick leaf is nested 13 deep; bricks nest 12 deep at most$/,
    );
    expect(
      ok(await create('Deep enough', { slot1: [chain(11)] }), 'depth 11 + the container').createPrefab,
    ).toBeTruthy();
    expectError(
      await create('Wrong slot', { slot3: [] }),
      400,
      'slots: the component has 2 slots; slot3 is not one of them',
    );
    expectError(
      await create('Inner wrong slot', { slot1: [brick('h', componentId, {}, { slot1: [] })] }),
      400,
      /^slots: brick h holds bricks, but its component has no slots$/,
    );
    expectError(
      await create('Leaf with bricks', { slot1: [brick('x', componentId)] }, componentId),
      400,
      /^slots: /,
    );
    expectError(
      await create('Template slots', { slot1: [] }, templateId, 'Template'),
      400,
      M.prefabTemplateSlots,
    );
    expectError(
      await create('Duplicate ids', { slot1: [brick('d', componentId)], slot2: [brick('d', componentId)] }),
      400,
      /^slots: brick d appears more than once/,
    );
    expectError(await create('Odd shape', { slot1: 'nope' }), 400, /^slots\.slot1/);
    // A prefab inside itself, directly and through another prefab.
    const self = { ...brick('self', containerId), isPrefab: true, prefabId: inner.id };
    expectError(await updatePrefab(inner, { slot1: [self] }), 400, `${M.prefabContainsItself}self`);
    expectError(
      await updatePrefab(inner, { slot1: [copyOf(outer, 'via-outer')] }),
      400,
      new RegExp(`^${M.prefabContainsItself}`),
    );
    // The placed depth counts: a copy of a prefab 11 deep inside a container is 13 deep.
    const deepPrefab = (await db().select().from(prefabs).where(eq(prefabs.name, 'Deep enough')))[0]!;
    const deepCopy = copyOf({ ...(deepPrefab as unknown as PrefabData), slots: deepPrefab.slots }, 'deep');
    const refused = await gql(
      t,
      CREATE_PAGE,
      {
        newPage: pageInput(appId, templateId, {
          content: {
            version: 2,
            template: { id: templateId, dataTypes: {}, isPrefab: false },
            slots: { slot1: [brick('around', containerId, {}, { slot1: [deepCopy] })], slot2: [] },
            pageEvents: { nodes: [], connections: [], comments: [] },
          },
        }),
      },
      owner.token,
    );
    expectError(refused, 400, /^content: brick .* is nested 13 deep/);
    const ids = before.prefabs.map((p) => p.id);
    expect(await db().select().from(prefabs).where(inArray(prefabs.id, ids)).orderBy(prefabs.id)).toEqual(
      before.prefabs,
    );
    expect(await db().select().from(pages).where(eq(pages.appId, appId)).orderBy(pages.id)).toEqual(
      before.pages,
    );
  });
});
