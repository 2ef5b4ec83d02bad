import { randomUUID } from 'node:crypto';
import { definitionsFrom, leanBricks, SERVER_MESSAGES as M } from '@tessera/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, components, pages, prefabs } from '../src/db/schema.ts';
import {
  appWorkspace,
  CREATE_PAGE,
  DELETE_APP,
  insertApp,
  PAGE,
  type PageData,
  pageInput,
  pageUpdate,
  UPDATE_PAGE,
} from './app-helpers.ts';
import { insertAuthored } from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import { addMember, createOrg, expectError, type OrgInfo, ok, type TeamInfo } from './org-helpers.ts';
import {
  CREATE_PREFAB,
  DELETE_PREFAB,
  insertPrefab,
  type PageRevisionChange,
  PREFAB,
  PREFABS,
  type PrefabData,
  prefabDataTypes,
  prefabInput,
  UPDATE_PREFAB,
} from './prefab-helpers.ts';

type Entries = Record<string, Record<string, unknown>>;

/** Entries as the editor writes them into page content: without isMutable (spec §4). */
function pageValues(dataTypes: Entries): Entries {
  return Object.fromEntries(
    Object.entries(dataTypes).map(([name, { isMutable: _ignored, ...entry }]) => [name, entry]),
  );
}

/** A placed copy of a Component prefab, as the editor drops it. */
function copyOf(prefab: PrefabData, n: number, dataTypes: Entries = pageValues(prefab.dataTypes)) {
  return {
    id: `copy-${n}`,
    name: `Copy ${n}`,
    componentId: prefab.elementId,
    isPrefab: true,
    prefabId: prefab.id,
    dataTypes,
    dataGroups: prefab.dataGroups,
  };
}

function plainBrick(componentId: string, n: number) {
  return {
    id: `plain-${n}`,
    name: `Plain ${n}`,
    componentId,
    isPrefab: false,
    dataTypes: { title: { type: 'TextInput', value: `Plain ${n}` } },
    dataGroups: [],
  };
}

const propertyValue = (entries: unknown, name: string) => (entries as Entries)[name]?.value;

