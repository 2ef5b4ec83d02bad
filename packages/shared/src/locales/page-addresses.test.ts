import { describe, expect, it } from 'vitest';
import {
  addressClash,
  addressPrefixProblem,
  livePathIn,
  pageSettingsIn,
  pageTranslationInputSchema,
  splitLivePath,
  withPageTranslation,
} from './page-addresses.ts';

const locales = { default: 'en-US', others: ['pt-BR', 'es-ES'] };
const about = {
  id: 'a',
  url: '/about',
  title: 'About us',
  description: 'Who we are',
  tags: ['team'],
  locales: { 'pt-BR': { url: '/sobre', title: 'Sobre nós' } },
};

describe('page settings per language', () => {
  it('reads each field in a language from its translation, else from the default', () => {
    expect(pageSettingsIn(about, 'pt-BR')).toEqual({
      url: '/sobre',
      title: 'Sobre nós',
      description: 'Who we are',
      tags: ['team'],
    });
    expect(pageSettingsIn(about, 'es-ES')).toEqual(pageSettingsIn(about, null));
    expect(pageSettingsIn({ ...about, locales: 'damaged' }, 'pt-BR').url).toBe('/about');
  });

  it('serves the default at the URL and the others under their prefix, translated slug or not', () => {
    expect(livePathIn(about, locales, 'en-US')).toBe('/about');
    expect(livePathIn(about, locales, 'pt-BR')).toBe('/pt-br/sobre');
    expect(livePathIn(about, locales, 'es-ES')).toBe('/es-es/about');
    expect(livePathIn({ ...about, url: '/', locales: {} }, locales, 'es-ES')).toBe('/es-es');
  });

  it('splits a live path into its language and the URL after the prefix, exactly', () => {
    expect(splitLivePath(locales, '/pt-br/sobre')).toEqual({ locale: 'pt-BR', url: '/sobre' });
    expect(splitLivePath(locales, '/pt-br')).toEqual({ locale: 'pt-BR', url: '/' });
    expect(splitLivePath(locales, '/pt-brx/a')).toEqual({ locale: 'en-US', url: '/pt-brx/a' });
    expect(splitLivePath(locales, '/')).toEqual({ locale: 'en-US', url: '/' });
    expect(splitLivePath({ default: 'en-US', others: [] }, '/pt-br/a')).toEqual({
      locale: 'en-US',
      url: '/pt-br/a',
    });
  });

  it('keeps the prefixes for the languages: no page URL may begin with one', () => {
    expect(addressPrefixProblem('/pt-br', locales)).toContain('pt-BR');
    expect(addressPrefixProblem('/es-es/contact', locales)).toContain('/es-es/contact');
    expect(addressPrefixProblem('/pt-brasil', locales)).toBeNull();
    expect(addressPrefixProblem('/pt-br', { default: 'pt-BR', others: [] })).toBeNull();
  });

  it('finds two pages answering one address in a language, counting untranslated URLs', () => {
    const sobre = { id: 'b', url: '/sobre', locales: {} };
    expect(addressClash([about, sobre], locales)).toEqual({
      locale: 'pt-BR',
      url: '/sobre',
      pageIds: ['a', 'b'],
    });
    expect(addressClash([about, { ...sobre, locales: { 'pt-BR': { url: '/outra' } } }], locales)).toBeNull();
    // Two pages may share a translated slug in different languages.
    const other = { id: 'c', url: '/x', locales: { 'es-ES': { url: '/sobre' } } };
    expect(addressClash([about, other], locales)).toBeNull();
  });

  it('replaces one language’s translation, dropping it when it sets nothing', () => {
    const next = withPageTranslation(about.locales, 'es-ES', { title: 'Sobre nosotros' });
    expect(next).toEqual({ ...about.locales, 'es-ES': { title: 'Sobre nosotros' } });
    expect(withPageTranslation(next, 'pt-BR', { url: undefined })).toEqual({
      'es-ES': { title: 'Sobre nosotros' },
    });
  });

  it('checks a translation’s fields as the page’s own, null meaning untranslated', () => {
    const parsed = pageTranslationInputSchema.parse({ url: 'Sobre Nós', title: null, tags: ['a', 'A'] });
    expect(parsed).toEqual({ url: '/sobre-nos', title: undefined, description: undefined, tags: ['a'] });
    expect(pageTranslationInputSchema.safeParse({ title: 'x' }).error?.issues[0]?.message).toContain('title');
    expect(pageTranslationInputSchema.safeParse('x').success).toBe(false);
  });
});

describe('the language a browser prefers', () => {
  it('matches exactly, then by language, by q-value, else the default', async () => {
    const { negotiatedLocale } = await import('./negotiate.ts');
    expect(negotiatedLocale('pt-BR,pt;q=0.9,en;q=0.8', locales)).toBe('pt-BR');
    expect(negotiatedLocale('pt-PT', locales)).toBe('pt-BR');
    expect(negotiatedLocale('en-GB,es;q=0.9', locales)).toBe('en-US');
    expect(negotiatedLocale('fr-FR,es;q=0.5', locales)).toBe('es-ES');
    expect(negotiatedLocale('es;q=0.2,pt;q=0.8', locales)).toBe('pt-BR');
    expect(negotiatedLocale('de-DE,*', locales)).toBe('en-US');
    expect(negotiatedLocale(undefined, locales)).toBe('en-US');
    expect(negotiatedLocale('pt-BR', { default: 'en-US', others: [] })).toBe('en-US');
  });
});
