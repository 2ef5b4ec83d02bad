import { describe, expect, it } from 'vitest';
import {
  contentAfterLocales,
  countContentTranslations,
  countPrefabTranslations,
  prefabAfterLocales,
  removedLocales,
} from './locale-values.ts';

const en = (others: string[], def = 'en-US') => ({ default: def, others });
const text = (value: string, locales?: Record<string, string>) =>
  locales ? { type: 'TextInput', value, locales } : { type: 'TextInput', value };

function page(title: unknown, nested: unknown) {
  return {
    version: 6,
    template: { id: 't', isPrefab: false, dataTypes: { siteTitle: title } },
    slots: {
      slot1: [
        {
          id: 'outer',
          name: 'Box',
          componentId: 'c',
          isPrefab: false,
          dataTypes: {},
          slots: {
            slot1: [
              {
                id: 'inner',
                name: 'Heading',
                componentId: 'h',
                isPrefab: false,
                dataTypes: { text: nested },
              },
            ],
          },
        },
      ],
    },
    pageEvents: { nodes: [], connections: [], comments: [] },
  };
}
const inner = (content: ReturnType<typeof page>) => content.slots.slot1[0]!.slots.slot1[0]!.dataTypes.text;

describe("an app's translations when its languages change", () => {
  it('drop a removed language at any depth, and leave content without it as the same object', () => {
    const content = page(
      text('Site', { 'pt-BR': 'Sítio', 'es-ES': 'Sitio' }),
      text('About', { 'pt-BR': 'Sobre' }),
    );
    const change = { before: en(['pt-BR', 'es-ES']), after: en(['es-ES']) };
    expect(removedLocales(change)).toEqual(['pt-BR']);
    const after = contentAfterLocales(content, change);
    expect(after.template.dataTypes.siteTitle).toEqual(text('Site', { 'es-ES': 'Sitio' }));
    expect(inner(after)).toEqual(text('About'));
    const untouched = page(text('Site', { 'es-ES': 'Sitio' }), text('About'));
    expect(contentAfterLocales(untouched, change)).toBe(untouched);
    // Adding a language changes no value.
    expect(
      contentAfterLocales(content, {
        before: en(['pt-BR', 'es-ES']),
        after: en(['pt-BR', 'es-ES', 'fr-FR']),
      }),
    ).toBe(content);
  });

  it('swap the base texts with a promoted language, keeping the old default as a translation', () => {
    const content = page(
      text('Site', { 'pt-BR': 'Sítio' }),
      text('About', { 'pt-BR': 'Sobre', 'es-ES': 'Acerca' }),
    );
    const after = contentAfterLocales(content, {
      before: en(['pt-BR', 'es-ES']),
      after: en(['en-US', 'es-ES'], 'pt-BR'),
    });
    expect(after.template.dataTypes.siteTitle).toEqual(text('Sítio', { 'en-US': 'Site' }));
    expect(inner(after)).toEqual(text('Sobre', { 'es-ES': 'Acerca', 'en-US': 'About' }));
  });

  it('let the old default go when it is not kept, and keep an untranslated text as the base', () => {
    const content = page(text('Site', { 'pt-BR': 'Sítio' }), text('About', { 'es-ES': 'Acerca' }));
    const after = contentAfterLocales(content, {
      before: en(['pt-BR', 'es-ES']),
      after: en(['es-ES'], 'pt-BR'),
    });
    expect(after.template.dataTypes.siteTitle).toEqual(text('Sítio'));
    expect(inner(after)).toEqual(text('About', { 'es-ES': 'Acerca' }));
  });

  it('count translations per language in pages and prefabs', () => {
    const counts = new Map<string, number>();
    countContentTranslations(
      counts,
      page(text('Site', { 'pt-BR': 'Sítio' }), text('About', { 'pt-BR': 'Sobre', 'es-ES': 'A' })),
    );
    countPrefabTranslations(counts, { dataTypes: { label: text('Go', { 'pt-BR': 'Ir' }) }, slots: {} });
    expect(Object.fromEntries(counts)).toEqual({ 'pt-BR': 3, 'es-ES': 1 });
    const prefab = { dataTypes: { label: text('Go', { 'pt-BR': 'Ir' }) }, slots: {} };
    expect(prefabAfterLocales(prefab, { before: en(['pt-BR']), after: en([]) }).dataTypes.label).toEqual(
      text('Go'),
    );
  });
});
