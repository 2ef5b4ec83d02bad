import { describe, expect, it } from 'vitest';
import { liveDocument } from './document.ts';

const base = {
  lang: 'en-US',
  title: 'Home',
  description: 'The bakery',
  tags: [],
  siteName: 'Bakery',
  canonicalUrl: 'http://bakery--site.localhost:4000/',
  body: '<main></main>',
  graph: null,
  behaviourScript: '/behaviour.js',
};
const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];

describe('liveDocument: the Open Graph image', () => {
  it("is the page's own image, else the site's social image; a logo in the site header never stands in", () => {
    const withLogo = liveDocument({
      ...base,
      props: [{ text: 'Fresh bread' }],
      frameProps: [
        {
          logo: { url: '/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/logo.png', alt: 'Logo' },
          font: '/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/brand.woff2',
        },
      ],
      socialImageUrl: '/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/cover.jpg',
    });
    expect(ogImage(withLogo)).toBe(
      'http://bakery--site.localhost:4000/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/cover.jpg',
    );
    // The header's fonts are still loaded.
    expect(withLogo).toContain('/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/brand.woff2');
    const ownImage = liveDocument({
      ...base,
      props: [{ image: { url: '/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/loaf.png', alt: 'A loaf' } }],
      socialImageUrl: '/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/cover.jpg',
    });
    expect(ogImage(ownImage)).toBe(
      'http://bakery--site.localhost:4000/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/loaf.png',
    );
  });
});

describe('liveDocument: the stylesheet of values per breakpoint', () => {
  const font = '/media/7b0c6a52-1d4e-4c6f-9a2b-3c4d5e6f7a8b/brand.woff2';
  const style = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';

  it('goes last in the one style element, after the base and the fonts', () => {
    const sheet = '@media (max-width:478px){:root{--r0:1.5rem}}';
    const html = liveDocument({ ...base, props: [{ family: font }], stylesheet: sheet });
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(style(html).startsWith('*,*::before')).toBe(true);
    expect(style(html).indexOf('@font-face')).toBeLessThan(style(html).indexOf(sheet));
    expect(style(html).endsWith(sheet)).toBe(true);
    expect(html).not.toContain('<script');
  });

  it('changes nothing when nothing varies', () => {
    const before = liveDocument({ ...base, props: [{ family: font }] });
    expect(liveDocument({ ...base, props: [{ family: font }], stylesheet: '' })).toBe(before);
    expect(style(before)).not.toContain('@media');
  });
});
