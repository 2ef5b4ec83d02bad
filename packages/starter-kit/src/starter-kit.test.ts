import { DEFAULT_IMPORTS, loadModule } from '@tessera/runtime';
import {
  checkGroups,
  dataEventsSchema,
  dataGroupsSchema,
  dataTypesSchema,
  PROPERTY_TYPE_NAMES,
  resolveProps,
} from '@tessera/shared';
import { transform } from 'esbuild';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TRANSFORM_OPTIONS } from './compile-options.ts';
import type { StarterComponent, StarterTemplate } from './define.ts';
import {
  KIT_COMPONENTS,
  KIT_LOCALES,
  KIT_NAMES,
  KIT_TEMPLATES,
  kitLocale,
  PLAYGROUND_SAMPLE,
  PLAYGROUND_SAMPLE_COMPILED,
  STARTER_COMPONENTS,
  STARTER_TEMPLATES,
  starterKit,
} from './index.ts';

async function renderEntry(entry: StarterComponent | StarterTemplate, extra: Record<string, unknown> = {}) {
  const { code } = await transform(entry.code, TRANSFORM_OPTIONS);
  const loaded = loadModule({ id: entry.name, compiledCode: code }, DEFAULT_IMPORTS);
  expect(loaded.error, entry.name).toBeNull();
  const props = { ...resolveProps(entry.dataTypes), ...extra };
  return renderToStaticMarkup(createElement(loaded.component!, props));
}

