import { describe, expect, it } from 'vitest';
import {
  allLocales,
  appLocales,
  dataTypesIn,
  dropTranslations,
  entryIn,
  isTranslatableEntry,
  localeOfPrefix,
  localePrefix,
  localeProblem,
  siteLocalesSchema,
  translationsProblem,
  untranslated,
  withoutTranslation,
  withTranslation,
} from './index.ts';

const heading = { type: 'TextInput', value: 'About us' };
const size = { type: 'FontSize', value: { value: 2, unit: 'rem' } };

describe("an app's languages", () => {
  it('are the default alone for apps that never chose, and for damaged settings', () => {
    expect(appLocales(null)).toEqual({ default: 'en-US', others: [] });
    expect(appLocales({ default: 'xx', others: 3 })).toEqual({ default: 'en-US', others: [] });
    expect(allLocales(appLocales({ default: 'pt-BR', others: ['en-US', 'es-ES'] }))).toEqual([
      'pt-BR',
      'en-US',
      'es-ES',
    ]);
  });

  it('refuse unknown, malformed, repeated and default-again tags, naming them', () => {
    const message = (value: unknown) => {
      const parsed = siteLocalesSchema.safeParse(value);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(message({ default: 'en-US', others: ['pt-BR'] })).toBeNull();
    expect(message({ default: 'en-US', others: ['xx-YY'] })).toBe(
      "locale 'xx-YY' is not one of the offered languages",
    );
    expect(message({ default: 'en-US', others: ['pt_br'] })).toBe(
      "locale 'pt_br' is not a language tag such as pt-BR",
    );
    expect(message({ default: 'en-US', others: ['pt-BR', 'pt-BR'] })).toBe("locale 'pt-BR' is listed twice");
    expect(message({ default: 'en-US', others: ['en-US'] })).toBe(
      "locale 'en-US' is the default: it cannot be added again",
    );
    expect(localeProblem('<script>')).toBe("locale '<script>' is not a language tag such as pt-BR");
  });

  it('put other languages under their lower-case tag, matched exactly', () => {
    const locales = { default: 'en-US', others: ['pt-BR'] };
    expect(localePrefix('pt-BR')).toBe('pt-br');
    expect(localeOfPrefix(locales, 'pt-br')).toBe('pt-BR');
    expect(localeOfPrefix(locales, 'PT-BR')).toBeNull();
    expect(localeOfPrefix(locales, 'en-us')).toBeNull();
  });
});

describe('values per language', () => {
  it('translates text-like types, and others only when their component says so', () => {
    expect(isTranslatableEntry('title', heading)).toBe(true);
    expect(isTranslatableEntry('image', { type: 'ImageSelector' })).toBe(true);
    expect(isTranslatableEntry('size', size)).toBe(false);
    expect(isTranslatableEntry('kind', { type: 'Select', settings: { translatable: true } })).toBe(true);
    expect(isTranslatableEntry('form', { type: 'Form', settings: { translatable: true } })).toBe(false);
    expect(isTranslatableEntry('name', { type: 'TextInput' })).toBe(false);
  });

  it('reads a translation, falls back to the default text, and keeps objects untouched by identity', () => {
    const translated = withTranslation(heading, 'pt-BR', 'Sobre nós');
    expect(entryIn(translated, 'pt-BR').value).toBe('Sobre nós');
    expect(entryIn(translated, 'es-ES')).toBe(translated);
    expect(entryIn(translated, null)).toBe(translated);
    const dataTypes = { title: translated, size };
    expect(dataTypesIn(dataTypes, 'es-ES')).toBe(dataTypes);
    expect(dataTypesIn(dataTypes, 'pt-BR').title).toEqual({ ...translated, value: 'Sobre nós' });
    expect(dataTypesIn(dataTypes, 'pt-BR').size).toBe(size);
  });

  it('clears a translation, and drops a removed language from every entry', () => {
    const both = withTranslation(withTranslation(heading, 'pt-BR', 'Sobre'), 'es-ES', 'Acerca');
    expect(withoutTranslation(both, 'pt-BR')).toEqual({ ...heading, locales: { 'es-ES': 'Acerca' } });
    expect(withoutTranslation(withoutTranslation(both, 'pt-BR'), 'es-ES')).toEqual(heading);
    const dataTypes = { title: both, size };
    expect(dropTranslations(dataTypes, 'fr-FR')).toBe(dataTypes);
    expect(dropTranslations(dataTypes, 'es-ES').title).toEqual({ ...heading, locales: { 'pt-BR': 'Sobre' } });
  });

  it('counts what has words in the default language and none in another', () => {
    const dataTypes = {
      title: withTranslation(heading, 'pt-BR', 'Sobre'),
      body: { type: 'TextAreaInput', value: 'Hello' },
      empty: { type: 'TextInput', value: '  ' },
      image: { type: 'ImageSelector', value: { url: '/a.png', alt: 'A cat' } },
      size,
    };
    expect(untranslated(dataTypes, 'pt-BR')).toEqual(['body', 'image']);
    expect(untranslated(dataTypes, 'es-ES')).toEqual(['title', 'body', 'image']);
  });

  it('refuses a translation in a language the app lacks, of the wrong shape, or of a shared type', () => {
    const ok = { title: withTranslation(heading, 'pt-BR', 'Sobre') };
    expect(translationsProblem(ok, ['pt-BR'])).toBeNull();
    expect(translationsProblem(ok, ['es-ES'], 'Heading (b1) ')).toBe(
      "Heading (b1) title: 'pt-BR' is not one of this app's other languages",
    );
    expect(translationsProblem({ title: { ...heading, locales: { 'pt-BR': 3 } } }, ['pt-BR'])).toMatch(
      /^title in 'pt-BR': /,
    );
    expect(translationsProblem({ size: { ...size, locales: { 'pt-BR': size.value } } }, ['pt-BR'])).toBe(
      'size: FontSize values are not translated',
    );
    expect(translationsProblem({ title: { ...heading, locales: [] } }, null)).toBe(
      'title: locales must be an object of values by language tag',
    );
    // Content from before issue 26 holds no `locales`: never refused.
    expect(translationsProblem({ title: heading, size }, [])).toBeNull();
  });
});
