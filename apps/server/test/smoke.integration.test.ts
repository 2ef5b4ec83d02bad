import { Agent, get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, signUpAndIn, type TestApp } from './helpers.ts';

describe('harness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, signs in and reads me', async () => {
    const user = await signUpAndIn(t, 'smoke');
    const answer = await gql(
      t,
      '{ me { id email orgs { id } teams { id } currentOrg { id } } }',
      {},
      user.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me).toEqual({
      id: user.id,
      email: user.email,
      orgs: [],
      teams: [],
      currentOrg: null,
    });
  });
});

describe('kept-alive sockets', () => {
  it('an idle kept-alive socket is still open after 7 s (Node closes at 5 s and a grace second), so a reusing client is never reset', async () => {
    const t = await createTestApp();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as { port: number };
      const healthz = () =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const request = get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
            );
          });
          request.on('error', reject);
        });
      expect(await healthz()).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await healthz()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await t.close();
    }
  }, 20_000);
});
