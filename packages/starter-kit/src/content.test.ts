import { afterEach, describe, expect, it } from 'vitest';
import { ICON_CHOICES } from './components/content/icon-choices.ts';
import { ICON_PATHS } from './components/content/icon-set.ts';
import { renderKit } from './test-render.ts';

describe('landing-page content components', () => {
  it('Icon: every choice is bundled; decorative unless it is given a meaning', async () => {
    expect(ICON_CHOICES.map((choice) => choice.id).sort()).toEqual(Object.keys(ICON_PATHS).sort());
    for (const path of Object.values(ICON_PATHS)) expect(path).toMatch(/^M[\d\s.a-zA-Z-]+$/);
    const decorative = await renderKit('icon', { icon: 'rocket' });
    expect(decorative).toContain(`<path d="${ICON_PATHS.rocket}">`);
    expect(decorative).toContain('aria-hidden="true"');
    const meaningful = await renderKit('icon', { icon: 'heart', label: 'Favourite', shape: 'circle' });
    expect(meaningful).toContain('role="img" aria-label="Favourite"');
    expect(meaningful).toContain('border-radius:999px');
    // An unknown icon name draws the default rather than nothing.
    expect(await renderKit('icon', { icon: 'nope' })).toContain(ICON_PATHS.sparkles);
  });

  it('List: one item per non-empty line, as bullets, numbers or ticks', async () => {
    const numbered = await renderKit('list', { items: 'One\n\n  Two  \nThree', marker: 'numbers' });
    expect(numbered).toMatch(/^<div[^>]*><ol /);
    expect(numbered.match(/<li /g)).toHaveLength(3);
    expect(numbered).toContain('>Two</span>');
    const ticks = await renderKit('list', { items: 'A\nB', marker: 'checks' });
    expect(ticks).toContain('<ul ');
    expect(ticks.match(/<svg /g)).toHaveLength(2);
  });

  it('Testimonial: a figure with the quote, the person and an optional photo', async () => {
    const html = await renderKit('quote', {
      quote: 'First.\n\nSecond.',
      author: 'Rui',
      role: 'CTO',
      photo: { url: 'https://cdn.example/rui.jpg', alt: 'Rui smiling' },
    });
    expect(html).toMatch(
      /<figure [^>]*>.*<blockquote [^>]*><p [^>]*>First\.<\/p><p [^>]*>Second\.<\/p><\/blockquote>/,
    );
    expect(html).toContain('>Rui</cite>');
    expect(html).toContain('alt="Rui smiling"');
    expect(await renderKit('quote', { showPhoto: false })).not.toContain('<img');
  });

  it('FAQ accordion: native disclosures, the first open, answers under their question', async () => {
    const html = await renderKit('accordion', { items: 'Q1?\nA1.\nMore.\n\n\nQ2?\nA2.', openFirst: true });
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html.match(/<details[^>]* open=""/g)).toHaveLength(1);
    expect(html).toMatch(/<summary [^>]*><span>Q1\?<\/span>/);
    expect(html).toContain('>More.</p>');
    expect(html).not.toContain('<script');
    expect(await renderKit('accordion', { openFirst: false })).not.toContain('open=""');
  });

  describe('Embed', () => {
    const scope = globalThis as { document?: unknown };
    afterEach(() => {
      delete scope.document;
    });

    it('frames an allowed link privately, lazily and sandboxed, with a title', async () => {
      const html = await renderKit('embed', {
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Tour',
      });
      expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
      expect(html).toContain('title="Tour"');
      expect(html).toContain('loading="lazy"');
      expect(html).toMatch(/sandbox="allow-scripts allow-same-origin [^"]*"/);
      expect(html).toContain('aspect-ratio:16 / 9');
    });

    it('draws nothing for any other link on a live page, and a notice in the editor', async () => {
      expect(await renderKit('embed', { link: 'https://evil.example/video' })).toBe('');
      expect(await renderKit('embed', { link: '' })).toBe('');
      // The editor and previews run in the browser.
      scope.document = {};
      const notice = await renderKit('embed', { link: 'https://evil.example/video', hint: 'Paste a link' });
      expect(notice).toContain('role="note"');
      expect(notice).toContain('>Paste a link</span>');
      expect(notice).toContain('>https://evil.example/video</code>');
      expect(notice).not.toContain('<iframe');
    });
  });

  it('Logo row: the chosen logos with their alternative texts, in a list', async () => {
    const html = await renderKit('logoRow', {
      logo1: { url: 'https://cdn.example/a.svg', alt: 'Acme' },
      logo2: { url: '', alt: 'Nothing' },
      logo3: { url: 'https://cdn.example/b.svg', alt: 'Beta' },
      logo4: { url: '', alt: '' },
      logo5: { url: '', alt: '' },
    });
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('alt="Acme"');
    expect(html).toContain('alt="Beta"');
    expect(html).not.toContain('Nothing');
    expect(html).toContain('filter:grayscale(1)');
  });

  it('Pricing card: plan, price, features and a call to action; the highlighted one says so', async () => {
    const html = await renderKit('pricingCard', {
      plan: 'Pro',
      price: '$9',
      features: 'A\nB\nC',
      buttonLink: '/signup',
      highlighted: true,
      badge: 'Best value',
    });
    expect(html).toMatch(/^<article /);
    expect(html).toContain('>Pro</h3>');
    expect(html).toContain('>$9</span>');
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('href="/signup"');
    expect(html).toContain('>Best value</span>');
    expect(await renderKit('pricingCard', { highlighted: false })).not.toContain('Most popular');
  });
});
