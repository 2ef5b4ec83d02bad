import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs, passwordResets, sessions, users } from '../src/db/schema.ts';
import { expect4xx, LONG } from './bad-input-helpers.ts';
import {
  createTestApp,
  type GraphQLAnswer,
  gql,
  me,
  outboxFiles,
  type Profile,
  requestReset,
  type SignedInUser,
  send,
  signUpAndIn,
  type TestApp,
} from './helpers.ts';

/** Values of the wrong type (or of an absurd size) for any one field. */
const WRONG_VALUES: ReadonlyArray<[string, unknown]> = [
  ['a number', 42],
  ['a negative float', -1.5],
  ['a boolean', true],
  ['null', null],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an empty object', {}],
  ['a nested object', { nested: { deep: 'value' } }],
  ['a 10 000-character string', LONG],
];

interface BadCase {
  name: string;
  /** The field the case breaks, when it breaks one field only. */
  field?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * Every way to break a JSON body whose valid form `make` returns (called once per case, so each case can carry
 * its own e-mail and stay clear of the per-e-mail rate limit).
 */
function badBodies(make: () => Record<string, unknown>): BadCase[] {
  const cases: BadCase[] = [];
  const valid = make();
  for (const field of Object.keys(valid)) {
    const { [field]: _, ...rest } = make();
    cases.push({ name: `${field} missing`, field, body: rest });
    for (const [label, value] of WRONG_VALUES) {
      cases.push({ name: `${field} as ${label}`, field, body: { ...make(), [field]: value } });
    }
  }
  cases.push(
    { name: 'an empty object', body: {} },
    { name: 'a JSON array', body: [valid] },
    { name: 'an empty JSON array', raw: '[]' },
    { name: 'a JSON string', raw: '"just a string"' },
    { name: 'a JSON number', raw: '42' },
    { name: 'JSON null', raw: 'null' },
    { name: 'JSON true', raw: 'true' },
    { name: 'truncated JSON', raw: JSON.stringify(valid).slice(0, -3) },
    { name: 'JSON with single quotes', raw: "{'email': 'x'}" },
    { name: 'JSON followed by garbage', raw: `${JSON.stringify(valid)} trailing` },
    { name: 'not JSON at all', raw: 'hello there' },
    { name: 'an empty JSON body', raw: '' },
    { name: 'no body and no content type', headers: {} },
    { name: 'a text/plain body', raw: JSON.stringify(valid), headers: { 'content-type': 'text/plain' } },
    {
      name: 'a form-encoded body',
      raw: new URLSearchParams(valid as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      name: 'all fields 10 000 characters',
      body: Object.fromEntries(Object.keys(valid).map((k) => [k, LONG])),
    },
  );
  return cases;
}

function sendCase(t: TestApp, method: 'POST' | 'PUT', url: string, c: BadCase, token?: string) {
  return send(t, method, url, {
    ...(c.body !== undefined ? { body: c.body } : {}),
    ...(c.raw !== undefined ? { raw: c.raw } : {}),
    ...(c.headers ? { headers: c.headers } : {}),
    ...(token ? { token } : {}),
  });
}

/** A clear 4xx: the status, and a JSON body whose message says something. */
function expectRest4xx(response: LightMyRequestResponse, label: string): string {
  expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message, label).toBe('string');
  expect((body.message as string).trim().length, label).toBeGreaterThan(0);
  return body.message as string;
}

describe('bad input never reaches the database and never answers 5xx', () => {
  let t: TestApp;
  let victim: SignedInUser;
  let profile: Profile;
  let passwordHash: string;
  /** Every e-mail in the bad bodies carries this, so a user it created would show up. */
  const tag = `bad${randomUUID().slice(0, 8)}`;
  const taggedEmail = () => `${tag}-${randomUUID().slice(0, 6)}@example.com`;

  async function taggedUsers(): Promise<number> {
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(like(users.email, `%${tag}%`));
    return Number(rows[0]?.n);
  }

  async function victimSessions(): Promise<number> {
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, victim.id));
    return Number(rows[0]?.n);
  }

