import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type SignedInUser, signUpAndIn, type TestApp } from './helpers.ts';
import { liveHostOf } from './live-helpers.ts';

/**
 * CORS: the console is same-origin, so by default no answer carries Access-Control-Allow-Origin (nor -Credentials):
 * a page of another site, a sandboxed frame (Origin: null) or a live site ({org}--{app} host) can never read an
 * answer made with the user's cookie. CORS_ORIGINS names exact origins that may call /graphql with credentials;
 * every other origin still gets nothing.
 */

const ALLOWED = 'https://studio.example.com';

/** Origins that must never be allowed, whatever CORS_ORIGINS holds (besides ALLOWED itself). */
const HOSTILE_ORIGINS = [
  'https://evil.example',
  'null',
  `http://${liveHostOf('org', 'app')}`,
  `http://${liveHostOf('victimorg', 'victimapp')}`,
  // Near misses of the allowed one: a suffix, a subdomain, another scheme, another port, a trailing slash.
  `${ALLOWED}.evil.example`,
  'https://evil.studio.example.com',
  'http://studio.example.com',
  'https://studio.example.com:8443',
  `${ALLOWED}/`,
  'https://STUDIO.example.com',
];

type Method = 'GET' | 'POST' | 'PUT' | 'OPTIONS';

/** The API's routes, each as a browser would call it cross-origin. */
function routes(ids: {
  orgId: string;
  appId: string;
}): Array<{ method: Method; url: string; body?: unknown }> {
  return [
    { method: 'POST', url: '/graphql', body: { query: '{ me { id email } }' } },
    { method: 'GET', url: `/graphql?query=${encodeURIComponent('{ me { id } }')}` },
    { method: 'POST', url: '/signin', body: { email: 'someone@example.com', password: 'wrong-password' } },
    {
      method: 'POST',
      url: '/signup',
      body: { username: 'x', email: 'x', password: 'x', repeatPassword: 'x' },
    },
    { method: 'POST', url: '/signout' },
    { method: 'POST', url: '/password/reset', body: { email: 'someone@example.com' } },
    { method: 'PUT', url: '/password/update', body: { token: 'x', password: 'x' } },
    { method: 'POST', url: '/email-confirmation', body: { token: 'x' } },
    { method: 'PUT', url: `/users/current-org/${ids.orgId}` },
    { method: 'POST', url: '/transpile', body: { es6Code: 'export default () => null;' } },
    { method: 'POST', url: `/upload/${ids.appId}`, body: {} },
    { method: 'GET', url: `/apps/${ids.appId}/translations/pt-BR.xlf` },
    { method: 'POST', url: `/apps/${ids.appId}/translations/import?apply=1`, body: {} },
    { method: 'GET', url: '/healthz' },
  ];
}

function request(
  t: TestApp,
  route: { method: Method; url: string; body?: unknown },
  origin: string,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: route.url,
    remoteAddress: t.address(),
    headers: {
      origin,
      ...(route.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    // Never the session to /signout: it would end it for the tests after.
    cookies: token && route.url !== '/signout' ? { auth_token: token } : {},
    ...(route.body === undefined ? {} : { payload: JSON.stringify(route.body) }),
  });
}

/** The preflight a browser sends before a cross-origin JSON POST (or PUT) with credentials. */
function preflight(t: TestApp, url: string, origin: string, method = 'POST') {
  return t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type',
    },
  });
}

function corsHeaders(response: LightMyRequestResponse) {
  return {
    allowOrigin: response.headers['access-control-allow-origin'],
    allowCredentials: response.headers['access-control-allow-credentials'],
  };
}

