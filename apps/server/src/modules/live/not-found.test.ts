import { describe, expect, it } from 'vitest';
import { preferredLocale } from '../../lib/locale.ts';
import { notFoundPage } from './not-found.ts';

describe('live-host 404 page', () => {
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
      for (const kind of ['site', 'page', 'unpublished'] as const) {
        const html = notFoundPage(locale, kind);
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).not.toMatch(/<script|src=/i);
        // Only the home page's link, and only for a missing page of a site that exists.
        expect(html.includes('href="/"')).toBe(kind === 'page');
      }
    }
    expect(notFoundPage('en-US', 'unpublished')).toContain('not been published yet');
    expect(notFoundPage('en-US', 'site')).toContain('Site not found');
    expect(notFoundPage('en-US', 'page')).toContain('Page not found');
    expect(notFoundPage('pt-BR', 'unpublished')).toContain('ainda não foi publicado');
    expect(notFoundPage('pt-BR', 'site')).toContain('Site não encontrado');
    expect(notFoundPage('pt-BR', 'page')).toContain('Página não encontrada');
  });
});
