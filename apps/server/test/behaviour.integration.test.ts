import { catalogue, NODE_TYPES } from '@tessera/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestApp, type GraphQLAnswer, gql, type SignedInUser, type TestApp } from './helpers.ts';
import { expectError, ok } from './org-helpers.ts';

const ENGINE_EVENTS = `query ($locale: String) {
  getAllEngineEvents(locale: $locale) {
    id name category label description helpLabel helpDescription
    inputs { type name label hidePort value control options }
    outputs { type name label }
  }
}`;

type EngineEvents = { name: string; label: string; inputs: { name: string; label: string }[] }[];

describe('behaviour graph (getAllEngineEvents, pageEvents)', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let appId: string;
  let templateId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const workspace = await appWorkspace(t, 'graph');
    owner = workspace.owner;
    templateId = workspace.templateId;
    appId = (await insertApp(t.database.db, { orgId: workspace.org.id, teamId: workspace.team.id })).id;
  });
  afterAll(() => t.close());

  async function events(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      cookies: { auth_token: owner.token },
      payload: JSON.stringify({ query: ENGINE_EVENTS, variables }),
    });
    return ok(response.json() as GraphQLAnswer).getAllEngineEvents as EngineEvents;
  }

  it('serves every node type with its sockets, in the asked language or en-US', async () => {
    const english = await events({ locale: 'en-US' });
    expect(english.map((e) => e.name)).toEqual([...NODE_TYPES]);
    // GraphQL answers null for what the catalogue leaves out (value, control, options of plain sockets).
    const withoutNulls = JSON.parse(JSON.stringify(english), (_, v) => (v === null ? undefined : v));
    expect(withoutNulls).toEqual(JSON.parse(JSON.stringify(catalogue('en-US'))));
    const add = english.find((e) => e.name === 'Add')!;
    expect(add).toMatchObject({ id: 'add', category: 'function', label: 'Add' });
    expect(add.inputs.map((i) => i.name)).toEqual(['a', 'b']);

    const portuguese = await events({ locale: 'pt-BR' });
    expect(portuguese.find((e) => e.name === 'Add')!.label).toBe('Somar');
    expect(portuguese.find((e) => e.name === 'Component')!.inputs[0]!.label).toBe('Visível');
    // Another language, or none given: the x-locale header, then Accept-Language, else en-US.
    expect((await events({ locale: 'fr-FR' })).find((e) => e.name === 'Add')!.label).toBe('Add');
    expect((await events({}, { 'x-locale': 'pt-BR' })).find((e) => e.name === 'Add')!.label).toBe('Somar');
    expect(
      (await events({}, { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' })).find((e) => e.name === 'Add')!
        .label,
    ).toBe('Somar');
    expect((await events({})).find((e) => e.name === 'Add')!.label).toBe('Add');
  });

  it('refuses signed-out callers and an absurd locale', async () => {
    expectError(await gql(t, ENGINE_EVENTS, {}), 401);
    expectError(
      await gql(t, ENGINE_EVENTS, { locale: 'x'.repeat(65) }, owner.token),
      400,
      'locale must be at most 64 characters',
    );
  });

  it("saves a page's graph and gives it back, unknown node types and fields included", async () => {
    const page = ok(await gql(t, CREATE_PAGE, { newPage: pageInput(appId, templateId) }, owner.token))
      .createPage as PageData;
    const pageEvents = {
      nodes: [
        {
          id: 'n1',
          type: 'Boolean',
          category: 'input',
          position: { x: 10, y: 20 },
          controls: [{ name: 'value', index: 0, value: true }],
        },
        { id: 'n2', type: 'Branch', category: 'conditional', position: { x: 200, y: 20 } },
        { id: 'n3', type: 'FromTheFuture', position: { x: 0, y: 0 }, extra: { kept: 1 } },
      ],
      connections: [{ source: 'n1', sourceOutput: 'value', target: 'n2', targetInput: 'condition' }],
      comments: [{ id: 'c1', text: 'Shows the menu', position: { x: 5, y: 5 } }],
      viewport: { zoom: 1 },
    };
    const content = { ...(page.content as Record<string, unknown>), pageEvents };
    ok(await gql(t, UPDATE_PAGE, { id: page.id, page: pageUpdate(page, { content }) }, owner.token));
    const read = ok(await gql(t, PAGE, { id: page.id }, owner.token)).page as PageData;
    expect((read.content as { pageEvents: unknown }).pageEvents).toEqual(pageEvents);
  });

  it('refuses a malformed graph with a message and keeps the stored one', async () => {
    const page = ok(await gql(t, CREATE_PAGE, { newPage: pageInput(appId, templateId) }, owner.token))
      .createPage as PageData;
    const base = page.content as Record<string, unknown>;
    const bad = [
      { nodes: [{ id: 'n1', position: { x: 0, y: 0 } }], connections: [], comments: [] },
      { nodes: [], connections: [{ source: 'a' }], comments: [] },
      {
        nodes: [],
        connections: [],
        comments: [{ id: 'c', text: 'x'.repeat(5001), position: { x: 0, y: 0 } }],
      },
      { nodes: 'none', connections: [], comments: [] },
    ];
    for (const pageEvents of bad) {
      expectError(
        await gql(
          t,
          UPDATE_PAGE,
          { id: page.id, page: pageUpdate(page, { content: { ...base, pageEvents } }) },
          owner.token,
        ),
        400,
        undefined,
        JSON.stringify(pageEvents).slice(0, 80),
      );
    }
    const read = ok(await gql(t, PAGE, { id: page.id }, owner.token)).page as PageData;
    expect(read.content).toEqual(page.content);
  });
});
