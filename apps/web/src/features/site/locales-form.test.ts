import { LIMITS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  canAddLocale,
  isLocalesChanged,
  localeName,
  localeOptions,
  withDefault,
  withLocale,
  withoutLocale,
} from './locales-form.ts';

describe('the languages form', () => {
  it('names tags in the console language, and offers only what is not taken', () => {
    expect(localeName('pt-BR', 'en-US')).toBe('Brazilian Portuguese');
    expect(localeName('pt-BR', 'pt-BR')).toBe('português (Brasil)');
    const options = localeOptions(['en-US', 'pt-BR'], 'en-US');
    expect(options.some((o) => o.value === 'pt-BR' || o.value === 'en-US')).toBe(false);
    expect(options.find((o) => o.value === 'es-ES')?.label).toBe('European Spanish · es-ES');
  });

  it('swaps the default with an added language, renames it otherwise', () => {
    const draft = { default: 'en-US', others: ['pt-BR', 'es-ES'] };
    expect(withDefault(draft, 'pt-BR')).toEqual({ default: 'pt-BR', others: ['en-US', 'es-ES'] });
    expect(withDefault(draft, 'de-DE')).toEqual({ default: 'de-DE', others: ['pt-BR', 'es-ES'] });
    expect(withDefault(draft, 'en-US')).toBe(draft);
  });

  it('adds once, removes, knows its limit and whether anything changed', () => {
    const draft = { default: 'en-US', others: ['pt-BR'] };
    expect(withLocale(draft, 'pt-BR')).toBe(draft);
    expect(withLocale(draft, 'en-US')).toBe(draft);
    expect(withLocale(draft, 'fr-FR').others).toEqual(['pt-BR', 'fr-FR']);
    expect(withoutLocale(draft, 'pt-BR').others).toEqual([]);
    expect(isLocalesChanged(withoutLocale(draft, 'pt-BR'), draft)).toBe(true);
    expect(isLocalesChanged({ ...draft }, draft)).toBe(false);
    expect(canAddLocale({ default: 'en-US', others: Array(LIMITS.locales.max).fill('x') })).toBe(false);
  });
});
