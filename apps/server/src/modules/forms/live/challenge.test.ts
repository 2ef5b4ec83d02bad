import { randomBytes } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPowChallenge, POW_RULES } from './challenge.ts';

const appId = '5d1f2c1e-1111-4222-8333-944445555666';
const formKey = '0b0e5a4c-2222-4333-8444-955556666777/form1';
const secret = randomBytes(32);

/** Solves an issued challenge as the forms script does and returns what it posts in `_tessera_pow`. */
async function solved(issued: unknown, derive = deriveKey): Promise<string> {
  const challenge = issued as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: derive });
  if (!solution) throw new Error('not solved');
  return JSON.stringify({ challenge, solution });
}

describe('the proof-of-work challenge of a live form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('issues a challenge bound to the app and form that, solved, is accepted once', async () => {
    const pow = createPowChallenge(async () => secret);
    const issued = (await pow.issue(appId, formKey)) as Challenge;
    expect(issued.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: POW_RULES.cost,
      data: { app: appId, form: formKey },
    });
    expect(issued.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + POW_RULES.ttlSeconds - 5);
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
    const token = await solved(issued);
    expect(await pow.verify(token, appId, formKey)).toBe('ok');
    expect(await pow.verify(token, appId, formKey)).toBe('used');
  });

  it("refuses a solution of another form's or another app's challenge, and one signed with another secret", async () => {
    const pow = createPowChallenge(async () => secret);
    const token = await solved(await pow.issue(appId, formKey));
    expect(await pow.verify(token, appId, formKey.replace('form1', 'form2'))).toBe('invalid');
    expect(await pow.verify(token, '5d1f2c1e-1111-4222-8333-000000000000', formKey)).toBe('invalid');
    const other = createPowChallenge(async () => randomBytes(32));
    expect(await other.verify(token, appId, formKey)).toBe('invalid');
    // Refused ones were not spent: the right form still takes it.
    expect(await pow.verify(token, appId, formKey)).toBe('ok');
  });

  it('refuses a challenge whose data was changed to name another form', async () => {
    const pow = createPowChallenge(async () => secret);
    const payload = JSON.parse(await solved(await pow.issue(appId, formKey)));
    payload.challenge.parameters.data.form = 'another/form';
    expect(await pow.verify(JSON.stringify(payload), appId, 'another/form')).toBe('invalid');
  });

  it('refuses an expired challenge', async () => {
    const pow = createPowChallenge(async () => secret);
    const token = await solved(await pow.issue(appId, formKey));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (POW_RULES.ttlSeconds + 2) * 1000);
    expect(await pow.verify(token, appId, formKey)).toBe('expired');
  });

  it('calls an absent answer missing and a malformed one invalid, never throwing', async () => {
    const pow = createPowChallenge(async () => secret);
    expect(await pow.verify(undefined, appId, formKey)).toBe('missing');
    expect(await pow.verify('', appId, formKey)).toBe('missing');
    const issued = (await pow.issue(appId, formKey)) as Challenge;
    for (const token of [
      'not json',
      '[]',
      'null',
      JSON.stringify({ challenge: issued }),
      JSON.stringify({ challenge: issued, solution: { counter: -1, derivedKey: 'zz' } }),
      JSON.stringify({ challenge: issued, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
      JSON.stringify({
        challenge: { ...issued, parameters: { ...issued.parameters, nonce: 'xyz' } },
        solution: { counter: 1, derivedKey: '00' },
      }),
      'x'.repeat(POW_RULES.maxTokenLength + 1),
    ]) {
      expect(await pow.verify(token, appId, formKey), token.slice(0, 60)).toBe('invalid');
    }
  });

  it('costs a fraction of a second to solve with WebCrypto, as the browser does', async () => {
    const pow = createPowChallenge(async () => secret);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const token = await solved(await pow.issue(appId, formKey), webDeriveKey);
      times.push(performance.now() - started);
      expect(await pow.verify(token, appId, formKey)).toBe('ok');
    }
    // Measured on the 2-core machine: 0.1–0.3 s each (POW_RULES); a shared CI core may be a few times slower.
    expect(Math.max(...times)).toBeLessThan(3_000);
  });
});
