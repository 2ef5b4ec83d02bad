/**
 * The optional challenge of a live form (issue 24, docs/decisions/0036 "Proof of work"): a form whose delivery
 * settings ask for one is sent only with a solved challenge. `FormChallenge` is the hook a captcha provider
 * would implement later; proof of work (altcha-lib, PBKDF2) is the only implementation today.
 */
import { createHmac } from 'node:crypto';
import { APP_DEFAULT_FORM_KEY } from '@tessera/shared';
import {
  CappedMap,
  type Challenge,
  createChallenge,
  randomInt,
  type Solution,
  verifySolution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formDeliverySettings } from '../../../db/forms-schema.ts';

/** What a posted challenge answer is worth: only 'ok' lets the submission on. */
export type ChallengeCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'used';

export interface FormChallenge {
  /** A challenge for the form, bound to it: what the forms script receives as JSON. */
  issue(appId: string, formKey: string): Promise<unknown>;
  /** Whether `token` (the posted field, absent when not sent) answers a challenge issued for this form. */
  verify(token: string | undefined, appId: string, formKey: string): Promise<ChallengeCheck>;
}

/**
 * The proof of work's cost. The solver derives one PBKDF2-SHA-256 key of `cost` rounds per counter from 0 up to
 * the hidden counter (drawn between `counterMin` and `counterMax`), so the work is counter × cost rounds: about
 * 0.1–0.3 s with WebCrypto in Node on this 2-core machine (0.2 s mean), which is 0.5–1 s on a mid-range phone.
 * Verifying is one HMAC (the derived key's signature), issuing one key derivation (≈1 ms).
 */
export const POW_RULES = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 100,
  counterMax: 300,
  ttlSeconds: 600,
  /** Solved challenges remembered (until they expire) so none is used twice; past this the oldest are forgotten. */
  remembered: 100_000,
  /** A posted answer longer than this is not even parsed. */
  maxTokenLength: 4_000,
} as const;

/** Whether the form's current settings (its own row, else the app's `*` row) ask for a challenge. */
export async function challengeWanted(db: Db, appId: string, formKey: string): Promise<boolean> {
  const rows = await db
    .select({ formKey: formDeliverySettings.formKey, challenge: formDeliverySettings.challenge })
    .from(formDeliverySettings)
    .where(
      and(
        eq(formDeliverySettings.appId, appId),
        inArray(formDeliverySettings.formKey, [formKey, APP_DEFAULT_FORM_KEY]),
      ),
    );
  const row = rows.find((r) => r.formKey === formKey) ?? rows.find((r) => r.formKey === APP_DEFAULT_FORM_KEY);
  return row?.challenge ?? false;
}

/** The posted answer: the challenge as issued and its solution, in JSON (what the forms script sends). */
function parsePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  if (token.length > POW_RULES.maxTokenLength) return null;
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { challenge, solution } = value as Record<string, unknown>;
  if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null;
  const { parameters, signature } = challenge as Record<string, unknown>;
  if (!parameters || typeof parameters !== 'object' || typeof signature !== 'string') return null;
  return { challenge: challenge as Challenge, solution: solution as Solution };
}

/**
 * Proof of work with altcha-lib: challenges signed with keys derived from the instance's secret (so every process
 * verifies every other's), bound to the app and form through their signed `data`, valid for ten minutes. Solved
 * ones are remembered **in this process** until they expire: with several processes a solution could be used
 * once per process (still a solved challenge each time, and the rate limits hold).
 */
export function createPowChallenge(secret: () => Promise<Buffer>): FormChallenge {
  const used = new CappedMap<string, number>({ maxSize: POW_RULES.remembered });
  let keys: Promise<{ signature: string; key: string }> | undefined;
  const keysOf = () => {
    keys ??= secret().then(
      (base) => {
        const derive = (use: string) => createHmac('sha256', base).update(`challenge|${use}`).digest('hex');
        return { signature: derive('signature'), key: derive('key') };
      },
      (error) => {
        // A failed read is not remembered: the next request asks again.
        keys = undefined;
        throw error;
      },
    );
    return keys;
  };
  /** Forgets the solutions whose challenge has expired (the oldest come first: every one lives as long). */
  const forgetExpired = (nowSeconds: number) => {
    for (const [signature, expiresAt] of used) {
      if (expiresAt >= nowSeconds) break;
      used.delete(signature);
    }
  };
  return {
    async issue(appId, formKey) {
      const { signature, key } = await keysOf();
      return createChallenge({
        algorithm: POW_RULES.algorithm,
        cost: POW_RULES.cost,
        counter: randomInt(POW_RULES.counterMin, POW_RULES.counterMax),
        deriveKey,
        data: { app: appId, form: formKey },
        expiresAt: Math.floor(Date.now() / 1000) + POW_RULES.ttlSeconds,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
    },
    async verify(token, appId, formKey) {
      if (token === undefined || token === '') return 'missing';
      const payload = parsePayload(token);
      if (!payload) return 'invalid';
      const { signature, key } = await keysOf();
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          ...payload,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: key,
        });
      } catch {
        // Parameters no issued challenge has (the signature check comes after the expiry check).
        return 'invalid';
      }
      if (result.expired) return 'expired';
      if (!result.verified) return 'invalid';
      // Signed, so the data is what was issued: a challenge of another form or app is refused here.
      const { data, expiresAt = 0 } = payload.challenge.parameters;
      if (data?.app !== appId || data?.form !== formKey) return 'invalid';
      const now = Math.floor(Date.now() / 1000);
      forgetExpired(now);
      // Synchronous check-and-set: two posts of one solution at once cannot both pass.
      if (!used.setIfAbsent(payload.challenge.signature as string, expiresAt)) return 'used';
      return 'ok';
    },
  };
}

/**
 * The check a submission goes through (acceptSubmission's `challenge` dep): 'ok' when the form's current settings
 * ask for no challenge (one query per submission: settings take effect at once), else the token's verdict.
 */
export function submissionChallenge(db: Db, challenge: FormChallenge) {
  return async (appId: string, formKey: string, token: string | undefined): Promise<ChallengeCheck> =>
    (await challengeWanted(db, appId, formKey)) ? challenge.verify(token, appId, formKey) : 'ok';
}
