import { describe, expect, it } from 'vitest';
import { assertKey, fileNameOf, keyOf, mediaUrl, newFormFileKey, newMediaKey } from './keys.ts';

const APP = '0b8f5e7a-1c2d-4e3f-9a8b-7c6d5e4f3a2b';
const HASH = 'ab'.repeat(32);

describe('media keys', () => {
  it('are {appId}/{32 hex of the hash}-{16 random hex}.{extension}, a new one each time', () => {
    const key = newMediaKey(APP, HASH, 'png');
    expect(key).toMatch(new RegExp(`^${APP}/${'ab'.repeat(16)}-[0-9a-f]{16}\\.png$`));
    expect(newMediaKey(APP, HASH, 'png')).not.toBe(key);
    expect(mediaUrl(key)).toBe(`/media/${key}`);
    expect(fileNameOf(key)).toBe(key.split('/')[1]);
  });

  it('a URL names a key only in that exact shape, with an accepted extension', () => {
    const file = `${'0'.repeat(32)}-${'1'.repeat(16)}.woff2`;
    expect(keyOf(APP, file)).toEqual({ key: `${APP}/${file}`, extension: 'woff2' });
    for (const [appId, name] of [
      [APP.toUpperCase(), file],
      ['not-an-id', file],
      [APP, file.replace('woff2', 'exe')],
      [APP, file.replace('woff2', 'WOFF2')],
      [APP, `../${file}`],
      [APP, '..'],
      [APP, `${file}/x`],
      [APP, `${'0'.repeat(31)}-${'1'.repeat(16)}.png`],
      [APP, `${'g'.repeat(32)}-${'1'.repeat(16)}.png`],
      [APP, `${'0'.repeat(32)}-${'1'.repeat(16)}.png\u0000.txt`],
      [APP, ''],
    ] as const) {
      expect(keyOf(appId, name), `${appId} ${name}`).toBeNull();
    }
  });

  it('storage refuses anything else as a key', () => {
    for (const bad of [
      '',
      '../etc/passwd',
      `${APP}/../../x.png`,
      `${APP}/x.png`,
      `/${APP}/${'0'.repeat(32)}-${'1'.repeat(16)}.png`,
    ]) {
      expect(() => assertKey(bad), bad).toThrow(/not a media key/);
    }
  });

  it('form files have keys of their own, which storage takes and /media never names', () => {
    const sub = '22222222-2222-4222-8222-222222222222';
    const file = '33333333-3333-4333-8333-333333333333';
    const key = newFormFileKey(APP, sub, file, 'pdf');
    expect(key).toBe(`forms/${APP}/${sub}/${file}.pdf`);
    expect(assertKey(key)).toBe(key);
    expect(keyOf('forms', `${APP}/${sub}/${file}.pdf`)).toBeNull();
    expect(keyOf(APP, `${sub}/${file}.pdf`)).toBeNull();
    expect(() => newFormFileKey(APP, '../x', file, 'pdf')).toThrow(/not a form file key/);
    for (const bad of [
      `forms/${APP}/${sub}/../${file}.pdf`,
      `forms/${APP}/${sub}/${file}.pdf/x`,
      `forms/${APP}/${file}.pdf`,
    ]) {
      expect(() => assertKey(bad), bad).toThrow(/not a media key/);
    }
  });
});
