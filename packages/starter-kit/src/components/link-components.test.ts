import { DEFAULT_IMPORTS, loadModule } from '@tessera/runtime';
import { linkContext, type ResolveContext, resolveProps } from '@tessera/shared';
import { transform } from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TRANSFORM_OPTIONS } from '../compile-options.ts';
import type { StarterComponent } from '../define.ts';
import { STARTER_COMPONENTS } from '../index.ts';

const BUTTON = STARTER_COMPONENTS.find((c) => c.name === 'Button')!;
const NAVIGATION = STARTER_COMPONENTS.find((c) => c.name === 'Navigation bar')!;
const PAGES = linkContext([
  { id: 'p-home', name: 'Home', url: '/' },
  { id: 'p-about', name: 'About us', url: '/about' },
  { id: 'p-pricing', name: 'Pricing', url: '/pricing' },
]);

/** The component drawn with some values changed, links resolved against PAGES as a publish does. */
async function render(
  entry: StarterComponent,
  values: Record<string, unknown>,
  extra = {},
  context: ResolveContext = PAGES,
) {
  const { code } = await transform(entry.code, TRANSFORM_OPTIONS);
  const loaded = loadModule({ id: entry.name, compiledCode: code }, DEFAULT_IMPORTS);
  expect(loaded.error).toBeNull();
  const dataTypes = structuredClone(entry.dataTypes);
  for (const [name, value] of Object.entries(values)) dataTypes[name] = { ...dataTypes[name]!, value };
  return renderToStaticMarkup(
    createElement(loaded.component!, { ...resolveProps(dataTypes, context), ...extra }),
  );
}

describe('Button links', () => {
  it('links to the top of the page by default, as its text link did', async () => {
    expect(BUTTON.dataTypes.link?.type).toBe('Link');
    expect(await render(BUTTON, {})).toMatch(/<a href="#"[^>]*>Get started<\/a>/);
  });

  it('becomes a link to a page of the app, at its current path', async () => {
    const html = await render(BUTTON, { link: { kind: 'page', to: 'p-about', newTab: false } });
    expect(html).toMatch(/<a href="\/about" style="[^"]*">Get started<\/a>/);
  });

  it('opens external links in a new tab without opener or referrer', async () => {
    const html = await render(BUTTON, { link: { kind: 'url', to: 'https://example.com/x', newTab: true } });
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer"');
  });

  it('is plain text without a link, or with one to a page that no longer exists or a script URL', async () => {
    for (const link of [
      { kind: 'none', to: '', newTab: false },
      { kind: 'page', to: 'p-deleted', newTab: true },
      { kind: 'url', to: 'javascript:alert(1)', newTab: false },
    ]) {
      const html = await render(BUTTON, { link });
      expect(html).not.toContain('<a');
      expect(html).toMatch(/<span style="[^"]*">Get started<\/span>/);
    }
  });

  it("still reads an earlier Button's text link and new-tab switch", async () => {
    const html = await render(BUTTON, {}, { link: 'https://example.com', newTab: true });
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer"');
  });
});

describe('Navigation bar links', () => {
  it("lists the app's pages in order when asked to, each linking to its path", async () => {
    const html = await render(NAVIGATION, { autoPages: true });
    const items = [...html.matchAll(/<li><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/li>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(items).toEqual([
      ['/', 'Home'],
      ['/about', 'About us'],
      ['/pricing', 'Pricing'],
    ]);
  });

  it('keeps its own link lines otherwise, and links the brand where its Link says', async () => {
    const html = await render(NAVIGATION, { brandLink: { kind: 'page', to: 'p-home', newTab: false } });
    expect(html).toContain('<a href="#features"');
    expect(html).not.toContain('href="/about"');
    expect(html).toMatch(/^<nav[^>]*><a href="\/"/);
  });
});

describe('Link block links', () => {
  const LINK_BLOCK = STARTER_COMPONENTS.find((c) => c.key === 'linkBlock')!;

  it('takes a Link value: a page of the app at its current path, around its content', async () => {
    expect(LINK_BLOCK.dataTypes.link?.type).toBe('Link');
    const html = await render(
      LINK_BLOCK,
      { link: { kind: 'page', to: 'p-pricing', newTab: false } },
      { slot1: createElement('b', null, 'card') },
    );
    expect(html).toMatch(/^<a href="\/pricing" style="[^"]*"><b>card<\/b><\/a>$/);
  });

  it('has no href for a page that is gone, and opens a URL in a new tab safely', async () => {
    const gone = await render(LINK_BLOCK, { link: { kind: 'page', to: 'p-deleted', newTab: false } });
    expect(gone).not.toContain('href');
    const external = await render(LINK_BLOCK, {
      link: { kind: 'url', to: 'https://example.com', newTab: true },
    });
    expect(external).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
  });
});

describe('Language switcher', () => {
  const SWITCHER = STARTER_COMPONENTS.find((c) => c.name === 'Language switcher')!;
  const languages = [
    { locale: 'en-US', name: 'English (United States)', href: '/about', current: false },
    { locale: 'pt-BR', name: 'Português (Brasil)', href: '/pt-br/sobre', current: true },
  ];
  const withLanguages = (values: Record<string, unknown>) =>
    render(SWITCHER, values, {}, { ...PAGES, languages });

  it('links to the page in every language, named in its own, the current one marked', async () => {
    const html = await withLanguages({});
    expect(html).toContain('<nav aria-label="Language"');
    expect(html).toMatch(
      /<a href="\/about" hreflang="en-US" lang="en-US" style="[^"]*">English \(United States\)<\/a>/i,
    );
    expect(html).toMatch(
      /<a href="\/pt-br\/sobre" hreflang="pt-BR" lang="pt-BR" aria-current="page"[^>]*>Português \(Brasil\)<\/a>/i,
    );
  });

  it('draws no list on a site of one language, or with the list switched off', async () => {
    expect(await render(SWITCHER, {})).not.toContain('<a');
    expect(await withLanguages({ listLanguages: false })).not.toContain('<a');
  });
});
