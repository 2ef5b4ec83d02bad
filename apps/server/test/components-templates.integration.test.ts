import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, apps, components, pages, templates, users } from '../src/db/schema.ts';
import {
  COMPONENT,
  COMPONENTS,
  CREATE_COMPONENT,
  CREATE_TEMPLATE,
  componentInput,
  DELETE_COMPONENT,
  DELETE_TEMPLATE,
  HEADING_CODE,
  ICON,
  TEMPLATE,
  TEMPLATES,
  templateInput,
  UPDATE_COMPONENT,
  UPDATE_TEMPLATE,
} from './authoring-helpers.ts';
import { createTestApp, gql, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';
import {
  addMember,
  createOrg,
  expectError,
  type OrgInfo,
  ok,
  ownerWithTeam,
  type TeamInfo,
} from './org-helpers.ts';

describe('components, templates and the transpiler', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let developer: SignedInUser;
  let editor: SignedInUser;
  let stranger: SignedInUser;
  let org: OrgInfo;
  let team: TeamInfo;

  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, org, team } = await ownerWithTeam(t, 'authorowner', { org: 'Authoring Org', team: 'Authors' }));
    developer = await signUpAndIn(t, 'authordev');
    editor = await signUpAndIn(t, 'authoreditor');
    stranger = await signUpAndIn(t, 'authorstranger');
    await addMember(t, org.id, team.id, developer, 'developer');
    await addMember(t, org.id, team.id, editor, 'editor');
    for (const user of [developer, editor]) {
      await db().update(users).set({ currentOrgId: org.id }).where(eq(users.id, user.id));
    }
  });
  afterAll(() => t.close());

  describe('starter kit', () => {
    it('a new organization lists the starter kit, created in the same transaction as the organization', async () => {
      const founder = await signUpAndIn(t, 'kitfounder');
      const created = await createOrg(t, founder, { name: 'Kit Org' });
      const listed = ok(await gql(t, COMPONENTS, { first: 100 }, founder.token)).components as {
        edges: Array<{ node: { id: string; name: string } }>;
      };
      expect(listed.edges.length).toBeGreaterThanOrEqual(8);
      const kitTemplates = ok(await gql(t, TEMPLATES, { first: 100 }, founder.token)).templates as {
        edges: Array<{ node: { id: string; slots: number; thumbnails: string[] } }>;
      };
      expect(kitTemplates.edges.map((e) => e.node.slots).sort()).toEqual([1, 2, 3]);
      for (const edge of kitTemplates.edges) expect(edge.node.thumbnails.length).toBeGreaterThan(0);
      // Each entry is a full, compiled component of the organization that a page can use as is.
      const first = ok(await gql(t, COMPONENT, { id: listed.edges[0]!.node.id }, founder.token))
        .component as {
        compiledCode: string;
        org: { id: string };
        createdBy: { id: string };
        dataEvents: { events: { mouse: string[] } };
      };
      expect(first.compiledCode).toContain('module.exports');
      expect(first.org.id).toBe(created.id);
      expect(first.createdBy.id).toBe(founder.id);
      expect(Array.isArray(first.dataEvents.events.mouse)).toBe(true);
      // Same rows in the database, all for this organization; and a second organization gets its own copies.
      const rows = await db().select().from(components).where(eq(components.orgId, created.id));
      expect(rows.map((r) => r.id).sort()).toEqual(listed.edges.map((e) => e.node.id).sort());
      const second = await signUpAndIn(t, 'kitsecond');
      const secondOrg = await createOrg(t, second, { name: 'Kit Org Two' });
      const secondRows = await db().select().from(components).where(eq(components.orgId, secondOrg.id));
      expect(secondRows).toHaveLength(rows.length);
      expect(secondRows.some((r) => rows.some((s) => s.id === r.id))).toBe(false);
    });

    it("the kit arrives in the creator's console language (x-locale), en-US for any other", async () => {
      const kitOf = async (locale: string) => {
        const founder = await signUpAndIn(t, `kit${locale.replace(/\W/g, '').toLowerCase()}`);
        const org = await createOrg(t, founder, { name: `Kit ${locale}`, locale });
        const rows = await db().select().from(components).where(eq(components.orgId, org.id));
        const kitTemplates = await db().select().from(templates).where(eq(templates.orgId, org.id));
        return { rows, kitTemplates };
      };
      const pt = await kitOf('pt-BR');
      const heading = pt.rows.find((row) => row.name === 'Título')!;
      expect(heading.description).toMatch(/^Um título para uma página/);
      expect((heading.dataTypes as Record<string, { value: unknown }>).text!.value).toBe(
        'Crie algo que as pessoas amem',
      );
      expect((heading.dataEvents as { label: string }).label).toBe('Título');
      expect(pt.kitTemplates.map((row) => row.name).sort()).toEqual(
        ['Cabeçalho, conteúdo e rodapé', 'Coluna única', 'Duas colunas'].sort(),
      );
      const other = await kitOf('fr-FR');
      expect(other.rows.map((row) => row.name)).toContain('Heading');
      expect(other.rows.map((row) => row.name)).not.toContain('Título');
      // The same components in both: only the words differ.
      expect(other.rows.map((row) => row.code).sort()).toEqual(pt.rows.map((row) => row.code).sort());
    });

    it('a failed organization creation leaves no starter kit behind', async () => {
      const founder = await signUpAndIn(t, 'kitclash');
      const alias = `k${randomUUID().replace(/-/g, '').slice(0, 8)}`;
      await createOrg(t, founder, { name: 'Kit First', alias });
      const mine = () =>
        db().select({ id: components.id }).from(components).where(eq(components.createdBy, founder.id));
      const before = (await mine()).length;
      expect(before).toBeGreaterThanOrEqual(8);
      const clash = await gql(
        t,
        'mutation ($name: String!, $description: String!, $alias: String!) { createOrg(name: $name, description: $description, alias: $alias) { id } }',
        { name: 'Kit Second', description: 'Same alias', alias },
        founder.token,
      );
      expectError(clash, 409, 'alias already exists');
      expect((await mine()).length).toBe(before);
    });
  });

  describe('POST /transpile', () => {
    it('compiles JSX to CommonJS with the automatic runtime', async () => {
      const response = await send(t, 'POST', '/transpile', {
        token: developer.token,
        body: { es6Code: HEADING_CODE },
      });
      expect(response.statusCode).toBe(200);
      const { compiledCode } = response.json();
      expect(compiledCode).toContain('require("react/jsx-runtime")');
      expect(compiledCode).toContain('module.exports');
      expect(compiledCode).not.toContain('<h1');
    });

    it('answers a syntax error with its type, message, line and column', async () => {
      const es6Code = 'export default function Broken() {\n  const x = 1;\n  return <div>{x</div>;\n}\n';
      const response = await send(t, 'POST', '/transpile', { token: developer.token, body: { es6Code } });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.type).toBe('SyntaxError');
      expect(body.message).toBeTruthy();
      expect(body.line).toBe(3);
      expect(body.column).toBeGreaterThan(1);
      expect(body.column).toBeLessThanOrEqual('  return <div>{x</div>;'.length + 1);
    });

    it('refuses 300 KB of code with 413 and a clear message', async () => {
      const es6Code = `export default () => null;\n${'// padding padding padding padding\n'.repeat(9000)}`;
      expect(Buffer.byteLength(es6Code)).toBeGreaterThan(300_000);
      const response = await send(t, 'POST', '/transpile', { token: developer.token, body: { es6Code } });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('code must be at most 256 KB');
    });

    it('accepts code just under 256 KB', async () => {
      const line = '// padding padding padding padding\n';
      const es6Code = `export default () => null;\n${line.repeat(Math.floor((256 * 1024 - 100) / line.length))}`;
      const response = await send(t, 'POST', '/transpile', { token: developer.token, body: { es6Code } });
      expect(response.statusCode).toBe(200);
    });

    it('answers 400 without a string es6Code and 401 signed out', async () => {
      for (const body of [{}, { es6Code: 42 }, { es6Code: null }, ['x']]) {
        const response = await send(t, 'POST', '/transpile', { token: developer.token, body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message).toBe('es6Code must be a string');
      }
      const malformed = await send(t, 'POST', '/transpile', { token: developer.token, raw: '{"es6Code": ' });
      expect(malformed.statusCode).toBe(400);
      const signedOut = await send(t, 'POST', '/transpile', { body: { es6Code: HEADING_CODE } });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().compiledCode).toBeUndefined();
    });
  });

  describe('components', () => {
    it('creates, reads, updates and deletes, compiling on the server and recording activity', async () => {
      const input = componentInput();
      const created = ok(await gql(t, CREATE_COMPONENT, { c: input }, developer.token))
        .createComponent as Record<string, unknown>;
      expect(created).toMatchObject({
        name: input.name,
        description: input.description,
        icon: ICON,
        code: HEADING_CODE,
        dataTypes: input.dataTypes,
        dataGroups: input.dataGroups,
        dataEvents: input.dataEvents,
        slots: 0,
        tags: ['component'],
        createdBy: { id: developer.id },
        lastUpdatedBy: { id: developer.id },
        org: { id: org.id },
      });
      expect(created.compiledCode).not.toBe('ignored by the server');
      expect(created.compiledCode).toContain('require("react/jsx-runtime")');
      const id = created.id as string;

      // Everyone in the organization reads it, the editor included.
      const read = ok(await gql(t, COMPONENT, { id }, editor.token)).component as Record<string, unknown>;
      expect(read.name).toBe(input.name);

      const updated = ok(
        await gql(
          t,
          UPDATE_COMPONENT,
          {
            id,
            c: componentInput({
              name: `${input.name} v2`,
              code: 'export default ({ title }) => <h2>{title}</h2>;',
              tags: ['text', 'heading'],
            }),
          },
          owner.token,
        ),
      ).updateComponent as Record<string, unknown>;
      expect(updated).toMatchObject({
        name: `${input.name} v2`,
        tags: ['text', 'heading'],
        createdBy: { id: developer.id },
        lastUpdatedBy: { id: owner.id },
      });
      expect(updated.compiledCode).toContain('"h2"');

      const deleted = ok(await gql(t, DELETE_COMPONENT, { id }, developer.token)).deleteComponent;
      expect(deleted).toBe(id);
      expectError(await gql(t, COMPONENT, { id }, owner.token), 404, 'component not found');

      const records = await db()
        .select()
        .from(activities)
        .where(and(eq(activities.orgId, org.id), eq(activities.entityId, id)));
      expect(records.map((r) => r.action).sort()).toEqual([
        'component.create',
        'component.delete',
        'component.update',
      ]);
      const update = records.find((r) => r.action === 'component.update')!;
      expect(update.details).toMatchObject({ previousName: input.name });
      expect((update.details as { changed: string[] }).changed).toEqual(
        expect.arrayContaining(['name', 'code', 'tags']),
      );
    });

    it('lists the current organization by name, a page at a time, without repeats', async () => {
      const other = await signUpAndIn(t, 'pager');
      await createOrg(t, other, { name: 'Paging Org' });
      const before = (
        ok(await gql(t, COMPONENTS, { first: 100 }, other.token)).components as {
          edges: Array<{ node: { name: string } }>;
        }
      ).edges.length;
      const names = ['delta part', 'Alpha part', 'charlie part', 'Bravo part', 'echo part'];
      for (const name of names)
        ok(await gql(t, CREATE_COMPONENT, { c: componentInput({ name }) }, other.token));
      const seen: string[] = [];
      let after: string | null = null;
      for (let pageNo = 0; pageNo < 20; pageNo++) {
        const answer = ok(await gql(t, COMPONENTS, { first: 2, after }, other.token)).components as {
          edges: Array<{ node: { name: string } }>;
          pageInfo: { hasNextPage: boolean; endCursor: string | null; hasPreviousPage: boolean };
        };
        expect(answer.edges.length).toBeLessThanOrEqual(2);
        expect(answer.pageInfo.hasPreviousPage).toBe(after !== null);
        seen.push(...answer.edges.map((e) => e.node.name));
        if (!answer.pageInfo.hasNextPage) break;
        after = answer.pageInfo.endCursor;
      }
      expect(seen).toHaveLength(before + names.length);
      expect(new Set(seen).size).toBe(seen.length);
      const sorted = [...seen].sort((x, y) => (x.toLowerCase() < y.toLowerCase() ? -1 : 1));
      expect(seen).toEqual(sorted);
      for (const name of names) expect(seen).toContain(name);
      // A bad page size or cursor is the caller's error.
      expectError(
        await gql(t, COMPONENTS, { first: 101 }, other.token),
        400,
        'first must be between 1 and 100',
      );
      expectError(await gql(t, COMPONENTS, { after: 'nonsense!' }, other.token), 400);
    });

    it('keeps names unique per organization, ignoring case: 409, also when two creates race', async () => {
      const name = `Unique ${randomUUID().slice(0, 6)}`;
      ok(await gql(t, CREATE_COMPONENT, { c: componentInput({ name }) }, developer.token));
      expectError(
        await gql(
          t,
          CREATE_COMPONENT,
          { c: componentInput({ name: `  ${name.toUpperCase()} ` }) },
          owner.token,
        ),
        409,
        'name already exists',
      );
      // Renaming another component onto the name is refused too.
      const second = ok(await gql(t, CREATE_COMPONENT, { c: componentInput() }, developer.token))
        .createComponent as { id: string };
      expectError(
        await gql(t, UPDATE_COMPONENT, { id: second.id, c: componentInput({ name }) }, developer.token),
        409,
        'name already exists',
      );
      // Another organization may use the same name.
      const other = await signUpAndIn(t, 'samename');
      await createOrg(t, other);
      ok(await gql(t, CREATE_COMPONENT, { c: componentInput({ name }) }, other.token));

      const raced = `Raced ${randomUUID().slice(0, 6)}`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          gql(t, CREATE_COMPONENT, { c: componentInput({ name: raced }) }, developer.token),
        ),
      );
      const statuses = answers.map((a) => (a.errors ? a.errors[0]?.extensions?.status_code : 200)).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      const rows = await db()
        .select()
        .from(components)
        .where(and(eq(components.orgId, org.id), eq(components.name, raced)));
      expect(rows).toHaveLength(1);
    });

    it('lets developers (in any team) and the owner write; editors get 403, strangers 404', async () => {
      const { id } = ok(await gql(t, CREATE_COMPONENT, { c: componentInput() }, owner.token))
        .createComponent as {
        id: string;
      };
      const before = await db().select().from(components).where(eq(components.id, id));
      expectError(
        await gql(t, CREATE_COMPONENT, { c: componentInput() }, editor.token),
        403,
        'required role',
      );
      expectError(
        await gql(t, UPDATE_COMPONENT, { id, c: componentInput() }, editor.token),
        403,
        'required role',
      );
      expectError(await gql(t, DELETE_COMPONENT, { id }, editor.token), 403, 'required role');
      expectError(await gql(t, COMPONENT, { id }, stranger.token), 404, 'component not found');
      expectError(await gql(t, UPDATE_COMPONENT, { id, c: componentInput() }, stranger.token), 404);
      expectError(await gql(t, DELETE_COMPONENT, { id }, stranger.token), 404);
      expectError(await gql(t, COMPONENT, { id: 'not-a-uuid' }, owner.token), 404, 'component not found');
      expectError(await gql(t, DELETE_COMPONENT, { id: randomUUID() }, owner.token), 404);
      expect(await db().select().from(components).where(eq(components.id, id))).toEqual(before);
      // Without a current organization there is nowhere to create.
      expectError(
        await gql(t, CREATE_COMPONENT, { c: componentInput() }, stranger.token),
        400,
        'no current organization: create or join one first',
      );
      // Signed out: 401.
      expectError(await gql(t, CREATE_COMPONENT, { c: componentInput() }), 401);
    });

    it('refuses icons that are not SVG or carry script, and saves nothing', async () => {
      const cases: Array<[string, string]> = [
        [
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          'icon must be an SVG without scripts',
        ],
        [
          '<svg onload="alert(1)" xmlns="http://www.w3.org/2000/svg"></svg>',
          'icon must be an SVG without scripts',
        ],
        ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'icon must be an SVG without scripts'],
        ['<svg><a href="java&#x09;script:alert(1)"><rect/></a></svg>', 'icon must be an SVG without scripts'],
        ['<svg><foreignObject><div/></foreignObject></svg>', 'icon must be an SVG without scripts'],
        ['<svg><rect ONMOUSEOVER = "x()"/></svg>', 'icon must be an SVG without scripts'],
        ['<svg><iframe src="data:text/html,<b>x</b>"/></svg>', 'icon must be an SVG without scripts'],
        ['<img src="x.png">', 'icon must be an SVG'],
        ['<svg><rect/>', 'icon must be an SVG'],
        ['   ', 'icon must be an SVG'],
        [`<svg>${'<rect/>'.repeat(20_000)}</svg>`, 'icon must be at most 100 KB'],
      ];
      const name = `Icon ${randomUUID().slice(0, 6)}`;
      for (const [icon, message] of cases) {
        expectError(
          await gql(t, CREATE_COMPONENT, { c: componentInput({ name, icon }) }, developer.token),
          400,
          message,
          icon.slice(0, 40),
        );
      }
      expect(await db().select().from(components).where(eq(components.name, name))).toHaveLength(0);
      // A plain icon with attributes that merely contain "on" passes.
      ok(
        await gql(
          t,
          CREATE_COMPONENT,
          {
            c: componentInput({ name, icon: '  <svg viewBox="0 0 1 1"><polygon points="0,0 1,1"/></svg>\n' }),
          },
          developer.token,
        ),
      );
    });

    it('validates the JSON tabs and the other fields', async () => {
      const cases: Array<[Record<string, unknown>, string | RegExp]> = [
        [{ dataTypes: { title: { type: 'Fancy' } } }, 'Unknown data type: Fancy'],
        [{ dataTypes: [{ type: 'TextInput' }] }, 'dataTypes must be a JSON object'],
        [{ dataTypes: 'TextInput' }, 'dataTypes must be a JSON object'],
        [{ dataTypes: { title: 'TextInput' } }, /dataTypes/],
        [{ dataGroups: { name: 'x' } }, 'dataGroups must be a JSON array'],
        [{ dataEvents: [] }, 'dataEvents must be a JSON object'],
        [{ dataEvents: { label: 'x', events: { mouse: ['ondrag'] } } }, 'Unknown mouse event: ondrag'],
        [{ name: 'ab' }, 'name must be between 3 and 50 characters'],
        [{ name: 'x'.repeat(51) }, 'name must be between 3 and 50 characters'],
        [{ description: '  ' }, 'description must be between 3 and 1024 characters'],
        [{ code: '   ' }, 'code is required'],
        [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'at most 10 tags'],
        [{ tags: ['x'.repeat(31)] }, 'tags must be between 1 and 30 characters'],
      ];
      for (const [overrides, message] of cases) {
        const answer = await gql(t, CREATE_COMPONENT, { c: componentInput(overrides) }, developer.token);
        expectError(answer, 400, message, JSON.stringify(overrides).slice(0, 60));
      }
    });

    it('refuses code that does not compile with the place of the error, and 300 KB of code with 413', async () => {
      const broken = 'export default function X() {\n  return <div>;\n}\n';
      expectError(
        await gql(t, CREATE_COMPONENT, { c: componentInput({ code: broken }) }, developer.token),
        400,
        /^code does not compile: .+ \(line \d+, column \d+\)$/,
      );
      const huge = `export default () => null;\n${'// padding padding padding padding\n'.repeat(9000)}`;
      expectError(
        await gql(t, CREATE_COMPONENT, { c: componentInput({ code: huge }) }, developer.token),
        413,
        'code must be at most 256 KB',
      );
    });
  });

  describe('templates', () => {
    it('creates with slots counted on the server and placeholder thumbnails; updates; deletes', async () => {
      const input = templateInput({ slots: 7 });
      const created = ok(await gql(t, CREATE_TEMPLATE, { t: input }, developer.token))
        .createTemplate as Record<string, unknown>;
      expect(created).toMatchObject({
        name: input.name,
        slots: 2,
        tags: ['template'],
        // The three placeholders, the two-column drawing first for a two-slot template.
        thumbnails: [
          '/thumbnails/template-2.svg',
          '/thumbnails/template-3.svg',
          '/thumbnails/template-1.svg',
        ],
        createdBy: { id: developer.id },
        org: { id: org.id },
      });
      expect(created.compiledCode).toContain('require("react/jsx-runtime")');
      const id = created.id as string;
      expect((ok(await gql(t, TEMPLATE, { id }, editor.token)).template as { slots: number }).slots).toBe(2);

      const updated = ok(
        await gql(
          t,
          UPDATE_TEMPLATE,
          {
            id,
            t: templateInput({
              name: input.name,
              code: 'const T = ({ slot1, slot2, slot3 }) => <div>{slot1}{slot2}{slot3}</div>;\nexport default T;',
              thumbnails: ['/thumbnails/custom.png'],
            }),
          },
          owner.token,
        ),
      ).updateTemplate as Record<string, unknown>;
      expect(updated).toMatchObject({
        slots: 3,
        thumbnails: ['/thumbnails/custom.png'],
        lastUpdatedBy: { id: owner.id },
      });

      expect(ok(await gql(t, DELETE_TEMPLATE, { id }, developer.token)).deleteTemplate).toBe(id);
      expectError(await gql(t, TEMPLATE, { id }, owner.token), 404, 'template not found');
      const actions = (
        await db()
          .select()
          .from(activities)
          .where(and(eq(activities.orgId, org.id), eq(activities.entityId, id)))
      )
        .map((r) => r.action)
        .sort();
      expect(actions).toEqual(['template.create', 'template.delete', 'template.update']);
    });

    it.each([
      ['export default function One({ slot1 }) { return <div>{slot1}</div>; }', 1],
      ['export default ({ slot1, slot2, slot3, heading }) => <div>{slot1}{slot2}{slot3}</div>;', 3],
      ['function Page({ slot2, slot1 }) { return <div>{slot1}{slot2}</div>; }\nexport default Page;', 2],
      ['export default function Plain({ title }) { return <div>{title}</div>; }', 0],
      ['export default function Props(props) { return <div>{props.slot1}</div>; }', 0],
    ])('counts the slots of %s', async (code, slots) => {
      const created = ok(await gql(t, CREATE_TEMPLATE, { t: templateInput({ code }) }, developer.token))
        .createTemplate as { slots: number };
      expect(created.slots).toBe(slots);
    });

    it.each([
      'export default function T({ slotA }) { return null; }',
      'export default function T({ slot0 }) { return null; }',
      'export default function T({ slot1, slot3 }) { return null; }',
      'export default ({ slot2 }) => null;',
      'function T({ slot1, slots }) { return null; }\nexport default T;',
    ])('refuses the slot names of %s and saves nothing', async (code) => {
      const name = `Bad slots ${randomUUID().slice(0, 6)}`;
      expectError(
        await gql(t, CREATE_TEMPLATE, { t: templateInput({ name, code }) }, developer.token),
        400,
        'Invalid slot property name - Check slot name pattern (e.g. slot1, slot2, slot3)',
      );
      expect(await db().select().from(templates).where(eq(templates.name, name))).toHaveLength(0);
    });

    it('refuses deleting a template a page uses (409) and allows it once the page is gone', async () => {
      const { id } = ok(await gql(t, CREATE_TEMPLATE, { t: templateInput() }, developer.token))
        .createTemplate as {
        id: string;
      };
      const appId = randomUUID();
      await db()
        .insert(apps)
        .values({
          id: appId,
          orgId: org.id,
          teamId: team.id,
          name: 'Site',
          alias: `s${appId.slice(0, 6)}`,
          description: 'A site',
        });
      const pageId = randomUUID();
      await db().insert(pages).values({
        id: pageId,
        appId,
        templateId: id,
        name: 'Home',
        url: '/',
        title: 'Home',
        description: 'Home',
        content: {},
      });
      expectError(
        await gql(t, DELETE_TEMPLATE, { id }, developer.token),
        409,
        'The template is being used by one or more pages',
      );
      expect(await db().select().from(templates).where(eq(templates.id, id))).toHaveLength(1);
      await db().delete(pages).where(eq(pages.id, pageId));
      expect(ok(await gql(t, DELETE_TEMPLATE, { id }, developer.token)).deleteTemplate).toBe(id);
    });

    it('keeps template names unique per organization and applies the roles', async () => {
      const name = `Layout ${randomUUID().slice(0, 6)}`;
      const { id } = ok(await gql(t, CREATE_TEMPLATE, { t: templateInput({ name }) }, owner.token))
        .createTemplate as {
        id: string;
      };
      expectError(
        await gql(t, CREATE_TEMPLATE, { t: templateInput({ name: name.toLowerCase() }) }, developer.token),
        409,
        'name already exists',
      );
      expectError(await gql(t, CREATE_TEMPLATE, { t: templateInput() }, editor.token), 403, 'required role');
      expectError(
        await gql(t, UPDATE_TEMPLATE, { id, t: templateInput() }, editor.token),
        403,
        'required role',
      );
      expectError(await gql(t, DELETE_TEMPLATE, { id }, editor.token), 403, 'required role');
      expectError(await gql(t, TEMPLATE, { id }, stranger.token), 404, 'template not found');
      const listed = ok(await gql(t, TEMPLATES, { first: 100 }, editor.token)).templates as {
        edges: Array<{ node: { id: string } }>;
      };
      expect(listed.edges.map((e) => e.node.id)).toContain(id);
      const strangers = ok(await gql(t, TEMPLATES, {}, stranger.token)).templates as { edges: unknown[] };
      expect(strangers.edges).toEqual([]);
    });
  });
});
