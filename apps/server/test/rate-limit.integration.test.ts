import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { createTestApp, send, type TestApp, uniqueEmail } from './helpers.ts';

const RATE_LIMITS: Config['rateLimits'] = {
  perAddress: { points: 3, durationSeconds: 60 },
  perEmail: { points: 2, durationSeconds: 60 },
};

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A random address: reruns within the window, and parallel runs, must not share counters in Redis. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Route = 'signin' | 'signup' | 'reset';

/** One request to an auth route with a body that is valid for it. */
function attempt(t: TestApp, route: Route, email: string, address: string) {
  switch (route) {
    case 'signin':
      return send(t, 'POST', '/signin', { address, body: { email, password: 'secret-pass' } });
    case 'signup':
      return send(t, 'POST', '/signup', {
        address,
        body: { username: 'Rate Limited', email, password: 'secret-pass', repeatPassword: 'secret-pass' },
      });
    case 'reset':
      return send(t, 'POST', '/password/reset', { address, body: { email } });
  }
}

const FIRST_ANSWER: Record<Route, number> = { signin: 401, signup: 201, reset: 200 };

/** The three servers of this file share one database; only their rate limits differ. */
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
});
afterAll(() => base.close());

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: RATE_LIMITS }, {}, { database: base.database });
  });
  afterAll(() => t.close());

  for (const route of ['signin', 'signup', 'reset'] as const) {
    it(`${route}: the 4th attempt from one address is 429, whatever the e-mails`, async () => {
      const address = t.address();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await attempt(t, route, uniqueEmail(route), address)).statusCode);
      expect(statuses).toEqual([FIRST_ANSWER[route], FIRST_ANSWER[route], FIRST_ANSWER[route], 429]);
      const blocked = await attempt(t, route, uniqueEmail(route), address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many requests' });
      // Another address is not affected.
      expect((await attempt(t, route, uniqueEmail(route), t.address())).statusCode).toBe(FIRST_ANSWER[route]);
    });

    it(`${route}: the 3rd attempt for one e-mail is 429, whatever the addresses`, async () => {
      const email = uniqueEmail(route);
      const first = await attempt(t, route, email, t.address());
      const second = await attempt(t, route, email.toUpperCase(), t.address());
      const third = await attempt(t, route, ` ${email} `, t.address());
      expect(first.statusCode).toBe(FIRST_ANSWER[route]);
      // Sign-up: the second one is the duplicate.
      expect(second.statusCode).toBe(route === 'signup' ? 409 : FIRST_ANSWER[route]);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: 'Too many requests' });
      // Another e-mail from a fresh address still gets through.
      expect((await attempt(t, route, uniqueEmail(route), t.address())).statusCode).toBe(FIRST_ANSWER[route]);
    });
  }

  it('a blocked sign-in does not sign in even with the right password', async () => {
    const email = uniqueEmail('blocked');
    const password = 'secret-pass';
    expect(
      (
        await send(t, 'POST', '/signup', {
          body: { username: 'Blocked', email, password, repeatPassword: password },
        })
      ).statusCode,
    ).toBe(201);
    expect((await send(t, 'POST', '/signin', { body: { email, password: 'wrong-one' } })).statusCode).toBe(
      401,
    );
    expect((await send(t, 'POST', '/signin', { body: { email, password: 'wrong-two' } })).statusCode).toBe(
      401,
    );
    const blocked = await send(t, 'POST', '/signin', { body: { email, password } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.cookies.find((c) => c.name === 'auth_token')).toBeUndefined();
  });
});

describe('rate limits (Redis)', () => {
  let t: TestApp;
  let other: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    [t, other] = await Promise.all([
      createTestApp({ redisUrl: REDIS_URL, rateLimits: RATE_LIMITS }, {}, { database: base.database }),
      createTestApp({ redisUrl: REDIS_URL, rateLimits: RATE_LIMITS }, {}, { database: base.database }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), other?.close()]);
    redis?.disconnect();
  });

  it('counts sign-ins per address in Redis: the 4th is 429', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await attempt(t, 'signin', uniqueEmail('redis'), address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await attempt(t, 'signin', uniqueEmail('redis'), address);
    expect(blocked.json()).toEqual({ message: 'Too many requests' });

    const keys = await redis.keys(`rl:signin:ip*${address}`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain(address);
    expect(Number(await redis.get(keys[0] ?? ''))).toBeGreaterThanOrEqual(4);
    const ttl = await redis.pttl(keys[0] ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('shares the counters between two servers on the same Redis', async () => {
    const address = randomAddress();
    expect((await attempt(t, 'signin', uniqueEmail('shared'), address)).statusCode).toBe(401);
    expect((await attempt(other, 'signin', uniqueEmail('shared'), address)).statusCode).toBe(401);
    expect((await attempt(t, 'signin', uniqueEmail('shared'), address)).statusCode).toBe(401);
    expect((await attempt(other, 'signin', uniqueEmail('shared'), address)).statusCode).toBe(429);

    const email = uniqueEmail('shared');
    expect((await attempt(t, 'reset', email, randomAddress())).statusCode).toBe(200);
    expect((await attempt(other, 'reset', email, randomAddress())).statusCode).toBe(200);
    expect((await attempt(t, 'reset', email, randomAddress())).statusCode).toBe(429);
    expect(await redis.keys(`rl:reset:email*${email}`)).toHaveLength(1);
  });
});
