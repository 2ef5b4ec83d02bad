import { DEFAULT_BREAKPOINTS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { breakpointSlug, checkedBreakpoints, uniqueId } from './breakpoint-input.ts';
import {
  contentWithoutBreakpoints,
  countContentValues,
  prefabWithoutBreakpoints,
} from './breakpoint-values.ts';

describe('breakpoint ids', () => {
  it('are made from the en-US name, starting with a letter, at most 40 characters', () => {
    expect(breakpointSlug('Large phone')).toBe('large-phone');
    expect(breakpointSlug('  Écran  géant! ')).toBe('ecran-geant');
    expect(breakpointSlug('4K screen')).toBe('bp-4k-screen');
    expect(breakpointSlug('!!!')).toBe('breakpoint');
    expect(breakpointSlug('x'.repeat(60))).toHaveLength(40);
  });

  it('get a number when taken', () => {
    expect(uniqueId('phone', new Set(['phone', 'phone-2']))).toBe('phone-3');
    expect(uniqueId('y'.repeat(40), new Set(['y'.repeat(40)]))).toBe(`${'y'.repeat(38)}-2`);
  });

  it('of a new breakpoint never reuse a current one, deleted in the same list or not', () => {
    const list = checkedBreakpoints(
      [{ maxWidth: 500, label: { enUS: 'Phone', ptBR: 'Celular' } }],
      DEFAULT_BREAKPOINTS,
    );
    expect(list).toEqual([{ id: 'phone-2', maxWidth: 500, label: { 'en-US': 'Phone', 'pt-BR': 'Celular' } }]);
  });
});

describe('values of deleted breakpoints', () => {
  const entry = { type: 'Color', value: '#000', breakpoints: { tablet: '#111', phone: '#222' } };
  const content = {
    template: { id: 't', dataTypes: { color: entry } },
    slots: {
      slot1: [{ id: 'a', dataTypes: {}, slots: { slot1: [{ id: 'b', dataTypes: { color: entry } }] } }],
    },
  };

  it('leave the template settings and nested bricks; the rest stays as it is', () => {
    const next = contentWithoutBreakpoints(content, ['phone']);
    const kept = { type: 'Color', value: '#000', breakpoints: { tablet: '#111' } };
    expect(next.template.dataTypes.color).toEqual(kept);
    expect(next.slots.slot1[0]!.slots.slot1[0]!.dataTypes).toEqual({ color: kept });
    expect(next.slots.slot1[0]!.dataTypes).toBe(content.slots.slot1[0]!.dataTypes);
    expect(contentWithoutBreakpoints(content, ['phone-landscape'])).toBe(content);
  });

  it('are counted per breakpoint, and leave prefabs too', () => {
    const counts = new Map<string, number>();
    countContentValues(counts, content);
    expect(Object.fromEntries(counts)).toEqual({ tablet: 2, phone: 2 });
    const prefab = { dataTypes: { color: entry }, slots: content.slots };
    const next = prefabWithoutBreakpoints(prefab, ['tablet', 'phone']);
    expect(next.dataTypes).toEqual({ color: { type: 'Color', value: '#000' } });
    expect(prefabWithoutBreakpoints(prefab, ['watch'])).toBe(prefab);
  });
});
