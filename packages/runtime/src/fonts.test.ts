// @vitest-environment jsdom
import { fontFaceCss, fontFamilyOfUrl, styleFrom } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { collectFontUrls, FontFaces } from './fonts.ts';

const URL_A = '/media/4f7c2a1e-0000-4000-8000-000000000001/3b1f9c0a.woff2';
const URL_B = 'https://cdn.example.com/fonts/brand.woff2';

describe('uploaded fonts', () => {
  it('styles a FontSelector holding a font URL with its own family, Arial behind it', () => {
    const family = fontFamilyOfUrl(URL_A);
    expect(family).toMatch(/^tessera-font-[0-9a-z]+$/);
    expect(fontFamilyOfUrl(URL_B)).not.toBe(family);
    expect(styleFrom({ font: URL_A }, { font: 'FontSelector' })).toEqual({
      fontFamily: `"${family}", Arial, sans-serif`,
    });
    // A family name is not a URL: it is used as it is.
    expect(styleFrom({ font: 'Georgia, serif' }, { font: 'FontSelector' })).toEqual({
      fontFamily: 'Georgia, serif',
    });
  });

  it('collects only top-level string props that are font URLs', () => {
    const urls = new Set<string>();
    collectFontUrls(
      { a: URL_A, b: 'Arial', c: 3, d: { url: URL_B }, e: '/media/x/y.png', f: 'x.woff2' },
      urls,
    );
    expect([...urls]).toEqual([URL_A]);
  });

  it('declares each face once, in one style element', () => {
    const faces = new FontFaces(document);
    faces.ensure([{ props: { font: URL_A } }, { props: { other: URL_A } }]);
    faces.ensure([{ props: { font: URL_A } }, { props: { font: URL_B } }]);
    faces.ensure([{ props: { text: 'hello' } }]);
    const styles = document.head.querySelectorAll('style[data-tessera="fonts"]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(fontFaceCss(URL_A) + fontFaceCss(URL_B));
    expect(fontFaceCss(URL_A)).toContain(`src:url("${URL_A}") format("woff2")`);
  });
});
