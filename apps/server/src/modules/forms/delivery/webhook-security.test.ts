import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  generateWebhookSecret,
  isWebhookSecret,
  rotateWebhookSecret,
  signingSecrets,
  signWebhook,
} from './webhook-security.ts';

const strict = { webhookAllowPrivate: false, webhookAllowAddresses: [] };

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

describe('checkWebhookUrl', () => {
  it('takes public https URLs only by default', () => {
    expect(checkWebhookUrl('https://hooks.example.com/in', strict)).toBeNull();
    expect(checkWebhookUrl('http://hooks.example.com/in', strict)).toBe('scheme');
    expect(checkWebhookUrl('ftp://hooks.example.com/in', strict)).toBe('invalid');
    expect(checkWebhookUrl('not a url', strict)).toBe('invalid');
    expect(checkWebhookUrl('https://user:pw@hooks.example.com/', strict)).toBe('credentials');
  });

  it('refuses literal private, loopback, link-local and mapped addresses, and localhost', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://192.168.0.10:8443/',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://localhost/',
      'https://api.localhost/',
      'https://0.0.0.0/',
    ]) {
      expect(checkWebhookUrl(url, strict), url).toBe('private');
    }
    expect(checkWebhookUrl('https://8.8.8.8/', strict)).toBeNull();
  });

  it('lets the operator allow private addresses, or listed ones (and http to them)', () => {
    const listed = { webhookAllowPrivate: false, webhookAllowAddresses: ['127.0.0.1', '::1'] };
    expect(checkWebhookUrl('http://127.0.0.1:9000/hook', listed)).toBeNull();
    expect(checkWebhookUrl('http://[::1]:9000/hook', listed)).toBeNull();
    expect(checkWebhookUrl('http://localhost:9000/hook', listed)).toBeNull();
    expect(checkWebhookUrl('https://10.0.0.1/', listed)).toBe('private');
    expect(checkWebhookUrl('http://hooks.example.com/', listed)).toBe('scheme');
    const open = { webhookAllowPrivate: true, webhookAllowAddresses: [] };
    expect(checkWebhookUrl('http://10.0.0.1/', open)).toBeNull();
    expect(checkWebhookUrl('http://hooks.example.com/', open)).toBeNull();
  });
});
