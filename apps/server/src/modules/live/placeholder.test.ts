import { describe, expect, it } from 'vitest';
import { preferredLocale } from '../../lib/locale.ts';
import { placeholderPage } from './placeholder.ts';

describe('live-host placeholder', () => {
  it('answers in Portuguese only when Accept-Language prefers it to English', () => {
    expect(preferredLocale(undefined)).toBe('en-US');
    expect(preferredLocale('')).toBe('en-US');
    expect(preferredLocale('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt-BR');
    expect(preferredLocale('pt')).toBe('pt-BR');
    expect(preferredLocale('en-US,en;q=0.9,pt-BR;q=0.8')).toBe('en-US');
    expect(preferredLocale('en;q=0.5, pt-BR;q=0.8')).toBe('pt-BR');
    expect(preferredLocale('fr-FR,pt;q=0.3')).toBe('pt-BR');
    expect(preferredLocale('fr-FR,de;q=0.9')).toBe('en-US');
    expect(preferredLocale('pt;q=0, en;q=0.1')).toBe('en-US');
    expect(preferredLocale(['de', 'pt-BR'])).toBe('pt-BR');
  });

  it('is a self-contained page: no script, no external resource, the language declared', () => {
    for (const locale of ['en-US', 'pt-BR'] as const) {
      for (const exists of [true, false]) {
        const html = placeholderPage(locale, exists);
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).not.toMatch(/<script|src=|href=/i);
      }
    }
    expect(placeholderPage('en-US', true)).toContain('not been published yet');
    expect(placeholderPage('en-US', false)).toContain('Site not found');
    expect(placeholderPage('pt-BR', true)).toContain('ainda não foi publicado');
    expect(placeholderPage('pt-BR', false)).toContain('Site não encontrado');
  });
});
