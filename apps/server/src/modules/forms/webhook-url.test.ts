import { LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrlAtSave,
  isPrivateAddress,
  WEBHOOK_URL_MESSAGES as W,
  webhookPolicyFromEnv,
} from './webhook-url.ts';

const refusal = (raw: string, policy?: Parameters<typeof checkWebhookUrlAtSave>[1]) => {
  const result = checkWebhookUrlAtSave(raw, policy);
  return result.ok ? null : result.message;
};

describe('checkWebhookUrlAtSave', () => {
  it('accepts an https URL to a public host, in its normal form', () => {
    expect(checkWebhookUrlAtSave('https://hooks.example.com/in?x=1')).toEqual({
      ok: true,
      url: 'https://hooks.example.com/in?x=1',
    });
    expect(checkWebhookUrlAtSave('https://HOOKS.Example.com')).toEqual({
      ok: true,
      url: 'https://hooks.example.com/',
    });
    expect(checkWebhookUrlAtSave('https://93.184.216.34/hook').ok).toBe(true);
  });

  it('refuses what is not an absolute http(s) URL', () => {
    expect(refusal('hooks.example.com/in')).toBe(W.invalid);
    expect(refusal('')).toBe(W.invalid);
    expect(refusal('https://hooks.example.com/in\u0000')).toBe(W.invalid);
    expect(refusal(' https://hooks.example.com/in')).toBe(W.invalid);
    expect(refusal('https://hooks.example.com/a b')).toBe(W.invalid);
    expect(refusal('https://hooks.exa\tmple.com/')).toBe(W.invalid);
    expect(refusal('ftp://example.com/x')).toBe(W.https);
    expect(refusal('javascript:alert(1)')).toBe(W.https);
    expect(refusal('file:///etc/passwd')).toBe(W.https);
  });

  it('refuses http, credentials and URLs over the length limit', () => {
    expect(refusal('http://hooks.example.com/in')).toBe(W.https);
    expect(refusal('https://user:secret@hooks.example.com/')).toBe(W.credentials);
    expect(refusal('https://user@hooks.example.com/')).toBe(W.credentials);
    const long = `https://hooks.example.com/${'a'.repeat(LIMITS.forms.webhookUrlMax)}`;
    expect(refusal(long)).toBe(W.tooLong);
  });

  it('refuses literal private, loopback and link-local addresses and local names, however they are written', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://127.1/',
      'https://2130706433/',
      'https://0x7f.0.0.1/',
      'https://10.0.0.5/',
      'https://172.16.3.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://localhost/',
      'https://LOCALHOST./',
      'https://api.localhost/',
      'https://printer.local/',
      'https://intranet/',
    ]) {
      expect(refusal(url), url).toBe(W.private);
    }
  });

  it('allows private addresses and http when the operator allows them, or only the addresses named', () => {
    const open = { allowPrivate: true, allowAddresses: [] };
    expect(checkWebhookUrlAtSave('http://127.0.0.1:8080/sink', open)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080/sink',
    });
    expect(checkWebhookUrlAtSave('https://localhost/', open).ok).toBe(true);
    const named = { allowPrivate: false, allowAddresses: ['127.0.0.1', '::1'] };
    expect(checkWebhookUrlAtSave('http://127.0.0.1:9000/', named).ok).toBe(true);
    expect(checkWebhookUrlAtSave('https://[::1]:9000/', named).ok).toBe(true);
    expect(refusal('https://10.0.0.1/', named)).toBe(W.private);
    expect(refusal('http://hooks.example.com/', named)).toBe(W.https);
    // Credentials stay refused whatever the operator allows.
    expect(refusal('http://a:b@127.0.0.1/', open)).toBe(W.credentials);
  });
});

describe('isPrivateAddress', () => {
  it('tells public from private addresses of both families', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700:4700::1111')).toBe(false);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('172.31.255.255')).toBe(true);
    expect(isPrivateAddress('[::1]')).toBe(true);
    expect(isPrivateAddress('not an address')).toBe(false);
  });
});

describe('webhookPolicyFromEnv', () => {
  it('reads the flag and the addresses', () => {
    expect(webhookPolicyFromEnv({})).toEqual({ allowPrivate: false, allowAddresses: [] });
    expect(
      webhookPolicyFromEnv({
        FORMS_WEBHOOK_ALLOW_PRIVATE: '1',
        FORMS_WEBHOOK_ALLOW_ADDRESSES: ' 127.0.0.1, [::1] ,',
      }),
    ).toEqual({ allowPrivate: true, allowAddresses: ['127.0.0.1', '::1'] });
  });
});
