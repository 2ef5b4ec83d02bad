import { DEFAULT_BREAKPOINTS } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import type { PropertyEntry } from '../model/types.ts';
import { entryAt, fieldBreakpointState, indicatorText } from './breakpoint-state.ts';

const LIST = DEFAULT_BREAKPOINTS;
const SIZE: PropertyEntry = {
  type: 'FontSize',
  value: { value: 2, unit: 'rem' },
  defaultValue: { value: 2.25, unit: 'rem' },
  breakpoints: { tablet: { value: 1.75, unit: 'rem' }, phone: { value: 1.5, unit: 'rem' } },
};
const TEXT: PropertyEntry = { type: 'TextInput', value: 'Hello', defaultValue: 'Hi' };

describe('fieldBreakpointState', () => {
  it('at the desktop: the base value, with the breakpoints that hold their own', () => {
    const state = fieldBreakpointState('fontSize', SIZE, 'desktop', LIST);
    expect(state).toMatchObject({ kind: 'base', from: 'desktop', value: SIZE.value });
    expect(state.overrides).toEqual(['tablet', 'phone']);
    expect(indicatorText(state, LIST, 'en-US')).toEqual({
      key: 'inspector.breakpoint.also_set',
      values: { names: 'Tablet, Phone' },
    });
    const plain = fieldBreakpointState('fontSize', { ...SIZE, breakpoints: undefined }, 'desktop', LIST);
    expect(indicatorText(plain, LIST, 'en-US')).toBeNull();
  });

  it('set at the active breakpoint', () => {
    const state = fieldBreakpointState('fontSize', SIZE, 'phone', LIST);
    expect(state).toMatchObject({ kind: 'set', from: 'phone', value: { value: 1.5, unit: 'rem' } });
    expect(indicatorText(state, LIST, 'pt-BR')).toEqual({
      key: 'inspector.breakpoint.set',
      values: { name: 'Celular' },
    });
  });

  it('inherited from the nearest wider breakpoint, else from the desktop', () => {
    const fromTablet = fieldBreakpointState('fontSize', SIZE, 'phone-landscape', LIST);
    expect(fromTablet).toMatchObject({
      kind: 'inherited',
      from: 'tablet',
      value: { value: 1.75, unit: 'rem' },
    });
    const bare = { ...SIZE, breakpoints: { phone: { value: 1.5, unit: 'rem' } } };
    const fromDesktop = fieldBreakpointState('fontSize', bare, 'tablet', LIST);
    expect(fromDesktop).toMatchObject({ kind: 'inherited', from: 'desktop', value: SIZE.value });
    expect(indicatorText(fromDesktop, LIST, 'en-US')).toEqual({
      key: 'inspector.breakpoint.inherited',
      values: { name: 'Desktop' },
    });
  });

  it('a value at an unknown breakpoint is neither shown nor counted', () => {
    const stray = { ...SIZE, breakpoints: { watch: { value: 1, unit: 'rem' } } };
    const state = fieldBreakpointState('fontSize', stray, 'phone', LIST);
    expect(state).toMatchObject({ kind: 'inherited', from: 'desktop', overrides: [] });
  });

  it('texts and plain selects: one value for all sizes, said only at a breakpoint', () => {
    const at = fieldBreakpointState('text', TEXT, 'phone', LIST);
    expect(at).toMatchObject({ kind: 'all', value: 'Hello' });
    expect(indicatorText(at, LIST, 'en-US')?.key).toBe('inspector.breakpoint.all_sizes');
    expect(indicatorText(fieldBreakpointState('text', TEXT, 'desktop', LIST), LIST, 'en-US')).toBeNull();
  });

  it('the visibility switch varies by breakpoint', () => {
    const entry: PropertyEntry = { type: 'Switch', value: true, breakpoints: { tablet: false } };
    expect(fieldBreakpointState('visibility', entry, 'phone', LIST)).toMatchObject({
      kind: 'inherited',
      from: 'tablet',
      value: false,
    });
    expect(fieldBreakpointState('visibility', entry, 'tablet', LIST).kind).toBe('set');
  });
});

describe('entryAt', () => {
  it('gives the field the value in force, and the same entry at the desktop', () => {
    const phone = fieldBreakpointState('fontSize', SIZE, 'phone', LIST);
    expect(entryAt(SIZE, phone).value).toEqual({ value: 1.5, unit: 'rem' });
    expect(entryAt(SIZE, fieldBreakpointState('fontSize', SIZE, 'desktop', LIST))).toBe(SIZE);
  });
});
