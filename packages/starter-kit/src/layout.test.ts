import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { KIT_COMPONENTS } from './index.ts';
import { renderKit, renderKitTree } from './test-render.ts';

const marker = (id: string) => createElement('i', { id });

describe('layout containers', () => {
  it('declare exactly the slots their code destructures, and nothing else does', () => {
    for (const entry of KIT_COMPONENTS) {
      const params = /export default function \w*\s*\(\{([^}]*)\}/.exec(entry.code)?.[1] ?? '';
      const slots = [...params.matchAll(/\bslot(\d+)\b/g)].map((m) => Number(m[1]));
      expect(slots, entry.key).toEqual(Array.from({ length: entry.slots ?? 0 }, (_, i) => i + 1));
    }
    const containers = KIT_COMPONENTS.filter((entry) => (entry.slots ?? 0) > 0).map((entry) => entry.key);
    expect(containers).toEqual(['section', 'columns', 'grid', 'stack', 'linkBlock', 'form']);
  });

  it('Section: a landmark element with its background image under an overlay, content in a centred column', async () => {
    const html = await renderKit('section', {
      slot1: marker('inside'),
      tag: 'header',
      label: 'Welcome',
      backgroundImage: { url: 'https://cdn.example/hero.jpg', alt: '' },
      overlay: 'rgba(0, 0, 0, 0.5)',
    });
    expect(html).toMatch(/^<header style="[^"]*" aria-label="Welcome">/);
    expect(html).toContain(
      'background-image:linear-gradient(rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0.5)), url(&quot;https://cdn.example/hero.jpg&quot;)',
    );
    expect(html).toContain('max-width:1120px');
    expect(html).toContain('<i id="inside"></i>');
    // An unknown element name falls back to <section>; no image: no background-image.
    const plain = await renderKit('section', { slot1: marker('x'), tag: 'script' });
    expect(plain).toMatch(/^<section /);
    expect(plain).not.toContain('background-image');
  });

  it('Columns: renders only as many columns as chosen, stacking by their own width (no media query)', async () => {
    const slots = { slot1: marker('c1'), slot2: marker('c2'), slot3: marker('c3'), slot4: marker('c4') };
    const three = await renderKit('columns', { ...slots, count: '3' });
    expect(three).toContain('<i id="c1"></i>');
    expect(three).toContain('<i id="c3"></i>');
    expect(three).not.toContain('c4');
    expect(three.match(/flex-basis:calc\(\(720px - 100%\) \* 999\)/g)).toHaveLength(3);
    expect(three).toContain('flex-wrap:wrap');
    const two = await renderKit('columns', {
      ...slots,
      count: '2',
      ratio: 'wideFirst',
      gap: { value: 40, unit: 'px' },
    });
    expect(two).not.toContain('c3');
    expect(two).toContain('gap:40px');
    expect(two).toMatch(/flex-grow:2[^"]*"><i id="c1">/);
    const four = await renderKit('columns', { ...slots, count: '4' });
    expect(four).toContain('<i id="c4"></i>');
  });

  it('Grid: auto-fit columns of at least the minimum width, never wider than the grid', async () => {
    const html = await renderKit('grid', {
      slot1: marker('items'),
      minItemWidth: { value: 200, unit: 'px' },
    });
    expect(html).toContain('display:grid');
    expect(html).toContain('grid-template-columns:repeat(auto-fit, minmax(min(200px, 100%), 1fr))');
    expect(html).toContain('<i id="items"></i>');
  });

  it('Stack: vertical or horizontal, with gap, alignment and wrapping', async () => {
    const row = await renderKit('stack', {
      slot1: marker('s'),
      direction: 'horizontal',
      align: 'center',
      wrap: false,
    });
    expect(row).toContain('flex-direction:row');
    expect(row).toContain('align-items:center');
    expect(row).toContain('flex-wrap:nowrap');
    const column = await renderKit('stack', { slot1: marker('s') });
    expect(column).toContain('flex-direction:column');
    expect(column).toContain('gap:12px');
  });

  it('Link block: a real anchor around its content; unsafe links get no href', async () => {
    const html = await renderKit('linkBlock', { slot1: marker('card'), link: '/about', newTab: true });
    expect(html).toMatch(
      /^<a href="\/about" target="_blank" rel="noopener noreferrer"[^>]*><i id="card"><\/i><\/a>$/,
    );
    const unsafe = await renderKit('linkBlock', { slot1: marker('card'), link: 'javascript:alert(1)' });
    expect(unsafe).not.toContain('href');
    // A Link value (the link property type) is read through its href.
    const value = await renderKit('linkBlock', { slot1: marker('card'), link: { href: '/pricing' } });
    expect(value).toContain('href="/pricing"');
  });

  it('containers nest: Section › Columns › (Heading + Button | Image), drawn on the server like a live page', async () => {
    const html = await renderKitTree({
      key: 'section',
      slots: {
        slot1: [
          {
            key: 'columns',
            values: { count: '2' },
            slots: {
              slot1: [
                { key: 'heading', values: { text: 'Nested title', level: 'h1' } },
                { key: 'button', values: { label: 'Go', link: '/start' } },
              ],
              slot2: [
                { key: 'image', values: { image: { url: 'https://cdn.example/a.png', alt: 'A picture' } } },
              ],
              slot3: [{ key: 'heading', values: { text: 'Hidden third column' } }],
            },
          },
          { key: 'grid', slots: { slot1: [{ key: 'card' }, { key: 'card' }, { key: 'card' }] } },
        ],
      },
    });
    const section = html.indexOf('<section');
    const title = html.indexOf('>Nested title</h1>');
    const button = html.indexOf('href="/start"');
    const picture = html.indexOf('alt="A picture"');
    // React's server renderer may put image preloads first.
    expect(section).toBeGreaterThanOrEqual(0);
    expect(title).toBeGreaterThan(section);
    expect(button).toBeGreaterThan(title);
    expect(picture).toBeGreaterThan(button);
    expect(html).not.toContain('Hidden third column');
    expect(html.match(/<article /g)).toHaveLength(3);
    expect(html.endsWith('</section>')).toBe(true);
  });
});
