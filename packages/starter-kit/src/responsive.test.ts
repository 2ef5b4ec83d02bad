import {
  applyResponsive,
  BASE_BREAKPOINT,
  breakpointValuesProblem,
  DEFAULT_BREAKPOINTS,
  overrideIds,
  resetResponsiveCss,
  resolvePropsTolerant,
  responsivePropsOf,
  responsiveStylesheet,
  valueAt,
} from '@tessera/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { KIT_BREAKPOINTS, type StarterDataType } from './define.ts';
import { KIT_LOCALES, starterKit } from './index.ts';
import { kitEntry, loadEntry } from './test-render.ts';

const entries = (locale: (typeof KIT_LOCALES)[number]) => {
  const kit = starterKit(locale);
  return [...kit.components, ...kit.templates];
};

/** Every number of a measure ({value, unit} leaves of sizes, sides, corners), with its unit, in order. */
function measures(value: unknown, path = ''): Array<[string, number, string]> {
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.value === 'number' && typeof record.unit === 'string') {
    return [[path, record.value, record.unit]];
  }
  return Object.entries(record).flatMap(([key, item]) => measures(item, `${path}.${key}`));
}

describe('the kit looks designed on phones', () => {
  it('stores its values under the ids of the default breakpoints', () => {
    expect([...KIT_BREAKPOINTS]).toEqual(DEFAULT_BREAKPOINTS.map((bp) => bp.id));
  });

  it.each(KIT_LOCALES)('%s: every value per breakpoint is valid for its type and for a new app', (locale) => {
    for (const entry of entries(locale)) {
      expect(breakpointValuesProblem(entry.dataTypes, null), entry.key).toBeNull();
      expect(breakpointValuesProblem(entry.dataTypes, DEFAULT_BREAKPOINTS), entry.key).toBeNull();
    }
  });

  it('sets smaller type and tighter spacing below the desktop in the entries that set the rhythm', () => {
    const varying = (key: string) =>
      Object.entries(entries('en-US').find((entry) => entry.key === key)!.dataTypes)
        .filter(([, data]) => overrideIds(data).length > 0)
        .map(([name]) => name);
    expect(varying('heading')).toEqual(['fontSize', 'padding']);
    expect(varying('section')).toEqual(['padding']);
    for (const key of [
      'paragraph',
      'button',
      'card',
      'navigationBar',
      'footer',
      'columns',
      'grid',
      'pricingCard',
      'quote',
      'logoRow',
      'oneColumn',
      'twoColumns',
      'headerContentFooter',
    ]) {
      expect(varying(key).length, key).toBeGreaterThan(0);
    }
  });

  it('never grows a measure below the desktop, and keeps its units', () => {
    for (const entry of entries('en-US')) {
      for (const [name, data] of Object.entries(entry.dataTypes) as Array<[string, StarterDataType]>) {
        const desktop = measures(data.value);
        for (const bp of DEFAULT_BREAKPOINTS) {
          const here = measures(valueAt(data, bp.id, DEFAULT_BREAKPOINTS).value);
          const label = `${entry.key}.${name} at ${bp.id}`;
          expect(
            here.map(([path, , unit]) => [path, unit]),
            label,
          ).toEqual(desktop.map(([path, , unit]) => [path, unit]));
          here.forEach(([path, number], i) => {
            expect(number, `${label}${path}`).toBeLessThanOrEqual(desktop[i]![1]);
          });
        }
      }
    }
  });
});

describe('every value per breakpoint reaches the page', () => {
  beforeEach(() => resetResponsiveCss());

  it("through cssFor in the entry's code, one property at a time", async () => {
    for (const entry of entries('en-US')) {
      const loaded = await loadEntry(entry);
      const extra = entry.key === 'embed' ? { link: 'https://youtu.be/dQw4w9WgXcQ' } : {};
      for (const [name, data] of Object.entries(entry.dataTypes)) {
        if (overrideIds(data).length === 0) continue;
        // Only this property keeps its values per breakpoint.
        const only = Object.fromEntries(
          Object.entries(entry.dataTypes).map(([key, item]) => {
            const { breakpoints: _dropped, ...rest } = item;
            return [key, key === name ? item : rest];
          }),
        );
        const props = applyResponsive(
          resolvePropsTolerant(only),
          responsivePropsOf(only, DEFAULT_BREAKPOINTS),
        );
        const html = renderToStaticMarkup(createElement(loaded.component!, { ...props, ...extra }));
        expect(html, `${entry.key}.${name}`).toMatch(/var\(--r\w+, /);
      }
    }
  });
});

describe('a kit Heading drawn with its values per breakpoint', () => {
  beforeEach(() => resetResponsiveCss());

  it('gets a custom property for its font size, set per width in the page stylesheet', async () => {
    const entry = kitEntry('heading');
    const loaded = await loadEntry(entry);
    const responsive = responsivePropsOf(entry.dataTypes, DEFAULT_BREAKPOINTS);
    expect(responsive?.fontSize?.steps).toEqual([
      [991, { value: 1.875, unit: 'rem' }],
      [478, { value: 1.625, unit: 'rem' }],
    ]);
    const props = applyResponsive(resolvePropsTolerant(entry.dataTypes), responsive);
    const html = renderToStaticMarkup(createElement(loaded.component!, props));
    const fontSize = /font-size:var\((--r\w+), 2\.25rem\)/.exec(html);
    expect(fontSize, html).not.toBeNull();
    const name = fontSize![1]!;
    const css = responsiveStylesheet();
    expect(css).toMatch(new RegExp(`@media \\(max-width:991px\\)\\{:root\\{[^}]*${name}:1\\.875rem`));
    expect(css).toMatch(new RegExp(`@media \\(max-width:478px\\)\\{:root\\{[^}]*${name}:1\\.625rem`));
    // Nothing changes at phone landscape: it inherits the tablet value.
    expect(css).not.toMatch(new RegExp(`max-width:767px\\)\\{:root\\{[^}]*${name}:`));
    // The padding changes at phone only; the colour does not vary at all.
    const padding = /padding:var\((--r\w+), 16px 24px 16px 24px\)/.exec(html);
    expect(padding, html).not.toBeNull();
    expect(css).toMatch(
      new RegExp(`@media \\(max-width:478px\\)\\{:root\\{[^}]*${padding![1]}:12px 16px 12px 16px`),
    );
    expect(css).not.toMatch(new RegExp(`max-width:991px\\)\\{:root\\{[^}]*${padding![1]}:`));
    expect(html).toContain('color:#111827');
  });

  it('draws exactly as before at the desktop when an app has no breakpoints', async () => {
    const entry = kitEntry('heading');
    const loaded = await loadEntry(entry);
    expect(responsivePropsOf(entry.dataTypes, [])).toBeUndefined();
    const html = renderToStaticMarkup(
      createElement(loaded.component!, applyResponsive(resolvePropsTolerant(entry.dataTypes), undefined)),
    );
    expect(html).toContain('font-size:2.25rem');
    expect(html).not.toContain('var(');
    expect(responsiveStylesheet()).toBe('');
    expect(valueAt(entry.dataTypes.fontSize!, BASE_BREAKPOINT, DEFAULT_BREAKPOINTS).value).toEqual({
      value: 2.25,
      unit: 'rem',
    });
  });
});
