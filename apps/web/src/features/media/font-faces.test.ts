import { fontFamilyOfUrl } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { fontFaceRule, fontFamilyCss } from './font-faces.ts';
import { absoluteMediaUrl } from './media-urls.ts';

describe('uploaded fonts in the console', () => {
  it('declares the canvas’s family for the URL, as woff2', () => {
    const url = '/media/app-1/abc.woff2';
    expect(fontFaceRule(url)).toBe(
      `@font-face{font-family:"${fontFamilyOfUrl(url)}";src:url("${url}") format("woff2");font-display:swap}`,
    );
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