describe('prefabs: create, list, propagate to placed copies, detach on delete', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let editor: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;
  let componentId: string;
  let templateId: string;
  let appId: string;
  let otherAppId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, org, team, componentId, templateId } = await appWorkspace(t, 'prefabowner', {
      org: 'Prefab Org',
      team: 'Prefab Team',
    }));
    editor = await signUpAndIn(t, 'prefabeditor');
    await addMember(t, org.id, team.id, editor, 'editor');
    await send(t, 'PUT', `/users/current-org/${org.id}`, { token: editor.token });
    appId = (await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Prefab App' })).id;
    otherAppId = (await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Other App' })).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  /** Bricks as a page stores them since content version 5: lean against their components (decision 0037). */
  async function storedLean(slots: Record<string, unknown[]>): Promise<Record<string, unknown[]>> {
    const rows = await db().select().from(components);
    return leanBricks(slots as never, definitionsFrom(rows)) as Record<string, unknown[]>;
  }

  async function createPrefab(input: Record<string, unknown>, app = appId, user = editor) {
    const answer = await gql(t, CREATE_PREFAB, { appId: app, prefab: input }, user.token);
    return ok(answer, 'createPrefab').createPrefab as PrefabData;
  }

  async function updatePrefab(id: string, prefab: Record<string, unknown>) {
    const answer = await gql(t, UPDATE_PREFAB, { id, prefab }, editor.token);
    return ok(answer, 'updatePrefab').updatePrefab as { prefab: PrefabData; pages: PageRevisionChange[] };
  }

  async function readPrefab(id: string) {
    return ok(await gql(t, PREFAB, { id }, editor.token), 'prefab').prefab as PrefabData;
  }

  async function newPage(app = appId, template = templateId) {
    const answer = await gql(t, CREATE_PAGE, { newPage: pageInput(app, template) }, owner.token);
    return ok(answer, 'createPage').createPage as PageData;
  }

  async function readPage(id: string) {
    return ok(await gql(t, PAGE, { id }, editor.token), 'page').page as PageData;
  }

  /** Saves content as the editor does: the whole page, with the revision it holds. */
  function save(page: PageData, content: Record<string, unknown>) {
    return gql(
      t,
      UPDATE_PAGE,
      { id: page.id, page: pageUpdate(page, { content, expectedRevision: page.revision }) },
      editor.token,
    );
  }

  async function saved(page: PageData, slots: Record<string, unknown[]>, template?: Record<string, unknown>) {
    const content = { ...page.content, slots, ...(template ? { template } : {}) };
    return ok(await save(page, content), 'updatePage').updatePage as PageData;
  }

  async function activitiesOf(action: string, entityId: string) {
    return db()
      .select()
      .from(activities)
      .where(and(eq(activities.action, action), eq(activities.entityId, entityId)));
  }

  it('creates, lists by name in any case, reads, renames and deletes, each with its activity', async () => {
    const [component] = await db().select().from(components).where(eq(components.id, componentId));
    const created = await createPrefab(prefabInput(componentId, { name: '  Card beta  ' }));
    expect(created).toMatchObject({
      appId,
      name: 'Card beta',
      elementId: componentId,
      prefabType: 'Component',
      dataTypes: prefabDataTypes(),
      // Without dataGroups, the component's own.
      dataGroups: component!.dataGroups,
      isPrefab: true,
      elementExists: true,
      placedPageCount: 0,
      createdBy: { id: editor.id },
      lastUpdatedBy: { id: editor.id },
    });
    const groups = [{ name: 'mine', label: 'Mine', properties: ['title'] }];
    const alpha = await createPrefab(prefabInput(componentId, { name: 'card Alpha', dataGroups: groups }));
    expect(alpha.dataGroups).toEqual(groups);
    const gamma = await createPrefab(prefabInput(componentId, { name: 'Card gamma' }));
    // Another app's prefabs are not listed.
    await createPrefab(prefabInput(componentId, { name: 'Card delta' }), otherAppId);

    const first = ok(await gql(t, PREFABS, { appId, first: 2 }, editor.token)).prefabs as {
      edges: Array<{ node: PrefabData }>;
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(first.edges.map((edge) => edge.node.name)).toEqual(['card Alpha', 'Card beta']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = ok(await gql(t, PREFABS, { appId, first: 2, after: first.pageInfo.endCursor }, owner.token))
      .prefabs as typeof first;
    expect(rest.edges.map((edge) => edge.node.name)).toEqual(['Card gamma']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(await readPrefab(alpha.id)).toMatchObject({ id: alpha.id, name: 'card Alpha' });

    const renamed = await updatePrefab(gamma.id, { name: 'Card gamma 2', dataTypes: gamma.dataTypes });
    expect(renamed.prefab).toMatchObject({ name: 'Card gamma 2', dataTypes: gamma.dataTypes });
    expect(renamed.pages).toEqual([]);
    const deleted = ok(await gql(t, DELETE_PREFAB, { id: gamma.id }, editor.token)).deletePrefab;
    expect(deleted).toEqual({ id: gamma.id, pages: [] });
    expectError(await gql(t, PREFAB, { id: gamma.id }, editor.token), 404, M.prefabNotFound);

    const [create] = await activitiesOf('prefab.create', created.id);
    expect(create).toMatchObject({ actorId: editor.id, appId, teamId: team.id, entityType: 'prefab' });
    const [update] = await activitiesOf('prefab.update', gamma.id);
    expect(update).toMatchObject({ entityName: 'Card gamma 2' });
    expect(update!.details).toMatchObject({ previousName: 'Card gamma', changed: ['name'], pageCount: 0 });
    expect(await activitiesOf('prefab.delete', gamma.id)).toHaveLength(1);
  });

  it('names: trimmed, 3 to 50 characters, unique in the app in any case; of two racing creates one wins', async () => {
    for (const name of ['ab', '   ', 'x'.repeat(51)]) {
      expectError(
        await gql(t, CREATE_PREFAB, { appId, prefab: prefabInput(componentId, { name }) }, editor.token),
        400,
        'name must be between 3 and 50 characters',
      );
    }
    await createPrefab(prefabInput(componentId, { name: 'Hero banner' }));
    for (const name of ['hero BANNER', ' Hero banner ']) {
      expectError(
        await gql(t, CREATE_PREFAB, { appId, prefab: prefabInput(componentId, { name }) }, editor.token),
        409,
        M.nameExists,
      );
    }
    // The same name in another app is fine.
    await createPrefab(prefabInput(componentId, { name: 'Hero banner' }), otherAppId);
    // A rename onto a taken name is refused too, and leaves the prefab as it was.
    const other = await createPrefab(prefabInput(componentId, { name: 'Footer' }));
    expectError(
      await gql(
        t,
        UPDATE_PREFAB,
        { id: other.id, prefab: { name: 'HERO banner', dataTypes: other.dataTypes } },
        editor.token,
      ),
      409,
      M.nameExists,
    );
    expect((await readPrefab(other.id)).name).toBe('Footer');

    const answers = await Promise.all(
      ['Race prefab', 'race PREFAB'].map((name) =>
        gql(t, CREATE_PREFAB, { appId, prefab: prefabInput(componentId, { name }) }, editor.token),
      ),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(1);
    expectError(refused[0]!, 409, M.nameExists);
    const rows = await db()
      .select()
      .from(prefabs)
      .where(and(eq(prefabs.appId, appId), sql`lower(${prefabs.name}) = 'race prefab'`));
    expect(rows).toHaveLength(1);
  });

  it("the element must be a component or template of the app's organization (404), and its dataTypes valid (400)", async () => {
    const before = await db().select().from(prefabs).where(eq(prefabs.appId, appId));
    const stranger = await signUpAndIn(t, 'prefabstranger');
    const foreign = await insertAuthored(db(), (await createOrg(t, stranger)).id, stranger.id);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['an unknown component', prefabInput(randomUUID()), M.componentNotFound],
      ["another organization's component", prefabInput(foreign.componentId), M.componentNotFound],
      ['a template named as a component', prefabInput(templateId), M.componentNotFound],
      [
        'a component named as a template',
        prefabInput(componentId, { prefabType: 'Template' }),
        M.templateNotFound,
      ],
      [
        "another organization's template",
        prefabInput(foreign.templateId, { prefabType: 'Template' }),
        M.templateNotFound,
      ],
      ['an element id that is no UUID', prefabInput('not-a-uuid'), M.componentNotFound],
    ];
    for (const [label, input, message] of cases) {
      expectError(await gql(t, CREATE_PREFAB, { appId, prefab: input }, editor.token), 404, message, label);
    }
    const invalid: Array<[string, Record<string, unknown>, string | RegExp]> = [
      ['dataTypes as an array', { dataTypes: [] }, 'dataTypes must be a JSON object'],
      ['an unknown property type', { dataTypes: { x: { type: 'Nope' } } }, 'Unknown data type: Nope'],
      [
        'isMutable that is no boolean',
        { dataTypes: { x: { type: 'TextInput', isMutable: 'no' } } },
        /^dataTypes is invalid/,
      ],
      ['dataGroups as an object', { dataGroups: { a: 1 } }, 'dataGroups must be a JSON array'],
    ];
    for (const [label, overrides, message] of invalid) {
      expectError(
        await gql(t, CREATE_PREFAB, { appId, prefab: prefabInput(componentId, overrides) }, editor.token),
        400,
        message,
        label,
      );
    }
    expect(await db().select().from(prefabs).where(eq(prefabs.appId, appId))).toEqual(before);

    // A prefab whose component is deleted afterwards stays, and says so.
    const { componentId: doomed, templateId: doomedTemplate } = await insertAuthored(db(), org.id, owner.id);
    const prefab = await createPrefab(prefabInput(doomed));
    const templatePrefab = await createPrefab(prefabInput(doomedTemplate, { prefabType: 'Template' }));
    expect(templatePrefab).toMatchObject({ prefabType: 'Template', elementExists: true });
    await db().delete(components).where(eq(components.id, doomed));
    expect(await readPrefab(prefab.id)).toMatchObject({ elementExists: false });
    expect((await readPrefab(templatePrefab.id)).elementExists).toBe(true);
    // And a new prefab of the deleted component is a 404.
    expectError(
      await gql(t, CREATE_PREFAB, { appId, prefab: prefabInput(doomed) }, editor.token),
      404,
      M.componentNotFound,
    );
  });

  it('updatePrefab refreshes every placed copy: locked properties follow, mutable ones keep the page value; only pages holding copies move', async () => {
    const prefab = await createPrefab(
      prefabInput(componentId, {
        name: 'Propagated card',
        dataTypes: prefabDataTypes('Locked v1', 'Mutable v1'),
      }),
    );
    const [pageA, pageB, pageC] = [await newPage(), await newPage(), await newPage()];
    // A: two copies (one without the mutable property) and a plain brick; B: one copy; C: no copy.
    const { subtitle: _dropped, ...titleOnly } = pageValues(prefab.dataTypes);
    let a = await saved(pageA, {
      slot1: [copyOf(prefab, 1), plainBrick(componentId, 1)],
      slot2: [copyOf(prefab, 2, titleOnly)],
    });
    let b = await saved(pageB, { slot1: [copyOf(prefab, 3)], slot2: [] });
    // B's mutable value is changed on the page.
    b = await saved(b, {
      slot1: [
        copyOf(prefab, 3, {
          ...pageValues(prefab.dataTypes),
          subtitle: { type: 'TextInput', value: 'Set on B' },
        }),
      ],
      slot2: [],
    });
    const c = await saved(pageC, { slot1: [plainBrick(componentId, 2)], slot2: [] });
    a = await readPage(a.id);
    expect((await readPrefab(prefab.id)).placedPageCount).toBe(2);
    const storedBefore = await db().select().from(pages).where(eq(pages.id, c.id));

    const change = await updatePrefab(prefab.id, {
      name: 'Propagated card v2',
      dataTypes: prefabDataTypes('Locked v2', 'Mutable v2'),
    });
    expect(change.prefab).toMatchObject({
      name: 'Propagated card v2',
      dataTypes: prefabDataTypes('Locked v2', 'Mutable v2'),
      placedPageCount: 2,
    });
    expect(change.pages.sort((x, y) => x.id.localeCompare(y.id))).toEqual(
      [
        { id: a.id, previousRevision: a.revision, revision: a.revision + 1 },
        { id: b.id, previousRevision: b.revision, revision: b.revision + 1 },
      ].sort((x, y) => x.id.localeCompare(y.id)),
    );

    const afterA = await readPage(a.id);
    expect(afterA.revision).toBe(a.revision + 1);
    const [copy1, plain] = afterA.content.slots.slot1 as Array<{ dataTypes: Entries; isPrefab: boolean }>;
    const [copy2] = afterA.content.slots.slot2 as Array<{ dataTypes: Entries }>;
    expect(propertyValue(copy1!.dataTypes, 'title')).toBe('Locked v2');
    expect(propertyValue(copy1!.dataTypes, 'subtitle')).toBe('Mutable v1');
    expect(propertyValue(copy2!.dataTypes, 'title')).toBe('Locked v2');
    // A mutable property the copy was saved without was filled in from the prefab by that save, and is now the
    // page's own value.
    expect(propertyValue(copy2!.dataTypes, 'subtitle')).toBe('Mutable v1');
    expect(plain).toEqual((await storedLean({ slot1: [plainBrick(componentId, 1)] })).slot1![0]);
    expect(JSON.stringify(afterA.content)).not.toContain('isMutable');

    const afterB = await readPage(b.id);
    expect(afterB.revision).toBe(b.revision + 1);
    const [copy3] = afterB.content.slots.slot1 as Array<{ dataTypes: Entries; prefabId: string }>;
    expect(propertyValue(copy3!.dataTypes, 'title')).toBe('Locked v2');
    expect(propertyValue(copy3!.dataTypes, 'subtitle')).toBe('Set on B');
    expect(copy3!.prefabId).toBe(prefab.id);

    // C holds no copy: untouched, revision and updatedAt included.
    expect(await db().select().from(pages).where(eq(pages.id, c.id))).toEqual(storedBefore);

    const [record] = await activitiesOf('prefab.update', prefab.id);
    expect(record).toMatchObject({ actorId: editor.id, appId, entityName: 'Propagated card v2' });
    expect(record!.details).toMatchObject({
      pageCount: 2,
      changed: ['name', 'dataTypes'],
      previousName: 'Propagated card',
    });
    // Propagation writes no page.update records of its own: the prefab's record tells it.
    const pageRecords = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'page.update'), inArray(activities.entityId, [a.id, b.id])));
    expect(pageRecords.filter((row) => row.createdAt >= record!.createdAt)).toEqual([]);

    // A save that leaves the copies as they are rewrites no page.
    const again = await updatePrefab(prefab.id, {
      name: 'Propagated card v3',
      dataTypes: change.prefab.dataTypes,
    });
    expect(again.pages).toEqual([]);
    expect((await readPage(a.id)).revision).toBe(a.revision + 1);
  });

  it('a save stores locked properties as the prefab has them, whatever the editor sent; mutable ones as sent', async () => {
    const prefab = await createPrefab(
      prefabInput(componentId, {
        name: 'Saved card',
        dataTypes: prefabDataTypes('Locked now', 'Mutable now'),
      }),
    );
    const page = await newPage();
    // An editor that held the page across an update of the prefab (or overwrote after a 409) sends stale values.
    const stale = await saved(page, {
      slot1: [
        copyOf(prefab, 1, {
          ...pageValues(prefab.dataTypes),
          title: { type: 'TextInput', value: 'Locked before' },
          subtitle: { type: 'TextInput', value: 'Mine' },
        }),
      ],
      slot2: [],
    });
    const [copy] = (await readPage(stale.id)).content.slots.slot1 as Array<{ dataTypes: Entries }>;
    expect(propertyValue(copy!.dataTypes, 'title')).toBe('Locked now');
    expect(propertyValue(copy!.dataTypes, 'subtitle')).toBe('Mine');
  });

  it('propagates to template settings placed from a Template prefab', async () => {
    const prefab = await createPrefab(
      prefabInput(templateId, {
        name: 'Dark layout',
        prefabType: 'Template',
        dataTypes: { title: { type: 'TextInput', value: 'Dark v1', isMutable: false } },
      }),
    );
    const page = await newPage();
    const placed = await saved(page, page.content.slots, {
      id: templateId,
      isPrefab: true,
      prefabId: prefab.id,
      dataTypes: pageValues(prefab.dataTypes),
    });
    const other = await newPage();
    const change = await updatePrefab(prefab.id, {
      name: 'Dark layout',
      dataTypes: { title: { type: 'TextInput', value: 'Dark v2', isMutable: false } },
    });
    expect(change.pages).toEqual([
      { id: page.id, previousRevision: placed.revision, revision: placed.revision + 1 },
    ]);
    const after = await readPage(page.id);
    expect(after.content.template).toEqual({
      id: templateId,
      isPrefab: true,
      prefabId: prefab.id,
      dataTypes: { title: { type: 'TextInput', value: 'Dark v2' } },
    });
    expect((await readPage(other.id)).revision).toBe(other.revision);
    expect((await readPrefab(prefab.id)).placedPageCount).toBe(1);

    // Deleting it leaves plain template settings with the values.
    const deletion = ok(await gql(t, DELETE_PREFAB, { id: prefab.id }, editor.token)).deletePrefab;
    expect(deletion).toEqual({
      id: prefab.id,
      pages: [{ id: page.id, previousRevision: after.revision, revision: after.revision + 1 }],
    });
    expect((await readPage(page.id)).content.template).toEqual({
      id: templateId,
      isPrefab: false,
      dataTypes: { title: { type: 'TextInput', value: 'Dark v2' } },
    });
  });

  it('deletePrefab makes every copy a plain brick of its component, values kept, revisions bumped, in one record', async () => {
    const prefab = await createPrefab(prefabInput(componentId, { name: 'Doomed card' }));
    const custom = { ...pageValues(prefab.dataTypes), subtitle: { type: 'TextInput', value: 'Kept' } };
    const one = await saved(await newPage(), {
      slot1: [copyOf(prefab, 1, custom)],
      slot2: [copyOf(prefab, 2)],
    });
    const untouched = await newPage();
    const deletion = ok(await gql(t, DELETE_PREFAB, { id: prefab.id }, editor.token)).deletePrefab as {
      id: string;
      pages: PageRevisionChange[];
    };
    expect(deletion).toEqual({
      id: prefab.id,
      pages: [{ id: one.id, previousRevision: one.revision, revision: one.revision + 1 }],
    });
    const after = await readPage(one.id);
    const { prefabId: _a, ...first } = copyOf(prefab, 1, custom);
    const { prefabId: _b, ...second } = copyOf(prefab, 2);
    expect(after.content.slots).toEqual(
      await storedLean({
        slot1: [{ ...first, isPrefab: false }],
        slot2: [{ ...second, isPrefab: false }],
      }),
    );
    expect((await readPage(untouched.id)).revision).toBe(untouched.revision);
    expect(await db().select().from(prefabs).where(eq(prefabs.id, prefab.id))).toEqual([]);
    const [record] = await activitiesOf('prefab.delete', prefab.id);
    expect(record).toMatchObject({ entityName: 'Doomed card', appId });
    expect(record!.details).toMatchObject({ pageCount: 1 });
    expectError(await gql(t, DELETE_PREFAB, { id: prefab.id }, editor.token), 404, M.prefabNotFound);
  });

  it("updatePage and createPage refuse copies of another app's prefab, another component or template (400), and save copies of a deleted prefab plain", async () => {
    const { componentId: otherComponent, templateId: otherTemplate } = await insertAuthored(
      db(),
      org.id,
      owner.id,
    );
    const mine = await createPrefab(prefabInput(componentId, { name: 'Mine' }));
    const foreignApp = await createPrefab(prefabInput(componentId, { name: 'Foreign' }), otherAppId);
    const otherComponentPrefab = await createPrefab(prefabInput(otherComponent, { name: 'Other component' }));
    const templatePrefab = await createPrefab(
      prefabInput(templateId, { name: 'Layout prefab', prefabType: 'Template' }),
    );
    const otherTemplatePrefab = await createPrefab(
      prefabInput(otherTemplate, { name: 'Other layout', prefabType: 'Template' }),
    );
    const page = await newPage();
    const stored = async () => (await db().select().from(pages).where(eq(pages.id, page.id)))[0];
    const before = await stored();
    const feedBefore = await db().select().from(activities).where(eq(activities.appId, appId));

    const brickCases: Array<[string, unknown]> = [
      ["another app's prefab", copyOf(foreignApp, 1)],
      [
        'a brick of this component naming a prefab of another',
        { ...copyOf(otherComponentPrefab, 1), componentId },
      ],
      ["a copy whose componentId is not its prefab's", { ...copyOf(mine, 1), componentId: otherComponent }],
      ['a Template prefab as a brick', { ...copyOf(templatePrefab, 1), componentId: templateId }],
    ];
    for (const [label, brick] of brickCases) {
      expectError(
        await save(page, { ...page.content, slots: { slot1: [copyOf(mine, 2), brick], slot2: [] } }),
        400,
        M.prefabOtherComponent,
        label,
      );
    }
    const templateCases: Array<[string, string]> = [
      ['a template prefab of another template', otherTemplatePrefab.id],
      ['a Component prefab as template settings', mine.id],
      ["another app's prefab as template settings", foreignApp.id],
    ];
    for (const [label, prefabId] of templateCases) {
      const content = {
        ...page.content,
        template: { id: templateId, isPrefab: true, prefabId, dataTypes: {} },
      };
      expectError(await save(page, content), 400, M.prefabOtherTemplate, label);
    }
    expectError(
      await save(page, {
        ...page.content,
        slots: { slot1: [{ ...copyOf(mine, 1), prefabId: 42 }], slot2: [] },
      }),
      400,
      "content.slots.slot1.0.prefabId must be a prefab's id when isPrefab is true",
    );
    // createPage checks its content the same way, and writes nothing.
    expectError(
      await gql(
        t,
        CREATE_PAGE,
        {
          newPage: pageInput(appId, templateId, {
            content: { ...page.content, slots: { slot1: [copyOf(foreignApp, 1)], slot2: [] } },
          }),
        },
        owner.token,
      ),
      400,
      M.prefabOtherComponent,
    );
    expect(await stored()).toEqual(before);
    expect(await db().select().from(activities).where(eq(activities.appId, appId))).toEqual(feedBefore);

    // Copies of prefabs of this app on their own element are saved as sent.
    const good = await saved(
      page,
      { slot1: [copyOf(mine, 1)], slot2: [] },
      { id: templateId, isPrefab: true, prefabId: templatePrefab.id, dataTypes: {} },
    );
    expect(good.content.slots.slot1).toEqual((await storedLean({ slot1: [copyOf(mine, 1)] })).slot1);
    const created = ok(
      await gql(
        t,
        CREATE_PAGE,
        {
          newPage: pageInput(appId, templateId, {
            content: { ...page.content, slots: { slot1: [copyOf(mine, 3)], slot2: [] } },
          }),
        },
        owner.token,
      ),
    ).createPage as PageData;
    expect(created.content.slots.slot1).toEqual((await storedLean({ slot1: [copyOf(mine, 3)] })).slot1);

    // A prefab deleted while the editor was open: its copies are saved plain, values kept.
    const goneId = randomUUID();
    const gone = { ...mine, id: goneId };
    const detached = await saved(
      good,
      { slot1: [copyOf(mine, 1), copyOf(gone, 2)], slot2: [{ ...copyOf(mine, 3), prefabId: 'not-a-uuid' }] },
      {
        id: templateId,
        isPrefab: true,
        prefabId: randomUUID(),
        dataTypes: { title: { type: 'TextInput', value: 'T' } },
      },
    );
    const { prefabId: _x, ...plainTwo } = copyOf(gone, 2);
    const { prefabId: _y, ...plainThree } = copyOf(mine, 3);
    expect(detached.content.slots).toEqual(
      await storedLean({
        slot1: [copyOf(mine, 1), { ...plainTwo, isPrefab: false }],
        slot2: [{ ...plainThree, isPrefab: false }],
      }),
    );
    expect(detached.content.template).toEqual({
      id: templateId,
      isPrefab: false,
      dataTypes: { title: { type: 'TextInput', value: 'T' } },
    });
  });

  it('a propagation that fails half-way changes nothing: prefab, pages, revisions and feed stay', async () => {
    const prefab = await createPrefab(
      prefabInput(componentId, { name: 'Atomic card', dataTypes: prefabDataTypes('Atomic v1', 'Sub') }),
    );
    const held = [
      await saved(await newPage(), { slot1: [copyOf(prefab, 1)], slot2: [] }),
      await saved(await newPage(), { slot1: [copyOf(prefab, 2)], slot2: [] }),
    ].sort((x, y) => x.id.localeCompare(y.id));
    // Pages are rewritten in id order: the second one's UPDATE fails, after the first was written.
    const failing = held[1]!.id;
    const trigger = `fail_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const state = async () => ({
      prefab: await db().select().from(prefabs).where(eq(prefabs.id, prefab.id)),
      pages: await db()
        .select()
        .from(pages)
        .where(
          inArray(
            pages.id,
            held.map((page) => page.id),
          ),
        ),
      feed: await db().select().from(activities).where(eq(activities.entityId, prefab.id)),
    });
    const before = await state();
    await db().execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger ${trigger} before update on pages for each row
        when (old.id = '${failing}') execute function ${trigger}()`),
    );
    try {
      const update = await gql(
        t,
        UPDATE_PREFAB,
        { id: prefab.id, prefab: { name: 'Atomic card v2', dataTypes: prefabDataTypes('Atomic v2', 'Sub') } },
        editor.token,
      );
      expectError(update, 500);
      const deletion = await gql(t, DELETE_PREFAB, { id: prefab.id }, editor.token);
      expectError(deletion, 500);
      expect(await state()).toEqual(before);
    } finally {
      await db().execute(sql.raw(`drop trigger if exists ${trigger} on pages`));
      await db().execute(sql.raw(`drop function if exists ${trigger}()`));
    }
    // Without the failure the same update goes through, both pages included.
    const change = await updatePrefab(prefab.id, {
      name: 'Atomic card v2',
      dataTypes: prefabDataTypes('Atomic v2', 'Sub'),
    });
    expect(change.pages.map((page) => page.id).sort()).toEqual(held.map((page) => page.id));
  });

  it('a page save racing a prefab update ends with the locked value on the page, whichever goes first', async () => {
    const prefab = await createPrefab(
      prefabInput(componentId, { name: 'Raced card', dataTypes: prefabDataTypes('Race v1', 'Sub') }),
    );
    const page = await saved(await newPage(), { slot1: [copyOf(prefab, 1)], slot2: [] });
    const [pageSave, prefabSave] = await Promise.all([
      save(page, { ...page.content, slots: { slot1: [copyOf(prefab, 1), copyOf(prefab, 2)], slot2: [] } }),
      gql(
        t,
        UPDATE_PREFAB,
        { id: prefab.id, prefab: { name: 'Raced card', dataTypes: prefabDataTypes('Race v2', 'Sub') } },
        editor.token,
      ),
    ]);
    expect(prefabSave.errors).toBeUndefined();
    // The save either went first (and its copies were then refreshed) or found the page changed (409).
    if (pageSave.errors) expectError(pageSave, 409, M.pageChanged);
    const after = await readPage(page.id);
    const bricks = after.content.slots.slot1 as Array<{ dataTypes: Entries }>;
    expect(bricks.length).toBe(pageSave.errors ? 1 : 2);
    for (const brick of bricks) expect(propertyValue(brick.dataTypes, 'title')).toBe('Race v2');
  });

  it("deleteApp removes the app's prefabs with it", async () => {
    const doomedApp = await insertApp(db(), { orgId: org.id, teamId: team.id });
    const prefab = await createPrefab(prefabInput(componentId), doomedApp.id, owner);
    await saved(await newPage(doomedApp.id), { slot1: [copyOf(prefab, 1)], slot2: [] });
    ok(await gql(t, DELETE_APP, { id: doomedApp.id }, owner.token), 'deleteApp');
    expect(await db().select().from(prefabs).where(eq(prefabs.appId, doomedApp.id))).toEqual([]);
    const [record] = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'app.delete'), eq(activities.entityId, doomedApp.id)));
    expect(record!.details).toMatchObject({ pageCount: 1, prefabCount: 1 });
  });

  it('a viewer reads prefabs but cannot write them (403)', async () => {
    const viewer = await signUpAndIn(t, 'prefabviewer');
    await addMember(t, org.id, team.id, viewer, 'viewer');
    await send(t, 'PUT', `/users/current-org/${org.id}`, { token: viewer.token });
    const prefab = await insertPrefab(db(), { appId, elementId: componentId });
    ok(await gql(t, PREFAB, { id: prefab.id }, viewer.token));
    ok(await gql(t, PREFABS, { appId }, viewer.token));
    expectError(
      await gql(t, CREATE_PREFAB, { appId, prefab: prefabInput(componentId) }, viewer.token),
      403,
      M.requiredRole,
    );
    expectError(
      await gql(t, UPDATE_PREFAB, { id: prefab.id, prefab: { name: 'Viewer', dataTypes: {} } }, viewer.token),
      403,
      M.requiredRole,
    );
    expectError(await gql(t, DELETE_PREFAB, { id: prefab.id }, viewer.token), 403, M.requiredRole);
  });
});
