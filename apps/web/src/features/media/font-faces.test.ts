import { fontFamilyCss, fontFamilyOfUrl } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { absoluteMediaUrl } from './media-urls.ts';

describe('uploaded fonts in the console', () => {
  it('names the canvas’s family for the URL, Arial behind it', () => {
    const url = '/media/app-1/abc.woff2';
    expect(fontFamilyCss(url)).toBe(`"${fontFamilyOfUrl(url)}", Arial, sans-serif`);
  });
});

describe('absoluteMediaUrl', () => {
  it('puts the root-relative URL on the console’s origin', () => {
    expect(absoluteMediaUrl('/media/app-1/abc.png', 'https://studio.example')).toBe(
      'https://studio.example/media/app-1/abc.png',
    );
    expect(absoluteMediaUrl('https://cdn.example/x.png', 'https://studio.example')).toBe(
      'https://cdn.example/x.png',
    );
  });
});
