import { randomUUID } from 'node:crypto';
import { SERVER_MESSAGES } from '@tessera/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components } from '../src/db/schema.ts';
import { recountComponentSlots } from '../src/modules/authoring/slot-recount.ts';
import { compile } from '../src/modules/authoring/transpiler.ts';
import {
  COMPONENT,
  CREATE_COMPONENT,
  CREATE_TEMPLATE,
  componentInput,
  ICON,
  TWO_SLOTS,
  templateInput,
  UPDATE_COMPONENT,
} from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, type OrgInfo, ok, ownerWithTeam } from './org-helpers.ts';

/** A container component: a section around two drop areas. */
const COLUMNS = `export default function Columns({ gap, slot1, slot2 }) {
  return <div style={{ display: 'flex', gap }}><div>{slot1}</div><div>{slot2}</div></div>;
}
`;

const SLOTS_OF = 'query ($id: ID!) { component(id: $id) { slots } }';
const COMPONENTS_WITH_SLOTS = 'query { components(first: 100) { edges { node { id name slots } } } }';

describe('container components', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let org: OrgInfo;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, org } = await ownerWithTeam(t, 'containerowner', { org: 'Containers Org', team: 'Builders' }));
  });
  afterAll(() => t.close());

  const create = async (code: string) =>
    gql(t, CREATE_COMPONENT, { c: componentInput({ code }) }, owner.token);

  it('counts the slots on create and update, and lists them', async () => {
    const created = ok(await create(COLUMNS)).createComponent as { id: string; name: string };
    expect(ok(await gql(t, SLOTS_OF, { id: created.id }, owner.token)).component).toEqual({ slots: 2 });

    const listed = ok(await gql(t, COMPONENTS_WITH_SLOTS, {}, owner.token)).components as {
      edges: Array<{ node: { id: string; slots: number } }>;
    };
    expect(listed.edges.find((edge) => edge.node.id === created.id)?.node.slots).toBe(2);

    const threeSlots = COLUMNS.replace('slot1, slot2', 'slot1, slot2, slot3');
    const update = async (code: string) =>
      ok(
        await gql(
          t,
          `mutation ($id: ID!, $c: ComponentInput!) { updateComponent(id: $id, component: $c) { slots } }`,
          { id: created.id, c: componentInput({ name: created.name, code }) },
          owner.token,
        ),
      ).updateComponent as { slots: number };
    expect((await update(threeSlots)).slots).toBe(3);
    // No slot parameter any more: an ordinary component again.
    expect((await update('export default ({ title }) => <p>{title}</p>;')).slots).toBe(0);
  });

  it.each([
    ['a letter for a number', COLUMNS.replace(/slot2/g, 'slotB')],
    ['a gap', COLUMNS.replace(/slot2/g, 'slot3')],
    ['slot0', COLUMNS.replace(/slot1/g, 'slot0')],
  ])('refuses a slot name with %s with the template message, storing nothing', async (_, code) => {
    const before = await t.database.db.select({ id: components.id }).from(components);
    expectError(await create(code), 400, SERVER_MESSAGES.invalidSlotName);
    const after = await t.database.db.select({ id: components.id }).from(components);
    expect(after.length).toBe(before.length);
    // The template editor's refusal is the same text.
    expectError(
      await gql(t, CREATE_TEMPLATE, { t: templateInput({ code }) }, owner.token),
      400,
      SERVER_MESSAGES.invalidSlotName,
    );
  });

  it('refuses a bad slot name on update, keeping what was stored', async () => {
    const created = ok(await create(COLUMNS)).createComponent as { id: string; name: string; code: string };
    expectError(
      await gql(
        t,
        UPDATE_COMPONENT,
        {
          id: created.id,
          c: componentInput({ name: created.name, code: COLUMNS.replace(/slot2/g, 'slotB') }),
        },
        owner.token,
      ),
      400,
      SERVER_MESSAGES.invalidSlotName,
    );
    const read = ok(await gql(t, COMPONENT, { id: created.id }, owner.token)).component as { code: string };
    expect(read.code).toBe(COLUMNS);
  });

  it('recounts components saved before their slots were counted, on start and only once', async () => {
    const db = t.database.db;
    const stale = async (code: string) => {
      const compiled = await compile(code);
      if (!compiled.ok) throw new Error('fixture does not compile');
      const id = randomUUID();
      await db.insert(components).values({
        id,
        orgId: org.id,
        name: `Stale ${randomUUID().slice(0, 6)}`,
        description: 'Saved before containers',
        icon: ICON,
        code,
        compiledCode: compiled.compiledCode,
        dataTypes: {},
        dataGroups: [],
        dataEvents: { label: 'Events', events: {} },
      });
      return id;
    };
    const slotsOf = async (id: string) =>
      (await db.select({ slots: components.slots }).from(components).where(eq(components.id, id)))[0]?.slots;

    const container = await stale(COLUMNS);
    const template = await stale(TWO_SLOTS);
    // Mentions slot1 only in a text: not a container.
    const text = await stale('export default () => <p>Put it in slot1</p>;');
    // Broke the slot-name pattern before the rule applied to components: left for its next save to refuse.
    const broken = await stale(COLUMNS.replace(/slot2/g, 'slotB'));
    expect(await slotsOf(container)).toBe(0);

    // A server starting on this database counts them before answering anything.
    const restarted = await createTestApp({}, {}, { database: t.database });
    try {
      expect(await slotsOf(container)).toBe(2);
      expect(await slotsOf(template)).toBe(2);
      expect(await slotsOf(text)).toBe(0);
      expect(await slotsOf(broken)).toBe(0);
      const read = ok(await gql(restarted, SLOTS_OF, { id: container }, owner.token)).component;
      expect(read).toEqual({ slots: 2 });
    } finally {
      await restarted.close();
    }
    // Counted ones are not read again.
    expect(await recountComponentSlots(db)).toBe(0);
  });
});
