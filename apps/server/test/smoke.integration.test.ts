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