  async function expectNothingChanged() {
    expect(await taggedUsers()).toBe(0);
    expect(await me(t, victim.token)).toEqual(profile);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row?.passwordHash).toBe(passwordHash);
    expect(row?.currentOrgId).toBeNull();
  }

  beforeAll(async () => {
    t = await createTestApp();
    victim = await signUpAndIn(t, 'victim');
    profile = (await me(t, victim.token)) as Profile;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    passwordHash = row?.passwordHash ?? '';
    expect(passwordHash).toMatch(/^\$argon2id\$/);
  });
  afterAll(() => t.close());

  describe('REST', () => {
    it('POST /signup', async () => {
      const valid = () => ({
        username: 'Bad Input',
        email: taggedEmail(),
        password: 'secret-pass',
        repeatPassword: 'secret-pass',
      });
      for (const c of badBodies(valid)) {
        const message = expectRest4xx(await sendCase(t, 'POST', '/signup', c), `signup with ${c.name}`);
        if (c.field) expect(message, c.name).toContain(c.field);
      }
      // Another user's e-mail, in disguise: a conflict, not a second account.
      const duplicate = await send(t, 'POST', '/signup', {
        body: { ...valid(), email: ` ${victim.email.toUpperCase()}` },
      });
      expect(duplicate.statusCode).toBe(409);
      // PostgreSQL keeps no NUL character: a 400 that says so, never a 500.
      const nul = await send(t, 'POST', '/signup', { body: { ...valid(), username: 'Bad\u0000Input' } });
      expect(nul.statusCode, nul.body).toBeLessThan(500);
      expectRest4xx(nul, 'signup with a NUL character');
      await expectNothingChanged();
    });

    it('POST /signup ignores fields it does not know (no mass assignment)', async () => {
      const email = taggedEmail();
      const response = await send(t, 'POST', '/signup', {
        body: {
          username: 'Sneaky',
          email,
          password: 'secret-pass',
          repeatPassword: 'secret-pass',
          id: victim.id,
          passwordHash: 'plain',
          currentOrgId: randomUUID(),
          createdAt: '2000-01-01T00:00:00.000Z',
        },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.id).not.toBe(victim.id);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row?.currentOrgId).toBeNull();
      expect(row?.createdAt.getFullYear()).toBeGreaterThan(2000);
      await t.database.db.delete(users).where(eq(users.email, email));
      await expectNothingChanged();
    });

    it('POST /signin', async () => {
      for (const c of badBodies(() => ({ email: taggedEmail(), password: 'secret-pass' }))) {
        const response = await sendCase(t, 'POST', '/signin', c);
        const message = expectRest4xx(response, `signin with ${c.name}`);
        expect(response.statusCode, c.name).not.toBe(200);
        expect(response.cookies.find((k) => k.name === 'auth_token')?.value ?? '', c.name).toBe('');
        if (c.field && response.statusCode === 400) expect(message, c.name).toContain(c.field);
      }
      const before = await victimSessions();
      for (const password of [LONG, 42, null, ['secret-pass'], { $ne: '' }]) {
        const response = await send(t, 'POST', '/signin', { body: { email: victim.email, password } });
        expectRest4xx(response, `signin as the victim with ${JSON.stringify(password).slice(0, 20)}`);
      }
      expect(await victimSessions()).toBe(before);
      await expectNothingChanged();
    });

    it('POST /password/reset', async () => {
      const before = outboxFiles(t).length;
      for (const c of badBodies(() => ({ email: victim.email }))) {
        const response = await sendCase(t, 'POST', '/password/reset', c);
        const message = expectRest4xx(response, `reset with ${c.name}`);
        if (c.field && response.statusCode === 400) expect(message, c.name).toContain(c.field);
      }
      expect(outboxFiles(t).length).toBe(before);
      const resets = await t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, victim.id));
      expect(resets).toHaveLength(0);
      await expectNothingChanged();
    });

    it('PUT /password/update', async () => {
      const { token } = await requestReset(t, victim.email);
      expect(token?.length).toBeGreaterThanOrEqual(100);
      for (const c of badBodies(() => ({ token, password: 'new-secret-pass' }))) {
        const response = await sendCase(t, 'PUT', '/password/update', c);
        const message = expectRest4xx(response, `password update with ${c.name}`);
        if (c.field === 'password') {
          expect(response.statusCode, c.name).toBe(400);
          expect(message, c.name).toContain('password');
        }
      }
      // One character changed at the end: a different one from the token's own (a token ending in 'A' once made
      // this case the real token, and the run updated the victim's password).
      const changed = `${token?.slice(0, -1)}${token?.endsWith('A') ? 'B' : 'A'}`;
      for (const unknown of ['y'.repeat(128), changed, `${token}x`]) {
        const response = await send(t, 'PUT', '/password/update', {
          body: { token: unknown, password: 'new-secret-pass' },
        });
        expect(response.statusCode).toBe(401);
      }
      // The real token survived all of it.
      const resets = await t.database.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, victim.id));
      expect(resets).toHaveLength(1);
      expect(resets[0]?.usedAt).toBeNull();
      await expectNothingChanged();
    });

    it('POST /signout with a made-up, empty or huge cookie signs nobody else out', async () => {
      const before = await victimSessions();
      for (const token of ['made-up', LONG, victim.token.slice(0, -1), `${victim.token} `, '%00%ff']) {
        const response = await send(t, 'POST', '/signout', { token });
        expect(response.statusCode, token.slice(0, 20)).toBeLessThan(500);
      }
      const withBody = await send(t, 'POST', '/signout', { headers: { cookie: 'auth_token=; other=1' } });
      expect(withBody.statusCode).toBeLessThan(500);
      expect(await victimSessions()).toBe(before);
      await expectNothingChanged();
    });

    it('unknown paths and methods answer 404 with a message', async () => {
      for (const [method, url] of [
        ['GET', '/signup'],
        ['DELETE', '/signin'],
        ['POST', '/signup/extra'],
        ['PUT', '/password/reset'],
        ['GET', '/password/update'],
        ['POST', '/users/current-org/x'],
        ['GET', '/users/nope'],
      ] as const) {
        const response = await send(t, method, url, { body: {}, headers: { accept: 'application/json' } });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expectRest4xx(response, `${method} ${url}`);
      }
    });
  });

  describe('PUT /users/current-org/:orgId', () => {
    let foreignOrgId: string;
    let ownOrgId: string;
    let owner: SignedInUser;

    beforeAll(async () => {
      owner = await signUpAndIn(t, 'orgowner');
      foreignOrgId = randomUUID();
      ownOrgId = randomUUID();
      await t.database.db.insert(orgs).values([
        {
          id: foreignOrgId,
          name: 'Foreign',
          description: 'Not yours',
          alias: `f${randomUUID().slice(0, 8)}`,
          ownerId: victim.id,
        },
        {
          id: ownOrgId,
          name: 'Own',
          description: 'Yours',
          alias: `o${randomUUID().slice(0, 8)}`,
          ownerId: owner.id,
        },
      ]);
    });

    async function ownerCurrentOrg() {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
      return row?.currentOrgId ?? null;
    }

    it('answers 401 when signed out, even for a real organization', async () => {
      for (const token of [undefined, 'made-up-token']) {
        const response = await send(t, 'PUT', `/users/current-org/${ownOrgId}`, token ? { token } : {});
        expect(response.statusCode).toBe(401);
        expectRest4xx(response, 'signed out');
      }
      expect(await ownerCurrentOrg()).toBeNull();
    });

    it('answers 403 for an unknown, malformed or foreign organization, and keeps the current one', async () => {
      for (const id of [
        randomUUID(),
        foreignOrgId,
        'not-a-uuid',
        '0',
        `${foreignOrgId}x`,
        "1'%20or%20'1'='1",
      ]) {
        const response = await send(t, 'PUT', `/users/current-org/${id}`, { token: owner.token });
        expect(response.statusCode, id).toBe(403);
        expectRest4xx(response, id);
      }
      // Past Fastify's 100-character parameter limit: 414, still a 4xx with a message.
      expectRest4xx(
        await send(t, 'PUT', `/users/current-org/${LONG}`, { token: owner.token }),
        'a 10 000-character id',
      );
      expect(await ownerCurrentOrg()).toBeNull();
    });

    it('answers 4xx for an empty id or a malformed body', async () => {
      expectRest4xx(await send(t, 'PUT', '/users/current-org/', { token: owner.token }), 'empty id');
      expectRest4xx(
        await send(t, 'PUT', `/users/current-org/${ownOrgId}`, { token: owner.token, raw: '{"broken":' }),
        'malformed body',
      );
      expect(await ownerCurrentOrg()).toBeNull();
    });

    it('switches to an organization of the user (the route works) and a foreign one still cannot follow', async () => {
      const ok = await send(t, 'PUT', `/users/current-org/${ownOrgId}`, { token: owner.token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().currentOrg).toMatchObject({ id: ownOrgId, name: 'Own' });
      expect(await ownerCurrentOrg()).toBe(ownOrgId);
      const foreign = await send(t, 'PUT', `/users/current-org/${foreignOrgId}`, { token: owner.token });
      expect(foreign.statusCode).toBe(403);
      expect(await ownerCurrentOrg()).toBe(ownOrgId);
      await expectNothingChanged();
    });
  });

  describe('GraphQL', () => {
    const UPDATE_USER = `mutation ($id: ID!, $user: UpdateUserInput!) {
      updateUser(id: $id, user: $user) { id username email }
    }`;
    const UPDATE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) {
      updateUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)
    }`;

    it('me: unknown fields, arguments, syntax errors and operation names', async () => {
      const queries = [
        '{ me { id passwordHash } }',
        '{ me { nope } }',
        '{ me(id: "x") { id } }',
        '{ me }',
        '{ me { id }',
        'query { }',
        '',
        `{ me { ${LONG} } }`,
        '{ users { id } }',
        'mutation { me { id } }',
        'subscription { me { id } }',
      ];
      for (const query of queries) {
        expect4xx(await gql(t, query, {}, victim.token), `query ${query.slice(0, 30)}`);
      }
      const wrongVariables = await gql(
        t,
        'query ($n: Int!) { me { id } }',
        { n: 'not-a-number' },
        victim.token,
      );
      expect4xx(wrongVariables, 'a variable of the wrong type');
      const missingVariable = await gql(t, 'query ($n: Int!) { me { id } }', {}, victim.token);
      expect4xx(missingVariable, 'a missing variable');
      await expectNothingChanged();
    });

    it('updateUser: missing, mistyped and over-long arguments', async () => {
      const validUser = { username: 'Changed Name', email: taggedEmail() };
      const cases: Array<[string, Record<string, unknown>, string | undefined]> = [
        ['no variables', {}, 'id'],
        ['id missing', { user: validUser }, 'id'],
        ['user missing', { id: victim.id }, 'user'],
      ];
      for (const [label, value] of WRONG_VALUES) {
        if (label !== 'a 10 000-character string' && label !== 'a number')
          cases.push([`id as ${label}`, { id: value, user: validUser }, 'id']);
        cases.push([`user as ${label}`, { id: victim.id, user: value }, 'user']);
        for (const field of ['username', 'email'] as const) {
          const { [field]: _, ...rest } = validUser;
          cases.push([`${field} missing`, { id: victim.id, user: rest }, field]);
          cases.push([
            `${field} as ${label}`,
            { id: victim.id, user: { ...validUser, [field]: value } },
            field,
          ]);
        }
      }
      cases.push(
        [
          'an unknown input field',
          { id: victim.id, user: { ...validUser, passwordHash: 'x' } },
          'passwordHash',
        ],
        ['an id that is a number', { id: 42, user: validUser }, undefined],
        ['a 10 000-character id', { id: LONG, user: validUser }, undefined],
        ['an unknown UUID', { id: randomUUID(), user: validUser }, undefined],
      );
      for (const [label, variables, field] of cases) {
        const message = expect4xx(await gql(t, UPDATE_USER, variables, victim.token), `updateUser ${label}`);
        if (field) expect(message, label).toContain(field);
      }
      const literal = await gql(
        t,
        `mutation { updateUser(id: 5, user: { username: 1, email: [] }) { id } }`,
        {},
        victim.token,
      );
      expect4xx(literal, 'literal arguments of the wrong type');
      const undeclared = await gql(
        t,
        `mutation { updateUser(id: $id, user: $user) { id } }`,
        { id: victim.id },
        victim.token,
      );
      expect4xx(undeclared, 'undeclared variables');
      await expectNothingChanged();
    });

    it('updateUserPassword: missing, mistyped and over-long arguments', async () => {
      const valid = { currentPassword: victim.password, newPassword: 'new-secret-pass' };
      const cases: Array<[string, Record<string, unknown>, string]> = [];
      for (const field of ['currentPassword', 'newPassword'] as const) {
        const { [field]: _, ...rest } = valid;
        cases.push([`${field} missing`, rest, field]);
        for (const [label, value] of WRONG_VALUES) {
          cases.push([`${field} as ${label}`, { ...valid, [field]: value }, field]);
        }
        cases.push([`${field} empty`, { ...valid, [field]: '' }, field]);
        cases.push([`${field} blank`, { ...valid, [field]: '     ' }, field]);
      }
      for (const [label, variables, field] of cases) {
        const answer = await gql(t, UPDATE_PASSWORD, variables, victim.token);
        const message = expect4xx(answer, `updateUserPassword ${label}`);
        if (answer.errors?.[0]?.extensions?.status_code === 400) expect(message, label).toContain(field);
      }
      await expectNothingChanged();
    });

    it('answers 401 to every operation when signed out', async () => {
      for (const [query, variables, operation] of [
        ['{ me { id } }', {}, 'me'],
        [UPDATE_USER, { id: victim.id, user: { username: 'Anon', email: taggedEmail() } }, 'updateUser'],
        [
          UPDATE_PASSWORD,
          { currentPassword: victim.password, newPassword: 'new-secret-pass' },
          'updateUserPassword',
        ],
      ] as const) {
        const answer = await gql(t, query, variables, 'not-a-session');
        expect4xx(answer, `${operation} signed out`);
        expect(answer.errors?.[0]?.extensions?.status_code).toBe(401);
      }
      await expectNothingChanged();
    });

    it('malformed requests to /graphql', async () => {
      const raws: Array<[string, string, Record<string, string>?]> = [
        ['malformed JSON', '{"query": "{ me { id } }"'],
        ['not JSON', 'me { id }'],
        ['a JSON array', '[]'],
        ['a batch', JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }])],
        ['a JSON string', '"{ me { id } }"'],
        ['JSON null', 'null'],
        ['an empty body', ''],
        ['no query', '{}'],
        ['a numeric query', '{"query": 42}'],
        ['an array query', '{"query": ["{ me { id } }"]}'],
        ['variables as a string', JSON.stringify({ query: '{ me { id } }', variables: 'x' })],
        ['variables as an array', JSON.stringify({ query: '{ me { id } }', variables: [1] })],
        ['a numeric operation name', JSON.stringify({ query: '{ me { id } }', operationName: 5 })],
        ['an unknown operation name', JSON.stringify({ query: 'query A { me { id } }', operationName: 'B' })],
        ['a text/plain body', JSON.stringify({ query: '{ me { id } }' }), { 'content-type': 'text/plain' }],
      ];
      for (const [label, raw, headers] of raws) {
        const response = await send(t, 'POST', '/graphql', {
          raw,
          token: victim.token,
          headers: { accept: 'application/json', ...headers },
        });
        expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
        const body = response.json() as { message?: string; errors?: GraphQLAnswer['errors'] };
        if (body.errors) {
          expect4xx({ status: response.statusCode, data: undefined, errors: body.errors }, label);
        } else {
          expectRest4xx(response, label);
        }
      }
      const mutationOverGet = await t.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(`mutation { updateUserPassword(currentPassword: "${victim.password}", newPassword: "over-get-pass") }`)}`,
        headers: { accept: 'application/json' },
        cookies: { auth_token: victim.token },
      });
      expect(mutationOverGet.statusCode).toBeGreaterThanOrEqual(400);
      expect(mutationOverGet.statusCode).toBeLessThan(500);
      await expectNothingChanged();
    });
  });
});
