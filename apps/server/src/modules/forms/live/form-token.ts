/**
 * The minimum-time token of a live form (issue 24, docs/decisions/0036): `v2.{iat}.{mac}` where iat is the issue
 * time in milliseconds and mac is base64url(HMAC-SHA256(key, "form|v2|{appId}|{formKey}|{iat}")). It is minted when
 * a live page holding forms is served and sent back with the submission; a bot that posts at once, or replays a
 * day-old page, is turned away. No cookie and no server state: any process that knows the key checks any other's
 * tokens. `v1` tokens (iat in whole seconds, from pages served before v2) are still checked until they expire: a
 * whole second made a page served at 10.99 s look a second old at 11.01 s, letting a post sent at once through.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface FormTokenSubject {
  appId: string;
  formKey: string;
}

export interface FormTokenRules {
  /** A submission sooner than this after the page was served is too fast for a person. */
  minSeconds: number;
  /** A token older than this is expired: the visitor gets the form again with a fresh one. */
  maxHours: number;
}

export type FormTokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid';

const VERSION = 'v2';
/** The version, the issue time (v1: seconds, v2: milliseconds) and the signature. */
const TOKEN = /^(v1|v2)\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
const UNIT_MS = { v1: 1000, v2: 1 } as const;

function mac(key: Buffer, subject: FormTokenSubject, version: string, iat: number): string {
  return createHmac('sha256', key)
    .update(`form|${version}|${subject.appId}|${subject.formKey}|${iat}`)
    .digest('base64url');
}

/** A token for the form, issued now (`nowMs`, for tests). */
export function mintFormToken(key: Buffer, subject: FormTokenSubject, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs);
  return `${VERSION}.${iat}.${mac(key, subject, VERSION, iat)}`;
}

/** Whether the token was minted by this installation for this form, long enough ago and not too long ago. */
export function checkFormToken(
  key: Buffer,
  token: string | undefined,
  subject: FormTokenSubject,
  rules: FormTokenRules,
  nowMs = Date.now(),
): FormTokenCheck {
  const match = token === undefined ? null : TOKEN.exec(token);
  if (!match) return 'invalid';
  const version = match[1] as keyof typeof UNIT_MS;
  const iat = Number(match[2]);
  const expected = Buffer.from(mac(key, subject, version, iat));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = (nowMs - iat * UNIT_MS[version]) / 1000;
  // A token from the future (clocks of several processes drift by a second or two at most) counts as too fast.
  if (age < rules.minSeconds) return 'too-fast';
  if (age > rules.maxHours * 3600) return 'expired';
  return 'ok';
}
