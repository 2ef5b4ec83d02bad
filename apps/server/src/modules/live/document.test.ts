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
