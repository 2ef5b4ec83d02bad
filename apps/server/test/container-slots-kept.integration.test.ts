/**
 * A container component edited down to fewer slots (issue 22): the pages already holding bricks in the slot
 * it lost keep saving, and keep those bricks, the way a template edited down keeps its pages' extra slots.
 * A slot beyond the component's count that the stored page did not have is still refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../src/db/schema.ts';
import { CREATE_PAGE, insertApp, pageInput, pageUpdate, UPDATE_PAGE } from './app-helpers.ts';
import { CREATE_COMPONENT, componentInput, insertAuthored, UPDATE_COMPONENT } from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, ok, ownerWithTeam } from './org-helpers.ts';

const THREE = `export default function Trio({ gap, slot1, slot2, slot3 }) {
  return <div style={{ display: 'flex', gap }}><div>{slot1}</div><div>{slot2}</div><div>{slot3}</div></div>;
}
`;
const TWO = THREE.replace(', slot3 }', ' }').replace('<div>{slot3}</div>', '');

describe('container slots kept after the component loses them', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let templateId: string;
  let headingId: string;
  let appId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const {
      owner: o,
      org,
      team,
    } = await ownerWithTeam(t, 'slotskeptowner', { org: 'Kept Org', team: 'Kept' });
    owner = o;
    ({ templateId, componentId: headingId } = await insertAuthored(t.database.db, org.id, owner.id));
    appId = (await insertApp(t.database.db, { orgId: org.id, teamId: team.id, name: 'Kept App' })).id;
  });
  afterAll(() => t.close());

  const brick = (id: string, componentId: string, slots?: Record<string, unknown[]>) => ({
    id,
    name: id,
    componentId,
    isPrefab: false,
    dataTypes: {},
    dataGroups: [],
    ...(slots ? { slots } : {}),
  });
  const content = (slot1: unknown[]) => ({
    version: 2,
    template: { id: templateId, dataTypes: {}, isPrefab: false },
    slots: { slot1, slot2: [] },
    pageEvents: { nodes: [], connections: [], comments: [] },
  });

  it('a page holding slot3 contents still saves, keeping them; a new slot3 is refused', async () => {
    const created = ok(await gql(t, CREATE_COMPONENT, { c: componentInput({ code: THREE }) }, owner.token))
      .createComponent as { id: string; name: string };
    const trio = created.id;
    const built = content([
      brick('trio', trio, {
        slot1: [brick('a', headingId)],
        slot2: [],
        slot3: [brick('c', headingId)],
      }),
    ]);
    const page = ok(
      await gql(t, CREATE_PAGE, { newPage: pageInput(appId, templateId, { content: built }) }, owner.token),
    ).createPage as {
      id: string;
      name: string;
      url: string;
      title: string;
      description: string;
      tags: string[];
    };

    // The component is edited down to two slots.
    const edited = ok(
      await gql(
        t,
        UPDATE_COMPONENT,
        { id: trio, c: componentInput({ name: created.name, code: TWO }) },
        owner.token,
      ),
    ).updateComponent as { id: string };
    expect(edited.id).toBe(trio);

    // The page, edited elsewhere (a new brick in slot1 of the container), saves with its slot3 as it was.
    const next = content([
      brick('trio', trio, {
        slot1: [brick('a', headingId), brick('b', headingId)],
        slot2: [],
        slot3: [brick('c', headingId)],
      }),
    ]);
    ok(await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content: next }) }, owner.token));
    const [stored] = await t.database.db
      .select({ content: pages.content })
      .from(pages)
      .where(eq(pages.id, page.id));
    const storedTrio = (
      stored!.content as { slots: { slot1: Array<{ slots: Record<string, Array<{ id: string }>> }> } }
    ).slots.slot1[0]!;
    expect(Object.keys(storedTrio.slots)).toEqual(['slot1', 'slot2', 'slot3']);
    expect(storedTrio.slots.slot3!.map((b) => b.id)).toEqual(['c']);
    expect(storedTrio.slots.slot1!.map((b) => b.id)).toEqual(['a', 'b']);

    // A slot3 the stored page did not have, on another container of the same component: refused, naming it.
    const grown = content([
      brick('trio', trio, { slot1: [], slot2: [], slot3: [brick('c', headingId)] }),
      brick('trio-2', trio, { slot1: [], slot3: [brick('d', headingId)] }),
    ]);
    expectError(
      await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content: grown }) }, owner.token),
      400,
      'content: brick trio-2 has slot3, but its component has 2 slots',
    );
    // A new page with slot3 on the two-slot container: refused too (nothing stored before it).
    expectError(
      await gql(
        t,
        CREATE_PAGE,
        { newPage: pageInput(appId, templateId, { content: built, url: '/fresh' }) },
        owner.token,
      ),
      400,
      'content: brick trio has slot3, but its component has 2 slots',
    );
    // Nothing written by the refusals: the page is as the accepted save left it.
    const [after] = await t.database.db
      .select({ content: pages.content })
      .from(pages)
      .where(eq(pages.id, page.id));
    expect(after!.content).toEqual(stored!.content);
  });
});