function checkJson(entry: StarterComponent | StarterTemplate) {
  expect(dataTypesSchema.safeParse(entry.dataTypes).success, entry.name).toBe(true);
  expect(dataGroupsSchema.safeParse(entry.dataGroups).success, entry.name).toBe(true);
  expect(checkGroups(entry.dataTypes, dataGroupsSchema.parse(entry.dataGroups)), entry.name).toEqual([]);
  expect(entry.dataTypes.name?.type).toBe('TextInput');
  expect(entry.dataTypes.name?.value).toBe(entry.name);
  expect(entry.icon).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
  expect(entry.icon).not.toMatch(/script|on\w+=|href|url\(/i);
  // Only the allowed modules.
  for (const [, source] of entry.code.matchAll(/from '([^']+)'/g))
    expect(['react', 'tessera']).toContain(source);
}

describe('starter components', () => {
  it('has at least eight, with unique names', () => {
    expect(STARTER_COMPONENTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(STARTER_COMPONENTS.map((c) => c.name)).size).toBe(STARTER_COMPONENTS.length);
  });

  it.each(STARTER_COMPONENTS.map((c) => [c.name, c] as const))(
    '%s compiles, loads and renders',
    async (_, entry) => {
      checkJson(entry);
      expect(entry.dataTypes.visibility).toMatchObject({ type: 'Switch', value: true });
      expect(dataEventsSchema.safeParse(entry.dataEvents).success).toBe(true);
      // The Embed draws nothing on the server without a link it may embed (content.test.ts).
      const extra = entry.key === 'embed' ? { link: 'https://youtu.be/dQw4w9WgXcQ' } : {};
      const html = await renderEntry(entry, extra);
      expect(html.length).toBeGreaterThan(20);
    },
  );
});

describe('starter templates', () => {
  it('has one, two and three slot templates', () => {
    expect(STARTER_TEMPLATES.map((t) => t.slots)).toEqual([1, 2, 3]);
  });

  it.each(STARTER_TEMPLATES.map((t) => [t.name, t] as const))(
    '%s renders every slot it declares',
    async (_, entry) => {
      checkJson(entry);
      // The slot names in the default export's destructured parameters (spec §5).
      const params = /export default function \w*\s*\(\{([^}]*)\}/.exec(entry.code)?.[1] ?? '';
      const slotNames = [...params.matchAll(/\bslot(\d+)\b/g)].map((m) => Number(m[1]));
      expect(slotNames).toEqual(Array.from({ length: entry.slots }, (_, i) => i + 1));
      const slots: Record<string, ReactNode> = {};
      for (let i = 1; i <= entry.slots; i++) slots[`slot${i}`] = createElement('i', { id: `marker-${i}` });
      const html = await renderEntry(entry, slots);
      for (let i = 1; i <= entry.slots; i++) expect(html).toContain(`<i id="marker-${i}"></i>`);
    },
  );
});

describe('the kit in both console languages', () => {
  const en = starterKit('en-US');
  const pt = starterKit('pt-BR');

  it.each(KIT_LOCALES)('%s: every entry passes the save rules, with no bilingual text left', (locale) => {
    const kit = starterKit(locale);
    for (const entry of [...kit.components, ...kit.templates]) {
      checkJson(entry);
      expect(JSON.stringify(entry)).not.toContain('kitText');
    }
  });

  it('gives every entry its name and description from KIT_NAMES, under a stable key', () => {
    const keys = {
      components: KIT_COMPONENTS.map((entry) => entry.key),
      templates: KIT_TEMPLATES.map((entry) => entry.key),
    };
    expect(keys.components).toEqual(Object.keys(KIT_NAMES.components));
    expect(keys.templates).toEqual(Object.keys(KIT_NAMES.templates));
    expect(pt.components.map((c) => c.name)).toContain('Título');
    expect(pt.templates.map((c) => c.name)).toContain('Coluna única');
    expect(en.components.map((c) => c.key)).toEqual(pt.components.map((c) => c.key));
  });

  it('translates every text a person reads, and nothing else', () => {
    const heading = (kit: typeof en) => kit.components.find((c) => c.key === 'heading')!;
    expect(heading(pt).dataTypes.text?.value).toBe('Crie algo que as pessoas amem');
    expect(heading(pt).dataTypes.text?.defaultValue).toBe('Crie algo que as pessoas amem');
    expect(heading(pt).dataTypes.name?.value).toBe('Título');
    expect(heading(pt).dataEvents.label).toBe('Título');
    expect(heading(pt).dataTypes.level?.settings).toEqual({
      options: [
        { id: 'h1', value: 'Título 1' },
        { id: 'h2', value: 'Título 2' },
        { id: 'h3', value: 'Título 3' },
        { id: 'h4', value: 'Título 4' },
      ],
    });
    // Code, icons, styles and labels are the same in both languages.
    for (const [index, entry] of pt.components.entries()) {
      const english = en.components[index]!;
      expect(entry.code).toBe(english.code);
      expect(entry.icon).toBe(english.icon);
      expect(entry.dataGroups).toEqual(english.dataGroups);
      expect(entry.name).not.toBe(english.name);
      expect(entry.description).not.toBe(english.description);
      for (const [name, data] of Object.entries(entry.dataTypes)) {
        expect(data.type).toBe(english.dataTypes[name]!.type);
        expect(data.i18n).toEqual(english.dataTypes[name]!.i18n);
      }
    }
  });

  it('falls back to en-US for any other language', () => {
    expect(kitLocale('pt-BR')).toBe('pt-BR');
    expect(kitLocale('fr-FR')).toBe('en-US');
    expect(kitLocale(undefined)).toBe('en-US');
    expect(kitLocale({ toString: () => 'pt-BR' })).toBe('en-US');
  });
});

describe('the kit as a whole', () => {
  it('covers every property type', () => {
    const used = new Set(
      [...STARTER_COMPONENTS, ...STARTER_TEMPLATES].flatMap((entry) =>
        Object.values(entry.dataTypes).map((d) => d.type),
      ),
    );
    expect(PROPERTY_TYPE_NAMES.filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('playground sample', () => {
  it('has the spec defaults and renders', async () => {
    const props = resolveProps(PLAYGROUND_SAMPLE.dataTypes);
    expect(props).toMatchObject({
      title: 'Title',
      titleFontSize: { value: 2, unit: 'rem' },
      titleFont: 'Arial, sans-serif',
      titleAlign: 'center',
      minSize: { width: { value: 200, unit: 'px' } },
      maxSize: { width: { value: 700, unit: 'px' } },
      padding: { top: { value: 10, unit: 'px' }, left: { value: 10, unit: 'px' } },
    });
    expect(PLAYGROUND_SAMPLE.dataGroups.map((g) => g.name)).toEqual([
      'title',
      'subtitle',
      'layout',
      'animation',
    ]);
    checkJson(PLAYGROUND_SAMPLE);
    const html = await renderEntry(PLAYGROUND_SAMPLE);
    expect(html).toContain('>Title</h1>');
    expect(html).toContain('font-size:2rem');
  });

  it('ships an up-to-date compiled form (npm run compile -w @tessera/starter-kit)', async () => {
    const { code } = await transform(PLAYGROUND_SAMPLE.code, TRANSFORM_OPTIONS);
    expect(PLAYGROUND_SAMPLE_COMPILED).toBe(code);
  });
});