describe('CORS', () => {
  let t: TestApp;
  let allowing: TestApp;
  let user: SignedInUser;
  const ids = { orgId: randomUUID(), appId: randomUUID() };

  beforeAll(async () => {
    t = await createTestApp();
    allowing = await createTestApp({}, { CORS_ORIGINS: ALLOWED }, { database: t.database });
    user = await signUpAndIn(t, 'cors');
  });
  afterAll(async () => {
    await allowing?.close();
    await t?.close();
  });

  describe('by default (no CORS_ORIGINS)', () => {
    const origins = [...HOSTILE_ORIGINS, ALLOWED];

    it.each(origins)('Origin %s: no route answers with an Access-Control-Allow-* header', async (origin) => {
      for (const route of routes(ids)) {
        for (const token of [user.token, undefined]) {
          const response = await request(t, route, origin, token);
          const label = `${route.method} ${route.url} from ${origin} ${token ? 'signed in' : 'signed out'}: ${response.statusCode}`;
          expect(response.statusCode, label).toBeLessThan(500);
          expect(corsHeaders(response), label).toEqual({
            allowOrigin: undefined,
            allowCredentials: undefined,
          });
        }
      }
    });

    it.each(origins)('Origin %s: no preflight is granted', async (origin) => {
      for (const route of routes(ids)) {
        if (route.method === 'GET') continue;
        const response = await preflight(t, route.url.split('?')[0]!, origin, route.method);
        const label = `OPTIONS ${route.url} from ${origin}: ${response.statusCode}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(corsHeaders(response), label).toEqual({ allowOrigin: undefined, allowCredentials: undefined });
        expect(response.headers['access-control-allow-methods'], label).toBeUndefined();
      }
    });

    it("a live site's page calling the API with the visitor's cookie is refused (decision 0021)", async () => {
      for (const route of routes(ids).filter((r) => r.url !== '/healthz')) {
        const response = await request(t, route, `http://${liveHostOf('org', 'app')}`, user.token);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    });
  });

  describe(`with CORS_ORIGINS=${ALLOWED}`, () => {
    it('the allowed origin may call /graphql with credentials, the answer varying by Origin', async () => {
      const response = await request(allowing, routes(ids)[0]!, ALLOWED, user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.me.email).toBe(user.email);
      expect(corsHeaders(response)).toEqual({ allowOrigin: ALLOWED, allowCredentials: 'true' });
      expect(String(response.headers.vary ?? '')).toMatch(/origin/i);
    });

    it('the allowed origin gets its preflight for /graphql', async () => {
      const response = await preflight(allowing, '/graphql', ALLOWED);
      expect(response.statusCode).toBeLessThan(300);
      expect(corsHeaders(response)).toEqual({ allowOrigin: ALLOWED, allowCredentials: 'true' });
      expect(String(response.headers['access-control-allow-methods'])).toMatch(/POST/);
      expect(String(response.headers['access-control-allow-headers'] ?? 'content-type')).toMatch(
        /content-type/i,
      );
    });

    it.each(HOSTILE_ORIGINS)(
      'Origin %s still gets no Access-Control-Allow-* header anywhere',
      async (origin) => {
        for (const route of routes(ids)) {
          const response = await request(allowing, route, origin, user.token);
          const label = `${route.method} ${route.url} from ${origin}: ${response.statusCode}`;
          expect(response.statusCode, label).toBeLessThan(500);
          expect(corsHeaders(response), label).toEqual({
            allowOrigin: undefined,
            allowCredentials: undefined,
          });
          if (route.method === 'GET') continue;
          const pre = await preflight(allowing, route.url, origin, route.method);
          expect(corsHeaders(pre), `OPTIONS ${label}`).toEqual({
            allowOrigin: undefined,
            allowCredentials: undefined,
          });
        }
      },
    );

    it('a request without an Origin (same-origin console, curl) gets no CORS header either', async () => {
      const response = await allowing.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        cookies: { auth_token: user.token },
        payload: JSON.stringify({ query: '{ me { id } }' }),
      });
      expect(response.statusCode).toBe(200);
      expect(corsHeaders(response)).toEqual({ allowOrigin: undefined, allowCredentials: undefined });
    });
  });

  it('CORS_ORIGINS takes exact origins only: a wildcard, null or a URL with a path is refused at start', () => {
    for (const value of ['*', 'null', 'https://studio.example.com/app', 'studio.example.com']) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow();
    }
    expect(loadConfig({ CORS_ORIGINS: `${ALLOWED}, https://other.example.com/` }).corsOrigins).toEqual([
      ALLOWED,
      'https://other.example.com',
    ]);
  });
});
