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
  PLAYGROUND_SAMPLE,
  PLAYGROUND_SAMPLE_COMPILED,
  STARTER_COMPONENTS,
  STARTER_TEMPLATES,
} from './index.ts';

async function renderEntry(entry: StarterComponent | StarterTemplate, extra: Record<string, ReactNode> = {}) {
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
      const html = await renderEntry(entry);
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
