import { describe, expect, it } from 'vitest';
import {
  liveHost,
  normalizePageUrl,
  parseLiveHost,
  slugifyUrl,
  suggestAppAlias,
  suggestPageUrl,
  trimUrlEdges,
  urlForInput,
} from './slug.ts';

describe('slugifyUrl (as the user types)', () => {
  it('removes accents, lower-cases, turns anything else into one dash, keeps slashes', () => {
    expect(slugifyUrl('Olá Mundo')).toBe('ola-mundo');
    expect(slugifyUrl('Ação & Reação')).toBe('acao-reacao');
    expect(slugifyUrl('Produtos/Camisetas')).toBe('produtos/camisetas');
    expect(slugifyUrl('a  --  b')).toBe('a-b');
    expect(slugifyUrl('under_score.dot')).toBe('under-score-dot');
    expect(slugifyUrl('ÀÉÎÕÜ ç ñ')).toBe('aeiou-c-n');
  });

  it('keeps the edges so a half-typed URL can go on', () => {
    expect(slugifyUrl('about-')).toBe('about-');
    expect(slugifyUrl('/about ')).toBe('/about-');
  });

  it('collapses repeated slashes', () => {
    expect(slugifyUrl('blog///2024//x')).toBe('blog/2024/x');
  });

  it('is idempotent', () => {
    for (const raw of ['Olá Mundo', '//about--us//', 'x/ -y', '']) {
      expect(slugifyUrl(slugifyUrl(raw))).toBe(slugifyUrl(raw));
    }
  });
});

describe('trimUrlEdges', () => {
  it('drops leading and trailing dashes and slashes only', () => {
    expect(trimUrlEdges('-/-about-us/-/')).toBe('about-us');
    expect(trimUrlEdges('a/b-c')).toBe('a/b-c');
    expect(trimUrlEdges('---')).toBe('');
    expect(trimUrlEdges('')).toBe('');
  });
});

describe('normalizePageUrl (what is stored and served)', () => {
  it.each([
    ['Olá Mundo', '/ola-mundo'],
    ['', '/'],
    ['/', '/'],
    ['///', '/'],
    ['-', '/'],
    ['   ', '/'],
    ['//about--us//', '/about-us'],
    ['About Us', '/about-us'],
    ['/blog///2024/', '/blog/2024'],
    ['--Hello__World--', '/hello-world'],
    ['Produtos/Camisetas & Bonés/', '/produtos/camisetas-bones'],
    ['日本', '/'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizePageUrl(raw)).toBe(expected);
  });

  it('maps inputs that differ only in case, accents or punctuation to one URL', () => {
    const forms = ['contact', '/Contact/', '--contact--', 'CONTÂCT', ' contact '];
    expect(new Set(forms.map(normalizePageUrl))).toEqual(new Set(['/contact']));
  });

  it('always starts with one slash and never ends with a slash or a dash (but the root)', () => {
    for (const raw of ['a/', 'a-', '/a/b/', 'x//', '--/--']) {
      const url = normalizePageUrl(raw);
      expect(url.startsWith('/')).toBe(true);
      expect(url.startsWith('//')).toBe(false);
      if (url !== '/') expect(url).not.toMatch(/[-/]$/);
    }
  });

  it('is idempotent', () => {
    for (const raw of ['Olá Mundo', '//about--us//', '', 'a/b']) {
      expect(normalizePageUrl(normalizePageUrl(raw))).toBe(normalizePageUrl(raw));
    }
  });
});

describe('URL field helpers', () => {
  it('shows a stored URL without its leading slash', () => {
    expect(urlForInput('/about-us')).toBe('about-us');
    expect(urlForInput('/')).toBe('');
  });

  it('suggests a URL from the page name', () => {
    expect(suggestPageUrl('  Fale Conosco! ')).toBe('fale-conosco');
  });
});

describe('suggestAppAlias', () => {
  it('keeps the letters and digits of the name, lower-cased, accents removed, at most 10', () => {
    expect(suggestAppAlias('My App!')).toBe('myapp');
    expect(suggestAppAlias('Lojão São João 2024')).toBe('lojaosaojo');
    expect(suggestAppAlias('ab')).toBe('ab');
    expect(suggestAppAlias('!!!')).toBe('');
  });
});

describe('live hosts', () => {
  it('joins organization and app aliases with two dashes on the public host', () => {
    expect(liveHost('acme1', 'shop01', 'tessera.site')).toBe('acme1--shop01.tessera.site');
  });

  it('reads a live host back, ignoring the port and the case', () => {
    expect(parseLiveHost('acme1--shop01.localhost:4000', 'localhost')).toEqual({
      orgAlias: 'acme1',
      appAlias: 'shop01',
    });
    expect(parseLiveHost('ACME1--Shop01.Tessera.Site', 'tessera.site')).toEqual({
      orgAlias: 'acme1',
      appAlias: 'shop01',
    });
    const host = liveHost('acme1', 'shop01', 'tessera.site');
    expect(parseLiveHost(host, 'tessera.site')).toEqual({ orgAlias: 'acme1', appAlias: 'shop01' });
  });

  it('is null for the console host and anything else', () => {
    for (const host of [
      'localhost',
      'localhost:4000',
      'tessera.site',
      'acme1.localhost',
      'acme1-shop01.localhost',
      'acme1---shop01.localhost',
      '--shop01.localhost',
      'acme1--.localhost',
      'a.acme1--shop01.localhost',
      'acme1--shop01.localhost.evil.com',
      'acme1--shop01.evillocalhost',
      'acme_1--shop01.localhost',
      '',
    ]) {
      expect(parseLiveHost(host, 'localhost'), host).toBeNull();
    }
  });
});
