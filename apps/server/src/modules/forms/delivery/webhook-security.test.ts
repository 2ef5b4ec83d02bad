import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  generateWebhookSecret,
  isWebhookSecret,
  rotateWebhookSecret,
  signingSecrets,
  signWebhook,
} from './webhook-security.ts';

describe('webhook secrets and signatures (Standard Webhooks v1)', () => {
  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(isWebhookSecret(secret)).toBe(true);
    expect(isWebhookSecret('whsec_short')).toBe(false);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('signs so that the standardwebhooks library verifies it, and no other secret does', () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'form.submission', data: { values: { name: 'Zoë "<b>"' } } });
    const headers = signWebhook({ deliveryId: 'd1', body, secrets: [secret] });
    expect(headers['webhook-id']).toBe('msg_d1');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it('signs with both secrets during a rotation, each verifying alone', () => {
    const old = generateWebhookSecret();
    const now = new Date();
    const rotated = rotateWebhookSecret(old, now);
    expect(rotated.previousSecret).toBe(old);
    expect(rotated.previousSecretUntil?.getTime()).toBe(now.getTime() + 24 * 3600_000);
    const secrets = signingSecrets(rotated, now);
    expect(secrets).toEqual([rotated.webhookSecret, old]);
    const body = '{"a":1}';
    const headers = signWebhook({ deliveryId: 'd2', body, secrets });
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(old).verify(body, headers)).toEqual({ a: 1 });
    expect(new Webhook(rotated.webhookSecret).verify(body, headers)).toEqual({ a: 1 });
    expect(signingSecrets(rotated, new Date(now.getTime() + 25 * 3600_000))).toEqual([rotated.webhookSecret]);
    expect(rotateWebhookSecret(null).previousSecretUntil).toBeNull();
  });
});
