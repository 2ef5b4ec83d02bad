// What one request may ask of the server beyond GraphQL Armor's limits (issue 20's review): paged rows counted with
// variables and defaults, bodies of signed-out requests, and state-changing requests sent by other sites.
import { SERVER_MESSAGES } from '@tessera/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, me, type SignedInUser, send, signUpAndIn, type TestApp } from './helpers.ts';

describe('request limits', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpAndIn(t, 'limits');
  });
  afterAll(() => t.close());

  describe('rows across paged lists', () => {
    const aliased = (count: number) =>
      `query ($n: Int) { ${Array.from({ length: count }, (_, i) => `c${i}: components(first: $n) { edges { cursor } }`).join(' ')} }`;

    it('counts sizes given by variables: 20 aliases of 100 rows are refused before they run', async () => {
      const answer = await gql(t, aliased(20), { n: 100 }, user.token);
      expect(answer.errors?.[0]?.message).toBe(SERVER_MESSAGES.tooManyRows);
      expect(answer.errors?.[0]?.extensions?.status_code).toBe(400);
      expect(answer.data ?? null).toBeNull();
    });

    it('counts the default an operation declares for its variable, and `last` as well as `first`', async () => {
      const declared = `query ($n: Int = 100) { ${Array.from({ length: 6 }, (_, i) => `c${i}: components(first: $n) { edges { cursor } }`).join(' ')} }`;
      expect((await gql(t, declared, {}, user.token)).errors?.[0]?.message).toBe(SERVER_MESSAGES.tooManyRows);
      const app = '00000000-0000-4000-8000-000000000000';
      const last = `query ($a: ID!, $n: Int) { ${Array.from({ length: 6 }, (_, i) => `m${i}: medias(appId: $a, last: $n) { edges { cursor } }`).join(' ')} }`;
      expect((await gql(t, last, { a: app, n: 100 }, user.token)).errors?.[0]?.message).toBe(
        SERVER_MESSAGES.tooManyRows,
      );
    });

    it('counts the default size when none is given', async () => {
      const query = `{ ${Array.from({ length: 6 }, (_, i) => `t${i}: templates { edges { cursor } }`).join(' ')} }`;
      const answer = await gql(t, query, {}, user.token);
      expect(answer.errors?.[0]?.message).toBe(SERVER_MESSAGES.tooManyRows);
    });

    it('lets the console through: one list of 100, and a few small ones', async () => {
      const one = await gql(t, aliased(1), { n: 100 }, user.token);
      expect(one.errors?.[0]?.message).not.toBe(SERVER_MESSAGES.tooManyRows);
      const few = await gql(t, aliased(4), { n: 20 }, user.token);
      expect(few.errors?.[0]?.message).not.toBe(SERVER_MESSAGES.tooManyRows);
    });
  });

  describe('request bodies', () => {
    const big = (bytes: number) =>
      JSON.stringify({ query: 'query ($x: JSON) { me { id } }', variables: { x: 'y'.repeat(bytes) } });

    it('a signed-out request may send 1 MB, not the 8 MB a page save needs', async () => {
      const response = await send(t, 'POST', '/graphql', { raw: big(2 * 1024 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(SERVER_MESSAGES.bodyTooLarge);
      const small = await send(t, 'POST', '/graphql', { raw: big(1000) });
      expect(small.statusCode).toBeLessThan(413);
    });

    it('a signed-in request may send more', async () => {
      const response = await send(t, 'POST', '/graphql', { raw: big(2 * 1024 * 1024), token: user.token });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('requests sent by other sites', () => {
    it('a hidden form of another site cannot sign anyone out, nor call the API', async () => {
      const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
      const signout = await send(t, 'POST', '/signout', {
        token: user.token,
        raw: 'x',
        headers: { ...crossSite, 'content-type': 'text/plain' },
      });
      expect(signout.statusCode).toBe(403);
      expect(signout.json().message).toBe(SERVER_MESSAGES.crossSite);
      expect(signout.headers['set-cookie']).toBeUndefined();
      const api = await send(t, 'POST', '/graphql', {
        token: user.token,
        body: { query: '{ me { id } }' },
        headers: crossSite,
      });
      expect(api.statusCode).toBe(403);
      expect(await me(t, user.token)).toMatchObject({ id: user.id });
      // The console's own requests (same origin) still work.
      const own = await send(t, 'POST', '/signout', {
        token: user.token,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(own.statusCode).toBe(200);
    });
  });
});
